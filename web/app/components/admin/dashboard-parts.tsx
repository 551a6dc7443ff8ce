// The village dashboard's parts (routes/admin._index.tsx): this month's income, a card whose body
// streams in, the records going live next and the events still to come.
import { Await, Link } from '@remix-run/react';
import { CONTENT_TYPES, UI, adminPath, formatCount, formatDate, formatPrice, formatPublishAt, formatRupiah, formatTime, type DashboardScheduled, type ReportCounts, type VillageEvent } from '@desa/contract';
import { Suspense, useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { modalHref } from '~/lib/modal-url';
import { Card } from './page-parts';
import { PartFailed } from './part-failed';

/** This month so far: the income of the stays, visits and orders confirmed for it, and how many of them there are. */
export function MonthIncome({ totals }: { totals: ReportCounts }) {
  return (
    <dl className="grid gap-3 p-5 sm:grid-cols-3 sm:gap-6">
      <div className="flex flex-col" data-stat="income">
        <dt className="text-sm text-slate-600 dark:text-slate-400">Dari pesanan dikonfirmasi dan selesai</dt>
        <dd data-value={totals.income} className="order-first text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          {formatRupiah(totals.income)}
        </dd>
      </div>
      <div className="flex flex-col">
        <dt className="text-sm text-slate-600 dark:text-slate-400">Pesanan dikonfirmasi</dt>
        <dd className="order-first text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{formatCount(totals.confirmed)}</dd>
      </div>
      <div className="flex flex-col">
        <dt className="text-sm text-slate-600 dark:text-slate-400">Tamu datang</dt>
        <dd className="order-first text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{formatCount(totals.guests)}</dd>
      </div>
    </dl>
  );
}

/** A titled card whose body streams in: 'Loading...' first, 'Gagal memuat, coba lagi' if the read fails or is late. */
export function StreamedCard<T extends Promise<unknown>>({
  title,
  resolve,
  action,
  children,
}: {
  title: string;
  resolve: T;
  /** A link beside the title. */
  action?: ReactNode;
  children: (value: Awaited<T>) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="mt-6">
      <section aria-labelledby={headingId}>
        {/* A phone's 44 px link makes the header no taller than the others. */}
        <div className={cn('flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800', action ? 'max-sm:py-2' : null)}>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {action}
        </div>
        <Suspense fallback={<p className="px-5 py-8 text-center text-sm text-slate-500">Loading...</p>}>
          <Await resolve={resolve} errorElement={<PartFailed />}>
            {children}
          </Await>
        </Suspense>
      </section>
    </Card>
  );
}

/** The next records to go live on their own, each linking to its form. */
export function NextScheduled({ records }: { records: DashboardScheduled[] }) {
  if (records.length === 0) {
    return <p className="px-5 py-10 text-center text-sm text-slate-500 dark:text-slate-400">Tidak ada konten yang dijadwalkan</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {records.map((record) => (
        <li key={`${record.kind}:${record.id}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-4 text-sm">
          <span className="min-w-0">
            <span className="block text-xs text-slate-500 dark:text-slate-400">{CONTENT_TYPES[record.kind].admin.label}</span>
            <Link to={`${adminPath(CONTENT_TYPES[record.kind])}${modalHref('', 'ubah', record.id)}`} className="font-medium text-slate-800 hover:underline dark:text-slate-100">
              {record.title}
            </Link>
          </span>
          <span className="whitespace-nowrap text-slate-600 dark:text-slate-300">{formatPublishAt(record.publish_at)}</span>
        </li>
      ))}
    </ul>
  );
}

export function UpcomingEvents({ events }: { events: VillageEvent[] }) {
  if (events.length === 0) {
    return <p className="px-5 py-10 text-center text-sm text-slate-500 dark:text-slate-400">Tidak ada agenda yang akan datang</p>;
  }
  return (
    <>
      {/* Phones get the same rows as a list: a seven-column table does not fit 375 px. */}
      <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800">
        {events.map((event) => (
          <li key={event.id} className="flex flex-col gap-1.5 px-5 py-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-slate-800 dark:text-slate-100">{event.title}</p>
              <UpcomingBadge />
            </div>
            <p className="text-slate-600 dark:text-slate-300">
              {formatDate(event.date)} · {formatTime(event.time)}
            </p>
            <p className="text-slate-600 dark:text-slate-300">{event.place}</p>
            <p className="font-medium text-brand-700 dark:text-brand-500">{formatPrice(event.price)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-500 uppercase dark:border-slate-800 dark:bg-slate-800/40 dark:text-slate-400">
          <tr>
            {['Agenda', 'Tanggal', 'Waktu', 'Tempat', 'Harga', 'Status'].map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium first:pl-5 last:pr-5">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row" className="min-w-40 py-4 pr-4 pl-5 font-medium text-slate-800 dark:text-slate-100">
                {event.title}
              </th>
              <td className="px-4 py-4 whitespace-nowrap text-slate-600 dark:text-slate-300">{formatDate(event.date)}</td>
              <td className="px-4 py-4 whitespace-nowrap text-slate-600 dark:text-slate-300">{formatTime(event.time)}</td>
              <td className="min-w-36 px-4 py-4 text-slate-600 dark:text-slate-300">{event.place}</td>
              <td className="px-4 py-4 whitespace-nowrap text-slate-600 dark:text-slate-300">{formatPrice(event.price)}</td>
              <td className="py-4 pr-5 pl-4">
                <UpcomingBadge />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </>
  );
}

function UpcomingBadge() {
  return (
    <span className="inline-flex shrink-0 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-red-700 dark:bg-red-500/15 dark:text-red-300">
      {UI.upcoming}
    </span>
  );
}
