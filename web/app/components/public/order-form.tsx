// The booking and order forms of homestays, tour packages and products (issue 38). The form posts
// to its page, whose action checks it (contract `booking.ts`), stores it as a booking request
// and sends the visitor on to WhatsApp with the request's code, with or without JavaScript. With
// JavaScript the public script runs the same checks as the visitor types, shows the total, and
// says so instead of losing the form when there is no signal.
import type { ReactNode } from 'react';
import { checkGuest, type Goods, type Lodging } from '@desa/contract/booking';
import type { Locale } from '@desa/contract';
import { WhatsAppIcon } from '~/components/icons';
import { useTexts } from '~/lib/i18n';
import { hook } from '~/lib/public-hooks';
import type { FormAnswer, OrderReply } from '~/lib/public-face';
import type { BookingFields } from '~/lib/booking-requests.server';
import { jsonForScript } from './json-ld';

/** What the public script needs to check the form and write its summary. */
export type OrderConfig =
  | { kind: 'stay'; lodging: Lodging; locale: Locale }
  | { kind: 'order'; goods: Goods; locale: Locale }
  | { kind: 'visit'; price: number; locale: Locale };


export const ORDER_FORM_ID = 'pesan';

type Field = { defaultValue?: string; error?: string; describedBy?: string };

type OrderFormProps = {
  title: string;
  config: OrderConfig | null;
  reply?: OrderReply;
  /** The summary line before JavaScript computes it (or when the form is not filled yet). */
  summary: string;
  unavailable?: string;
  children: (field: (name: string) => Field) => ReactNode;
};

export function OrderForm({ title, config, reply, summary, unavailable, children }: OrderFormProps) {
  const { cards, booking: words } = useTexts();
  const field = (name: string): Field => ({
    defaultValue: reply?.values[name],
    error: reply?.errors?.[name],
    describedBy: reply?.errors?.[name] ? `${ORDER_FORM_ID}-${name}-error` : undefined,
  });
  return (
    <section id={ORDER_FORM_ID} aria-labelledby={`${ORDER_FORM_ID}-title`} className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <h2 id={`${ORDER_FORM_ID}-title`} className="text-lg font-bold text-stone-900 dark:text-white">
        {title}
      </h2>
      {config ? (
        <form method="post" action={`#${ORDER_FORM_ID}`} noValidate {...hook('orderForm')} data-offline={words.offline} data-retry={words.retry} className="mt-4 space-y-4">
          <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(config) }} />
          {children(field)}
          <OrderField name="name" label={words.name} type="text" autoComplete="name" field={field('name')} />
          <OrderField name="phone" label={words.phone} hint={words.phoneHint} type="tel" autoComplete="tel" field={field('phone')} />
          <NoteField label={words.note} field={field('note')} />
          {/* A field people never see: a robot that fills every field gives itself away. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${ORDER_FORM_ID}-website`}>{words.honeypot}</label>
            <input id={`${ORDER_FORM_ID}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <p {...hook('orderSummary')} aria-live="polite" className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900 dark:bg-stone-800 dark:text-brand-100">
            {summary}
          </p>
          <p {...hook('orderMessage')} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 empty:hidden dark:bg-red-950/60 dark:text-red-100">
            {reply?.message ?? ''}
          </p>
          <button
            type="submit"
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:opacity-70"
          >
            <WhatsAppIcon className="size-5" />
            {cards.book}
          </button>
          <p className="text-xs text-stone-600 dark:text-stone-400">{words.privacy}</p>
        </form>
      ) : (
        <p className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-full bg-stone-200 px-5 py-3 text-center font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-300">
          <WhatsAppIcon className="size-5" />
          {unavailable ?? cards.bookingUnavailable}
        </p>
      )}
    </section>
  );
}

/** A public form's text field. */
export const PUBLIC_INPUT =
  'block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-600 aria-invalid:ring-2 aria-invalid:ring-red-600/30 dark:border-stone-700 dark:aria-invalid:border-red-500 dark:bg-stone-950 dark:text-white';

type OrderFieldProps = {
  name: string;
  label: string;
  field: Field;
  type: 'date' | 'number' | 'text' | 'tel';
  min?: string | number;
  max?: string | number;
  hint?: string;
  autoComplete?: string;
  /** Blank is allowed (the server fills it in: the rooms for the guests). */
  optional?: boolean;
};

/** One field of the form, its label above and its problem below. */
export function OrderField({ name, label, field, type, min, max, hint, autoComplete, optional }: OrderFieldProps) {
  const id = `${ORDER_FORM_ID}-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', field.describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-300">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        min={min}
        max={max}
        inputMode={type === 'number' ? 'numeric' : undefined}
        autoComplete={autoComplete}
        defaultValue={field.defaultValue}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy}
        required={!optional}
        className={PUBLIC_INPUT}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} {...hook('orderError', name)} className="mt-1 text-sm text-red-700 empty:hidden dark:text-red-400">
        {field.error ?? ''}
      </p>
    </div>
  );
}

function NoteField({ label, field }: { label: string; field: Field }) {
  const id = `${ORDER_FORM_ID}-note`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-300">
        {label}
      </label>
      <textarea id={id} name="note" rows={2} maxLength={500} defaultValue={field.defaultValue} aria-invalid={field.error ? true : undefined} aria-describedby={field.describedBy} className={PUBLIC_INPUT} />
      <p id={`${id}-error`} {...hook('orderError', 'note')} className="mt-1 text-sm text-red-700 empty:hidden dark:text-red-400">
        {field.error ?? ''}
      </p>
    </div>
  );
}


/** The fields every form asks besides its own: who asks, and the field robots fill. */
const GUEST_FIELDS = ['name', 'phone', 'note', 'website'] as const;

type Checked = { errors?: Record<string, string>; summary: string; request?: BookingFields };

/**
 * A posted form checked as the public script checks it: the form's own fields by `check`, the
 * guest's by the contract; when both pass, the booking request to store.
 */
export function answerForm(form: FormData, names: readonly string[], locale: Locale, check: (values: Record<string, string>) => Checked): FormAnswer {
  const values = Object.fromEntries([...names, ...GUEST_FIELDS].map((name) => [name, String(form.get(name) ?? '')]));
  const guest = checkGuest(values, locale);
  const checked = check(values);
  const errors = { ...checked.errors, ...guest.errors };
  const valid = Object.keys(errors).length === 0;
  const { website, ...shown } = values;
  return {
    reply: { values: shown, errors: valid ? undefined : errors },
    summary: checked.summary,
    request: valid && checked.request ? { ...checked.request, name: values.name, phone: values.phone, note: values.note, website } : undefined,
  };
}
