// Village events in the visitor's calendar (issue 26): an iCalendar file (RFC 5545) of one event
// or of every upcoming one (`/agenda.ics`, a feed a calendar app can subscribe to), and a Google
// Calendar link with the same data. Events have a WIB day and start time and no end: they last
// EVENT_DURATION_MS. Times are written in UTC, which every calendar reads without a VTIMEZONE.
import type { Locale, VillageEvent } from '@desa/contract';
import { localizedPath } from './locale';

export const EVENT_DURATION_MS = 2 * 60 * 60 * 1000;

/** When the event starts: its day and time are WIB (UTC+7, no daylight saving). */
export function eventStart(event: Pick<VillageEvent, 'date' | 'time'>): Date {
  return new Date(`${event.date}T${event.time}:00+07:00`);
}

/** 2026-12-12T01:00:00.000Z → 20261212T010000Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded at 75 octets, between characters, never inside one's UTF-8 bytes (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation line starts with a space, which counts towards its 75.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

type Placed = { event: VillageEvent; url: string };

/** The event's description and its page: what a calendar entry says (line breaks as `\n`, however the form sent them). */
function details(event: VillageEvent, url: string): string {
  return `${event.description.replace(/\r\n?/g, '\n')}\n\n${url}`;
}

function eventLines({ event, url }: Placed, host: string): string[] {
  const start = eventStart(event);
  return [
    'BEGIN:VEVENT',
    // Stable per event: a calendar that imports it again, or follows the feed, updates the same entry.
    `UID:agenda-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(new Date(event.updated_at))}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(new Date(start.getTime() + EVENT_DURATION_MS))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.place)}`,
    `DESCRIPTION:${escapeText(details(event, url))}`,
    `URL:${url}`,
    'END:VEVENT',
  ];
}

/** A whole calendar: CRLF line ends, every line folded. */
export function icsCalendar(name: string, events: Placed[], origin: string): string {
  const host = new URL(origin).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Desa Wisata//Agenda Desa//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Asia/Jakarta',
    ...events.flatMap((placed) => eventLines(placed, host)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
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
