// Admin › Pemesanan's calendar forms (issue 55): "Tutup tanggal" and "Tambah kalender platform"
// through the contract's schemas (their field errors stay in the form), opening a block again, a
// new feed URL, syncing or removing a platform's calendar. The CMS checks again that the caller
// is an ADMIN or the homestay's partner.
import type { AppLoadContext } from '@remix-run/node';
import { API, CALENDAR_MESSAGES, CONTENT_TYPES, IMPORT_MESSAGES, blockSchema, externalCalendarSchema, syncStatusText, todayInJakarta, type ExternalCalendar } from '@desa/contract';
import { backWithToast, purgePublicPages, saveForm } from '~/lib/admin-actions.server';
import { CmsError, cms } from '~/lib/cms.server';
import { BLOCK_FORM_KEY, CALENDAR_INTENTS, PLATFORM_FORM_KEY, type CalendarIntent } from '~/lib/calendar-intents';

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
  if (intent === CALENDAR_INTENTS.addPlatform) {
    return saveForm({
      request,
      context,
      formData: form,
      schema: externalCalendarSchema,
      formKey: PLATFORM_FORM_KEY,
      send: (value) => cms(`${base}/calendars`, { method: 'POST', token, body: value as Record<string, unknown> }),
      success: (answer) => {
        const added = (answer as { data: ExternalCalendar }).data;
        return added.last_error ? `${IMPORT_MESSAGES.added}. ${syncStatusText(added)}` : IMPORT_MESSAGES.added;
      },
    });
  }
  const row = String(form.get(intent === CALENDAR_INTENTS.unblock ? 'block' : 'calendar') ?? '');
  if (intent !== CALENDAR_INTENTS.rotateFeed && !/^\d{1,12}$/.test(row)) throw new Response(API.badBody, { status: 400 });
  const calls: Record<Exclude<CalendarIntent, 'tutup-tanggal' | 'tambah-kalender-platform'>, () => Promise<{ message: string; data?: { last_error: string | null } }>> = {
    [CALENDAR_INTENTS.unblock]: () => cms(`${base}/blocks/${row}`, { method: 'DELETE', token }),
    [CALENDAR_INTENTS.rotateFeed]: () => cms(`${base}/feed-token`, { method: 'POST', token }),
    [CALENDAR_INTENTS.syncPlatform]: () => cms(`${base}/calendars/${row}/sync`, { method: 'POST', token }),
    [CALENDAR_INTENTS.removePlatform]: () => cms(`${base}/calendars/${row}`, { method: 'DELETE', token }),
  };
  try {
    const answer = await calls[intent]();
    if (intent !== CALENDAR_INTENTS.rotateFeed) purgePublicPages(context);
    const failed = Boolean(answer.data?.last_error);
    return backWithToast(request, { type: failed ? 'error' : 'success', message: failed ? `${answer.message} (${answer.data!.last_error})` : answer.message });
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    return backWithToast(request, { type: 'error', message: error.summary });
  }
}
