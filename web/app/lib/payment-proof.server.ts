// The guest's forms on their status page (issue 54), passed on to the CMS with the visitor's
// address (its limit per address) and their link: the proof of payment (a plain multipart form),
// and "Bayar otomatis" (a QRIS from the payment gateway, when the village has one).
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { STATUS_TOKEN_PARAM, type Locale } from '@desa/contract';
import { CmsError, cms } from '~/lib/cms.server';
import { readForm } from '~/lib/form.server';
import { GATEWAY_INTENT } from '~/lib/payment-intents';
import { localizedPath } from '~/lib/locale';
import { PRIVATE_CACHE_CONTROL, unknownPage } from '~/lib/public.server';

/** On the status page after a proof was sent: "Bukti bayar terkirim". */
export const PROOF_SENT_PARAM = 'bukti';


const PRIVATE = { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' };

type GuestLink = { code: string; token: string; locale: Locale };

/** The status page's post: a proof of payment, or "Bayar otomatis". */
export async function paymentAction(request: Request, context: AppLoadContext, link: GuestLink) {
  const form = await readForm(request);
  return form.get('intent') === GATEWAY_INTENT ? payThroughGateway(context, link) : sendProof(form, context, link);
}

/** The CMS's refusal as the page shows it; 404 (not their link) is the not-found page. */
function refused(error: unknown, context: AppLoadContext) {
  if (!(error instanceof CmsError)) throw error;
  if (error.status === 404) throw unknownPage(context);
  return data({ proofError: error.summary }, { status: error.status, headers: PRIVATE });
}

const statusPath = ({ code, token, locale }: GuestLink, extra = '') => `${localizedPath(`/pesanan/${code}?${STATUS_TOKEN_PARAM}=${encodeURIComponent(token)}${extra}`, locale)}#pembayaran`;

async function payThroughGateway(context: AppLoadContext, link: GuestLink) {
  try {
    await cms(`/booking/${link.code}/gateway?${STATUS_TOKEN_PARAM}=${encodeURIComponent(link.token)}`, { method: 'POST', clientIp: context.clientIp });
  } catch (error) {
    return refused(error, context);
  }
  // The page reads the gateway's QRIS with the request.
  return redirect(statusPath(link), { status: 303, headers: PRIVATE });
}

async function sendProof(form: FormData, context: AppLoadContext, link: GuestLink) {
  const { code, token } = link;
  const body = new FormData();
  const file = form.get('file');
  if (file instanceof File && file.size > 0) body.append('file', file, file.name || 'bukti.jpg');
  for (const field of ['amount', 'method']) {
    const value = form.get(field);
    if (typeof value === 'string' && value.trim()) body.append(field, value.trim());
  }
  try {
    await cms(`/booking/${code}/payment?${STATUS_TOKEN_PARAM}=${encodeURIComponent(token)}`, { method: 'POST', body, clientIp: context.clientIp });
  } catch (error) {
    return refused(error, context);
  }
  return redirect(statusPath(link, `&${PROOF_SENT_PARAM}=1`), { status: 303, headers: PRIVATE });
}
