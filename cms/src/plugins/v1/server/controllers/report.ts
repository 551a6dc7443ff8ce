// The village's report (issue 39): the period's figures for the back office's report page (ADMIN).
import type { Core } from '@strapi/strapi';
import { REPORT_MESSAGES, reportQuerySchema } from '@desa/contract';
import { HttpError, check, type Ctx } from '../http';
import { villageReport } from '../../../../content/reports';

export function reportController(strapi: Core.Strapi) {
  return {
    async show(ctx: Ctx) {
      const { data: query, errors } = check(reportQuerySchema, ctx.query);
      if (errors) throw new HttpError(400, Object.values(errors)[0]?.[0] ?? REPORT_MESSAGES.group, errors);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await villageReport(strapi, query);
    },
  };
}
