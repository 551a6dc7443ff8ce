// Village events in the visitor's calendar (issue 26): when an event starts and ends, its page,
// and a Google Calendar link with the same data as its iCalendar file (calendar.server.ts).
// Events have a WIB day and start time and no end: they last EVENT_DURATION_MS.
import type { Locale, VillageEvent } from '@desa/contract';
import { localizedPath } from './locale';

export const EVENT_DURATION_MS = 2 * 60 * 60 * 1000;

/** When the event starts: its day and time are WIB (UTC+7, no daylight saving). */
export function eventStart(event: Pick<VillageEvent, 'date' | 'time'>): Date {
  return new Date(`${event.date}T${event.time}:00+07:00`);
}

/** 2026-12-12T01:00:00.000Z → 20261212T010000Z (Google Calendar's dates). */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The event's description and its page: what a calendar entry says (line breaks as `\n`, however the form sent them). */
export function details(event: VillageEvent, url: string): string {
  return `${event.description.replace(/\r\n?/g, '\n')}\n\n${url}`;
}

/** The event's page, absolute, in the visitor's language. */
export function eventUrl(origin: string, event: Pick<VillageEvent, 'id'>, locale: Locale): string {
  return origin + localizedPath(`/agenda/${encodeURIComponent(event.id)}`, locale);
}

/** Google Calendar's "add event" page with the same title, times, place and description. */
export function googleCalendarLink(event: VillageEvent, url: string): string {
  const start = eventStart(event);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(start)}/${utcStamp(new Date(start.getTime() + EVENT_DURATION_MS))}`,
    details: details(event, url),
    location: event.place,
    ctz: 'Asia/Jakarta',
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** `Festival Panen, 2026!` → `festival-panen-2026.ics`. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // At most 60 characters, cut between words.
  const short = slug.length > 60 ? slug.slice(0, 61).replace(/-[^-]*$/, '') : slug;
  return `${short || 'acara'}.ics`;
}
