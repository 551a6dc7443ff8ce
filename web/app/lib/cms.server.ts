// How loaders and actions reach the CMS's /api/v1. Two other readers go to the CMS on their own:
// sign-in (auth.server.ts, which needs the raw Set-Cookie of /auth/login) and the image route
// (routes/img.tsx, which fetches upload files, not /api/v1).
import { cachified } from '@epic-web/cachified';
import type { AppLoadContext } from '@remix-run/node';
import { API, WEB_CLIENT_HEADER } from '@desa/contract';
import { env } from './env.server';
import './load-context';
import type { ApiError } from '@desa/contract';

const CMS_URL = env.CMS_URL;

/** A 4xx answer of the CMS, with its Indonesian message and field errors. */
export class CmsError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  /** What a toast or a form's summary says of it: the first field's message, else the CMS's own. */
  get summary(): string {
    return Object.values(this.errors ?? {})[0]?.[0] ?? this.message;
  }
}

/** `clientIp`: the visitor's address, for the CMS's limits per visitor (TRUSTED_PROXIES believes the web server). */
type CmsRequest = { method?: string; token?: string | null; body?: FormData | object; signal?: AbortSignal; clientIp?: string };

/**
 * Calls /api/v1. CMS unreachable or failing → the page answers 503 (friendly error page);
 * any 4xx → CmsError with the CMS's message and field errors (a loader that wants a 404 page for
 * an unknown record uses cmsReadOrNotFound).
 */
export async function cms<T>(path: string, { method = 'GET', token, body, signal, clientIp }: CmsRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [WEB_CLIENT_HEADER.name]: WEB_CLIENT_HEADER.value };
  if (token) headers.authorization = `Bearer ${token}`;
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(`${CMS_URL}/api/v1${path}`, { method, headers, body: payload, signal: signal ?? AbortSignal.timeout(15000) });
  } catch {
    throw new Response(API.cmsUnavailable, { status: 503 });
  }
  if (response.status >= 500) throw new Response(API.cmsUnavailable, { status: 503 });
  const json = (await response.json().catch(() => null)) as (T & ApiError) | null;
  if (!response.ok) {
    throw new CmsError(response.status, json?.message ?? API.serverError, json?.errors);
  }
  return json as T;
}

/**
 * An anonymous read for a public page: asked once per page view (the request's memo), and
 * served from the process-wide cache, stale while it refreshes, or stale when the CMS is down.
 */
export function cmsRead<T>(context: AppLoadContext, path: string): Promise<T> {
  const cache = context.cmsCache;
  if (cache) context.types?.add(cache.typeOf(path));
  let read = context.reads?.get(path) as Promise<T> | undefined;
  if (!read) {
    read = cache ? cachedRead<T>(cache, path) : cms<T>(path);
    context.reads?.set(path, read);
  }
  return read;
}

function cachedRead<T>(cache: NonNullable<AppLoadContext['cmsCache']>, path: string): Promise<T> {
  const key = cache.keyOf(path);
  return cachified({
    key,
    cache,
    ...cache.timing,
    getFreshValue: async () => {
      try {
        return await cms<T>(path);
      } catch (error) {
        // The CMS answered (a 404 for a deleted record): no stale copy may stand in for it.
        if (error instanceof CmsError) await cache.delete(key);
        throw error;
      }
    },
  });
}

/** A read whose 404 (a record or a link the CMS does not know) is null; any other failure stays one. */
export function nullWhenMissing<T>(read: Promise<T>): Promise<T | null> {
  return read.catch((error: unknown) => {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  });
}

/** For loaders: an unknown record is the page's 404. */
export async function cmsReadOrNotFound<T>(context: AppLoadContext, path: string): Promise<T> {
  try {
    return await cmsRead<T>(context, path);
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) throw new Response('Not Found', { status: 404 });
    throw error;
  }
}

/** The session token the CMS set at login (Set-Cookie of /auth/login). */
export function sessionTokenFrom(response: Headers): string | null {
  const cookie = response.get('set-cookie') ?? '';
  const match = /desa_session=([^;]+)/.exec(cookie);
  return match ? decodeURIComponent(match[1]) : null;
}

/** Where this server reaches the CMS (its uploads included). */
export function cmsOrigin() {
  return CMS_URL;
}

export function cmsUrl(path: string) {
  return `${CMS_URL}/api/v1${path}`;
}

/**
 * A file the CMS answers (a proof's picture, the cash book, a homestay's calendar feed), read with
 * the caller's session if any and passed on as it comes; unreachable: 503.
 */
export async function cmsFile(path: string, { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  const sent = new Headers(headers);
  if (token) sent.set('authorization', `Bearer ${token}`);
  const answer = await fetch(cmsUrl(path), { headers: sent, signal: AbortSignal.timeout(15000) }).catch(() => null);
  if (!answer) throw new Response(API.cmsUnavailable, { status: 503 });
  return answer;
}
