// Requests the web server refuses before any loader or action runs (server/refusals.mjs): a
// method a page does not take (405 with Allow) and a write from another site (403), both shown
// as the public error page, neither filling the log. Its own web server, to read its log.
import type { Option } from '@desa/contract';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { adminToken, api, unique } from '../support/admin';
import { it } from '../support/fixtures';
import { newPage } from '../support/browser';
import { startWeb } from '../support/servers';
import { webSessionCookie } from '../support/sign-in';
import { CMS_URL } from '../support/stack';

// Plain http: Chromium warns before an https page posts a form to http (the test server).
const EVIL = 'http://evil.example';
const STACK_LINE = /^\s+at\s/m;

let web: Awaited<ReturnType<typeof startWeb>>;
let session: string;
beforeAll(async () => {
  web = await startWeb(CMS_URL);
  session = await webSessionCookie(web.url);
});
afterAll(async () => {
  await fetch(`${web.url}/signout`, { method: 'POST', headers: { cookie: session } });
  await web?.stop();
});

const options = () => api<Option[]>('/setting/all');
const createOption = (name: string, headers: Record<string, string>) =>
  fetch(`${web.url}/admin/pengaturan`, {
    method: 'POST',
    headers: { cookie: session, ...headers },
    body: new URLSearchParams({ intent: 'create', name, category: 'Fasilitas' }),
    redirect: 'manual',
  });

describe('a method a page does not take', () => {
  it('answers 405 with Allow and the not-found layout, and logs no stack however often it comes', async () => {
    const pages = ['/', '/agenda', '/wisata', '/en/wisata', '/galeri', '/tidak-ada', '/img', '/signin', '/admin/wisata', '/admin/wisata.data', '/admin'];
    const requests = Array.from({ length: 1000 }, (_, index) => ({ path: pages[index % pages.length], method: ['DELETE', 'PUT', 'PATCH', 'OPTIONS'][index % 4] }));
    const logBefore = web.logs().length;
    const answers: string[] = [];
    for (let start = 0; start < requests.length; start += 25) {
      await Promise.all(
        requests.slice(start, start + 25).map(async ({ path, method }) => {
          const response = await fetch(`${web.url}${path}`, { method, headers: { cookie: session }, redirect: 'manual' });
          await response.arrayBuffer();
          answers.push(`${response.status} ${response.headers.get('allow')}`);
        }),
      );
    }
    expect(new Set(answers)).toEqual(new Set(['405 GET, HEAD', '405 GET, HEAD, POST']));
    const log = web.logs().slice(logBefore);
    expect(log).not.toMatch(STACK_LINE);
    expect(log.trim()).toBe('');

    // POST only where a form posts: an action.
    const post = await fetch(`${web.url}/agenda`, { method: 'POST', redirect: 'manual' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const html = await post.text();
    expect(html).toContain('Halaman ini tidak menerima permintaan seperti itu.');
    expect(html).toContain('aria-label="Navigasi utama"');
    expect(html).toContain('<title>Permintaan tidak didukung');
  });
});

describe('a write from another site', () => {
  it('is refused with 403 even with the admin session, writes nothing, and logs one line', async () => {
    const before = await options();
    const name = unique('Lintas');
    const logBefore = web.logs().length;
    for (const headers of [{ origin: EVIL }, { referer: `${EVIL}/jebakan` }, { origin: 'null' }] as Array<Record<string, string>>) {
      const response = await createOption(name, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      const html = await response.text();
      expect(html).toContain('Permintaan ditolak: formulir dikirim dari situs lain.');
      expect(html).toContain('aria-label="Navigasi utama"');
    }
    expect(await options()).toEqual(before);
    const lines = web.logs().slice(logBefore).trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.startsWith('Ditolak (403): POST /admin/pengaturan dikirim dari situs lain'))).toBe(true);
  });

  it('still lets the site post to itself, and tools that send no Origin or Referer', async () => {
    const token = await adminToken();
    for (const headers of [{ origin: web.url }, { referer: `${web.url}/admin/pengaturan` }, {}] as Array<Record<string, string>>) {
      const name = unique('Sendiri');
      const response = await createOption(name, headers);
      expect(response.status, JSON.stringify(headers)).toBeLessThan(400);
      const created = (await options()).find((option) => option.name === name);
      expect(created, JSON.stringify(headers)).toBeDefined();
      await api(`/setting/delete/${created!.id}`, { method: 'DELETE', token });
    }
  });

  it('shows the refusal page in the browser when a form on another site posts to the sign-in', async ({ browser }) => {
    const { context, page } = await newPage(browser, { baseURL: web.url });
    const { email, password } = inject('admin');
    await context.route(`${EVIL}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${web.url}/signin"><input name="email" value="${email}"><input name="password" value="${password}"><button>Kirim</button></form>`,
      }),
    );
    await page.goto(`${EVIL}/jebakan`);
    const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Kirim' }).click()]);
    expect(response?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: 'Permintaan ditolak: formulir dikirim dari situs lain.' }).waitFor();
    await page.getByRole('navigation', { name: 'Navigasi utama' }).waitFor();
    expect(await page.title()).toMatch(/^Permintaan ditolak/);
    expect((await context.cookies(web.url)).map((cookie) => cookie.name)).not.toContain('__desa');
  });
});
