// The visitor's language comes from the URL: /en… is the English site, everything else Indonesian.
import { useLocation } from '@remix-run/react';
import { indonesianPath, localeOfPath, localizedPath, type Locale } from '@desa/contract';

export { indonesianPath, localeOfPath, localizedPath };

export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The same page in the other language, query kept: '/wisata/5?page=2' ↔ '/en/wisata/5?page=2'. */
export function pathInLocale(pathname: string, search: string, locale: Locale): string {
  return localizedPath(indonesianPath(pathname), locale) + search;
}

/** An /api/v1 read in `locale`: Indonesian asks as before (no parameter), English adds `locale=en`. */
export function localizedApiPath(path: string, locale: Locale): string {
  if (locale === 'id') return path;
  return `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;
}

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** `to` of the page's own language: `href('/wisata')` is '/en/wisata' on the English site. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
