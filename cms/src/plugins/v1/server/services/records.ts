// Reading and writing the content types through the Document Service, in wire form.
// Every read is a fixed number of queries (one per populated relation), whatever the rows.
import type { Core } from '@strapi/strapi';
import { OPTION, todayInJakarta } from '@desa/contract';
import { HttpError, check, mergeErrors, validationError } from '../http';
import type { Resource } from '../resources';
import { absoluteUrl, imageErrors, imageVariants, publicBaseUrl, removeImage, storeImage } from './images';

type Doc = Record<string, any>;
export type ReadOptions = { withFormats?: boolean };

export function timestamps(doc: Doc) {
  const created = doc.createdAt ? new Date(doc.createdAt).toISOString() : null;
  const updated = doc.updatedAt ? new Date(doc.updatedAt).toISOString() : null;
  return { created_at: created, updated_at: updated, createdAt: created, updatedAt: updated };
}

export function toRecord(strapi: Core.Strapi, resource: Resource, doc: Doc, options: ReadOptions = {}) {
  const base = publicBaseUrl(strapi);
  const record: Doc = { id: doc.documentId, ...resource.fields(doc) };
  if (resource.image) {
    const media = doc[resource.image.attribute];
    record[resource.image.attribute] = absoluteUrl(base, media?.url);
    if (options.withFormats) record.images = { [resource.image.attribute]: imageVariants(base, media) };
  }
  return { ...record, ...timestamps(doc) };
}

function documents(strapi: Core.Strapi, resource: Resource) {
  return strapi.documents(resource.uid as any) as any;
}

export async function findDocument(strapi: Core.Strapi, resource: Resource, documentId: string) {
  const doc = await documents(strapi, resource).findOne({ documentId, populate: resource.populate });
  if (!doc) throw new HttpError(404, resource.text.notFound);
  return doc;
}

export async function listDocuments(
  strapi: Core.Strapi,
  resource: Resource,
  { start, limit, filters }: { start: number; limit: number; filters?: Doc },
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
  const found: Doc[] = await strapi.documents('api::option.option' as any).findMany({
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
  file?: any;
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
  const stored = existing ? resource.fields(existing) : {};
  const incoming = resource.prepare ? resource.prepare(request.body) : request.body;
  const { data: input, errors } = check(resource.schema(existing), { ...stored, ...incoming });
  const imageMissing = resource.image && !existing && !file;
  const fileErrors = imageMissing ? { file: [resource.image!.requiredMessage] } : await imageErrors(file);
  if (errors || fileErrors) throw validationError(mergeErrors(errors, fileErrors));

  const data: Doc = resource.toData(input);
  if (resource.relation) {
    data[resource.relation.attribute] = await resolveOptions(strapi, resource, (input as any)[resource.relation.field]);
  }
  const image = file ? await storeImage(strapi, file) : undefined;
  if (image) data[resource.image!.attribute] = image.id;

  try {
    const saved = existing
      ? await documents(strapi, resource).update({ documentId: existing.documentId, data, populate: resource.populate })
      : await documents(strapi, resource).create({ data, populate: resource.populate });
    if (image && existing) await removeImage(strapi, existing[resource.image!.attribute]);
    return saved;
  } catch (error) {
    if (image) await removeImage(strapi, image);
    throw error;
  }
}

export async function deleteDocument(strapi: Core.Strapi, resource: Resource, existing: Doc) {
  await documents(strapi, resource).delete({ documentId: existing.documentId });
  if (resource.image) await removeImage(strapi, existing[resource.image.attribute]);
}
