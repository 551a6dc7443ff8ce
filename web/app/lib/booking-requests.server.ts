// A public form's booking request (issue 38): sent to the CMS, which checks it again, stores it
// with its code and signs the guest's status link; the visitor then goes to WhatsApp through the
// site's counted redirect (`/wa/pesanan/{code}?t=…`), whose message starts with the code.
import type { AppLoadContext } from '@remix-run/node';
import { STATUS_TOKEN_PARAM, WHATSAPP_REDIRECT, requestTexts, type Locale } from '@desa/contract';
import { CmsError, cms } from './cms.server';
import { localizedPath } from './locale';

export type BookingFields = Record<string, string | number>;
/** Stored (where the visitor goes next), or refused with the CMS's status (400 or 429) and its messages. */
export type SentRequest = { location: string } | { status: 400 | 429; errors: Record<string, string>; message?: string };

/** The CMS's field names that the form shows under another (the API takes nights; the form asks for a check-out day). */
const FORM_FIELD: Record<string, string> = { nights: 'check_out' };
/** Problems of the request as a whole, shown above the button. */
const WHOLE_FORM = new Set(['type', 'item_id', 'website', 'locale']);

export async function sendBookingRequest(context: AppLoadContext, fields: BookingFields, locale: Locale): Promise<SentRequest> {
  try {
    const created = await cms<{ data: { code: string }; status_url: string }>('/booking', { method: 'POST', body: { ...fields, locale }, clientIp: context.clientIp });
    const token = new URL(created.status_url, 'http://desa.invalid').searchParams.get(STATUS_TOKEN_PARAM) ?? '';
    const chat = `/${WHATSAPP_REDIRECT.prefix}/${WHATSAPP_REDIRECT.request}/${created.data.code}?${STATUS_TOKEN_PARAM}=${encodeURIComponent(token)}`;
    return { location: localizedPath(chat, locale) };
  } catch (error) {
    if (!(error instanceof CmsError) || (error.status !== 400 && error.status !== 429)) throw error;
    const errors: Record<string, string> = {};
    let message = error.status === 429 ? error.message : undefined;
    for (const [field, [first]] of Object.entries(error.errors ?? {})) {
      if (WHOLE_FORM.has(field)) message ??= first;
      else errors[FORM_FIELD[field] ?? field] = first;
    }
    return { status: error.status, errors, message: message ?? (Object.keys(errors).length ? undefined : requestTexts(locale).refused) };
  }
}
