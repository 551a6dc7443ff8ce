// The daily clean-up: trash entries older than 30 days go with their files, activity entries
// older than 180 days go. Every CMS process runs it (at start, then every CLEANUP_INTERVAL_MS);
// each trash entry is claimed by deleting its row, so its files are removed once.
import type { Core } from '@strapi/strapi';
import { env } from '../env';
import { CLEANUP, actingAs, forgetOldActivity } from './activity';
import { purgeExpiredTrash } from './trash';

export async function cleanUp(strapi: Core.Strapi, now = new Date()) {
  return actingAs(CLEANUP, async () => ({ trash: await purgeExpiredTrash(strapi, now), activity: await forgetOldActivity(strapi, now) }));
}

/** Starts the rounds; returns the stop function. */
export function startDailyCleanup(strapi: Core.Strapi): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const { trash, activity } = await cleanUp(strapi);
      if (trash || activity) strapi.log.info(`Pembersihan: ${trash} data dari Sampah dan ${activity} catatan riwayat lama dihapus.`);
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
