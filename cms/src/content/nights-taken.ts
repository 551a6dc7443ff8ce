// The one count of what is taken on each day of an item: the rooms (or places) confirmed and
// completed requests hold, the nights its host closed by hand (every room), and the nights the
// platforms' calendars take (their calendar's rooms, or every room). The free-dates read, the
// public form, a confirmation, a block and the iCalendar feed all count here, so a night taken
// one way is taken for all of them.
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { AVAILABILITY_MAX_DAYS, HOLDING_STATUSES, IMPORT_MESSAGES, eachDay } from '@desa/contract';
import { lockFor } from './transactions';
import { BLOCK_UID, BOOKING_UID, EXTERNAL_CALENDAR_UID, IMPORTED_EVENT_UID } from './uids';

/** Holds the item until the transaction ends: one write that takes or frees its rooms at a time, across replicas. */
export function lockItem(strapi: Core.Strapi, trx: Knex.Transaction, itemId: string): Promise<void> {
  return lockFor(strapi, trx, `booking:${itemId}`);
}

/** What a closed night counts as: more than any capacity, so none is left whatever the rooms. */
export const EVERY_ROOM = Number.POSITIVE_INFINITY;

export type HoldingRequest = { code: string; first_day: string; last_day: string; rooms: number | null; people: number | null; updated_at: string | Date | number | null };
export type BlockRow = { id: number; item_id: string; first_day: string; last_day: string; note: string | null; by: string | null; created_at: string | Date | number; updated_at: string | Date | number | null };

export type ImportedRow = { calendar_id: number; name: string; rooms: number | null; uid: string; first_day: string; last_day: string; blocked: boolean | number; updated_at: string | Date | number | null };

type TableUid = typeof BOOKING_UID | typeof BLOCK_UID | typeof EXTERNAL_CALENDAR_UID | typeof IMPORTED_EVENT_UID;
export const tableName = (strapi: Core.Strapi, uid: TableUid) => strapi.db.metadata.get(uid).tableName;

/** Confirmed and completed requests of an item with a day from `from` to `to`. */
export function holdingRequests(strapi: Core.Strapi, knex: Knex, itemId: string, from: string, to: string): Promise<HoldingRequest[]> {
  return knex(tableName(strapi, BOOKING_UID))
    .select('code', 'first_day', 'last_day', 'rooms', 'people', 'updated_at')
    .where('item_id', itemId)
    .whereIn('status', HOLDING_STATUSES)
    .where('first_day', '<=', to)
    .where('last_day', '>=', from);
}

/** An item's closed stretches with a night from `from` to `to`. */
export function blocksOf(strapi: Core.Strapi, knex: Knex, itemId: string, from: string, to: string): Promise<BlockRow[]> {
  return knex(tableName(strapi, BLOCK_UID))
    .select('id', 'item_id', 'first_day', 'last_day', 'note', 'by', 'created_at', 'updated_at')
    .where('item_id', itemId)
    .where('first_day', '<=', to)
    .where('last_day', '>=', from)
    .orderBy([{ column: 'first_day' }, { column: 'id' }]);
}

/** The platforms' events of an item with a night from `from` to `to`, with their calendar's name and rooms. */
export function importedOf(strapi: Core.Strapi, knex: Knex, itemId: string, from: string, to: string): Promise<ImportedRow[]> {
  const events = tableName(strapi, IMPORTED_EVENT_UID);
  const calendars = tableName(strapi, EXTERNAL_CALENDAR_UID);
  return knex(`${events} as e`)
    .join(`${calendars} as c`, 'c.id', 'e.calendar_id')
    .select('e.calendar_id', 'c.name', 'c.rooms', 'e.uid', 'e.first_day', 'e.last_day', 'e.blocked', 'e.updated_at')
    .where('e.item_id', itemId)
    .where('e.first_day', '<=', to)
    .where('e.last_day', '>=', from)
    .orderBy([{ column: 'e.first_day' }, { column: 'e.calendar_id' }, { column: 'e.uid' }]);
}

/**
 * The rooms a platform's event takes: its calendar's rooms, or every room. A platform's own
 * closure ("Not available") takes the same: Booking.com writes every stay that way, and a
 * platform that lists one room of three closes that room, not the homestay.
 */
export const importedRooms = (row: Pick<ImportedRow, 'rooms'>) => (row.rooms === null ? EVERY_ROOM : Number(row.rooms));

/** Rooms the platforms' `events` take per night from `from` to `to`. */
export function importedPerNight(events: ImportedRow[], from: string, to: string, limit: number): Map<string, number> {
  const imported = new Map<string, number>();
  for (const event of events) for (const day of daysWithin(event, from, to, limit)) imported.set(day, (imported.get(day) ?? 0) + importedRooms(event));
  return imported;
}

/** Each day of `row` within `from`–`to`. */
export function daysWithin(row: { first_day: string; last_day: string }, from: string, to: string, limit: number): string[] {
  return eachDay(row.first_day > from ? row.first_day : from, row.last_day < to ? row.last_day : to, limit);
}

export type TakenOptions = {
  /** A request left out (the one being moved: it is asking for its own rooms). */
  except?: string;
  /** The longest range walked (AVAILABILITY_MAX_DAYS unless the caller reads further, as the feed does). */
  limit?: number;
};

/** Per day: rooms (or places) held by requests, whether the day is closed, and the rooms the platforms take. */
export async function nightsTaken(strapi: Core.Strapi, knex: Knex, itemId: string, from: string, to: string, { except, limit = AVAILABILITY_MAX_DAYS }: TakenOptions = {}) {
  const [requests, blocks, events] = await Promise.all([
    holdingRequests(strapi, knex, itemId, from, to),
    blocksOf(strapi, knex, itemId, from, to),
    importedOf(strapi, knex, itemId, from, to),
  ]);
  const byRequests = new Map<string, number>();
  for (const request of requests) {
    if (request.code === except) continue;
    for (const day of daysWithin(request, from, to, limit)) byRequests.set(day, (byRequests.get(day) ?? 0) + Number(request.rooms ?? request.people ?? 0));
  }
  const closed = new Set(blocks.flatMap((block) => daysWithin(block, from, to, limit)));
  const imported = importedPerNight(events, from, to, limit);
  const platforms = new Map<string, Set<string>>();
  for (const event of events) {
    for (const day of daysWithin(event, from, to, limit)) platforms.set(day, (platforms.get(day) ?? new Set()).add(event.blocked ? IMPORT_MESSAGES.closedOn(event.name) : event.name));
  }
  return { byRequests, closed, imported, platforms, requests, blocks, events };
}

/** Rooms (or places) taken per day from `from` to `to`: a closed day counts EVERY_ROOM. */
export async function heldPerDay(strapi: Core.Strapi, knex: Knex, itemId: string, from: string, to: string, options: TakenOptions = {}): Promise<Map<string, number>> {
  const { byRequests, closed, imported } = await nightsTaken(strapi, knex, itemId, from, to, options);
  const held = new Map(byRequests);
  for (const [day, rooms] of imported) held.set(day, (held.get(day) ?? 0) + rooms);
  for (const day of closed) held.set(day, EVERY_ROOM);
  return held;
}
