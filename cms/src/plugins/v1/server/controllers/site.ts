// The village's own details: read by the web app, edited by the village admin.
import type { Core } from '@strapi/strapi';
import { VILLAGE } from '@desa/contract';
import { HttpError, readBody, type Ctx } from '../http';
import { findVillage, toSiteRecord, updateVillage } from '../services/village';

export function siteController(strapi: Core.Strapi) {
  return {
    async show(ctx: Ctx) {
      const village = await findVillage(strapi);
      if (!village) throw new HttpError(404, VILLAGE.notFound);
      ctx.body = toSiteRecord(strapi, village, ctx.query.with === 'formats');
    },

    async update(ctx: Ctx) {
      const data = await updateVillage(strapi, ctx, readBody(ctx));
      ctx.body = { message: VILLAGE.updated, data };
    },
  };
}
