// A homestay's calendar beyond this site (issue 55): the nights its host closes by hand, and the
// secret iCalendar feed the platforms read (decision 0034). A block is added under the item's
// lock, as a confirmation is, and refused over nights a confirmed request holds; the feed lists
// every night that has no room left, so a platform closes exactly what is full here.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import ICAL from 'ical.js';
import {
  CALENDAR_MESSAGES,
  CONTENT_TYPES,
  DAYS,
  FEED_SUMMARY,
  MAX_NIGHTS,
  ICAL_FOLD_LENGTH,
  addDays,
  blockSchema,
  daysBetween,
  eachDay,
  feedPath,
  feedWindow,
  todayInJakarta,
  type HomestayBlock,
} from '@desa/contract';
import { env } from '../env';
import { recordActivity, currentActor } from './activity';
import { ContentError, check, invalid } from './errors';
import { findVersion } from './bookings';
import { isoInstant } from './payments';
import { announceChanged } from './purge-notice';
import { inTransaction, lockFor } from './transactions';
import { BLOCK_UID, FEED_UID } from './uids';
import { blocksOf, daysWithin, holdingRequests, importedPerNight, lockItem, nightsTaken, type BlockRow } from './nights-taken';

ICAL.foldLength = ICAL_FOLD_LENGTH;

export type Homestay = { id: string; title: string; rooms: number };

/** The homestay as its host knows it: its public version, else its draft (taken off the site for an edit). */
export async function findHomestay(strapi: Core.Strapi, id: string): Promise<Homestay> {
  if (/^[a-z0-9]{1,64}$/.test(id)) {
    for (const version of ['published', 'draft'] as const) {
      const doc = (await findVersion(strapi, 'homestay', id, version)) as { title?: string; rooms?: number } | null;
      if (doc) return { id, title: String(doc.title ?? ''), rooms: Number(doc.rooms ?? 0) };
    }
  }
  throw new ContentError('not-found', CALENDAR_MESSAGES.notHomestay);
}

/** A row's time as the databases hand it (a Date, epoch milliseconds, a string), as a Date. */
const instant = (value: string | Date | number | null) => new Date(value === null ? 0 : isoInstant(value));

function toBlock(row: BlockRow): HomestayBlock {
  return { id: row.id, from: row.first_day, to: row.last_day, note: row.note, by: row.by ?? '', created_at: isoInstant(row.created_at) };
}

/** The homestay's blocks that still have a night to come (today included), soonest first. */
export async function listBlocks(strapi: Core.Strapi, id: string, today = todayInJakarta()): Promise<HomestayBlock[]> {
  await findHomestay(strapi, id);
  const rows = await blocksOf(strapi, strapi.db.connection, id, today, DAYS.last);
  return rows.map(toBlock);
}

/** "Tutup tanggal": closes every room from `from` to `to` (both nights included). 409 over nights a confirmed request holds. */
export async function addBlock(strapi: Core.Strapi, id: string, body: unknown, today = todayInJakarta()): Promise<HomestayBlock> {
  const homestay = await findHomestay(strapi, id);
  const { data, errors } = check(blockSchema(today), body);
  if (errors) throw invalid(errors);
  return inTransaction(strapi, async (trx) => {
    await lockItem(strapi, trx, id);
    const holding = await holdingRequests(strapi, trx, id, data.from, data.to);
    if (holding.length) throw new ContentError('conflict', CALENDAR_MESSAGES.heldByRequests(holding.map((request) => request.code)));
    const row = (await strapi.db.query(BLOCK_UID).create({
      data: { item_id: id, first_day: data.from, last_day: data.to, note: data.note ?? null, by: currentActor()?.name.slice(0, 100) ?? null },
    })) as BlockRow & { createdAt?: string };
    await recordActivity(strapi, { action: 'calendar_block', type: 'homestay', recordId: id, recordTitle: `${homestay.title} · ${data.from}–${data.to}` });
    announceChanged([CONTENT_TYPES.homestay.path]);
    return toBlock({ ...row, created_at: row.createdAt ?? row.created_at });
  });
}

/** Opens a block's nights again. */
export async function removeBlock(strapi: Core.Strapi, id: string, blockId: number): Promise<void> {
  const homestay = await findHomestay(strapi, id);
  await inTransaction(strapi, async (trx) => {
    await lockItem(strapi, trx, id);
    const block = (await strapi.db.query(BLOCK_UID).findOne({ where: { id: blockId, item_id: id } })) as BlockRow | null;
    if (!block) throw new ContentError('not-found', CALENDAR_MESSAGES.blockNotFound);
    await strapi.db.query(BLOCK_UID).delete({ where: { id: blockId } });
    await recordActivity(strapi, { action: 'calendar_unblock', type: 'homestay', recordId: id, recordTitle: `${homestay.title} · ${block.first_day}–${block.last_day}` });
    announceChanged([CONTENT_TYPES.homestay.path]);
  });
}

/** Feed tokens are signed with a key of the CMS's own (from APP_KEYS) over the homestay and its feed's key. */
function feedSecret(strapi: Core.Strapi): string {
  return `homestay-feed:${strapi.config.get<string[]>('server.app.keys').join(',')}`;
}

function signFeed(strapi: Core.Strapi, id: string, key: string): string {
  return createHmac('sha256', feedSecret(strapi)).update(`${id}:${key}`).digest('base64url');
}

async function feedKey(strapi: Core.Strapi, id: string): Promise<string | null> {
  const row = (await strapi.db.query(FEED_UID).findOne({ where: { item_id: id }, select: ['key'] })) as { key: string } | null;
  return row?.key ?? null;
}

const absoluteFeedUrl = (strapi: Core.Strapi, id: string, key: string) => `${env.PUBLIC_WEB_URL}${feedPath(id, signFeed(strapi, id, key))}`;

/**
 * The homestay's feed key, made (or, with `rotate`, replaced) under a lock of its own: two first
 * reads, or two rotations, at once on two replicas write one row (PostgreSQL refused the second
 * insert of a racing pair with a 500).
 */
function writeFeedKey(strapi: Core.Strapi, id: string, rotate: boolean): Promise<string> {
  return inTransaction(strapi, async (trx) => {
    await lockFor(strapi, trx, `feed:${id}`);
    const existing = await feedKey(strapi, id);
    if (existing && !rotate) return existing;
    const key = randomBytes(18).toString('base64url');
    if (existing) await strapi.db.query(FEED_UID).update({ where: { item_id: id }, data: { key } });
    else await strapi.db.query(FEED_UID).create({ data: { item_id: id, key } });
    return key;
  });
}

/** The homestay's feed URL (made on its first read), for its ADMIN and partner reads. */
export async function feedUrl(strapi: Core.Strapi, id: string): Promise<string> {
  return absoluteFeedUrl(strapi, id, (await feedKey(strapi, id)) ?? (await writeFeedKey(strapi, id, false)));
}

/** A new feed URL: the old one answers 404 from now on. */
export async function rotateFeed(strapi: Core.Strapi, id: string): Promise<string> {
  const homestay = await findHomestay(strapi, id);
  const key = await inTransaction(strapi, async () => {
    const rotated = await writeFeedKey(strapi, id, true);
    await recordActivity(strapi, { action: 'calendar_feed', type: 'homestay', recordId: id, recordTitle: homestay.title });
    return rotated;
  });
  return absoluteFeedUrl(strapi, id, key);
}

/** Whether `token` is the homestay's feed token now. */
async function isFeedToken(strapi: Core.Strapi, id: string, token: string): Promise<boolean> {
  const key = await feedKey(strapi, id);
  if (!key) return false;
  const expected = Buffer.from(signFeed(strapi, id, key));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type FeedEvent = { uid: string; from: string; to: string; modified: Date };

/**
 * The feed's events: each night with no room left, once. A block is one event; a request that
 * alone takes every room is one (its code in the UID, so a platform updates rather than
 * duplicates it); other full nights (several requests, or the platforms' stays, together) are one
 * event per run of nights. The platforms' nights are in it: the site is the hub, so Booking.com
 * learns what Airbnb sold.
 */
export function feedEvents(rooms: number, taken: Pick<Awaited<ReturnType<typeof nightsTaken>>, 'requests' | 'blocks' | 'byRequests' | 'imported' | 'events'>, from: string, to: string, host: string): FeedEvent[] {
  const limit = daysBetween(from, to);
  const events: FeedEvent[] = [];
  const covered = new Set<string>();
  const add = (uid: string, first: string, last: string, modified: Date, nights: string[]) => {
    events.push({ uid, from: first, to: addDays(last, 1), modified });
    for (const night of nights) covered.add(night);
  };
  for (const block of taken.blocks) add(`blok-${block.id}@${host}`, block.first_day, block.last_day, instant(block.updated_at ?? block.created_at), daysWithin(block, from, to, limit));
  for (const request of taken.requests) {
    const nights = daysWithin(request, from, to, limit);
    if (Number(request.rooms ?? 0) >= rooms && nights.some((night) => !covered.has(night))) add(`${request.code}@${host}`, request.first_day, request.last_day, instant(request.updated_at), nights);
  }
  const full = (night: string) => !covered.has(night) && (taken.byRequests.get(night) ?? 0) + (taken.imported.get(night) ?? 0) >= rooms;
  let run: string[] = [];
  const endRun = () => {
    if (!run.length) return;
    const overlapping = [...taken.requests, ...taken.events].filter((row) => row.first_day <= run.at(-1)! && row.last_day >= run[0]);
    add(`penuh-${run[0]}@${host}`, run[0], run.at(-1)!, new Date(Math.max(0, ...overlapping.map((row) => instant(row.updated_at).getTime()))), run);
    run = [];
  };
  for (const night of eachDay(from, to, limit)) {
    if (full(night)) run.push(night);
    else endRun();
  }
  endRun();
  return events.sort((a, b) => a.from.localeCompare(b.from) || a.uid.localeCompare(b.uid));
}

/**
 * What the feed passes on of the platforms' calendars: their stays, not their closures. A platform
 * that closes the nights our feed lists exports them back as its own closures; fed to it again,
 * they would keep a cancelled night closed on both sides for ever (decision 0035).
 */
export function withoutClosures<T extends Pick<Awaited<ReturnType<typeof nightsTaken>>, 'events'>>(taken: T, from: string, to: string): T & { imported: Map<string, number> } {
  const stays = taken.events.filter((event) => !event.blocked);
  return { ...taken, events: stays, imported: importedPerNight(stays, from, to, daysBetween(from, to)) };
}

const icalDay = (day: string) => ICAL.Time.fromDateString(day);

/** The feed as a platform reads it (RFC 5545): an all-day event per taken stretch, nothing about who took it. */
export async function exportFeed(strapi: Core.Strapi, id: string, token: string, today = todayInJakarta()): Promise<{ body: string; modified: Date }> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(token) || !(await isFeedToken(strapi, id, token))) throw new ContentError('not-found', CALENDAR_MESSAGES.notHomestay);
  const homestay = await findHomestay(strapi, id);
  const { from, to } = feedWindow(today);
  // Read from a stay's length before the window, so nights filled together across its start keep
  // the first night (and UID) they had the day before; then only what reaches into the window.
  const readFrom = addDays(from, -MAX_NIGHTS);
  const taken = await nightsTaken(strapi, strapi.db.connection, id, readFrom, to, { limit: daysBetween(readFrom, to) });
  const host = new URL(env.PUBLIC_WEB_URL).host;
  const events = feedEvents(homestay.rooms, withoutClosures(taken, readFrom, to), readFrom, to, host).filter((event) => event.to > from);

  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Desa Wisata//Kalender Penginapan//ID');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', homestay.title);
  for (const event of events) {
    const vevent = new ICAL.Component('vevent');
    const stamp = ICAL.Time.fromJSDate(event.modified, true);
    vevent.updatePropertyWithValue('uid', event.uid);
    vevent.updatePropertyWithValue('dtstamp', stamp);
    vevent.updatePropertyWithValue('last-modified', stamp);
    vevent.updatePropertyWithValue('dtstart', icalDay(event.from));
    vevent.updatePropertyWithValue('dtend', icalDay(event.to));
    vevent.updatePropertyWithValue('summary', FEED_SUMMARY);
    vevent.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(vevent);
  }
  const modified = new Date(Math.max(0, ...events.map((event) => event.modified.getTime())));
  return { body: `${calendar.toString()}\r\n`, modified };
}
