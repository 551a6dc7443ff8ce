// The legacy client sends updates as `POST …?_method=PATCH` (or `_method` in the form body).
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isApiV1 } from '../http';

/** The methods a `POST` may ask to become. */
export const OVERRIDABLE = ['PATCH', 'PUT', 'DELETE'];

export default (_config: unknown, _ctx: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    if (!isApiV1(ctx.path)) return next();
    if (ctx.method === 'POST') {
      const body = ctx.request.body;
      const requested = String(ctx.query._method ?? body?._method ?? '').toUpperCase();
      if (OVERRIDABLE.includes(requested)) ctx.method = requested;
    }
    if ('_method' in ctx.query) {
      const { _method, ...rest } = ctx.query;
      ctx.query = rest;
    }
    if (ctx.request.body && typeof ctx.request.body === 'object' && '_method' in ctx.request.body) {
      delete ctx.request.body._method;
    }
    await next();
  };
};
