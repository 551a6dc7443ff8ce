// The village's own details: read by the web app, edited by the village admin.
import type { Core } from '@strapi/strapi';
import { LOCALE, VILLAGE, VILLAGE_PROFILE, type Locale } from '@desa/contract';
import { HttpError, readBody, type Ctx } from '../http';
import { isTranslation, requestedLocale, villageIn, writeTranslation } from '../services/translations';
import { findVillage, toSiteRecord, updateVillage, type Village } from '../services/village';

/** The profile as `GET /site` answers it; with a locale, in that language and saying which. */
async function siteRecord(strapi: Core.Strapi, village: Village, locale: Locale | undefined, withFormats = false) {
  if (!locale) return toSiteRecord(strapi, village, withFormats);
  const translated = await villageIn(strapi, VILLAGE_PROFILE.uid, village, locale);
  return { ...toSiteRecord(strapi, translated.village, withFormats), locale: translated.locale };
}

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
      if (isTranslation(locale)) {
        const village = await findVillage(strapi);
        if (!village) throw new HttpError(400, LOCALE.createIndonesianFirst);
        await writeTranslation(strapi, { kind: 'site', uid: VILLAGE_PROFILE.uid }, village.documentId, readBody(ctx));
        const updated = await findVillage(strapi);
        if (!updated) throw new HttpError(404, VILLAGE.notFound);
        ctx.body = { message: VILLAGE.updated, data: await siteRecord(strapi, updated, locale) };
        return;
      }
      const data = await updateVillage(strapi, ctx, readBody(ctx));
      ctx.body = { message: VILLAGE.updated, data: locale ? { ...data, locale } : data };
    },
  };
}
