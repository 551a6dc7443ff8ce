// Server helpers shared by the public site's loaders and resource routes.
import type { AppLoadContext, HeadersFunction } from '@remix-run/node';
import type { Locale } from '@desa/contract';
import { cmsRead } from './cms.server';
import { env } from './env.server';
import { localizedApiPath, requestLocale } from './locale';
import { requestedPage } from './pagination';
import type { Contact, List, VillageProfile } from '@desa/contract';

/** Pages and data change a few times a day: a CDN may serve them 5 min, then stale while it refreshes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
/** A response that carries something for one visitor only (a toast cookie). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * `headers` export of every public route: public caching, unless an action or a loader made it
 * private or it errored; a loader's `X-Robots-Tag` (a preview's) goes along.
 */
export const publicHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, actionHeaders, errorHeaders }) => {
  const robots = loaderHeaders.get('X-Robots-Tag') ?? errorHeaders?.get('X-Robots-Tag');
  const withRobots = (headers: Record<string, string>) => (robots ? { ...headers, 'X-Robots-Tag': robots } : headers);
  const own = [actionHeaders, loaderHeaders, parentHeaders, errorHeaders ?? new Headers()].map((headers) => headers.get('Cache-Control'));
  const privateValue = own.find((value) => value?.includes('private'));
  if (privateValue) return withRobots({ 'Cache-Control': privateValue });
  if (errorHeaders) return { 'Cache-Control': 'no-store' };
  return { 'Cache-Control': PUBLIC_CACHE_CONTROL };
};

/** The site's public origin for canonical URLs: PUBLIC_WEB_URL, otherwise the request's. */
export function siteOrigin(request: Request): string {
  return env.PUBLIC_WEB_URL ?? new URL(request.url).origin;
}

export function notFound(): Response {
  return new Response('Not Found', { status: 404 });
}

/**
 * A path no page answers: the not-found page, or the refusal the server made before Remix (it
 * sends a refused request on as a GET of a path no page claims, server/refusals.mjs).
 */
export function unknownPage(context: AppLoadContext): Response {
  return context.refusal ? new Response(null, { status: context.refusal }) : notFound();
}

/** The village's details, with image variants, in the page's language. */
export function loadSite(context: AppLoadContext, locale: Locale = 'id'): Promise<VillageProfile> {
  return cmsRead<VillageProfile>(context, localizedApiPath('/site?with=formats', locale));
}

/** The village's contact: the first ADMIN of /user/contact; null when it cannot be loaded. */
export function loadContact(context: AppLoadContext): Promise<Contact | null> {
  return cmsRead<{ user?: Contact[] }>(context, '/user/contact').then(
    ({ user }) => user?.[0] ?? null,
    () => null,
  );
}

/** How long a page waits for the contact before streaming it in later (or doing without). */
export const CONTACT_WAIT_MS = 250;

/**
 * One page of a list for `?page=N`, in the page's language. A page that is not a positive
 * number, or beyond the last page, is the not-found page.
 */
export async function loadListPage<T>(request: Request, context: AppLoadContext, path: string, limit: number, filters: Record<string, string> = {}) {
  const page = requestedPage(new URL(request.url));
  if (page === null) throw notFound();
  const query = new URLSearchParams({ ...filters, page: String(page), limit: String(limit), with: 'formats' });
  const list = await cmsRead<List<T>>(context, localizedApiPath(`${path}?${query}`, requestLocale(request)));
  if (page > 1 && page > list.last_page) throw notFound();
  return list;
}
