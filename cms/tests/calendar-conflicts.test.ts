// Conflicts between the platforms' stays and the requests confirmed here (issue 55), without a
// server: whatever the requests, calendars, rooms and closures, a conflict lies on nights both
// hold and that need more rooms than there are; every reservation over such a night is one, and
// every closure that cannot be our own feed's echo; the echo (a closure of exactly the nights our
// feed closed for a request) never is; and the stretches the conflicts are read over cover exactly
// the requests' nights.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { addDays, eachDay } from '@desa/contract';
import type { HoldingRequest, ImportedRow } from '../src/content/nights-taken';
import { daysWithin, importedRooms } from '../src/content/nights-taken';
import { findConflicts, heldStretches } from '../src/content/platform-calendars';

const FROM = '2026-12-01';
const TO = '2026-12-31';
const LIMIT = 31;
const stretch = fc.record({ start: fc.integer({ min: -3, max: 30 }), nights: fc.integer({ min: 1, max: 6 }) });
const span = ({ start, nights }: { start: number; nights: number }) => ({ first_day: addDays(FROM, start), last_day: addDays(FROM, start + nights - 1) });

const world = fc.record({
  rooms: fc.integer({ min: 1, max: 3 }),
  asked: fc.array(fc.record({ stay: stretch, rooms: fc.integer({ min: 1, max: 3 }) }), { maxLength: 6 }),
  platforms: fc.array(fc.record({ stay: stretch, calendar: fc.integer({ min: 1, max: 3 }), blocked: fc.boolean() }), { maxLength: 8 }),
  calendarRooms: fc.tuple(fc.option(fc.integer({ min: 1, max: 3 })), fc.option(fc.integer({ min: 1, max: 3 })), fc.option(fc.integer({ min: 1, max: 3 }))),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

function taken({ rooms, asked, platforms, calendarRooms }: World) {
  const requests: HoldingRequest[] = asked.map(({ stay, rooms: held }, index) => ({ code: `K${index}`, ...span(stay), rooms: Math.min(held, rooms), people: null, updated_at: null }));
  const events: ImportedRow[] = platforms.map(({ stay, calendar, blocked }, index) => ({ calendar_id: calendar, name: `P${calendar}`, rooms: calendarRooms[calendar - 1]!, uid: `e${index}`, ...span(stay), blocked, updated_at: null }));
  const byRequests = new Map<string, number>();
  for (const request of requests) for (const night of daysWithin(request, FROM, TO, LIMIT)) byRequests.set(night, (byRequests.get(night) ?? 0) + request.rooms!);
  const imported = new Map<string, number>();
  for (const event of events) for (const night of daysWithin(event, FROM, TO, LIMIT)) imported.set(night, (imported.get(night) ?? 0) + importedRooms(event));
  return { requests, events, byRequests, imported };
}

it('finds a conflict exactly where a platform stay and a request here need more rooms than there are, and never in our own echo', () => {
  fc.assert(
    fc.property(world, (drawn) => {
      const homestay = { id: 'h', title: 'Pondok', rooms: drawn.rooms };
      const found = taken(drawn);
      const conflicts = findConflicts(homestay, { ...found, blocks: [] }, { from: FROM, to: TO }, { from: FROM, to: TO });
      const nightsOf = (row: { first_day: string; last_day: string }) => new Set(daysWithin(row, FROM, TO, LIMIT));
      const ours = (night: string) => found.byRequests.get(night) ?? 0;
      const stays = (night: string, events = found.events.filter((event) => !event.blocked)) =>
        events.filter((event) => nightsOf(event).has(night)).reduce((sum, event) => sum + importedRooms(event), 0);
      const listed = (request: HoldingRequest, event: ImportedRow) => conflicts.some((conflict) => conflict.code === request.code && conflict.calendar_id === event.calendar_id);
      const alone = (event: ImportedRow) => found.events.every((other) => other === event || other.calendar_id !== event.calendar_id);
      // Sound: on nights both hold, which need more rooms than there are even counting every event.
      for (const conflict of conflicts) {
        const request = found.requests.find((candidate) => candidate.code === conflict.code)!;
        expect(nightsOf(request).has(conflict.from) && nightsOf(request).has(conflict.to) && conflict.from <= conflict.to).toBe(true);
        expect(found.events.some((event) => event.calendar_id === conflict.calendar_id && nightsOf(event).has(conflict.from) && nightsOf(event).has(conflict.to))).toBe(true);
        for (const night of [conflict.from, conflict.to]) expect(ours(night) + (found.imported.get(night) ?? 0)).toBeGreaterThan(drawn.rooms);
      }
      for (const event of found.events) {
        for (const request of found.requests) {
          const shared = [...nightsOf(event)].filter((night) => nightsOf(request).has(night));
          // Complete for reservations: one over a night that the requests and the reservations overfill is listed.
          if (!event.blocked && shared.some((night) => ours(night) + stays(night) > drawn.rooms)) expect(listed(request, event)).toBe(true);
          // A closure starting on a night our feed did not close (so it cannot be our echo) is a stay like any other.
          // (Judged from its first night: within the drawn month, where the counts are known.)
          const notOurs = event.first_day >= FROM && ours(event.first_day) + stays(event.first_day) < drawn.rooms;
          if (event.blocked && notOurs && shared.some((night) => ours(night) + importedRooms(event) > drawn.rooms)) expect(listed(request, event)).toBe(true);
          // The echo: a closure of exactly the nights a request alone fills (our feed's own event for it) is never listed.
          const echo = event.blocked && alone(event) && request.rooms! >= drawn.rooms && event.first_day === request.first_day && event.last_day === request.last_day;
          if (echo && found.requests.every((other) => other === request || !shared.some((night) => nightsOf(other).has(night)))) expect(listed(request, event)).toBe(false);
        }
      }
      if (eachDay(FROM, TO, LIMIT).every((night) => ours(night) + (found.imported.get(night) ?? 0) <= drawn.rooms)) expect(conflicts).toEqual([]);
    }),
    { numRuns: 1000 },
  );
});

it('reads conflicts over stretches that cover exactly the nights the requests hold, each once', () => {
  fc.assert(
    fc.property(fc.array(stretch, { maxLength: 8 }), (stays) => {
      const requests = stays.map(span);
      const stretches = heldStretches(requests, FROM, TO);
      for (const [index, current] of stretches.entries()) {
        expect(current.from <= current.to).toBe(true);
        if (index) expect(current.from > stretches[index - 1]!.to).toBe(true);
      }
      const covered = stretches.flatMap((current) => eachDay(current.from, current.to, LIMIT));
      const held = new Set(requests.flatMap((request) => daysWithin(request, FROM, TO, LIMIT)));
      expect(new Set(covered).size).toBe(covered.length);
      // Every held night is covered; a covered night is held, or lies between two held nights of merged requests.
      for (const night of held) expect(covered).toContain(night);
      for (const current of stretches) expect(held.has(current.from) && held.has(current.to)).toBe(true);
    }),
    { numRuns: 300 },
  );
});
