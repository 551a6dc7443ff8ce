// What an edit changed, as the Riwayat names it (an entry's `fields`): one function for /api/v1
// and for the Strapi panel's writes, so the same edit in either writes the same entry. Both read
// the record before and after the write the same way (`readForChanges`) and compare them here.
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPES, DEFAULT_LOCALE, TRANSLATABLE_FIELDS, VILLAGE_PROFILE, isContentKind, type TranslatableKind } from '@desa/contract';
import { changedFields } from './activity';
import { RESOURCES, relatedList, wireFields, type AnyDocument } from './resources';
import { VILLAGE_POPULATE, toSiteRecord, type Village } from './village';

type Doc = Record<string, unknown>;

const uploadIds = (media: unknown) => relatedList(media as { id: unknown } | Array<{ id: unknown }> | null).map((file) => String(file.id));

/** A record's fields as they are compared: its wire fields, with its image and photos by upload id. */
function comparable(strapi: Core.Strapi, kind: TranslatableKind, doc: Doc): Doc {
  if (kind === 'site') {
    const { hero_image: _hero, about_image: _about, upload_limit_mb: _limit, ...fields } = toSiteRecord(strapi, doc as Village);
    return { ...fields, hero_image: uploadIds(doc.hero_image), about_image: uploadIds(doc.about_image) };
  }
  const resource = RESOURCES[kind];
  const fields = wireFields(resource, doc as AnyDocument, true);
  for (const media of [resource.image, resource.photos]) if (media) fields[media.attribute] = uploadIds(doc[media.attribute]);
  return fields;
}

/**
 * The names of the fields an edit changed, in the wire's order: in another language only its
 * translated text, each as `en.title`. `before` is null when the record (or language) is new.
 */
export function editedFields(strapi: Core.Strapi, kind: TranslatableKind, before: Doc | null, after: Doc, locale: string = DEFAULT_LOCALE): string[] {
  if (locale !== DEFAULT_LOCALE) {
    const translated: readonly string[] = TRANSLATABLE_FIELDS[kind];
    const text = (doc: Doc | null) => Object.fromEntries(translated.map((field) => [field, doc?.[field]]));
    return changedFields(text(before), text(after)).map((field) => `${locale}.${field}`);
  }
  return changedFields(before ? comparable(strapi, kind, before) : {}, comparable(strapi, kind, after));
}

/** A record in one language as `editedFields` compares it: its newest version, with its links and media. */
export async function readForChanges(strapi: Core.Strapi, kind: TranslatableKind, documentId: string, locale: string = DEFAULT_LOCALE): Promise<Doc | null> {
  const uid = kind === 'site' ? VILLAGE_PROFILE.uid : CONTENT_TYPES[kind].uid;
  const populate = kind === 'site' ? VILLAGE_POPULATE : RESOURCES[kind].populate;
  const status = kind !== 'site' && isContentKind(kind) ? { status: 'draft' as const } : {};
  return strapi.documents(uid).findOne({ documentId, locale, populate, ...status } as never) as Promise<Doc | null>;
}
