// Publishes scheduled documents once their time has passed, checked every SCHEDULER_INTERVAL_MS
// by every CMS process. Each due document is claimed with one conditional UPDATE (its publish
// time set back to null where it is still set and due), in the same transaction as the publish:
// on PostgreSQL a second replica's UPDATE waits for the first, then finds nothing left to claim,
// so one process publishes, once. A publish that fails rolls the claim back for the next round.
import type { Core, UID } from '@strapi/strapi';
import { CONTENT_KINDS, CONTENT_TYPES, DEFAULT_LOCALE } from '@desa/contract';
import { env } from '../env';
import { SCHEDULER, recordActivity } from './activity';
import { PUBLISHABLE_UIDS, versionsOf } from './publishing';
import { inTransaction } from './transactions';

/** The Riwayat entry of a scheduled publish, in the same transaction: logged once, by the process that published. */
async function logPublished(strapi: Core.Strapi, uid: UID.ContentType, documentId: string) {
  const kind = CONTENT_KINDS.find((candidate) => CONTENT_TYPES[candidate].uid === uid);
  const row = await strapi.db.query(uid).findOne({ where: { documentId, locale: DEFAULT_LOCALE, publishedAt: null }, select: ['title'] });
  await recordActivity(strapi, { action: 'publish', type: kind, recordId: documentId, recordTitle: row?.title ?? null }, SCHEDULER);
}

type Due = { documentId: string };

async function dueDocuments(strapi: Core.Strapi, uid: UID.ContentType, now: Date): Promise<string[]> {
  const rows: Due[] = await strapi.db.query(uid).findMany({
    where: { publishedAt: null, publishAt: { $notNull: true, $lte: now } },
    select: ['documentId'],
  });
  return [...new Set(rows.map((row) => row.documentId))];
}

/** Claims the document's due schedule (the query builder runs no lifecycle hooks: a claim lost to another replica notifies no one). */
function claim(strapi: Core.Strapi, uid: UID.ContentType, documentId: string, now: Date, trx: unknown) {
  return strapi.db
    .queryBuilder(uid)
    .update({ publishAt: null })
    .where({ documentId, publishedAt: null, publishAt: { $notNull: true, $lte: now } })
    .transacting(trx as never)
    .execute<number>();
}

/** Claims and publishes one document; true when this process published it. */
async function publishIfStillDue(strapi: Core.Strapi, uid: UID.ContentType, documentId: string, now: Date): Promise<boolean> {
  try {
    return await inTransaction(strapi, async (trx) => {
      if (!(await claim(strapi, uid, documentId, now, trx))) return false;
      await versionsOf(strapi, uid).publish({ documentId, locale: '*' });
      await logPublished(strapi, uid, documentId);
      return true;
    });
  } catch (error) {
    // Rolled back whole (no language half published). An unfinished draft scheduled in the
    // Strapi panel will not become valid by waiting: its schedule is dropped and the log says
    // why. Other failures leave the schedule for the next round.
    if (!(error instanceof Error) || error.name !== 'ValidationError') throw error;
    const dropped = await inTransaction(strapi, (trx) => claim(strapi, uid, documentId, now, trx));
    if (dropped) strapi.log.warn(`Jadwal terbit ${uid} ${documentId} dibatalkan, isinya belum lengkap: ${error.message}`);
    return false;
  }
}

/** One round: every due document of every publishable type. Returns how many this process published. */
export async function publishDue(strapi: Core.Strapi, now = new Date()): Promise<number> {
  let published = 0;
  for (const uid of PUBLISHABLE_UIDS) {
    for (const documentId of await dueDocuments(strapi, uid, now)) {
      try {
        if (await publishIfStillDue(strapi, uid, documentId, now)) published += 1;
      } catch (error) {
        strapi.log.error(`Gagal menerbitkan ${uid} ${documentId} sesuai jadwal: ${error instanceof Error ? error.message : error}`);
      }
    }
  }
  return published;
}

/** Starts the rounds; a round never overlaps the one before. Returns the stop function. */
export function startScheduler(strapi: Core.Strapi): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const published = await publishDue(strapi);
      if (published) strapi.log.info(`Terbit sesuai jadwal: ${published} konten.`);
    } catch (error) {
      strapi.log.error(`Penjadwal terbit: ${error instanceof Error ? error.message : error}`);
    } finally {
      running = false;
    }
  }, env.SCHEDULER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
