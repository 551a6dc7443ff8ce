// `/agenda.ics` (and `/en/agenda.ics`): every upcoming event of the village as a calendar feed a
// calendar app can subscribe to (issue 26), linked from /agenda as "Langganan kalender". Public
// and cached like the pages; an event's write purges it.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { eventTexts } from '~/content/event';
import { eventUrl, icsCalendar, upcomingEvents } from '~/lib/calendar.server';
import { requestLocale } from '~/lib/locale';
import { PUBLIC_CACHE_CONTROL, loadSite, siteOrigin } from '~/lib/public.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [events, site] = await Promise.all([upcomingEvents(context, locale), loadSite(context, locale)]);
  const origin = siteOrigin(request);
  const body = icsCalendar(`${eventTexts[locale].title} · ${site.name}`, events.map((event) => ({ event, url: eventUrl(origin, event, locale) })), origin);
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL } });
}
