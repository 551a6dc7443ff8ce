// When the CMS fails: a second web app talks to the CMS through a proxy that breaks or delays
// chosen calls. Saves fall back to 'Gagal menyimpan data.', the profile to 'Gagal memuat profil
// pengguna', a failing logout still signs out, and a dashboard part that fails or comes too late
// (or the dashboard's whole read) says 'Gagal memuat, coba lagi' inside a 200 page (never a 500)
// and is named in the log.
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect} from 'vitest';
import { it } from '../support/fixtures';
import { PHONE } from '../support/browser';
import { startWebBehindProxy } from '../support/servers';
import { dialog, expectToast, gone, imageFile, shot, visible } from '../support/admin';
import { CMS_URL } from '../support/stack';
import { webSessionCookie } from '../support/sign-in';

/** The dashboard's cards fed by its one read: new requests, proofs, reviews, changes, the type counts, visitors, income, scheduled, events, activity. */
const FAILED_WHOLE = 10;
let failing: (request: http.IncomingMessage) => boolean = () => false;
/** Calls answered only after this many milliseconds (longer than a streamed part may take). */
let delaying: (request: http.IncomingMessage) => number = () => 0;
/** The CMS's own answer to a call, changed on its way (a part of the dashboard's read the CMS could not work out is null). */
let rewriting: ((request: http.IncomingMessage) => ((body: Record<string, unknown>) => object) | null) = () => null;
let web: Awaited<ReturnType<typeof startWebBehindProxy>>;

beforeAll(async () => {
  web = await startWebBehindProxy(CMS_URL, (request, response) => {
    const rewrite = rewriting(request);
    if (rewrite) {
      request.resume();
      void fetch(`${CMS_URL}${request.url}`, { headers: { authorization: String(request.headers.authorization ?? '') } }).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(rewrite(await answer.json())));
      }).catch(() => response.destroy());
      return true;
    }
    const delay = delaying(request);
    if (delay) {
      request.resume();
      const timer = setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [] })), delay);
      response.on('close', () => clearTimeout(timer));
      return true;
    }
    if (!failing(request)) return false;
    request.resume();
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Terjadi kesalahan pada server' }));
    return true;
  });
});

afterAll(async () => {
  await web?.stop();
});

beforeEach(() => {
  failing = () => false;
  delaying = () => 0;
  rewriting = () => null;
});

describe('when the CMS fails', () => {
  it("a save without a server message closes the modal with 'Gagal menyimpan data.'", async ({ adminPage }) => {
    const { page } = await adminPage({ baseURL: web.url, at: `${web.url}/admin/galeri?baru` });
    const modal = dialog(page, 'Tambah Foto Galeri');
    await visible(modal);
    await modal.getByLabel('Foto').setInputFiles(await imageFile());
    await modal.getByLabel('Judul').fill('Foto Gagal Simpan');
    await modal.getByLabel('Caption').fill('Tidak akan tersimpan');
    failing = (request) => request.method === 'POST' && request.url!.includes('/gallery/create');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, 'Gagal menyimpan data.');
    await gone(modal);
    expect(new URL(page.url()).search).toBe('');
    await shot(page, 'admin-galeri-desktop-save-failed');
  });

  it("shows 'Gagal memuat profil pengguna' when the profile cannot be loaded, and no admin content", async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE, baseURL: web.url });
    failing = (request) => request.url!.startsWith('/api/v1/auth/me');
    await page.goto(`${web.url}/admin/wisata`);
    await visible(page.getByRole('banner').getByText('Gagal memuat profil pengguna'));
    expect(await page.getByRole('heading', { name: 'Objek Wisata' }).count()).toBe(0);
    await shot(page, 'admin-profile-load-failed-phone');
  });

  it('a failing logout at the CMS still ends the web session', async ({ adminPage }) => {
    const { context, page } = await adminPage({ baseURL: web.url });
    failing = (request) => request.url!.startsWith('/api/v1/auth/logout');
    // The sign-in toast sits over the user menu (top right) until it goes after 5 s.
    await gone(page.locator('[data-sonner-toast]'));
    await page.getByRole('button', { name: /Menu pengguna/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    failing = () => false;
    const answer = await context.request.get(`${web.url}/admin`, { maxRedirects: 0 });
    expect(answer.headers()['location']).toBe('/');
    expect(web.logs()).toContain('Logout gagal');
  });

  it("a dashboard part the CMS could not work out, or that is late, says 'Gagal memuat, coba lagi' in a 200 page, for a browser and a bot, and the log names it; so does the whole read", async () => {
    const dashboard = '/api/v1/dashboard';
    rewriting = (request) => (request.url!.startsWith(dashboard) ? (body) => ({ ...body, waiting: null }) : null);
    delaying = (request) => (request.url!.startsWith('/api/v1/calendar-conflicts') ? 9_000 : 0);
    const cookie = await webSessionCookie(web.url);
    const agents = {
      browser: 'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    };
    const view = async (agent: string) => {
      const answer = await fetch(`${web.url}/admin`, { headers: { cookie, 'user-agent': agent } });
      return { status: answer.status, html: await answer.text() };
    };
    for (const { status, html } of await Promise.all(Object.values(agents).map(view))) {
      expect(status).toBe(200);
      // Both cards of the missing part (reviews and changes) say so; the others have their figures.
      expect(html.match(/Gagal memuat, coba lagi/g)?.length).toBe(2);
      expect(html).toContain('Aktivitas Terbaru');
    }
    expect(web.logs()).toMatch(/Bagian "ulasan menunggu" dari \/admin gagal dimuat: CMS tidak dapat menghitungnya/);
    expect(web.logs()).toMatch(/Bagian "bentrok jadwal" dari \/admin gagal dimuat: tidak terjawab dalam 5 detik/);

    // The whole read failing: every card it feeds says so, the page still a 200, the log names it once.
    rewriting = () => null;
    delaying = () => 0;
    failing = (request) => request.url!.startsWith(dashboard);
    const { status, html } = await view(agents.browser);
    expect(status).toBe(200);
    expect(html.match(/Gagal memuat, coba lagi/g)?.length).toBe(FAILED_WHOLE);
    expect(web.logs().match(/Bagian "ringkasan" dari \/admin gagal dimuat: /g)).toHaveLength(1);
  });
});
