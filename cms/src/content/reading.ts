// Reading the content types' records for /api/v1: a visitor's public versions, an ADMIN's (or a
// partner's, of their own items) newest versions with their publishing state, a preview link's.
import type { Core } from '@strapi/strapi';
import { STATUS_FILTERS, type Locale, type StatusFilter, type TrashKind } from '@desa/contract';
import { ContentError } from './errors';
import { publishedIds, stateFilter, stateOf } from './publishing';
import { countDocuments, findDocument, findDocuments, listDocuments, type ReadOptions } from './records';
import { RESOURCES, type AnyDocument, type Resource } from './resources';
import { reviewById } from './reviews';
import { recordsIn } from './translations';

export type { Resource };
/** How records are read: the language, the images' variants, and an ADMIN's state filter (`?status=`). */
export type Reading = { locale?: Locale; withFormats?: boolean; state?: StatusFilter | null };
type Page = { start: number; limit: number; filters?: Record<string, unknown> };

/** Read options for the newest versions, each record with its state. */
function withStates(published: Set<string>, withFormats = false): ReadOptions {
  return { withFormats, version: 'draft', state: (doc: AnyDocument) => stateOf(doc, published) };
}

/** A page of public records and how many there are. */
export async function listPublic(strapi: Core.Strapi, resource: Resource, page: Page, { locale, withFormats }: Reading) {
  const { docs, total } = await listDocuments(strapi, resource, page);
  return { records: await recordsIn(strapi, resource, docs, locale, { withFormats }), total };
}

/** A page of the newest versions in a state (`filters` narrow it: a partner's own items), with each tab's count. */
export async function listInState(strapi: Core.Strapi, resource: Resource, page: Page, { locale, withFormats, state }: Reading & { state: StatusFilter }) {
  const published = await publishedIds(strapi, resource.uid);
  const inState = (filter: StatusFilter) => ({ ...page.filters, ...stateFilter(filter, published) });
  const sort = state === 'scheduled' ? [{ publishAt: 'asc' as const }, { id: 'asc' as const }] : resource.sort;
  const [docs, counts] = await Promise.all([
    findDocuments(strapi, resource, { ...page, filters: inState(state), version: 'draft', sort }),
    Promise.all(STATUS_FILTERS.map(async (filter) => [filter, await countDocuments(strapi, resource, { filters: inState(filter), version: 'draft' })] as const)).then(
      (entries) => Object.fromEntries(entries) as Record<StatusFilter, number>,
    ),
  ]);
  return { records: await recordsIn(strapi, resource, docs, locale, withStates(published, withFormats)), total: counts[state], counts };
}

/** A public record. */
export async function readPublic(strapi: Core.Strapi, resource: Resource, id: string, { locale, withFormats }: Reading) {
  return (await recordsIn(strapi, resource, [await findDocument(strapi, resource, id)], locale, { withFormats }))[0];
}

/**
 * A record's newest version (a preview, an ADMIN's read), after `mayRead` lets the caller see it;
 * with a state, in that state only (a 404 in another) and saying which.
 */
export async function readNewest(strapi: Core.Strapi, resource: Resource, id: string, { locale, withFormats, state }: Reading = {}, mayRead?: (doc: AnyDocument) => Promise<void>) {
  const doc = await findDocument(strapi, resource, id, 'draft');
  await mayRead?.(doc);
  if (!state) return editedRecord(strapi, resource, doc, { locale, withFormats });
  const published = await publishedIds(strapi, resource.uid, [doc.documentId]);
  if (state !== 'all' && state !== stateOf(doc, published)) throw new ContentError('not-found', resource.text.notFound);
  return (await recordsIn(strapi, resource, [doc], locale, withStates(published, withFormats)))[0];
}

/** The record an edit leaves (its newest version), as its answer shows it. */
export async function editedRecord(strapi: Core.Strapi, resource: Resource, doc: AnyDocument, { locale, withFormats }: Reading = {}) {
  return (await recordsIn(strapi, resource, [doc], locale, { withFormats, version: 'draft' }))[0];
}

/** A record the trash gave back, as the back office reads it. */
export async function restoredRecord(strapi: Core.Strapi, kind: TrashKind, id: string) {
  return kind === 'review' ? reviewById(strapi, id) : readNewest(strapi, RESOURCES[kind], id);
}
