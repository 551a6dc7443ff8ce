// Server helpers shared by the public site's loaders and resource routes.
import type { HeadersFunction } from '@remix-run/node';
import { cms } from './cms.server';
import { requestedPage } from './pagination';
import type { Contact, List, Site } from './types';

/** Pages and data change a few times a day: a CDN may serve them 5 min, then stale while it refreshes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
/** A response that carries something for one visitor only (a toast cookie). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** `headers` export of every public route: public caching, unless a loader made it private or it errored. */
export const publicHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const own = [loaderHeaders, parentHeaders].map((headers) => headers.get('Cache-Control'));
  const privateValue = own.find((value) => value?.includes('private'));
  if (privateValue) return { 'Cache-Control': privateValue };
  if (errorHeaders) return { 'Cache-Control': 'no-store' };
  return { 'Cache-Control': PUBLIC_CACHE_CONTROL };
};

/** The site's public origin for canonical URLs: PUBLIC_WEB_URL, otherwise the request's. */
export function siteOrigin(request: Request): string {
  return (process.env.PUBLIC_WEB_URL || new URL(request.url).origin).replace(/\/$/, '');
}

export function notFound(): Response {
  return new Response('Not Found', { status: 404 });
}

/**
 * One promise per page request, however many loaders ask. Remix hands each loader its own
 * Request object, but they all share the request's AbortSignal.
 */
function oncePerRequest<T>(cache: WeakMap<AbortSignal, Promise<T>>, request: Request, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(request.signal);
  if (!promise) {
    promise = load();
    cache.set(request.signal, promise);
  }
  return promise;
}

const sites = new WeakMap<AbortSignal, Promise<Site>>();
const contacts = new WeakMap<AbortSignal, Promise<Contact | null>>();

/** The village's details, with image variants. */
export function loadSite(request: Request): Promise<Site> {
  return oncePerRequest(sites, request, () => cms<Site>('/site?with=formats'));
}

/** The village's contact: the first ADMIN of /user/contact; null when it cannot be loaded. */
export function loadContact(request: Request): Promise<Contact | null> {
  return oncePerRequest(contacts, request, () =>
    cms<{ user?: Contact[] }>('/user/contact').then(
      ({ user }) => user?.[0] ?? null,
      () => null,
    ),
  );
}

/** How long a page waits for the contact before streaming it in later (or doing without). */
export const CONTACT_WAIT_MS = 250;

/**
 * One page of a list for `?page=N`. A page that is not a positive number, or beyond the last
 * page, is the not-found page.
 */
export async function loadListPage<T>(request: Request, path: string, limit: number, filters: Record<string, string> = {}) {
  const page = requestedPage(new URL(request.url));
  if (page === null) throw notFound();
  const query = new URLSearchParams({ ...filters, page: String(page), limit: String(limit), with: 'formats' });
  const list = await cms<List<T>>(`${path}?${query}`);
  if (page > 1 && page > list.last_page) throw notFound();
  return list;
}
