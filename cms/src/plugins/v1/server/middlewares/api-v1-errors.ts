// Every answer of /api/v1 that is an error has the contract's shape: `{ message, errors? }`
// in Indonesian, without internals. Strapi's own errors (size limits, unknown methods,
// crashes) are rewritten here; bodies and their temp files are api-v1-body.ts's.
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { API, IMAGE } from '@desa/contract';
import { settings } from '../settings';
import { isApiV1 } from '../http';

function messageFor(status: number): string {
  if (status === 400) return API.badJson;
  if (status === 401) return API.unauthenticated;
  if (status === 403) return API.forbidden;
  if (status === 404) return API.notFound;
  if (status === 413) return IMAGE.tooLarge(settings(strapi).uploadLimitMb);
  if (status === 415) return API.badContentType;
  if (status === 429) return API.tooManyAttempts(1);
  return API.serverError;
}

function isContractBody(body: unknown): boolean {
  return !!body && typeof body === 'object' && 'message' in body && typeof body.message === 'string';
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    if (!isApiV1(ctx.path)) return next();
    try {
      await next();
    } catch (error) {
      const { status: code, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
      const status = Number(code ?? statusCode) || 500;
      if (status >= 500) strapi.log.error(error);
      ctx.status = status;
      ctx.body = { message: messageFor(status) };
    }
    // A path that exists for another method is still no API call for this request.
    if (ctx.status === 405) ctx.status = 404;
    if (ctx.status >= 400 && !isContractBody(ctx.body)) {
      ctx.body = { message: messageFor(ctx.status) };
    }
  };
};
