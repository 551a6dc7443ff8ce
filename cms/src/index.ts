import type { Core } from '@strapi/strapi';
import { watchContentWrites } from './content/purge-notice';
import { registerContentRules } from './content/rules';
import { registerSharedRelations } from './content/shared-relations';
import { env } from './env';
import { ensureLocales, registerLocaleUpgrade } from './locales';
import { createAdmin, hasContent, hasUsers, seedDemoVillage } from './seed';
import { ensurePanelAdmin, ensureRoles } from './setup';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerContentRules(strapi);
    registerLocaleUpgrade(strapi);
    registerSharedRelations(strapi);
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
  },
};
