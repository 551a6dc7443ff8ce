// Payments on booking requests (issue 54): reading them (beside a request, for the inbox and for
// the guest), the deposit and deadline a confirmation sets, and the proof's private bytes. The
// moves that change them are payment-moves.ts.
import type { Core } from '@strapi/strapi';
import {
  GATEWAY_QR_MINUTES,
  awaitsTheVillage,
  depositFor,
  dueNow,
  qrisForAmount,
  summarisePayments,
  todayInJakarta,
  type BookingRequest,
  type GatewayCharge,
  type GuestPayment,
  type Locale,
  type Payment,
  type PaymentKind,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentSummary,
} from '@desa/contract';
import { env } from '../env';
import { readPaymentSettings } from './payment-settings';

export const PAYMENT_UID = 'api::payment.payment' as const;

/** Everything of a payment but its proof's bytes. */
export const PAYMENT_COLUMNS = ['id', 'request_code', 'kind', 'method', 'amount', 'status', 'reason', 'receipt_number', 'at', 'decided_at', 'by', 'proof_type'] as const;

export type PaymentRow = {
  id: number;
  request_code: string;
  kind: PaymentKind;
  method: PaymentMethod;
  amount: number | string;
  status: PaymentStatus;
  reason: string | null;
  receipt_number: string | null;
  at: string | Date | number;
  decided_at: string | Date | number | null;
  by: string | null;
  proof_type: string | null;
};

/** An instant as the database hands it back (a Date, an ISO string, or SQLite's milliseconds, as a number or digits), in ISO. */
export const isoInstant = (value: string | Date | number) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value).toISOString();

export function toPayment(row: PaymentRow): Payment {
  return {
    id: Number(row.id),
    kind: row.kind,
    method: row.method,
    amount: Number(row.amount),
    status: row.status,
    reason: row.reason ?? null,
    receipt_number: row.receipt_number ?? null,
    at: isoInstant(row.at),
    decided_at: row.decided_at === null || row.decided_at === undefined ? null : isoInstant(row.decided_at),
    by: row.by ?? null,
    has_proof: Boolean(row.proof_type),
  };
}

/** A new payment's request: its code, and its item (a request's item never changes), for the report to group by without the request. */
export const paymentFor = (request: Pick<BookingRequest, 'code' | 'type' | 'item_id'>) => ({ request_code: request.code, type: request.type, item_id: request.item_id });

/** A decision's time: the instant, and the WIB day the report and the cash book count it on. */
export const decidedAt = (now: Date) => ({ decided_at: now, decided_on: todayInJakarta(now) });

export function paymentsTable(strapi: Core.Strapi): string {
  return strapi.db.metadata.get(PAYMENT_UID).tableName;
}

/** The payments of these requests, oldest first, by request code. */
export async function paymentsOf(strapi: Core.Strapi, codes: string[]): Promise<Map<string, Payment[]>> {
  const byCode = new Map<string, Payment[]>(codes.map((code) => [code, []]));
  if (!codes.length) return byCode;
  // The query engine joins the transaction open around the call (a raw connection would wait for it).
  const rows = (await strapi.db.query(PAYMENT_UID).findMany({ where: { request_code: { $in: codes } }, select: [...PAYMENT_COLUMNS], orderBy: { id: 'asc' } })) as PaymentRow[];
  for (const row of rows) byCode.get(row.request_code)?.push(toPayment(row));
  return byCode;
}

const GATEWAY_QR_MS = GATEWAY_QR_MINUTES * 60_000;

/** A gateway's charge the guest can still pay (its QRIS has not expired). */
export const payableCharge = (payment: Pick<Payment, 'method' | 'status' | 'at'>, now: Date) =>
  payment.method === 'gateway' && payment.status === 'menunggu' && Date.parse(payment.at) > now.getTime() - GATEWAY_QR_MS;

/** The gateway's QRIS for this request that can still be paid, if one was made. */
export async function liveGatewayCharge(strapi: Core.Strapi, code: string, now: Date): Promise<GatewayCharge | null> {
  const row = await strapi.db.query(PAYMENT_UID).findOne({
    where: { request_code: code, method: 'gateway', status: 'menunggu', at: { $gt: new Date(now.getTime() - GATEWAY_QR_MS) } },
    select: ['amount', 'gateway_qr', 'at'],
    orderBy: { id: 'desc' },
  });
  return row?.gateway_qr ? { payload: row.gateway_qr, amount: Number(row.amount), expires_at: new Date(Date.parse(isoInstant(row.at)) + GATEWAY_QR_MS).toISOString() } : null;
}

export type PaymentTerms = { amount: number | null; deposit_due: number | null; pay_by: string | null; status: string };

/** What a confirmation of `amount` asks, by the village's settings: the deposit, and by when (none when nothing is asked before). */
export async function depositTerms(strapi: Core.Strapi, amount: number, now = new Date()): Promise<{ deposit_due: number; pay_by: Date | null }> {
  const settings = await readPaymentSettings(strapi);
  const deposit = depositFor(amount, settings.deposit_percent);
  return { deposit_due: deposit, pay_by: deposit > 0 ? new Date(now.getTime() + settings.pay_within_hours * 3_600_000) : null };
}

/** The admins' fields beside a request: its payments and what they add up to. */
export function paymentFields(request: PaymentTerms, payments: Payment[], now = new Date()) {
  const summary: PaymentSummary | null = request.status === 'baru' || request.status === 'ditolak' ? null : summarisePayments(request, payments, now);
  return { payments, paid: summary?.paid ?? 0, payment_status: summary?.status ?? null, payment_overdue: summary?.overdue ?? false };
}

/**
 * What the guest's link shows about money, or null before confirmation: what is asked now (the
 * deposit until it is paid, then the rest), the QRIS made for that amount, the banks and policy.
 */
export async function guestPayment(strapi: Core.Strapi, request: PaymentTerms & { code: string; payments: Payment[] }, locale: Locale, now = new Date()): Promise<GuestPayment | null> {
  if (request.status === 'baru' || request.status === 'ditolak') return null;
  const { payments } = request;
  const settings = await readPaymentSettings(strapi);
  const summary = summarisePayments(request, payments, now);
  const asked = request.status === 'dikonfirmasi' && !payments.some(awaitsTheVillage) ? dueNow(summary).amount : 0;
  const gateway = Boolean(env.MIDTRANS_SERVER_KEY) && asked > 0;
  return {
    deposit_due: summary.deposit_due,
    pay_by: request.pay_by,
    paid: summary.paid,
    remaining: summary.remaining,
    status: summary.status,
    overdue: summary.overdue,
    qris: settings.qris_payload && asked > 0 ? { payload: qrisForAmount(settings.qris_payload, asked), amount: asked, merchant_name: settings.merchant_name ?? '' } : null,
    banks: settings.banks,
    policy: (locale === 'en' && settings.policy_en) || settings.policy,
    // A gateway's charge is the gateway's business until it is settled; the guest sees it as the QRIS to pay.
    payments: payments.filter((payment) => payment.method !== 'gateway' || payment.status === 'diterima').map(({ id, kind, method, amount, status, reason, receipt_number, at }) => ({ id, kind, method, amount, status, reason, receipt_number, at })),
    gateway,
    gateway_charge: gateway ? await liveGatewayCharge(strapi, request.code, now).then((charge) => (charge?.amount === asked ? charge : null)) : null,
  };
}
