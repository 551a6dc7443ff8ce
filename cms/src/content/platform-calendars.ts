// A homestay's calendars on the platforms (issue 55, decision 0035): Airbnb's, Booking.com's or
// Traveloka's export URL, fetched safely (ical-fetch.ts), read (ical-parse.ts) and kept as the
// nights it takes. A sync that fails keeps the last good nights and says why; a sync that adds a
// stay over a night a confirmed request here holds is a conflict: logged, mailed, listed, never
// settled by itself.
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  CONTENT_TYPES,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  MAX_NIGHTS,
  SYNC_FAILURES,
  addDays,
  conflictText,
  daysBetween,
  eachDay,
  externalCalendarSchema,
  feedWindow,
  todayInJakarta,
  type CalendarConflict,
  type ExternalCalendar,
} from '@desa/contract';
import { env } from '../env';
import { CALENDAR_SYNC, currentActor, recordActivity } from './activity';
import { notifyConflicts } from './booking-mail';
import { ContentError, check, invalid } from './errors';
import { feedEvents, findHomestay, withoutClosures, type Homestay } from './homestay-calendar';
import { FeedFetchError, checkFeedAddress, fetchFeed, type FetchOptions } from './ical-fetch';
import { FeedParseError, type ImportedEvent } from './ical-parse';
import { readFeed } from './ical-read';
import { isoInstant } from './payments';
import { holdingRequests, importedPerNight, lockItem, nightsTaken, tableName } from './nights-taken';
import { ownerOf } from './partners';
import { announceChanged } from './purge-notice';
import { inTransaction, lockFor } from './transactions';
import { TRASH_UID } from './trash';
import { BLOCK_UID, EXTERNAL_CALENDAR_UID, FEED_UID, IMPORTED_EVENT_UID, USER_UID } from './uids';

export type CalendarRow = {
  id: number;
  item_id: string;
  name: string;
  url: string;
  rooms: number | null;
  etag: string | null;
  last_modified: string | null;
  last_success_at: string | Date | number | null;
  last_attempt_at: string | Date | number | null;
  last_error: string | null;
};

const fetchOptions = (): FetchOptions => ({ allowPrivate: env.ICAL_ALLOW_PRIVATE });
/** A calendar's turn after one at `time`. */
export const nextTurn = (time: Date) => new Date(time.getTime() + env.ICAL_SYNC_INTERVAL_MS);
const calendars = (strapi: Core.Strapi) => strapi.db.query(EXTERNAL_CALENDAR_UID);
const time = (value: string | Date | number | null) => (value === null || value === undefined ? null : isoInstant(value));

async function toCalendar(strapi: Core.Strapi, row: CalendarRow, today = todayInJakarta()): Promise<ExternalCalendar> {
  const events = await strapi.db.query(IMPORTED_EVENT_UID).count({ where: { calendar_id: row.id, last_day: { $gte: today } } });
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    rooms: row.rooms === null ? null : Number(row.rooms),
    last_success_at: time(row.last_success_at),
    last_attempt_at: time(row.last_attempt_at),
    last_error: row.last_error,
    events,
  };
}

async function calendarOf(strapi: Core.Strapi, itemId: string, calendarId: number): Promise<CalendarRow> {
  const row = (await calendars(strapi).findOne({ where: { id: calendarId, item_id: itemId } })) as CalendarRow | null;
  if (!row) throw new ContentError('not-found', IMPORT_MESSAGES.notFound);
  return row;
}

/** The homestay's platform calendars, in the order they were added, and how often they are read (minutes). */
export async function listCalendars(strapi: Core.Strapi, itemId: string): Promise<{ data: ExternalCalendar[]; sync_minutes: number }> {
  await findHomestay(strapi, itemId);
  const rows = (await calendars(strapi).findMany({ where: { item_id: itemId }, orderBy: { id: 'asc' } })) as CalendarRow[];
  return { data: await Promise.all(rows.map((row) => toCalendar(strapi, row))), sync_minutes: Math.max(1, Math.round(env.ICAL_SYNC_INTERVAL_MS / 60_000)) };
}

/** The add-time check of an address: where it points now must be the public internet. */
async function assertAddress(url: string): Promise<void> {
  try {
    await checkFeedAddress(url, fetchOptions());
  } catch (error) {
    if (!(error instanceof FeedFetchError)) throw error;
    throw invalid({ url: [error.reason === 'address' ? IMPORT_MESSAGES.addressRefused : `${IMPORT_MESSAGES.addressRefused}: ${error.message}`] });
  }
}

/** Adds a platform's calendar (at most IMPORT_LIMITS.calendarsPerHomestay) and syncs it at once. */
export async function addCalendar(strapi: Core.Strapi, itemId: string, body: unknown): Promise<ExternalCalendar> {
  const homestay = await findHomestay(strapi, itemId);
  const { data, errors } = check(externalCalendarSchema, body);
  if (errors) throw invalid(errors);
  await assertAddress(data.url);
  const id = await inTransaction(strapi, async (trx) => {
    await lockFor(strapi, trx, `calendars:${itemId}`);
    if ((await calendars(strapi).count({ where: { item_id: itemId } })) >= IMPORT_LIMITS.calendarsPerHomestay) throw new ContentError('conflict', IMPORT_MESSAGES.tooMany);
    const row = (await calendars(strapi).create({
      // Its first turn is the add's own fetch, below: no round takes it meanwhile.
      data: { item_id: itemId, name: data.name, url: data.url, rooms: data.rooms, by: currentActor()?.name.slice(0, 100) ?? null, next_sync_at: nextTurn(new Date()) },
    })) as CalendarRow;
    await recordActivity(strapi, { action: 'calendar_link', type: 'homestay', recordId: itemId, recordTitle: `${homestay.title} · ${data.name}` });
    return row.id;
  });
  return syncCalendar(strapi, itemId, id);
}

/** Changes a calendar's name, address or rooms; a new address starts afresh (and syncs at once). */
export async function updateCalendar(strapi: Core.Strapi, itemId: string, calendarId: number, body: unknown): Promise<ExternalCalendar> {
  const homestay = await findHomestay(strapi, itemId);
  const current = await calendarOf(strapi, itemId, calendarId);
  const { data, errors } = check(externalCalendarSchema.partial(), body);
  if (errors) throw invalid(errors);
  const moved = data.url !== undefined && data.url !== current.url;
  if (moved) await assertAddress(data.url!);
  const today = todayInJakarta();
  const added = await inTransaction(strapi, async (trx) => {
    await lockItem(strapi, trx, itemId);
    const before = await knownConflicts(strapi, trx, homestay, today);
    await calendars(strapi).update({
      where: { id: calendarId },
      data: { ...data, ...(moved ? { etag: null, last_modified: null, next_sync_at: nextTurn(new Date()) } : {}) },
    });
    await recordActivity(strapi, { action: 'calendar_edit', type: 'homestay', recordId: itemId, recordTitle: `${homestay.title} · ${data.name ?? current.name}` });
    announceChanged([CONTENT_TYPES.homestay.path]);
    // Its stays taking more rooms now: a conflict they make is new.
    return newConflicts(strapi, trx, homestay, calendarId, before, today);
  });
  await mailConflicts(strapi, homestay, added);
  return moved ? syncCalendar(strapi, itemId, calendarId) : toCalendar(strapi, await calendarOf(strapi, itemId, calendarId));
}

/** Removes a calendar and frees the nights it took. */
export async function removeCalendar(strapi: Core.Strapi, itemId: string, calendarId: number): Promise<void> {
  const homestay = await findHomestay(strapi, itemId);
  await inTransaction(strapi, async (trx) => {
    await lockItem(strapi, trx, itemId);
    const row = await calendarOf(strapi, itemId, calendarId);
    await strapi.db.query(IMPORTED_EVENT_UID).deleteMany({ where: { calendar_id: calendarId } });
    await calendars(strapi).delete({ where: { id: calendarId } });
    await recordActivity(strapi, { action: 'calendar_unlink', type: 'homestay', recordId: itemId, recordTitle: `${homestay.title} · ${row.name}` });
    announceChanged([CONTENT_TYPES.homestay.path]);
  });
}

/** A UID as stored: platforms' are short, but a long one is kept as its hash (same key every sync). */
const storedUid = (uid: string) => (uid.length > 200 ? `sha256:${createHash('sha256').update(uid).digest('base64url')}` : uid);

/** The stretches of nights the requests hold from `from` to `to`, overlapping ones merged, soonest first. */
export function heldStretches(requests: Array<{ first_day: string; last_day: string }>, from: string, to: string): Array<{ from: string; to: string }> {
  const stretches: Array<{ from: string; to: string }> = [];
  for (const request of [...requests].sort((a, b) => a.first_day.localeCompare(b.first_day))) {
    const first = request.first_day > from ? request.first_day : from;
    const last = request.last_day < to ? request.last_day : to;
    if (first > last) continue;
    const open = stretches.at(-1);
    if (open && first <= open.to) open.to = last > open.to ? last : open.to;
    else stretches.push({ from: first, to: last });
  }
  return stretches;
}

/**
 * The conflicts of one homestay from today on: each platform stay over nights a confirmed request
 * holds, where together they need more rooms than there are. Read over the nights the requests
 * hold (and a stay's length around them, where the feed's stretches begin and end).
 */
async function conflictsOfItem(strapi: Core.Strapi, knex: Knex, itemId: string, today: string, homestayOf: () => Promise<Homestay | null>): Promise<CalendarConflict[]> {
  const windowEnd = feedWindow(today).to;
  const requests = await holdingRequests(strapi, knex, itemId, today, windowEnd);
  const homestay = requests.length ? await homestayOf() : null;
  if (!homestay) return [];
  const conflicts: CalendarConflict[] = [];
  for (const stretch of heldStretches(requests, today, windowEnd)) {
    const read = { from: addDays(stretch.from, -MAX_NIGHTS), to: addDays(stretch.to, MAX_NIGHTS) };
    const taken = await nightsTaken(strapi, knex, itemId, read.from, read.to, { limit: daysBetween(read.from, read.to) });
    conflicts.push(...findConflicts(homestay, taken, stretch, read));
  }
  return conflicts;
}

type Taken = Pick<Awaited<ReturnType<typeof nightsTaken>>, 'events' | 'requests' | 'blocks' | 'byRequests'>;
type Days = { from: string; to: string };

/** The ranges (first night / the day after the last) our feed lists: its events, and each whole run of its full nights (a platform may merge adjacent events into one closure). */
function exportedRanges(homestay: Homestay, taken: Taken, read: Days): Set<string> {
  const limit = daysBetween(read.from, read.to);
  const exported = feedEvents(homestay.rooms, withoutClosures(taken, read.from, read.to), read.from, read.to, '');
  const ranges = new Set(exported.map((event) => `${event.from}/${event.to}`));
  const full = new Set(exported.flatMap((event) => eachDay(event.from, addDays(event.to, -1), limit)));
  for (const night of full) {
    if (full.has(addDays(night, -1))) continue;
    let last = night;
    while (full.has(addDays(last, 1))) last = addDays(last, 1);
    ranges.add(`${night}/${addDays(last, 1)}`);
  }
  return ranges;
}

/**
 * The conflicts on the nights `within` (conflictsOfItem's rule), from what is taken over `read`,
 * without the database. A platform's closure ("Not available", Booking.com's "CLOSED") of exactly
 * a stretch our own feed lists is that platform echoing what we told it (it closed those nights and
 * exports them back): neither a conflict nor counted against the others. Any other closure, and
 * every reservation, is a stay: over a night that then needs more rooms than there are, a conflict
 * with each request holding it.
 */
export function findConflicts(homestay: Homestay, taken: Taken, within: Days, read: Days): CalendarConflict[] {
  const limit = daysBetween(read.from, read.to);
  const ours = exportedRanges(homestay, taken, read);
  const stays = taken.events.filter((event) => !(event.blocked && ours.has(`${event.first_day}/${addDays(event.last_day, 1)}`)));
  const imported = importedPerNight(stays, read.from, read.to, limit);
  const held = (night: string) => (taken.byRequests.get(night) ?? 0) + (imported.get(night) ?? 0);
  const conflicts: CalendarConflict[] = [];
  for (const event of stays) {
    for (const request of taken.requests) {
      const first = [event.first_day, request.first_day, within.from].sort().at(-1)!;
      const last = [event.last_day, request.last_day, within.to].sort()[0];
      const over = first <= last ? eachDay(first, last, limit).filter((night) => held(night) > homestay.rooms) : [];
      if (over.length)
        conflicts.push({ item_id: homestay.id, item_title: homestay.title, calendar_id: Number(event.calendar_id), calendar: event.name, from: over[0], to: over.at(-1)!, code: request.code });
    }
  }
  return conflicts;
}

const conflictKey = (conflict: CalendarConflict) => `${conflict.calendar_id}|${conflict.code}|${conflict.from}|${conflict.to}`;

/** Every conflict from today on, of the given homestays (a partner's) or of all. */
export async function listConflicts(strapi: Core.Strapi, itemIds?: string[], today = todayInJakarta()): Promise<CalendarConflict[]> {
  const rows = (await strapi.db.connection(tableName(strapi, EXTERNAL_CALENDAR_UID)).distinct('item_id')) as Array<{ item_id: string }>;
  const ids = rows.map((row) => row.item_id).filter((id) => !itemIds || itemIds.includes(id));
  const lists = await Promise.all(
    ids.map((id) => conflictsOfItem(strapi, strapi.db.connection, id, today, () => findHomestay(strapi, id).catch(() => null))),
  );
  return lists.flat().sort((a, b) => a.from.localeCompare(b.from) || a.code.localeCompare(b.code));
}

async function partnerEmail(strapi: Core.Strapi, itemId: string): Promise<string | null> {
  const owner = await ownerOf(strapi, 'homestay', itemId);
  if (!owner) return null;
  const user = (await strapi.db.query(USER_UID).findOne({ where: { documentId: owner }, select: ['email'] })) as { email?: string } | null;
  return user?.email ?? null;
}

const nightsKey = (events: Array<{ uid: string; first_day: string; last_day: string; blocked: boolean | number }>) =>
  events.map((event) => `${event.uid}:${event.first_day}:${event.last_day}:${Boolean(event.blocked)}`).sort().join('\n');

/** Logs (in the open transaction) the conflicts of `calendarId` not among `before`; the caller mails them once it has committed. */
async function newConflicts(strapi: Core.Strapi, trx: Knex.Transaction, homestay: Homestay, calendarId: number, before: Set<string>, today: string): Promise<CalendarConflict[]> {
  const added = (await conflictsOfItem(strapi, trx, homestay.id, today, async () => homestay)).filter((conflict) => conflict.calendar_id === calendarId && !before.has(conflictKey(conflict)));
  for (const conflict of added)
    await recordActivity(strapi, { action: 'calendar_conflict', type: 'homestay', recordId: homestay.id, recordTitle: `${homestay.title} · ${conflictText(conflict)}` }, currentActor() ?? CALENDAR_SYNC);
  return added;
}

async function mailConflicts(strapi: Core.Strapi, homestay: Homestay, conflicts: CalendarConflict[]) {
  if (conflicts.length) notifyConflicts(strapi, { id: homestay.id, title: homestay.title, partnerEmail: await partnerEmail(strapi, homestay.id) }, conflicts);
}

const knownConflicts = async (strapi: Core.Strapi, trx: Knex.Transaction, homestay: Homestay, today: string) => new Set((await conflictsOfItem(strapi, trx, homestay.id, today, async () => homestay)).map(conflictKey));

/** Replaces the calendar's nights with what its feed says now, under the homestay's lock; the new conflicts are logged and mailed. */
async function replaceEvents(strapi: Core.Strapi, row: CalendarRow, parsed: ImportedEvent[], validators: { etag: string | null; lastModified: string | null }, now: Date) {
  const homestay = await findHomestay(strapi, row.item_id);
  const today = todayInJakarta(now);
  const fresh = [...new Map(parsed.map((event) => [storedUid(event.uid), event])).entries()].map(([uid, event]) => ({
    calendar_id: row.id,
    item_id: row.item_id,
    uid,
    first_day: event.from,
    last_day: event.to,
    blocked: event.blocked,
  }));
  const added = await inTransaction(strapi, async (trx) => {
    await lockItem(strapi, trx, row.item_id);
    // Removed, or given another address, while its feed was being fetched: what came is not its own any more.
    const current = (await calendars(strapi).findOne({ where: { id: row.id }, select: ['url'] })) as Pick<CalendarRow, 'url'> | null;
    if (current?.url !== row.url) return [];
    const old = (await strapi.db.query(IMPORTED_EVENT_UID).findMany({ where: { calendar_id: row.id }, select: ['uid', 'first_day', 'last_day', 'blocked'] })) as typeof fresh;
    const changed = nightsKey(old) !== nightsKey(fresh);
    const before = changed ? await knownConflicts(strapi, trx, homestay, today) : undefined;
    if (changed) {
      await strapi.db.query(IMPORTED_EVENT_UID).deleteMany({ where: { calendar_id: row.id } });
      for (let start = 0; start < fresh.length; start += 200) await strapi.db.query(IMPORTED_EVENT_UID).createMany({ data: fresh.slice(start, start + 200) });
      announceChanged([CONTENT_TYPES.homestay.path]);
    }
    await calendars(strapi).update({
      where: { id: row.id },
      data: { etag: validators.etag?.slice(0, 255) ?? null, last_modified: validators.lastModified?.slice(0, 100) ?? null, last_success_at: now, last_attempt_at: now, last_error: null },
    });
    return before ? newConflicts(strapi, trx, homestay, row.id, before, today) : [];
  });
  await mailConflicts(strapi, homestay, added);
}

/** Why a sync failed, in the host's words; a failure we did not foresee is logged (without the URL) and called a connection failure. */
function failureText(strapi: Core.Strapi, row: CalendarRow, error: unknown): string {
  if (error instanceof FeedFetchError || error instanceof FeedParseError) return error.message;
  strapi.log.warn(`Sinkron kalender ${row.id} (${row.item_id}) gagal: ${error instanceof Error ? error.message : String(error)}`);
  return SYNC_FAILURES.network;
}

/**
 * Fetches the calendar's feed and keeps its nights (the fetch outside any transaction: a slow
 * platform never holds the homestay's lock). A failure keeps the last good nights and records why.
 */
export async function syncCalendar(strapi: Core.Strapi, itemId: string, calendarId: number, now = new Date()): Promise<ExternalCalendar> {
  const row = await calendarOf(strapi, itemId, calendarId);
  try {
    const fetched = await fetchFeed({ url: row.url, etag: row.etag, lastModified: row.last_modified }, fetchOptions());
    if (fetched.changed) {
      const parsed = await readFeed(fetched.body, feedWindow(todayInJakarta(now)));
      await replaceEvents(strapi, row, parsed, { etag: fetched.etag, lastModified: fetched.lastModified }, now);
    } else {
      await calendars(strapi).update({ where: { id: row.id }, data: { last_success_at: now, last_attempt_at: now, last_error: null } });
    }
  } catch (error) {
    if (error instanceof ContentError) throw error;
    await calendars(strapi).update({ where: { id: row.id }, data: { last_attempt_at: now, last_error: failureText(strapi, row, error).slice(0, 255) } });
  }
  // Its next turn is a whole interval from this one, whoever started it ("Sinkronkan sekarang" too);
  // never earlier than a turn another replica claimed meanwhile.
  const next = nextTurn(now);
  await strapi.db
    .queryBuilder(EXTERNAL_CALENDAR_UID)
    .update({ next_sync_at: next })
    .where({ id: row.id, $or: [{ next_sync_at: null }, { next_sync_at: { $lt: next } }] })
    .execute();
  return toCalendar(strapi, await calendarOf(strapi, itemId, calendarId));
}

/** Whether a homestay has any version (one in the trash has none): one count, where `findHomestay` reads its versions. */
export async function homestayExists(strapi: Core.Strapi, id: string): Promise<boolean> {
  return (await strapi.db.query(CONTENT_TYPES.homestay.uid).count({ where: { documentId: id } })) > 0;
}

/**
 * The daily clean-up's part: what a homestay gone for good (purged from the trash) left of its
 * calendar: its platforms' calendars with their secret addresses and stays, its closed nights and
 * its feed's key. A homestay in the trash keeps them for a restore.
 */
export async function forgetPurgedHomestays(strapi: Core.Strapi): Promise<number> {
  const uids = [EXTERNAL_CALENDAR_UID, IMPORTED_EVENT_UID, BLOCK_UID, FEED_UID] as const;
  const ids = new Set<string>();
  for (const uid of uids) for (const row of (await strapi.db.connection(strapi.db.metadata.get(uid).tableName).distinct('item_id')) as Array<{ item_id: string }>) ids.add(row.item_id);
  let forgotten = 0;
  for (const id of ids) {
    const kept = (await homestayExists(strapi, id)) || (await strapi.db.query(TRASH_UID).count({ where: { kind: 'homestay', recordId: id } }));
    if (kept) continue;
    await inTransaction(strapi, async (trx) => {
      await lockItem(strapi, trx, id);
      for (const uid of uids) await strapi.db.query(uid).deleteMany({ where: { item_id: id } });
    });
    forgotten += 1;
  }
  return forgotten;
}
