// The moves on a request's payments (issue 54): the guest sends a proof; the village (an ADMIN, or
// the item's partner) accepts it with the amount seen on it or rejects it with a reason, or
// records a payment or a refund itself. Each runs in one transaction holding the request's lock,
// so two accepts of one payment, or two payments against one remaining amount, never both pass;
// an accepted payment takes the year's next receipt number in the same transaction.
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import sharp from 'sharp';
import {
  GUEST_PAYMENT_TEXTS,
  MAX_REASON,
  PAYMENT_MESSAGES,
  PROOF_MAX_BYTES,
  PROOF_TYPES,
  BOOKING_REQUEST,
  awaitsTheVillage,
  dueNow,
  formatRupiah,
  paidOf,
  paymentAmount,
  proofFieldsSchema,
  recordPaymentSchema,
  summarisePayments,
  type ActivityAction,
  type BookingRequest,
  type GuestPaymentTexts,
  type Locale,
  type Payment,
  type PaymentReceipt,
  requestLines,
  rupiahInWords,
} from '@desa/contract';
import { currentActor, recordActivity } from './activity';
import { BOOKING_UID, findRequest, tableOf, type Row } from './bookings';
import { moveRequest } from './booking-moves';
import { readPaymentSettings } from './payment-settings';
import { check, ContentError, invalid, type UploadedFile } from './errors';
import { detectImage } from './images';
import { PAYMENT_COLUMNS, PAYMENT_UID, decidedAt, paymentFor, isoInstant, payableCharge, paymentsOf, paymentsTable, toPayment, type PaymentRow } from './payments';
import { nextReceiptNumber } from './receipts';
import { inTransaction, lockFor } from './transactions';

/** The request's payments as they are inside the transaction, under its lock. */
export async function lockedPayments(strapi: Core.Strapi, trx: Knex.Transaction, code: string): Promise<Payment[]> {
  await lockFor(strapi, trx, `payment:${code}`);
  const rows: PaymentRow[] = await trx(paymentsTable(strapi)).select(PAYMENT_COLUMNS).where('request_code', code).orderBy('id', 'asc');
  return rows.map(toPayment);
}

/**
 * Keeps the request's own `paid` column true after a payment was accepted or refunded, in the
 * same transaction: the report adds up what remains of a period's requests without reading
 * their payments (reports.ts).
 */
export async function storePaid(strapi: Core.Strapi, trx: Knex.Transaction, code: string): Promise<void> {
  const rows: Array<Pick<PaymentRow, 'kind' | 'amount' | 'status'>> = await trx(paymentsTable(strapi)).select('kind', 'amount', 'status').where('request_code', code);
  const { paid } = paidOf(rows.map((row) => ({ ...row, amount: Number(row.amount) })));
  await trx(tableOf(strapi)).where('code', code).update({ paid });
}

/** A photo of the proof as stored: turned upright, at most 1600 px, JPEG, without its metadata (place, device). */
async function proofBytes(file: UploadedFile | undefined, words: GuestPaymentTexts): Promise<Buffer> {
  if (!file) throw invalid({ file: [words.proofRequired] });
  if (file.size > PROOF_MAX_BYTES) throw invalid({ file: [words.proofSize] });
  const kind = await detectImage(file.filepath);
  if (!kind || !(PROOF_TYPES as readonly string[]).includes(kind.mime)) throw invalid({ file: [words.proofType] });
  return sharp(file.filepath).rotate().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82 }).toBuffer();
}

/** Who accepts or records a payment, as the payment keeps it. */
const deciderName = () => (currentActor()?.name ?? 'Admin').slice(0, 100);

export function assertPayable(request: BookingRequest, message: string = PAYMENT_MESSAGES.notConfirmed) {
  if (request.status !== 'dikonfirmasi' && request.status !== 'selesai') throw new ContentError('conflict', message);
}

/**
 * The guest's proof (their signed link was checked by the caller): a payment waiting for the
 * village, and the language the guest reads (refusals come in it too).
 */
export async function submitProof(strapi: Core.Strapi, code: string, file: UploadedFile | undefined, body: Record<string, unknown>): Promise<{ payment: Payment; locale: Locale }> {
  const request = await findRequest(strapi, code);
  const words = GUEST_PAYMENT_TEXTS[request.locale];
  const fields = check(proofFieldsSchema(words), body);
  const bytes = await proofBytes(file, words);
  if (fields.errors) throw invalid(fields.errors);
  assertPayable(request, words.notConfirmed);
  const payment = await inTransaction(strapi, async (trx) => {
    const asked = dueNow(summarisePayments(request, await lockedPayments(strapi, trx, code)));
    if (asked.amount <= 0) throw new ContentError('conflict', words.nothingDue);
    const created = await strapi.db.query(PAYMENT_UID).create({
      data: { ...paymentFor(request), kind: asked.kind, method: fields.data!.method ?? 'qris', amount: fields.data!.amount ?? asked.amount, status: 'menunggu', at: new Date(), proof: bytes.toString('base64'), proof_type: 'image/jpeg' },
      select: [...PAYMENT_COLUMNS],
    });
    return toPayment(created as PaymentRow);
  });
  return { payment, locale: request.locale };
}

async function paymentRow(strapi: Core.Strapi, id: number): Promise<PaymentRow> {
  const row = Number.isSafeInteger(id) ? await strapi.db.query(PAYMENT_UID).findOne({ where: { id }, select: [...PAYMENT_COLUMNS] }) : null;
  if (!row) throw new ContentError('not-found', PAYMENT_MESSAGES.notFound);
  return row as PaymentRow;
}

/** The request a payment belongs to (for the caller's ownership check). */
export async function requestOfPayment(strapi: Core.Strapi, id: number): Promise<BookingRequest> {
  return findRequest(strapi, (await paymentRow(strapi, id)).request_code);
}

export async function logMove(strapi: Core.Strapi, action: ActivityAction, request: BookingRequest, payment: { amount: number; receipt_number?: string | null }) {
  const what = [request.code, request.item_title, formatRupiah(payment.amount), payment.receipt_number].filter(Boolean).join(' · ');
  await recordActivity(strapi, { action, type: 'booking', recordId: request.code, recordTitle: what });
}

/**
 * Accepts a waiting proof with the amount seen on it (`amount`, else what the guest said), or
 * rejects it with a reason the guest reads. 409 when it was decided already (the other of two
 * racing accepts) or when the amount is more than what remains.
 */
export async function decidePayment(strapi: Core.Strapi, id: number, decision: 'accept' | 'reject', body: Record<string, unknown>): Promise<BookingRequest> {
  const row = await paymentRow(strapi, id);
  const amount = decision === 'accept' && body.amount !== undefined && body.amount !== '' ? check(paymentAmount, body.amount) : null;
  if (amount?.errors) throw invalid({ amount: [PAYMENT_MESSAGES.amountInvalid] });
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (decision === 'reject' && !reason) throw invalid({ reason: [PAYMENT_MESSAGES.reasonRequired] });
  if (reason.length > MAX_REASON) throw invalid({ reason: [BOOKING_REQUEST.reasonMax] });
  const request = await findRequest(strapi, row.request_code);

  await inTransaction(strapi, async (trx) => {
    const payments = await lockedPayments(strapi, trx, request.code);
    const now = new Date();
    const decided = { ...decidedAt(now), by: deciderName(), updated_at: now };
    const table = paymentsTable(strapi);
    if (decision === 'reject') {
      const changed = await trx(table).where({ id, status: 'menunggu' }).update({ ...decided, status: 'ditolak', reason });
      if (!changed) throw new ContentError('conflict', PAYMENT_MESSAGES.alreadyDecided);
      await logMove(strapi, 'payment_reject', request, toPayment(row));
      return;
    }
    const accepted = amount?.data ?? Number(row.amount);
    const remaining = summarisePayments(request, payments).remaining;
    if (accepted > remaining) throw invalid({ amount: [PAYMENT_MESSAGES.amountTooHigh(formatRupiah(remaining))] });
    const receipt = await nextReceiptNumber(strapi, trx, now);
    const changed = await trx(table).where({ id, status: 'menunggu' }).update({ ...decided, status: 'diterima', amount: accepted, receipt_number: receipt });
    if (!changed) throw new ContentError('conflict', PAYMENT_MESSAGES.alreadyDecided);
    await storePaid(strapi, trx, request.code);
    await logMove(strapi, 'payment_accept', request, { amount: accepted, receipt_number: receipt });
  });
  return findRequest(strapi, request.code);
}

/**
 * A payment the village records itself, accepted at once with its receipt number: a deposit or the
 * balance on a confirmed or completed request (at most what remains), or a refund on a cancelled
 * or declined one (at most what was paid).
 */
export async function recordPayment(strapi: Core.Strapi, code: string, body: Record<string, unknown>): Promise<BookingRequest> {
  const { data, errors } = check(recordPaymentSchema, body);
  if (errors) throw invalid(errors);
  const request = await findRequest(strapi, code);
  const refund = data!.kind === 'pengembalian';
  if (refund && request.status !== 'batal' && request.status !== 'ditolak') throw new ContentError('conflict', PAYMENT_MESSAGES.refundOnlyCancelled);
  if (!refund) assertPayable(request);

  await inTransaction(strapi, async (trx) => {
    const summary = summarisePayments(request, await lockedPayments(strapi, trx, code));
    if (refund && data!.amount > summary.paid) throw invalid({ amount: [PAYMENT_MESSAGES.refundTooHigh(formatRupiah(summary.paid))] });
    if (!refund && data!.amount > summary.remaining) throw invalid({ amount: [PAYMENT_MESSAGES.amountTooHigh(formatRupiah(summary.remaining))] });
    const now = new Date();
    const receipt = await nextReceiptNumber(strapi, trx, now);
    await strapi.db.query(PAYMENT_UID).create({
      data: { ...paymentFor(request), ...data!, status: 'diterima', at: now, ...decidedAt(now), by: deciderName(), receipt_number: receipt },
    });
    await storePaid(strapi, trx, code);
    await logMove(strapi, refund ? 'payment_refund' : 'payment_record', request, { amount: data!.amount, receipt_number: receipt });
  });
  return findRequest(strapi, code);
}

/** A proof's bytes and type, and the request it belongs to; null when there is none. */
export async function proofOf(strapi: Core.Strapi, id: number): Promise<{ bytes: Buffer; type: string; request_code: string } | null> {
  const row = await strapi.db.query(PAYMENT_UID).findOne({ where: { id }, select: ['proof', 'proof_type', 'request_code'] });
  if (!row?.proof || !row.proof_type) return null;
  return { bytes: Buffer.from(row.proof, 'base64'), type: row.proof_type, request_code: row.request_code };
}

/**
 * With the village's `auto_cancel` on: cancels each confirmed request past its `pay_by` whose
 * deposit was not received and has no proof waiting, with the reason the guest reads; its rooms
 * are free again. Every replica's clean-up runs it: a request another one cancelled first is a
 * conflict here, and skipped. Returns how many this call cancelled.
 */
export async function cancelUnpaid(strapi: Core.Strapi, now = new Date()): Promise<number> {
  if (!(await readPaymentSettings(strapi)).auto_cancel) return 0;
  const rows = (await strapi.db.query(BOOKING_UID).findMany({ where: { status: 'dikonfirmasi', deposit_due: { $gt: 0 }, pay_by: { $lt: now } }, limit: 500 })) as Row[];
  const payments = await paymentsOf(strapi, rows.map((row) => row.code));
  let cancelled = 0;
  for (const row of rows) {
    const own = payments.get(row.code) ?? [];
    const summary = summarisePayments({ amount: Number(row.amount), deposit_due: Number(row.deposit_due), pay_by: isoInstant(row.pay_by!), status: row.status }, own, now);
    if (!summary.overdue || own.some((payment) => awaitsTheVillage(payment) || payableCharge(payment, now))) continue;
    try {
      await moveRequest(strapi, row.code, 'cancel', { reason: PAYMENT_MESSAGES.autoCancelReason });
      cancelled += 1;
    } catch (error) {
      if (!(error instanceof ContentError && error.failure === 'conflict')) throw error;
    }
  }
  return cancelled;
}

/** A receipt of one of the request's accepted payments or refunds; not-found for anything else. */
export async function receiptOf(strapi: Core.Strapi, code: string, id: number): Promise<PaymentReceipt> {
  const request = await findRequest(strapi, code);
  const payment = request.payments.find((candidate) => candidate.id === id && candidate.status === 'diterima' && candidate.receipt_number);
  if (!payment) throw new ContentError('not-found', PAYMENT_MESSAGES.receiptNotFound);
  const { kind, method, amount, receipt_number, decided_at } = payment;
  return {
    id,
    kind,
    method,
    amount,
    receipt_number,
    decided_at,
    code,
    item_title: request.item_title,
    lines: requestLines(request, request.locale).slice(0, -1),
    name: request.name,
    amount_words: rupiahInWords(amount),
    locale: request.locale,
  };
}
