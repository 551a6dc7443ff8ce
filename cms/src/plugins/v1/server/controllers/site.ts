// The village's own details: read by the web app, edited by the village admin.
import type { Core } from '@strapi/strapi';
import { LOCALE, VILLAGE, VILLAGE_PROFILE, type Locale } from '@desa/contract';
import { HttpError, readBody, requestedLocale, uploadedFile, type Ctx } from '../http';
import { isTranslation, villageIn, writeTranslation } from '../../../../content/translations';
import { findVillage, toSiteRecord, updateVillage, type Village } from '../../../../content/village';
import { changedFields, recordActivity } from '../../../../content/activity';

const NOT_FIELDS = new Set(['id', 'locale', 'created_at', 'updated_at', 'createdAt', 'updatedAt']);

function villageChanges(before: Record<string, unknown>, after: Record<string, unknown>, prefix = '') {
  return changedFields(before, after).filter((name) => !NOT_FIELDS.has(name)).map((name) => prefix + name);
}

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
        const before = await siteRecord(strapi, village, locale);
        await writeTranslation(strapi, { kind: 'site', uid: VILLAGE_PROFILE.uid }, village.documentId, readBody(ctx));
        const updated = await findVillage(strapi);
        if (!updated) throw new HttpError(404, VILLAGE.notFound);
        const data = await siteRecord(strapi, updated, locale);
        await recordActivity(strapi, { action: 'village', type: 'site', recordId: updated.documentId, fields: villageChanges(before, data, `${locale}.`) });
        ctx.body = { message: VILLAGE.updated, data };
        return;
      }
      const stored = await findVillage(strapi);
      const before = stored ? toSiteRecord(strapi, stored) : {};
      const data = await updateVillage(strapi, readBody(ctx), (field) => uploadedFile(ctx, field));
      await recordActivity(strapi, { action: 'village', type: 'site', recordId: stored?.documentId ?? null, fields: villageChanges(before, data) });
      ctx.body = { message: VILLAGE.updated, data: locale ? { ...data, locale } : data };
    },
  };
}
