// Money in the village's report (issue 54): what was received and refunded, counted on the WIB
// day the village accepted it (what the period's stays have not yet brought in is reports.ts's,
// from each request's `paid`); and the month's cash book (Buku Kas), each accepted payment and
// refund with a running balance.
import type { Core } from '@strapi/strapi';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  lastDayOf,
  emptyByMethod,
  toCsv,
  type Payment,
  type ReceivedByMethod,
  type ReportQuery,
} from '@desa/contract';
import type { Knex } from 'knex';
import { tableOf, type Row } from './bookings';
import { PAYMENT_COLUMNS, paymentsTable, toPayment, type PaymentRow } from './payments';
import { keySql } from './report-keys';

export type MoneyFigures = { received: number; refunded: number; received_by_method: ReceivedByMethod };

type RequestKey = Pick<Row, 'code' | 'item_title'>;
type Line = Record<string, string | number | null>;

/** A payment's effect on what was paid, as SQL over the payments table: a refund takes back. */
const signedAmount = (payments: string) => `case when ${payments}.kind = 'pengembalian' then -${payments}.amount else ${payments}.amount end`;

/** The accepted payments and refunds decided from `from` to `to` (WIB days, both included): a query to narrow. */
function acceptedQuery(strapi: Core.Strapi, from: string, to: string): Knex.QueryBuilder {
  const payments = paymentsTable(strapi);
  return strapi.db.connection(payments).where(`${payments}.status`, 'diterima').whereBetween(`${payments}.decided_on`, [from, to]);
}

/**
 * Received (by method) and refunded per key, added up by the database on the WIB day of
 * acceptance from the payments alone: the index holds every column read, the item included
 * (a year of a busy village is some ten thousand payments; joined to their requests the report
 * took 1.5× its time).
 */
async function receivedFigures(strapi: Core.Strapi, { from, to, group }: ReportQuery) {
  const knex = strapi.db.connection;
  const payments = paymentsTable(strapi);
  const key = keySql(group, `${payments}.decided_on`);
  const refund = `${payments}.kind = 'pengembalian'`;
  const lines: Line[] = await acceptedQuery(strapi, from, to)
    .select(
      knex.raw(`${key} as k`),
      knex.raw(`sum(case when ${refund} then ${payments}.amount else 0 end) as refunded`),
      ...PAYMENT_METHODS.map((method) => knex.raw(`sum(case when not ${refund} and ${payments}.method = ? then ${payments}.amount else 0 end) as ??`, [method, method])),
    )
    .groupByRaw(key);
  return lines;
}

/** Received and refunded per key of the report's group. */
export async function moneyFigures(strapi: Core.Strapi, query: ReportQuery): Promise<Map<string, MoneyFigures>> {
  const figures = new Map<string, MoneyFigures>();
  // One line per key: the database grouped them.
  for (const line of await receivedFigures(strapi, query)) {
    const received_by_method = emptyByMethod();
    for (const method of PAYMENT_METHODS) received_by_method[method] = Number(line[method] ?? 0);
    const received = PAYMENT_METHODS.reduce((sum, method) => sum + received_by_method[method], 0);
    figures.set(String(line.k), { received, refunded: Number(line.refunded ?? 0), received_by_method });
  }
  return figures;
}

/** The accepted payments and refunds of `from` to `to`, oldest first, each with its request (the cash book's lines). */
async function acceptedBetween(strapi: Core.Strapi, from: string, to: string): Promise<Array<{ payment: Payment; request: RequestKey }>> {
  const payments = paymentsTable(strapi);
  const requests = tableOf(strapi);
  const rows = (await acceptedQuery(strapi, from, to)
    .join(requests, `${requests}.code`, `${payments}.request_code`)
    .orderBy([`${payments}.decided_at`, `${payments}.id`])
    .select([...PAYMENT_COLUMNS.map((column) => `${payments}.${column}`), `${requests}.item_title`])) as Array<PaymentRow & Pick<Row, 'item_title'>>;
  return rows.map((row) => ({ payment: toPayment(row), request: { code: row.request_code, item_title: row.item_title } }));
}

const CASH_BOOK_HEADER = ['Tanggal (WIB)', 'No. kuitansi', 'Kode pesanan', 'Yang dipesan', 'Jenis', 'Cara bayar', 'Masuk (Rp)', 'Keluar (Rp)', 'Saldo (Rp)'];

const wibDateTime = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta', dateStyle: 'short', timeStyle: 'short' });

/** The Buku Kas of a month (`2026-11`) as a CSV file: the balance brought forward, then each accepted payment and refund. */
export async function cashBook(strapi: Core.Strapi, month: string): Promise<string> {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  const payments = paymentsTable(strapi);
  const [before] = await strapi.db
    .connection(payments)
    .select(strapi.db.connection.raw(`coalesce(sum(${signedAmount(payments)}), 0) as balance`))
    .where({ status: 'diterima' })
    .where('decided_on', '<', first);
  let balance = Number(before.balance);
  const lines: Array<Array<string | number | null>> = [CASH_BOOK_HEADER, [first, null, null, 'Saldo awal', null, null, null, null, balance]];
  for (const { payment, request } of await acceptedBetween(strapi, first, last)) {
    const refund = payment.kind === 'pengembalian';
    balance += refund ? -payment.amount : payment.amount;
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
