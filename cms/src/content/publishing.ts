// Draf, Terjadwal, Terbit (issue 22) on Strapi's draft & publish. Every document of a
// publishable type has a draft, always the newest; it is public while it also has a published
// version, which the writers here keep equal to the draft. A scheduled document is a draft
// whose `publishAt` is set: the scheduler publishes it once that time has passed. Publishing and
// taking down act on every language of the document together.
import type { Core, UID } from '@strapi/strapi';
import { CONTENT_KINDS, CONTENT_TYPES, DEFAULT_LOCALE, type PublishState, type StatusFilter } from '@desa/contract';
import { inTransaction } from './transactions';

/** The publishable types: those with records of their own on the public site. */
export const PUBLISHABLE_UIDS: UID.ContentType[] = CONTENT_KINDS.map((kind) => CONTENT_TYPES[kind].uid);

/** The Document Service's draft & publish calls (its types offer them only where it knows a type has drafts). */
type Versions = {
  publish(params: { documentId: string; locale: string }): Promise<unknown>;
  unpublish(params: { documentId: string; locale: string }): Promise<unknown>;
  discardDraft(params: { documentId: string; locale: string }): Promise<unknown>;
};

export function versionsOf(strapi: Core.Strapi, uid: UID.ContentType): Versions {
  return strapi.documents(uid) as unknown as Versions;
}

/** Ids of the type's documents that are public now (of every one, or only of `among`). */
export async function publishedIds(strapi: Core.Strapi, uid: UID.ContentType, among?: string[]): Promise<Set<string>> {
  const where = { publishedAt: { $notNull: true }, ...(among && { documentId: { $in: among } }) };
  const rows = await strapi.db.query(uid).findMany({ where, select: ['documentId'] });
  return new Set(rows.map((row: { documentId: string }) => row.documentId));
}

export async function isPublished(strapi: Core.Strapi, uid: UID.ContentType, documentId: string): Promise<boolean> {
  return (await strapi.db.query(uid).count({ where: { documentId, publishedAt: { $notNull: true } } })) > 0;
}

/** The state of a draft, given the ids of the public documents. */
export function stateOf(draft: { documentId: string; publishAt?: unknown }, published: Set<string>): PublishState {
  if (published.has(draft.documentId)) return 'published';
  return draft.publishAt ? 'scheduled' : 'draft';
}

/** Document Service filters on drafts that keep only those of a state. */
export function stateFilter(filter: StatusFilter, published: Set<string>): Record<string, unknown> | undefined {
  const ids = [...published];
  switch (filter) {
    case 'all':
      return undefined;
    case 'published':
      return { documentId: { $in: ids } };
    case 'scheduled':
      return { publishAt: { $notNull: true }, documentId: { $notIn: ids } };
    case 'draft':
      return { publishAt: { $null: true }, documentId: { $notIn: ids } };
  }
}

async function clearSchedule(strapi: Core.Strapi, uid: UID.ContentType, documentId: string) {
  await strapi.db.query(uid).updateMany({ where: { documentId, publishedAt: null, publishAt: { $notNull: true } }, data: { publishAt: null } });
}

/** Makes the document public in every language it has, now (its schedule is dropped with it, or neither changes). */
export async function publishDocument(strapi: Core.Strapi, uid: UID.ContentType, documentId: string) {
  await inTransaction(strapi, async () => {
    await clearSchedule(strapi, uid, documentId);
    await versionsOf(strapi, uid).publish({ documentId, locale: '*' });
  });
}

/** Takes the document off the public site (back to Draf), or cancels its schedule. */
export async function unpublishDocument(strapi: Core.Strapi, uid: UID.ContentType, documentId: string) {
  await inTransaction(strapi, async () => {
    await clearSchedule(strapi, uid, documentId);
    await versionsOf(strapi, uid).unpublish({ documentId, locale: '*' });
  });
}

/**
 * After a draft was saved: the published version follows the state asked for, in every language
 * or in `onlyLocale` (another language's draft holds a change nobody approved yet). Without one
 * (the legacy client) a public document is published again with the change and any other
 * stays as it was; `scheduled` was saved with its time on the draft.
 */
export async function settleState(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentId: string,
  { wanted, wasPublished, onlyLocale }: { wanted: PublishState | undefined; wasPublished: boolean; onlyLocale?: string },
) {
  const state = wanted ?? (wasPublished ? 'published' : undefined);
  if (state === 'published') await versionsOf(strapi, uid).publish({ documentId, locale: onlyLocale ?? '*' });
  else if (state && wasPublished) await versionsOf(strapi, uid).unpublish({ documentId, locale: '*' });
}

/** After one language's draft was saved: a public document shows the change at once. */
export async function republishLocale(strapi: Core.Strapi, uid: UID.ContentType, documentId: string, locale: string) {
  if (await isPublished(strapi, uid, documentId)) await versionsOf(strapi, uid).publish({ documentId, locale });
}

/** Publishes every document of the publishable types, in every language (the demo village). */
export async function publishAllDrafts(strapi: Core.Strapi) {
  for (const uid of PUBLISHABLE_UIDS) {
    const drafts: Array<{ documentId: string }> = await strapi.db.query(uid).findMany({ where: { publishedAt: null, locale: DEFAULT_LOCALE }, select: ['documentId'] });
    for (const { documentId } of drafts) await versionsOf(strapi, uid).publish({ documentId, locale: '*' });
  }
}

/**
 * Every published version gets a draft where it has none, as Strapi does when draft & publish
 * is turned on for a type with content: after a restore of a backup made before drafts existed
 * (it holds published rows only) the records come up published, and editable.
 */
export async function ensureDrafts(strapi: Core.Strapi): Promise<number> {
  let made = 0;
  for (const uid of PUBLISHABLE_UIDS) {
    const rows: Array<{ documentId: string; locale: string; publishedAt: unknown }> = await strapi.db
      .query(uid)
      .findMany({ select: ['documentId', 'locale', 'publishedAt'] });
    const drafts = new Set(rows.filter((row) => !row.publishedAt).map((row) => `${row.documentId}:${row.locale}`));
    for (const row of rows) {
      if (!row.publishedAt || drafts.has(`${row.documentId}:${row.locale}`)) continue;
      await versionsOf(strapi, uid).discardDraft({ documentId: row.documentId, locale: row.locale });
      made += 1;
    }
  }
  return made;
}
