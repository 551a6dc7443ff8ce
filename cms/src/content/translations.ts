// Records in a requested language (issue 13): `?locale=` on the reads and writes of /api/v1.
// Lists, ids, order and relations come from the Indonesian version (Strapi's default locale);
// the English version only holds the translatable fields, which it lays over them.
import type { Core, UID } from '@strapi/strapi';
import {
  CONTENT_TYPES,
  DEFAULT_LOCALE,
  LOCALE,
  TRANSLATABLE_FIELDS,
  TRANSLATION_LOCALE as TRANSLATION,
  translationSchema,
  type Locale,
  type TranslatableKind,
} from '@desa/contract';
import { ContentError, check, invalid } from './errors';
import { documentInput, fieldNames, relatedList, withCleanRichText, type Resource } from './resources';
import { toRecord, type ReadOptions, type Version } from './records';

/** A stored document, as the record mapping takes it. */
type Doc = Parameters<typeof toRecord>[2];

function pick(source: Record<string, unknown>, fields: readonly string[]) {
  return Object.fromEntries(fields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]));
}

/** The English versions of some documents, by document id, with the given fields. */
async function translationsOf(strapi: Core.Strapi, uid: UID.ContentType, documentIds: string[], fields: readonly string[], version: Version = 'published') {
  if (!documentIds.length) return new Map<string, Doc>();
  const rows: Doc[] = await strapi.documents(uid).findMany({
    locale: TRANSLATION,
    status: version,
    filters: { documentId: { $in: [...new Set(documentIds)] } },
    fields: fieldNames([...fields, 'updatedAt']),
  });
  return new Map(rows.map((row) => [row.documentId as string, row]));
}

/** Each option named by a relation gets its English name where it has one. */
async function translateOptions(strapi: Core.Strapi, resource: Resource, docs: Doc[]) {
  if (!resource.relation) return docs;
  const { attribute, single } = resource.relation;
  const ids = docs.flatMap((doc) => relatedList<Doc>(doc[attribute]).map((option) => option.documentId));
  const names = await translationsOf(strapi, CONTENT_TYPES.setting.uid, ids, TRANSLATABLE_FIELDS.setting);
  return docs.map((doc) => {
    const options = relatedList<Doc>(doc[attribute]).map((option) => ({ ...option, name: names.get(option.documentId)?.name ?? option.name }));
    return { ...doc, [attribute]: single ? options[0] ?? null : options };
  });
}

function later(a: unknown, b: unknown) {
  return new Date(String(a)) >= new Date(String(b)) ? a : b;
}

/** Indonesian documents with their English fields laid over them where they have an English version. */
async function translate(strapi: Core.Strapi, kind: TranslatableKind, uid: UID.ContentType, docs: Doc[], version?: Version) {
  const fields = TRANSLATABLE_FIELDS[kind];
  const english = await translationsOf(strapi, uid, docs.map((doc) => doc.documentId), fields, version);
  return docs.map((doc) => {
    const translation = english.get(doc.documentId);
    if (!translation) return { doc, locale: DEFAULT_LOCALE };
    const updatedAt = later(translation.updatedAt, doc.updatedAt);
    return { doc: { ...doc, ...pick(translation, fields), updatedAt }, locale: TRANSLATION };
  });
}

/**
 * The wire records of Indonesian documents in the requested language. Without a locale they are
 * today's records; with one, each says which language its translatable fields are in.
 */
export async function recordsIn(
  strapi: Core.Strapi,
  resource: Resource,
  docs: Doc[],
  locale: Locale | undefined,
  options: ReadOptions = {},
) {
  if (!locale) return docs.map((doc) => toRecord(strapi, resource, doc, options));
  if (locale === DEFAULT_LOCALE) return docs.map((doc) => ({ ...toRecord(strapi, resource, doc, options), locale }));
  const translated = await translate(strapi, resource.kind, resource.uid, await translateOptions(strapi, resource, docs), options.version);
  return translated.map(({ doc, locale: answered }) => ({ ...toRecord(strapi, resource, doc, options), locale: answered }));
}

/** The village profile (one Indonesian document) in the requested language, with its `locale`. */
export async function villageIn(strapi: Core.Strapi, uid: UID.ContentType, village: Doc, locale: Locale) {
  if (locale === DEFAULT_LOCALE) return { village, locale };
  const [translated] = await translate(strapi, 'site', uid, [village]);
  return { village: translated.doc, locale: translated.locale };
}

/**
 * Writes the English version of a document: only its translatable fields, laid over the
 * stored English ones and checked with the Indonesian rules (all required when it is new).
 * Strapi creates the version when missing, copying the shared fields; Indonesian is untouched.
 */
export async function writeTranslation(
  strapi: Core.Strapi,
  target: { kind: TranslatableKind; uid: UID.ContentType; richText?: Resource['richText'] },
  documentId: string,
  body: Record<string, unknown>,
) {
  const fields = TRANSLATABLE_FIELDS[target.kind];
  const documents = strapi.documents(target.uid);
  const stored: Record<string, unknown> | null = await documents.findOne({ documentId, locale: TRANSLATION, fields: fieldNames(fields) });
  const incoming = pick(withCleanRichText(target, body), fields);
  const { data, errors } = check(translationSchema(target.kind), { ...pick(stored ?? {}, fields), ...incoming });
  if (errors) throw invalid(errors);
  const shared = stored ? {} : await sharedFieldsOf(strapi, target.uid, documentId);
  await documents.update({ documentId, locale: TRANSLATION, data: { ...shared, ...documentInput(data) } });
}

/**
 * The Indonesian draft's fields that every language shares (media as ids). A new English version
 * starts from them: left to itself, Strapi copies them from the document's first row (its public
 * version) and then spreads them over every draft, undoing a partner's change still waiting.
 */
async function sharedFieldsOf(strapi: Core.Strapi, uid: UID.ContentType, documentId: string): Promise<Record<string, unknown>> {
  const model = strapi.getModel(uid);
  const names: string[] = strapi.plugin('i18n').service('content-types').getNonLocalizedAttributes(model);
  const attributes = model.attributes as Record<string, { type: string }>;
  const media = new Set(names.filter((name) => attributes[name]?.type === 'media'));
  const row: Record<string, unknown> | null = await strapi.db
    .query(uid)
    .findOne({ where: { documentId, locale: DEFAULT_LOCALE, publishedAt: null }, populate: Object.fromEntries([...media].map((name) => [name, true])) });
  if (!row) return {};
  const idOf = (file: unknown) => (file as { id: number } | null)?.id ?? null;
  return Object.fromEntries(
    names.filter((name) => row[name] !== undefined).map((name) => [name, media.has(name) ? (Array.isArray(row[name]) ? (row[name] as unknown[]).map(idOf) : idOf(row[name])) : row[name]]),
  );
}

/** Whether a write changes the English version only. */
export function isTranslation(locale: Locale | undefined): locale is Locale {
  return locale !== undefined && locale !== DEFAULT_LOCALE;
}

/** `POST …/create?locale=en`: a record starts in Indonesian. */
export function refuseTranslatedCreate(locale: Locale | undefined) {
  if (isTranslation(locale)) throw new ContentError('invalid', LOCALE.createIndonesianFirst);
}
