// The guest's money on their status page (issue 54): where it stands, what to pay and by when,
// the village's QRIS large and high-contrast (and as a picture to open in an e-wallet's "scan from
// gallery"), the bank accounts and the amount with copy buttons, the policy, the payments so far,
// and "Kirim bukti bayar": a plain multipart form, so it works without JavaScript.
import type { PaymentState, PaymentStatus } from '@desa/contract';
import { PROOF_MAX_BYTES, PROOF_TYPES } from '@desa/contract';
import { PUBLIC_INPUT } from '~/components/public/order-form';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import { hook } from '~/lib/public-hooks';
import type { PaymentView } from '~/lib/payment-view.server';
import { GATEWAY_INTENT } from '~/lib/payment-intents';

const id = {
  heading: 'Pembayaran',
  state: 'Status pembayaran',
  overdue: 'Lewat batas bayar',
  payNow: 'Bayar sekarang',
  deposit: 'Uang muka (DP)',
  by: 'Batas waktu',
  paid: 'Sudah dibayar',
  remaining: 'Sisa',
  scan: 'Pindai dengan aplikasi bank atau e-wallet (QRIS). Nominal sudah terisi.',
  merchant: 'Atas nama',
  save: 'Simpan gambar QRIS',
  orTransfer: 'Atau transfer ke rekening',
  copy: 'Salin',
  copied: 'Tersalin',
  copyAmount: 'Salin nominal',
  policy: 'Kebijakan pembatalan',
  history: 'Riwayat pembayaran',
  statuses: { menunggu: 'Diperiksa desa', diterima: 'Diterima', ditolak: 'Ditolak' } satisfies Record<PaymentStatus, string>,
  receipt: 'Kuitansi',
  send: 'Kirim bukti bayar',
  proof: 'Foto atau tangkapan layar bukti bayar',
  proofHint: `JPG, PNG atau WebP, maksimal ${PROOF_MAX_BYTES / 1024 / 1024} MB.`,
  amount: 'Nominal yang dibayar (boleh dikosongkan)',
  method: 'Cara bayar',
  methods: { qris: 'QRIS', transfer: 'Transfer bank' },
  waiting: 'Bukti bayar Anda sedang diperiksa pengelola desa.',
  sent: 'Bukti bayar terkirim. Desa akan memeriksanya.',
  gateway: 'Bayar otomatis',
  gatewayHint: 'QRIS dari layanan pembayaran desa: setelah berhasil, pembayaran tercatat sendiri tanpa perlu mengirim bukti.',
  gatewayScan: 'Pindai QRIS ini dengan aplikasi bank atau e-wallet. Setelah berhasil, muat ulang halaman ini: pembayaran sudah tercatat.',
  gatewayUntil: 'Berlaku sampai',
};

const texts: ByLocale<typeof id> = {
  id,
  en: {
    heading: 'Payment',
    state: 'Payment status',
    overdue: 'Past the payment deadline',
    payNow: 'Pay now',
    deposit: 'Deposit',
    by: 'Pay by',
    paid: 'Paid',
    remaining: 'Remaining',
    scan: 'Scan with any banking or e-wallet app (QRIS). The amount is filled in.',
    merchant: 'Paid to',
    save: 'Save QRIS image',
    orTransfer: 'Or transfer to',
    copy: 'Copy',
    copied: 'Copied',
    copyAmount: 'Copy amount',
    policy: 'Cancellation policy',
    history: 'Payments',
    statuses: { menunggu: 'Being checked', diterima: 'Received', ditolak: 'Declined' },
    receipt: 'Receipt',
    send: 'Send proof of payment',
    proof: 'Photo or screenshot of your payment',
    proofHint: `JPG, PNG or WebP, up to ${PROOF_MAX_BYTES / 1024 / 1024} MB.`,
    amount: 'Amount paid (optional)',
    method: 'Paid with',
    methods: { qris: 'QRIS', transfer: 'Bank transfer' },
    waiting: 'The village team is checking your proof of payment.',
    sent: 'Proof of payment sent. The village will check it.',
    gateway: 'Pay automatically',
    gatewayHint: "A QRIS from the village's payment service: once paid, it is recorded by itself, with no proof to send.",
    gatewayScan: 'Scan this QRIS with any banking or e-wallet app. Once paid, reload this page: the payment is recorded.',
    gatewayUntil: 'Valid until',
  },
};

const TONES: Record<PaymentState, string> = {
  belum_bayar: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  menunggu_verifikasi: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  dp_diterima: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  lunas: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  dikembalikan: 'bg-stone-200 text-stone-900 dark:bg-stone-800 dark:text-stone-100',
};

const COPY_BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 dark:text-white dark:ring-stone-400 dark:hover:bg-stone-800';

function CopyButton({ value, label, copied }: { value: string; label: string; copied: string }) {
  return (
    <button type="button" hidden {...hook('copy', value)} data-copied={copied} aria-live="polite" className={COPY_BUTTON}>
      {label}
    </button>
  );
}

/** A QRIS to pay: what it is for, how to use it, and the code drawn large on white (qrcode's SVG, ours: no script, nothing from the visitor). */
function QrisCode({ title, amount, hint, svg, label, children }: { title: string; amount: string; hint: string; svg: string; label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-stone-900 dark:text-white">
        {title}: <span className="text-amber-700 dark:text-amber-400">{amount}</span>
      </h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">{hint}</p>
      <div className="mx-auto w-full max-w-72 rounded-xl bg-white p-2 ring-1 ring-stone-300 [&_svg]:h-auto [&_svg]:w-full" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
      {children}
    </div>
  );
}

type PanelProps = { view: PaymentView; sent: boolean; error: string | null };

export function PaymentPanel({ view, sent, error }: PanelProps) {
  const words = useLocaleTexts(texts);
  return (
    <section aria-labelledby="pembayaran" className="mt-6 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <h2 id="pembayaran" className="text-xl font-extrabold text-stone-900 dark:text-white">
        {words.heading}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <div className="col-span-2">
          <dt className="text-sm text-stone-600 dark:text-stone-400">{words.state}</dt>
          <dd className="mt-1 flex flex-wrap gap-2">
            <span className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${TONES[view.state]}`}>{view.stateLabel}</span>
            {view.overdue ? <span className="inline-block rounded-full bg-red-100 px-3 py-1 text-sm font-bold text-red-900 dark:bg-red-950 dark:text-red-100">{words.overdue}</span> : null}
          </dd>
        </div>
        {view.depositDue ? <Figure label={words.deposit} value={view.depositDue} /> : null}
        {view.payBy ? <Figure label={words.by} value={view.payBy} /> : null}
        <Figure label={words.paid} value={view.paid} />
        <Figure label={words.remaining} value={view.remaining} strong />
      </dl>
      {sent && view.state === 'menunggu_verifikasi' ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
          {words.sent}
        </p>
      ) : view.state === 'menunggu_verifikasi' ? (
        <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:bg-sky-950/60 dark:text-sky-100">{words.waiting}</p>
      ) : null}
      {view.gateway ? (
        <QrisCode title={words.gateway} amount={view.gateway.amount} hint={words.gatewayScan} svg={view.gateway.svg} label={`${words.gateway} ${view.gateway.amount}`}>
          <p className="text-center text-sm text-stone-700 dark:text-stone-300">
            {words.gatewayUntil} {view.gateway.until}
          </p>
        </QrisCode>
      ) : view.offerGateway ? (
        <form method="post" className="space-y-2 rounded-xl bg-stone-50 p-4 dark:bg-stone-950">
          <p className="text-sm text-stone-700 dark:text-stone-300">{words.gatewayHint}</p>
          <button type="submit" name="intent" value={GATEWAY_INTENT} className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800">
            {words.gateway}
          </button>
        </form>
      ) : null}
      {view.qris ? (
        <QrisCode title={words.payNow} amount={view.qris.amount} hint={words.scan} svg={view.qris.svg} label={`QRIS ${view.qris.amount}`}>
          <p className="text-center text-sm text-stone-700 dark:text-stone-300">
            {words.merchant}: <strong className="text-stone-900 dark:text-white">{view.qris.merchant}</strong>
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <a href={view.qris.png} download className={COPY_BUTTON}>
              {words.save}
            </a>
            <CopyButton value={view.qris.digits} label={words.copyAmount} copied={words.copied} />
          </div>
        </QrisCode>
      ) : null}
      {view.banks.length && (view.qris || view.asked) ? (
        <div>
          <h3 className="font-semibold text-stone-900 dark:text-white">{view.qris ? words.orTransfer : `${words.payNow}: ${view.asked}`}</h3>
          <ul className="mt-2 space-y-2">
            {view.banks.map((bank) => (
              <li key={`${bank.bank}-${bank.number}`} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-50 px-4 py-3 dark:bg-stone-950">
                <span>
                  <span className="block text-sm text-stone-600 dark:text-stone-400">
                    {bank.bank} · {bank.holder}
                  </span>
                  <span className="font-mono text-lg font-bold text-stone-900 select-all dark:text-white">{bank.number}</span>
                </span>
                <CopyButton value={bank.number} label={words.copy} copied={words.copied} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.canSend ? <ProofForm words={words} error={error} /> : null}
      {view.payments.length ? (
        <div>
          <h3 className="font-semibold text-stone-900 dark:text-white">{words.history}</h3>
          <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
            {view.payments.map((payment) => (
              <li key={payment.id} className="py-2 text-sm text-stone-700 dark:text-stone-300">
                <span className="font-semibold text-stone-900 dark:text-white">{payment.amount}</span> · {payment.what} · {words.statuses[payment.status]} · {payment.at}
                {payment.reason ? <span className="block text-red-800 dark:text-red-300">{payment.reason}</span> : null}
                {payment.receipt ? (
                  <a href={payment.receiptPath} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline dark:text-brand-100">
                    {words.receipt} {payment.receipt}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.policy ? (
        <div>
          <h3 className="font-semibold text-stone-900 dark:text-white">{words.policy}</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-stone-700 dark:text-stone-300">{view.policy}</p>
        </div>
      ) : null}
    </section>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className={strong ? 'mt-1 text-lg font-extrabold text-amber-700 dark:text-amber-400' : 'mt-1 font-semibold text-stone-900 dark:text-white'}>{value}</dd>
    </div>
  );
}

function ProofForm({ words, error }: { words: typeof id; error: string | null }) {
  return (
    <form method="post" encType="multipart/form-data" className="space-y-3 rounded-xl bg-stone-50 p-4 dark:bg-stone-950">
      <h3 className="font-semibold text-stone-900 dark:text-white">{words.send}</h3>
      <div>
        <label htmlFor="bukti" className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-300">
          {words.proof}
        </label>
        <input id="bukti" name="file" type="file" accept={PROOF_TYPES.join(',')} {...hook('shrinkPhoto', PROOF_MAX_BYTES / 2 ** 20)} required aria-describedby="bukti-petunjuk" aria-invalid={error ? true : undefined} className={PUBLIC_INPUT} />
        <p id="bukti-petunjuk" className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          {words.proofHint}
        </p>
      </div>
      <div>
        <label htmlFor="nominal" className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-300">
          {words.amount}
        </label>
        <input id="nominal" name="amount" inputMode="numeric" className={PUBLIC_INPUT} />
      </div>
      <div>
        <label htmlFor="cara" className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-300">
          {words.method}
        </label>
        <select id="cara" name="method" className={PUBLIC_INPUT}>
          <option value="qris">{words.methods.qris}</option>
          <option value="transfer">{words.methods.transfer}</option>
        </select>
      </div>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-100">
          {error}
        </p>
      ) : null}
      <button type="submit" className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800">
        {words.send}
      </button>
    </form>
  );
}
