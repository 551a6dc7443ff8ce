// What the guest's status page shows about money (issue 54), made on the server: the QRIS drawn
// as SVG (no JavaScript needed to see it), the amounts and deadline in the guest's language.
import QRCode from 'qrcode';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  STATUS_TOKEN_PARAM,
  dueNow,
  formatDateTime,
  formatRupiah,
  type GuestPayment,
  type Locale,
} from '@desa/contract';
import { localizedPath } from '~/lib/locale';

/** Black on white with a quiet zone: what every e-wallet's scanner reads, in either theme. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 3, color: { dark: '#000000', light: '#ffffff' } } as const;

export function qrisSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
}

export function qrisPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png', scale: 12 });
}

/** The status page's own address for a sub-page of the request (`qris.png`, a receipt). */
export function bookingSubPath(code: string, token: string, rest: string, locale: Locale) {
  return localizedPath(`/pesanan/${code}/${rest}?${STATUS_TOKEN_PARAM}=${encodeURIComponent(token)}`, locale);
}

export async function paymentView(payment: GuestPayment | null, { code, token, locale, payable }: { code: string; token: string; locale: Locale; payable: boolean }) {
  if (!payment) return null;
  const money = (amount: number) => formatRupiah(amount, locale);
  return {
    state: payment.status,
    stateLabel: PAYMENT_STATE_LABELS[locale][payment.status],
    overdue: payment.overdue,
    depositDue: payment.deposit_due ? money(payment.deposit_due) : null,
    paid: money(payment.paid),
    remaining: money(payment.remaining),
    // The deadline is the deposit's: gone once it is paid.
    payBy: payment.pay_by && payment.paid < payment.deposit_due ? formatDateTime(payment.pay_by, locale) : null,
    qris: payment.qris
      ? { svg: await qrisSvg(payment.qris.payload), amount: money(payment.qris.amount), digits: String(payment.qris.amount), merchant: payment.qris.merchant_name, png: bookingSubPath(code, token, 'qris.png', locale) }
      : null,
    // The gateway's QRIS, once asked for: paid, it records itself (no proof to send).
    gateway: payment.gateway_charge
      ? { svg: await qrisSvg(payment.gateway_charge.payload), amount: money(payment.gateway_charge.amount), until: formatDateTime(payment.gateway_charge.expires_at, locale) }
      : null,
    offerGateway: payment.gateway && !payment.gateway_charge,
    asked: payment.qris ? null : payment.status === 'belum_bayar' || payment.status === 'dp_diterima' ? money(dueNow(payment).amount) : null,
    banks: payment.banks,
    policy: payment.policy,
    canSend: payable && payment.remaining > 0 && payment.status !== 'menunggu_verifikasi',
    payments: payment.payments.map((entry) => ({
      id: entry.id,
      what: `${PAYMENT_KIND_LABELS[locale][entry.kind]} · ${PAYMENT_METHOD_LABELS[locale][entry.method]}`,
      amount: money(entry.amount),
      status: entry.status,
      reason: entry.reason,
      receipt: entry.receipt_number,
      receiptPath: bookingSubPath(code, token, `kuitansi/${entry.id}`, locale),
      at: formatDateTime(entry.at, locale),
    })),
  };
}

export type PaymentView = NonNullable<Awaited<ReturnType<typeof paymentView>>>;
