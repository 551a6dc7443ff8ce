// The village's report (issue 39): the period's figures for the back office's report page (ADMIN).
import type { Core } from '@strapi/strapi';
import { REPORT_MESSAGES, isMonth, reportQuerySchema } from '@desa/contract';
import { HttpError, check, type Ctx } from '../http';
import { villageFacts, villageReport } from '../../../../content/reports';
import { cashBook } from '../../../../content/payment-report';

/** The period a call asks for (its answer private: an admin's figures), or 400 with the contract's message. */
function periodOf(ctx: Ctx) {
  const { data: query, errors } = check(reportQuerySchema, ctx.query);
  if (errors) throw new HttpError(400, Object.values(errors)[0]?.[0] ?? REPORT_MESSAGES.group, errors);
  ctx.set('Cache-Control', 'private, no-store');
  return query;
}

export function reportController(strapi: Core.Strapi) {
  return {
    async show(ctx: Ctx) {
      ctx.body = await villageReport(strapi, periodOf(ctx));
    },

    /** The year report's counts: `{ data: ReportFacts }`. */
    async facts(ctx: Ctx) {
      ctx.body = { data: await villageFacts(strapi, periodOf(ctx)) };
    },

    /** The Buku Kas of `?month=YYYY-MM` as a CSV file. */
    async cashBook(ctx: Ctx) {
      const month = ctx.query.month;
      if (!isMonth(month) || Object.keys(ctx.query).length !== 1) throw new HttpError(400, REPORT_MESSAGES.month);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('Content-Disposition', `attachment; filename="buku-kas-${month}.csv"`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = await cashBook(strapi, month);
    },
  };
}
