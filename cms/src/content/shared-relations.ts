// A tour's facilities, a package's benefits, a homestay's facilities and a product's category
// are the same in both languages. Strapi 5 keeps
// relations between two localized types per language (strapi/strapi#24065) and links an
// English tour only to options that have an English version. So the Indonesian version holds
// the links, and after every write its links are copied to the English version, for the options
// that have one: the Strapi panel then shows them on the English record too. /api/v1 reads the
// Indonesian links in both languages.
import type { Core, UID } from '@strapi/strapi';
import { CONTENT_TYPES, DEFAULT_LOCALE, TRANSLATION_LOCALE as TRANSLATION } from '@desa/contract';
import { RESOURCES, relatedList } from './resources';

const OPTION: UID.ContentType = CONTENT_TYPES.setting.uid;
const WRITES = new Set(['create', 'update']);

/** The linking side of each relation to options (a resource's `relation`), and the option's side of it. */
type Relation = { uid: UID.ContentType; attribute: string; inverse: string; single: boolean };

function sharedRelations(strapi: Core.Strapi): Relation[] {
  return Object.values(RESOURCES).flatMap((resource) => {
    if (!resource.relation) return [];
    const { attribute, single = false } = resource.relation;
    const declared = (strapi.contentType(resource.uid).attributes as Record<string, { inversedBy?: string }>)[attribute];
    return declared.inversedBy ? [{ uid: resource.uid, attribute, inverse: declared.inversedBy, single }] : [];
  });
}

type Row = { id: number; documentId: string; [attribute: string]: unknown };

/** Row-level queries: they do not pass through the Document Service again. They link the drafts; publishing copies the links. */
async function copyLinks(strapi: Core.Strapi, { uid, attribute, single }: Relation, documentId: string) {
  const rows = strapi.db.query(uid);
  const [indonesian, english]: Array<Row | null> = await Promise.all([
    rows.findOne({ where: { documentId, locale: DEFAULT_LOCALE, publishedAt: null }, select: ['id'], populate: { [attribute]: { select: ['documentId'] } } }),
    rows.findOne({ where: { documentId, locale: TRANSLATION, publishedAt: null }, select: ['id'] }),
  ]);
  if (!indonesian || !english) return;
  const optionIds = relatedList(indonesian[attribute] as Row | Row[] | null).map((option) => option.documentId);
  const translated: Row[] = optionIds.length
    ? await strapi.db.query(OPTION).findMany({ where: { documentId: { $in: optionIds }, locale: TRANSLATION }, select: ['id', 'documentId'] })
    : [];
  const englishRow = new Map(translated.map((option) => [option.documentId, option.id]));
  const links = optionIds.flatMap((id) => (englishRow.has(id) ? [englishRow.get(id)!] : []));
  await rows.update({ where: { id: english.id }, data: { [attribute]: single ? links[0] ?? null : links } });
}

/** An option's English version joins the English records whose Indonesian version uses it. */
async function copyLinksOfUsers(strapi: Core.Strapi, relations: Relation[], optionDocumentId: string) {
  const option: Row | null = await strapi.db.query(OPTION).findOne({
    where: { documentId: optionDocumentId, locale: DEFAULT_LOCALE },
    select: ['id'],
    populate: Object.fromEntries(relations.map(({ inverse }) => [inverse, { select: ['documentId'] }])),
  });
  for (const relation of relations) {
    for (const user of (option?.[relation.inverse] as Row[] | undefined) ?? []) await copyLinks(strapi, relation, user.documentId);
  }
}

export function registerSharedRelations(strapi: Core.Strapi) {
  const relations = sharedRelations(strapi);
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const documentId = (result as { documentId?: string } | null)?.documentId;
    if (!WRITES.has(context.action) || !documentId) return result;
    const relation = relations.find(({ uid }) => uid === context.uid);
    if (relation) await copyLinks(strapi, relation, documentId);
    const params = context.params as { locale?: string };
    if (context.uid === OPTION && params.locale === TRANSLATION) await copyLinksOfUsers(strapi, relations, documentId);
    return result;
  });
}
