// The booking and order forms of homestays and products, loaded by the public script only on
// pages that have one. The contract's checks run as the visitor types: the summary line follows,
// problems show under their fields, and a valid form opens the WhatsApp chat at once. Anything
// it cannot settle posts as without JavaScript, and the page's action answers.
import { chatRequest, checkQuantity, checkStay, orderSummary, staySummary } from '@desa/contract/booking';
import type { OrderConfig } from '~/components/public/order-form';
import { PUBLIC_HOOKS as HOOK } from '~/lib/public-hooks';

type Outcome = { errors?: Record<string, string>; summary: string; href: string | null };

function evaluate(config: OrderConfig, values: Record<string, string>): Outcome {
  if (config.kind === 'stay') {
    // Today in Jakarta, by the visitor's clock (a cached page may be older than today).
    const checked = checkStay(config.lodging, values, config.locale);
    return {
      errors: checked.errors,
      summary: staySummary(config.lodging, checked.value, config.locale),
      href: checked.value ? chatRequest(config.chat, values) : null,
    };
  }
  const checked = checkQuantity(values, config.locale);
  return {
    errors: checked.errors,
    summary: orderSummary(config.goods, checked.value ?? 1, config.locale),
    href: checked.value ? chatRequest(config.chat, values) : null,
  };
}

function valuesOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/** Problems show under the fields the visitor has already left or just submitted. */
function showErrors(form: HTMLFormElement, errors: Record<string, string> | undefined, fields: Set<string>) {
  for (const slot of form.querySelectorAll<HTMLElement>(`[${HOOK.orderError}]`)) {
    const name = slot.getAttribute(HOOK.orderError) ?? '';
    const message = fields.has(name) ? errors?.[name] ?? '' : '';
    slot.textContent = message;
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement) {
      input.toggleAttribute('aria-invalid', Boolean(message));
      if (message) input.setAttribute('aria-describedby', slot.id);
      else input.removeAttribute('aria-describedby');
    }
  }
}

function enhance(form: HTMLFormElement) {
  const source = form.querySelector('script[type="application/json"]');
  if (!source?.textContent) return;
  const config = JSON.parse(source.textContent) as OrderConfig;
  const summary = form.querySelector<HTMLElement>(`[${HOOK.orderSummary}]`);
  // Problems the server found (a post without JavaScript) stay shown.
  const touched = new Set([...form.querySelectorAll(`[${HOOK.orderError}]`)].filter((slot) => slot.textContent).map((slot) => slot.getAttribute(HOOK.orderError) ?? ''));
  const refresh = () => {
    const outcome = evaluate(config, valuesOf(form));
    if (summary) summary.textContent = outcome.summary;
    // Check-out starts the day after check-in in the date picker.
    const checkIn = form.elements.namedItem('check_in');
    const checkOut = form.elements.namedItem('check_out');
    if (checkIn instanceof HTMLInputElement && checkOut instanceof HTMLInputElement && checkIn.value) {
      const next = new Date(`${checkIn.value}T12:00:00Z`);
      if (!Number.isNaN(next.getTime())) checkOut.min = new Date(next.getTime() + 86_400_000).toISOString().slice(0, 10);
    }
    showErrors(form, outcome.errors, touched);
    return outcome;
  };
  form.addEventListener('input', refresh);
  form.addEventListener('focusout', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.value) touched.add(event.target.name);
    refresh();
  });
  form.addEventListener('submit', (event) => {
    for (const element of form.elements) if (element instanceof HTMLInputElement) touched.add(element.name);
    const outcome = refresh();
    if (!outcome.href) {
      event.preventDefault();
      form.querySelector<HTMLInputElement>('[aria-invalid]')?.focus();
      return;
    }
    event.preventDefault();
    window.open(outcome.href, '_blank', 'noopener,noreferrer');
  });
  // The server wrote the summary for the form as it sent it. Only values the browser restored (back
  // and forward, autofill) or problems it reported need the check now: its first run formats rupiah
  // and dates, and a phone's first Intl call is a long task the page load should not carry.
  const restored = [...form.elements].some((element) => element instanceof HTMLInputElement && element.value !== element.defaultValue);
  if (restored || touched.size) refresh();
}

export function enhanceOrderForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>(`[${HOOK.orderForm}]`)) enhance(form);
}
