// Issue 26, reading without signal: the public site's service worker in Chromium, with the real
// servers. Pages visited are answered offline with a banner; an unvisited one gets the offline
// page listing what is on the device; the back office is never answered; a signed-in visit
// stores nothing; "Simpan untuk offline" keeps a page and its photos; a new release takes over;
// a repeat visit on a weak signal needs only the page itself from the network.
import http from 'node:http';
import type { Homestay, List, Tour } from '@desa/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, SCREENSHOTS, newPage } from '../support/browser';
import { cmsGet, shotPublic, waitForScripts } from '../support/public';
import { NEXT_RELEASE } from '../support/next-release.vite.config';
import { NEXT_RELEASE_DIR, buildNextRelease } from '../support/release';
import { startWeb, startWebBehindProxy } from '../support/servers';
import { watchServiceWorker } from '../support/service-worker';
import { signIn } from '../support/sign-in';
import { CMS_URL, WEB_URL } from '../support/stack';
import { CACHES, OFFLINE, OFFLINE_BANNER_ID, SAVED_PAGES_ID, STORED } from '~/service-worker/settings';
import { freePort } from 'cms/testing/process';

/** How long a check may take to come true: the worker stores after answering, and saving fetches a dozen photos. */
const SOON = { timeout: 15_000 };
const BANNER = /^Anda sedang offline — salinan tersimpan \d{1,2} \w+ \d{4}, \d{2}\.\d{2} WIB$/;

let tour: Tour;
let homestay: Homestay;
/** The next release's build, made while the first tests run (the weak-signal test comes after it). */
let nextBuild: Promise<void>;
beforeAll(async () => {
  nextBuild = buildNextRelease();
  nextBuild.catch(() => undefined);
  [tour] = (await cmsGet<List<Tour>>('/tour/all?limit=1')).data;
  [homestay] = (await cmsGet<List<Homestay>>('/homestay/all?limit=1&with=formats')).data;
});

/** Waits until the service worker controls the page (it registers at `load`, installs, claims). */
async function underWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The URLs each of the worker's caches holds, by cache name. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) contents[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
    return contents;
  });
}

/** Waits until the worker has put `path` into the pages cache (it stores after answering). */
async function pageStored(page: Page, path: string) {
  await expect.poll(async () => (await cacheContents(page))[CACHES.pages] ?? [], SOON).toContain(path);
}

/**
 * Chromium's offline mode, some time after the visits: the browser's HTTP cache is emptied first,
 * or it would answer a page for the minute its max-age allows, as it does without a worker.
 */
async function offline(context: BrowserContext, page: Page, isOffline = true) {
  if (isOffline) await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(isOffline);
}

describe('reading without signal', () => {
  it('answers visited pages offline with a banner, lists them on the offline page, and leaves /admin to the browser', async ({ browser }) => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto('/');
    await underWorker(page);
    const contents = await cacheContents(page);
    const shell = Object.keys(contents).find((name) => name.startsWith(CACHES.shellPrefix))!;
    expect(contents[shell]).toEqual(expect.arrayContaining(['/offline', '/en/offline', '/favicon.svg', '/ikon/192.png', '/ikon/512.png', '/ikon/maskable-512.png']));
    expect(contents[CACHES.assets]!.some((path) => /^\/assets\/public-.+\.css$/.test(path))).toBe(true);
    expect(contents[CACHES.assets]!.some((path) => /^\/assets\/main-.+\.js$/.test(path))).toBe(true);

    // The first page loaded before the worker: visited again under it, it is kept.
    await page.goto('/');
    await pageStored(page, '/');
    await page.goto(`/wisata/${tour.id}?utm_source=wa`);
    await pageStored(page, `/wisata/${tour.id}`);

    await offline(context, page);
    for (const path of ['/', `/wisata/${tour.id}`]) {
      await page.goto(path);
      await expect.poll(() => page.locator(`#${OFFLINE_BANNER_ID}`).textContent(), SOON).toMatch(BANNER);
      await expect.poll(() => page.locator(`#${OFFLINE_BANNER_ID}`).isVisible(), SOON).toBe(true);
      // Read out once the page is up (a live region the public script adds).
      await expect.poll(() => page.getByRole('status').filter({ hasText: BANNER }).count(), SOON).toBeGreaterThan(0);
      // The stylesheet came from the device too.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('system-ui');
    }
    // The tour's page: its map cannot load, so it names the place instead.
    const mapNote = page.locator('section[aria-labelledby="lokasi"]');
    await expect.poll(() => mapNote.getByText('Peta tidak dapat dimuat tanpa sinyal. Lokasinya:').isVisible(), SOON).toBe(true);
    expect(await mapNote.getByText(tour.location, { exact: true }).isVisible()).toBe(true);
    // Nor does it try to: the map's frame is never put in without signal (issue 42).
    expect(await mapNote.locator('iframe').count()).toBe(0);
    await shotPublic(page, 'offline-wisata-phone', { viewportOnly: true });

    await page.goto('/agenda');
    expect(await page.title()).toMatch(/^Anda sedang offline \| /);
    const saved = page.locator(`#${SAVED_PAGES_ID} li`);
    await expect.poll(() => saved.count(), SOON).toBe(2);
    expect(await saved.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([`/wisata/${tour.id}`, '/']);
    expect(await saved.first().innerText()).toContain(tour.title);
    expect(await saved.first().innerText()).toMatch(/disimpan \d{1,2} \w+ \d{4}, \d{2}\.\d{2} WIB/);
    await shotPublic(page, 'offline-page-phone');
    if (SCREENSHOTS) {
      await page.setViewportSize(DESKTOP);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await shotPublic(page, 'offline-page-desktop-dark');
      await page.goto(`/wisata/${tour.id}`);
      await shotPublic(page, 'offline-wisata-desktop-dark', { viewportOnly: true });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(PHONE);
    }

    // The English offline page, in English, lists the English pages on the device: none.
    await page.goto('/en/galeri');
    expect(await page.locator('h1').textContent()).toBe('You are offline');
    expect(await page.locator(`#${SAVED_PAGES_ID}`).innerText()).toContain('No pages are saved yet');

    // The back office: the browser's own failure, never a page from the worker.
    await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await expect(page.goto('/signin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });

  it("stores nothing of a signed-in admin's visit to the public site", async ({ browser }) => {
    const { page } = await newPage(browser);
    await signIn(page);
    await page.waitForURL('**/admin');
    await page.goto('/');
    await underWorker(page);
    for (const path of ['/', `/wisata/${tour.id}`, `/penginapan/${homestay.id}`]) {
      await page.goto(path);
      await waitForScripts(page);
    }
    await page.waitForLoadState('networkidle');
    const contents = await cacheContents(page);
    expect(contents[CACHES.pages] ?? []).toEqual([]);
    expect(contents[CACHES.images] ?? []).toEqual([]);
    expect(contents[CACHES.saved] ?? []).toEqual([]);
  });

  it('saves a page and its photos with "Simpan untuk offline", in the sizes this phone shows and fills the screen with', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: WEB_URL, viewport: PHONE, deviceScaleFactor: 2, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const page = await context.newPage();
    const path = `/penginapan/${homestay.id}`;
    await page.goto(path);
    await underWorker(page);
    await page.reload();
    const save = page.getByRole('button', { name: 'Simpan untuk offline' });
    await save.click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Tersimpan untuk dibuka tanpa sinyal' }).count(), SOON).toBe(1);
    await expect.poll(() => save.isVisible(), SOON).toBe(false);
    await shotPublic(page, 'offline-saved-phone', { viewportOnly: true });

    const saved = (await cacheContents(page))[CACHES.saved]!;
    expect(saved).toContain(path);
    // Each photo as the page shows it, and as wide as this screen's pixels (375 × 2) for the viewer.
    const photos = await page.evaluate(() => [...document.querySelectorAll('main img')].map((image) => (image as HTMLImageElement).currentSrc));
    for (const shown of photos) expect(saved).toContain(new URL(shown).pathname + new URL(shown).search);
    const fullScreen = saved.filter((url) => url.startsWith('/img') && /[?&]w=(828|1080)\b|format=webp$/.test(url));
    expect(fullScreen.length).toBeGreaterThanOrEqual(photos.length);
    const sizes = await page.evaluate(async ([name, header]) => {
      const cache = await caches.open(name);
      return Promise.all((await cache.keys()).filter((request) => request.url.includes('/img')).map(async (request) => Number((await cache.match(request))!.headers.get(header))));
    }, [CACHES.saved, STORED.bytes] as const);
    expect(sizes.every((size) => size > 0)).toBe(true);

    // Visits and seen images forgotten: the saved copy alone opens the page offline, photos and all.
    await page.evaluate(async (names) => Promise.all(names.map((name) => caches.delete(name))), [CACHES.pages, CACHES.images]);
    await offline(context, page);
    await page.goto(path);
    await expect.poll(() => page.locator(`#${OFFLINE_BANNER_ID}`).textContent(), SOON).toMatch(BANNER);
    expect(await page.locator('h1').textContent()).toBe(homestay.title);
    const hero = page.locator('main img').first();
    await expect.poll(() => hero.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth), SOON).toBeGreaterThan(0);
    await offline(context, page, false);
    // Back online, the page says it is saved rather than offering it again.
    await page.goto(path);
    await expect.poll(() => page.getByText('Tersimpan untuk dibuka tanpa sinyal').isVisible(), SOON).toBe(true);
    await context.close();
  });
});

describe('a new release', () => {
  it('takes over from the old one once its files can be had: the change shows on the next visit, one shell on the device, offline reading uses the new files', async ({ browser }) => {
    const port = await freePort();
    let web = await startWeb(CMS_URL, {}, port);
    const { context, page } = await newPage(browser, { baseURL: web.url, viewport: DESKTOP });
    const worker = await watchServiceWorker(context, page);
    const shells = async () => Object.keys(await cacheContents(page)).filter((name) => name.startsWith(CACHES.shellPrefix));
    try {
      await page.goto('/');
      await underWorker(page);
      const [oldShell] = await shells();
      const oldStylesheet = await page.locator('link[rel="stylesheet"]').getAttribute('href');

      await nextBuild;
      await web.stop();
      web = await startWeb(CMS_URL, { WEB_BUILD_DIR: NEXT_RELEASE_DIR }, port);

      // While the new release's files fail the worker (as when another replica, or the process
      // being stopped, still answers for the old release), its install fails after its retries,
      // and the device keeps the old release's shell alone.
      const release = new Map<string, number>();
      let failing = Infinity;
      await context.route('**/assets/**', async (route) => {
        const request = route.request();
        const path = new URL(request.url()).pathname;
        if (!request.serviceWorker() || request.headers()['purpose'] !== 'prefetch') return route.fallback();
        release.set(path, (release.get(path) ?? 0) + 1);
        return release.get(path)! <= failing ? route.fulfill({ status: 404, body: 'Tidak ditemukan' }) : route.fallback();
      });
      // A reload: the browser's HTTP cache may still answer the page for its minute of max-age,
      // as without a worker. The page is the new release's; the browser finds the new worker.
      await page.reload();
      expect(await page.getByText(NEXT_RELEASE.greeting).count()).toBe(1);
      const dropped = await worker.settled(worker.versions());
      expect(dropped.status, worker.log.join('\n')).toBe('redundant');
      // It gave up once a file had failed every time it was asked.
      expect(Math.max(...release.values()), worker.log.join('\n')).toBe(1 + OFFLINE.installRetryMs.length);
      expect(await shells()).toEqual([oldShell]);

      // Each file fails once: the retry takes it, the new worker takes over at the next visit and
      // the old shell is gone.
      release.clear();
      failing = 1;
      await page.reload();
      const next = await worker.settled(worker.versions());
      expect(next.status, worker.log.join('\n')).toBe('activated');
      expect(await shells()).toEqual([expect.not.stringMatching(oldShell!)]);
      await context.unrouteAll();
      const newStylesheet = await page.locator('link[rel="stylesheet"]').getAttribute('href');
      expect(newStylesheet).not.toBe(oldStylesheet);
      expect((await cacheContents(page))[CACHES.assets]).toContain(newStylesheet);

      // Offline, the saved copy is the new release's page with the new release's stylesheet.
      await page.goto('/');
      await pageStored(page, '/');
      await offline(context, page);
      await page.goto('/');
      await expect.poll(() => page.locator(`#${OFFLINE_BANNER_ID}`).textContent(), SOON).toMatch(BANNER);
      expect(await page.getByText(NEXT_RELEASE.greeting).count()).toBe(1);
      expect(await page.locator('link[rel="stylesheet"]').getAttribute('href')).toBe(newStylesheet);
      const blue = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand-700').trim());
      expect(blue).toBe(NEXT_RELEASE.brand700);
    } finally {
      await context.close();
      await web.stop();
    }
  }, 180_000);
});

describe('a release being stopped', () => {
  it('answers the request it is working on and none after it on that connection, so the next one reaches the next release', async () => {
    // Every read of the CMS takes a second and a half: the page is still on its way when the
    // server is told to stop.
    let slow = false;
    const web = await startWebBehindProxy(CMS_URL, (request, response) => {
      if (!slow || request.method !== 'GET') return false;
      setTimeout(async () => {
        const real = await fetch(`${CMS_URL}${request.url}`);
        response.writeHead(real.status, { 'content-type': 'application/json' });
        response.end(await real.text());
      }, 1500);
      return true;
    });
    // One kept-alive connection, as a browser holds to a site.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http.get(`${web.url}${path}`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
        }).on('error', reject);
      });
    try {
      slow = true;
      let answered: unknown;
      const inFlight = get('/agenda').then((answer) => (answered = answer), (error) => (answered = error));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answered).toBeUndefined();
      const stopped = web.stop();
      expect((await inFlight).status).toBe(200);
      // The stopping process answers nothing more: nobody listens (or, when the client sent it
      // before the connection's end reached it, the connection is reset; a browser then retries).
      await expect(get('/tentang')).rejects.toMatchObject({ code: expect.stringMatching(/^ECONN(REFUSED|RESET)$/) });
      await stopped;
    } finally {
      agent.destroy();
      await web.stop();
    }
  });
});

describe('a weak signal', () => {
  // How fast (the LCP of a first and a repeat visit at this rate) is `npm run bench:web`'s figure;
  // this test holds the structure the repeat visit's speed rests on.
  it('on a repeat visit at 400 kbit/s and 400 ms, takes the stylesheet, scripts and photos from the device', async ({ browser }) => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const throughput = (400 * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: throughput, uploadThroughput: throughput });
    await page.goto('/');
    await underWorker(page);
    await page.goto('/');
    await pageStored(page, '/');
    // The browser's own cache would answer the build files too; emptied, only the worker can.
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    const isSubresource = ({ pathname }: URL) => pathname.startsWith('/assets/') || pathname === '/img';
    const answered: { path: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (isSubresource(url)) answered.push({ path: url.pathname + url.search, fromWorker: response.fromServiceWorker() });
    });
    const workerFetched: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (request.serviceWorker() && isSubresource(url)) workerFetched.push(url.pathname + url.search);
    });
    await page.goto('/', { waitUntil: 'load' });
    // Read now: the second visit's lazy photos may still have been on their way into the store when its page was.
    const stored = await cacheContents(page);
    expect(await page.locator('h1').isVisible()).toBe(true);
    expect(answered.some(({ path }) => path.endsWith('.css'))).toBe(true);
    expect(answered.some(({ path }) => path.startsWith('/img'))).toBe(true);
    for (const { path, fromWorker } of answered) {
      expect(fromWorker, path).toBe(true);
      expect([...stored[CACHES.assets], ...stored[CACHES.images]], path).toContain(path);
    }
    expect(workerFetched).toEqual([]);
    await context.close();
  });
});
