// Admin › Pemesanan's calendar forms (issue 55): "Tutup tanggal" through the contract's schema
// (its field errors stay in the form), opening a block again, and a new feed URL. The CMS checks
// again that the caller is an ADMIN or the homestay's partner.
import type { AppLoadContext } from '@remix-run/node';
import { API, CALENDAR_MESSAGES, CONTENT_TYPES, blockSchema, todayInJakarta } from '@desa/contract';
import { backWithToast, purgePublicPages, saveForm } from '~/lib/admin-actions.server';
import { CmsError, cms } from '~/lib/cms.server';
import { BLOCK_FORM_KEY, CALENDAR_INTENTS, type CalendarIntent } from '~/lib/calendar-intents';

export async function calendarAction(request: Request, context: AppLoadContext, token: string, intent: CalendarIntent, form: FormData) {
  const homestay = String(form.get('homestay') ?? '');
  if (!/^[a-z0-9]{1,64}$/.test(homestay)) throw new Response(API.badBody, { status: 400 });
  const base = `/${CONTENT_TYPES.homestay.path}/${homestay}`;
  if (intent === CALENDAR_INTENTS.block) {
    return saveForm({
      request,
      context,
      formData: form,
      schema: blockSchema(todayInJakarta()),
      formKey: BLOCK_FORM_KEY,
      send: (value) => cms(`${base}/blocks`, { method: 'POST', token, body: value as Record<string, unknown> }),
      success: CALENDAR_MESSAGES.blocked,
    });
  }
  const block = String(form.get('block') ?? '');
  if (intent === CALENDAR_INTENTS.unblock && !/^\d{1,12}$/.test(block)) throw new Response(API.badBody, { status: 400 });
  try {
    const answer =
      intent === CALENDAR_INTENTS.unblock
        ? await cms<{ message: string }>(`${base}/blocks/${block}`, { method: 'DELETE', token })
        : await cms<{ message: string }>(`${base}/feed-token`, { method: 'POST', token });
    if (intent === CALENDAR_INTENTS.unblock) purgePublicPages(context);
    return backWithToast(request, { type: 'success', message: answer.message });
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    return backWithToast(request, { type: 'error', message: error.summary });
  }
}
