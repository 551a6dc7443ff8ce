// Reading the platforms' feeds (issue 55), without a server: each platform's shape gives exactly
// its nights in WIB, every rule of a generic feed holds, a feed that is not a calendar or would
// cost too much is refused with its reason, nothing a guest wrote comes out, and two independent
// readings (Intl for the zones, node-ical for the dates) agree with parseFeed.
import fc from 'fast-check';
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, SYNC_FAILURES, addDays, daysBetween, todayInJakarta } from '@desa/contract';
import { FeedParseError, parseFeed, type ImportedEvent } from '../src/content/ical-parse';
import {
  AIRBNB_PHONE_DIGITS,
  LONDON_VTIMEZONE,
  VRBO_GUESTS,
  airbnbFeed,
  bookingComFeed,
  calendarText,
  mixedExpected,
  mixedFeed,
  nights,
  vrboFeed,
  ymd,
} from './support/ical-fixtures';

const today = todayInJakarta();
const at = (days: number) => addDays(today, days);
const year = { from: today, to: at(365) };
const withoutUid = (events: ImportedEvent[]) => events.map(({ from, to, blocked }) => ({ from, to, blocked }));
const feed = (...lines: string[]) => calendarText(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR']);
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];
const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof FeedParseError) return { reason: error.reason, message: error.message };
    throw error;
  }
  return undefined;
};

describe('the platforms’ feeds', () => {
  it('Airbnb: reservations taken, the Not-available block blocked and clipped to the window', () => {
    const text = airbnbFeed(today, {
      reservations: [
        { from: at(-3), to: at(1) },
        { from: at(10), to: at(13), uid: 'abc123def456-0123456789abcdef0123456789abcdef@airbnb.com' },
      ],
      notAvailable: { from: at(300), to: at(700) },
    });
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('\r\n '); // the description is folded
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const events = parseFeed(text, year);
    expect(withoutUid(events)).toEqual([
      { from: today, to: at(1), blocked: false },
      { from: at(10), to: at(13), blocked: false },
      { from: at(300), to: at(365), blocked: true },
    ]);
    expect(events[1].uid).toBe('abc123def456-0123456789abcdef0123456789abcdef@airbnb.com');
    for (const event of events) expect(event.uid).toMatch(/^[0-9a-f]+-[0-9a-f]+@airbnb\.com$/);
  });

  it('Airbnb: by default the booking-window block starts a year after today', () => {
    expect(withoutUid(parseFeed(airbnbFeed(today, { reservations: [] }), year))).toEqual([{ from: at(365), to: at(365), blocked: true }]);
    expect(parseFeed(airbnbFeed(today, { reservations: [], notAvailable: null }), year)).toEqual([]);
  });

  it('Booking.com: every stay blocked', () => {
    const events = parseFeed(bookingComFeed(today, [{ from: at(5), to: at(5) }, { from: at(7), to: at(9), uid: 'b-1@booking.com' }]), year);
    expect(withoutUid(events)).toEqual([
      { from: at(5), to: at(5), blocked: true },
      { from: at(7), to: at(9), blocked: true },
    ]);
    expect(events[1].uid).toBe('b-1@booking.com');
  });

  it('Vrbo: 15:00 12 Dec → 10:00 14 Dec in London (its VTIMEZONE) is the nights of 12 and 13 Dec; Z and dates too', () => {
    const december = '2026-12-01';
    const text = vrboFeed(december, [
      { from: '2026-12-12', to: '2026-12-13', clock: 'Europe/London', uid: 'london' },
      { from: '2026-12-20', to: '2026-12-22', clock: 'UTC', uid: 'utc' },
      { from: '2027-07-01', to: '2027-07-04', clock: 'Europe/London', uid: 'summer' },
      { from: '2026-12-24', to: '2026-12-25', uid: 'dates' },
    ]);
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('DTSTART;TZID=Europe/London:20261212T150000');
    expect(parseFeed(text, { from: december, to: addDays(december, 365) })).toEqual([
      { uid: 'london', from: '2026-12-12', to: '2026-12-13', blocked: false },
      { uid: 'utc', from: '2026-12-20', to: '2026-12-22', blocked: false },
      { uid: 'dates', from: '2026-12-24', to: '2026-12-25', blocked: false },
      { uid: 'summer', from: '2027-07-01', to: '2027-07-04', blocked: false },
    ]);
    const relative = vrboFeed(today, [{ from: at(3), to: at(4), clock: 'Europe/London' }, { from: at(8), to: at(8), clock: 'UTC' }]);
    expect(withoutUid(parseFeed(relative, year))).toEqual([
      { from: at(3), to: at(4), blocked: false },
      { from: at(8), to: at(8), blocked: false },
    ]);
  });

  it('keeps nothing a guest or a platform wrote', () => {
    const results = [
      parseFeed(airbnbFeed(today, { reservations: [{ from: at(1), to: at(2) }] }), year),
      parseFeed(bookingComFeed(today, [{ from: at(1), to: at(2) }]), year),
      parseFeed(vrboFeed(today, [{ from: at(1), to: at(2) }, { from: at(4), to: at(5), clock: 'Europe/London' }, { from: at(7), to: at(8), clock: 'UTC' }]), year),
      parseFeed(mixedFeed(today), year),
    ];
    const json = JSON.stringify(results);
    for (const text of ['Reserved', 'Reservation', AIRBNB_PHONE_DIGITS, 'hosting', 'Not available', 'CLOSED', 'Dewi', ...VRBO_GUESTS]) expect(json).not.toContain(text);
    for (const event of results.flat()) expect(Object.keys(event).sort()).toEqual(['blocked', 'from', 'to', 'uid']);
  });
});

describe('a generic feed', () => {
  it('follows every rule: no DTEND, cancelled, a zone without VTIMEZONE, EXDATE, a moved occurrence, free time, duplicates, DURATION, no UID, floating, backwards', () => {
    expect(parseFeed(mixedFeed(today), year)).toEqual(mixedExpected(today));
  });

  it('clips to the window and leaves out what has no night in it', () => {
    const events = parseFeed(mixedFeed(today), { from: at(10), to: at(34) });
    expect(events).toEqual([
      { uid: 'tokyo@example.com', from: at(10), to: at(11), blocked: true },
      { uid: `weekly@example.com#${at(20)}`, from: at(20), to: at(21), blocked: true },
      { uid: `weekly@example.com#${at(34)}`, from: at(34), to: at(34), blocked: true },
    ]);
  });

  it('reads CRLF or LF, folded lines and a byte-order mark', () => {
    const text = mixedFeed(today);
    expect(text).toContain('\r\n');
    expect(parseFeed(text.replace(/\r\n/g, '\n'), year)).toEqual(mixedExpected(today));
    expect(parseFeed(`\uFEFF${text}`, year)).toEqual(mixedExpected(today));
    const folded = feed(...vevent('UID:long@example.com', `DTSTART;VALUE=DATE:${ymd(at(1))}`, `DESCRIPTION:${'x'.repeat(400)}`, 'SUMMARY:Blocked by the owner for renovation works on the roof'));
    expect(folded.split('\r\n').length).toBeGreaterThan(10);
    expect(parseFeed(folded, year)).toEqual([{ uid: 'long@example.com', from: at(1), to: at(1), blocked: true }]);
  });

  it('uses the feed’s own VTIMEZONE, and reads an unknown TZID as WIB', () => {
    // A zone named by the feed alone, nine hours ahead of UTC all year: 01:00 there is 23:00 WIB the day before.
    const own = ['BEGIN:VTIMEZONE', 'TZID:Custom Nine', 'BEGIN:STANDARD', 'TZOFFSETFROM:+0900', 'TZOFFSETTO:+0900', 'DTSTART:19700101T000000', 'END:STANDARD', 'END:VTIMEZONE'];
    const text = feed(
      ...own,
      ...vevent('UID:own', `DTSTART;TZID=Custom Nine:${ymd(at(5))}T010000`, `DTEND;TZID=Custom Nine:${ymd(at(6))}T010000`),
      ...vevent('UID:unknown', `DTSTART;TZID=Mars/Olympus_Mons:${ymd(at(8))}T010000`, `DTEND;TZID=Mars/Olympus_Mons:${ymd(at(9))}T100000`),
      ...vevent('UID:windows', `DTSTART;TZID="W. Europe Standard Time":${ymd(at(12))}T230000`, `DTEND;TZID="W. Europe Standard Time":${ymd(at(13))}T100000`),
    );
    expect(parseFeed(text, year)).toEqual([
      { uid: 'own', from: at(4), to: at(4), blocked: false },
      { uid: 'unknown', from: at(8), to: at(8), blocked: false },
      { uid: 'windows', from: at(12), to: at(12), blocked: false },
    ]);
  });

  it('of two events with one UID keeps the higher SEQUENCE, then the later LAST-MODIFIED or DTSTAMP, then the later in the file', () => {
    const stay = (uid: string, first: number, ...lines: string[]) => vevent(`UID:${uid}`, `DTSTART;VALUE=DATE:${ymd(at(first))}`, ...lines);
    const text = feed(
      ...stay('seq', 1, 'SEQUENCE:3'),
      ...stay('seq', 2, 'SEQUENCE:1', 'LAST-MODIFIED:20990101T000000Z'),
      ...stay('mod', 3, 'LAST-MODIFIED:20260101T000000Z'),
      ...stay('mod', 4, 'LAST-MODIFIED:20250101T000000Z'),
      ...stay('stamp', 5, 'DTSTAMP:20250101T000000Z'),
      ...stay('stamp', 6, 'DTSTAMP:20240101T000000Z'),
      ...stay('file', 7),
      ...stay('file', 8),
    );
    expect(parseFeed(text, year).map((event) => [event.uid, event.from])).toEqual([
      ['seq', at(1)],
      ['mod', at(3)],
      ['stamp', at(5)],
      ['file', at(8)],
    ]);
  });

  it('a cancelled occurrence of a series (RECURRENCE-ID, STATUS:CANCELLED) is left out, RDATE adds one', () => {
    const text = feed(
      ...vevent('UID:series', `DTSTART;VALUE=DATE:${ymd(at(1))}`, 'RRULE:FREQ=DAILY;COUNT=3', `RDATE;VALUE=DATE:${ymd(at(10))}`),
      ...vevent('UID:series', `RECURRENCE-ID;VALUE=DATE:${ymd(at(2))}`, `DTSTART;VALUE=DATE:${ymd(at(2))}`, 'STATUS:CANCELLED'),
    );
    expect(parseFeed(text, year).map((event) => event.uid)).toEqual([`series#${at(1)}`, `series#${at(3)}`, `series#${at(10)}`]);
  });

  it('a malformed event is left out, the rest kept', () => {
    const text = feed(...vevent('UID:bad', 'DTSTART:garbage'), ...vevent('UID:none'), ...vevent('UID:good', `DTSTART;VALUE=DATE:${ymd(at(1))}`));
    expect(parseFeed(text, year)).toEqual([{ uid: 'good', from: at(1), to: at(1), blocked: false }]);
  });

  it('a calendar without events is empty', () => {
    expect(parseFeed(feed(), year)).toEqual([]);
  });
});

describe('refusals', () => {
  it.each([
    ['HTML', '<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body>Please sign in</body></html>'],
    ['JSON', '{"error":"not found"}'],
    ['empty', ''],
    ['blank', '\r\n  \r\n'],
    ['garbage', 'hello world'],
    ['a VCARD', 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Budi Santoso\r\nTEL:+6281234561234\r\nEND:VCARD\r\n'],
    ['an unfinished calendar', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\n'],
  ])('%s is not a calendar', (_, text) => {
    expect(refusal(() => parseFeed(text, year))).toEqual({ reason: 'not-calendar', message: SYNC_FAILURES['not-calendar'] });
  });

  it(`more than ${IMPORT_LIMITS.maxEvents} events in the window: daily series without end`, () => {
    const series = (count: number) => Array.from({ length: count }, (_, index) => vevent(`UID:daily-${index}`, 'DTSTART;VALUE=DATE:20200101', 'RRULE:FREQ=DAILY')).flat();
    const perSeries = daysBetween(year.from, year.to);
    const fits = Math.floor(IMPORT_LIMITS.maxEvents / perSeries);
    expect(parseFeed(feed(...series(fits)), year)).toHaveLength(fits * perSeries);
    expect(refusal(() => parseFeed(feed(...series(fits + 1)), year))).toEqual({ reason: 'too-many-events', message: SYNC_FAILURES['too-many-events'] });
  });

  it(`more than ${IMPORT_LIMITS.maxEvents} events in the window: single events`, () => {
    const events = (count: number) => Array.from({ length: count }, (_, index) => vevent(`UID:e${index}`, `DTSTART;VALUE=DATE:${ymd(at(index % 300))}`)).flat();
    expect(parseFeed(feed(...events(IMPORT_LIMITS.maxEvents)), year)).toHaveLength(IMPORT_LIMITS.maxEvents);
    expect(refusal(() => parseFeed(feed(...events(IMPORT_LIMITS.maxEvents + 1)), year))?.reason).toBe('too-many-events');
  });
});

describe('long series finish fast', () => {
  it('a DAILY from 1990 without end: every night of the window, in milliseconds', () => {
    const started = performance.now();
    const events = parseFeed(feed(...vevent('UID:forever', 'DTSTART;VALUE=DATE:19900101', 'RRULE:FREQ=DAILY', 'SUMMARY:Blocked')), year);
    expect(performance.now() - started).toBeLessThan(250);
    expect(events.map((event) => event.from)).toEqual(nights(year.from, year.to));
    expect(events.every((event) => event.from === event.to && event.blocked && event.uid === `forever#${event.from}`)).toBe(true);
  });

  it('starting near the window keeps each series’ phase (INTERVAL, weekdays, zone)', () => {
    // 1990-01-01 was a Monday: every third day from it, and Mondays and Thursdays of every other week.
    const every3 = nights(year.from, year.to).filter((day) => (daysBetween('1990-01-01', day) - 1) % 3 === 0);
    const fortnightly = nights(year.from, year.to).filter((day) => {
      const since = daysBetween('1990-01-01', day) - 1;
      return Math.floor(since / 7) % 2 === 0 && [0, 3].includes(since % 7);
    });
    const text = feed(
      ...vevent('UID:three', 'DTSTART;VALUE=DATE:19900101', 'RRULE:FREQ=DAILY;INTERVAL=3'),
      ...vevent('UID:fortnight', 'DTSTART;TZID=Asia/Jakarta:19900101T140000', 'DTEND;TZID=Asia/Jakarta:19900102T100000', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH'),
      ...vevent('UID:monthly', 'DTSTART;VALUE=DATE:19000115', 'RRULE:FREQ=MONTHLY'),
      // Thursdays at 15:00 in London, 22:00 or 23:00 WIB the same day.
      ...LONDON_VTIMEZONE,
      ...vevent('UID:london', 'DTSTART;TZID=Europe/London:19900104T150000', 'DTEND;TZID=Europe/London:19900105T100000', 'RRULE:FREQ=WEEKLY'),
    );
    const started = performance.now();
    const events = parseFeed(text, year);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(events.filter((event) => event.uid.startsWith('three#')).map((event) => event.from)).toEqual(every3);
    expect(events.filter((event) => event.uid.startsWith('fortnight#')).map((event) => event.from)).toEqual(fortnightly);
    expect(events.filter((event) => event.uid.startsWith('london#')).map((event) => event.from)).toEqual(nights(year.from, year.to).filter((day) => (daysBetween('1990-01-04', day) - 1) % 7 === 0));
    expect(events.filter((event) => event.uid.startsWith('monthly#')).map((event) => event.from)).toEqual(nights(year.from, year.to).filter((day) => day.endsWith('-15')));
  });

  it('a series that would walk too long is refused, not left running', () => {
    const started = performance.now();
    expect(refusal(() => parseFeed(feed(...vevent('UID:hourly', 'DTSTART:19900101T000000Z', 'RRULE:FREQ=HOURLY;UNTIL=20000101T000000Z')), year))?.reason).toBe('too-many-events');
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('properties', () => {
  const window = { from: '2026-12-01', to: '2027-01-30' };

  it('all-day events: exactly the nights of the events not cancelled, within the window, per UID', () => {
    const stay = fc.record({ start: fc.integer({ min: -60, max: 60 + 60 }), nights: fc.integer({ min: 1, max: 20 }), cancelled: fc.boolean() });
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ uid: fc.stringMatching(/^[A-Za-z0-9._-]{1,24}(@[a-z]{1,10}\.com)?$/), stay }), { selector: (event) => event.uid, maxLength: 15 }), (events) => {
        // Written with ical.js's own writer.
        const calendar = new ICAL.Component(['vcalendar', [], []]);
        calendar.updatePropertyWithValue('version', '2.0');
        calendar.updatePropertyWithValue('prodid', '-//Property//EN');
        for (const { uid, stay: s } of events) {
          const component = new ICAL.Component('vevent');
          component.updatePropertyWithValue('uid', uid);
          component.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(addDays(window.from, s.start)));
          component.updatePropertyWithValue('dtend', ICAL.Time.fromDateString(addDays(window.from, s.start + s.nights)));
          component.updatePropertyWithValue('summary', 'Reserved');
          if (s.cancelled) component.updatePropertyWithValue('status', 'CANCELLED');
          calendar.addSubcomponent(component);
        }
        const expected = events
          .filter(({ stay: s }) => !s.cancelled)
          .map(({ uid, stay: s }) => ({ uid, nights: nights(addDays(window.from, s.start), addDays(window.from, s.start + s.nights - 1)).filter((night) => night >= window.from && night <= window.to) }))
          .filter((event) => event.nights.length)
          .map((event) => ({ uid: event.uid, from: event.nights[0], to: event.nights.at(-1)!, blocked: false }))
          .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
        const found = parseFeed(calendar.toString(), window);
        expect(found).toEqual(expected);
        for (const event of found) expect(window.from <= event.from && event.from <= event.to && event.to <= window.to).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('date-times in any zone: the first night is the WIB day of the start instant, read independently with Intl', () => {
    const zones = ['UTC', 'Asia/Jakarta', 'Asia/Tokyo', 'Europe/London', 'America/New_York', 'Australia/Adelaide'];
    const formats = new Map(
      [...zones, 'Asia/Jakarta'].map((zone) => [zone, new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })]),
    );
    const wall = (zone: string, instant: number) => {
      const parts = Object.fromEntries(formats.get(zone)!.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
      return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
    };
    const wibDay = (instant: number) => {
      const text = wall('Asia/Jakarta', instant);
      return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
    };
    // A wall-clock time a DST change shows twice names two instants: not this property's question.
    const ambiguous = (zone: string, instant: number) => [-3_600_000, 3_600_000].some((shift) => wall(zone, instant + shift) === wall(zone, instant));
    const from = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 3 * 365 * 86_400 }),
        fc.integer({ min: 60, max: 5 * 86_400 }),
        (zone, startSeconds, lengthSeconds) => {
          const start = from + startSeconds * 1000;
          const end = start + lengthSeconds * 1000;
          fc.pre(!ambiguous(zone, start) && !ambiguous(zone, end));
          const text = feed(...vevent('UID:stay', `DTSTART;TZID=${zone}:${wall(zone, start)}`, `DTEND;TZID=${zone}:${wall(zone, end)}`));
          const [event] = parseFeed(text, { from: '2025-12-01', to: '2029-12-31' });
          const last = addDays(wibDay(end), -1);
          expect(event).toEqual({ uid: 'stay', from: wibDay(start), to: last > wibDay(start) ? last : wibDay(start), blocked: false });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('node-ical reads the same nights from the all-day fixtures', () => {
    const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const stays = fc.uniqueArray(
      fc.record({ start: fc.integer({ min: -40, max: 400 }), nights: fc.integer({ min: 1, max: 30 }) }).map(({ start, nights: count }) => ({ from: at(start), to: at(start + count - 1) })),
      { selector: (stay) => stay.from, maxLength: 8 },
    );
    fc.assert(
      fc.property(stays, fc.constantFrom('airbnb', 'booking', 'vrbo'), (chosen, platform) => {
        const text = platform === 'airbnb' ? airbnbFeed(today, { reservations: chosen }) : platform === 'booking' ? bookingComFeed(today, chosen) : vrboFeed(today, chosen);
        const theirs = Object.values(nodeIcal.sync.parseICS(text))
          .filter((component): component is VEvent => component?.type === 'VEVENT')
          .map((event) => ({ from: day(event.start), to: addDays(day(event.end!), -1) }))
          .filter((stay) => stay.to >= year.from && stay.from <= year.to)
          .map((stay) => ({ from: stay.from < year.from ? year.from : stay.from, to: stay.to > year.to ? year.to : stay.to }))
        const order = (a: { from: string; to: string }, b: { from: string; to: string }) => `${a.from}${a.to}`.localeCompare(`${b.from}${b.to}`);
        expect(parseFeed(text, year).map(({ from, to }) => ({ from, to })).sort(order)).toEqual(theirs.sort(order));
      }),
      { numRuns: 60 },
    );
  });
});
