// Sampah: the deleted records, restored or removed for good.
import type { Core } from '@strapi/strapi';
import { TRASH, isTrashKind, type TrashKind } from '@desa/contract';
import { HttpError, isDocumentId, listEnvelope, pagination, type Ctx } from '../http';
import { listTrash, purgeDocument, restoreDocument } from '../../../../content/trash';
import { restoredRecord } from '../../../../content/reading';

function target(ctx: Ctx): { kind: TrashKind; id: string } {
  const kind = ctx.params.type;
  if (!isTrashKind(kind)) throw new HttpError(404, TRASH.typeUnknown);
  const id = ctx.params.id;
  if (!isDocumentId(id)) throw new HttpError(404, TRASH.notFound);
  return { kind, id };
}

export function trashController(strapi: Core.Strapi) {
  return {
    async list(ctx: Ctx) {
      const { page, limit, start } = pagination(ctx.query);
      const { items, total } = await listTrash(strapi, { start, limit });
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = listEnvelope(items, total, page, limit);
    },

    async restore(ctx: Ctx) {
      const { kind, id } = target(ctx);
      const { title, notes } = await restoreDocument(strapi, kind, id);
      ctx.body = { message: TRASH.restored(title), notes, data: await restoredRecord(strapi, kind, id) };
    },

    async purge(ctx: Ctx) {
      const { kind, id } = target(ctx);
      const title = await purgeDocument(strapi, kind, id);
      ctx.body = { message: TRASH.purged(title) };
    },
  };
}
