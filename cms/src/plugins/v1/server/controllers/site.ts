// The village's own details: read by the web app, edited by the village admin.
import type { Core } from '@strapi/strapi';
import { VILLAGE } from '@desa/contract';
import { HttpError, readBody, requestedLocale, uploadedFile, type Ctx } from '../http';
import { findVillage, siteRecord } from '../../../../content/village';
import { updateSite } from '../../../../content/editing';

export function siteController(strapi: Core.Strapi) {
  return {
    async show(ctx: Ctx) {
      const locale = requestedLocale(ctx);
      const village = await findVillage(strapi);
      if (!village) throw new HttpError(404, VILLAGE.notFound);
      ctx.body = await siteRecord(strapi, village, locale, ctx.query.with === 'formats');
    },

    async update(ctx: Ctx) {
      const locale = requestedLocale(ctx);
      const village = await updateSite(strapi, { body: readBody(ctx), locale, fileOf: (field) => uploadedFile(ctx, field) });
      ctx.body = { message: VILLAGE.updated, data: await siteRecord(strapi, village, locale) };
    },
  };
}
