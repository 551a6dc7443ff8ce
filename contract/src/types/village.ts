// Profil Desa: the village profile, one record (a Strapi single type) read and written at
// `/api/v1/site`. Its entry, field messages, schema, wire record and the fields it holds once
// per language.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { email, multilineText, optionalGoogleMapsUrl, text } from '../fields.js';
import { PROFILE } from '../messages.js';
import type { ImageVariant } from '../records.js';
import { TOUR } from './tour.js';

export const VILLAGE = {
  nameRequired: 'Nama desa tidak boleh kosong!',
  nameMin: 'Nama desa minimal 3 karakter!',
  nameMax: 'Nama desa maksimal 100 karakter!',
  taglineRequired: 'Tagline tidak boleh kosong!',
  taglineMin: 'Tagline minimal 3 karakter!',
  taglineMax: 'Tagline maksimal 200 karakter!',
  aboutRequired: 'Tentang desa tidak boleh kosong!',
  aboutMin: 'Tentang desa minimal 3 karakter!',
  aboutMax: 'Tentang desa maksimal 5000 karakter!',
  addressRequired: 'Alamat tidak boleh kosong!',
  addressMin: 'Alamat minimal 3 karakter!',
  addressMax: 'Alamat maksimal 300 karakter!',
  emailRequired: PROFILE.emailRequired,
  emailInvalid: PROFILE.emailInvalid,
  mapsInvalid: 'Link peta harus berupa link atau embed Google Maps!',
  mapsMax: TOUR.mapsMax,
  updated: 'Profil desa berhasil diperbarui!',
  notFound: 'Profil desa belum diisi',
  loadFailed: 'Gagal memuat profil desa',
} as const;

/** The village's own details (Profil Desa); the two images travel beside it as files. */
export const villageSchema = z.object({
  name: text({ required: VILLAGE.nameRequired, min: VILLAGE.nameMin, max: VILLAGE.nameMax }, 3, 100),
  tagline: text({ required: VILLAGE.taglineRequired, min: VILLAGE.taglineMin, max: VILLAGE.taglineMax }, 3, 200),
  about: multilineText({ required: VILLAGE.aboutRequired, min: VILLAGE.aboutMin, max: VILLAGE.aboutMax }, 3, 5000),
  address: text({ required: VILLAGE.addressRequired, min: VILLAGE.addressMin, max: VILLAGE.addressMax }, 3, 300),
  email: email({ required: VILLAGE.emailRequired, invalid: VILLAGE.emailInvalid }),
  maps: optionalGoogleMapsUrl({ invalid: VILLAGE.mapsInvalid, max: VILLAGE.mapsMax }),
});

/** The village's image fields, as the API and the form name them. */
export const VILLAGE_IMAGES = ['hero_image', 'about_image'] as const;

export type VillageInput = z.output<typeof villageSchema>;

/** `GET /site`: the village profile. */
export type VillageProfile = {
  name: string;
  tagline: string;
  about: string;
  address: string;
  email: string;
  maps: string | null;
  hero_image: string | null;
  about_image: string | null;
  /** The CMS's image upload limit in MB (`MAX_UPLOAD_MB`). */
  upload_limit_mb: number;
  images?: { hero_image: ImageVariant; about_image: ImageVariant };
};

/** The village profile: one record (a Strapi single type), `/api/v1/site`, "Profil Desa". */
export const VILLAGE_PROFILE = {
  uid: 'api::village.village',
  path: 'site',
  admin: { slug: 'profil-desa', label: 'Profil Desa' },
  plural: 'profil desa',
} as const;

/** Its schema and translatable fields as a content type's module holds them (`TRANSLATABLE_FIELDS.site`); its entry, `VILLAGE_PROFILE`, stays out of `CONTENT_TYPES`. */
export const VILLAGE_TYPE = {
  schema: villageSchema,
  translatable: ['tagline', 'about', 'address'],
} as const satisfies Omit<ContentTypeModule, 'entry'>;
