// A village event, or every upcoming one, as an iCalendar file (RFC 5545) a calendar app opens or
// follows (`/agenda.ics`). Written by ical.js, the CMS's writer of the homestays' feeds too:
// escaping, folding and CRLF are the library's. Times are in UTC, which every calendar reads
// without a VTIMEZONE. Server only: the library stays out of the pages' scripts.
import ICAL from 'ical.js';
import { ICAL_FOLD_LENGTH, type VillageEvent } from '@desa/contract';
import { EVENT_DURATION_MS, details, eventStart } from './calendar';

ICAL.foldLength = ICAL_FOLD_LENGTH;

type Placed = { event: VillageEvent; url: string };

const utc = (date: Date) => ICAL.Time.fromJSDate(date, true);

function eventComponent({ event, url }: Placed, host: string) {
  const start = eventStart(event);
  const vevent = new ICAL.Component('vevent');
  // Stable per event: a calendar that imports it again, or follows the feed, updates the same entry.
  vevent.updatePropertyWithValue('uid', `agenda-${event.id}@${host}`);
  vevent.updatePropertyWithValue('dtstamp', utc(new Date(event.updated_at)));
  vevent.updatePropertyWithValue('dtstart', utc(start));
  vevent.updatePropertyWithValue('dtend', utc(new Date(start.getTime() + EVENT_DURATION_MS)));
  vevent.updatePropertyWithValue('summary', event.title);
  vevent.updatePropertyWithValue('location', event.place);
  vevent.updatePropertyWithValue('description', details(event, url));
  vevent.updatePropertyWithValue('url', url);
  return vevent;
}

/** A whole calendar named `name`, its events' UIDs under the site's host. */
export function icsCalendar(name: string, events: Placed[], origin: string): string {
  const host = new URL(origin).host;
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('prodid', '-//Desa Wisata//Agenda Desa//ID');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', name);
  calendar.updatePropertyWithValue('x-wr-timezone', 'Asia/Jakarta');
  for (const placed of events) calendar.addSubcomponent(eventComponent(placed, host));
  return `${calendar.toString()}\r\n`;
}
