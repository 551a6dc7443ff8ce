/// <reference lib="webworker" />
// The public site's service worker (issue 26), served as /sw.js with its release's settings
// before this code (routes/sw[.]js.tsx). Public pages: the network first, a copy saved on the
// device when the network fails or is slower than OFFLINE.networkTimeoutMs, else the offline
// page listing what is saved. Images of /img: from the device first. Build files: from the
// device, kept while a stored page needs them. Anything else (the back office, signing in,
// previews, POSTs, other sites) it leaves to the browser. A page marked private or no-store
// (every answer to a request with a session is) is never kept.
import { formatDateTime, localeOfPath, localizedPath, OFFLINE_PAGE, pageAddress, type Locale } from '@desa/contract';
import {
  AHEAD_OF_TIME,
  CACHES,
  CONFIG_GLOBAL,
  OFFLINE,
  OFFLINE_ATTRIBUTE,
  OFFLINE_BANNER_ID,
  SAVED_PAGES_ID,
  STORED,
  assetsOf,
  isPublicPage,
  staticImportsOf,
  type WorkerConfig,
  type WorkerMessage,
  type WorkerReply,
} from './settings';

declare const self: ServiceWorkerGlobalScope & { [CONFIG_GLOBAL]: WorkerConfig };

const { release, precache, texts } = self[CONFIG_GLOBAL];
const SHELL = CACHES.shellPrefix + release;
const TIMED_OUT = Symbol('timed out');

const isAsset = (path: string) => path.startsWith('/assets/');
/** The worker's own fetches: anonymous (no session can reach a stored copy), and not counted as views. */
const ahead = (url: string) => new Request(url, { headers: AHEAD_OF_TIME, cache: 'no-cache', credentials: 'omit' });
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
const wait = (ms: number) => new Promise<typeof TIMED_OUT>((resolve) => setTimeout(() => resolve(TIMED_OUT), ms));

function isKeepable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && response.type === 'basic' && !/private|no-store/i.test(cacheControl);
}

/** A response to store: the body read once, our headers added, the transfer's own dropped. */
function storedCopy(body: BodyInit, from: Response, extra: Record<string, string>): Response {
  const headers = new Headers(from.headers);
  for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) headers.delete(name);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(body, { status: from.status, statusText: from.statusText, headers });
}

// ---- install and activate: the shell of this release, old releases' caches gone --------------

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const [shell, assets] = await Promise.all([caches.open(SHELL), caches.open(CACHES.assets)]);
      try {
        await Promise.all(precache.map(async (path) => (isAsset(path) ? assets : shell).put(path, await fetchOfRelease(path))));
      } catch (error) {
        // The install fails and the release before keeps the device; the browser tries again at
        // the next visit. A half-filled shell must not stay beside the working one.
        await caches.delete(SHELL);
        throw error;
      }
      await self.skipWaiting();
    })(),
  );
});

/** A file of this release, asked again after each of OFFLINE.installRetryMs' waits while it fails. */
async function fetchOfRelease(path: string): Promise<Response> {
  let response: Response | undefined;
  for (const retryAfter of [0, ...OFFLINE.installRetryMs]) {
    if (retryAfter) await wait(retryAfter);
    response = await fetch(ahead(path)).catch(() => undefined);
    if (response?.ok) return response;
  }
  throw new Error(`${path}: ${response?.status ?? 'no answer'}`);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.registration.navigationPreload?.enable();
      const current = new Set<string>([SHELL, ...Object.values(CACHES)]);
      for (const name of await caches.keys()) if (name.startsWith('desa-') && !current.has(name)) await caches.delete(name);
      await pruneAssets();
      await self.clients.claim();
    })(),
  );
});

/** Keeps the build files this release's shell and the stored pages need (and what those import); the rest go. */
async function pruneAssets() {
  const assets = await caches.open(CACHES.assets);
  const needed = new Set(precache.filter(isAsset));
  for (const name of [CACHES.pages, CACHES.saved]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) for (const path of assetsOf(await (await cache.match(request))!.text())) needed.add(path);
  }
  const queue = [...needed];
  for (let path = queue.pop(); path; path = queue.pop()) {
    const module = path.endsWith('.js') ? await assets.match(path) : undefined;
    for (const imported of module ? staticImportsOf(await module.text(), path) : []) {
      if (needed.has(imported)) continue;
      needed.add(imported);
      queue.push(imported);
    }
  }
  for (const request of await assets.keys()) if (!needed.has(new URL(request.url).pathname)) await assets.delete(request);
}

// ---- requests ---------------------------------------------------------------------------------

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (isPublicPage(url)) event.respondWith(answerPage(event, url));
  } else if (isAsset(url.pathname)) event.respondWith(fromDeviceFirst(event, CACHES.assets));
  else if (url.pathname === '/img') event.respondWith(fromDeviceFirst(event, CACHES.images));
  else if (precache.includes(url.pathname)) event.respondWith(fetch(request).catch(async () => (await caches.match(request)) ?? Response.error()));
});

async function answerPage(event: FetchEvent, url: URL): Promise<Response> {
  const key = pageAddress(url);
  const network = (async () => {
    const response: Response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (isKeepable(response) && response.headers.get('content-type')?.startsWith('text/html')) event.waitUntil(keepPage(key, response.clone(), CACHES.pages));
    return response;
  })();
  event.waitUntil(network.catch(() => undefined));
  const first = await Promise.race([network.catch(() => undefined), wait(OFFLINE.networkTimeoutMs)]);
  if (first && first !== TIMED_OUT && first.status < 500) return first;
  const copy = await storedPage(key);
  if (copy) return offlineCopy(copy, localeOfPath(url.pathname));
  // Slow but no copy to show: the network's answer, whenever it comes.
  const late = first === TIMED_OUT ? await network.catch(() => undefined) : first;
  return late ?? offlinePage(localeOfPath(url.pathname));
}

async function fromDeviceFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const stored = await caches.match(event.request, { ignoreVary: true });
  if (stored) return stored;
  const response = await fetch(event.request);
  if (isKeepable(response)) {
    const copy = response.clone();
    event.waitUntil(cacheName === CACHES.images ? keepImage(event.request.url, copy, CACHES.images) : caches.open(cacheName).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

// ---- what is kept -----------------------------------------------------------------------------

async function keepPage(key: string, response: Response, cacheName: string) {
  const html = await response.text();
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? key;
  const copy = () => storedCopy(html, response, { [STORED.savedAt]: String(Date.now()), [STORED.title]: encodeURIComponent(title) });
  await (await caches.open(cacheName)).put(key, copy());
  // A page saved with the button follows its newer visits.
  const saved = await caches.open(CACHES.saved);
  if (cacheName !== CACHES.saved && (await saved.match(key))) await saved.put(key, copy());
  if (cacheName === CACHES.pages) await trim(cacheName, (entries) => entries.length > OFFLINE.visitedPages);
}

async function keepImage(url: string, response: Response, cacheName: string) {
  const image = await response.blob();
  await (await caches.open(cacheName)).put(url, storedCopy(image, response, { [STORED.bytes]: String(image.size) }));
  if (cacheName === CACHES.images) {
    await trim(cacheName, (entries, bytes) => entries.length > OFFLINE.images.entries || bytes > OFFLINE.images.bytes);
  }
}

/** Deletes the oldest entries (a cache lists them in the order they were put) while `tooMuch`. */
async function trim(cacheName: string, tooMuch: (entries: readonly Request[], bytes: number) => boolean) {
  const cache = await caches.open(cacheName);
  const entries = await cache.keys();
  const sizes = await Promise.all(entries.map(async (request) => Number((await cache.match(request))?.headers.get(STORED.bytes) ?? 0)));
  let bytes = sizes.reduce((sum, size) => sum + size, 0);
  while (entries.length && tooMuch(entries, bytes)) {
    await cache.delete(entries.shift()!);
    bytes -= sizes.shift()!;
  }
}

async function storedPage(key: string): Promise<Response | undefined> {
  return (await caches.match(key, { cacheName: CACHES.saved })) ?? caches.match(key, { cacheName: CACHES.pages });
}

type StoredPage = { url: string; title: string; savedAt: number };

/** The pages of one language on the device, newest first, each once (the button's copy before a visit's). */
async function storedPages(locale: Locale): Promise<StoredPage[]> {
  const pages = new Map<string, StoredPage>();
  for (const name of [CACHES.saved, CACHES.pages]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const { pathname, search } = new URL(request.url);
      const headers = (await cache.match(request))?.headers;
      if (!headers || pages.has(request.url) || localeOfPath(pathname) !== locale) continue;
      pages.set(request.url, { url: pathname + search, title: decodeURIComponent(headers.get(STORED.title) ?? ''), savedAt: Number(headers.get(STORED.savedAt)) });
    }
  }
  return [...pages.values()].sort((a, b) => b.savedAt - a.savedAt);
}

/** A stored page as the answer: marked offline, with the banner saying when it was saved. */
async function offlineCopy(stored: Response, locale: Locale): Promise<Response> {
  const savedAt = formatDateTime(new Date(Number(stored.headers.get(STORED.savedAt))), locale);
  const banner = escapeHtml(texts[locale].banner.replace('{date}', savedAt));
  const html = (await stored.text())
    .replace(/<html\b/, `<html ${OFFLINE_ATTRIBUTE}`)
    .replace(new RegExp(`(<[^>]+\\bid="${OFFLINE_BANNER_ID}"[^>]*>)`), `$1${banner}`);
  return new Response(html, { headers: stored.headers });
}

/** The shell's offline page in the page's language, its list filled with the pages on the device. */
async function offlinePage(locale: Locale): Promise<Response> {
  const page = await caches.match(localizedPath(`/${OFFLINE_PAGE}`, locale), { cacheName: SHELL });
  if (!page) return Response.error();
  const items = (await storedPages(locale)).map(
    // The title is the page's own <title> text: already escaped HTML.
    ({ url, title, savedAt }) => `<li><a href="${escapeHtml(url)}">${title}</a> <span>${escapeHtml(texts[locale].savedOn.replace('{date}', formatDateTime(new Date(savedAt), locale)))}</span></li>`,
  );
  const html = await page.text();
  const filled = items.length ? html.replace(new RegExp(`(<ul[^>]*\\bid="${SAVED_PAGES_ID}"[^>]*>)[\\s\\S]*?</ul>`), `$1${items.join('')}</ul>`) : html;
  return new Response(filled, { headers: page.headers });
}

// ---- "Simpan untuk offline" -------------------------------------------------------------------

self.addEventListener('message', (event) => {
  const port = event.ports[0];
  if (!port) return;
  event.waitUntil(
    answerMessage(event.data as WorkerMessage).then(
      (reply) => port.postMessage(reply),
      () => port.postMessage({ saved: false } satisfies WorkerReply),
    ),
  );
});

const sameOrigin = (value: unknown): URL | null => {
  try {
    const url = new URL(String(value), self.location.origin);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
};

async function answerMessage(message: WorkerMessage): Promise<WorkerReply> {
  const page = sameOrigin(message?.url);
  if (!page || !isPublicPage(page)) return { saved: false };
  const key = pageAddress(page);
  if (message.type === 'is-saved') return { saved: Boolean(await caches.match(key, { cacheName: CACHES.saved })) };
  if (message.type !== 'save' || !Array.isArray(message.images)) return { saved: false };
  const visited = await caches.match(key, { cacheName: CACHES.pages });
  const response = visited ?? (await fetch(ahead(key)));
  if (!isKeepable(response) && !visited) return { saved: false };
  await keepPage(key, response, CACHES.saved);
  const images = message.images.map(sameOrigin).filter((url): url is URL => url?.pathname === '/img').slice(0, OFFLINE.imagesPerSave);
  const saved = await Promise.all(
    images.map(async ({ href }) => {
      const stored = await caches.match(href, { ignoreVary: true });
      const image = stored ?? (await fetch(ahead(href)).catch(() => undefined));
      if (!image || (!stored && !isKeepable(image))) return false;
      await keepImage(href, image, CACHES.saved);
      return true;
    }),
  );
  return { saved: saved.every(Boolean) };
}
