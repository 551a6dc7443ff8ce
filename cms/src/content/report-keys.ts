// How the village's report keys its lines (reports.ts, payment-report.ts): by month, day, type
// or item, over a day column ('YYYY-MM-DD', WIB) and a request's `type` and `item_id`.
import type { ReportQuery } from '@desa/contract';

/** The key of a group, written as SQL over `dayColumn` (our own column names: nothing from the caller). */
export function keySql(group: ReportQuery['group'], dayColumn: string): string {
  return { month: `substr(${dayColumn}, 1, 7)`, day: dayColumn, type: 'type', item: `type || '/' || item_id` }[group];
}
