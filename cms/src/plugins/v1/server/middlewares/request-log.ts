// The CMS's request log, in place of strapi::logger: the same line (`GET /path (12 ms) 200`),
// with the value of every signed parameter written as `…` (SIGNED_PARAMS in the contract), so
// whoever reads the log cannot open a guest's status page or write their review.
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { redactedUrl } from '@desa/contract';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    const start = Date.now();
    await next();
    strapi.log.http(`${ctx.method} ${redactedUrl(ctx.url)} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
  };
};
