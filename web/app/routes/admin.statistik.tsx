// Admin › Statistik (issue 25): the public site's page views, visitors and WhatsApp clicks over
// the last 7, 30 or 90 days (`?hari=`), against the period before; per day as a chart and a
// table, the most viewed pages, where visitors came from, their devices and languages, and
// each package's, homestay's and product's WhatsApp clicks with their conversion. Counted by
// the web server without cookies (web/server/visit-counter.mjs); read from the CMS's
// `GET /api/v1/stats`. While the page is visible it reloads its figures as often as the web
// servers send theirs, so today's numbers move.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import {
  CONTENT_TYPES,
  STATS,
  WHATSAPP_REDIRECT,
  conversionBase,
  formatCount,
  formatPercent,
  whatsappRedirectPath,
  type StatsAnswer,
  type StatsRow,
  type WhatsAppTarget,
} from '@desa/contract';
import { buttonClass } from '~/components/admin/buttons';
import { AdminPageError } from '~/components/admin/page-error';
import { AdminEmptyState, PageHeader } from '~/components/admin/page-parts';
import { ScrollBox, Section, TableHead, numberClass, rowHeadClass } from '~/components/admin/figure-table';
import { StatTotals, StatsChart, dayLabel } from '~/components/admin/stats';
import { ChartIcon, ChevronRightIcon, DownloadIcon } from '~/components/icons';
import { cms } from '~/lib/cms.server';
import { cn } from '~/lib/cn';
import { requireAdmin } from '~/lib/session.server';
import { PERIOD_PARAM, periodOf, rangeOf, splitDays, statsPath } from '~/lib/stats';

export const meta: MetaFunction = () => [{ title: 'Statistik | Admin' }];

/** How many lines "Halaman teratas" and "Sumber teratas" show. */
const TOP = 10;
const WHATSAPP_PREFIX = `/${WHATSAPP_REDIRECT.prefix}/`;
const EMPTY = 'Belum ada kunjungan pada periode ini.';

type Click = StatsRow & { kind: WhatsAppTarget; title: string; baseViews: number };

/** The WhatsApp clicks of each package, homestay and product, with the views of the page they are counted against. */
function clicksOf(pages: StatsRow[]): Click[] {
  const views = new Map(pages.map((row) => [row.key, row.views]));
  return pages
    .flatMap((row) => {
      const base = conversionBase(row.key);
      if (!base || !row.whatsapp) return [];
      const title = row.label.replace(/^WhatsApp: /, '');
      return [{ ...row, kind: base.kind, title, baseViews: views.get(base.base) ?? 0 }];
    })
    .sort((a, b) => b.whatsapp - a.whatsapp || a.title.localeCompare(b.title, 'id'));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const range = rangeOf(periodOf(new URL(request.url).searchParams));
  const read = (path: string) => cms<StatsAnswer>(path, { token });
  const [daily, pages, sources, devices, languages] = await Promise.all([
    read(statsPath(range, 'day', { withPrevious: true })),
    read(statsPath(range, 'page')),
    read(statsPath(range, 'source')),
    read(statsPath(range, 'device')),
    read(statsPath(range, 'language')),
  ]);
  const { days, totals, previous } = splitDays(daily.data, range);
  return {
    range,
    days,
    totals,
    previous,
    pages: pages.data.filter((row) => !row.key.startsWith(WHATSAPP_PREFIX) && row.views > 0).slice(0, TOP),
    clicks: clicksOf(pages.data),
    villageClicks: pages.data.find((row) => row.key === whatsappRedirectPath('village'))?.whatsapp ?? 0,
    sources: sources.data.filter((row) => row.views > 0).slice(0, TOP),
    devices: devices.data.filter((row) => row.views > 0),
    languages: languages.data.filter((row) => row.views > 0),
  };
}

/**
 * Reloads the loader every STATS.refreshIntervalMs while the page is visible (the web servers
 * send their counts that often); a hidden tab asks nothing, and catches up when shown again.
 */
function useLiveFigures() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(revalidate, STATS.refreshIntervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        revalidate();
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [revalidate]);
}

export default function AdminStatistics() {
  const { range, days, totals, previous, pages, clicks, villageClicks, sources, devices, languages } = useLoaderData<typeof loader>();
  useLiveFigures();
  const period = `${range.days} hari terakhir`;
  const empty = totals.views === 0;
  return (
    <>
      <PageHeader
        title="Statistik"
        action={
          <a href={`/admin/statistik/csv?${PERIOD_PARAM}=${range.days}`} download className={buttonClass.outline}>
            <DownloadIcon className="size-4" />
            Unduh CSV
          </a>
        }
      />
      <p className="-mt-3 mb-5 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Tayangan halaman, pengunjung dan klik WhatsApp situs publik, {dayLabel(range.from, { year: true })} – {dayLabel(range.to, { year: true })}. Angka hari ini
        diperbarui sendiri selama halaman ini terbuka. Cara kami menghitung: tanpa cookie dan tanpa data pribadi — lihat{' '}
        <a href="/privasi" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-500 dark:hover:text-brand-100">
          Kebijakan Privasi
        </a>
        .
      </p>
      <PeriodLinks current={range.days} />
      <h2 className="sr-only">Total {period}</h2>
      <StatTotals totals={totals} previous={previous} days={range.days} boxed />
      {empty ? (
        <div className="mt-6">
          <AdminEmptyState text={EMPTY} icon={<ChartIcon className="size-7" />} />
        </div>
      ) : (
        <>
          <Section title="Tayangan dan pengunjung per hari" className="mt-6">
            <div className="px-4 pt-4 pb-5 sm:px-5">
              <StatsChart days={days} period={period} />
            </div>
            <details className="group border-t border-slate-200 dark:border-slate-800">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-500 [&::-webkit-details-marker]:hidden">
                <ChevronRightIcon className="size-4 shrink-0 transition-transform group-open:rotate-90" />
                Lihat sebagai tabel
              </summary>
              <DailyTable days={days} />
            </details>
          </Section>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <RankTable title="Halaman teratas" column="Halaman" rows={pages} link />
            <RankTable title="Sumber teratas" column="Sumber" rows={sources} />
            <RankTable title="Perangkat" column="Perangkat" rows={devices} />
            <RankTable title="Bahasa" column="Bahasa" rows={languages} />
          </div>
        </>
      )}
      {empty && !clicks.length && !villageClicks ? null : <ClickTable clicks={clicks} villageClicks={villageClicks} />}
    </>
  );
}

/** 7 · 30 · 90 hari, the current one marked. */
function PeriodLinks({ current }: { current: number }) {
  return (
    <nav aria-label="Periode" className="mb-6 flex flex-wrap gap-2">
      {STATS.periods.map((days) => (
        <Link
          key={days}
          to={`?${PERIOD_PARAM}=${days}`}
          aria-current={days === current ? 'page' : undefined}
          className={cn(
            'inline-flex items-center rounded-full px-4 py-2 text-sm font-medium ring-1 transition max-sm:min-h-11',
            days === current
              ? 'bg-brand-700 text-white ring-brand-700'
              : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800',
          )}
        >
          {days} hari
        </Link>
      ))}
    </nav>
  );
}

/** The chart's figures day by day, newest first. */
function DailyTable({ days }: { days: StatsRow[] }) {
  return (
    <ScrollBox label="Tabel tayangan, pengunjung dan klik WhatsApp per hari">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Tayangan, pengunjung dan klik WhatsApp per hari</caption>
        <TableHead columns={['Tanggal', 'Tayangan', 'Pengunjung', 'Klik WhatsApp']} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {[...days].reverse().map((day) => (
            <tr key={day.key} data-day={day.key}>
              <th scope="row" className={cn(rowHeadClass, 'font-medium whitespace-nowrap')}>
                {/* The year on a phone is the period's, said above the totals. */}
                <time dateTime={day.key}>
                  {dayLabel(day.key)}
                  <span className="max-sm:hidden"> {day.key.slice(0, 4)}</span>
                </time>
              </th>
              <td className={numberClass}>{formatCount(day.views)}</td>
              <td className={numberClass}>{formatCount(day.visitors)}</td>
              <td className={numberClass}>{formatCount(day.whatsapp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

const linkClass = 'font-medium text-slate-800 hover:text-brand-700 hover:underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center dark:text-slate-100 dark:hover:text-brand-500';

/** The most viewed lines of one dimension (pages, sources, devices, languages); a page links to itself on the public site. */
function RankTable({ title, column, rows, link = false }: { title: string; column: string; rows: StatsRow[]; link?: boolean }) {
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600 dark:text-slate-400">{EMPTY}</p>
      ) : (
        <ScrollBox label={`Tabel ${title.toLowerCase()}`}>
          <table className="w-full text-left text-sm">
            <TableHead columns={[column, 'Tayangan', 'Pengunjung']} />
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <th scope="row" className={cn(rowHeadClass, 'font-normal break-words')}>
                    {link ? (
                      <a href={row.key} className={linkClass}>
                        {row.label}
                      </a>
                    ) : (
                      row.label
                    )}
                  </th>
                  <td className={numberClass}>{formatCount(row.views)}</td>
                  <td className={numberClass}>{formatCount(row.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </Section>
  );
}

/**
 * The WhatsApp clicks of each package, homestay and product, and their conversion: clicks per
 * view of the page they are made from (a package's card is on the home page); the village's
 * own number, on every page, has no such page and is its own line.
 */
function ClickTable({ clicks, villageClicks }: { clicks: Click[]; villageClicks: number }) {
  return (
    <Section title="Klik WhatsApp" className="mt-6">
      <p className="px-5 pt-4 text-sm text-slate-600 dark:text-slate-400">
        Konversi: klik WhatsApp dibagi tayangan halaman tempat tombolnya berada (halaman penginapan atau produk itu; untuk paket wisata, Beranda).
      </p>
      {clicks.length === 0 && !villageClicks ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600 dark:text-slate-400">Belum ada klik WhatsApp pada periode ini.</p>
      ) : (
        <div className="mt-3">
          <ScrollBox label="Tabel klik WhatsApp">
            <table className="w-full text-left text-sm">
              <TableHead columns={['Tujuan', 'Klik', 'Tayangan halaman', 'Konversi']} phoneHidden={[2]} />
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {clicks.map((click) => (
                  <tr key={click.key} data-key={click.key}>
                    <th scope="row" className={cn(rowHeadClass, 'font-normal')}>
                      <span className="block font-medium">{click.title}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{CONTENT_TYPES[click.kind].admin.label}</span>
                      <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">dari {formatCount(click.baseViews)} tayangan halaman</span>
                    </th>
                    <td className={numberClass}>{formatCount(click.whatsapp)}</td>
                    <td className={cn(numberClass, 'max-sm:hidden')}>{formatCount(click.baseViews)}</td>
                    <td data-conversion className={numberClass}>
                      {click.baseViews ? formatPercent(click.whatsapp / click.baseViews) : '—'}
                    </td>
                  </tr>
                ))}
                {villageClicks ? (
                  <tr data-key={whatsappRedirectPath('village')}>
                    <th scope="row" className={cn(rowHeadClass, 'font-normal')}>
                      <span className="block font-medium">Kontak desa</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">Tombol WhatsApp di setiap halaman, tanpa konversi</span>
                    </th>
                    <td className={numberClass}>{formatCount(villageClicks)}</td>
                    <td className={cn(numberClass, 'max-sm:hidden')}>—</td>
                    <td data-conversion className={numberClass}>
                      —
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </ScrollBox>
        </div>
      )}
    </Section>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
