// The daily clean-up: trash entries older than 30 days go with their files, activity entries
// older than 180 days go, visit statistics older than two years go, booking guests' names,
// numbers, notes and proofs of payment go 365 days after their stay, a purged homestay's calendars,
// closed nights and feed key go, and (with the village's
// auto_cancel on) confirmed requests whose deposit is past its deadline are cancelled. Every CMS process runs it (at start, then every CLEANUP_INTERVAL_MS);
// each trash entry is claimed by deleting its row, so its files are removed once.
import type { Core } from '@strapi/strapi';
import { env } from '../env';
import { CLEANUP, actingAs, forgetOldActivity } from './activity';
import { purgeExpiredTrash } from './trash';
import { forgetOldVisits } from './visit-stats';
import { erasePersonalData } from './bookings';
import { cancelUnpaid } from './payment-moves';
import { forgetPurgedHomestays } from './platform-calendars';

export async function cleanUp(strapi: Core.Strapi, now = new Date()) {
  return actingAs(CLEANUP, async () => ({
    trash: await purgeExpiredTrash(strapi, now),
    activity: await forgetOldActivity(strapi, now),
    visits: await forgetOldVisits(strapi, now),
    guests: await erasePersonalData(strapi, now),
    unpaid: await cancelUnpaid(strapi, now),
    calendars: await forgetPurgedHomestays(strapi),
  }));
}

/** Starts the rounds; returns the stop function. */
export function startDailyCleanup(strapi: Core.Strapi): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const { trash, activity, visits, guests, unpaid } = await cleanUp(strapi);
      if (trash || activity || visits || guests)
        strapi.log.info(`Pembersihan: ${trash} data dari Sampah, ${activity} catatan riwayat, ${visits} baris statistik lama dan data pribadi ${guests} pesanan dihapus.`);
      if (unpaid) strapi.log.info(`Pembersihan: ${unpaid} pesanan dibatalkan karena uang muka lewat batas bayar.`);
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
