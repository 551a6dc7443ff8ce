// Sampah (issue 23). Deleting a record through /api/v1 keeps a snapshot of it (every language,
// its option links by id, its image's upload id, its publishing state) and then deletes the
// document, so every list, page and cache forgets it exactly as before. The image's files stay
// until the entry is removed for good: by "Hapus permanen", or by the daily clean-up after
// TRASH_RETENTION_DAYS. Restoring writes the document again under its old id. A guest's review
// (issue 40) lives outside the registry, in one table: its row is kept and written back whole.
import type { Core, UID } from '@strapi/strapi';
import {
  CONTENT_TYPES,
  DEFAULT_LOCALE,
  TRANSLATABLE_FIELDS,
  TRASH,
  TRASH_RETENTION_DAYS,
  isContentKind,
  reviewChangedTypes,
  type EntityKind,
  type RequestType,
  type TrashItem,
  type TrashKind,
} from '@desa/contract';
import { ContentError } from './errors';
import { removeImage } from './images';
import { currentActor, recordActivity } from './activity';
import { versionsOf } from './publishing';
import { announceChanged } from './purge-notice';
import { RESOURCES, documentInput, relatedList, type Resource } from './resources';
import { FILE_UID, REVIEW_UID } from './uids';
import { inTransaction } from './transactions';

export const TRASH_UID = 'api::trash-entry.trash-entry' as const;

type Link = { documentId: string; name: string | null };

/** A deleted document, whole: enough to write it again as it was. */
export type Snapshot = {
  version: 1;
  published: boolean;
  createdAt: string | null;
  /** The default language's attributes, without its image and links. */
  data: Record<string, unknown>;
  /** Media attributes: the upload's id, or the ids in order for several photos. */
  media: Record<string, number | number[] | null>;
  /** Relations the document owns: the linked documents, with their names at the time. */
  links: Record<string, Link[]>;
  /** Other languages: their translatable fields. */
  translations: Record<string, Record<string, unknown>>;
};

type Attribute = { type: string; target?: string; mappedBy?: string; relation?: string };
type Row = Record<string, unknown> & { id: number; documentId: string; locale?: string | null };
type EntryRow = {
  id: number;
  kind: TrashKind;
  recordId: string;
  title: string | null;
  snapshot: Snapshot;
  files: number[] | null;
  deletedById: string | null;
  deletedByName: string | null;
  createdAt: string | Date;
};

const OWN = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations', 'createdBy', 'updatedBy']);

type RowKind = Exclude<TrashKind, EntityKind>;
/** The kinds outside the registry: their table, what a restore says when the row's place is taken, and which pages it purges. */
const ROW_KINDS: Record<RowKind, { uid: UID.ContentType; taken: (strapi: Core.Strapi, data: Record<string, unknown>) => Promise<boolean>; readers: (data: Record<string, unknown>) => string[] }> = {
  review: {
    uid: REVIEW_UID,
    // One review per request: a new one written since keeps its place.
    taken: async (strapi, data) => (await strapi.db.query(REVIEW_UID).count({ where: { booking_code: data.booking_code } })) > 0,
    readers: (data) => (data.status === 'tampil' ? reviewChangedTypes(data.type as RequestType) : []),
  },
};
const isRowKind = (kind: TrashKind): kind is RowKind => kind in ROW_KINDS;

function attributesOf(strapi: Core.Strapi, uid: UID.ContentType): Array<[string, Attribute]> {
  return Object.entries(strapi.contentType(uid).attributes as Record<string, Attribute>).filter(([name]) => !OWN.has(name));
}

/** Relations this document's side holds (an option's list of tours is the tours' to keep). */
function ownedRelations(strapi: Core.Strapi, uid: UID.ContentType) {
  return attributesOf(strapi, uid).filter(([, attribute]) => attribute.type === 'relation' && !attribute.mappedBy && attribute.target?.startsWith('api::'));
}

export function titleOf(resource: Resource, row: Record<string, unknown>): string {
  const title = row.title ?? row.name;
  return typeof title === 'string' ? title : resource.kind;
}

async function snapshotOf(strapi: Core.Strapi, resource: Resource, documentId: string): Promise<{ snapshot: Snapshot; title: string; files: number[] }> {
  const { uid } = resource;
  const publishable = isContentKind(resource.kind);
  const attributes = attributesOf(strapi, uid);
  const populate = Object.fromEntries(
    attributes.flatMap(([name, attribute]) =>
      attribute.type === 'media' ? [[name, { select: ['id'] }]] : ownedRelations(strapi, uid).some(([owned]) => owned === name) ? [[name, { select: ['documentId', 'name'] }]] : [],
    ),
  );
  const rows: Row[] = await strapi.db.query(uid).findMany({ where: { documentId, ...(publishable && { publishedAt: null }) }, populate });
  const main = rows.find((row) => (row.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE) ?? rows[0];
  if (!main) throw new ContentError('not-found', resource.text.notFound);
  const snapshot: Snapshot = { version: 1, published: false, createdAt: main.createdAt ? new Date(String(main.createdAt)).toISOString() : null, data: {}, media: {}, links: {}, translations: {} };
  for (const [name, attribute] of attributes) {
    if (attribute.type === 'media') {
      const stored = main[name] as { id: number } | Array<{ id: number }> | null;
      snapshot.media[name] = Array.isArray(stored) ? stored.map((file) => file.id) : stored?.id ?? null;
    } else if (attribute.type === 'relation') {
      if (name in populate) snapshot.links[name] = relatedList(main[name] as Link | Link[] | null).map(({ documentId: id, name: linkName }) => ({ documentId: id, name: linkName ?? null }));
    } else snapshot.data[name] = main[name];
  }
  const translatable = TRANSLATABLE_FIELDS[resource.kind] as readonly string[];
  for (const row of rows) {
    if (row === main || !row.locale) continue;
    snapshot.translations[row.locale] = Object.fromEntries(translatable.map((field) => [field, row[field]]));
  }
  snapshot.published = publishable ? (await strapi.db.query(uid).count({ where: { documentId, publishedAt: { $notNull: true } } })) > 0 : false;
  const files = Object.values(snapshot.media).flat().filter((id): id is number => typeof id === 'number');
  return { snapshot, title: titleOf(resource, main), files };
}

/**
 * Moves a record to the trash: its snapshot is kept and the document deleted, in one
 * transaction. The image stays on disk for a restore.
 */
export async function trashDocument(strapi: Core.Strapi, resource: Resource, documentId: string) {
  const actor = currentActor();
  await inTransaction(strapi, async () => {
    const { snapshot, title, files } = await snapshotOf(strapi, resource, documentId);
    await strapi.db.query(TRASH_UID).create({
      data: { kind: resource.kind, recordId: documentId, title, snapshot, files, deletedById: actor?.id ?? null, deletedByName: actor?.name ?? null },
    });
    // Every language and version goes (without a locale Strapi deletes the default one only).
    await strapi.documents(resource.uid).delete({ documentId, locale: '*' });
    await recordActivity(strapi, { action: 'delete', type: resource.kind, recordId: documentId, recordTitle: title });
  });
}

/** Moves a row of a kind outside the registry to the trash: the row, whole, then gone. */
export async function trashRow(strapi: Core.Strapi, kind: RowKind, documentId: string, title: string) {
  const actor = currentActor();
  const { uid } = ROW_KINDS[kind];
  await inTransaction(strapi, async () => {
    const row = (await strapi.db.query(uid).findOne({ where: { documentId } })) as Row | null;
    if (!row) throw new ContentError('not-found', TRASH.notFound);
    const data = Object.fromEntries(Object.entries(row).filter(([name]) => !OWN.has(name)));
    const snapshot: Snapshot = { version: 1, published: false, createdAt: row.createdAt ? new Date(String(row.createdAt)).toISOString() : null, data, media: {}, links: {}, translations: {} };
    await strapi.db.query(TRASH_UID).create({ data: { kind, recordId: documentId, title, snapshot, files: [], deletedById: actor?.id ?? null, deletedByName: actor?.name ?? null } });
    await strapi.db.query(uid).delete({ where: { id: row.id } });
    await recordActivity(strapi, { action: 'delete', type: kind, recordId: documentId, recordTitle: title });
  });
}

async function restoreRow(strapi: Core.Strapi, kind: RowKind, entry: EntryRow) {
  const { uid, taken, readers } = ROW_KINDS[kind];
  const { data, createdAt } = entry.snapshot;
  if ((await strapi.db.query(uid).count({ where: { documentId: entry.recordId } })) > 0) throw new ContentError('conflict', TRASH.stillExists);
  if (await taken(strapi, data)) throw new ContentError('conflict', TRASH.replacedSince);
  await inTransaction(strapi, async () => {
    await strapi.db.query(uid).create({ data: { ...data, documentId: entry.recordId, ...(createdAt && { createdAt: new Date(createdAt) }) } });
    await strapi.db.query(TRASH_UID).delete({ where: { id: entry.id } });
    await recordActivity(strapi, { action: 'restore', type: kind, recordId: entry.recordId, recordTitle: entry.title });
  });
  announceChanged(readers(data));
  return { title: entry.title ?? '', notes: [], published: false };
}

function toItem(row: EntryRow): TrashItem {
  return {
    type: row.kind,
    id: row.recordId,
    title: row.title ?? '',
    deleted_by: row.deletedByName ?? '',
    deleted_at: new Date(row.createdAt).toISOString(),
  };
}

export async function listTrash(strapi: Core.Strapi, { start, limit }: { start: number; limit: number }) {
  const [rows, total] = await Promise.all([
    strapi.db.query(TRASH_UID).findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], offset: start, limit, select: ['id', 'kind', 'recordId', 'title', 'deletedByName', 'createdAt'] }),
    strapi.db.query(TRASH_UID).count(),
  ]);
  return { items: (rows as EntryRow[]).map(toItem), total };
}

/** The snapshot of a record in the trash, or null when it is not there. */
export async function trashedSnapshot(strapi: Core.Strapi, kind: TrashKind, recordId: string): Promise<Snapshot | null> {
  const row = await strapi.db.query(TRASH_UID).findOne({ where: { kind, recordId }, select: ['snapshot'] });
  return (row as Pick<EntryRow, 'snapshot'> | null)?.snapshot ?? null;
}

async function findEntry(strapi: Core.Strapi, kind: TrashKind, recordId: string): Promise<EntryRow> {
  const row = await strapi.db.query(TRASH_UID).findOne({ where: { kind, recordId } });
  if (!row) throw new ContentError('not-found', TRASH.notFound);
  return row as EntryRow;
}

const RELATION_LABELS: Record<string, string> = { facilities: 'Fasilitas', benefits: 'Benefit', category: 'Kategori' };

/** The links whose documents still exist; notes for those gone or renamed meanwhile. */
async function liveLinks(strapi: Core.Strapi, uid: UID.ContentType, snapshot: Snapshot, notes: string[]) {
  const links: Record<string, string[] | string | null> = {};
  const relations = new Map(ownedRelations(strapi, uid));
  for (const [name, saved] of Object.entries(snapshot.links)) {
    const target = relations.get(name)?.target as UID.ContentType | undefined;
    if (!target) continue;
    const ids = saved.map((link) => link.documentId);
    const rows: Row[] = ids.length ? await strapi.db.query(target).findMany({ where: { documentId: { $in: ids }, locale: DEFAULT_LOCALE }, select: ['documentId', 'name'] }) : [];
    const now = new Map(rows.map((row) => [row.documentId, row.name as string | null]));
    const label = RELATION_LABELS[name] ?? name;
    const gone = saved.filter((link) => !now.has(link.documentId));
    if (gone.length) notes.push(TRASH.optionGone(label, gone.map((link) => link.name ?? link.documentId)));
    for (const link of saved) {
      const current = now.get(link.documentId);
      if (now.has(link.documentId) && link.name && current && current !== link.name) notes.push(TRASH.optionRenamed(label, link.name, current));
    }
    const live = ids.filter((id) => now.has(id));
    links[name] = relations.get(name)?.relation === 'manyToOne' ? live[0] ?? null : live;
  }
  return links;
}

/** An option comes back under its name, or under "name (dipulihkan)" when another option took it meanwhile. */
async function freeOptionName(strapi: Core.Strapi, data: Record<string, unknown>, locale: string, notes: string[]): Promise<string | undefined> {
  const name = data.name;
  if (typeof name !== 'string') return undefined;
  const taken = async (candidate: string) =>
    (await strapi.db.query(CONTENT_TYPES.setting.uid).count({ where: { name: candidate, category: data.category, locale } })) > 0;
  if (!(await taken(name))) return undefined;
  for (let n = 1; ; n += 1) {
    const candidate = `${name.slice(0, 80)} (dipulihkan${n > 1 ? ` ${n}` : ''})`;
    if (!(await taken(candidate))) {
      notes.push(TRASH.nameTaken(name, candidate));
      return candidate;
    }
  }
}

async function liveMedia(strapi: Core.Strapi, snapshot: Snapshot, notes: string[]) {
  const media: Record<string, number | number[] | null> = {};
  for (const [name, saved] of Object.entries(snapshot.media)) {
    const ids = Array.isArray(saved) ? saved : saved === null ? [] : [saved];
    const found = ids.length ? ((await strapi.db.query(FILE_UID).findMany({ where: { id: { $in: ids } }, select: ['id'] })) as Array<{ id: number }>) : [];
    const live = ids.filter((id) => found.some((file) => file.id === id));
    if (live.length < ids.length) notes.push(live.length ? TRASH.somePhotosGone(ids.length - live.length) : TRASH.imageGone);
    media[name] = Array.isArray(saved) ? live : live[0] ?? null;
  }
  return media;
}

/** Brings a record back from the trash as it was. Returns its title and what could not come back. */
export async function restoreDocument(strapi: Core.Strapi, kind: TrashKind, recordId: string) {
  const entry = await findEntry(strapi, kind, recordId);
  if (isRowKind(kind)) return restoreRow(strapi, kind, entry);
  const resource: Resource = RESOURCES[kind];
  const { uid } = resource;
  const { snapshot } = entry;
  if ((await strapi.db.query(uid).count({ where: { documentId: recordId } })) > 0) throw new ContentError('conflict', TRASH.stillExists);
  const notes: string[] = [];
  const links = await liveLinks(strapi, uid, snapshot, notes);
  const media = await liveMedia(strapi, snapshot, notes);
  const data: Record<string, unknown> = { ...snapshot.data, ...media, ...links };
  if (kind === 'setting') {
    const renamed = await freeOptionName(strapi, data, DEFAULT_LOCALE, notes);
    if (renamed) data.name = renamed;
  }
  // A required image that is gone cannot be public: the record comes back as a draft.
  const canPublish = snapshot.published && !Object.values(media).some((ids) => ids === null || (Array.isArray(ids) && ids.length === 0));
  await inTransaction(strapi, async () => {
    const documents = strapi.documents(uid);
    await documents.create({ data: documentInput({ ...data, documentId: recordId }) });
    for (const [locale, fields] of Object.entries(snapshot.translations)) {
      const translated = { ...fields };
      if (kind === 'setting') {
        const renamed = await freeOptionName(strapi, { ...translated, category: data.category }, locale, notes);
        if (renamed) translated.name = renamed;
      }
      await documents.update({ documentId: recordId, locale, data: documentInput(translated) });
    }
    if (canPublish) await versionsOf(strapi, uid).publish({ documentId: recordId, locale: '*' });
    // Back in its old place in the lists (they are ordered by creation).
    if (snapshot.createdAt) await strapi.db.query(uid).updateMany({ where: { documentId: recordId }, data: { createdAt: new Date(snapshot.createdAt) } });
    await strapi.db.query(TRASH_UID).delete({ where: { id: entry.id } });
    await recordActivity(strapi, { action: 'restore', type: kind, recordId, recordTitle: entry.title });
  });
  return { title: entry.title ?? '', notes: [...new Set(notes)], published: canPublish };
}

async function removeFiles(strapi: Core.Strapi, files: number[] | null) {
  for (const id of files ?? []) await removeImage(strapi, { id });
}

/**
 * Removes an entry and its files for good. The entry's row is claimed by deleting it: of two
 * processes removing the same entry, one deletes the row and only that one removes the files.
 */
async function purgeEntry(strapi: Core.Strapi, entry: EntryRow): Promise<boolean> {
  const claimed = await inTransaction(strapi, async () => {
    const { count } = await strapi.db.query(TRASH_UID).deleteMany({ where: { id: entry.id } });
    if (count) await recordActivity(strapi, { action: 'purge', type: entry.kind, recordId: entry.recordId, recordTitle: entry.title });
    return count > 0;
  });
  if (claimed) await removeFiles(strapi, entry.files);
  return claimed;
}

/** "Hapus permanen". */
export async function purgeDocument(strapi: Core.Strapi, kind: TrashKind, recordId: string) {
  const entry = await findEntry(strapi, kind, recordId);
  if (!(await purgeEntry(strapi, entry))) throw new ContentError('not-found', TRASH.notFound);
  return entry.title ?? '';
}

/** The daily clean-up's part: entries older than the retention go, with their files. */
export async function purgeExpiredTrash(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const expired: EntryRow[] = await strapi.db.query(TRASH_UID).findMany({ where: { createdAt: { $lt: cutoff } }, select: ['id', 'kind', 'recordId', 'title', 'files'] });
  let purged = 0;
  for (const entry of expired) if (await purgeEntry(strapi, entry)) purged += 1;
  return purged;
}
