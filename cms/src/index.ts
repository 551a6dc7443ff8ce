import type { Core } from '@strapi/strapi';
import { startCalendarSync } from './content/calendar-sync';
import { registerPanelActivity } from './content/panel-activity';
import { startDailyCleanup } from './content/daily-cleanup';
import { ensureDrafts } from './content/publishing';
import { watchContentWrites } from './content/purge-notice';
import { startScheduler } from './content/scheduler';
import { startSaltRotation } from './content/visit-stats';
import { declareOptionLinks } from './content/option-links';
import { registerContentRules } from './content/rules';
import { registerSharedRelations } from './content/shared-relations';
import { boundImageMemory } from './content/images';
import { env } from './env';
import { ensureLocales, registerLocaleUpgrade } from './locales';
import { createAdmin, hasContent, hasUsers, seedDemoVillage } from './seed';
import { ensurePanelAdmin, ensureRoles } from './setup';

let stopScheduler: (() => void) | undefined;
let stopCleanup: (() => void) | undefined;
let stopSaltRotation: (() => void) | undefined;
let stopCalendarSync: (() => void) | undefined;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    boundImageMemory();
    declareOptionLinks(strapi);
    registerContentRules(strapi);
    registerLocaleUpgrade(strapi);
    registerSharedRelations(strapi);
    registerPanelActivity(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // First, so the web app hears of the seed's writes too.
    watchContentWrites(strapi);
    await ensureRoles(strapi);
    await ensurePanelAdmin(strapi);
    await ensureLocales(strapi);
    const empty = !(await hasContent(strapi));
    // The first ADMIN always exists; SEED=false only leaves out the demo content.
    if (!(await hasUsers(strapi))) await createAdmin(strapi);
    if (empty && env.SEED) {
      strapi.log.info('Database kosong: mengisi data demo desa wisata…');
      await seedDemoVillage(strapi, (message) => strapi.log.info(message));
    }
    // Records restored from a backup made before drafts existed come up published and editable.
    const drafted = await ensureDrafts(strapi);
    if (drafted) strapi.log.info(`${drafted} konten terbit diberi draf.`);
    // Only a serving CMS publishes on schedule, cleans up and syncs the platforms' calendars; scripts (backup, restore, seed:reset) load it without listening.
    strapi.server.httpServer.once('listening', () => {
      stopScheduler = startScheduler(strapi);
      stopCleanup = startDailyCleanup(strapi);
      stopSaltRotation = startSaltRotation(strapi);
      stopCalendarSync = startCalendarSync(strapi);
    });
  },

  destroy() {
    stopScheduler?.();
    stopCleanup?.();
    stopSaltRotation?.();
    stopCalendarSync?.();
  },
};
