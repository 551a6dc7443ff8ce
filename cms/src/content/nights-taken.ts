// The one count of what is taken on each day of an item: the rooms (or places) confirmed and
// completed requests hold, and the nights its host closed by hand, which take every room. The
// free-dates read, the public form, a confirmation, a block and the iCalendar feed all count
// here, so a night taken one way is taken for all of them.
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { AVAILABILITY_MAX_DAYS, HOLDING_STATUSES, eachDay } from '@desa/contract';
import { lockFor } from './transactions';
import { BLOCK_UID, BOOKING_UID } from './uids';

/** Holds the item until the transaction ends: one write that takes or frees its rooms at a time, across replicas. */
export function lockItem(strapi: Core.Strapi, trx: Knex.Transaction, itemId: string): Promise<void> {
  return lockFor(strapi, trx, `booking:${itemId}`);
}

/** What a closed night counts as: more than any capacity, so none is left whatever the rooms. */
export const EVERY_ROOM = Number.POSITIVE_INFINITY;

export type HoldingRequest = { code: string; first_day: string; last_day: string; rooms: number | null; people: number | null; updated_at: string | Date | number | null };
export type BlockRow = { id: number; item_id: string; first_day: string; last_day: string; note: string | null; by: string | null; created_at: string | Date | number; updated_at: string | Date | number | null };

const tableName = (strapi: Core.Strapi, uid: typeof BOOKING_UID | typeof BLOCK_UID) => strapi.db.metadata.get(uid).tableName;

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

/** Per day: rooms (or places) held by requests, and whether the day is closed. */
export async function nightsTaken(strapi: Core.Strapi, knex: Knex, itemId: string, from: string, to: string, { except, limit = AVAILABILITY_MAX_DAYS }: TakenOptions = {}) {
  const [requests, blocks] = await Promise.all([holdingRequests(strapi, knex, itemId, from, to), blocksOf(strapi, knex, itemId, from, to)]);
  const byRequests = new Map<string, number>();
  for (const request of requests) {
    if (request.code === except) continue;
    for (const day of daysWithin(request, from, to, limit)) byRequests.set(day, (byRequests.get(day) ?? 0) + Number(request.rooms ?? request.people ?? 0));
  }
  const closed = new Set(blocks.flatMap((block) => daysWithin(block, from, to, limit)));
  return { byRequests, closed, requests, blocks };
}

/** Rooms (or places) taken per day from `from` to `to`: a closed day counts EVERY_ROOM. */
export async function heldPerDay(strapi: Core.Strapi, knex: Knex, itemId: string, from: string, to: string, options: TakenOptions = {}): Promise<Map<string, number>> {
  const { byRequests, closed } = await nightsTaken(strapi, knex, itemId, from, to, options);
  const held = new Map(byRequests);
  for (const day of closed) held.set(day, EVERY_ROOM);
  return held;
}
