// Per-page <head>, built by the loaders: title, description, canonical URL, Open Graph and
// Twitter tags. Route `meta` exports only hand it over (see components/public/meta.ts).
import type { MetaDescriptor } from '@remix-run/node';
import { siteOrigin } from './public.server';
import type { Site } from './types';

/** Query parameters that make a different page (everything else is left out of the canonical URL). */
const CANONICAL_PARAMS = ['page', 'waktu'];

export function canonicalUrl(origin: string, url: URL): string {
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${url.pathname}${query ? `?${query}` : ''}`;
}

export type PageSeo = {
  request: Request;
  site: Pick<Site, 'name' | 'tagline' | 'hero_image'>;
  /** The page's own title; the home page has none and shows the village's tagline. */
  title?: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
};

export function pageMeta({ request, site, title, description, image, type = 'website' }: PageSeo): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} - ${site.tagline}`;
  const text = description || site.tagline;
  const picture = image ?? site.hero_image;
  const url = canonicalUrl(siteOrigin(request), new URL(request.url));
  return [
    { title: fullTitle },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: 'id_ID' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    ...(picture ? [{ property: 'og:image', content: picture }, { name: 'twitter:image', content: picture }] : []),
    { name: 'twitter:card', content: picture ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: text },
  ];
}

/** 'Artikel', 2 → 'Artikel - Halaman 2' (page 1 keeps the plain title). */
export function pageTitle(title: string, page: number): string {
  return page > 1 ? `${title} - Halaman ${page}` : title;
}
