// Admin › Pemesanan's payment forms (issue 54): accept or reject a proof, record a payment or a
// refund. The amounts go as typed: the CMS reads digits with thousands dots and refuses the rest.
import type { AppLoadContext } from '@remix-run/node';
import { API } from '@desa/contract';
import { backWithToast } from '~/lib/admin-actions.server';
import { CmsError, cms } from '~/lib/cms.server';
import { PAYMENT_INTENTS, type PaymentIntent } from '~/lib/payment-intents';

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

function callOf(intent: PaymentIntent, code: string, form: FormData): { path: string; body: Record<string, string> } {
  const payment = field(form, 'payment');
  if (intent !== PAYMENT_INTENTS.record && !/^\d{1,12}$/.test(payment)) throw new Response(API.badBody, { status: 400 });
  if (intent === PAYMENT_INTENTS.accept) return { path: `/payments/${payment}/accept`, body: { amount: field(form, 'amount') } };
  if (intent === PAYMENT_INTENTS.reject) return { path: `/payments/${payment}/reject`, body: { reason: field(form, 'reason') } };
  return { path: `/booking/${code}/payments`, body: { kind: field(form, 'kind'), method: field(form, 'method'), amount: field(form, 'amount') } };
}

export async function paymentAction(request: Request, _context: AppLoadContext, token: string, intent: PaymentIntent, code: string, form: FormData) {
  const { path, body } = callOf(intent, code, form);
  try {
    const answer = await cms<{ message: string }>(path, { method: 'POST', token, body });
    return backWithToast(request, { type: 'success', message: `${code}: ${answer.message}` });
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    return backWithToast(request, { type: 'error', message: `${code}: ${error.summary}` });
  }
}
