// The calls every content type answers: all, one, create, update, delete; and for the
// publishable types publish and unpublish. Visitors (and the legacy client) read the public
// versions; an ADMIN's `?status=` reads the newest version of every record with its state.
// Each action reads the request, makes one call into the domain, and writes the answer.
import type { Core } from '@strapi/strapi';
import { PARTNER, PREVIEW_PARAM, PUBLISHING, STATUS_FILTERS, isContentKind, isPartnerKind, verifyPreview, type StatusFilter } from '@desa/contract';
import { HttpError, isDocumentId, listEnvelope, pagination, readBody, requestedLocale, uploadedFile, uploadedFiles, type Ctx } from '../http';
import { createRecord, removeRecord, setPublished, updateRecord, type EditInput, type Edited } from '../../../../content/editing';
import { editedRecord, listInState, listPublic, readNewest, readPublic, type Resource } from '../../../../content/reading';
import { currentUser } from '../services/session';
import { assertMayAct, partnerOf } from '../services/partner';
import { settings } from '../settings';

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

/** What only an ADMIN or a preview link's holder may read: no shared cache (a CDN before the CMS) keeps it. */
export const PRIVATE = 'private, no-store';

/** The fields, image and photos a write sent, and its language. */
function editInput(ctx: Ctx, resource: Resource): EditInput {
  return { body: readBody(ctx), file: resource.image ? uploadedFile(ctx) : undefined, files: resource.photos ? uploadedFiles(ctx, 'files') : undefined, locale: requestedLocale(ctx) };
}

/** Whether a signed preview link (the web app's) lets its holder read this record's newest version. */
async function previewAllowed(strapi: Core.Strapi, resource: Resource, id: string, token: unknown): Promise<boolean> {
  return isContentKind(resource.kind) && typeof token === 'string' && verifyPreview(settings(strapi).sharedSecret, { kind: resource.kind, id, token });
}

export function contentController(strapi: Core.Strapi, resource: Resource) {
  /** A write's answer: its message and the record; a partner's change waits (202) with its approval. */
  const answer = async (ctx: Ctx, { doc, change }: Edited, message: string) => {
    const data = await editedRecord(strapi, resource, doc, { locale: requestedLocale(ctx) });
    ctx.body = change ? { message, data, change } : { message, data };
  };

  const togglePublished = async (ctx: Ctx, publish: boolean) => {
    const doc = await setPublished(strapi, resource, documentIdOf(ctx, resource), publish);
    const data = await readNewest(strapi, resource, doc.documentId, { locale: requestedLocale(ctx), state: 'all' });
    ctx.body = { message: publish ? PUBLISHING.published : PUBLISHING.unpublished, data };
  };

  return {
    async all(ctx: Ctx) {
      const reading = { locale: requestedLocale(ctx), withFormats: ctx.query.with === 'formats' };
      const state = await statusFilterOf(strapi, ctx, resource);
      const { page, limit, start } = pagination(ctx.query);
      const narrowing = resource.narrow?.(ctx.query);
      if (!state) {
        const { records, total } = await listPublic(strapi, resource, { start, limit, filters: narrowing }, reading);
        ctx.body = listEnvelope(records, total, page, limit);
        return;
      }
      const { records, total, counts } = await listInState(strapi, resource, { start, limit, filters: { ...narrowing, ...(await ownerFilter(strapi, ctx)) } }, { ...reading, state });
      ctx.set('Cache-Control', PRIVATE);
      ctx.body = { ...listEnvelope(records, total, page, limit), counts };
    },

    async one(ctx: Ctx) {
      const reading = { locale: requestedLocale(ctx), withFormats: ctx.query.with === 'formats' };
      const id = documentIdOf(ctx, resource);
      const preview = ctx.query[PREVIEW_PARAM];
      if (preview !== undefined && !(await previewAllowed(strapi, resource, id, preview))) throw new HttpError(404, resource.text.notFound);
      const state = preview === undefined ? await statusFilterOf(strapi, ctx, resource) : null;
      if (preview === undefined && !state) {
        ctx.body = await readPublic(strapi, resource, id, reading);
        return;
      }
      const mayRead = state ? (doc: { documentId: string }) => assertMayAct(strapi, ctx, { type: resource.kind, item_id: doc.documentId }) : undefined;
      ctx.body = await readNewest(strapi, resource, id, { ...reading, state }, mayRead);
      ctx.set('Cache-Control', PRIVATE);
    },

    async create(ctx: Ctx) {
      const edited = await createRecord(strapi, resource, await partnerOf(strapi, ctx), editInput(ctx, resource));
      ctx.status = 201;
      await answer(ctx, edited, edited.change ? PARTNER.listingSent : resource.text.created);
    },

    async update(ctx: Ctx) {
      const edited = await updateRecord(strapi, resource, await partnerOf(strapi, ctx), documentIdOf(ctx, resource), editInput(ctx, resource));
      if (edited.change) ctx.status = 202;
      await answer(ctx, edited, edited.change ? PARTNER.changeSent : resource.text.updated);
    },

    async remove(ctx: Ctx) {
      await removeRecord(strapi, resource, documentIdOf(ctx, resource));
      ctx.body = { message: resource.text.deleted };
    },

    publish: (ctx: Ctx) => togglePublished(ctx, true),
    unpublish: (ctx: Ctx) => togglePublished(ctx, false),
  };
}
