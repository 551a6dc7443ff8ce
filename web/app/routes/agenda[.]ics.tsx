// `/agenda.ics` (and `/en/agenda.ics`): every upcoming event of the village as a calendar feed a
// calendar app can subscribe to (issue 26), linked from /agenda as "Langganan kalender". Public
// and cached like the pages; an event's write purges it.
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import type { List, Locale, VillageEvent } from '@desa/contract';
import { eventTexts } from '~/content/event';
import { eventUrl } from '~/lib/calendar';
import { icsCalendar } from '~/lib/calendar.server';
import { cmsRead } from '~/lib/cms.server';
import { localizedApiPath, requestLocale } from '~/lib/locale';
import { PUBLIC_CACHE_CONTROL, loadSite, siteOrigin } from '~/lib/public.server';

const FEED_PAGE_SIZE = 100;

/** Every upcoming event, in the page's language, soonest first. */
async function upcomingEvents(context: AppLoadContext, locale: Locale): Promise<VillageEvent[]> {
  const events: VillageEvent[] = [];
  for (let page = 1; ; page += 1) {
    const list = await cmsRead<List<VillageEvent>>(context, localizedApiPath(`/event/all?upcoming=1&page=${page}&limit=${FEED_PAGE_SIZE}`, locale));
    events.push(...list.data);
    if (page >= list.last_page) return events;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [events, site] = await Promise.all([upcomingEvents(context, locale), loadSite(context, locale)]);
  const origin = siteOrigin(request);
  const body = icsCalendar(
    `${eventTexts[locale].title} · ${site.name}`,
    events.map((event) => ({ event, url: eventUrl(origin, event, locale) })),
    origin
  );
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL } });
}
