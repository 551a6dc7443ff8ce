// The back office's visitor statistics (issue 25): which days a period covers, and how a
// period compares with the one before it. Shared by the dashboard's card, /admin/statistik and
// its CSV download; the figures come from the CMS (`GET /api/v1/stats`, contract/src/stats.ts).
import { STATS, addDays, formatCount, todayInJakarta, type StatsCounts, type StatsRow } from '@desa/contract';

export type StatsPeriod = (typeof STATS.periods)[number];

/** The query parameter holding the period in days (`?hari=30`). */
export const PERIOD_PARAM = 'hari';
export const DEFAULT_PERIOD: StatsPeriod = 30;

/** The period a URL asks for; anything but one of STATS.periods is the default. */
export function periodOf(params: URLSearchParams): StatsPeriod {
  const asked = params.get(PERIOD_PARAM);
  return STATS.periods.find((days) => String(days) === asked) ?? DEFAULT_PERIOD;
}

export type StatsRange = {
  days: StatsPeriod;
  /** The period's days, today (in Jakarta) the last of them. */
  from: string;
  to: string;
  /** The period of the same length just before it. */
  previousFrom: string;
  previousTo: string;
};

export function rangeOf(days: StatsPeriod, today = todayInJakarta()): StatsRange {
  const from = addDays(today, 1 - days);
  return { days, from, to: today, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/** The `/stats` query of a range (or of the range and the one before it, with `withPrevious`) by one dimension. */
export function statsPath(range: StatsRange, group: 'day' | 'page' | 'source' | 'device' | 'language', { withPrevious = false } = {}): string {
  const query = new URLSearchParams({ from: withPrevious ? range.previousFrom : range.from, to: range.to, group });
  return `/stats?${query}`;
}

export function sumCounts(rows: readonly StatsCounts[]): StatsCounts {
  const totals: StatsCounts = { views: 0, visitors: 0, whatsapp: 0 };
  for (const row of rows) {
    totals.views += row.views;
    totals.visitors += row.visitors;
    totals.whatsapp += row.whatsapp;
  }
  return totals;
}

/** A day-by-day answer over the range and the one before it, split: the period's days and both totals. */
export function splitDays(rows: readonly StatsRow[], range: StatsRange): { days: StatsRow[]; totals: StatsCounts; previous: StatsCounts } {
  const days = rows.filter((row) => row.key >= range.from && row.key <= range.to);
  const earlier = rows.filter((row) => row.key >= range.previousFrom && row.key <= range.previousTo);
  return { days, totals: sumCounts(days), previous: sumCounts(earlier) };
}

export type Change = { text: string; tone: 'up' | 'down' | 'flat' };

/**
 * How a figure moved against the previous period: '+12%', '-5%', '0%'; 'baru' when there was
 * nothing before and something now, '—' when there was nothing either time.
 */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { text: '—', tone: 'flat' } : { text: 'baru', tone: 'up' };
  const percent = Math.round(((current - previous) / previous) * 100);
  return { text: `${formatCount(percent, { signed: true })}%`, tone: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat' };
}

/**
 * What the change is measured against, after it, `earlier` naming the period before ('7 hari
 * sebelumnya', 'Oktober 2026'): '+12% dibanding 7 hari sebelumnya', 'baru (7 hari sebelumnya 0)'.
 */
export function comparedWith(change: Change, earlier: string): string {
  if (change.text === 'baru') return `(${earlier}: 0)`;
  if (change.text === '—') return `(${earlier} juga 0)`;
  return `dibanding ${earlier}`;
}

/** The period of `days` days before: the statistics' comparison. */
export const daysBefore = (days: number) => `${days} hari sebelumnya`;
