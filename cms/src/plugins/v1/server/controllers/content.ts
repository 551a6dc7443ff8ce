// The calls every content type answers: all, one, create, update, delete; and for the
// publishable types publish and unpublish. Visitors (and the legacy client) read the public
// versions; an ADMIN's `?status=` reads the newest version of every record with its state.
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, PARTNER, PREVIEW_PARAM, PUBLISHING, STATUS_FILTERS, isContentKind, isPartnerKind, verifyPreview, type PublishState, type StatusFilter } from '@desa/contract';
import { HttpError, isDocumentId, listEnvelope, pagination, readBody, requestedLocale, uploadedFile, uploadedFiles, type Ctx } from '../http';
import { wireFields, type AnyDocument, type Resource } from '../../../../content/resources';
import { changedFields, recordActivity } from '../../../../content/activity';
import { titleOf, trashDocument } from '../../../../content/trash';
import { publishDocument, publishedIds, republishLocale, stateFilter, stateOf, unpublishDocument } from '../../../../content/publishing';
import { countDocuments, findDocument, findDocuments, listDocuments, writeDocument, type ReadOptions } from '../../../../content/records';
import { currentUser } from '../services/session';
import { assertMayAct, partnerOf } from '../services/partner';
import { assertOwns, assignItem, closeChangeOf, hasChange, submitChange } from '../../../../content/partners';
import { settings } from '../settings';
import { isTranslation, recordsIn, refuseTranslatedCreate, writeTranslation } from '../../../../content/translations';

function documentIdOf(ctx: Ctx, resource: Resource): string {
  const id = ctx.params.id;
  if (!isDocumentId(id)) throw new HttpError(404, resource.text.notFound);
  return id;
}

/**
 * `?status=` of an ADMIN on a publishable type: the records of a state, or all. Null when the
 * read is a visitor's (their `?status=` is ignored), has none, or the type has no states.
 */
async function statusFilterOf(strapi: Core.Strapi, ctx: Ctx, resource: Resource): Promise<StatusFilter | null> {
  const asked = ctx.query.status;
  if (asked === undefined || !isContentKind(resource.kind)) return null;
  const user = await currentUser(strapi, ctx);
  // An account still on its temporary password reads as a visitor until it chooses its own; a
  // partner reads the states of the types partners own (their own items: `ownerFilter`).
  const reads = user?.isAdmin || (user?.isPartner && isPartnerKind(resource.kind));
  if (!reads || user.raw.mustChangePassword) return null;
  const filter = STATUS_FILTERS.find((name) => name === asked);
  if (!filter) throw new HttpError(400, PUBLISHING.statusFilterInvalid);
  return filter;
}

/** A partner's lists hold their own items only. */
async function ownerFilter(strapi: Core.Strapi, ctx: Ctx): Promise<Record<string, unknown> | undefined> {
  const partner = await partnerOf(strapi, ctx);
  return partner ? { ownerId: partner.documentId } : undefined;
}

/** A record's photos, as one comparable string (their upload ids in order). */
function photoIds(doc: AnyDocument, attribute: string): string {
  return ((doc[attribute] ?? []) as Array<{ id: unknown }>).map((photo) => String(photo.id)).join(',');
}

const TIMESTAMPS = new Set(['created_at', 'updated_at', 'createdAt', 'updatedAt']);

/** What only an ADMIN or a preview link's holder may read: no shared cache (a CDN before the CMS) keeps it. */
const PRIVATE = 'private, no-store';

/** Read options for the newest versions, each record with its state. */
function withStates(published: Set<string>, withFormats: boolean): ReadOptions {
  return { withFormats, version: 'draft', state: (doc: AnyDocument) => stateOf(doc, published) };
}

export function contentController(strapi: Core.Strapi, resource: Resource) {
  /** A write's answer: the newest version, which the write just made. */
  const written = async (doc: AnyDocument, ctx: Ctx) => (await recordsIn(strapi, resource, [doc], requestedLocale(ctx), { version: 'draft' }))[0];

  async function togglePublished(ctx: Ctx, publish: boolean) {
    const existing = await findDocument(strapi, resource, documentIdOf(ctx, resource), 'draft');
    await (publish ? publishDocument : unpublishDocument)(strapi, resource.uid, existing.documentId);
    // Publishing makes the draft public, a partner's change in it with it.
    if (publish && isPartnerKind(resource.kind)) await closeChangeOf(strapi, resource.kind, existing.documentId);
    const doc = await findDocument(strapi, resource, existing.documentId, 'draft');
    await recordActivity(strapi, { action: publish ? 'publish' : 'unpublish', type: resource.kind, recordId: doc.documentId, recordTitle: titleOf(resource, doc) });
    const [record] = await recordsIn(strapi, resource, [doc], requestedLocale(ctx), withStates(await publishedIds(strapi, resource.uid, [doc.documentId]), false));
    ctx.body = { message: publish ? PUBLISHING.published : PUBLISHING.unpublished, data: record };
  }

  return {
    async all(ctx: Ctx) {
      const locale = requestedLocale(ctx);
      const filter = await statusFilterOf(strapi, ctx, resource);
      const { page, limit, start } = pagination(ctx.query);
      const withFormats = ctx.query.with === 'formats';
      const narrowing = resource.narrow?.(ctx.query);
      if (!filter) {
        const { docs, total } = await listDocuments(strapi, resource, { start, limit, filters: narrowing });
        ctx.body = listEnvelope(await recordsIn(strapi, resource, docs, locale, { withFormats }), total, page, limit);
        return;
      }
      const published = await publishedIds(strapi, resource.uid);
      const owned = await ownerFilter(strapi, ctx);
      const inState = (state: StatusFilter) => ({ ...narrowing, ...owned, ...stateFilter(state, published) });
      const sort = filter === 'scheduled' ? [{ publishAt: 'asc' as const }, { id: 'asc' as const }] : resource.sort;
      // Each tab's count once; the asked tab's is the list's total.
      const [docs, counts] = await Promise.all([
        findDocuments(strapi, resource, { start, limit, filters: inState(filter), version: 'draft', sort }),
        Promise.all(STATUS_FILTERS.map(async (state) => [state, await countDocuments(strapi, resource, { filters: inState(state), version: 'draft' })] as const)).then(
          (entries) => Object.fromEntries(entries) as Record<StatusFilter, number>,
        ),
      ]);
      const records = await recordsIn(strapi, resource, docs, locale, withStates(published, withFormats));
      ctx.set('Cache-Control', PRIVATE);
      ctx.body = { ...listEnvelope(records, counts[filter], page, limit), counts };
    },

    async one(ctx: Ctx) {
      const locale = requestedLocale(ctx);
      const withFormats = ctx.query.with === 'formats';
      const preview = ctx.query[PREVIEW_PARAM];
      if (preview !== undefined) {
        // A signed preview link (the web app's): the newest version, as its public page would show it.
        const id = documentIdOf(ctx, resource);
        const valid = isContentKind(resource.kind) && typeof preview === 'string' && (await verifyPreview(settings(strapi).sharedSecret, { kind: resource.kind, id, token: preview }));
        if (!valid) throw new HttpError(404, resource.text.notFound);
        const doc = await findDocument(strapi, resource, id, 'draft');
        ctx.set('Cache-Control', PRIVATE);
        ctx.body = (await recordsIn(strapi, resource, [doc], locale, { withFormats, version: 'draft' }))[0];
        return;
      }
      const filter = await statusFilterOf(strapi, ctx, resource);
      if (!filter) {
        const doc = await findDocument(strapi, resource, documentIdOf(ctx, resource));
        ctx.body = (await recordsIn(strapi, resource, [doc], locale, { withFormats }))[0];
        return;
      }
      const doc = await findDocument(strapi, resource, documentIdOf(ctx, resource), 'draft');
      await assertMayAct(strapi, ctx, { type: resource.kind, item_id: doc.documentId });
      const published = await publishedIds(strapi, resource.uid, [doc.documentId]);
      const state: PublishState = stateOf(doc, published);
      // One record's `?status=published` (or draft, scheduled) is a 404 when it is in another state.
      if (filter !== 'all' && filter !== state) throw new HttpError(404, resource.text.notFound);
      ctx.set('Cache-Control', PRIVATE);
      ctx.body = (await recordsIn(strapi, resource, [doc], locale, withStates(published, withFormats)))[0];
    },

    async create(ctx: Ctx) {
      refuseTranslatedCreate(requestedLocale(ctx));
      const partner = await partnerOf(strapi, ctx);
      const body = readBody(ctx);
      const file = resource.image ? uploadedFile(ctx) : undefined;
      const files = resource.photos ? uploadedFiles(ctx, 'files') : undefined;
      // A partner's new listing is a draft of theirs until an ADMIN approves it.
      const saved = await writeDocument(strapi, resource, { body, file, files, pending: Boolean(partner) });
      await recordActivity(strapi, { action: 'create', type: resource.kind, recordId: saved.documentId, recordTitle: titleOf(resource, saved) });
      ctx.status = 201;
      if (partner && isPartnerKind(resource.kind)) {
        await assignItem(strapi, partner, resource.kind, saved.documentId);
        const change = await submitChange(strapi, { type: resource.kind, subjectId: saved.documentId, partner, isNew: true });
        ctx.body = { message: PARTNER.listingSent, data: await written(saved, ctx), change };
        return;
      }
      ctx.body = { message: resource.text.created, data: await written(saved, ctx) };
    },

    async update(ctx: Ctx) {
      const locale = requestedLocale(ctx);
      const existing = await findDocument(strapi, resource, documentIdOf(ctx, resource), 'draft');
      const partner = await partnerOf(strapi, ctx);
      if (partner) await assertOwns(strapi, partner, resource.kind, existing.documentId);
      const body = readBody(ctx);
      // A partner's change waits in the draft (202); an ADMIN's write decides, so nothing waits any more.
      const settled = async (doc: AnyDocument) => {
        if (!isPartnerKind(resource.kind)) return;
        if (!partner) return closeChangeOf(strapi, resource.kind, doc.documentId, locale ?? DEFAULT_LOCALE);
        const change = await submitChange(strapi, { type: resource.kind, subjectId: doc.documentId, partner });
        ctx.status = 202;
        ctx.body = { message: PARTNER.changeSent, data: await written(doc, ctx), change };
      };
      if (isTranslation(locale)) {
        // Only the English text changes; an image or shared field sent along is ignored.
        const before = await written(existing, ctx);
        await writeTranslation(strapi, resource, existing.documentId, body);
        if (isContentKind(resource.kind) && !partner) await republishLocale(strapi, resource.uid, existing.documentId, locale);
        const after = await written(await findDocument(strapi, resource, existing.documentId, 'draft'), ctx);
        const fields = changedFields(before, after).filter((name) => name !== 'locale' && !TIMESTAMPS.has(name));
        await recordActivity(strapi, { action: 'update', type: resource.kind, recordId: existing.documentId, recordTitle: titleOf(resource, existing), fields: fields.map((name) => `${locale}.${name}`) });
        ctx.body = { message: resource.text.updated, data: after };
        await settled(existing);
        return;
      }
      const file = resource.image ? uploadedFile(ctx) : undefined;
      const files = resource.photos ? uploadedFiles(ctx, 'files') : undefined;
      const wasState = isContentKind(resource.kind) ? stateOf(existing, await publishedIds(strapi, resource.uid, [existing.documentId])) : undefined;
      // An ADMIN's Indonesian write does not publish a partner's English change still waiting.
      const onlyLocale = !partner && isPartnerKind(resource.kind) && (await hasChange(strapi, resource.kind, existing.documentId)) ? DEFAULT_LOCALE : undefined;
      const saved = await writeDocument(strapi, resource, { body, file, files, existing, pending: Boolean(partner), onlyLocale });
      const fields = changedFields(wireFields(resource, existing, true), wireFields(resource, saved, true));
      if (file) fields.push(resource.image!.attribute);
      if (resource.photos && photoIds(existing, resource.photos.attribute) !== photoIds(saved, resource.photos.attribute)) fields.push(resource.photos.attribute);
      if (wasState) {
        const state = stateOf(saved, await publishedIds(strapi, resource.uid, [saved.documentId]));
        if (state !== wasState || String((existing as AnyDocument).publishAt ?? '') !== String((saved as AnyDocument).publishAt ?? '')) fields.push('status');
      }
      await recordActivity(strapi, { action: 'update', type: resource.kind, recordId: saved.documentId, recordTitle: titleOf(resource, saved), fields });
      ctx.body = { message: resource.text.updated, data: await written(saved, ctx) };
      await settled(saved);
    },

    async remove(ctx: Ctx) {
      const existing = await findDocument(strapi, resource, documentIdOf(ctx, resource), 'draft');
      // To the trash (Sampah): gone from every list at once, restorable for 30 days.
      await trashDocument(strapi, resource, existing.documentId);
      if (isPartnerKind(resource.kind)) await closeChangeOf(strapi, resource.kind, existing.documentId);
      ctx.body = { message: resource.text.deleted };
    },

    publish: (ctx: Ctx) => togglePublished(ctx, true),
    unpublish: (ctx: Ctx) => togglePublished(ctx, false),
  };
}
