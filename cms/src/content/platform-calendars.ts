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
  SYNC_FAILURES,
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
import { findHomestay, type Homestay } from './homestay-calendar';
import { FeedFetchError, checkFeedAddress, fetchFeed, type FetchOptions } from './ical-fetch';
import { FeedParseError, parseFeed, type ImportedEvent } from './ical-parse';
import { isoInstant } from './payments';
import { daysWithin, holdingRequests, importedRooms, lockItem, nightsTaken, tableName } from './nights-taken';
import { ownerOf } from './partners';
import { announceChanged } from './purge-notice';
import { inTransaction, lockFor } from './transactions';
import { EXTERNAL_CALENDAR_UID, IMPORTED_EVENT_UID, USER_UID } from './uids';

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
      data: { item_id: itemId, name: data.name, url: data.url, rooms: data.rooms, by: currentActor()?.name.slice(0, 100) ?? null },
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
      data: { ...data, ...(moved ? { etag: null, last_modified: null, next_sync_at: null } : {}) },
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
 * holds, where together they need more rooms than there are. A platform's closure ("Not
 * available", Booking.com's "CLOSED") on a night already full without that platform is the echo
 * of our own feed (the platform closed what we told it was full, and exports it back): not a
 * conflict. Its reservations always are. Only the nights the requests hold are read.
 */
async function conflictsOfItem(strapi: Core.Strapi, knex: Knex, itemId: string, today: string, homestayOf: () => Promise<Homestay | null>): Promise<CalendarConflict[]> {
  const windowEnd = feedWindow(today).to;
  const requests = await holdingRequests(strapi, knex, itemId, today, windowEnd);
  const homestay = requests.length ? await homestayOf() : null;
  if (!homestay) return [];
  const conflicts: CalendarConflict[] = [];
  for (const stretch of heldStretches(requests, today, windowEnd)) conflicts.push(...(await conflictsWithin(strapi, knex, homestay, stretch.from, stretch.to)));
  return conflicts;
}

async function conflictsWithin(strapi: Core.Strapi, knex: Knex, homestay: Homestay, from: string, to: string): Promise<CalendarConflict[]> {
  return findConflicts(homestay, await nightsTaken(strapi, knex, homestay.id, from, to, { limit: daysBetween(from, to) }), from, to);
}

type Taken = Pick<Awaited<ReturnType<typeof nightsTaken>>, 'events' | 'requests' | 'byRequests' | 'imported'>;

/** The conflicts among what is taken from `from` to `to` (conflictsOfItem's rule), without the database. */
export function findConflicts(homestay: Homestay, taken: Taken, from: string, to: string): CalendarConflict[] {
  const limit = daysBetween(from, to);
  const byCalendar = new Map<number, Map<string, number>>();
  for (const event of taken.events) {
    const own = byCalendar.get(Number(event.calendar_id)) ?? new Map<string, number>();
    for (const night of daysWithin(event, from, to, limit)) own.set(night, (own.get(night) ?? 0) + importedRooms(event));
    byCalendar.set(Number(event.calendar_id), own);
  }
  const held = (night: string) => (taken.byRequests.get(night) ?? 0) + (taken.imported.get(night) ?? 0);
  // Summed, not subtracted: a calendar of every room counts Infinity, and Infinity − Infinity is no count.
  const fullWithout = (calendarId: number, night: string) =>
    [...byCalendar].reduce((sum, [id, nights]) => (id === calendarId ? sum : sum + (nights.get(night) ?? 0)), taken.byRequests.get(night) ?? 0) >= homestay.rooms;
  const conflicts: CalendarConflict[] = [];
  for (const event of taken.events) {
    for (const request of taken.requests) {
      const first = [event.first_day, request.first_day, from].sort().at(-1)!;
      const last = [event.last_day, request.last_day, to].sort()[0];
      const over = eachDay(first, last, limit).filter((night) => held(night) > homestay.rooms && !(event.blocked && fullWithout(Number(event.calendar_id), night)));
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
      const parsed = parseFeed(fetched.body, feedWindow(todayInJakarta(now)));
      await replaceEvents(strapi, row, parsed, { etag: fetched.etag, lastModified: fetched.lastModified }, now);
    } else {
      await calendars(strapi).update({ where: { id: row.id }, data: { last_success_at: now, last_attempt_at: now, last_error: null } });
    }
  } catch (error) {
    if (error instanceof ContentError) throw error;
    await calendars(strapi).update({ where: { id: row.id }, data: { last_attempt_at: now, last_error: failureText(strapi, row, error).slice(0, 255) } });
  }
  // Its next turn is a whole interval from this one, whoever started it ("Sinkronkan sekarang" too).
  await calendars(strapi).update({ where: { id: row.id }, data: { next_sync_at: new Date(now.getTime() + env.ICAL_SYNC_INTERVAL_MS) } });
  return toCalendar(strapi, await calendarOf(strapi, itemId, calendarId));
}
