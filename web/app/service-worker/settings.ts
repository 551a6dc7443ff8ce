// What the public site's service worker (worker.ts), the route that serves it (/sw.js), the
// public script and the tests agree on (issue 26): where the worker lives, its caches and
// limits, which requests it may answer, and how it marks what it keeps.
import { OFFLINE_PAGE, PREVIEW_PARAM, PRIVATE_SECTIONS, TRANSLATION_LOCALE, WHATSAPP_REDIRECT, type Locale } from '@desa/contract';

export const WORKER_PATH = '/sw.js';
/** The name of the global that /sw.js sets, before the worker's code, to this release's WorkerConfig. */
export const CONFIG_GLOBAL = 'DESA_OFFLINE';

export const OFFLINE = {
  /** How long a page waits for the network before a copy saved on the device answers instead. */
  networkTimeoutMs: 3000,
  /** Images of /img kept as they are seen: at most this many entries and bytes, the oldest out. */
  images: { entries: 60, bytes: 30 * 1024 * 1024 },
  /** Pages kept as they are visited, the oldest out (pages saved with the button stay). */
  visitedPages: 40,
  /** Images a "Simpan untuk offline" takes at most (a page shows a dozen or so). */
  imagesPerSave: 48,
  /**
   * A file of the release that fails at install is asked again after these waits (a restarting
   * server, or another replica not yet on this release, may answer it once with an error).
   */
  installRetryMs: [500, 2000],
} as const;

/** The caches: the shell of one release (its name ends with the release), and those kept across releases. */
export const CACHES = {
  shellPrefix: 'desa-shell-',
  /** Hashed build files: kept while the shell or a stored page needs them. */
  assets: 'desa-assets',
  pages: 'desa-pages',
  /** Pages and their images saved with "Simpan untuk offline". */
  saved: 'desa-saved',
  images: 'desa-images',
} as const;

/** Headers the worker adds to what it stores: when, the page's title (URI-encoded), an image's size. */
export const STORED = { savedAt: 'x-desa-saved-at', title: 'x-desa-title', bytes: 'x-desa-bytes' } as const;

/**
 * The worker's own requests (the shell, a page or image saved ahead): what browsers send for a
 * prefetch, so the visit counter does not count them as views.
 */
export const AHEAD_OF_TIME = { Purpose: 'prefetch' } as const;

/** Set on `<html>` of a page answered from a copy on the device: shows the banner and the map's note. */
export const OFFLINE_ATTRIBUTE = 'data-offline';
/** The banner the worker writes into a saved copy ("Anda sedang offline — salinan tersimpan …"). */
export const OFFLINE_BANNER_ID = 'offline-banner';
/** The list on the offline page that the worker fills with the pages saved on the device. */
export const SAVED_PAGES_ID = 'saved-pages';

/** The words the worker writes: `{date}` is when the copy was saved. */
export type OfflineWorkerTexts = { banner: string; savedOn: string };

/** What /sw.js hands the worker: the release (a hash of all of it), what to fetch at install, the words. */
export type WorkerConfig = { release: string; precache: string[]; texts: Record<Locale, OfflineWorkerTexts> };

/** The public script's questions: is this page saved, and save it with these images. */
export type WorkerMessage = { type: 'is-saved'; url: string } | { type: 'save'; url: string; images: string[] };
export type WorkerReply = { saved: boolean };

/**
 * Paths the worker never answers nor keeps: the back office, signing in and out, previews, the
 * WhatsApp redirects (each counts a click), the purge endpoint, the offline page itself.
 */
const NOT_A_PUBLIC_PAGE = () =>
  new RegExp(`^(/${TRANSLATION_LOCALE})?/(${[...Object.values(PRIVATE_SECTIONS), PREVIEW_PARAM, WHATSAPP_REDIRECT.prefix, OFFLINE_PAGE, '_revalidate', 'img', 'ikon', 'assets'].join('|')})(/|\\.|$)`);
let notAPublicPage: RegExp | undefined;

/** A public page of either language, which the worker may answer and keep. */
export function isPublicPage(url: URL): boolean {
  notAPublicPage ??= NOT_A_PUBLIC_PAGE();
  return !notAPublicPage.test(url.pathname) && !url.searchParams.has(PREVIEW_PARAM) && !url.pathname.endsWith('.data');
}

/** The build files a JavaScript module imports statically (`import"./x.js"`, `from"./x.js"`), as paths. */
export function staticImportsOf(code: string, modulePath: string): string[] {
  return [...code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+)["']/g)].map(([, specifier]) => new URL(specifier!, `http://x${modulePath}`).pathname);
}

/** Build files a page's HTML names (stylesheet, script). */
export function assetsOf(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
}
