// The village's own details (single type "Profil Desa") in wire form, and its update:
// partial, both images checked before anything is stored, old files removed only after
// the write has committed, new files removed again when it fails.
import type { Core } from '@strapi/strapi';
import { VILLAGE, VILLAGE_IMAGES, VILLAGE_PROFILE, villageSchema, type Locale } from '@desa/contract';
import { afterCommit, inTransaction } from './transactions';
import { ContentError, check, invalid, mergeErrors, type UploadedFile } from './errors';
import { documentInput, type StoredDocument } from './resources';
import {
  absoluteUrl,
  imageErrors,
  imageVariants,
  maxUploadMb,
  publicBaseUrl,
  removeImage,
  storeImage,
  type StoredMedia,
} from './images';
import { villageIn } from './translations';

export type Village = StoredDocument<typeof VILLAGE_PROFILE.uid>;
const FIELDS = Object.keys(villageSchema.shape) as Array<keyof typeof villageSchema.shape>;
export type VillageImage = (typeof VILLAGE_IMAGES)[number];

/** The profile's media, read with it. */
export const VILLAGE_POPULATE = { hero_image: true, about_image: true } as const;

export async function findVillage(strapi: Core.Strapi): Promise<Village | null> {
  return strapi.documents(VILLAGE_PROFILE.uid).findFirst({ populate: VILLAGE_POPULATE });
}

/** What `GET /site` answers; `withFormats` adds the images' responsive variants. */
export function toSiteRecord(strapi: Core.Strapi, village: Village, withFormats = false) {
  const base = publicBaseUrl(strapi);
  return {
    name: village.name,
    tagline: village.tagline,
    about: village.about,
    address: village.address,
    email: village.email,
    maps: village.maps || null,
    hero_image: absoluteUrl(base, village.hero_image?.url),
    about_image: absoluteUrl(base, village.about_image?.url),
    // The browser resizes photos below this before uploading them; the CMS still enforces it.
    upload_limit_mb: maxUploadMb(),
    ...(withFormats && {
      images: {
        hero_image: imageVariants(base, village.hero_image),
        about_image: imageVariants(base, village.about_image),
      },
    }),
  };
}

/** The shared image check, its error reported under the image's own field. */
async function imageFieldErrors(field: VillageImage, file: UploadedFile) {
  const errors = await imageErrors(file);
  return errors && { [field]: Object.values(errors).flat() };
}

/**
 * Checks the merged fields and both images (`fileOf` answers the file sent for each) and stores
 * the images; then writes and does `within` (the edit's Riwayat entry) in one transaction. New
 * files are removed again if it rolls back; replaced ones once it commits.
 */
export async function updateVillage<T>(
  strapi: Core.Strapi,
  body: Record<string, unknown>,
  fileOf: (field: VillageImage) => UploadedFile | undefined,
  within: (before: Village | null, after: Village) => Promise<T>,
): Promise<T> {
  const village = await findVillage(strapi);
  const merged: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (Object.prototype.hasOwnProperty.call(body, field)) merged[field] = body[field];
    else if (village) merged[field] = village[field];
  }
  const { data, errors } = check(villageSchema, merged);
  const files = VILLAGE_IMAGES.flatMap((field) => {
    const file = fileOf(field);
    return file ? [[field, file] as const] : [];
  });
  const fileErrors = await Promise.all(files.map(([field, file]) => imageFieldErrors(field, file)));
  if (errors || fileErrors.some(Boolean)) throw invalid(mergeErrors(errors, ...fileErrors));

  const stored: Partial<Record<VillageImage, StoredMedia>> = {};
  try {
    for (const [field, file] of files) stored[field] = await storeImage(strapi, file);
    const images = Object.fromEntries(Object.entries(stored).map(([field, image]) => [field, image.id]));
    const changes = documentInput<typeof VILLAGE_PROFILE.uid>({ ...data, ...images });
    return await inTransaction(strapi, async () => {
      const documents = strapi.documents(VILLAGE_PROFILE.uid);
      if (village) await documents.update({ documentId: village.documentId, data: changes });
      else await documents.create({ data: changes });
      const updated = await findVillage(strapi);
      if (!updated) throw new ContentError('not-found', VILLAGE.notFound);
      const result = await within(village, updated);
      await afterCommit(strapi, () => Promise.all(files.map(([field]) => removeImage(strapi, village?.[field]))));
      return result;
    });
  } catch (error) {
    await Promise.all(Object.values(stored).map((image) => removeImage(strapi, image)));
    throw error;
  }
}

/** The profile as `GET /site` answers it; with a locale, in that language and saying which. */
export async function siteRecord(strapi: Core.Strapi, village: Village, locale: Locale | undefined, withFormats = false) {
  if (!locale) return toSiteRecord(strapi, village, withFormats);
  const translated = await villageIn(strapi, VILLAGE_PROFILE.uid, village, locale);
  return { ...toSiteRecord(strapi, translated.village, withFormats), locale: translated.locale };
}
