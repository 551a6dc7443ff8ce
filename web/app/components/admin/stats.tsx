// The back office's visitor statistics (issue 25): the three totals with their change, and
// the chart of views and visitors per day, drawn by hand in SVG (no chart library ships).
// Shared by the dashboard's "Pengunjung" card and /admin/statistik. Every number goes through
// the contract's formatCount, so it reads the Indonesian way (1.234; 3,4%).
import { formatCount, type StatsCounts, type StatsRow } from '@desa/contract';
import { cn } from '~/lib/cn';
import { changeOf, comparedWith, daysBefore } from '~/lib/stats';

const FIGURES = [
  { name: 'views', label: 'Tayangan' },
  { name: 'visitors', label: 'Pengunjung' },
  { name: 'whatsapp', label: 'Klik WhatsApp' },
] as const;

const TONE_CLASS = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-700 dark:text-red-400',
  flat: 'text-slate-600 dark:text-slate-300',
} as const;

/**
 * Tayangan, Pengunjung and Klik WhatsApp of a period, each with its change against the
 * `days` before it. `boxed`: each figure on a card of its own (the statistics page); otherwise
 * side by side inside the card that holds them (the dashboard).
 */
export function StatTotals({ totals, previous, days, boxed = false }: { totals: StatsCounts; previous: StatsCounts; days: number; boxed?: boolean }) {
  return (
    <dl className={cn('grid gap-3 sm:grid-cols-3', boxed ? 'sm:gap-4' : 'sm:gap-6')}>
      {FIGURES.map(({ name, label }) => {
        return (
          <div
            key={name}
            data-stat={name}
            className={cn(
              'flex flex-col',
              boxed && 'rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 dark:border-slate-800 dark:bg-slate-900',
            )}
          >
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd data-value={totals[name]} className="order-first text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
              {formatCount(totals[name])}
            </dd>
            <ChangeNote current={totals[name]} previous={previous[name]} earlier={daysBefore(days)} />
          </div>
        );
      })}
    </dl>
  );
}

/** A figure's change against the period before, `earlier` naming it: '+12% dibanding 7 hari sebelumnya'. */
export function ChangeNote({ current, previous, earlier }: { current: number; previous: number; earlier: string }) {
  const change = changeOf(current, previous);
  return (
    <dd data-change className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      <span className={cn('font-semibold', TONE_CLASS[change.tone])}>{change.text}</span> {comparedWith(change, earlier)}
    </dd>
  );
}

/** The smallest round number (2, 4, 5, 6, 8 or 10 times a power of ten, even) at least `max`: the chart's top line. */
export function chartTop(max: number): number {
  for (let power = 1; ; power *= 10) {
    for (const step of [1, 2, 4, 5, 6, 8]) {
      const top = step * power;
      if (top >= max && top >= 2 && top % 2 === 0) return top;
    }
  }
}

const shortDay = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-21' → '21 Nov' (the chart's axis); with `year`, '21 Nov 2026'. */
export function dayLabel(day: string, { year = false } = {}): string {
  return (year ? longDay : shortDay).format(new Date(`${day}T00:00:00Z`));
}

/** One day's column of the chart (the viewBox's units), the bar a little narrower. */
const SLOT = 10;
const HEIGHT = 100;

/**
 * Views per day as bars and visitors as a line, oldest day on the left. Drawn in a viewBox
 * stretched to the box (preserveAspectRatio none) so it fills any width at a fixed height; the
 * lines keep their width (non-scaling stroke) and the axis labels are HTML beside it. The SVG
 * is one image to assistive technology, named by its summary; the table says the same day by
 * day. Each day's group carries its figures (data-day, data-views, data-visitors, data-whatsapp).
 */
export function StatsChart({ days, period, compact = false }: { days: StatsRow[]; period: string; compact?: boolean }) {
  const totals = days.reduce((sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors }), { views: 0, visitors: 0 });
  const top = chartTop(Math.max(0, ...days.map((day) => Math.max(day.views, day.visitors))));
  const width = days.length * SLOT;
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const label = `Grafik tayangan dan pengunjung ${period}: total ${formatCount(totals.views)} tayangan, ${formatCount(totals.visitors)} pengunjung`;
  const line = days.map((day, index) => `${index * SLOT + SLOT / 2},${y(day.visitors)}`).join(' ');
  // The visitors' dots, while there is room for them; a day without any keeps only the line.
  const dots = days.length <= 31;
  // A week's bars would be slabs: narrower when there are few.
  const bar = days.length <= 14 ? 0.5 : 0.7;
  const axisDays = compact ? [days[0], days.at(-1)] : [days[0], days[Math.floor((days.length - 1) / 2)], days.at(-1)];
  return (
    <figure className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-brand-500 dark:bg-brand-600" /> Tayangan
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded-full bg-sky-700 dark:bg-sky-300" /> Pengunjung
        </span>
      </div>
      <div className="flex gap-2">
        <div aria-hidden="true" className={cn('flex w-12 shrink-0 flex-col justify-between text-right text-xs leading-none text-slate-600 tabular-nums dark:text-slate-400', compact ? 'h-24' : 'h-48 sm:h-56')}>
          <span className="-mt-1.5">{formatCount(top)}</span>
          {compact ? null : <span>{formatCount(top / 2)}</span>}
          <span className="-mb-1.5">0</span>
        </div>
        <div className={cn('relative min-w-0 flex-1', compact ? 'h-24' : 'h-48 sm:h-56')}>
          <svg
            role="img"
            aria-label={label}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
          >
            {[0, HEIGHT / 2, HEIGHT].map((line) => (
              <line
                key={line}
                x1={0}
                x2={width}
                y1={line}
                y2={line}
                vectorEffect="non-scaling-stroke"
                strokeWidth={1}
                className={line === HEIGHT ? 'stroke-slate-300 dark:stroke-slate-600' : 'stroke-slate-200 dark:stroke-slate-800'}
              />
            ))}
            {days.map((day, index) => {
              const height = day.views ? Math.max(HEIGHT - y(day.views), 0.8) : 0;
              return (
                <g key={day.key} data-day={day.key} data-views={day.views} data-visitors={day.visitors} data-whatsapp={day.whatsapp} className="group">
                  <title>{`${dayLabel(day.key, { year: true })}: ${formatCount(day.views)} tayangan, ${formatCount(day.visitors)} pengunjung, ${formatCount(day.whatsapp)} klik WhatsApp`}</title>
                  {/* The whole column answers the pointer (its title), not only the bar. */}
                  <rect x={index * SLOT} y={0} width={SLOT} height={HEIGHT} className="fill-transparent group-hover:fill-slate-400/15" />
                  <rect x={index * SLOT + (SLOT * (1 - bar)) / 2} y={HEIGHT - height} width={SLOT * bar} height={height} className="fill-brand-500 dark:fill-brand-600" />
                </g>
              );
            })}
            <polyline points={line} fill="none" vectorEffect="non-scaling-stroke" strokeWidth={2} strokeLinejoin="round" className="stroke-sky-700 dark:stroke-sky-300" />
            {dots
              ? days.map((day, index) =>
                  day.visitors ? (
                  // A dot that stays round in the stretched viewBox: a zero-length line with a round cap.
                  <path
                    key={day.key}
                    d={`M${index * SLOT + SLOT / 2} ${y(day.visitors)}h0`}
                    vectorEffect="non-scaling-stroke"
                    strokeWidth={compact ? 5 : 6}
                    strokeLinecap="round"
                    className="stroke-sky-700 dark:stroke-sky-300"
                  />
                  ) : null,
                )
              : null}
          </svg>
        </div>
      </div>
      <div aria-hidden="true" className="mt-2 flex justify-between pl-14 text-xs text-slate-600 dark:text-slate-400">
        {axisDays.map((day) => (day ? <span key={day.key}>{dayLabel(day.key)}</span> : null))}
      </div>
    </figure>
  );
}
