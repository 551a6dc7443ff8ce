// The back office's report (issue 39): which month or year `/admin/laporan` shows, the one it is
// compared with, and how a period is written. Shared by the report page, its CSV and the
// dashboard's "Pendapatan bulan ini"; the figures come from the CMS (`GET /api/v1/report`,
// contract/src/report.ts).
import { addMonths, isMonth, lastDayOf, stayMonth, todayInJakarta, type ReportGroup } from '@desa/contract';

/** The query parameters: `?bulan=2026-10` or `?tahun=2026`. */
export const REPORT_PARAMS = { month: 'bulan', year: 'tahun' } as const;
/** How many years back the period picker goes (requests are kept for good; visitor statistics STATS.retentionDays). */
export const REPORT_YEARS_BACK = 5;

export type ReportPeriod = {
  kind: 'month' | 'year';
  /** '2026-10' or '2026'. */
  key: string;
  from: string;
  to: string;
  /** '?bulan=2026-10': the same period's address. */
  search: string;
  label: string;
};

export function monthPeriod(month: string): ReportPeriod {
  return {
    kind: 'month',
    key: month,
    from: `${month}-01`,
    to: lastDayOf(month),
    search: `?${REPORT_PARAMS.month}=${month}`,
    label: stayMonth(`${month}-01`),
  };
}

export function yearPeriod(year: number): ReportPeriod {
  return { kind: 'year', key: String(year), from: `${year}-01-01`, to: `${year}-12-31`, search: `?${REPORT_PARAMS.year}=${year}`, label: `Tahun ${year}` };
}

/** The years the picker offers, this one first. */
export function reportYears(today = todayInJakarta()): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: REPORT_YEARS_BACK + 1 }, (_, index) => year - index);
}

/**
 * The period a URL asks for: a month or a year of reportYears() up to this month. Anything else
 * (and nothing) is last month, the one a report is usually made for.
 */
export function reportPeriodOf(params: URLSearchParams, today = todayInJakarta()): ReportPeriod {
  const thisMonth = today.slice(0, 7);
  const oldest = reportYears(today).at(-1)!;
  const month = params.get(REPORT_PARAMS.month);
  if (isMonth(month) && month >= `${oldest}-01` && month <= thisMonth) return monthPeriod(month);
  const year = Number(params.get(REPORT_PARAMS.year));
  if (reportYears(today).includes(year)) return yearPeriod(year);
  return monthPeriod(addMonths(thisMonth, -1));
}

/** The period just before: the month or the year before it. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  return period.kind === 'month' ? monthPeriod(addMonths(period.key, -1)) : yearPeriod(Number(period.key) - 1);
}

/** The month or year after it, while that has begun. */
export function nextPeriod(period: ReportPeriod, today = todayInJakarta()): ReportPeriod | null {
  const next = period.kind === 'month' ? monthPeriod(addMonths(period.key, 1)) : yearPeriod(Number(period.key) + 1);
  return next.from <= today ? next : null;
}

export function reportPath(period: Pick<ReportPeriod, 'from' | 'to'>, group: ReportGroup): string {
  return `/report?${new URLSearchParams({ from: period.from, to: period.to, group })}`;
}

/** The year report's counts of what the village offers (`GET /report/facts`). */
export function reportFactsPath(period: Pick<ReportPeriod, 'from' | 'to'>): string {
  return `/report/facts?${new URLSearchParams({ from: period.from, to: period.to })}`;
}
