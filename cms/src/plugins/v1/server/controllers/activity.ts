// Riwayat: the log of changes and sign-ins, newest first, filtered.
import type { Core } from '@strapi/strapi';
import { ACTIVITY, activityFilterSchema } from '@desa/contract';
import { HttpError, check, listEnvelope, pagination, type Ctx } from '../http';
import { listActivity } from '../../../../content/activity';

export function activityController(strapi: Core.Strapi) {
  return {
    async list(ctx: Ctx) {
      const { data: filter, errors } = check(activityFilterSchema, ctx.query);
      if (errors) throw new HttpError(400, ACTIVITY.filterInvalid, errors);
      const { page, limit, start } = pagination(ctx.query);
      const { entries, total } = await listActivity(strapi, filter, { start, limit });
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = listEnvelope(entries, total, page, limit);
    },
  };
}
