// Admin › Laporan (issue 39): what the village earned and from whom, for a month (`?bulan=`)
// or a year (`?tahun=`), last month unless asked: the totals against the period before, the
// funnel from a page view to a completed stay, the requests per day (per month for a year),
// income by type and by homestay, package and product; a year adds "Data Tahunan Desa Wisata"
// for the regency and the award. Prints on A4 ("Cetak / Simpan PDF": the print rules in
// tailwind.css and the `print:` classes here); the requests themselves are the CSV's.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import {
  formatCount,
  formatDate,
  formatDateTime,
  todayInJakarta,
  type ReportAnswer,
  type ReportFacts,
} from '@desa/contract';
import { buttonClass } from '~/components/admin/buttons';
import { Section } from '~/components/admin/figure-table';
import { AdminPageError } from '~/components/admin/page-error';
import { FigureTable, ItemTable, YearFacts } from '~/components/admin/report-tables';
import { PageHeader } from '~/components/admin/page-parts';
import { Funnel, ReportTotals, RequestsChart } from '~/components/admin/report';
import { dayLabel } from '~/components/admin/stats';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, PrinterIcon } from '~/components/icons';
import { cms } from '~/lib/cms.server';
import { loadSite } from '~/lib/public.server';
import { REPORT_PARAMS, nextPeriod, previousPeriod, reportFactsPath, reportPath, reportPeriodOf, reportYears, type ReportPeriod } from '~/lib/report';
import { requireAdmin } from '~/lib/session.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Laporan ${data?.period.label ?? ''} | Admin` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const period = reportPeriodOf(new URL(request.url).searchParams);
  const earlier = previousPeriod(period);
  const read = (of: ReportPeriod, group: Parameters<typeof reportPath>[1]) => cms<ReportAnswer>(reportPath(of, group), { token });
  const facts = () => cms<{ data: ReportFacts }>(reportFactsPath(period), { token }).then((answer) => answer.data);
  const [byType, byItem, over, before, site, yearFacts] = await Promise.all([
    read(period, 'type'),
    read(period, 'item'),
    read(period, period.kind === 'month' ? 'day' : 'month'),
    read(earlier, 'type'),
    // The printed header's name and address; the report stands without them.
    loadSite(context).then(
      ({ name, address }) => ({ name, address }),
      () => null,
    ),
    period.kind === 'year' ? facts() : null,
  ]);
  return {
    period,
    earlier: earlier.label,
    previous: earlier.search,
    next: nextPeriod(period)?.search ?? null,
    years: reportYears(),
    thisMonth: todayInJakarta().slice(0, 7),
    totals: byType.totals,
    before: before.totals,
    types: byType.data,
    items: byItem.data,
    over: over.data,
    site,
    facts: yearFacts,
    printedAt: new Date().toISOString(),
  };
}

export default function AdminReport() {
  const { period, earlier, totals, before, types, items, over, facts } = useLoaderData<typeof loader>();
  const byMonth = period.kind === 'year';
  const requestsSummary = `Grafik permintaan per ${byMonth ? 'bulan' : 'hari'}, ${period.label}: total ${formatCount(totals.requests)} permintaan`;
  return (
    <div className="print:text-[10pt] print:text-black">
      <PrintHeader />
      <div className="print:hidden">
        <PageHeader
          title="Laporan"
          action={
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={() => window.print()} className={buttonClass.primary}>
                <PrinterIcon className="size-4" />
                Cetak / Simpan PDF
              </button>
              <a href={`/admin/laporan/csv${period.search}`} download className={buttonClass.outline}>
                <DownloadIcon className="size-4" />
                Unduh CSV
              </a>
              {period.kind === 'month' ? (
                <a href={`/admin/laporan/buku-kas${period.search}`} download className={buttonClass.outline}>
                  <DownloadIcon className="size-4" />
                  Buku Kas (CSV)
                </a>
              ) : null}
            </div>
          }
        />
        <p className="-mt-3 mb-5 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          Pendapatan dari pesanan yang dikonfirmasi atau selesai, menurut hari pertama menginap, berkunjung atau pesanan produk; permintaan menurut hari dibuat;
          tayangan dan klik WhatsApp dari statistik pengunjung. Pengunjung: orang dari pesanan yang selesai.
        </p>
        <PeriodPicker />
      </div>
      <h2 className="mb-3 text-lg font-semibold text-slate-900 print:hidden dark:text-white">{period.label}</h2>
      <ReportTotals totals={totals} previous={before} earlier={earlier} />
      {facts ? <YearFacts facts={facts} totals={totals} types={types} year={period.key} /> : null}
      <Section title="Dari tayangan sampai selesai" className="mt-6 print:mt-3">
        <Funnel totals={totals} period={period.label} />
      </Section>
      <Section title={`Permintaan per ${byMonth ? 'bulan' : 'hari'}`} className="mt-6 print:mt-3">
        <RequestsChart
          bars={over.map((row) => ({ key: row.key, label: byMonth ? monthLabel(row.key) : dayLabel(row.key, { year: true }), value: row.requests }))}
          summary={requestsSummary}
          axis={byMonth ? [monthLabel(over[0].key), monthLabel(over.at(-1)!.key)] : [dayLabel(over[0].key), dayLabel(over.at(-1)!.key)]}
        />
        {byMonth ? <FigureTable rows={over} column="Bulan" label={monthLabel} caption="Angka per bulan" /> : null}
      </Section>
      <Section title="Pendapatan per jenis" className="mt-6 print:mt-3">
        <FigureTable rows={types} column="Jenis" caption="Pendapatan per jenis" totals={totals} />
      </Section>
      <ItemTable items={items} />
    </div>
  );
}

const monthName = new Intl.DateTimeFormat('id-ID', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => monthName.format(new Date(`${month}-15T00:00:00Z`));

/** What a printed page starts with: the village, the report's name and period, and when it was printed. */
function PrintHeader() {
  const { period, site, printedAt } = useLoaderData<typeof loader>();
  return (
    <header className="mb-4 hidden items-start justify-between gap-6 border-b-2 border-brand-700 pb-3 print:flex">
      <div className="flex items-center gap-3">
        <img src="/favicon.svg" alt="" width={48} height={48} className="size-12" />
        <div>
          <p className="text-base font-bold">{site?.name ?? 'Desa Wisata'}</p>
          {site?.address ? <p className="text-xs">{site.address}</p> : null}
        </div>
      </div>
      <div className="text-right">
        <p className="text-base font-bold">{period.kind === 'year' ? 'Data Tahunan Desa Wisata' : 'Laporan Bulanan Desa Wisata'}</p>
        <p className="text-sm">
          {period.label} ({formatDate(period.from)} – {formatDate(period.to)})
        </p>
        <p className="text-xs">Dicetak {formatDateTime(printedAt)}</p>
      </div>
    </header>
  );
}

const pickerClass =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 sm:min-h-10';

/** The month or year shown: the one before and after it, or any month or year of the picker. */
function PeriodPicker() {
  const { period, previous, next, years, thisMonth } = useLoaderData<typeof loader>();
  const unit = period.kind === 'month' ? 'Bulan' : 'Tahun';
  const step = 'inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 sm:size-10 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';
  return (
    <nav aria-label="Periode laporan" className="mb-6 flex flex-wrap items-end gap-3">
      <div className="flex gap-2">
        <Link to={previous} className={step} aria-label={`${unit} sebelumnya`} title={`${unit} sebelumnya`}>
          <ChevronLeftIcon className="size-4" />
        </Link>
        {next ? (
          <Link to={next} className={step} aria-label={`${unit} berikutnya`} title={`${unit} berikutnya`}>
            <ChevronRightIcon className="size-4" />
          </Link>
        ) : null}
      </div>
      <Form method="get" className="flex items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          Bulan
          <input
            type="month"
            name={REPORT_PARAMS.month}
            required
            min={`${years.at(-1)}-01`}
            max={thisMonth}
            defaultValue={period.kind === 'month' ? period.key : `${period.key}-${thisMonth.startsWith(period.key) ? thisMonth.slice(5) : '12'}`}
            className={pickerClass}
          />
        </label>
        <button type="submit" className={buttonClass.outline}>
          Tampilkan
        </button>
      </Form>
      <Form method="get" className="flex items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          Tahun
          <select name={REPORT_PARAMS.year} defaultValue={period.key.slice(0, 4)} className={pickerClass}>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass.outline}>
          Laporan tahunan
        </button>
      </Form>
    </nav>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
