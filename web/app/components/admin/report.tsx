// The village report's figures (issue 39): the totals with their change, the funnel from a page
// view to a completed stay, and the requests per day (or month) as a small chart. SVG drawn by
// hand like the statistics' chart; each SVG is one image named by its summary, and a table says
// the same. Numbers read the Indonesian way (formatCount, formatRupiah).
import { formatCount, formatPercent, formatRupiah, type ReportCounts } from '@desa/contract';
import { ScrollBox, TableHead, numberClass, rowHeadClass } from '~/components/admin/figure-table';
import { ChangeNote, chartTop } from '~/components/admin/stats';
import { cn } from '~/lib/cn';

/** The report's totals, in the order the issue's reader looks for them. `guests`: the people who came (completed stays and visits). */
export const REPORT_TOTALS = [
  { name: 'income', label: 'Pendapatan' },
  { name: 'guests', label: 'Pengunjung' },
  { name: 'views', label: 'Tayangan' },
  { name: 'whatsapp', label: 'Klik WhatsApp' },
  { name: 'requests', label: 'Permintaan' },
  { name: 'confirmed', label: 'Dikonfirmasi' },
  { name: 'completed', label: 'Selesai' },
] as const satisfies ReadonlyArray<{ name: keyof ReportCounts; label: string }>;

export const figureText = (name: keyof ReportCounts, value: number) => (name === 'income' ? formatRupiah(value) : formatCount(value));

/** Each total with its change against `earlier` (the month or year before, named). */
export function ReportTotals({ totals, previous, earlier }: { totals: ReportCounts; previous: ReportCounts; earlier: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 print:grid-cols-4 print:gap-2">
      {REPORT_TOTALS.map(({ name, label }, index) => {
        return (
          <div
            key={name}
            data-total={name}
            className={cn(
              'flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 print:rounded-md print:p-2 print:shadow-none dark:border-slate-800 dark:bg-slate-900',
              index === 0 && 'max-sm:col-span-2',
            )}
          >
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd data-value={totals[name]} className="order-first text-xl font-bold break-words text-slate-900 sm:text-2xl print:text-lg dark:text-white">
              {figureText(name, totals[name])}
            </dd>
            <ChangeNote current={totals[name]} previous={previous[name]} earlier={earlier} />
          </div>
        );
      })}
    </dl>
  );
}

/** The funnel's steps, each the part of the one before that went on. */
export const FUNNEL_STEPS = [
  { name: 'views', label: 'Tayangan halaman' },
  { name: 'whatsapp', label: 'Klik WhatsApp' },
  { name: 'requests', label: 'Permintaan' },
  { name: 'confirmed', label: 'Dikonfirmasi' },
  { name: 'completed', label: 'Selesai' },
] as const satisfies ReadonlyArray<{ name: keyof ReportCounts; label: string }>;

/** A step's rate: its figure per the step before's ('—' when there was none before). */
function rateOf(totals: ReportCounts, index: number): string {
  if (index === 0) return '—';
  const before = totals[FUNNEL_STEPS[index - 1].name];
  return before ? formatPercent(totals[FUNNEL_STEPS[index].name] / before) : '—';
}

const FUNNEL_ROW = 10;
const FUNNEL_FILLS = ['fill-brand-800', 'fill-brand-700', 'fill-brand-600', 'fill-sky-700', 'fill-sky-900 dark:fill-sky-500'];

/**
 * The funnel as centred bars, each as wide as its figure against the views (a bar never
 * vanishes: 1% at least), beside its table: step, figure, and rate against the step before.
 */
export function Funnel({ totals, period }: { totals: ReportCounts; period: string }) {
  const widest = Math.max(1, ...FUNNEL_STEPS.map(({ name }) => totals[name]));
  const summary = FUNNEL_STEPS.map(({ name, label }, index) => `${label} ${formatCount(totals[name])}${index ? ` (${rateOf(totals, index)})` : ''}`).join(', ');
  return (
    <div className="grid gap-4 p-4 sm:p-5 lg:grid-cols-2 lg:items-center print:grid-cols-2 print:items-center print:gap-4 print:px-0">
      <svg role="img" aria-label={`Corong ${period}: ${summary}`} viewBox={`0 0 100 ${FUNNEL_STEPS.length * FUNNEL_ROW}`} className="h-auto w-full max-w-md justify-self-center print:max-w-xs">
        {FUNNEL_STEPS.map(({ name, label }, index) => {
          const width = Math.max(1, (totals[name] / widest) * 100);
          return (
            <rect
              key={name}
              data-step={name}
              x={(100 - width) / 2}
              y={index * FUNNEL_ROW + 1.5}
              width={width}
              height={FUNNEL_ROW - 3}
              rx={1}
              className={FUNNEL_FILLS[index]}
            >
              <title>{`${label}: ${formatCount(totals[name])}`}</title>
            </rect>
          );
        })}
      </svg>
      <ScrollBox label="Tabel corong">
        <table data-funnel className="w-full text-left text-sm">
          <caption className="sr-only">Dari tayangan sampai selesai, {period}</caption>
          <TableHead columns={['Tahap', 'Jumlah', 'Dari tahap sebelumnya']} />
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {FUNNEL_STEPS.map(({ name, label }, index) => (
              <tr key={name} data-step={name}>
                <th scope="row" className={cn(rowHeadClass, 'font-medium')}>
                  {label}
                </th>
                <td data-value={totals[name]} className={numberClass}>
                  {formatCount(totals[name])}
                </td>
                <td className={numberClass}>{rateOf(totals, index)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </div>
  );
}

export type ChartBar = { key: string; label: string; value: number };

const SLOT = 10;
const HEIGHT = 60;

/** Requests per day (or per month) as bars, oldest on the left; each bar's title says its day and figure. */
export function RequestsChart({ bars, summary, axis }: { bars: ChartBar[]; summary: string; axis: [string, string] }) {
  const top = chartTop(Math.max(0, ...bars.map((bar) => bar.value)));
  const width = bars.length * SLOT;
  return (
    <figure className="flex gap-2 px-4 pt-4 pb-3 sm:px-5 print:px-0">
      <div aria-hidden="true" className="flex h-28 w-8 shrink-0 flex-col justify-between text-right text-xs leading-none text-slate-600 tabular-nums print:h-20 dark:text-slate-400">
        <span className="-mt-1.5">{formatCount(top)}</span>
        <span className="-mb-1.5">0</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="relative h-28 print:h-20">
          <svg role="img" aria-label={summary} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="absolute inset-0 size-full overflow-visible">
            <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} vectorEffect="non-scaling-stroke" strokeWidth={1} className="stroke-slate-300 dark:stroke-slate-600" />
            {bars.map((bar, index) => {
              const height = bar.value ? Math.max((bar.value / top) * HEIGHT, 1) : 0;
              return (
                <g key={bar.key} data-bar={bar.key} data-value={bar.value}>
                  <title>{`${bar.label}: ${formatCount(bar.value)} permintaan`}</title>
                  <rect x={index * SLOT} y={0} width={SLOT} height={HEIGHT} className="fill-transparent" />
                  <rect x={index * SLOT + SLOT * 0.15} y={HEIGHT - height} width={SLOT * 0.7} height={height} className="fill-brand-600 dark:fill-brand-500" />
                </g>
              );
            })}
          </svg>
        </div>
        <figcaption aria-hidden="true" className="mt-2 flex justify-between text-xs text-slate-600 dark:text-slate-400">
          <span>{axis[0]}</span>
          <span>{axis[1]}</span>
        </figcaption>
      </div>
    </figure>
  );
}
