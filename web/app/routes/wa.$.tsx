// `/wa/…` (and `/en/wa/…`): the chat links of the public site. Each answers 302 to the wa.me
// link the page used to hold, with the same prefilled text, built here from the record and the
// village's (or the host's, the producer's) number: nothing in the URL can choose where it goes.
// The web server counts the redirect as a WhatsApp click (server/visit-counter.mjs); it is
// never cached. A booking or an order whose values were changed by hand goes back to its form.
// The forms themselves now store a booking request first and come here as `/wa/pesanan/{code}`;
// the older links (`/wa/penginapan/3?check_in=…`, `/wa/paket/5`) still lead to a chat.
import type { LoaderFunctionArgs } from '@remix-run/node';
import {
  CONTENT_TYPES,
  PUBLIC_TYPES,
  STATUS_TOKEN_PARAM,
  WHATSAPP_REDIRECT,
  isBookingCode,
  packageBookingMessage,
  whatsappLink,
  type GuestRequestView,
  type Homestay,
  type Locale,
  type Product,
  type TourPackage,
  type WhatsAppTarget,
} from '@desa/contract';
import { bookingMessage, checkQuantity, checkStay, orderMessage, whatsappRedirectPath, whatsappTargetOf } from '@desa/contract/booking';
import type { AppLoadContext } from '@remix-run/node';
import { cms, cmsReadOrNotFound, nullWhenMissing } from '~/lib/cms.server';
import { localizedApiPath, localizedPath, requestLocale } from '~/lib/locale';
import { PRIVATE_CACHE_CONTROL, loadContact } from '~/lib/public.server';
import { ORDER_FORM_ID } from '~/components/public/order-form';

const PRIVATE = { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' };

function answer(status: number, location?: string): Response {
  if (location) return new Response(null, { status, headers: { ...PRIVATE, Location: location } });
  return new Response('Tidak ditemukan', { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });
}

function read<T>(context: AppLoadContext, kind: WhatsAppTarget, id: string, locale: Locale): Promise<T> {
  return cmsReadOrNotFound<T>(context, localizedApiPath(`/${CONTENT_TYPES[kind].path}/${encodeURIComponent(id)}`, locale));
}

/** The chat's wa.me link, a path back to the form, or null (nobody to write to). */
async function destination(target: WhatsAppTarget, id: string, query: URLSearchParams, context: AppLoadContext, locale: Locale): Promise<{ chat: string } | { back: string } | null> {
  const contact = await loadContact(context);
  const values = Object.fromEntries(query);
  if (target === 'package') {
    const pkg = await read<TourPackage>(context, target, id, locale);
    return contact?.phone ? { chat: whatsappLink(contact.phone, packageBookingMessage(pkg, locale)) } : null;
  }
  const back = { back: localizedPath(`/${PUBLIC_TYPES.find((type) => type.kind === target)?.slug}/${encodeURIComponent(id)}#${ORDER_FORM_ID}`, locale) };
  if (target === 'homestay') {
    const homestay = await read<Homestay>(context, target, id, locale);
    const phone = homestay.whatsapp ?? contact?.phone;
    const stay = checkStay(homestay, values, locale);
    if (!phone) return null;
    return stay.value ? { chat: whatsappLink(phone, bookingMessage(homestay, stay.value, locale)) } : back;
  }
  const product = await read<Product>(context, target, id, locale);
  const phone = product.whatsapp ?? contact?.phone;
  const quantity = checkQuantity(values, locale);
  if (!phone) return null;
  return quantity.value && product.availability !== 'Habis' ? { chat: whatsappLink(phone, orderMessage(product, quantity.value, locale)) } : back;
}

/**
 * `/wa/pesanan/{code}?t=…`: a stored request's chat, its message starting with the code (the CMS
 * writes it for the guest's signed link). Counted as a click of its item's own redirect, so the
 * statistics keep one row per homestay, package or product.
 */
async function requestChat(code: string, token: string | null, context: AppLoadContext): Promise<Response> {
  if (!isBookingCode(code) || !token) return answer(404);
  const view = await nullWhenMissing(cms<{ data: GuestRequestView }>(`/booking/${code}?${STATUS_TOKEN_PARAM}=${encodeURIComponent(token)}`));
  if (!view?.data.whatsapp) return answer(404);
  context.countAs?.(whatsappRedirectPath(view.data.type, view.data.item_id));
  return answer(302, view.data.whatsapp);
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [slug = '', id, ...rest] = (params['*'] ?? '').split('/');
  if (rest.length) return answer(404);
  if (slug === WHATSAPP_REDIRECT.request && id) return requestChat(id, new URL(request.url).searchParams.get(STATUS_TOKEN_PARAM), context);
  if (slug === WHATSAPP_REDIRECT.village && id === undefined) {
    const contact = await loadContact(context);
    return contact?.phone ? answer(302, whatsappLink(contact.phone)) : answer(404);
  }
  const target = whatsappTargetOf(slug);
  if (!target || !id) return answer(404);
  const to = await destination(target, id, new URL(request.url).searchParams, context, locale).catch((error: unknown) => {
    // An unknown record: the same plain refusal as an unknown path.
    if (error instanceof Response && error.status === 404) return null;
    throw error;
  });
  if (!to) return answer(404);
  return 'chat' in to ? answer(302, to.chat) : answer(303, to.back);
}
