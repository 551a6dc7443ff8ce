// The public site against a CMS that is empty, slow, failing or gone: empty states, the
// footer's 'Memuat...' / 'Gagal memuat kontak.', the 503 page, and recovery.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, CONTENT_KINDS, CONTENT_TYPES, UI, UI_EN } from '@desa/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { purgeWebCache, startWeb } from '../support/servers';

type ContactMode = 'ok' | 'fail' | 'slow' | 'no-phone';

/** A stand-in CMS with no content, whose contact endpoint can be told to fail or dawdle. */
function fakeCms() {
  const state = { contact: 'ok' as ContactMode, contactDelay: 2000, packages: [] as object[] };
  const empty = { data: [], total: 0, current_page: 1, last_page: 1, per_page: 9, from: null, to: null };
  const site = { name: 'Desa Uji Kosong', tagline: 'Tempat menguji', about: 'Desa untuk menguji.', address: 'Jl. Uji No. 1', email: 'uji@desa.test', maps: null, hero_image: null, about_image: null };
  const server = http.createServer((request, response) => {
    const path = new URL(request.url!, 'http://x').pathname;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/api/v1/site') return send(200, site);
    if (path === '/api/v1/user/contact') {
      if (state.contact === 'fail') return send(500, { message: 'Terjadi kesalahan pada server' });
      const answer = () => send(200, { user: [{ id: '1', name: 'Admin', phone: '081299990000', instagram: 'desa.uji' }] });
      if (state.contact === 'slow') return void setTimeout(answer, state.contactDelay);
      if (state.contact === 'no-phone') return send(200, { user: [{ id: '1', name: 'Admin', phone: null, instagram: null }] });
      return answer();
    }
    if (path === '/api/v1/package/all') return send(200, { ...empty, data: state.packages, total: state.packages.length, from: 1, to: state.packages.length });
    const pkg = state.packages.find((candidate) => path === `/api/v1/package/${(candidate as { id: string }).id}`);
    if (pkg) return send(200, pkg);
    if (CONTENT_KINDS.some((kind) => path === `/api/v1/${CONTENT_TYPES[kind].path}/all`)) return send(200, empty);
    if (path === '/api/v1/setting/all') return send(200, []);
    if (path === '/api/v1/review/recent') return send(200, { data: [] });
    send(404, { message: 'Tidak ditemukan' });
  });
  return {
    state,
    async listen(port = 0) {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let cms: ReturnType<typeof fakeCms>;
let port: number;
let web: Awaited<ReturnType<typeof startWeb>>;

beforeAll(async () => {
  cms = fakeCms();
  port = await cms.listen();
  web = await startWeb(`http://127.0.0.1:${port}`);
});
afterAll(async () => {
  await web?.stop();
  await cms?.close().catch(() => undefined);
});

async function page(browser: Browser, path: string, viewport = DESKTOP, javaScriptEnabled = true) {
  const { context, page: tab } = await newPage(browser, { baseURL: web.url, viewport, javaScriptEnabled });
  const response = await tab.goto(path);
  return { context, page: tab, status: response?.status() };
}

describe('an empty village', () => {
  it('shows the empty states', async ({ browser }) => {
    for (const [path, text] of [
      ['/wisata', 'Belum ada objek wisata'],
      ['/penginapan', 'Belum ada penginapan'],
      ['/produk', 'Belum ada produk desa'],
      ['/agenda', 'Belum ada agenda yang akan datang'],
      ['/agenda?waktu=semua', 'Belum ada agenda desa'],
      ['/artikel', 'Belum ada artikel'],
      ['/galeri', 'Belum ada foto galeri'],
      ['/fasilitas', 'Belum ada fasilitas umum'],
    ]) {
      const { context, page: tab, status } = await page(browser, path, PHONE);
      expect(status).toBe(200);
      await tab.getByText(text, { exact: true }).waitFor();
      expect(await tab.getByRole('navigation', { name: 'Halaman' }).count()).toBe(0);
      await context.close();
    }
    const { page: home } = await page(browser, '/', PHONE);
    await home.getByText('Belum ada objek wisata', { exact: true }).waitFor();
    await home.getByText('Belum ada paket wisata', { exact: true }).waitFor();
    // Sections without records stay away: the gallery, the homestays, the products.
    for (const section of ['Galeri Desa', 'Tempat Menginap', 'Produk Desa', 'Fasilitas Umum Desa']) expect(await home.getByRole('region', { name: section }).count()).toBe(0);
    await home.getByRole('heading', { level: 1, name: 'Desa Uji Kosong' }).waitFor();
  });
});

describe('the footer contact', () => {
  it('says “Gagal memuat kontak.” when it cannot be loaded, and the page still works', async ({ browser }) => {
    cms.state.contact = 'fail';
    await purgeWebCache(web.url);
    const { context, page: tab, status } = await page(browser, '/wisata');
    expect(status).toBe(200);
    await tab.getByRole('contentinfo').getByText(UI.contactFailed, { exact: true }).waitFor();
    await tab.getByRole('contentinfo').getByRole('link', { name: 'Email: uji@desa.test' }).waitFor();
    await tab.evaluate(() => window.scrollTo(0, 400));
    await tab.getByRole('button', { name: 'Kembali ke atas' }).waitFor();
    expect(await tab.getByRole('link', { name: 'Chat WhatsApp' }).count()).toBe(0);
    await context.close();
    cms.state.contact = 'ok';
  });

  it('says “Memuat...” while a slow contact streams in', async ({ browser }) => {
    cms.state.contact = 'slow';
    await purgeWebCache(web.url);
    const started = Date.now();
    // A browser's user agent: bots get the whole page at once, browsers get it streamed.
    const response = await fetch(`${web.url}/wisata`, { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' } });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(Date.now() - started).toBeLessThan(cms.state.contactDelay);
    let html = first;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += new TextDecoder().decode(chunk.value);
    expect(html).toContain(UI.contactLoading);
    expect(html).toContain('081299990000');

    const { context, page: tab } = await page(browser, '/artikel');
    const footer = tab.getByRole('contentinfo');
    await footer.getByText('081299990000').waitFor({ timeout: 10_000 });
    expect(await footer.getByText(UI.contactLoading).count()).toBe(0);
    await context.close();
    cms.state.contact = 'ok';
  });
});

describe('booking without the village number', () => {
  it('says booking is not available instead of opening a chat with nobody', async ({ browser }) => {
    const stamp = '2026-01-01T00:00:00.000Z';
    cms.state.packages = [{ id: 'p1', title: 'Paket Uji', price: 100000, benefit: 'Makan', thumbnail: null, created_at: stamp, updated_at: stamp, createdAt: stamp, updatedAt: stamp }];
    cms.state.contact = 'no-phone';
    await purgeWebCache(web.url);
    // The package's own page: no number, no form; the home page has no chat link either.
    const { context, page: home } = await page(browser, '/', PHONE);
    expect(await home.locator('a[href^="https://wa.me/"], a[href*="/wa/"]').count()).toBe(0);
    await home.goto('/paket/p1');
    await home.getByText(UI.bookingUnavailable, { exact: true }).waitFor();
    expect(await home.locator('form[data-order-form]').count()).toBe(0);
    await context.close();
    cms.state.contact = 'ok';
    await purgeWebCache(web.url);
    const { context: again, page: withNumber } = await page(browser, '/paket/p1', PHONE);
    expect(await withNumber.locator('form[data-order-form]').count()).toBe(1);
    await again.close();
    cms.state.packages = [];
  });
});

describe('a CMS that is down', () => {
  it('keeps answering the pages it has, and answers 503 with a friendly Indonesian page for the rest', async ({ browser }) => {
    cms.state.contact = 'ok';
    await purgeWebCache(web.url);
    const first = await page(browser, '/galeri', PHONE);
    expect(first.status).toBe(200);
    await first.context.close();
    await cms.close();
    const cached = await page(browser, '/galeri', PHONE);
    expect(cached.status).toBe(200);
    await cached.page.getByRole('heading', { level: 1, name: 'Galeri', exact: true }).waitFor();
    await cached.context.close();
    expect((await fetch(`${web.url}/artikel`)).status).toBe(503);
  });

  it('with nothing kept, answers 503 with a friendly page in the page’s language, keeps running and recovers', async ({ browser }) => {
    await purgeWebCache(web.url);
    const down = await page(browser, '/', PHONE);
    expect(down.status).toBe(503);
    await down.page.getByText(API.cmsUnavailable).waitFor();
    await down.page.getByRole('link', { name: UI.backHome }).waitFor();
    expect((await fetch(`${web.url}/wisata/apa-saja`)).status).toBe(503);
    await down.context.close();
    // The same failure on the English site speaks English, under lang="en".
    const downEnglish = await page(browser, '/en', PHONE);
    expect(downEnglish.status).toBe(503);
    await downEnglish.page.getByText(UI_EN.cmsUnavailable).waitFor();
    await downEnglish.page.getByRole('link', { name: UI_EN.backHome }).waitFor();
    expect(await downEnglish.page.getAttribute('html', 'lang')).toBe('en');
    await downEnglish.context.close();

    cms = fakeCms();
    await cms.listen(port);
    const back = await page(browser, '/', PHONE);
    expect(back.status).toBe(200);
    await back.page.getByRole('heading', { level: 1, name: 'Desa Uji Kosong' }).waitFor();
    await back.context.close();
  });
});
