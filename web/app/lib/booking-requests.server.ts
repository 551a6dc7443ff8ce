// A public form's booking request (issue 38): sent to the CMS, which checks it again, stores it
// with its code and signs the guest's status link; the visitor then lands on that page as its
// confirmation (`/pesanan/{code}?t=…&baru=1`, issue 52), whose button goes on to WhatsApp through
// the site's counted redirect (`/wa/pesanan/{code}?t=…`), whose message starts with the code.
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { NEW_REQUEST_PARAM, STATUS_TOKEN_PARAM, isBookingCode, requestTexts, type Locale } from '@desa/contract';
import { CmsError, cms } from './cms.server';
import { unknownPage } from './public.server';

/** The request's code and the guest's token of a page under `/pesanan/{code}` or `/ulasan/{code}` (`?t=`); anything else is the 404 page. */
export function guestLinkOf({ request, params, context }: Pick<LoaderFunctionArgs, 'request' | 'params' | 'context'>): { code: string; token: string } {
  const code = params.code ?? '';
  const token = new URL(request.url).searchParams.get(STATUS_TOKEN_PARAM);
  if (!isBookingCode(code) || !token) throw unknownPage(context);
  return { code, token };
}

export type BookingFields = Record<string, string | number>;
/** Stored (where the visitor goes next), or refused with the CMS's status (400 or 429) and its messages. */
export type SentRequest = { location: string } | { status: 400 | 429; errors: Record<string, string>; message?: string };

/** The CMS's field names that the form shows under another (the API takes nights; the form asks for a check-out day). */
const FORM_FIELD: Record<string, string> = { nights: 'check_out' };
/** Problems of the request as a whole, shown above the button. */
const WHOLE_FORM = new Set(['type', 'item_id', 'website', 'locale']);

export async function sendBookingRequest(context: AppLoadContext, fields: BookingFields, locale: Locale): Promise<SentRequest> {
  try {
    // The CMS's status_url is already in the guest's language (`/en/pesanan/…`).
    const created = await cms<{ data: { code: string }; status_url: string }>('/booking', { method: 'POST', body: { ...fields, locale }, clientIp: context.clientIp });
    return { location: `${created.status_url}&${NEW_REQUEST_PARAM}=1` };
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
