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
  STATS,
  WHATSAPP_REDIRECT,
  conversionBase,
  whatsappRedirectPath,
  type StatsAnswer,
  type StatsRow,
} from '@desa/contract';
import { buttonClass } from '~/components/admin/buttons';
import { AdminPageError } from '~/components/admin/page-error';
import { ClickTable, DailyTable, EMPTY, RankTable, type Click } from '~/components/admin/stats-tables';
import { AdminEmptyState, PageHeader } from '~/components/admin/page-parts';
import { Section } from '~/components/admin/figure-table';
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

export function ErrorBoundary() {
  return <AdminPageError />;
}
