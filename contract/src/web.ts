// Names the web app's Express server (web/server/*.mjs) and its Remix app (web/app) must both
// know: the cookies that make a request personal, the query parameters that make a public page,
// and the paths that belong to the signed-in side; how a path names its language.
import { DEFAULT_LOCALE, TRANSLATION_LOCALE, type Locale } from './locale.js';

/** The admin's session, and a toast waiting to be shown after a redirect. A request with either is personal. */
export const COOKIES = { session: '__desa', toast: '__toast' } as const;

/**
 * The query parameters a public page reads: its page number, the event list's `?waktu=semua`
 * (past events too) and the product list's `?kategori=Makanan` (a Kategori Produk option's
 * Indonesian name, in both languages). Any other (utm_…, fbclid) is dropped from cache keys
 * and canonical URLs.
 */
export const PAGE_PARAMS = { page: 'page', eventTime: 'waktu', productCategory: 'kategori' } as const;

/**
 * The address a public page is kept under, by the web server's page cache and by the visitor's
 * service worker: origin, path, and only the query parameters `kept`, in that order.
 */
export function pageAddress(url: URL, kept: readonly string[] = Object.values(PAGE_PARAMS)): string {
  const query = new URLSearchParams();
  for (const name of kept) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.toString();
  return `${url.origin}${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * Public pages whose English address is a word of its own (`/en/privacy` for `/privasi`); every
 * other page keeps its Indonesian slug under `/en`.
 */
export const ENGLISH_SLUGS: Readonly<Record<string, string>> = { privasi: 'privacy' };

/** The English site's prefix: /en… is English, everything else Indonesian. */
export const ENGLISH_PREFIX = `/${TRANSLATION_LOCALE}`;

export function localeOfPath(pathname = '/'): Locale {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) ? TRANSLATION_LOCALE : DEFAULT_LOCALE;
}

/** `/privasi` ↔ `/privacy`: a page's first segment in the other language (ENGLISH_SLUGS); most stay. */
export function translateSlug(path: string, toEnglish: boolean): string {
  const [, first = '', ...rest] = path.split('/');
  const [word, tail = ''] = first.split(/(?=[?#])/);
  const match = Object.entries(ENGLISH_SLUGS).find(([indonesian, english]) => (toEnglish ? indonesian : english) === word);
  if (!match) return path;
  return ['', (toEnglish ? match[1] : match[0]) + tail, ...rest].join('/');
}

/** A site path ('/wisata/5', '/', '/?page=2', '/#kontak', '/privasi') as it reads in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return /^\/([?#]|$)/.test(path) ? `${ENGLISH_PREFIX}${path.slice(1)}` : `${ENGLISH_PREFIX}${translateSlug(path, true)}`;
}

/** A path of either language as the Indonesian site names it: '/en/privacy' → '/privasi', '/en/wisata/5' → '/wisata/5'. */
export function indonesianPath(pathname: string): string {
  return localeOfPath(pathname) === TRANSLATION_LOCALE ? translateSlug(pathname.slice(ENGLISH_PREFIX.length) || '/', false) : pathname;
}

/**
 * The first path segments of the back office, of signing in and out and of a guest's booking
 * status (`/pesanan/K7Q4PX?t=…`): never cached, never counted as a view, never kept by the
 * service worker; the back office and signing in are never framed.
 */
export const PRIVATE_SECTIONS = { admin: 'admin', signIn: 'signin', signOut: 'signout', bookingStatus: 'pesanan', review: 'ulasan' } as const;

/**
 * The page the service worker shows for a page not saved on the device when there is no signal
 * (`/offline`, `/en/offline`); it fetches it ahead of time, so it never counts as a view.
 */
export const OFFLINE_PAGE = 'offline';

/**
 * The header the web app adds to its calls to /api/v1, so the Riwayat tells the back office's
 * changes from those of another client holding a token (the legacy browser client: "Klien API").
 * It names a channel only; it grants nothing.
 */
export const WEB_CLIENT_HEADER = { name: 'x-desa-client', value: 'web' } as const;
