// Reading the body of an /api/v1 request. A path the route table does not know answers 404
// before a byte of the body is read; a body that cannot be read (malformed or truncated
// multipart, no boundary, JSON that does not parse, a broken encoding, fields too large)
// answers 400 in Indonesian, a file over the limit 413. Runs just before `strapi::body` (config/middlewares.ts).
//
// The temp files of one multipart request go to a folder of their own, removed when the
// request ends, whatever happened: a file that formidable was still opening when the parse
// failed finds no folder, instead of staying behind in the temp folder.
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { randomBytes } from 'crypto';
import { promises as fs } from 'fs';
import path from 'path';
import { API, CONTENT_TYPE_MODULES, CONTENT_TYPES, IMAGE, VILLAGE_IMAGES, VILLAGE_PROFILE, type ContentTypeModule, type EntityKind } from '@desa/contract';
import { isApiV1 } from '../http';
import { settings } from '../settings';
import { OVERRIDABLE } from './method-override';

/** The answer to a body that could not be read; thrown from koa-body's `onError`. */
class UnreadableBody extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What koa-body's parsers (co-body, formidable) put on the errors they throw. */
type ParserError = { status?: unknown; httpCode?: unknown; message?: unknown; type?: unknown };

function classify(error: unknown): UnreadableBody {
  const { status: code, httpCode, message: text, type } = (error ?? {}) as ParserError;
  const status = Number(code ?? httpCode);
  const message = String(text ?? '');
  // formidable: the file went over `maxFileSize`.
  if (status === 413 && message.includes('maxFileSize')) return new UnreadableBody(413, IMAGE.tooLarge(settings(strapi).uploadLimitMb));
  // co-body over `jsonLimit`/`formLimit`/`textLimit`, formidable over `maxFieldsSize` or `maxFields`.
  if (status === 413) return new UnreadableBody(400, API.bodyTooLarge);
  if (error instanceof SyntaxError || type === 'entity.parse.failed' || /JSON/.test(message)) {
    return new UnreadableBody(400, API.badJson);
  }
  return new UnreadableBody(400, API.badBody);
}

/** koa-body's `onError` (config/middlewares.ts): /api/v1 gets its own answer, the rest Strapi's. */
export function unreadableBody(error: unknown, ctx: { path: string }): never {
  if (!isApiV1(ctx.path)) throw error;
  throw classify(error);
}

function hasRoute(router: Core.Strapi['server']['router'], path: string, method: string): boolean {
  // `POST` may become another method through `_method` (method-override.ts).
  const methods = method === 'POST' ? [method, ...OVERRIDABLE] : [method];
  return methods.some((candidate) => router.match(path, candidate).route);
}

// A request's temp folder, keyed by its headers object: the one part of the request that
// formidable keeps (as `form.headers`) and hands to `filename`.
const requestFolders = new WeakMap<object, string>();

/** formidable's `filename` (config/middlewares.ts): a random name inside the request's folder. */
/** How many files each multipart body has begun, so far. */
const filesBegun = new WeakMap<object, number>();

/**
 * A temp file's name: its place in the body, then random. Formidable lists a field's files in
 * the order their writes finish; `uploadedFiles` (http.ts) sorts them back into the order sent.
 */
export function tempFileName(_name: string, _ext: string, _part: unknown, form: { headers?: object; uploadDir: string }) {
  const folder = form.headers && requestFolders.get(form.headers);
  const place = filesBegun.get(form) ?? 0;
  filesBegun.set(form, place + 1);
  const name = `${String(place).padStart(4, '0')}-${randomBytes(16).toString('hex')}`;
  return folder ? path.join(path.relative(form.uploadDir, folder), name) : name;
}

/**
 * How many files a call may carry: a photo type's create and update its photos, the village
 * profile its images, any other one. The body parser's own limit is every file of a request
 * together at the most of these (config/middlewares.ts); a body declared larger than this call's
 * share is refused before it is read, so a form anyone may post stays within one file's limit.
 */
export function filesAllowed(path: string): number {
  const rest = path.slice('/api/v1/'.length);
  if (rest === VILLAGE_PROFILE.path) return VILLAGE_IMAGES.length;
  for (const [kind, type] of Object.entries<ContentTypeModule>(CONTENT_TYPE_MODULES)) {
    const base = CONTENT_TYPES[kind as EntityKind].path;
    if (type.photos && (rest === `${base}/create` || rest.startsWith(`${base}/update/`))) return type.photos.max;
  }
  return 1;
}

/** The most files any call may carry (`filesAllowed`'s largest answer): the body parser's limit is this many files. */
export const MOST_FILES_IN_A_REQUEST = Math.max(VILLAGE_IMAGES.length, ...Object.values<ContentTypeModule>(CONTENT_TYPE_MODULES).map((type) => type.photos?.max ?? 1));

/** A file as formidable writes it: the part of it that limitEachFile wraps. */
type WrittenFile = { write(buffer: Buffer, done: () => void): void; emit(event: 'error', error: Error): boolean };

/**
 * formidable's `onFileBegin` (config/middlewares.ts): each file held to `limitBytes` as it
 * arrives. formidable's own `maxFileSize` counts every file of a request together, so it is set to
 * what the largest call may carry; one file over the limit still fails the parse, as a file over
 * `maxFileSize` does (413, the image limit's message).
 */
export function limitEachFile(limitBytes: number) {
  return (_name: string, file: WrittenFile) => {
    const write = file.write.bind(file);
    let received = 0;
    file.write = (buffer, done) => {
      received += buffer.length;
      if (received <= limitBytes) return write(buffer, done);
      file.emit('error', Object.assign(new Error(`options.maxFileSize (${limitBytes} bytes) exceeded by one file`), { httpCode: 413 }));
      // The parse goes on reading (and dropping) the rest of the body, as after its own limit:
      // a body left unread would end the connection under the client's next request.
      done();
    };
  };
}

/** Room for the fields beside the files of a multipart body. */
const FIELDS_ROOM = 1024 * 1024;

export default (config: { uploadDir: string }, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    if (!isApiV1(ctx.path) || ctx.method === 'OPTIONS') return next();
    if (!hasRoute(strapi.server.router, ctx.path, ctx.method)) {
      ctx.status = 404;
      ctx.body = { message: API.notFound };
      return;
    }
    const declared = Number(ctx.get('content-length'));
    const limitMb = settings(strapi).uploadLimitMb;
    if (ctx.is('multipart') && declared > filesAllowed(ctx.path) * limitMb * 1024 * 1024 + FIELDS_ROOM) {
      ctx.status = 413;
      ctx.body = { message: IMAGE.tooLarge(limitMb) };
      return;
    }
    const folder = ctx.is('multipart') ? await fs.mkdtemp(path.join(config.uploadDir, 'permintaan-')) : undefined;
    if (folder) requestFolders.set(ctx.req.headers, folder);
    try {
      await next();
    } catch (error) {
      if (!(error instanceof UnreadableBody)) throw error;
      ctx.status = error.status;
      ctx.body = { message: error.message };
    } finally {
      if (folder) await fs.rm(folder, { recursive: true, force: true, maxRetries: 3 });
    }
  };
};
