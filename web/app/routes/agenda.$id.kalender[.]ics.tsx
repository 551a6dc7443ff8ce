// `/agenda/{id}/kalender.ics` (and `/en/…`): one event as an iCalendar file to open in the
// visitor's calendar (issue 26). Public and cached like the event's page; purged with it.
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { VillageEvent } from '@desa/contract';
import { eventUrl, icsFileName } from '~/lib/calendar';
import { icsCalendar } from '~/lib/calendar.server';
import { cmsReadOrNotFound } from '~/lib/cms.server';
import { localizedApiPath, requestLocale } from '~/lib/locale';
import { PUBLIC_CACHE_CONTROL, loadSite, siteOrigin } from '~/lib/public.server';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [event, site] = await Promise.all([
    cmsReadOrNotFound<VillageEvent>(context, localizedApiPath(`/event/${encodeURIComponent(params.id ?? '')}`, locale)),
    loadSite(context, locale),
  ]);
  const origin = siteOrigin(request);
  return new Response(icsCalendar(`${event.title} · ${site.name}`, [{ event, url: eventUrl(origin, event, locale) }], origin), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${icsFileName(event.title)}"`,
      'Cache-Control': PUBLIC_CACHE_CONTROL,
    },
  });
}
