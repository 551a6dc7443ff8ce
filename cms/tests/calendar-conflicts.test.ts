// Conflicts between the platforms' stays and the requests confirmed here (issue 55), without a
// server: whatever the requests, calendars, rooms and closures, a conflict lies on nights both
// hold and that need more rooms than there are; every reservation over such a night is one; a
// platform's closure over nights our own requests fill (the echo of our feed) never is; and the
// stretches the conflicts are read over cover exactly the requests' nights.
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

it('finds a conflict exactly where a platform stay and a request here need more rooms than there are', () => {
  fc.assert(
    fc.property(world, (drawn) => {
      const homestay = { id: 'h', title: 'Pondok', rooms: drawn.rooms };
      const found = taken(drawn);
      const conflicts = findConflicts(homestay, found, FROM, TO);
      const held = (night: string) => (found.byRequests.get(night) ?? 0) + (found.imported.get(night) ?? 0);
      const nightsOf = (row: { first_day: string; last_day: string }) => new Set(daysWithin(row, FROM, TO, LIMIT));
      for (const conflict of conflicts) {
        const request = found.requests.find((candidate) => candidate.code === conflict.code)!;
        expect(found.events.some((event) => event.calendar_id === conflict.calendar_id && nightsOf(event).has(conflict.from) && nightsOf(event).has(conflict.to))).toBe(true);
        expect(nightsOf(request).has(conflict.from) && nightsOf(request).has(conflict.to) && conflict.from <= conflict.to).toBe(true);
        expect(held(conflict.from) > drawn.rooms && held(conflict.to) > drawn.rooms).toBe(true);
      }
      for (const event of found.events) {
        for (const request of found.requests) {
          const shared = [...nightsOf(event)].filter((night) => nightsOf(request).has(night) && held(night) > drawn.rooms);
          const listed = conflicts.some((conflict) => conflict.code === request.code && conflict.calendar_id === event.calendar_id);
          // A reservation over such a night is always listed.
          if (!event.blocked && shared.length) expect(listed).toBe(true);
          // A closure over nights our requests fill alone is our feed's echo: not listed for it.
          const echo = event.blocked && [...nightsOf(event)].every((night) => (found.byRequests.get(night) ?? 0) >= drawn.rooms);
          const alone = found.events.every((other) => other === event || other.calendar_id !== event.calendar_id);
          if (echo && alone) expect(listed).toBe(false);
        }
      }
      if (eachDay(FROM, TO, LIMIT).every((night) => held(night) <= drawn.rooms)) expect(conflicts).toEqual([]);
    }),
    { numRuns: 400 },
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
