// The optional payment gateway (issue 54), off unless MIDTRANS_SERVER_KEY is set. A guest may pay
// what their request asks now with a QRIS made by Midtrans (Core API `POST /v2/charge`,
// payment_type `qris`), kept as a payment `menunggu` with method `gateway`; Midtrans' HTTP
// notification then settles it. A notification is believed only with its `signature_key`:
// SHA-512 of order_id + status_code + gross_amount + the server key, compared in constant time.
// A settlement is an accepted payment with its receipt number, once however often it is sent;
// a denied, cancelled or expired charge is rejected. Nothing of the key is ever logged.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { GATEWAY_QR_MINUTES, GUEST_PAYMENT_TEXTS, PAYMENT_MESSAGES, awaitsTheVillage, dueNow, parseQris, qrisAmount, summarisePayments, type GatewayCharge } from '@desa/contract';
import { env } from '../env';
import { GATEWAY, actingAs } from './activity';
import { findRequest } from './bookings';
import { ContentError } from './errors';
import { assertPayable, lockedPayments, logMove, storePaid } from './payment-moves';
import { PAYMENT_UID, decidedAt, paymentFor, liveGatewayCharge, paymentsTable } from './payments';
import { nextReceiptNumber } from './receipts';
import { inTransaction } from './transactions';

const CHARGE_TIMEOUT_MS = 15_000;
const FAILED = new Set(['deny', 'cancel', 'expire', 'failure']);

function serverKey(): string {
  if (!env.MIDTRANS_SERVER_KEY) throw new ContentError('not-found', PAYMENT_MESSAGES.gatewayOff);
  return env.MIDTRANS_SERVER_KEY;
}

/** The QRIS payload Midtrans made for `amount`, checked as QRIS carrying that amount. */
async function charge(orderId: string, amount: number, unavailable: string): Promise<string> {
  const key = serverKey();
  let payload: unknown;
  try {
    const response = await fetch(`${env.MIDTRANS_API_URL}/v2/charge`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` },
      body: JSON.stringify({
        payment_type: 'qris',
        transaction_details: { order_id: orderId, gross_amount: amount },
        custom_expiry: { expiry_duration: GATEWAY_QR_MINUTES, unit: 'minute' },
      }),
      signal: AbortSignal.timeout(CHARGE_TIMEOUT_MS),
    });
    const answer = (await response.json()) as { status_code?: unknown; qr_string?: unknown };
    payload = answer.status_code === '201' ? answer.qr_string : undefined;
  } catch {
    payload = undefined;
  }
  try {
    if (typeof payload === 'string' && qrisAmount(parseQris(payload)) === amount) return payload;
  } catch {
    // not a QRIS: as if the gateway had not answered
  }
  throw new ContentError('unavailable', unavailable);
}

/** The gateway's QRIS for what the guest's request asks now: the one still payable, or a new charge. */
export async function startGatewayPayment(strapi: Core.Strapi, code: string, now = new Date()): Promise<GatewayCharge> {
  serverKey();
  const request = await findRequest(strapi, code);
  const words = GUEST_PAYMENT_TEXTS[request.locale];
  assertPayable(request, words.notConfirmed);
  if (request.payments.some(awaitsTheVillage)) throw new ContentError('conflict', words.proofWaiting);
  const asked = dueNow(summarisePayments(request, request.payments, now));
  if (asked.amount <= 0) throw new ContentError('conflict', words.nothingDue);
  const live = await liveGatewayCharge(strapi, code, now);
  if (live?.amount === asked.amount) return live;
  const orderId = `${code}-${randomBytes(8).toString('hex')}`;
  const payload = await charge(orderId, asked.amount, words.gatewayDown);
  await strapi.db.query(PAYMENT_UID).create({
    data: { ...paymentFor(request), kind: asked.kind, method: 'gateway', amount: asked.amount, status: 'menunggu', at: now, gateway_order: orderId, gateway_qr: payload },
  });
  return { payload, amount: asked.amount, expires_at: new Date(now.getTime() + GATEWAY_QR_MINUTES * 60_000).toISOString() };
}

type Notification = { order_id: string; status_code: string; gross_amount: string; signature_key: string; transaction_status: string; fraud_status?: string };

function readNotification(body: Record<string, unknown>): Notification {
  const named = ['order_id', 'status_code', 'gross_amount', 'signature_key', 'transaction_status'] as const;
  if (!named.every((name) => typeof body[name] === 'string' && (body[name] as string).length <= 200)) throw new ContentError('invalid', PAYMENT_MESSAGES.notificationInvalid);
  return body as Notification;
}

function signedByTheGateway(notification: Notification, key: string): boolean {
  if (!/^[0-9a-f]{128}$/i.test(notification.signature_key)) return false;
  const expected = createHash('sha512').update(notification.order_id + notification.status_code + notification.gross_amount + key).digest();
  return timingSafeEqual(Buffer.from(notification.signature_key, 'hex'), expected);
}

const settles = (notification: Notification) =>
  notification.status_code === '200' && (notification.transaction_status === 'settlement' || (notification.transaction_status === 'capture' && notification.fraud_status === 'accept'));

/** Midtrans' notification of a charge: what it changed (`unchanged` for a pending one, or one already settled). */
export async function gatewayNotification(strapi: Core.Strapi, body: Record<string, unknown>): Promise<'diterima' | 'ditolak' | 'unchanged'> {
  const key = serverKey();
  const notification = readNotification(body);
  if (!signedByTheGateway(notification, key)) throw new ContentError('unsigned', PAYMENT_MESSAGES.signatureInvalid);
  const row = await strapi.db.query(PAYMENT_UID).findOne({ where: { gateway_order: notification.order_id, method: 'gateway' }, select: ['id', 'request_code'] });
  if (!row) throw new ContentError('not-found', PAYMENT_MESSAGES.notFound);
  const settled = settles(notification);
  if (!settled && !FAILED.has(notification.transaction_status)) return 'unchanged';
  const amount = Number(notification.gross_amount);
  if (settled && !(Number.isSafeInteger(amount) && amount > 0)) throw new ContentError('invalid', PAYMENT_MESSAGES.notificationInvalid);
  const request = await findRequest(strapi, row.request_code);
  return actingAs(GATEWAY, () =>
    inTransaction(strapi, async (trx) => {
      const current = (await lockedPayments(strapi, trx, request.code)).find((payment) => payment.id === Number(row.id));
      if (current?.status !== 'menunggu') return 'unchanged';
      const now = new Date();
      const decided = { ...decidedAt(now), by: GATEWAY.name, updated_at: now };
      const table = paymentsTable(strapi);
      if (!settled) {
        await trx(table).where({ id: row.id }).update({ ...decided, status: 'ditolak', reason: PAYMENT_MESSAGES.gatewayFailed });
        return 'ditolak';
      }
      const receipt = await nextReceiptNumber(strapi, trx, now);
      await trx(table).where({ id: row.id }).update({ ...decided, status: 'diterima', amount, receipt_number: receipt });
      await storePaid(strapi, trx, request.code);
      await logMove(strapi, 'payment_accept', request, { amount, receipt_number: receipt });
      return 'diterima';
    }),
  );
}
