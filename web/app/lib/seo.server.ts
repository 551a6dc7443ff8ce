// Per-page <head>, built by the loaders: title, description, canonical URL, Open Graph and
// Twitter tags, and the preload of the first screen's image. Route `meta` exports only hand it
// over (see components/public/meta.ts).
import type { MetaDescriptor } from '@remix-run/node';
import { LOCALES, type Locale } from '@desa/contract';
import { publicTexts } from './i18n';
import { leadImagePreload, type LeadImage } from './images';
import { localeOfPath, pathInLocale } from './locale';
import { siteOrigin } from './public.server';
import { PAGE_PARAMS, type VillageProfile } from '@desa/contract';

/** Query parameters that make a different page (everything else is left out of the canonical URL). */
const CANONICAL_PARAMS = Object.values(PAGE_PARAMS);

export function canonicalUrl(origin: string, url: URL): string {
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && !(name === PAGE_PARAMS.page && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${url.pathname}${query ? `?${query}` : ''}`;
}

const OG_LOCALES: Record<Locale, string> = { id: 'id_ID', en: 'en_US' };

/** The page's URL in each language, for `hreflang` (Indonesian is also the default). */
export function languageAlternates(origin: string, url: URL): MetaDescriptor[] {
  const inLocale = (locale: Locale) => {
    const other = new URL(url);
    other.pathname = pathInLocale(url.pathname, '', locale);
    return canonicalUrl(origin, other);
  };
  return [
    ...LOCALES.map((locale) => ({ tagName: 'link', rel: 'alternate', hrefLang: locale, href: inLocale(locale) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: inLocale('id') },
  ];
}

export type PageSeo = {
  request: Request;
  site: Pick<VillageProfile, 'name' | 'tagline' | 'hero_image'>;
  /** The page's own title; the home page has none and shows the village's tagline. */
  title?: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
  /** The image of the page's first screen, preloaded (issue 42): the same the page's ResponsiveImage shows. */
  leadImage?: LeadImage;
};

export function pageMeta({ request, site, title, description, image, type = 'website', leadImage }: PageSeo): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} - ${site.tagline}`;
  const text = description || site.tagline;
  const picture = image ?? site.hero_image;
  const requestUrl = new URL(request.url);
  const origin = siteOrigin(request);
  const url = canonicalUrl(origin, requestUrl);
  const locale = localeOfPath(requestUrl.pathname);
  const preload = leadImage ? leadImagePreload(leadImage) : null;
  return [
    // First in the <head>: the first screen's image is asked for before anything else arrives.
    ...(preload ? [preload] : []),
    { title: fullTitle },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(origin, requestUrl),
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: 'og:locale:alternate', content: OG_LOCALES[other] })),
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    ...(picture ? [{ property: 'og:image', content: picture }, { name: 'twitter:image', content: picture }] : []),
    { name: 'twitter:card', content: picture ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: text },
  ];
}

/** 'Artikel', 2 → 'Artikel - Halaman 2' ('Articles - Page 2'); page 1 keeps the plain title. */
export function pageTitle(title: string, page: number, locale: Locale = 'id'): string {
  return page > 1 ? publicTexts(locale).pagination.title(title, page) : title;
}
