// Syncs every platform calendar once per ICAL_SYNC_INTERVAL_MS, across all CMS replicas. Each
// process looks every minute (or every interval, when shorter) for calendars whose turn has come
// and claims each with one conditional UPDATE of its next turn: on PostgreSQL a second replica's
// UPDATE waits for the first, then finds the turn already moved, so one process fetches it.
import type { Core } from '@strapi/strapi';
import { env } from '../env';
import { CALENDAR_SYNC, actingAs } from './activity';
import { ContentError } from './errors';
import { homestayExists, nextTurn, syncCalendar } from './platform-calendars';
import { EXTERNAL_CALENDAR_UID } from './uids';

type Due = { id: number; item_id: string };

/** Moves the calendar's next turn on, if it is still the turn this process saw; true when this process won it. */
async function claim(strapi: Core.Strapi, calendar: Due, now: Date): Promise<boolean> {
  const next = nextTurn(now);
  const claimed = await strapi.db
    .queryBuilder(EXTERNAL_CALENDAR_UID)
    .update({ next_sync_at: next })
    .where({ id: calendar.id, $or: [{ next_sync_at: null }, { next_sync_at: { $lte: now } }] })
    .execute<number>();
  return Number(claimed) > 0;
}

/** One round: every calendar whose turn has come, one at a time. Returns how many this process synced. */
export async function syncDue(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const due = (await strapi.db.query(EXTERNAL_CALENDAR_UID).findMany({
    where: { $or: [{ next_sync_at: null }, { next_sync_at: { $lte: now } }] },
    select: ['id', 'item_id'],
    orderBy: { id: 'asc' },
  })) as Due[];
  let synced = 0;
  for (const calendar of due) {
    // Each at its own time: a round of slow feeds outlasts the interval, and a turn claimed late must not be due again at once.
    const turn = new Date(Math.max(now.getTime(), Date.now()));
    if (!(await claim(strapi, calendar, turn))) continue;
    // A homestay in the trash keeps its calendars for a restore, unfetched.
    if (!(await homestayExists(strapi, calendar.item_id))) continue;
    try {
      await actingAs(CALENDAR_SYNC, () => syncCalendar(strapi, calendar.item_id, calendar.id, turn));
      synced += 1;
    } catch (error) {
      // Gone while it was fetched.
      if (error instanceof ContentError && error.failure === 'not-found') continue;
      strapi.log.error(`Sinkron kalender ${calendar.id}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return synced;
}

/** Starts the rounds; a round never overlaps the one before. Returns the stop function. */
export function startCalendarSync(strapi: Core.Strapi): () => void {
  if (env.ICAL_ALLOW_PRIVATE) strapi.log.warn('ICAL_ALLOW_PRIVATE menyala: kalender platform boleh di 127.0.0.1 dan http biasa. Hanya untuk pengujian, jangan di server.');
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await syncDue(strapi);
    } catch (error) {
      strapi.log.error(`Sinkron kalender platform: ${error instanceof Error ? error.message : error}`);
    } finally {
      running = false;
    }
  }, Math.min(env.ICAL_SYNC_INTERVAL_MS, 60_000));
  timer.unref();
  return () => clearInterval(timer);
}
