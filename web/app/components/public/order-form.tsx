// The WhatsApp booking form of a homestay and the order form of a product. Without JavaScript
// it posts to the page, whose action checks it (contract `booking.ts`) and answers with the chat
// link; with JavaScript the public script runs the same checks as the visitor types, shows the
// nights and total, and opens the chat at once.
import type { ReactNode } from 'react';
import type { Goods, Lodging } from '@desa/contract/booking';
import type { Locale } from '@desa/contract';
import { WhatsAppIcon } from '~/components/icons';
import { useTexts } from '~/lib/i18n';
import { hook } from '~/lib/public-hooks';
import { jsonForScript } from './json-ld';

/** What the public script needs to check the form and build the link; `chat`: the site's redirect to the chat (`lib/whatsapp.ts`). */
export type OrderConfig =
  | { kind: 'stay'; lodging: Lodging; chat: string; locale: Locale }
  | { kind: 'order'; goods: Goods; chat: string; locale: Locale };

/** The action's answer: the fields as sent with their problems, or the chat link. */
export type OrderReply = { values: Record<string, string>; errors?: Record<string, string>; href?: string };

export const ORDER_FORM_ID = 'pesan';

type OrderFormProps = {
  title: string;
  config: OrderConfig | null;
  reply?: OrderReply;
  /** The summary line before JavaScript computes it (or when the form is not filled yet). */
  summary: string;
  texts: { ready: string; open: string; unavailable?: string };
  children: (field: (name: string) => { defaultValue?: string; error?: string; describedBy?: string }) => ReactNode;
};

export function OrderForm({ title, config, reply, summary, texts, children }: OrderFormProps) {
  const { cards } = useTexts();
  const field = (name: string) => ({
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
        <form method="post" action={`#${ORDER_FORM_ID}`} noValidate {...hook('orderForm')} className="mt-4 space-y-4">
          <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(config) }} />
          {children(field)}
          <p {...hook('orderSummary')} aria-live="polite" className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900 dark:bg-stone-800 dark:text-brand-100">
            {summary}
          </p>
          {reply?.href ? (
            <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
              {texts.ready}{' '}
              <a href={reply.href} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                {texts.open}
              </a>
            </p>
          ) : null}
          <button
            type="submit"
            className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800"
          >
            <WhatsAppIcon className="size-5" />
            {cards.book}
          </button>
        </form>
      ) : (
        <p className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-full bg-stone-200 px-5 py-3 text-center font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-300">
          <WhatsAppIcon className="size-5" />
          {texts.unavailable ?? cards.bookingUnavailable}
        </p>
      )}
    </section>
  );
}

type OrderFieldProps = {
  name: string;
  label: string;
  field: ReturnType<Parameters<OrderFormProps['children']>[0]>;
  type: 'date' | 'number';
  min?: string | number;
  max?: string | number;
};

/** One field of the form, its label above and its problem below. */
export function OrderField({ name, label, field, type, min, max }: OrderFieldProps) {
  const id = `${ORDER_FORM_ID}-${name}`;
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
        defaultValue={field.defaultValue}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
        required
        className="block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-600 dark:border-stone-700 dark:bg-stone-950 dark:text-white"
      />
      <p id={`${id}-error`} {...hook('orderError', name)} className="mt-1 text-sm text-red-700 empty:hidden dark:text-red-400">
        {field.error ?? ''}
      </p>
    </div>
  );
}
