// Reading and writing the content types through the Document Service, in wire form.
// Every read is a fixed number of queries (one per populated relation), whatever the rows.
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPES, OPTION, todayInJakarta } from '@desa/contract';
import { HttpError, check, mergeErrors, validationError } from '../http';
import { documentData, documentInput, wireFields, type AnyDocument, type Resource } from '../../../../content/resources';
import type { UploadedFile } from '../http';
import { absoluteUrl, imageErrors, imageVariants, publicBaseUrl, removeImage, storeImage } from './images';

type Doc = AnyDocument;
export type ReadOptions = { withFormats?: boolean };

export function timestamps(doc: { id: unknown; createdAt?: unknown; updatedAt?: unknown }) {
  const created = doc.createdAt ? new Date(String(doc.createdAt)).toISOString() : null;
  const updated = doc.updatedAt ? new Date(String(doc.updatedAt)).toISOString() : null;
  return { created_at: created, updated_at: updated, createdAt: created, updatedAt: updated };
}

export function toRecord(strapi: Core.Strapi, resource: Resource, doc: Doc, options: ReadOptions = {}) {
  const base = publicBaseUrl(strapi);
  const record: Record<string, unknown> = { id: doc.documentId, ...wireFields(resource, doc) };
  if (resource.image) {
    const media = doc[resource.image.attribute];
    record[resource.image.attribute] = absoluteUrl(base, media?.url);
    if (options.withFormats) record.images = { [resource.image.attribute]: imageVariants(base, media) };
  }
  return { ...record, ...timestamps(doc) };
}

function documents(strapi: Core.Strapi, resource: Resource) {
  return strapi.documents(resource.uid);
}

export async function findDocument(strapi: Core.Strapi, resource: Resource, documentId: string) {
  const doc = await documents(strapi, resource).findOne({ documentId, populate: resource.populate });
  if (!doc) throw new HttpError(404, resource.text.notFound);
  return doc;
}

export async function listDocuments(
  strapi: Core.Strapi,
  resource: Resource,
  { start, limit, filters }: { start: number; limit: number; filters?: Record<string, unknown> },
) {
  const [docs, total] = await Promise.all([
    documents(strapi, resource).findMany({ filters, populate: resource.populate, sort: resource.sort, start, limit }),
    documents(strapi, resource).count({ filters }),
  ]);
  return { docs, total };
}

export function upcomingFilter() {
  return { date: { $gte: todayInJakarta() } };
}

/** Option names → option document ids of the relation's category; unknown names are a field error. */
async function resolveOptions(strapi: Core.Strapi, resource: Resource, names: string[]) {
  const relation = resource.relation!;
  const found = await strapi.documents(CONTENT_TYPES.setting.uid).findMany({
    filters: { category: relation.category, name: { $in: names } },
    fields: ['name'],
  });
  const byName = new Map(found.map((option) => [option.name, option.documentId]));
  const unknown = names.filter((name) => !byName.has(name));
  if (unknown.length) throw validationError({ [relation.field]: [OPTION.unknown(unknown)] });
  return names.map((name) => byName.get(name)!);
}

type WriteRequest = {
  body: Record<string, unknown>;
  file?: UploadedFile;
  /** The stored document, on update. */
  existing?: Doc;
};

/**
 * Validates with the shared schema and writes. On update the incoming fields are laid over
 * the stored record, so a partial PATCH is checked as a whole (end after start, …).
 * A newly stored image is removed again if the write fails; a replaced one once it succeeds.
 */
export async function writeDocument(strapi: Core.Strapi, resource: Resource, request: WriteRequest) {
  const { existing, file } = request;
  const stored = existing ? wireFields(resource, existing) : {};
  const incoming = resource.prepare ? resource.prepare(request.body) : request.body;
  const { data: input, errors } = check(resource.schema(existing), { ...stored, ...incoming });
  const imageMissing = resource.image && !existing && !file;
  const fileErrors = imageMissing ? { file: [resource.image!.requiredMessage] } : await imageErrors(file);
  if (errors || fileErrors) throw validationError(mergeErrors(errors, fileErrors));

  // Relation and image ids go beside the mapped fields.
  const links: Record<string, unknown> = {};
  if (resource.relation) {
    // The schema's output for the relation's field: the option names (a list schema).
    const picked = (input as Record<string, string[]>)[resource.relation.field];
    links[resource.relation.attribute] = await resolveOptions(strapi, resource, picked);
  }
  const image = file ? await storeImage(strapi, file) : undefined;
  if (image) links[resource.image!.attribute] = image.id;
  const data = documentInput({ ...documentData(resource, input), ...links });

  try {
    const saved = existing
      ? await documents(strapi, resource).update({ documentId: existing.documentId, data, populate: resource.populate })
      : await documents(strapi, resource).create({ data, populate: resource.populate });
    if (image && existing) await removeImage(strapi, existing[resource.image!.attribute]);
    // An update finds nothing when the record was deleted meanwhile.
    if (!saved) throw new HttpError(404, resource.text.notFound);
    return saved;
  } catch (error) {
    if (image) await removeImage(strapi, image);
    throw error;
  }
}

export async function deleteDocument(strapi: Core.Strapi, resource: Resource, existing: Doc) {
  // Every language of the record goes (without a locale Strapi deletes the default one only).
  await documents(strapi, resource).delete({ documentId: existing.documentId, locale: '*' });
  if (resource.image) await removeImage(strapi, existing[resource.image.attribute]);
}
