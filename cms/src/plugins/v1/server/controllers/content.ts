// The five calls every content type answers: all, one, create, update, delete.
import type { Core } from '@strapi/strapi';
import { HttpError, isDocumentId, listEnvelope, pagination, readBody, uploadedFile, type Ctx } from '../http';
import type { Resource } from '../../../../content/resources';
import {
  deleteDocument,
  findDocument,
  listDocuments,
  upcomingFilter,
  writeDocument,
} from '../services/records';
import { isTranslation, recordsIn, refuseTranslatedCreate, requestedLocale, writeTranslation } from '../services/translations';

function readOptions(ctx: Ctx) {
  return { withFormats: ctx.query.with === 'formats' };
}

function documentIdOf(ctx: Ctx, resource: Resource): string {
  const id = ctx.params.id;
  if (!isDocumentId(id)) throw new HttpError(404, resource.text.notFound);
  return id;
}

export function contentController(strapi: Core.Strapi, resource: Resource) {
  return {
    async all(ctx: Ctx) {
      const locale = requestedLocale(ctx);
      const { page, limit, start } = pagination(ctx.query);
      const upcoming = resource.kind === 'event' && ['1', 'true'].includes(String(ctx.query.upcoming));
      const { docs, total } = await listDocuments(strapi, resource, {
        start,
        limit,
        filters: upcoming ? upcomingFilter() : undefined,
      });
      ctx.body = listEnvelope(await recordsIn(strapi, resource, docs, locale, readOptions(ctx)), total, page, limit);
    },

    async one(ctx: Ctx) {
      const locale = requestedLocale(ctx);
      const doc = await findDocument(strapi, resource, documentIdOf(ctx, resource));
      const [record] = await recordsIn(strapi, resource, [doc], locale, readOptions(ctx));
      ctx.body = record;
    },

    async create(ctx: Ctx) {
      const locale = requestedLocale(ctx);
      refuseTranslatedCreate(locale);
      const body = readBody(ctx);
      const file = resource.image ? uploadedFile(ctx) : undefined;
      const saved = await writeDocument(strapi, resource, { body, file });
      const [record] = await recordsIn(strapi, resource, [saved], locale);
      ctx.status = 201;
      ctx.body = { message: resource.text.created, data: record };
    },

    async update(ctx: Ctx) {
      const locale = requestedLocale(ctx);
      const existing = await findDocument(strapi, resource, documentIdOf(ctx, resource));
      const body = readBody(ctx);
      if (isTranslation(locale)) {
        // Only the English text changes; an image or shared field sent along is ignored.
        await writeTranslation(strapi, resource, existing.documentId, body);
        const [record] = await recordsIn(strapi, resource, [await findDocument(strapi, resource, existing.documentId)], locale);
        ctx.body = { message: resource.text.updated, data: record };
        return;
      }
      const file = resource.image ? uploadedFile(ctx) : undefined;
      const saved = await writeDocument(strapi, resource, { body, file, existing });
      const [record] = await recordsIn(strapi, resource, [saved], locale);
      ctx.body = { message: resource.text.updated, data: record };
    },

    async remove(ctx: Ctx) {
      const existing = await findDocument(strapi, resource, documentIdOf(ctx, resource));
      await deleteDocument(strapi, resource, existing);
      ctx.body = { message: resource.text.deleted };
    },
  };
}
