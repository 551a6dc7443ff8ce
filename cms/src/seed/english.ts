// The English version of every demo record (issue 13), written once the Indonesian ones exist.
// Each record is found by its Indonesian title (options: name), the key of ./demo-content-en.
// Strapi creates a document's 'en' version on update, copying its shared fields.
import type { Core, UID } from '@strapi/strapi';
import { documentInput, type DocumentData } from '../content/resources';
import { CONTENT_TYPES, DEFAULT_LOCALE, TRANSLATION_LOCALE, VILLAGE_PROFILE } from '@desa/contract';
import * as en from './demo-content-en';

const TRANSLATIONS: { uid: UID.ContentType; key: 'title' | 'name'; texts: Record<string, object> }[] = [
  { uid: CONTENT_TYPES.setting.uid, key: 'name', texts: en.optionsEn },
  { uid: CONTENT_TYPES.tour.uid, key: 'title', texts: en.toursEn },
  { uid: CONTENT_TYPES.package.uid, key: 'title', texts: en.packagesEn },
  { uid: CONTENT_TYPES.homestay.uid, key: 'title', texts: en.homestaysEn },
  { uid: CONTENT_TYPES.product.uid, key: 'title', texts: en.productsEn },
  { uid: CONTENT_TYPES.amenity.uid, key: 'title', texts: en.amenitiesEn },
  { uid: CONTENT_TYPES.event.uid, key: 'title', texts: en.eventsEn },
  { uid: CONTENT_TYPES.article.uid, key: 'title', texts: en.articlesEn },
  { uid: CONTENT_TYPES.gallery.uid, key: 'title', texts: en.galleryEn },
];

async function writeEnglish(strapi: Core.Strapi, uid: UID.ContentType, documentId: string, data: object) {
  await strapi.documents(uid).update({ documentId, locale: TRANSLATION_LOCALE, data: documentInput(data as DocumentData) });
}

export async function seedEnglishVersions(strapi: Core.Strapi) {
  const village = await strapi.db.query(VILLAGE_PROFILE.uid).findOne({ where: { locale: DEFAULT_LOCALE } });
  await writeEnglish(strapi, VILLAGE_PROFILE.uid, village.documentId, en.villageEn);

  for (const { uid, key, texts } of TRANSLATIONS) {
    const records = await strapi.db.query(uid).findMany({ select: ['documentId', key], where: { locale: DEFAULT_LOCALE } });
    for (const record of records) {
      const text = texts[record[key]];
      if (!text) throw new Error(`Data demo berbahasa Inggris tidak ditemukan untuk ${uid} "${record[key]}".`);
      await writeEnglish(strapi, uid, record.documentId, text);
    }
  }
}
