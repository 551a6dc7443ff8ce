// Visitor statistics: the back office's figures (ADMIN; a partner's own items) and the web servers' batches (the
// shared secret, like the purge call the other way).
import type { Core } from '@strapi/strapi';
import { STATS_MESSAGES, statsIngestSchema, statsQuerySchema } from '@desa/contract';
import { HttpError, check, type Ctx } from '../http';
import { ingestVisits, visitStats } from '../../../../content/visit-stats';
import { itemPaths } from '../../../../content/partners';
import { partnerOf } from '../services/partner';

export function statsController(strapi: Core.Strapi) {
  return {
    async show(ctx: Ctx) {
      const { data: query, errors } = check(statsQuerySchema, ctx.query);
      if (errors) throw new HttpError(400, Object.values(errors)[0]?.[0] ?? STATS_MESSAGES.group, errors);
      ctx.set('Cache-Control', 'private, no-store');
      // A partner sees the pages and WhatsApp clicks of their own items only.
      const owned = await partnerOf(strapi, ctx);
      ctx.body = await visitStats(strapi, query, owned ? await itemPaths(strapi, owned.documentId) : undefined);
    },

    async ingest(ctx: Ctx) {
      const { data: batch, errors } = check(statsIngestSchema, ctx.request.body);
      if (errors) throw new HttpError(400, STATS_MESSAGES.batch);
      ctx.body = await ingestVisits(strapi, batch.rows);
    },
  };
}
