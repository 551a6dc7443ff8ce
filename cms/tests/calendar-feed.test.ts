// The homestay feed's events (issue 55), without a server: whatever the requests, blocks and the
// platforms' imported stays (every room, or some), the nights the events cover within the feed's
// window are exactly the nights with no room left, each DTEND comes after its DTSTART, every UID is once, and a request that alone takes every room
// keeps its code in its UID (so a platform updates that event rather than adding another).
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { addDays, eachDay } from '@desa/contract';
import { feedEvents } from '../src/content/homestay-calendar';
import type { BlockRow, HoldingRequest, ImportedRow } from '../src/content/nights-taken';
import { daysWithin, importedRooms } from '../src/content/nights-taken';

const FROM = '2026-12-01';
const TO = '2026-12-31';
const stretch = fc.record({ start: fc.integer({ min: -5, max: 33 }), nights: fc.integer({ min: 1, max: 8 }) });

it('covers exactly the nights with no room left, once per stretch', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4 }),
      fc.array(fc.record({ stay: stretch, rooms: fc.integer({ min: 1, max: 4 }) }), { maxLength: 12 }),
      fc.array(stretch, { maxLength: 3 }),
      fc.array(fc.record({ stay: stretch, rooms: fc.option(fc.integer({ min: 1, max: 4 })), blocked: fc.boolean() }), { maxLength: 4 }),
      (rooms, asked, closed, platforms) => {
        const requests: HoldingRequest[] = asked.map(({ stay, rooms: taken }, index) => ({
          code: `K${String(index).padStart(5, '0')}`,
          first_day: addDays(FROM, stay.start),
          last_day: addDays(FROM, stay.start + stay.nights - 1),
          rooms: Math.min(taken, rooms),
          people: null,
          updated_at: Date.UTC(2026, 10, 1 + index),
        }));
        const blocks: BlockRow[] = closed.map((stay, index) => ({
          id: index + 1,
          item_id: 'x',
          first_day: addDays(FROM, stay.start),
          last_day: addDays(FROM, stay.start + stay.nights - 1),
          note: null,
          by: null,
          created_at: Date.UTC(2026, 10, 1),
          updated_at: null,
        }));
        const events: ImportedRow[] = platforms.map(({ stay, rooms: taken, blocked }, index) => ({
          calendar_id: 1,
          name: 'Airbnb',
          rooms: taken,
          uid: `airbnb-${index}`,
          first_day: addDays(FROM, stay.start),
          last_day: addDays(FROM, stay.start + stay.nights - 1),
          blocked,
          updated_at: Date.UTC(2026, 10, 20),
        }));
        const imported = new Map<string, number>();
        for (const event of events) for (const night of daysWithin(event, FROM, TO, 31)) imported.set(night, (imported.get(night) ?? 0) + importedRooms(event));
        const byRequests = new Map<string, number>();
        for (const request of requests) for (const night of daysWithin(request, FROM, TO, 31)) byRequests.set(night, (byRequests.get(night) ?? 0) + request.rooms!);
        const closedNights = new Set(blocks.flatMap((block) => daysWithin(block, FROM, TO, 31)));
        const full = eachDay(FROM, TO, 31).filter((night) => closedNights.has(night) || (byRequests.get(night) ?? 0) + (imported.get(night) ?? 0) >= rooms);

        const feed = feedEvents(rooms, { requests, blocks, byRequests, imported, events }, FROM, TO, 'desa.example');
        const covered = new Set(feed.flatMap((event) => eachDay(event.from, addDays(event.to, -1), 40)).filter((night) => night >= FROM && night <= TO));
        expect([...covered].sort()).toEqual(full);
        for (const event of feed) expect(event.to > event.from && !Number.isNaN(event.modified.getTime())).toBe(true);
        expect(new Set(feed.map((event) => event.uid)).size).toBe(feed.length);
        // A request that no other shares a night with: its own event when it takes every room and a night is not closed.
        for (const request of requests) {
          if (requests.some((other) => other !== request && other.first_day <= request.last_day && other.last_day >= request.first_day)) continue;
          const alone = request.rooms! >= rooms && daysWithin(request, FROM, TO, 31).some((night) => !closedNights.has(night));
          expect(feed.some((event) => event.uid === `${request.code}@desa.example`)).toBe(alone);
        }
      },
    ),
    { numRuns: 300 },
  );
});
