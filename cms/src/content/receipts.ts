// Receipt numbers (issue 54): KW/{year}/{0001}, consecutive per WIB year across every replica. The
// year's counter is one row, raised inside the transaction that accepts the payment: the row's
// lock holds every other accept until this one commits, and a rollback takes its number back, so
// there is never a gap or a repeat.
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { currentYearInJakarta, receiptNumber } from '@desa/contract';

export const RECEIPT_SEQUENCE_UID = 'api::receipt-sequence.receipt-sequence' as const;

/** The next receipt number of `now`'s WIB year; call it inside the accepting transaction. */
export async function nextReceiptNumber(strapi: Core.Strapi, trx: Knex.Transaction, now = new Date()): Promise<string> {
  const table = strapi.db.metadata.get(RECEIPT_SEQUENCE_UID).tableName;
  const year = currentYearInJakarta(now);
  await trx(table).insert({ year, last: 0, created_at: now, updated_at: now }).onConflict('year').ignore();
  await trx(table).where({ year }).increment('last', 1);
  const row = await trx(table).where({ year }).first('last');
  return receiptNumber(year, Number(row.last));
}
