// The village's report (issue 39): what the booking requests and the visitor statistics add up
// to over a period, by month, by type or by item, for the back office's report page, its print
// and its CSV. `GET /api/v1/report?from=&to=&group=` answers it; the days are WIB days.
import type { z } from 'zod';
import { HOLDING_STATUSES, type RequestStatus } from './booking-requests.js';
import { PAYMENT_METHODS, type PaymentMethod } from './payments.js';
import { periodQuerySchema } from './stats.js';

export const REPORT_GROUPS = ['month', 'type', 'item', 'day'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const REPORT_MESSAGES = {
  group: 'group harus salah satu dari: month, type, item, day',
  month: 'month harus berformat YYYY-MM',
} as const;

/** `GET /report?from=&to=&group=`: the same days, range and messages as `/stats`. */
export const reportQuerySchema = periodQuerySchema(REPORT_GROUPS, REPORT_MESSAGES.group, 'month');
export type ReportQuery = z.output<typeof reportQuerySchema>;

/**
 * The figures of a period (or of one month, type or item of it):
 * - `views`, `whatsapp`: the visitor statistics of its days (the same as `GET /stats`);
 * - `requests`: requests made on its days;
 * - the rest by the stay's first day (a homestay's check-in, a package's date, a product's order day):
 *   `confirmed` the requests standing confirmed or completed, `completed` those completed,
 *   `cancelled` those cancelled after confirmation, `guests` the people of completed stays and
 *   visits, `nights` the room-nights of completed stays, `income` (rupiah) the amounts of the
 *   confirmed and completed ones (a cancelled one earns nothing), `outstanding` what of those
 *   amounts has not been received yet (issue 54);
 * - money that moved (issue 54), by the WIB day the village accepted it: `received` the accepted
 *   payments, `refunded` the refunds made.
 */
export const REPORT_COUNTS = ['views', 'whatsapp', 'requests', 'confirmed', 'completed', 'cancelled', 'guests', 'nights', 'income', 'received', 'outstanding', 'refunded'] as const;
export type ReportCounts = Record<(typeof REPORT_COUNTS)[number], number>;

/** The statuses whose amount is income: the ones that hold their rooms or places. */
export const EARNING_STATUSES: readonly RequestStatus[] = HOLDING_STATUSES;

export function emptyReportCounts(): ReportCounts {
  return Object.fromEntries(REPORT_COUNTS.map((name) => [name, 0])) as ReportCounts;
}

/**
 * One line of `/report`: `key` is the month (`2026-12`), the type (`homestay`), the item
 * (`homestay/{id}`) or the day (`2026-12-01`); `label` what a person reads (for an item its title
 * and its host or producer). group=month and group=day list every month or day of the period,
 * oldest first; type every type; item every published homestay, package and product (and any
 * other item with figures), highest income first.
 */
export type ReportRow = ReportCounts & { key: string; label: string; received_by_method: ReceivedByMethod };
/** `received` split by how it was paid. */
export type ReceivedByMethod = Record<PaymentMethod, number>;
/** `totals` are the whole period's, whatever the group (views of pages that are no item's too). */
export type ReportAnswer = { data: ReportRow[]; totals: ReportCounts & { received_by_method: ReceivedByMethod } };

export function emptyByMethod(): ReceivedByMethod {
  return Object.fromEntries(PAYMENT_METHODS.map((method) => [method, 0])) as ReceivedByMethod;
}

/**
 * `GET /report/facts?from=&to=`: what the village offers and did, for the year report ("Data
 * Tahunan Desa Wisata"). What it offers is what is published when asked (`rooms`: the published
 * homestays' rooms; `producers`: the distinct producers of the published products); `events`,
 * the published events dated in the period up to today; `articles`, the published articles dated
 * (`created_at`, the date they show) in the period.
 */
export const REPORT_FACTS = ['tours', 'packages', 'homestays', 'rooms', 'products', 'producers', 'events', 'articles'] as const;
export type ReportFacts = Record<(typeof REPORT_FACTS)[number], number>;
