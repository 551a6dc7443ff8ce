// Previews of drafts and scheduled records (issue 22): the back office hands out a signed link
// to the record's public page (`?pratinjau=<token>`, contract/src/preview.ts); the page reads
// the record through that link (the CMS checks the signature), never from a cache, and keeps
// the answer private and out of search engines.
import { data, type AppLoadContext, type MetaDescriptor } from '@remix-run/node';
import { CONTENT_KINDS, PREVIEW_PARAM, PUBLIC_TYPES, signPreview, type EntityKind } from '@desa/contract';
import { CmsError, cms, cmsReadOrNotFound } from './cms.server';
import { env } from './env.server';
import { localizedApiPath, requestLocale } from './locale';
import { PRIVATE_CACHE_CONTROL } from './public.server';

/** A preview page's headers: for this visitor only, and not for search engines. */
export const PREVIEW_HEADERS = { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' };

/** The public slug of a kind whose records have pages of their own (`wisata`), else undefined. */
const detailSlug = (kind: EntityKind) => PUBLIC_TYPES.find((type) => type.kind === kind && type.detail)?.slug;

/** Publishable types without pages of their own: their preview shows the card or tile (`/pratinjau/<kind>/<id>`). */
export const CARD_PREVIEW_KINDS = CONTENT_KINDS.filter((kind) => !detailSlug(kind));

/** A publishable record's preview link: its detail page, or the page of its card. */
export async function previewHref(kind: EntityKind, id: string): Promise<string> {
  const token = await signPreview(env.REVALIDATE_SECRET, { kind, id });
  const slug = detailSlug(kind);
  return `${slug ? `/${slug}` : `/pratinjau/${kind}`}/${encodeURIComponent(id)}?${PREVIEW_PARAM}=${token}`;
}

/**
 * A detail page's record, `path` as `/article/5?with=formats`: the public version, or with a
 * preview link the newest one (`preview: true`). Not found, an expired or a wrong link: 404.
 */
export async function readDetail<T>(context: AppLoadContext, request: Request, path: string): Promise<{ record: T; preview: boolean }> {
  const locale = requestLocale(request);
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  if (token === null) return { record: await cmsReadOrNotFound<T>(context, localizedApiPath(path, locale)), preview: false };
  try {
    const previewPath = `${path}${path.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
    return { record: await cms<T>(localizedApiPath(previewPath, locale)), preview: true };
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) throw new Response('Not Found', { status: 404, headers: PREVIEW_HEADERS });
    throw error;
  }
}

/** A detail page's loader answer: with `preview`, kept out of search engines and every cache. */
export function detailAnswer<T extends { meta: MetaDescriptor[] }>(body: T, preview: boolean) {
  if (!preview) return data({ ...body, preview });
  return data({ ...body, preview, meta: [...body.meta, { name: 'robots', content: 'noindex' }] }, { headers: PREVIEW_HEADERS });
}
