// Small HTTP helpers of the /api/v1 contract: error bodies, body reading, pagination.
import type { Context } from 'koa';
import { API, LOCALE, isLocale, type Locale } from '@desa/contract';
import type { UploadedFile } from '../../../content/errors';

// The domain's checks, which the controllers use on their own input too.
export { check, mergeErrors } from '../../../content/errors';
export type { UploadedFile };

const PREFIX = '/api/v1';

/** Whether a request path is this plugin's; its global middlewares leave every other path alone. */
export function isApiV1(path: string): boolean {
  return path === PREFIX || path.startsWith(PREFIX + '/');
}

/** Koa's context as Strapi hands it to /api/v1: the route's params and what koa-body parsed. */
export type Ctx = Context & {
  params: Record<string, string | undefined>;
  request: Context['request'] & { body?: unknown; files?: Record<string, UploadedFile | UploadedFile[] | undefined> };
};

/** An expected failure with an Indonesian message; the controller wrapper answers it. */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export function validationError(errors: Record<string, string[]>): HttpError {
  return new HttpError(400, API.validationFailed, errors);
}

const BODY_TYPES = ['json', 'multipart', 'urlencoded'];

/** Whether any string in a parsed body holds U+0000 (walked without recursion: bodies nest deeply). */
function holdsNul(body: unknown): boolean {
  const pending = [body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string' && value.includes('\u0000')) return true;
    if (value && typeof value === 'object') for (const inner of Object.values(value)) pending.push(inner);
  }
  return false;
}

/** The request's fields as a plain object: JSON, multipart or url-encoded. */
export function readBody(ctx: Ctx): Record<string, unknown> {
  const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding');
  if (hasBody && !ctx.is(BODY_TYPES)) throw new HttpError(415, API.badContentType);
  const body = ctx.request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, API.badJson);
  // No text holds a NUL character, and PostgreSQL refuses one in a text column.
  if (holdsNul(body)) throw new HttpError(400, API.badBody);
  return body as Record<string, unknown>;
}

/** The first file sent under `field`. */
export function uploadedFile(ctx: Ctx, field = 'file'): UploadedFile | undefined {
  const file = ctx.request.files?.[field];
  return Array.isArray(file) ? file[0] : file;
}

/** A temp file's place in its body, the prefix of its name (`tempFileName` in middlewares/api-v1-body.ts). */
function placeInBody(file: UploadedFile): number {
  return Number(/(\d+)-[0-9a-f]+$/.exec(file.filepath)?.[1] ?? 0);
}

/** Every file sent under `field` (repeated), in the order sent. */
export function uploadedFiles(ctx: Ctx, field: string): UploadedFile[] {
  const files = ctx.request.files?.[field];
  const list = Array.isArray(files) ? files : files ? [files] : [];
  return [...list].sort((a, b) => placeInBody(a) - placeInBody(b));
}

const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

/** Ids are opaque, but only a document id can match: anything else is simply unknown. */
export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_ID.test(value);
}

/** The largest id of a row of the domain's own tables (PostgreSQL's `serial`, int4). */
const MAX_ROW_ID = 2_147_483_647;

/**
 * A row's numeric id from a path (a payment's, a block's, a calendar's); anything else is simply
 * unknown, 404 with `notFound` (a larger number made PostgreSQL fail).
 */
export function rowIdOf(value: unknown, notFound: string): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : 0;
  if (id < 1 || id > MAX_ROW_ID) throw new HttpError(404, notFound);
  return id;
}

function positiveInteger(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return parsed >= 1 ? parsed : fallback;
}

/**
 * A list's filters from the query: each named one checked by its test (an empty one is absent),
 * `page` and `limit` allowed beside them; any other name, a repeated one or a failed test is a
 * 400 with `message`.
 */
export function listFilters<Name extends string>(query: Record<string, unknown>, tests: Record<Name, (value: string) => boolean>, message: string): Partial<Record<Name, string>> {
  const allowed = [...Object.keys(tests), 'page', 'limit'];
  if (!Object.keys(query).every((name) => allowed.includes(name) && typeof query[name] === 'string')) throw new HttpError(400, message);
  const filters: Partial<Record<Name, string>> = {};
  for (const [name, test] of Object.entries(tests) as Array<[Name, (value: string) => boolean]>) {
    const value = query[name];
    if (typeof value !== 'string' || value === '') continue;
    if (!test(value)) throw new HttpError(400, message);
    filters[name] = value;
  }
  return filters;
}

export function pagination(query: Record<string, unknown>) {
  const page = positiveInteger(query.page, 1);
  const limit = Math.min(positiveInteger(query.limit, 100), 100);
  return { page, limit, start: (page - 1) * limit };
}

export function listEnvelope<T>(data: T[], total: number, page: number, limit: number) {
  const from = data.length ? (page - 1) * limit + 1 : null;
  return {
    data,
    total,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / limit)),
    per_page: limit,
    from,
    to: from === null ? null : from + data.length - 1,
  };
}

/** The language asked for: none (today's answers, unchanged), 'id' or 'en'; anything else is a 400. */
export function requestedLocale(ctx: Ctx): Locale | undefined {
  const value = ctx.query.locale;
  if (value === undefined) return undefined;
  if (!isLocale(value)) throw new HttpError(400, LOCALE.unsupported);
  return value;
}
