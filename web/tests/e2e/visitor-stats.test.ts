// Issue 25 through the real web server and CMS: what counts as a view, a visitor and a WhatsApp
// click, within 15 s in /stats; no cookie to visitors and no address or user agent stored; the
// chat redirects; the privacy page. Each test counts under a source of its own (utm_source),
// so views from other files on the same stack cannot mix in.
import { createHash } from 'node:crypto';
import { addDays, packageBookingMessage, todayInJakarta, whatsappLink, type Contact, type StatsAnswer, type TourPackage } from '@desa/contract';
import { sql } from 'cms/testing/database';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE } from '../support/browser';
import { adminToken, api } from '../support/admin';
import { chatTarget, cmsGet, expectPagesAccessible, open } from '../support/public';
import { webSessionCookie } from '../support/sign-in';
import { CMS_DATABASE, WEB_URL } from '../support/stack';

const run = Date.now().toString(36);
const PHONE_AGENT = `Mozilla/5.0 (Linux; Android 13; Uji-${run}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36`;
const DESKTOP_AGENT = `Mozilla/5.0 (Windows NT 10.0; Win64; x64; Uji-${run}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36`;
const today = todayInJakarta();

function visit(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return fetch(`${WEB_URL}${path}`, { method, redirect: 'manual', headers: { 'user-agent': PHONE_AGENT, ...headers } });
}

async function stats(group: string): Promise<StatsAnswer> {
  return api<StatsAnswer>(`/stats?from=${addDays(today, -1)}&to=${today}&group=${group}`, { token: await adminToken() });
}

/** The counts of `key` in `group` once they reach `views` (and whatsapp clicks), waiting for the web server's flush. */
async function counted(group: string, key: string, wanted: { views?: number; whatsapp?: number }) {
  const until = Date.now() + 15_000;
  for (;;) {
    const line = (await stats(group)).data.find((entry) => entry.key === key);
    const reached = line && (wanted.views === undefined || line.views >= wanted.views) && (wanted.whatsapp === undefined || line.whatsapp >= wanted.whatsapp);
    if (reached) return line;
    if (Date.now() > until) throw new Error(`${group} ${key}: ${JSON.stringify(line)} never reached ${JSON.stringify(wanted)} in 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('counting visits', () => {
  it('five views from two agents on one address are 5 views and 2 visitors; bots, prefetches, admins, 404s, .data and HEAD add nothing; GPC is a view only', async () => {
    const source = `uji-${run}`;
    const page = `/wisata?utm_source=${source}`;
    const cookie = await webSessionCookie(WEB_URL);
    // What never counts goes first, so it would have reached the CMS before the views below.
    const refused = [
      visit(page, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      visit(page, { 'sec-purpose': 'prefetch' }),
      visit(page, { purpose: 'prefetch' }),
      visit(page, { cookie }),
      visit(`/halaman-yang-tidak-ada?utm_source=${source}`),
      visit(`/wisata.data?utm_source=${source}`),
      visit(page, {}, 'HEAD'),
      visit(page, { 'user-agent': '' }),
    ];
    const statuses = await Promise.all(refused.map(async (answer) => (await answer).status));
    expect(statuses[4]).toBe(404);
    for (let index = 0; index < 3; index += 1) expect((await visit(page)).status).toBe(200);
    for (let index = 0; index < 2; index += 1) expect((await visit(page, { 'user-agent': DESKTOP_AGENT })).status).toBe(200);
    const line = await counted('source', source, { views: 5 });
    expect(line).toMatchObject({ views: 5, visitors: 2, whatsapp: 0, label: source });
    // The dashboard's own page shows the same figures (the back office reads /stats too).
    const devices = await stats('device');
    expect(devices.data.map((entry) => entry.key)).toEqual(expect.arrayContaining(['ponsel', 'desktop']));

    // Global Privacy Control and Do Not Track: a view, not a visitor; English pages count as English.
    const quiet = `uji-gpc-${run}`;
    await visit(`/en/wisata?utm_source=${quiet}`, { 'sec-gpc': '1', 'user-agent': `${PHONE_AGENT} gpc` });
    await visit(`/en/privacy?utm_source=${quiet}`, { dnt: '1', 'user-agent': `${PHONE_AGENT} dnt` });
    expect(await counted('source', quiet, { views: 2 })).toMatchObject({ views: 2, visitors: 0 });
    expect((await stats('page')).data.find((entry) => entry.key === '/privasi')).toMatchObject({ label: 'Kebijakan Privasi' });
  });

  it('groups where visitors come from: the referrer or utm_source, a page of the site itself, none', async () => {
    await visit('/galeri', { referer: 'https://l.instagram.com/?u=x', 'user-agent': `${PHONE_AGENT} r1` });
    await visit('/galeri', { referer: 'https://www.google.co.id/', 'user-agent': `${PHONE_AGENT} r2` });
    await visit(`/galeri?utm_source=WA`, { 'user-agent': `${PHONE_AGENT} r3` });
    await visit('/galeri', { referer: `https://berita-${run}.example/artikel/1`, 'user-agent': `${PHONE_AGENT} r4` });
    await visit('/galeri', { referer: `${WEB_URL}/wisata`, 'user-agent': `${PHONE_AGENT} r5` });
    await visit('/galeri', { 'user-agent': `${PHONE_AGENT} r6` });
    const referred = await counted('source', `berita-${run}.example`, { views: 1 });
    expect(referred.label).toBe(`berita-${run}.example`);
    for (const [key, label] of [['instagram', 'Instagram'], ['google', 'Google'], ['whatsapp', 'WhatsApp'], ['internal', 'Halaman situs ini'], ['langsung', 'Langsung']]) {
      expect(await counted('source', key, { views: 1 })).toMatchObject({ label });
    }
  });
});

describe('privacy', () => {
  it('sets no cookie on any public answer, and stores no address, user agent or unsalted hash', async () => {
    const [tour] = (await cmsGet<{ data: Array<{ id: string }> }>('/tour/all?limit=1')).data;
    const [pkg] = (await cmsGet<{ data: TourPackage[] }>('/package/all?limit=1')).data;
    for (const path of ['/', '/wisata', `/wisata/${tour.id}`, '/galeri', '/en', '/privasi', '/en/privacy', '/sitemap.xml', `/wa/paket/${pkg.id}`, '/wa/desa', '/tidak-ada']) {
      const answer = await visit(path, { 'user-agent': DESKTOP_AGENT });
      expect(answer.headers.get('set-cookie'), path).toBeNull();
    }
    await counted('page', `/wa/paket/${pkg.id}`, { whatsapp: 1 });
    const unsalted = createHash('sha256').update(`127.0.0.1\n${DESKTOP_AGENT}`).digest('hex');
    const tables = ['visit_stats', 'visit_salts', 'visitor_marks'];
    for (const table of tables) {
      const stored = JSON.stringify(await sql(CMS_DATABASE, `SELECT * FROM ${table}`));
      expect(stored).not.toContain(`Uji-${run}`);
      expect(stored).not.toContain('127.0.0.1');
      expect(stored).not.toContain(unsalted);
    }
    // Nowhere else either: every text column of every table.
    const everything = await allText();
    expect(everything).not.toContain(`Uji-${run}`);
    expect(everything).not.toContain(unsalted);
  });

  it('has a privacy page in both languages, linked from every footer, accessible in both themes', async ({ browser }) => {
    const { page } = await open(browser, '/wisata');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kebijakan Privasi' }).click();
    await page.waitForURL(`${WEB_URL}/privasi`);
    await page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' }).waitFor();
    const text = await page.locator('main').innerText();
    for (const words of ['tidak memasang cookie', 'alamat IP Anda', '00.00 WIB', 'disimpan 2 tahun', 'Global Privacy Control']) expect(text).toContain(words);
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(`${WEB_URL}/en/privacy`);
    await page.goto('/en/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/en/privacy');
    for (const [path, viewport] of [['/privasi', PHONE], ['/en/privacy', DESKTOP]] as const) {
      const { page: sized } = await open(browser, path, { viewport });
      await expectPagesAccessible(sized, [path]);
    }
  });
});

describe('the WhatsApp redirects', () => {
  it('count a click and answer the exact wa.me link, never cached', async () => {
    const [pkg] = (await cmsGet<{ data: TourPackage[] }>('/package/all?limit=1')).data;
    const contact = (await cmsGet<{ user: Contact[] }>('/user/contact')).user[0];
    const before = (await stats('page')).data.find((entry) => entry.key === `/wa/paket/${pkg.id}`)?.whatsapp ?? 0;
    const answer = await visit(`/wa/paket/${pkg.id}`, { referer: `${WEB_URL}/` });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(whatsappLink(contact.phone!, packageBookingMessage(pkg)));
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-page-cache')).toBeNull();
    const english = await visit(`/en/wa/paket/${pkg.id}`);
    const englishPackage = await cmsGet<TourPackage>(`/package/${pkg.id}?locale=en`);
    expect(english.headers.get('location')).toBe(whatsappLink(contact.phone!, packageBookingMessage(englishPackage, 'en')));
    const clicks = await counted('page', `/wa/paket/${pkg.id}`, { whatsapp: before + 2 });
    expect(clicks).toMatchObject({ whatsapp: before + 2, views: 0, label: `WhatsApp: ${pkg.title}` });
    // A bot (a link preview) opens the chat too, and counts nothing.
    expect((await visit('/wa/desa', { 'user-agent': 'WhatsApp/2.23.20.0 A' })).headers.get('location')).toBe(whatsappLink(contact.phone!));
  });

  it('lead nowhere but wa.me: foreign targets, unknown records and made-up paths are refused', async () => {
    const [pkg] = (await cmsGet<{ data: TourPackage[] }>('/package/all?limit=1')).data;
    for (const path of [`/wa/paket/${pkg.id}?to=https://jahat.example`, `/wa/desa?next=//jahat.example`, `/wa/desa?url=https%3A%2F%2Fjahat.example`]) {
      expect((await chatTarget(path)).startsWith('https://wa.me/'), path).toBe(true);
    }
    for (const path of ['/wa/https://jahat.example', '/wa//jahat.example', '/wa/jahat.example', `/wa/paket/${pkg.id}/lagi`, '/wa/paket/tidakada', '/wa/paket', '/wa/tiket/1', '/wa/desa/1']) {
      const answer = await visit(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('location'), path).toBeNull();
    }
    // A booking changed by hand goes back to its form, not to a chat.
    const [homestay] = (await cmsGet<{ data: Array<{ id: string }> }>('/homestay/all?limit=1')).data;
    const back = await visit(`/wa/penginapan/${homestay.id}?check_in=kemarin&check_out=&guests=0`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/penginapan/${homestay.id}#pesan`);
    expect(await (await visit('/wa/paket/tidakada')).text()).toBe('Tidak ditemukan');
  });
});

/** Every text value stored by the CMS, joined (SQLite; PostgreSQL answers the same through information_schema). */
async function allText(): Promise<string> {
  const postgres = Boolean(CMS_DATABASE.DATABASE_URL);
  const tables = postgres
    ? await sql(CMS_DATABASE, "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'")
    : await sql(CMS_DATABASE, "SELECT name FROM sqlite_master WHERE type = 'table'");
  const chunks: string[] = [];
  for (const { name } of tables) chunks.push(JSON.stringify(await sql(CMS_DATABASE, `SELECT * FROM "${String(name)}"`)));
  return chunks.join('\n');
}
