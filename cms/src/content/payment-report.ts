// Money in the village's report (issue 54): what was received and refunded, counted on the WIB
// day the village accepted it, and what the period's confirmed stays have not yet brought in; and
// the month's cash book (Buku Kas), each accepted payment and refund with a running balance.
import type { Core } from '@strapi/strapi';
import {
  EARNING_STATUSES,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  addDays,
  lastDayOf,
  emptyByMethod,
  summarisePayments,
  toCsv,
  todayInJakarta,
  type Payment,
  type ReceivedByMethod,
  type ReportQuery,
  type RequestType,
} from '@desa/contract';
import type { Knex } from 'knex';
import { tableOf, type Row } from './bookings';
import { PAYMENT_COLUMNS, PAYMENT_UID, paymentsTable, toPayment, type PaymentRow } from './payments';

export type MoneyFigures = { received: number; refunded: number; outstanding: number; received_by_method: ReceivedByMethod };

type RequestKey = Pick<Row, 'code' | 'type' | 'item_id' | 'item_title'>;

/** The first instant of a WIB day. */
const wibStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

/** A line's key in the report's group, as reports.ts keys its own. */
function keyOf(group: ReportQuery['group'], day: string, request: { type: RequestType; item_id: string }): string {
  return { month: day.slice(0, 7), day, type: request.type, item: `${request.type}/${request.item_id}` }[group];
}

/**
 * The accepted payments and refunds decided from `from` to `to` (WIB days, both included), oldest
 * first, each with its request: one join, rows as the database has them (a year of a busy
 * village is some ten thousand; through the query engine it cost the report 3–5× its time).
 */
async function acceptedBetween(strapi: Core.Strapi, from: string, to: string): Promise<Array<{ payment: Payment; request: RequestKey }>> {
  const payments = paymentsTable(strapi);
  const requests = tableOf(strapi);
  const rows = (await strapi.db
    .connection(payments)
    .join(requests, `${requests}.code`, `${payments}.request_code`)
    .where(`${payments}.status`, 'diterima')
    .where(`${payments}.decided_at`, '>=', wibStart(from))
    .where(`${payments}.decided_at`, '<', wibStart(addDays(to, 1)))
    .orderBy([`${payments}.decided_at`, `${payments}.id`])
    .select([...PAYMENT_COLUMNS.map((column) => `${payments}.${column}`), `${requests}.type`, `${requests}.item_id`, `${requests}.item_title`])) as Array<PaymentRow & RequestKey>;
  return rows.map((row) => ({ payment: toPayment(row), request: { code: row.request_code, type: row.type, item_id: row.item_id, item_title: row.item_title } }));
}

/** The period's confirmed and completed requests, each with its accepted payments (for what remains of it). */
async function earningBetween(strapi: Core.Strapi, from: string, to: string) {
  const payments = paymentsTable(strapi);
  const requests = tableOf(strapi);
  const inPeriod = (query: Knex.QueryBuilder) => query.whereBetween(`${requests}.first_day`, [from, to]).whereIn(`${requests}.status`, [...EARNING_STATUSES]);
  const [rows, paid] = await Promise.all([
    inPeriod(strapi.db.connection(requests)).select('code', 'type', 'item_id', 'item_title', 'first_day', 'amount', 'deposit_due', 'status') as Promise<Row[]>,
    inPeriod(strapi.db.connection(payments).join(requests, `${requests}.code`, `${payments}.request_code`).where(`${payments}.status`, 'diterima')).select(
      `${payments}.request_code`,
      `${payments}.kind`,
      `${payments}.method`,
      `${payments}.amount`,
      `${payments}.status`,
    ) as Promise<Array<Pick<PaymentRow, 'request_code' | 'kind' | 'method' | 'amount' | 'status'>>>,
  ]);
  const byCode = new Map<string, Array<Pick<Payment, 'kind' | 'method' | 'amount' | 'status'>>>();
  for (const payment of paid) byCode.set(payment.request_code, [...(byCode.get(payment.request_code) ?? []), { ...payment, amount: Number(payment.amount) }]);
  return rows.map((row) => ({ row, payments: byCode.get(row.code) ?? [] }));
}

/** Received, refunded and outstanding per key of the report's group, and the titles requests kept (for items gone since). */
export async function moneyFigures(strapi: Core.Strapi, { from, to, group }: ReportQuery) {
  const figures = new Map<string, MoneyFigures>();
  const titles = new Map<string, string>();
  const at = (key: string) => {
    if (!figures.has(key)) figures.set(key, { received: 0, refunded: 0, outstanding: 0, received_by_method: emptyByMethod() });
    return figures.get(key)!;
  };
  for (const { payment, request } of await acceptedBetween(strapi, from, to)) {
    const key = keyOf(group, todayInJakarta(new Date(payment.decided_at!)), request);
    titles.set(key, request.item_title);
    const line = at(key);
    if (payment.kind === 'pengembalian') line.refunded += payment.amount;
    else {
      line.received += payment.amount;
      line.received_by_method[payment.method] += payment.amount;
    }
  }
  for (const { row, payments } of await earningBetween(strapi, from, to)) {
    const terms = { amount: Number(row.amount ?? 0), deposit_due: Number(row.deposit_due ?? 0), pay_by: null, status: row.status };
    const remaining = summarisePayments(terms, payments).remaining;
    if (!remaining) continue;
    const key = keyOf(group, row.first_day, row);
    titles.set(key, row.item_title);
    at(key).outstanding += remaining;
  }
  return { figures, titles };
}

const CASH_BOOK_HEADER = ['Tanggal (WIB)', 'No. kuitansi', 'Kode pesanan', 'Yang dipesan', 'Jenis', 'Cara bayar', 'Masuk (Rp)', 'Keluar (Rp)', 'Saldo (Rp)'];

/** A payment's effect on the balance: a refund goes out. */
const signed = (payment: Pick<PaymentRow, 'kind' | 'amount'>) => (payment.kind === 'pengembalian' ? -1 : 1) * Number(payment.amount);
const wibDateTime = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta', dateStyle: 'short', timeStyle: 'short' });

/** The Buku Kas of a month (`2026-11`) as a CSV file: the balance brought forward, then each accepted payment and refund. */
export async function cashBook(strapi: Core.Strapi, month: string): Promise<string> {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  const before = (await strapi.db.query(PAYMENT_UID).findMany({ where: { status: 'diterima', decided_at: { $lt: wibStart(first) } }, select: ['kind', 'amount'] })) as Array<Pick<PaymentRow, 'kind' | 'amount'>>;
  let balance = before.reduce((sum, row) => sum + signed(row), 0);
  const lines: Array<Array<string | number | null>> = [CASH_BOOK_HEADER, [first, null, null, 'Saldo awal', null, null, null, null, balance]];
  for (const { payment, request } of await acceptedBetween(strapi, first, last)) {
    balance += signed(payment);
    const refund = payment.kind === 'pengembalian';
    lines.push([
      wibDateTime.format(new Date(payment.decided_at!)),
      payment.receipt_number,
      request.code,
      request.item_title,
      PAYMENT_KIND_LABELS.id[payment.kind],
      PAYMENT_METHOD_LABELS.id[payment.method],
      refund ? null : payment.amount,
      refund ? payment.amount : null,
      balance,
    ]);
  }
  return toCsv(lines);
}
