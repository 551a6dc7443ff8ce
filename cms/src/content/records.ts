// Reading and writing the content types through the Document Service, in wire form.
// Every read is a fixed number of queries (one per populated relation), whatever the rows.
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPES, NEW_PHOTO_PREFIX, OPTION, PHOTOS, isContentKind, keptPhotoEntries, publishingSchema, toWibIso, type PublishState } from '@desa/contract';
import { ContentError, check, invalid, mergeErrors, type UploadedFile } from './errors';
import { documentData, documentInput, relatedList, wireFields, withCleanRichText, type AnyDocument, type Resource } from './resources';
import { isPublished, settleState } from './publishing';
import { absoluteUrl, imageErrors, imageVariants, publicBaseUrl, removeImage, storeImage, type StoredMedia } from './images';
import { afterCommit, inTransaction } from './transactions';

type Doc = AnyDocument;
/**
 * Which version of a publishable type's documents a read sees: the public one, or the newest
 * (the draft every document has: what the back office edits). Other types have one version.
 */
export type Version = 'published' | 'draft';
/**
 * `version`: of the English fields laid over (the Indonesian documents are read already);
 * `state`: the record's publishing state, for an ADMIN's `?status=` read (adds `status` and `publish_at`).
 */
export type ReadOptions = { withFormats?: boolean; version?: Version; state?: (doc: Doc) => PublishState };

export function timestamps(doc: { id: unknown; createdAt?: unknown; updatedAt?: unknown }) {
  const created = doc.createdAt ? new Date(String(doc.createdAt)).toISOString() : null;
  const updated = doc.updatedAt ? new Date(String(doc.updatedAt)).toISOString() : null;
  return { created_at: created, updated_at: updated, createdAt: created, updatedAt: updated };
}

export function toRecord(strapi: Core.Strapi, resource: Resource, doc: Doc, options: ReadOptions = {}) {
  const base = publicBaseUrl(strapi);
  const record: Record<string, unknown> = { id: doc.documentId, ...wireFields(resource, doc, Boolean(options.state)) };
  if (resource.image) {
    const media = doc[resource.image.attribute];
    record[resource.image.attribute] = absoluteUrl(base, media?.url);
    if (options.withFormats) record.images = { [resource.image.attribute]: imageVariants(base, media) };
  }
  if (resource.photos) {
    const media: StoredMedia[] = doc[resource.photos.attribute] ?? [];
    const urls = media.map((photo) => absoluteUrl(base, photo.url));
    record.photos = urls;
    // The upload's document id: unlike its row id, it stays through a backup and restore.
    record.photo_ids = media.map((photo) => photo.documentId);
    record.thumbnail = urls[0] ?? null;
    if (options.withFormats) {
      const variants = media.map((photo) => imageVariants(base, photo));
      record.images = { thumbnail: variants[0] ?? null, photos: variants };
    }
  }
  const stamped = { ...record, ...timestamps(doc) };
  if (!options.state) return stamped;
  return { ...stamped, status: options.state(doc), publish_at: doc.publishAt ? toWibIso(String(doc.publishAt)) : null };
}

function documents(strapi: Core.Strapi, resource: Resource) {
  return strapi.documents(resource.uid);
}

export async function findDocument(strapi: Core.Strapi, resource: Resource, documentId: string, version: Version = 'published') {
  const doc = await documents(strapi, resource).findOne({ documentId, status: version, populate: resource.populate });
  if (!doc) throw new ContentError('not-found', resource.text.notFound);
  return doc;
}

type Selection = { filters?: Record<string, unknown>; version?: Version };
type Page = Selection & { start: number; limit: number; sort?: Resource['sort'] };

/** One page of documents (the public versions unless `version` says otherwise). */
export function findDocuments(strapi: Core.Strapi, resource: Resource, { start, limit, filters, version = 'published', sort = resource.sort }: Page) {
  return documents(strapi, resource).findMany({ filters, status: version, populate: resource.populate, sort, start, limit });
}

export function countDocuments(strapi: Core.Strapi, resource: Resource, { filters, version = 'published' }: Selection) {
  return documents(strapi, resource).count({ filters, status: version });
}

/** One page of documents and how many there are in all. */
export async function listDocuments(strapi: Core.Strapi, resource: Resource, page: Page) {
  const [docs, total] = await Promise.all([findDocuments(strapi, resource, page), countDocuments(strapi, resource, page)]);
  return { docs, total };
}

/** Option names → option document ids of the relation's category; unknown names are a field error. */
async function resolveOptions(strapi: Core.Strapi, resource: Resource, picked: string | string[]) {
  const relation = resource.relation!;
  const names = relatedList(picked);
  const found = await strapi.documents(CONTENT_TYPES.setting.uid).findMany({
    filters: { category: relation.category, name: { $in: names } },
    fields: ['name'],
  });
  const byName = new Map(found.map((option) => [option.name, option.documentId]));
  const unknown = names.filter((name) => !byName.has(name));
  if (unknown.length) throw invalid({ [relation.field]: [OPTION.unknown(unknown)] });
  return names.map((name) => byName.get(name)!);
}

type WriteRequest = {
  body: Record<string, unknown>;
  file?: UploadedFile;
  /** The new photos of a type with several (`files`, in the order sent). */
  files?: UploadedFile[];
  /** The stored document (its newest version), on update. */
  existing?: Doc;
  /**
   * A partner's change (issue 41): only the draft is written, whatever `status` says; the public
   * version waits for an ADMIN, so no photo it shows is removed.
   */
  pending?: boolean;
  /** Publishes this language only: the others' drafts hold a partner's change still waiting. */
  onlyLocale?: string;
};

/**
 * Validates with the shared schema and writes. On update the incoming fields are laid over
 * the stored record, so a partial PATCH is checked as a whole (end after start, …). A
 * publishable type's draft is written, then its public version follows `status` (a create
 * without one publishes, an update without one keeps the state; contract/src/publishing.ts),
 * then `within` does the rest of the edit (its Riwayat entry, a partner's change): all in one
 * transaction. New files are stored before it opens and removed again if it rolls back; a
 * replaced one goes once it commits.
 */
export async function writeDocument<T>(strapi: Core.Strapi, resource: Resource, request: WriteRequest, within: (saved: Doc) => Promise<T>): Promise<T> {
  const { existing, file, pending, onlyLocale } = request;
  const stored = existing ? wireFields(resource, existing, true) : {};
  const incoming = withCleanRichText(resource, request.body);
  const { data: input, errors } = check(resource.schema(existing), { ...stored, ...incoming });
  const publishable = isContentKind(resource.kind);
  const { data: publishing, errors: publishingErrors } = publishable ? check(publishingSchema(), request.body) : { data: undefined, errors: undefined };
  const imageMissing = resource.image && !existing && !file;
  const fileErrors = imageMissing ? { file: [resource.image!.requiredMessage] } : await imageErrors(file);
  const { plan: plannedPhotos, errors: photoErrors } = resource.photos ? await planPhotos(resource.photos, request, existing) : { plan: undefined, errors: undefined };
  if (errors || publishingErrors || fileErrors || photoErrors) throw invalid(mergeErrors(errors, publishingErrors, fileErrors, photoErrors));

  // Relation and image ids go beside the mapped fields.
  const links: Record<string, unknown> = {};
  if (resource.relation) {
    // The schema's output for the relation's field: the option names (a list schema).
    const picked = (input as Record<string, string | string[]>)[resource.relation.field];
    const ids = await resolveOptions(strapi, resource, picked);
    links[resource.relation.attribute] = resource.relation.single ? ids[0] : ids;
  }
  const image = file ? await storeImage(strapi, file) : undefined;
  if (image) links[resource.image!.attribute] = image.id;
  const photos = plannedPhotos ? await storePhotos(strapi, plannedPhotos) : undefined;
  if (photos) links[resource.photos!.attribute] = photos.ids;
  // A state asked for sets the schedule (or clears it); without one the schedule stays.
  const schedule = publishing?.status && !pending ? { publishAt: publishing.publishAt } : {};
  const data = documentInput({ ...documentData(resource, input), ...links, ...schedule });

  try {
    return await inTransaction(strapi, async () => {
      const written = existing
        ? await documents(strapi, resource).update({ documentId: existing.documentId, data, populate: resource.populate })
        : await documents(strapi, resource).create({ data, populate: resource.populate });
      // An update finds nothing when the record was deleted meanwhile.
      if (!written) throw new ContentError('not-found', resource.text.notFound);
      // Asked once the draft's rows are locked by the update: a scheduled publish by another
      // replica either finished before (and is seen) or waits for this transaction.
      const wasPublished = publishable && existing ? await isPublished(strapi, resource.uid, existing.documentId) : false;
      if (publishable && !pending) {
        const wanted = publishing?.status ?? (existing ? undefined : 'published');
        await settleState(strapi, resource.uid, written.documentId, { wanted, wasPublished, onlyLocale });
      }
      const shown = pending && existing && resource.photos ? await publicPhotoIds(strapi, resource, existing.documentId) : new Set<number>();
      const replaced = [...(image && existing ? [existing[resource.image!.attribute]] : []), ...(photos?.dropped ?? []).filter((id) => !shown.has(id)).map((id) => ({ id }))];
      const result = await within(written);
      await afterCommit(strapi, async () => {
        for (const media of replaced) await removeImage(strapi, media);
      });
      return result;
    });
  } catch (error) {
    if (image) await removeImage(strapi, image);
    for (const id of photos?.stored ?? []) await removeImage(strapi, { id });
    throw error;
  }
}

/** The upload ids of the photos a document's public version shows (none when it has none), or its draft's. */
export async function publicPhotoIds(strapi: Core.Strapi, resource: Resource, documentId: string, version: Version = 'published'): Promise<Set<number>> {
  const shown = await documents(strapi, resource).findOne({ documentId, status: version, populate: { [resource.photos!.attribute]: true } });
  const photos = (shown as Record<string, unknown> | null)?.[resource.photos!.attribute] ?? [];
  return new Set((photos as Array<{ id: number }>).map((photo) => photo.id));
}

/** The photos a write ends with, in order: kept ones (their upload row ids), new files. */
type PhotoPlan = { order: Array<{ kept: number } | { file: UploadedFile }>; dropped: number[] };

/**
 * Checks the photos of a create or update before anything is stored: every new file by its
 * bytes, the kept ids against the record's, the count within 1 to `max`. On update without
 * `photos_keep` every stored photo stays and new files go after them.
 */
async function planPhotos(rule: { attribute: string; max: number }, request: WriteRequest, existing?: Doc): Promise<{ plan?: PhotoPlan; errors?: Record<string, string[]> }> {
  const files = request.files ?? [];
  const stored = new Map(((existing?.[rule.attribute] ?? []) as StoredMedia[]).map((photo) => [photo.documentId, Number(photo.id)]));
  const keep = keptPhotoEntries(request.body.photos_keep);
  if (existing && keep === undefined && files.length === 0) return {};
  if (files.length > rule.max) return { errors: { photos: [PHOTOS.tooMany(rule.max)] } };
  const order: PhotoPlan['order'] = [];
  const placed = new Set<number>();
  const kept = new Set<number>();
  for (const item of keep ?? [...stored.keys()]) {
    const fileIndex = item.startsWith(NEW_PHOTO_PREFIX) ? Number(item.slice(NEW_PHOTO_PREFIX.length)) : NaN;
    const storedId = stored.get(item);
    if (Number.isInteger(fileIndex) && fileIndex >= 0 && fileIndex < files.length) {
      if (!placed.has(fileIndex)) order.push({ file: files[fileIndex] });
      placed.add(fileIndex);
    } else if (storedId !== undefined) {
      if (!kept.has(storedId)) order.push({ kept: storedId });
      kept.add(storedId);
    } else return { errors: { photos: [PHOTOS.unknown] } };
  }
  files.forEach((file, index) => placed.has(index) || order.push({ file }));
  if (order.length === 0) return { errors: { photos: [PHOTOS.required] } };
  if (order.length > rule.max) return { errors: { photos: [PHOTOS.tooMany(rule.max)] } };
  for (const file of files) {
    if (await imageErrors(file)) return { errors: { photos: [PHOTOS.unsupported(String(file.originalFilename || 'foto'))] } };
  }
  return { plan: { order, dropped: [...stored.values()].filter((id) => !kept.has(id)) } };
}

/** Stores the new files of a plan; the photos' ids in order. A failure removes what it stored. */
async function storePhotos(strapi: Core.Strapi, plan: PhotoPlan) {
  const stored: number[] = [];
  try {
    const ids: number[] = [];
    for (const entry of plan.order) {
      if ('kept' in entry) ids.push(entry.kept);
      else {
        const media = await storeImage(strapi, entry.file);
        stored.push(Number(media.id));
        ids.push(Number(media.id));
      }
    }
    return { ids, stored, dropped: plan.dropped };
  } catch (error) {
    for (const id of stored) await removeImage(strapi, { id });
    throw error;
  }
}
