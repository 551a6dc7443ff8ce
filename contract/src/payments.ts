// Deposits and payments (issue 54): the village's payment settings, the payments on a booking
// request, the state a request's payments add up to, and the receipt's number and words. The
// CMS stores and moves them; the status page, the inbox and the reports read them from here.
import angkaTerbilang from '@develoka/angka-terbilang-js';
import { z } from 'zod';
import { blankToUndefined, parseInteger, parseRupiah, text } from './fields.js';
import type { Locale } from './locale.js';

export const PAYMENT_KINDS = ['dp', 'pelunasan', 'pengembalian'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_METHODS = ['qris', 'transfer', 'tunai', 'gateway'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a guest may say they paid with (a gateway payment is the gateway's to record). */
export const GUEST_PAYMENT_METHODS = ['qris', 'transfer'] as const satisfies readonly PaymentMethod[];
export const PAYMENT_STATUSES = ['menunggu', 'diterima', 'ditolak'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One payment (or refund) on a request; `at`: when it was sent or recorded; `by`: who accepted or recorded it. */
export type Payment = {
  id: number;
  kind: PaymentKind;
  method: PaymentMethod;
  amount: number;
  status: PaymentStatus;
  reason: string | null;
  receipt_number: string | null;
  at: string;
  decided_at: string | null;
  by: string | null;
  has_proof: boolean;
};

/** Where a request's money stands. */
export const PAYMENT_STATES = ['belum_bayar', 'menunggu_verifikasi', 'dp_diterima', 'lunas', 'dikembalikan'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<Locale, Record<PaymentState, string>> = {
  id: { belum_bayar: 'Belum bayar', menunggu_verifikasi: 'Menunggu verifikasi', dp_diterima: 'DP diterima', lunas: 'Lunas', dikembalikan: 'Dikembalikan' },
  en: { belum_bayar: 'Not paid', menunggu_verifikasi: 'Proof being checked', dp_diterima: 'Deposit received', lunas: 'Paid in full', dikembalikan: 'Refunded' },
};
export const PAYMENT_KIND_LABELS: Record<Locale, Record<PaymentKind, string>> = {
  id: { dp: 'Uang muka (DP)', pelunasan: 'Pelunasan', pengembalian: 'Pengembalian dana' },
  en: { dp: 'Deposit', pelunasan: 'Balance', pengembalian: 'Refund' },
};
export const PAYMENT_METHOD_LABELS: Record<Locale, Record<PaymentMethod, string>> = {
  id: { qris: 'QRIS', transfer: 'Transfer bank', tunai: 'Tunai', gateway: 'Bayar otomatis' },
  en: { qris: 'QRIS', transfer: 'Bank transfer', tunai: 'Cash', gateway: 'Automatic payment' },
};

/** A proof of payment: a photo of the receipt or a screenshot. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_BANKS = 3;
export const DEFAULT_DEPOSIT_PERCENT = 30;
export const DEFAULT_PAY_WITHIN_HOURS = 24;
export const MAX_PAY_WITHIN_HOURS = 24 * 14;
export const MAX_POLICY = 2000;
/** How long a QRIS made by the payment gateway can be paid (the charge asks the gateway for the same). */
export const GATEWAY_QR_MINUTES = 15;

/** The amounts of a request's payments; `due`: what the request asks before the guest comes. */
export type PaymentSummary = {
  deposit_due: number;
  paid: number;
  remaining: number;
  refunded: number;
  status: PaymentState;
  /** Past `pay_by` without the deposit. */
  overdue: boolean;
};

/** A proof the village has yet to check (a gateway's charge waiting to be paid is the gateway's to settle). */
export function awaitsTheVillage(payment: Pick<Payment, 'status' | 'method'>): boolean {
  return payment.status === 'menunggu' && payment.method !== 'gateway';
}

/** What a request's payments add up to (accepted payments less accepted refunds). */
/** What a request's accepted payments add up to: received, refunded, and paid (the one less the other). */
export function paidOf(payments: ReadonlyArray<Pick<Payment, 'kind' | 'amount' | 'status'>>): { received: number; refunded: number; paid: number } {
  const accepted = payments.filter((payment) => payment.status === 'diterima');
  const received = accepted.filter((payment) => payment.kind !== 'pengembalian').reduce((sum, payment) => sum + payment.amount, 0);
  const refunded = accepted.filter((payment) => payment.kind === 'pengembalian').reduce((sum, payment) => sum + payment.amount, 0);
  return { received, refunded, paid: received - refunded };
}

export function summarisePayments(
  request: { amount: number | null; deposit_due: number | null; pay_by: string | null; status: string },
  payments: ReadonlyArray<Pick<Payment, 'kind' | 'amount' | 'status' | 'method'>>,
  now: Date = new Date(),
): PaymentSummary {
  const { refunded, paid } = paidOf(payments);
  const amount = request.amount ?? 0;
  const depositDue = request.deposit_due ?? 0;
  const status: PaymentState =
    refunded > 0
      ? 'dikembalikan'
      : amount > 0 && paid >= amount
        ? 'lunas'
        : payments.some(awaitsTheVillage)
          ? 'menunggu_verifikasi'
          : paid > 0 && paid >= depositDue
            ? 'dp_diterima'
            : 'belum_bayar';
  const overdue = request.status === 'dikonfirmasi' && depositDue > 0 && paid < depositDue && request.pay_by !== null && Date.parse(request.pay_by) < now.getTime();
  return { deposit_due: depositDue, paid, remaining: Math.max(0, amount - paid), refunded, status, overdue };
}

/** What is asked now: the rest of the deposit until it is paid (a `dp`), then the rest of the amount. */
export function dueNow(summary: Pick<PaymentSummary, 'paid' | 'deposit_due' | 'remaining'>): { kind: 'dp' | 'pelunasan'; amount: number } {
  return summary.paid < summary.deposit_due && summary.deposit_due < summary.paid + summary.remaining
    ? { kind: 'dp', amount: summary.deposit_due - summary.paid }
    : { kind: 'pelunasan', amount: summary.remaining };
}

/** The deposit a confirmation asks: whole rupiah of the amount × the village's percentage. */
export function depositFor(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/** `KW/2026/0001`: consecutive per WIB year. */
export function receiptNumber(year: number, sequence: number): string {
  return `KW/${year}/${String(sequence).padStart(4, '0')}`;
}

/** An amount in Indonesian words, for the receipt: 150000 → "Seratus lima puluh ribu rupiah". */
export function rupiahInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount out of range: ${amount}`);
  const sentence = `${angkaTerbilang(String(amount))} rupiah`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

export const PAYMENT_MESSAGES = {
  settingsSaved: 'Pengaturan pembayaran tersimpan.',
  bankRequired: 'Nama bank wajib diisi!',
  bankMax: 'Nama bank maksimal 50 karakter!',
  numberFormat: 'Nomor rekening berupa 5–20 angka!',
  holderRequired: 'Nama pemilik rekening wajib diisi!',
  holderMax: 'Nama pemilik maksimal 100 karakter!',
  banksMax: `Paling banyak ${MAX_BANKS} rekening!`,
  percentInvalid: 'Persentase DP berupa angka bulat 0–100!',
  hoursInvalid: `Batas waktu bayar berupa 1–${MAX_PAY_WITHIN_HOURS} jam!`,
  policyMax: `Kebijakan pembatalan maksimal ${MAX_POLICY} karakter!`,
  autoCancelInvalid: 'Batal otomatis harus ya atau tidak!',
  notFound: 'Pembayaran tidak ditemukan',
  receiptNotFound: 'Kuitansi tidak ditemukan',
  notConfirmed: 'Pembayaran hanya untuk pesanan yang sudah dikonfirmasi.',
  nothingDue: 'Pesanan ini sudah lunas.',
  proofRequired: 'Lampirkan foto atau tangkapan layar bukti bayar!',
  proofType: 'Bukti bayar harus berupa gambar JPG, PNG atau WebP!',
  proofSize: 'Ukuran bukti bayar maksimal 5 MB!',
  amountInvalid: 'Nominal harus berupa angka bulat rupiah lebih dari 0!',
  amountTooHigh: (remaining: string) => `Nominal melebihi sisa tagihan (${remaining})!`,
  refundTooHigh: (paid: string) => `Pengembalian melebihi yang sudah dibayar (${paid})!`,
  refundOnlyCancelled: 'Pengembalian dana hanya untuk pesanan yang dibatalkan atau ditolak.',
  kindInvalid: 'Jenis pembayaran harus dp, pelunasan atau pengembalian!',
  methodInvalid: 'Cara bayar harus qris, transfer atau tunai!',
  reasonRequired: 'Alasan penolakan wajib diisi!',
  alreadyDecided: 'Bukti bayar ini sudah diperiksa.',
  sent: 'Bukti bayar terkirim. Desa akan memeriksanya.',
  accepted: 'Pembayaran diterima.',
  rejected: 'Bukti bayar ditolak.',
  recorded: 'Pembayaran tercatat.',
  overdue: 'Lewat batas bayar',
  autoCancelReason: 'Uang muka tidak dibayar sampai batas waktunya.',
  gatewayOff: 'Pembayaran otomatis tidak tersedia.',
  proofWaiting: 'Bukti bayar Anda sedang diperiksa desa.',
  gatewayDown: 'Pembayaran otomatis sedang tidak dapat dihubungi. Coba lagi sebentar, atau bayar dengan QRIS atau transfer di bawah.',
  gatewayFailed: 'Pembayaran otomatis gagal atau kedaluwarsa.',
  signatureInvalid: 'Tanda tangan notifikasi tidak cocok.',
  notificationInvalid: 'Notifikasi pembayaran tidak lengkap.',
} as const;

const bank = z.object({
  bank: text({ required: PAYMENT_MESSAGES.bankRequired, min: PAYMENT_MESSAGES.bankRequired, max: PAYMENT_MESSAGES.bankMax }, 2, 50),
  number: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value),
    z.string({ error: PAYMENT_MESSAGES.numberFormat }).regex(/^\d{5,20}$/, PAYMENT_MESSAGES.numberFormat),
  ),
  holder: text({ required: PAYMENT_MESSAGES.holderRequired, min: PAYMENT_MESSAGES.holderRequired, max: PAYMENT_MESSAGES.holderMax }, 2, 100),
});

const optionalPolicy = z.preprocess(
  (value) => (value === null ? '' : typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value),
  z.string({ error: PAYMENT_MESSAGES.policyMax }).max(MAX_POLICY, PAYMENT_MESSAGES.policyMax),
);

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** `PATCH /payment-settings` (JSON) and the settings form; the QRIS payload is checked by parseQris on its own. A form's empty bank rows are no banks. */
export const paymentSettingsSchema = z.object({
  banks: z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((row) => !(row && typeof row === 'object' && Object.values(row).every(blank))) : value === undefined ? [] : value),
    z.array(bank, { error: PAYMENT_MESSAGES.banksMax }).max(MAX_BANKS, PAYMENT_MESSAGES.banksMax),
  ),
  deposit_percent: z.preprocess(parseInteger, z.number({ error: PAYMENT_MESSAGES.percentInvalid }).int(PAYMENT_MESSAGES.percentInvalid).min(0, PAYMENT_MESSAGES.percentInvalid).max(100, PAYMENT_MESSAGES.percentInvalid)),
  pay_within_hours: z.preprocess(parseInteger, z.number({ error: PAYMENT_MESSAGES.hoursInvalid }).int(PAYMENT_MESSAGES.hoursInvalid).min(1, PAYMENT_MESSAGES.hoursInvalid).max(MAX_PAY_WITHIN_HOURS, PAYMENT_MESSAGES.hoursInvalid)),
  // A form's unticked checkbox sends nothing: no.
  auto_cancel: z.preprocess((value) => (value === 'true' || value === 'on' ? true : value === 'false' || value === undefined ? false : value), z.boolean({ error: PAYMENT_MESSAGES.autoCancelInvalid })),
  policy: optionalPolicy,
  policy_en: optionalPolicy,
});
export type PaymentSettingsInput = z.output<typeof paymentSettingsSchema>;

/** What `GET /payment-settings` answers (all of it is for the guests' eyes). */
export type PaymentSettings = PaymentSettingsInput & { qris_payload: string | null; merchant_name: string | null; merchant_city: string | null; nmid: string | null };

/** What the guest reads about their payment, in their request's language. */
export const GUEST_PAYMENT_TEXTS = {
  id: {
    proofRequired: PAYMENT_MESSAGES.proofRequired,
    proofType: PAYMENT_MESSAGES.proofType,
    proofSize: PAYMENT_MESSAGES.proofSize,
    amountInvalid: PAYMENT_MESSAGES.amountInvalid,
    methodInvalid: 'Cara bayar harus qris atau transfer!',
    notConfirmed: PAYMENT_MESSAGES.notConfirmed,
    nothingDue: PAYMENT_MESSAGES.nothingDue,
    proofWaiting: PAYMENT_MESSAGES.proofWaiting,
    sent: PAYMENT_MESSAGES.sent,
    gatewayDown: PAYMENT_MESSAGES.gatewayDown,
  },
  en: {
    proofRequired: 'Attach a photo or screenshot of your payment!',
    proofType: 'The proof of payment must be a JPG, PNG or WebP image!',
    proofSize: 'The proof of payment can be at most 5 MB!',
    amountInvalid: 'The amount must be a whole number of rupiah above 0!',
    methodInvalid: 'The payment method must be qris or transfer!',
    notConfirmed: 'Payment is only for a confirmed booking.',
    nothingDue: 'This booking is paid in full.',
    proofWaiting: 'The village is checking your proof of payment.',
    sent: 'Proof of payment sent. The village will check it.',
    gatewayDown: 'The automatic payment service cannot be reached right now. Try again shortly, or pay by QRIS or transfer below.',
  },
} satisfies Record<Locale, Record<string, string>>;
export type GuestPaymentTexts = (typeof GUEST_PAYMENT_TEXTS)[Locale];

/** A whole rupiah amount above 0, as a person or a client writes it; `message` when it is not. */
const rupiahAmount = (message: string) => z.preprocess(parseRupiah, z.number({ error: message }).int(message).min(1, message).max(1e12, message));
export const paymentAmount = rupiahAmount(PAYMENT_MESSAGES.amountInvalid);

/** `POST /booking/{code}/payments`: a payment the village records itself (cash, a transfer seen in the bank app) or a refund. */
export const recordPaymentSchema = z.object({
  kind: z.enum(PAYMENT_KINDS, { error: PAYMENT_MESSAGES.kindInvalid }),
  method: z.enum(['qris', 'transfer', 'tunai'], { error: PAYMENT_MESSAGES.methodInvalid }),
  amount: paymentAmount,
});

/** The guest's optional fields beside the proof's photo, refused in their language. */
export function proofFieldsSchema(words: GuestPaymentTexts) {
  return z.object({
    amount: z.preprocess(blankToUndefined, rupiahAmount(words.amountInvalid).optional()),
    method: z.preprocess(blankToUndefined, z.enum(GUEST_PAYMENT_METHODS, { error: words.methodInvalid }).optional()),
  });
}

/** `GET /booking/{code}/receipt/{id}`: what a receipt prints (the payer's name is the guest's own, read with their link). */
export type PaymentReceipt = Pick<Payment, 'id' | 'kind' | 'method' | 'amount' | 'receipt_number' | 'decided_at'> & {
  code: string;
  item_title: string;
  /** The stay's, visit's or order's lines, in the request's language. */
  lines: string[];
  name: string | null;
  amount_words: string;
  locale: Locale;
};

/** What the guest's status read adds about money. */
export type GuestPayment = {
  deposit_due: number;
  pay_by: string | null;
  paid: number;
  remaining: number;
  status: PaymentState;
  overdue: boolean;
  /** The village's QRIS made for what is asked now; null without a QRIS or with nothing to pay. */
  qris: { payload: string; amount: number; merchant_name: string } | null;
  banks: PaymentSettingsInput['banks'];
  policy: string;
  payments: Array<Pick<Payment, 'id' | 'kind' | 'method' | 'amount' | 'status' | 'reason' | 'receipt_number' | 'at'>>;
  /** Whether the village pays through a gateway ("Bayar otomatis" on the status page). */
  gateway: boolean;
  /** The gateway's QRIS for what is asked now, while it can still be paid. */
  gateway_charge: GatewayCharge | null;
};

/** A QRIS the gateway made for one payment: its payload to draw, the amount, and until when (ISO). */
export type GatewayCharge = { payload: string; amount: number; expires_at: string };
