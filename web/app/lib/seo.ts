// Per-page <head>: title, description, canonical URL, Open Graph and Twitter tags.
import type { MetaDescriptor } from '@remix-run/node';
import type { Site } from './types';

/** Query parameters that make a different page (everything else is left out of the canonical URL). */
const CANONICAL_PARAMS = ['page', 'waktu'];

type MetaMatch = { id: string; data: unknown };
type LayoutSeoData = { site: Site; origin: string };

export type SeoInput = {
  matches: MetaMatch[];
  location: { pathname: string; search: string };
  /** The page's own title; the home page has none and shows the village's tagline. */
  title?: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
};

export function canonicalUrl(origin: string, location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${location.pathname}${query ? `?${query}` : ''}`;
}

export function seo({ matches, location, title, description, image, type = 'website', noindex }: SeoInput): MetaDescriptor[] {
  const layout = matches.find((match) => match.id === 'routes/_public')?.data as LayoutSeoData | undefined;
  const site = layout?.site;
  const siteName = site?.name ?? '';
  const fullTitle = title ? (siteName ? `${title} | ${siteName}` : title) : [siteName, site?.tagline].filter(Boolean).join(' - ');
  const text = description ?? site?.tagline ?? '';
  const picture = image ?? site?.hero_image ?? null;
  const url = layout ? canonicalUrl(layout.origin, location) : null;
  return [
    { title: fullTitle },
    { name: 'description', content: text },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url }] : []),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'id_ID' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    ...(picture ? [{ property: 'og:image', content: picture }, { name: 'twitter:image', content: picture }] : []),
    { name: 'twitter:card', content: picture ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: text },
  ];
}

/** <head> of a page that failed: not found (404) or the CMS unreachable; never indexed. */
export function errorSeo({ matches, location, error }: Pick<SeoInput, 'matches' | 'location'> & { error: unknown }): MetaDescriptor[] {
  const status = error && typeof error === 'object' && 'status' in error ? Number(error.status) : 500;
  const title = status === 404 ? 'Halaman tidak ditemukan' : 'Layanan tidak tersedia';
  return seo({ matches, location, title, noindex: true });
}
