// The nights a platform (Airbnb, Booking.com, Vrbo) already sold, read from its iCalendar export
// (issue 55, decision 0035) as WIB days. ical.js reads the text (folding, zones, recurrences); what
// leaves this module is a UID, two days and a flag, never a summary or a description: platforms
// write their guests' names and phone digits there.
import ICAL from 'ical.js';
import { IMPORT_LIMITS, SYNC_FAILURES, TIME_ZONE, addDays, daysBetween, isDay, todayInJakarta, type SyncFailure } from '@desa/contract';

export type ImportedEvent = { uid: string; from: string; to: string; blocked: boolean };

export class FeedParseError extends Error {
  constructor(readonly reason: Extract<SyncFailure, 'not-calendar' | 'too-many-events' | 'too-complex'>) {
    super(SYNC_FAILURES[reason]);
    this.name = 'FeedParseError';
  }
}

type Window = { from: string; to: string };
type Nights = { first: string; last: string };

/** The platform's own closure ("Airbnb (Not available)", "CLOSED - Not available", "Blocked"), not a guest's stay. */
const CLOSURE = /not[\s_-]*available|unavailable|blocked|closed/i;

/**
 * Occurrences walked per feed, before the window included: a daily or weekly series starts near
 * the window, but any other from long ago is walked from its first occurrence (ical.js cannot
 * jump), and a feed that needs more than this is refused rather than left to run.
 */
const MAX_STEPS = IMPORT_LIMITS.maxEvents * 4;

/** The nights a platform's feed takes within `window` (both days included), one entry per event or occurrence. */
export function parseFeed(text: string, window: Window): ImportedEvent[] {
  if (!isDay(window.from) || !isDay(window.to) || window.to < window.from) throw new RangeError(`Not a window of days: ${window.from}–${window.to}`);
  const { masters, overrides, loose } = latestEvents(readCalendars(text));
  const found = new Found(window);
  const days = new WibDays();

  for (const [uid, component] of masters) {
    const related = [...(overrides.get(uid)?.values() ?? [])];
    readSafely(() => keepSeries(new ICAL.Event(component, { exceptions: related }), uid, window, found, days));
  }
  for (const [uid, byRecurrence] of overrides) {
    for (const component of byRecurrence.values()) {
      readSafely(() => {
        const event = new ICAL.Event(component);
        const moved = days.of(event.recurrenceId, tzidOf(component, 'recurrence-id'));
        keepOccurrence(found, `${uid}#${moved}`, component, days.nights(event.startDate, event.endDate, component));
      });
    }
  }
  for (const component of loose) {
    readSafely(() => {
      const event = new ICAL.Event(component, { exceptions: [] });
      const nights = days.nights(event.startDate, event.endDate, component);
      const key = `sans-uid-${nights.first}-${nights.last}`;
      if (event.isRecurring()) keepSeries(event, key, window, found, days);
      else keepOccurrence(found, key, component, nights);
    });
  }
  return found.list();
}

/** The VCALENDARs in `text`; anything else (HTML, JSON, a VCARD, nothing) is not a calendar. */
function readCalendars(text: string): ICAL.Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new FeedParseError('not-calendar');
  }
  // One component's jCal, or a list of them when the text holds several.
  const roots = Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : Array.isArray(parsed) ? parsed : [];
  const calendars = roots.filter((jCal) => Array.isArray(jCal) && jCal[0] === 'vcalendar').map((jCal) => new ICAL.Component(jCal));
  if (!calendars.length) throw new FeedParseError('not-calendar');
  return calendars;
}

/**
 * The feed's VEVENTs, one per UID (a series' master) and one per UID and RECURRENCE-ID (a moved or
 * changed occurrence): of two with the same key the higher SEQUENCE wins, then the later
 * LAST-MODIFIED (else DTSTAMP), then the later in the file. Events without a UID are kept as they are.
 */
function latestEvents(calendars: ICAL.Component[]) {
  const masters = new Map<string, ICAL.Component>();
  const overrides = new Map<string, Map<string, ICAL.Component>>();
  const loose: ICAL.Component[] = [];
  const newer = (candidate: ICAL.Component, kept: ICAL.Component | undefined) => {
    if (!kept) return true;
    const [a, b] = [revision(candidate), revision(kept)];
    return a.sequence !== b.sequence ? a.sequence > b.sequence : a.modified >= b.modified;
  };
  for (const component of calendars.flatMap((calendar) => calendar.getAllSubcomponents('vevent'))) {
    const uid = readSafely(() => String(component.getFirstPropertyValue('uid') ?? '').trim()) ?? '';
    const recurrence = component.getFirstProperty('recurrence-id');
    if (!uid) loose.push(component);
    else if (!recurrence) {
      if (newer(component, masters.get(uid))) masters.set(uid, component);
    } else {
      const id = readSafely(() => String(recurrence.getFirstValue()));
      if (id === undefined) continue;
      const byRecurrence = overrides.get(uid) ?? new Map<string, ICAL.Component>();
      overrides.set(uid, byRecurrence);
      if (newer(component, byRecurrence.get(id))) byRecurrence.set(id, component);
    }
  }
  return { masters, overrides, loose };
}

function revision(component: ICAL.Component): { sequence: number; modified: number } {
  const sequence = Number(readSafely(() => component.getFirstPropertyValue('sequence')) ?? 0);
  const time = (name: string) => readSafely(() => (component.getFirstPropertyValue(name) as ICAL.Time | null)?.toUnixTime());
  return { sequence: Number.isFinite(sequence) ? sequence : 0, modified: time('last-modified') ?? time('dtstamp') ?? -Infinity };
}

/** Where ical.js starts expanding `event`: its DTSTART, or for a long daily or weekly series a whole number of periods later. */
function expansionStart(event: ICAL.Event, window: Window): ICAL.Time {
  const start = event.startDate;
  const rules = event.component.getAllProperties('rrule');
  if (rules.length !== 1) return start;
  const rule = rules[0].getFirstValue() as ICAL.Recur;
  const period = rule.freq === 'DAILY' ? 1 : rule.freq === 'WEEKLY' ? 7 : 0;
  // COUNT counts from DTSTART, and BYSETPOS picks within a period: both need the real start.
  if (!period || rule.count || rule.parts.BYSETPOS) return start;
  const step = period * (rule.interval || 1);
  // Far enough before the window that the new start, an occurrence or not (ical.js always gives
  // its start first), ends before the window.
  const length = Math.ceil(Math.max(0, event.duration.toSeconds()) / 86_400);
  const target = addDays(window.from, -(length + 2));
  const behind = daysBetween(dayOfDate(start), target) - 1;
  if (behind < step) return start;
  const shifted = start.clone();
  shifted.adjust(Math.floor(behind / step) * step, 0, 0, 0);
  return shifted;
}

/** Each occurrence of `event` (with its moved or changed occurrences) that takes a night in the window. */
function keepSeries(event: ICAL.Event, key: string, window: Window, found: Found, days: WibDays) {
  if (!event.isRecurring()) {
    keepOccurrence(found, key, event.component, days.nights(event.startDate, event.endDate, event.component));
    return;
  }
  const startZone = tzidOf(event.component, 'dtstart');
  // Two days past the window: no zone is that far from WIB.
  const stopAt = ICAL.Time.fromDateString(addDays(window.to, 2));
  const expansion = event.iterator(expansionStart(event, window));
  for (;;) {
    const slot = readSafely(() => expansion.next());
    if (!slot || slot.compare(stopAt) > 0) return;
    found.step();
    const details = event.getOccurrenceDetails(slot);
    // An occurrence moved or changed on its own is read from its own VEVENT (parseFeed's second loop).
    if (details.item !== event && details.item.recurrenceId.compare(slot) === 0) continue;
    const component = details.item.component;
    keepOccurrence(found, `${key}#${days.of(slot, startZone)}`, component, days.nights(details.startDate, details.endDate, component));
  }
}

function keepOccurrence(found: Found, key: string, component: ICAL.Component, nights: Nights) {
  const status = String(component.getFirstPropertyValue('status') ?? '').trim().toUpperCase();
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').trim().toUpperCase();
  if (status === 'CANCELLED' || transparency === 'TRANSPARENT') return;
  found.keep(key, nights, CLOSURE.test(String(component.getFirstPropertyValue('summary') ?? '')));
}

/** The entries found so far, clipped to the window, and what they cost. */
class Found {
  private readonly entries = new Map<string, ImportedEvent>();
  private steps = 0;

  constructor(private readonly window: Window) {}

  step() {
    if (++this.steps > MAX_STEPS) throw new FeedParseError('too-many-events');
  }

  keep(key: string, { first, last }: Nights, blocked: boolean) {
    if (last < this.window.from || first > this.window.to) return;
    const from = first < this.window.from ? this.window.from : first;
    const to = last > this.window.to ? this.window.to : last;
    // The same key twice (occurrences starting the same night, or events without a UID on the same dates): their nights together.
    const kept = this.entries.get(key);
    if (kept) {
      if (from < kept.from) kept.from = from;
      if (to > kept.to) kept.to = to;
      kept.blocked = kept.blocked && blocked;
      return;
    }
    if (this.entries.size >= IMPORT_LIMITS.maxEvents) throw new FeedParseError('too-many-events');
    this.entries.set(key, { uid: key, from, to, blocked });
  }

  list(): ImportedEvent[] {
    const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return [...this.entries.values()].sort((a, b) => order(a.from, b.from) || order(a.uid, b.uid));
  }
}

/** WIB days of ical.js times, whatever zone the feed wrote them in. */
class WibDays {
  /** Formatters by TZID, null for a name Intl does not know (read as WIB then). */
  private readonly zones = new Map<string, Intl.DateTimeFormat | null>();

  /** The nights from `start` to `end`: the first is start's day, the last the day before end's, at least the first. */
  nights(start: ICAL.Time | null, end: ICAL.Time | null, component: ICAL.Component): Nights {
    if (!start) throw new Error('VEVENT without DTSTART');
    const first = this.of(start, tzidOf(component, 'dtstart'));
    const endDay = end ? this.of(end, tzidOf(component, 'dtend') ?? tzidOf(component, 'dtstart')) : first;
    const last = addDays(endDay, -1);
    return { first, last: last > first ? last : first };
  }

  /**
   * `time`'s WIB day. A date is its own day; ical.js converts UTC and the zones the feed defines
   * (its VTIMEZONEs); a time it leaves floating is read in its TZID when Intl knows it, else in WIB.
   */
  of(time: ICAL.Time, tzid: string | undefined): string {
    if (time.isDate) return dayOfDate(time);
    const floating = !time.zone || time.zone.tzid === 'floating';
    const instant = floating ? this.fromWallClock(time, tzid) : time.toUnixTime() * 1000;
    if (!Number.isFinite(instant)) throw new RangeError(`No instant for ${time.toString()}`);
    return todayInJakarta(new Date(instant));
  }

  private fromWallClock(time: ICAL.Time, tzid: string | undefined): number {
    const wall = new Date(0);
    wall.setUTCFullYear(time.year, time.month - 1, time.day);
    wall.setUTCHours(time.hour, time.minute, time.second, 0);
    const zone = (tzid && this.zone(tzid)) || this.zone(TIME_ZONE)!;
    // The zone's offset at a first guess, then at the instant it gives (right across a DST change).
    const guess = wall.getTime() - offsetAt(zone, wall.getTime());
    return wall.getTime() - offsetAt(zone, guess);
  }

  private zone(tzid: string): Intl.DateTimeFormat | null {
    if (!this.zones.has(tzid)) {
      let format: Intl.DateTimeFormat | null = null;
      try {
        format = new Intl.DateTimeFormat('en-US', { timeZone: tzid, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
      } catch {
        // Not a zone Intl knows (a Windows name, a typo): WIB.
      }
      this.zones.set(tzid, format);
    }
    return this.zones.get(tzid)!;
  }
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(zone: Intl.DateTimeFormat, instant: number): number {
  const parts = Object.fromEntries(zone.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  wall.setUTCHours(parts.hour, parts.minute, parts.second, 0);
  return wall.getTime() - Math.floor(instant / 1000) * 1000;
}

function dayOfDate(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

function tzidOf(component: ICAL.Component, name: string): string | undefined {
  const tzid = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof tzid === 'string' && tzid ? tzid : undefined;
}

/**
 * `read()`, or undefined when ical.js cannot read a value (a malformed date, rule or number): that
 * value, or that event, is left out rather than the whole feed. A refusal still ends the parse.
 */
function readSafely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    return undefined;
  }
}
