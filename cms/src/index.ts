import type { Core } from '@strapi/strapi';
import { registerContentRules } from './content-rules';
import { createAdmin, hasContent, hasUsers, seedDemoVillage } from './seed';
import { ensurePanelAdmin, ensureRoles } from './setup';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerContentRules(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureRoles(strapi);
    await ensurePanelAdmin(strapi);
    const empty = !(await hasContent(strapi));
    // The first ADMIN always exists; SEED=false only leaves out the demo content.
    if (!(await hasUsers(strapi))) await createAdmin(strapi);
    if (empty && process.env.SEED !== 'false') {
      strapi.log.info('Database kosong: mengisi data demo desa wisata…');
      await seedDemoVillage(strapi, (message) => strapi.log.info(message));
    }
  },
};
