// The daily clean-up: trash entries older than 30 days go with their files, activity entries
// older than 180 days go, visit statistics older than two years go. Every CMS process runs it (at start, then every CLEANUP_INTERVAL_MS);
// each trash entry is claimed by deleting its row, so its files are removed once.
import type { Core } from '@strapi/strapi';
import { env } from '../env';
import { CLEANUP, actingAs, forgetOldActivity } from './activity';
import { purgeExpiredTrash } from './trash';
import { forgetOldVisits } from './visit-stats';

export async function cleanUp(strapi: Core.Strapi, now = new Date()) {
  return actingAs(CLEANUP, async () => ({
    trash: await purgeExpiredTrash(strapi, now),
    activity: await forgetOldActivity(strapi, now),
    visits: await forgetOldVisits(strapi, now),
  }));
}

/** Starts the rounds; returns the stop function. */
export function startDailyCleanup(strapi: Core.Strapi): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const { trash, activity, visits } = await cleanUp(strapi);
      if (trash || activity || visits) strapi.log.info(`Pembersihan: ${trash} data dari Sampah, ${activity} catatan riwayat dan ${visits} baris statistik lama dihapus.`);
    } catch (error) {
      strapi.log.error(`Pembersihan harian: ${error instanceof Error ? error.message : error}`);
    } finally {
      running = false;
    }
  };
  void round();
  const timer = setInterval(round, env.CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
