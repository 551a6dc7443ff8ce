// The booking and order forms of homestays, tour packages and products, loaded by the public
// script only on pages that have one. The contract's checks run as the visitor types: the summary
// line follows, problems show under their fields. A valid form posts as it does without
// JavaScript (the page stores the request and sends the visitor on to WhatsApp), once a quick
// look at the network says it can: without a signal the form says so and keeps what was typed.
import { checkGuest, checkQuantity, checkStay, checkVisit, orderSummary, staySummary, visitSummary } from '@desa/contract/booking';
import type { OrderConfig } from '~/components/public/order-form';
import { PUBLIC_HOOKS as HOOK } from '~/lib/public-hooks';

type Outcome = { errors?: Record<string, string>; summary: string; valid: boolean };

function evaluate(config: OrderConfig, values: Record<string, string>): Outcome {
  // Today in Jakarta, by the visitor's clock (a cached page may be older than today).
  const guest = checkGuest(values, config.locale);
  const outcome = (checked: { errors?: Record<string, string> }, summary: string): Outcome => {
    const errors = { ...checked.errors, ...guest.errors };
    return { errors, summary, valid: Object.keys(errors).length === 0 };
  };
  if (config.kind === 'stay') {
    const checked = checkStay(config.lodging, values, config.locale);
    return outcome(checked, staySummary(config.lodging, checked, config.locale));
  }
  if (config.kind === 'visit') {
    const checked = checkVisit(values, config.locale);
    return outcome(checked, visitSummary(config.price, checked, config.locale));
  }
  const checked = checkQuantity(values, config.locale);
  return outcome(checked, orderSummary(config.goods, checked.value ?? 1, config.locale));
}

function valuesOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/** Problems show under the fields the visitor has already left or just submitted. */
function showErrors(form: HTMLFormElement, errors: Record<string, string> | undefined, fields: Set<string>) {
  for (const slot of form.querySelectorAll<HTMLElement>(`[${HOOK.orderError}]`)) {
    const name = slot.getAttribute(HOOK.orderError) ?? '';
    const message = fields.has(name) ? (errors?.[name] ?? '') : '';
    slot.textContent = message;
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
      // 'true', not a bare attribute: the outline's style (and assistive technology) reads the value.
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      const hint = input.getAttribute('aria-describedby')?.split(' ').filter((id) => id !== slot.id) ?? [];
      const describedBy = message ? [...hint, slot.id] : hint;
      if (describedBy.length) input.setAttribute('aria-describedby', describedBy.join(' '));
      else input.removeAttribute('aria-describedby');
    }
  }
}

/** Whether the site answers now: a tiny request that no cache answers. */
async function reachable(): Promise<boolean> {
  try {
    const response = await fetch('/robots.txt', { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(8000) });
    return response.ok;
  } catch {
    return false;
  }
}

function enhance(form: HTMLFormElement) {
  const source = form.querySelector('script[type="application/json"]');
  if (!source?.textContent) return;
  const config = JSON.parse(source.textContent) as OrderConfig;
  const summary = form.querySelector<HTMLElement>(`[${HOOK.orderSummary}]`);
  const message = form.querySelector<HTMLElement>(`[${HOOK.orderMessage}]`);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  // Problems the server found (a full night, places left) stay shown until their field changes:
  // the checks here cannot know them.
  const fromServer = new Map(
    [...form.querySelectorAll<HTMLElement>(`[${HOOK.orderError}]`)]
      .filter((slot) => slot.textContent)
      .map((slot) => {
        const name = slot.getAttribute(HOOK.orderError) ?? '';
        return [name, { message: slot.textContent ?? '', value: valuesOf(form)[name] ?? '' }] as const;
      }),
  );
  const touched = new Set(fromServer.keys());
  const refresh = () => {
    const values = valuesOf(form);
    const outcome = evaluate(config, values);
    for (const [name, found] of fromServer) {
      if (values[name] !== found.value) fromServer.delete(name);
      else if (!outcome.errors?.[name]) outcome.errors = { ...outcome.errors, [name]: found.message };
    }
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
  const offline = () => {
    if (!message) return;
    message.textContent = `${form.dataset.offline ?? ''} `;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'font-semibold underline';
    retry.textContent = form.dataset.retry ?? '';
    retry.addEventListener('click', () => form.requestSubmit());
    message.append(retry);
    retry.focus();
  };
  let sending = false;
  form.addEventListener('input', refresh);
  form.addEventListener('focusout', (event) => {
    const target = event.target;
    if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.value) touched.add(target.name);
    refresh();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    for (const element of form.elements) if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) touched.add(element.name);
    if (!refresh().valid) {
      form.querySelector<HTMLElement>('[aria-invalid]')?.focus();
      return;
    }
    sending = true;
    if (button) button.disabled = true;
    if (message) message.textContent = '';
    void reachable().then((online) => {
      sending = false;
      if (button) button.disabled = false;
      // The same post as without JavaScript; the page answers with WhatsApp or the problems.
      if (online) HTMLFormElement.prototype.submit.call(form);
      else offline();
    });
  });
  // The server wrote the summary for the form as it sent it. Only values the browser restored (back
  // and forward, autofill) or problems it reported need the check now: its first run formats rupiah
  // and dates, and a phone's first Intl call is a long task the page load should not carry.
  const restored = [...form.elements].some((element) => (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value !== element.defaultValue);
  if (restored || touched.size) refresh();
}

export function enhanceOrderForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>(`[${HOOK.orderForm}]`)) enhance(form);
}
