// A request's money on its card in Admin › Pemesanan (issue 54): its payment state (and "Lewat
// batas bayar"), the deposit and its deadline, each payment with its receipt number, a waiting
// proof to open large and accept (with the amount seen on it) or reject (with a reason the guest
// reads), "Catat pembayaran" for money the village saw itself, and "Pengembalian dana" on a
// cancelled or declined request that was paid. The route's action answers the forms (PAYMENT_INTENTS).
import { Form, useNavigation } from '@remix-run/react';
import {
  MAX_REASON,
  PAYMENT_KIND_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  formatDateTime,
  formatRupiah,
  groupRupiah,
  type BookingRequest,
  type Payment,
  type PaymentState,
} from '@desa/contract';
import { cn } from '~/lib/cn';
import { PAYMENT_INTENTS } from '~/lib/payment-intents';
import { SubmitButton } from './buttons';
import { rupiahInputProps } from './fields';

const TONES: Record<PaymentState, string> = {
  belum_bayar: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100',
  menunggu_verifikasi: 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-100',
  dp_diterima: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100',
  lunas: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100',
  dikembalikan: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

const INPUT = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white';
const STATUS_WORDS: Record<Payment['status'], string> = { menunggu: 'Menunggu diperiksa', diterima: 'Diterima', ditolak: 'Ditolak' };

function usePending(code: string, intent: string) {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('code') === code && navigation.formData?.get('intent') === intent;
}

function Hidden({ code, intent, payment }: { code: string; intent: string; payment?: number }) {
  return (
    <>
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="intent" value={intent} />
      {payment ? <input type="hidden" name="payment" value={payment} /> : null}
    </>
  );
}

export function RequestPayments({ booking }: { booking: BookingRequest }) {
  if (!booking.payment_status && !booking.payments.length) return null;
  const remaining = Math.max(0, (booking.amount ?? 0) - booking.paid);
  const payable = (booking.status === 'dikonfirmasi' || booking.status === 'selesai') && remaining > 0;
  const refundable = (booking.status === 'batal' || booking.status === 'ditolak') && booking.paid > 0;
  return (
    <section aria-label={`Pembayaran ${booking.code}`} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 dark:text-white">Pembayaran</span>
        {booking.payment_status ? <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[booking.payment_status])}>{PAYMENT_STATE_LABELS.id[booking.payment_status]}</span> : null}
        {booking.payment_overdue ? <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-500/20 dark:text-red-100">{PAYMENT_MESSAGES.overdue}</span> : null}
      </div>
      <p className="text-slate-700 dark:text-slate-300">
        {booking.deposit_due ? `DP ${formatRupiah(booking.deposit_due)}` : 'Tanpa DP'}
        {booking.pay_by && booking.paid < (booking.deposit_due ?? 0) ? ` · bayar sebelum ${formatDateTime(booking.pay_by)}` : ''} · dibayar {formatRupiah(booking.paid)} · sisa {formatRupiah(remaining)}
      </p>
      {booking.payments.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {booking.payments.map((payment) => (
            <PaymentLine key={payment.id} code={booking.code} payment={payment} remaining={remaining} />
          ))}
        </ul>
      ) : null}
      {payable ? <RecordForm code={booking.code} remaining={remaining} /> : null}
      {refundable ? <RecordForm code={booking.code} remaining={booking.paid} refund /> : null}
    </section>
  );
}

function PaymentLine({ code, payment, remaining }: { code: string; payment: Payment; remaining: number }) {
  const accepting = usePending(code, PAYMENT_INTENTS.accept);
  const rejecting = usePending(code, PAYMENT_INTENTS.reject);
  return (
    <li className="flex flex-col gap-2 py-2">
      <p className="text-slate-700 dark:text-slate-300">
        <span className="font-semibold text-slate-900 dark:text-white">{formatRupiah(payment.amount)}</span> · {PAYMENT_KIND_LABELS.id[payment.kind]} · {PAYMENT_METHOD_LABELS.id[payment.method]} · {STATUS_WORDS[payment.status]} ·{' '}
        {formatDateTime(payment.at)}
        {payment.receipt_number ? <span className="font-mono"> · {payment.receipt_number}</span> : null}
        {payment.by ? ` · ${payment.by}` : ''}
        {payment.reason ? <span className="block text-red-800 dark:text-red-300">{payment.reason}</span> : null}
      </p>
      {payment.has_proof ? (
        <a href={`/admin/bukti-bayar/${payment.id}`} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 hover:underline dark:text-brand-500">
          Bukti bayar
        </a>
      ) : null}
      {payment.status === 'menunggu' ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <Form method="post" preventScrollReset className="flex items-end gap-2">
            <Hidden code={code} intent={PAYMENT_INTENTS.accept} payment={payment.id} />
            <label className="flex flex-1 flex-col gap-1 text-slate-700 dark:text-slate-300">
              Nominal di bukti (Rp)
              <input name="amount" defaultValue={groupRupiah(String(Math.min(payment.amount, remaining)))} {...rupiahInputProps} required className={cn(INPUT, 'tabular-nums')} />
            </label>
            <SubmitButton pending={accepting}>Terima</SubmitButton>
          </Form>
          <Form method="post" preventScrollReset className="flex items-end gap-2">
            <Hidden code={code} intent={PAYMENT_INTENTS.reject} payment={payment.id} />
            <label className="flex flex-1 flex-col gap-1 text-slate-700 dark:text-slate-300">
              Alasan menolak
              <input name="reason" maxLength={MAX_REASON} required className={INPUT} />
            </label>
            <SubmitButton pending={rejecting} variant="dangerOutline">
              Tolak
            </SubmitButton>
          </Form>
        </div>
      ) : null}
    </li>
  );
}

/** "Catat pembayaran" (cash on arrival, a transfer seen in the bank app), or "Pengembalian dana" (`refund`). */
function RecordForm({ code, remaining, refund = false }: { code: string; remaining: number; refund?: boolean }) {
  const pending = usePending(code, PAYMENT_INTENTS.record);
  return (
    <details>
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 dark:text-brand-500">{refund ? 'Pengembalian dana' : 'Catat pembayaran'}</summary>
      <Form method="post" preventScrollReset className="mt-2 grid gap-2 sm:grid-cols-4 sm:items-end">
        <Hidden code={code} intent={PAYMENT_INTENTS.record} />
        {refund ? (
          <input type="hidden" name="kind" value="pengembalian" />
        ) : (
          <label className="flex flex-col gap-1 text-slate-700 dark:text-slate-300">
            Jenis
            <select name="kind" className={INPUT}>
              <option value="dp">{PAYMENT_KIND_LABELS.id.dp}</option>
              <option value="pelunasan">{PAYMENT_KIND_LABELS.id.pelunasan}</option>
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-slate-700 dark:text-slate-300">
          Cara
          <select name="method" className={INPUT}>
            {(['tunai', 'transfer', 'qris'] as const).map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS.id[method]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-slate-700 dark:text-slate-300">
          Nominal (Rp)
          <input name="amount" defaultValue={groupRupiah(String(remaining))} {...rupiahInputProps} required className={cn(INPUT, 'tabular-nums')} />
        </label>
        <SubmitButton pending={pending}>{refund ? 'Catat pengembalian' : 'Catat'}</SubmitButton>
      </Form>
    </details>
  );
}
