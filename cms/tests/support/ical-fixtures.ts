// Feeds shaped like the platforms' real iCalendar exports (CRLF, lines folded at 75 octets, each
// platform's own properties and summaries, guests' names and phone digits included), dated from
// `today` so a test written against them holds on any day. `from`/`to` are always the first and
// last NIGHT of a stay; the feed writes DTEND the morning after (exclusive), as the platforms do.
import { createHash } from 'node:crypto';
import { addDays, eachDay } from '@desa/contract';
import type { ImportedEvent } from '../../src/content/ical-parse';

export type Stay = { from: string; to: string; uid?: string };

/** '2026-12-12' → '20261212', iCalendar's DATE. */
export function ymd(day: string): string {
  return day.replace(/-/g, '');
}

/** Every night from `from` to `to`, both included. */
export function nights(from: string, to: string): string[] {
  return eachDay(from, to, 4000);
}

/** `days` after today (negative: before). */
const at = (today: string, days: number) => addDays(today, days);

/** A stable hex string of `length` characters from `seed`, for UIDs and reservation codes. */
export function hex(seed: string, length: number): string {
  return createHash('sha256').update(seed).digest('hex').slice(0, length);
}

/** RFC 5545 folding: at most 75 octets a line, a continuation starting with one space. */
export function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line has 75 octets; each continuation has 74 after its leading space.
    if (octets + size > (pieces.length ? 74 : 75)) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** A feed from its unfolded lines: folded, CRLF after each (the last included). */
export function calendarText(lines: string[]): string {
  return lines.map((line) => `${fold(line)}\r\n`).join('');
}

/** Europe/London as Vrbo and Google write it. */
export const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'X-LIC-LOCATION:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Airbnb's reservation description: the reservation's URL and the guest's phone digits (long: folded). */
export const AIRBNB_PHONE_DIGITS = '1234';

/**
 * Airbnb's export: each reservation "Reserved" with its URL and the guest's last phone digits,
 * and the nights past the host's booking window as one "Airbnb (Not available)" event. That block
 * is `notAvailable` (by default from a year after today for two years, as Airbnb writes it;
 * `null` leaves it out).
 */
export function airbnbFeed(today: string, { reservations, notAvailable }: { reservations: Stay[]; notAvailable?: Stay | null }): string {
  const block = notAvailable === undefined ? { from: at(today, 365), to: at(today, 1094) } : notAvailable;
  const uid = (seed: string) => `${hex(`${seed}-a`, 12)}-${hex(`${seed}-b`, 32)}@airbnb.com`;
  const lines = ['BEGIN:VCALENDAR', 'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'CALSCALE:GREGORIAN', 'VERSION:2.0'];
  for (const stay of reservations) {
    const code = `HM${hex(`code-${stay.from}-${stay.to}`, 8).toUpperCase()}`;
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${ymd(addDays(stay.to, 1))}`,
      `DTSTART;VALUE=DATE:${ymd(stay.from)}`,
      `UID:${stay.uid ?? uid(`reservation-${stay.from}-${stay.to}`)}`,
      `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\\nPhone Number (Last 4 Digits): ${AIRBNB_PHONE_DIGITS}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    );
  }
  if (block) {
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${ymd(addDays(block.to, 1))}`,
      `DTSTART;VALUE=DATE:${ymd(block.from)}`,
      `UID:${block.uid ?? uid(`blocked-${block.from}`)}`,
      'SUMMARY:Airbnb (Not available)',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return calendarText(lines);
}

/** Booking.com's export: every taken night "CLOSED - Not available", whoever took it. */
export function bookingComFeed(today: string, stays: Stay[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Booking.com//NONSGML Booking Calendar//EN', 'METHOD:PUBLISH', 'CALSCALE:GREGORIAN'];
  for (const stay of stays) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${stay.uid ?? `${hex(`booking-${stay.from}-${stay.to}`, 32)}@booking.com`}`,
      `DTSTAMP:${ymd(today)}T010203Z`,
      `DTSTART;VALUE=DATE:${ymd(stay.from)}`,
      `DTEND;VALUE=DATE:${ymd(addDays(stay.to, 1))}`,
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return calendarText(lines);
}

/**
 * A Vrbo stay: all day (the default); 'Europe/London', check-in 15:00 and check-out 10:00 London
 * time (the feed then carries London's VTIMEZONE); or 'UTC', 15:00 and 10:00 WIB written in Z.
 */
export type VrboStay = Stay & { guest?: string; clock?: 'date' | 'Europe/London' | 'UTC' };

/** Guests' names Vrbo puts in its summaries (tests look for them in what parseFeed returns). */
export const VRBO_GUESTS = ['Charlotte Whitfield', 'Budi Santoso', 'Maria Gonzalez'];

/** Vrbo's (HomeAway's) export: "Reserved - <guest's name>" for each stay. */
export function vrboFeed(today: string, stays: VrboStay[]): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//HomeAway.com, Inc.//EN', 'VERSION:2.0', 'CALSCALE:GREGORIAN'];
  if (stays.some((stay) => stay.clock === 'Europe/London')) lines.push(...LONDON_VTIMEZONE);
  stays.forEach((stay, index) => {
    const checkout = addDays(stay.to, 1);
    const dates =
      stay.clock === 'Europe/London'
        ? [`DTSTART;TZID=Europe/London:${ymd(stay.from)}T150000`, `DTEND;TZID=Europe/London:${ymd(checkout)}T100000`]
        : stay.clock === 'UTC'
          ? [`DTSTART:${ymd(stay.from)}T080000Z`, `DTEND:${ymd(checkout)}T030000Z`]
          : [`DTSTART;VALUE=DATE:${ymd(stay.from)}`, `DTEND;VALUE=DATE:${ymd(checkout)}`];
    lines.push(
      'BEGIN:VEVENT',
      `UID:${stay.uid ?? `${hex(`vrbo-${stay.from}-${stay.to}`, 8)}-${hex(`vrbo-${stay.from}`, 4)}-${hex(`vrbo-${stay.to}`, 4)}-vrbo`}`,
      `DTSTAMP:${ymd(today)}T040506Z`,
      ...dates,
      `SUMMARY:Reserved - ${stay.guest ?? VRBO_GUESTS[index % VRBO_GUESTS.length]}`,
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return calendarText(lines);
}

/**
 * A generic calendar (a channel manager, Google) with the cases a hotel feed rarely has: no
 * DTEND, a cancelled event, a zone without its VTIMEZONE, a weekly series with an EXDATE, an
 * occurrence moved by a RECURRENCE-ID, free time, a duplicate UID, a DURATION, no UID, a floating
 * time and a DTEND before its DTSTART. What parseFeed makes of it: mixedExpected.
 */
export function mixedFeed(today: string): string {
  const day = (days: number) => ymd(at(today, days));
  const event = (...lines: string[]) => ['BEGIN:VEVENT', `DTSTAMP:${ymd(today)}T000000Z`, ...lines, 'END:VEVENT'];
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example Channel Manager//Generic Calendar 2.1//EN',
    'METHOD:PUBLISH',
    ...event('UID:no-end@example.com', `DTSTART;VALUE=DATE:${day(2)}`, 'SUMMARY:Reserved - Dewi Lestari'),
    ...event('UID:cancelled@example.com', `DTSTART;VALUE=DATE:${day(3)}`, `DTEND;VALUE=DATE:${day(6)}`, 'STATUS:CANCELLED', 'SUMMARY:Reserved'),
    // 01:00 in Tokyo is 23:00 WIB the day before; 11:00 is 09:00 WIB.
    ...event('UID:tokyo@example.com', `DTSTART;TZID=Asia/Tokyo:${day(10)}T010000`, `DTEND;TZID=Asia/Tokyo:${day(12)}T110000`, 'SUMMARY:Not available'),
    ...event('UID:weekly@example.com', `DTSTART;VALUE=DATE:${day(20)}`, `DTEND;VALUE=DATE:${day(22)}`, 'RRULE:FREQ=WEEKLY;COUNT=3', `EXDATE;VALUE=DATE:${day(27)}`, 'SUMMARY:Blocked'),
    ...event('UID:moved@example.com', `DTSTART;VALUE=DATE:${day(40)}`, `DTEND;VALUE=DATE:${day(41)}`, 'RRULE:FREQ=WEEKLY;COUNT=2', 'SUMMARY:Reserved'),
    ...event('UID:moved@example.com', `RECURRENCE-ID;VALUE=DATE:${day(47)}`, `DTSTART;VALUE=DATE:${day(50)}`, `DTEND;VALUE=DATE:${day(52)}`, 'SEQUENCE:1', 'SUMMARY:Reserved'),
    ...event('UID:free@example.com', `DTSTART;VALUE=DATE:${day(55)}`, `DTEND;VALUE=DATE:${day(57)}`, 'TRANSP:TRANSPARENT', 'SUMMARY:Owner visiting'),
    ...event('UID:dup@example.com', `DTSTART;VALUE=DATE:${day(60)}`, `DTEND;VALUE=DATE:${day(62)}`, 'SEQUENCE:2', 'SUMMARY:Reserved'),
    ...event('UID:dup@example.com', `DTSTART;VALUE=DATE:${day(64)}`, `DTEND;VALUE=DATE:${day(66)}`, 'SEQUENCE:1', 'SUMMARY:Reserved'),
    ...event('UID:duration@example.com', `DTSTART;VALUE=DATE:${day(70)}`, 'DURATION:P3D', 'SUMMARY:Reserved'),
    ...event(`DTSTART;VALUE=DATE:${day(80)}`, `DTEND;VALUE=DATE:${day(81)}`, 'SUMMARY:Reserved'),
    ...event('UID:floating@example.com', `DTSTART:${day(90)}T230000`, `DTEND:${day(91)}T100000`, 'SUMMARY:Reserved'),
    ...event('UID:backwards@example.com', `DTSTART;VALUE=DATE:${day(95)}`, `DTEND;VALUE=DATE:${day(93)}`, 'SUMMARY:Reserved'),
    'END:VCALENDAR',
  ]);
}

/** What parseFeed reads from mixedFeed(today) in any window from today to 100 days or more later. */
export function mixedExpected(today: string): ImportedEvent[] {
  const entry = (uid: string, from: number, to: number, blocked = false): ImportedEvent => ({ uid, from: at(today, from), to: at(today, to), blocked });
  return [
    entry('no-end@example.com', 2, 2),
    entry('tokyo@example.com', 9, 11, true),
    entry(`weekly@example.com#${at(today, 20)}`, 20, 21, true),
    entry(`weekly@example.com#${at(today, 34)}`, 34, 35, true),
    entry(`moved@example.com#${at(today, 40)}`, 40, 40),
    // A moved occurrence keeps the key of the night it was moved from.
    entry(`moved@example.com#${at(today, 47)}`, 50, 51),
    entry('dup@example.com', 60, 61),
    entry('duration@example.com', 70, 72),
    entry(`sans-uid-${at(today, 80)}-${at(today, 80)}`, 80, 80),
    entry('floating@example.com', 90, 90),
    entry('backwards@example.com', 95, 95),
  ];
}
