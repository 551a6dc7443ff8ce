// The five calls every content type answers: all, one, create, update, delete.
import type { Core } from '@strapi/strapi';
import { HttpError, isDocumentId, listEnvelope, pagination, readBody, uploadedFile, type Ctx } from '../http';
import type { Resource } from '../resources';
import {
  deleteDocument,
  findDocument,
  listDocuments,
  toRecord,
  upcomingFilter,
  writeDocument,
} from '../services/records';

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
      const { page, limit, start } = pagination(ctx.query);
      const upcoming = resource.kind === 'event' && ['1', 'true'].includes(String(ctx.query.upcoming));
      const { docs, total } = await listDocuments(strapi, resource, {
        start,
        limit,
        filters: upcoming ? upcomingFilter() : undefined,
      });
      const options = readOptions(ctx);
      ctx.body = listEnvelope(
        docs.map((doc: any) => toRecord(strapi, resource, doc, options)),
        total,
        page,
        limit,
      );
    },

    async one(ctx: Ctx) {
      const doc = await findDocument(strapi, resource, documentIdOf(ctx, resource));
      ctx.body = toRecord(strapi, resource, doc, readOptions(ctx));
    },

    async create(ctx: Ctx) {
      const body = readBody(ctx);
      const file = resource.image ? uploadedFile(ctx) : undefined;
      const saved = await writeDocument(strapi, resource, { body, file });
      ctx.status = 201;
      ctx.body = { message: resource.text.created, data: toRecord(strapi, resource, saved) };
    },

    async update(ctx: Ctx) {
      const existing = await findDocument(strapi, resource, documentIdOf(ctx, resource));
      const body = readBody(ctx);
      const file = resource.image ? uploadedFile(ctx) : undefined;
      const saved = await writeDocument(strapi, resource, { body, file, existing });
      ctx.body = { message: resource.text.updated, data: toRecord(strapi, resource, saved) };
    },

    async remove(ctx: Ctx) {
      const existing = await findDocument(strapi, resource, documentIdOf(ctx, resource));
      await deleteDocument(strapi, resource, existing);
      ctx.body = { message: resource.text.deleted };
    },
  };
}
