// Every answer of /api/v1 that is an error has the contract's shape: `{ message, errors? }`
// in Indonesian, without internals. Strapi's own errors (body parsing, size limits,
// unknown routes, crashes) are rewritten here, and uploaded temp files never outlive
// the request.
import type { Core } from '@strapi/strapi';
import { promises as fs } from 'fs';
import { API, IMAGE } from '@desa/contract';
import { isApiV1 } from './api-v1-body';

function messageFor(status: number, maxUploadMb: number): string {
  if (status === 400) return API.badJson;
  if (status === 401) return API.unauthenticated;
  if (status === 403) return API.forbidden;
  if (status === 404) return API.notFound;
  if (status === 413) return IMAGE.tooLarge(maxUploadMb);
  if (status === 415) return API.badContentType;
  if (status === 429) return API.tooManyAttempts(1);
  return API.serverError;
}

function isContractBody(body: unknown): boolean {
  return !!body && typeof body === 'object' && typeof (body as any).message === 'string';
}

async function removeTempFiles(ctx: any) {
  const files = ctx.request?.files;
  if (!files) return;
  const all = Object.values(files).flat() as Array<{ filepath?: string }>;
  await Promise.all(all.map((file) => file?.filepath && fs.rm(file.filepath, { force: true })));
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const maxUploadMb = Number(process.env.MAX_UPLOAD_MB || 5);
  return async (ctx: any, next: () => Promise<void>) => {
    if (!isApiV1(ctx.path)) return next();
    try {
      await next();
    } catch (error: any) {
      const status = Number(error?.status ?? error?.statusCode) || 500;
      if (status >= 500) strapi.log.error(error);
      ctx.status = status;
      ctx.body = { message: messageFor(status, maxUploadMb) };
    } finally {
      await removeTempFiles(ctx);
    }
    // A path that exists for another method is still no API call for this request.
    if (ctx.status === 405) ctx.status = 404;
    if (ctx.status >= 400 && !isContractBody(ctx.body)) {
      ctx.body = { message: messageFor(ctx.status, maxUploadMb) };
    }
  };
};
