// When the CMS fails: a second web app talks to the CMS through a proxy that breaks chosen
// calls. Saves fall back to 'Gagal menyimpan data.', the profile to 'Gagal memuat profil
// pengguna', and a failing logout still signs out.
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect} from 'vitest';
import { it } from '../support/fixtures';
import { PHONE } from '../support/browser';
import { startWebBehindProxy } from '../support/servers';
import { dialog, expectToast, gone, imageFile, shot, visible } from '../support/admin';
import { CMS_URL } from '../support/stack';

let failing: (request: http.IncomingMessage) => boolean = () => false;
let web: Awaited<ReturnType<typeof startWebBehindProxy>>;

beforeAll(async () => {
  web = await startWebBehindProxy(CMS_URL, (request, response) => {
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
});

describe('when the CMS fails', () => {
  it("a save without a server message closes the modal with 'Gagal menyimpan data.'", async ({ adminPage }) => {
    const { page } = await adminPage({ baseURL: web.url });
    await page.goto(`${web.url}/admin/galeri?baru`);
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
});
