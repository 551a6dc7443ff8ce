// Admin › Profil Desa › Pembayaran (issue 54): the village's QRIS (a picture of its sticker, or the
// code's text), its merchant read back to check against the sticker, up to three bank accounts,
// the deposit, the payment window, automatic cancellation and the cancellation policy.
import { getFormProps, getInputProps, type FieldMetadata } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { DEFAULT_DEPOSIT_PERCENT, DEFAULT_PAY_WITHIN_HOURS, MAX_BANKS, MAX_PAY_WITHIN_HOURS, MAX_POLICY, type PaymentSettings } from '@desa/contract';
import { SubmitButton } from './buttons';
import { FormError, useSchemaForm } from './entity-form';
import { SubmissionToken, usePendingIntent } from './form-sending';
import { Hint, TextAreaField, TextField, type Meta } from './fields';
import { PAYMENT_SETTINGS_FORM, PAYMENT_SETTINGS_INTENT, paymentSettingsFormSchema } from '~/lib/payment-settings-form';

type Bank = PaymentSettings['banks'][number];

export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const banks: Bank[] = [...settings.banks, ...Array.from({ length: MAX_BANKS }, () => ({ bank: '', number: '', holder: '' }))].slice(0, MAX_BANKS);
  const [form, fields] = useSchemaForm(paymentSettingsFormSchema, PAYMENT_SETTINGS_FORM, {
    qris_payload: settings.qris_payload ?? '',
    banks,
    deposit_percent: String(settings.deposit_percent ?? DEFAULT_DEPOSIT_PERCENT),
    pay_within_hours: String(settings.pay_within_hours ?? DEFAULT_PAY_WITHIN_HOURS),
    auto_cancel: settings.auto_cancel ? 'on' : '',
    policy: settings.policy,
    policy_en: settings.policy_en,
  });
  const pending = usePendingIntent() === PAYMENT_SETTINGS_INTENT;
  const field = (name: string) => (fields as unknown as Record<string, Meta>)[name];
  const bankRows = (fields as unknown as { banks: FieldMetadata<Bank[]> }).banks.getFieldList();
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={PAYMENT_SETTINGS_INTENT} />
      <SubmissionToken />
      <FormError id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor="qris-gambar" className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
            Gambar QRIS desa
          </label>
          <input id="qris-gambar" name="qris_image" type="file" accept="image/*" aria-describedby="qris-gambar-hint" className="block min-h-11 w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-semibold dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-white" />
          <p id="qris-gambar-hint" className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
            Foto stiker QRIS atau gambar QRIS dari bank. Kodenya dibaca dan diperiksa; nama merchant tampil di bawah untuk dicocokkan.
          </p>
          {field('qris_image').errors?.length ? (
            <p id={field('qris_image').errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
              {field('qris_image').errors![0]}
            </p>
          ) : null}
        </div>
        <TextAreaField meta={field('qris_payload')} label="Atau kode QRIS (teks)" rows={3} className="sm:col-span-2" hint={<Hint>Kosongkan untuk menghapus QRIS.</Hint>} />
        {settings.merchant_name ? (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 sm:col-span-2 dark:bg-emerald-500/10 dark:text-emerald-100">
            QRIS atas nama <strong>{settings.merchant_name}</strong> · {settings.merchant_city}
            {settings.nmid ? ` · NMID ${settings.nmid}` : ''}
          </p>
        ) : null}
        {bankRows.map((row, index) => {
          const bank = row.getFieldset();
          return (
            <fieldset key={row.key} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-3 dark:border-slate-700">
              <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">Rekening {index + 1}</legend>
              <TextField meta={bank.bank as Meta} label="Bank" />
              <TextField meta={bank.number as Meta} label="Nomor rekening" inputMode="numeric" />
              <TextField meta={bank.holder as Meta} label="Atas nama" />
            </fieldset>
          );
        })}
        <TextField meta={field('deposit_percent')} label="Uang muka (DP, %)" type="number" min={0} max={100} required hint={<Hint>0: bayar saat datang; 100: lunas di muka.</Hint>} />
        <TextField meta={field('pay_within_hours')} label="Batas bayar (jam setelah konfirmasi)" type="number" min={1} max={MAX_PAY_WITHIN_HOURS} required />
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
          <input {...getInputProps(field('auto_cancel'), { type: 'checkbox' })} className="size-5 rounded border-slate-300" />
          Batalkan otomatis pesanan yang uang mukanya lewat batas bayar (kamar dilepas lagi)
        </label>
        <TextAreaField meta={field('policy')} label="Kebijakan pembatalan" rows={4} maxLength={MAX_POLICY} />
        <TextAreaField meta={field('policy_en')} label="Kebijakan pembatalan (Inggris)" rows={4} maxLength={MAX_POLICY} />
      </fieldset>
      <div className="mt-6 flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
        <SubmitButton pending={pending}>Simpan Pembayaran</SubmitButton>
      </div>
    </Form>
  );
}
