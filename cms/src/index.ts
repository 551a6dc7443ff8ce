import type { Core } from '@strapi/strapi';
import { registerContentRules } from './content-rules';
import { hasContent, seedDemoVillage } from './seed';
import { ensurePanelAdmin, ensureRoles } from './setup';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerContentRules(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureRoles(strapi);
    await ensurePanelAdmin(strapi);
    if (process.env.SEED !== 'false' && !(await hasContent(strapi))) {
      strapi.log.info('Database kosong: mengisi data demo desa wisata…');
      await seedDemoVillage(strapi, (message) => strapi.log.info(message));
    }
  },
};
