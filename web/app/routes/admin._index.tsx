// Dashboard: how much of each content there is (what visitors see), the last week's visitors,
// what goes live next, the events still to come and the latest entries of the Riwayat. All
// stream in (the cards show 0 until their totals arrive); a part the CMS cannot answer in time
// says so ("Gagal memuat, coba lagi", and the log says which and why) and the rest still shows.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Await, Link, useLoaderData } from '@remix-run/react';
import { CONTENT_KINDS, CONTENT_TYPES, DASHBOARD, adminPath, formatCount, todayInJakarta, type DashboardAnswer, type DashboardParts } from '@desa/contract';
import { Suspense } from 'react';
import { KIND_ICONS } from '~/content';
import { ActivityList } from '~/components/admin/activity-entry';
import { AdminPageError } from '~/components/admin/page-error';
import { PageHeader } from '~/components/admin/page-parts';
import { StatTotals, StatsChart } from '~/components/admin/stats';
import { cn } from '~/lib/cn';
import { cms } from '~/lib/cms.server';
import { requireAdmin } from '~/lib/session.server';
import { loadConflicts } from '~/lib/admin-loaders.server';
import { ConflictList } from '~/components/admin/calendar-conflicts';
import { NEW_REQUESTS, NOTHING_WAITING, useNewRequests, type InboxWaiting } from '~/lib/new-requests';
import { CalendarIcon, CheckIcon, StarIcon } from '~/components/icons';
import { InboxCard } from '~/components/admin/inbox-card';
import { PartnerHome } from '~/components/admin/partner-home';
import { MonthIncome, NextScheduled, StreamedCard, UpcomingEvents } from '~/components/admin/dashboard-parts';
import { PartFailed } from '~/components/admin/part-failed';
import { partOf, streamedPart } from '~/lib/streamed.server';
import { useSignedIn } from '~/components/admin/signed-in';
import { PARTNER_PAGES } from '~/content/admin-navigation';
import { loadPartnerHome } from '~/lib/partner-home.server';
import { splitDays } from '~/lib/stats';
import { monthPeriod } from '~/lib/report';
import type { ContentTypeEntry } from '@desa/contract';

export const meta: MetaFunction = () => [{ title: 'Dashboard | Admin' }];

/** A card per content type counted there (its registry entry's `admin.card`), in the menu's order. */
const COUNTED = CONTENT_KINDS.flatMap((kind) => {
  const type: ContentTypeEntry = CONTENT_TYPES[kind];
  const { card } = type.admin;
  return card ? [{ kind, label: card, to: adminPath(type), icon: KIND_ICONS[kind] }] : [];
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, token } = await requireAdmin(request, context, { partners: 'allow' });
  // A partner's Beranda: their own listings and requests.
  if (user.role === 'MITRA') return { partner: await loadPartnerHome(token) };
  return loadVillageDashboard(request, token);
}

/**
 * Every figure in one read of the CMS (`GET /dashboard`, issue 56), each card streaming its part
 * of it; the platforms' conflicts are a read of their own (the slowest part, it holds no card).
 */
function loadVillageDashboard(request: Request, token: string) {
  const dashboard = streamedPart(request, 'ringkasan', cms<DashboardAnswer>('/dashboard', { token }));
  const part = <T,>(name: string, pick: (answer: DashboardAnswer) => T | null) => partOf(request, name, dashboard, pick);
  return {
    counts: part('jumlah konten', (answer) => answer.records),
    visits: part('pengunjung', (answer) => answer.visits && splitDays(answer.visits.data, { days: DASHBOARD.visitDays, from: answer.visits.from, to: answer.visits.to, previousFrom: answer.visits.previous_from, previousTo: answer.visits.previous_to })),
    income: part('pendapatan', (answer) => answer.income?.totals ?? null),
    incomeMonth: monthPeriod(todayInJakarta().slice(0, 7)).search,
    scheduled: part('akan terbit', (answer) => answer.scheduled),
    upcoming: part('agenda terdekat', (answer) => answer.upcoming),
    activity: part('aktivitas terbaru', (answer) => answer.activity),
    inbox: part('pesanan dan bukti bayar', (answer) => answer.inbox),
    waitingReviews: part('ulasan menunggu', (answer) => answer.waiting?.reviews ?? null),
    waitingChanges: part('perubahan mitra', (answer) => answer.waiting?.changes ?? null),
    conflicts: streamedPart(request, 'bentrok jadwal', loadConflicts(token)),
  };
}

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  const signedIn = useSignedIn();
  if ('partner' in data) return <PartnerHome name={signedIn?.name ?? ''} {...data.partner} />;
  return <VillageDashboard {...data} />;
}

function VillageDashboard({ counts, visits, income, incomeMonth, scheduled, upcoming, activity, inbox, conflicts, waitingReviews, waitingChanges }: Awaited<ReturnType<typeof loadVillageDashboard>>) {
  return (
    <>
      <PageHeader title="Dashboard" />
      <Suspense fallback={null}>
        <Await resolve={conflicts} errorElement={null}>
          {(found) => <ConflictList conflicts={found} />}
        </Await>
      </Suspense>
      <div className="mb-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Suspense fallback={<InboxCards waiting={null} />}>
          <Await resolve={inbox} errorElement={<InboxCards waiting={null} failed />}>
            {(waiting) => <InboxCards waiting={waiting} />}
          </Await>
        </Suspense>
        <Suspense fallback={<WaitingReviewsCard count={null} />}>
          <Await resolve={waitingReviews} errorElement={<WaitingReviewsCard count={null} failed />}>
            {(count) => <WaitingReviewsCard count={count} />}
          </Await>
        </Suspense>
        <Suspense fallback={<WaitingChangesCard count={null} />}>
          <Await resolve={waitingChanges} errorElement={<WaitingChangesCard count={null} failed />}>
            {(count) => <WaitingChangesCard count={count} />}
          </Await>
        </Suspense>
      </div>
      <Suspense fallback={<CountCards counts={null} />}>
        <Await
          resolve={counts}
          errorElement={
            <>
              <CountCards counts={null} />
              <PartFailed />
            </>
          }
        >
          {(totals) => <CountCards counts={totals} />}
        </Await>
      </Suspense>
      <StreamedCard
        title="Pengunjung"
        resolve={visits}
        action={
          <Link to="/admin/statistik" className="inline-flex items-center text-sm font-medium text-brand-700 hover:underline max-sm:min-h-11 dark:text-brand-500">
            Lihat statistik lengkap
          </Link>
        }
      >
        {({ days, totals, previous }) => (
          <div className="flex flex-col gap-5 p-5">
            <StatTotals totals={totals} previous={previous} days={DASHBOARD.visitDays} />
            <StatsChart days={days} period={`${DASHBOARD.visitDays} hari terakhir`} compact />
          </div>
        )}
      </StreamedCard>
      <StreamedCard
        title="Pendapatan bulan ini"
        resolve={income}
        action={
          <Link to={`/admin/laporan${incomeMonth}`} className="inline-flex items-center text-sm font-medium text-brand-700 hover:underline max-sm:min-h-11 dark:text-brand-500">
            Lihat laporan
          </Link>
        }
      >
        {(totals) => <MonthIncome totals={totals} />}
      </StreamedCard>
      <StreamedCard title="Akan Terbit" resolve={scheduled}>
        {(records) => <NextScheduled records={records} />}
      </StreamedCard>
      <StreamedCard title="Agenda Terdekat" resolve={upcoming}>
        {(events) => <UpcomingEvents events={events} />}
      </StreamedCard>
      <StreamedCard
        title="Aktivitas Terbaru"
        resolve={activity}
        action={
          <Link to="/admin/riwayat" className="inline-flex items-center text-sm font-medium text-brand-700 hover:underline max-sm:min-h-11 dark:text-brand-500">
            Lihat semua
          </Link>
        }
      >
        {(entries) =>
          entries.length ? <ActivityList entries={entries} /> : <p className="px-5 py-10 text-center text-sm text-slate-500 dark:text-slate-400">Belum ada aktivitas</p>
        }
      </StreamedCard>
    </>
  );
}

/**
 * "Pesanan Baru" (requests waiting for a first answer) and "Bukti Bayar" (proofs of payment to
 * check, issue 54), kept current while the page is open.
 */
function InboxCards({ waiting, failed }: { waiting: InboxWaiting | null; failed?: boolean }) {
  const current = useNewRequests(waiting ?? NOTHING_WAITING);
  const known = waiting !== null;
  return (
    <>
      <InboxCard to={NEW_REQUESTS.inbox} icon={<CalendarIcon className="size-6" />} label="Pesanan Baru" count={known ? current.baru : null} action="Buka kotak pesanan" failed={failed} />
      <InboxCard to={`${NEW_REQUESTS.inbox}?status=dikonfirmasi`} icon={<CheckIcon className="size-6" />} label="Bukti Bayar" count={known ? current.bukti_bayar : null} action="Periksa pembayaran" failed={failed} />
    </>
  );
}

function WaitingReviewsCard({ count, failed }: { count: number | null; failed?: boolean }) {
  return <InboxCard to="/admin/ulasan" icon={<StarIcon className="size-6" />} label="Ulasan Menunggu" count={count} action="Periksa ulasan" failed={failed} />;
}

function WaitingChangesCard({ count, failed }: { count: number | null; failed?: boolean }) {
  return <InboxCard to={PARTNER_PAGES.approvals} icon={<CheckIcon className="size-6" />} label="Perubahan Mitra" count={count} action="Periksa perubahan" failed={failed} />;
}

/** On a phone the cards go two by two; an odd last one spans both columns, laid out as a row. */
const LAST_SPANS = COUNTED.length % 2 === 1;

/**
 * One card per counted type (seven): one row from 1280 px (xl), four columns from 640 px and
 * two on a phone, wrapping onto more rows.
 */
function CountCards({ counts }: { counts: DashboardParts['records'] | null }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 xl:grid-cols-7 xl:gap-3">
      {COUNTED.map(({ kind, label, to, icon: Icon }, index) => {
        const spans = LAST_SPANS && index === COUNTED.length - 1;
        const states = counts?.[kind];
        return (
          <li key={label} className={spans ? 'max-sm:col-span-2' : undefined}>
            <Link
              to={to}
              className={cn(
                'flex h-full min-w-0 flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-brand-500',
                'dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-600',
                spans && 'max-sm:flex-row max-sm:items-center',
              )}
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-11 dark:bg-brand-500/15 dark:text-brand-100">
                <Icon className="size-5 sm:size-6" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm break-words text-slate-500 dark:text-slate-400">{label}</span>
                <span className="block text-2xl font-bold text-slate-900 dark:text-white">{formatCount(states?.published ?? 0)}</span>
                {states && <NotPublic draft={states.draft} scheduled={states.scheduled} />}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Under a card's public count: the records visitors do not see yet, when there are any. */
function NotPublic({ draft, scheduled }: { draft: number; scheduled: number }) {
  const parts = [draft && `${formatCount(draft)} draf`, scheduled && `${formatCount(scheduled)} terjadwal`].filter(Boolean);
  if (!parts.length) return null;
  return <span className="block text-xs text-slate-500 dark:text-slate-400">{parts.join(' · ')}</span>;
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
