// Statistik in the back office (issue 25). Known counts go into the CMS through its ingest
// endpoint (as the web server sends them): page views and WhatsApp clicks of seeded records on
// past days and today, today's with visitors. The page is compared with `GET /api/v1/stats` read
// with an admin token at the same moment (other files may have counted views on this stack
// before): the chart's figures with its table day by day, the totals and their change, a
// homestay's conversion, the period links (a bad `?hari=` is the default), the CSV download
// (admin only), today's figures moving while the page is open (and not while it is hidden), the
// empty state, the dashboard's card (and the rest of the dashboard when the CMS fails it), and
// axe on both pages in both themes at 375 and 1280 px.
import { randomBytes } from 'node:crypto';
import {
  STATS,
  addDays,
  conversionBase,
  daysBetween,
  formatCount,
  formatPercent,
  todayInJakarta,
  type Homestay,
  type List,
  type StatsAnswer,
  type StatsIngestRow,
  type StatsRow,
  type Tour,
  type TourPackage,
} from '@desa/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { changeOf, comparedWith, daysBefore } from '~/lib/stats';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, waitForHydration } from '../support/browser';
import { adminToken, api, openPath, registerUser, shot, visible } from '../support/admin';
import { smallTargets } from '../support/admin-a11y';
import { animationsSettled, expectAccessibleInBothThemes, switchTheme } from '../support/public';
import { TEST_REVALIDATE_SECRET, startWebBehindProxy } from '../support/servers';
import { webSessionCookie } from '../support/sign-in';
import { CMS_URL, WEB_URL } from '../support/stack';

const PAGE = '/admin/statistik';
const today = todayInJakarta();

let token = '';
let homestay: Homestay;
let tour: Tour;
let tourPackage: TourPackage;

const visitor = () => randomBytes(32).toString('hex');

function row(day: string, path: string, counts: Partial<Pick<StatsIngestRow, 'views' | 'whatsapp' | 'visitors' | 'source' | 'language' | 'device'>>): StatsIngestRow {
  return { day, path, source: 'google', language: 'id', device: 'ponsel', views: 0, whatsapp: 0, visitors: [], ...counts };
}

/** Sends rows to the CMS as a web server does. */
async function ingest(rows: StatsIngestRow[]) {
  const response = await fetch(`${CMS_URL}/api/v1/stats/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rows }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** What the CMS answers for the `days` ending today (or the `days` before them, with `before`). */
function stats(days: number, group: 'day' | 'page' | 'source' | 'device' | 'language', { before = false } = {}): Promise<StatsAnswer> {
  const from = addDays(today, 1 - days - (before ? days : 0));
  const to = before ? addDays(today, -days) : today;
  return api<StatsAnswer>(`/stats?${new URLSearchParams({ from, to, group })}`, { token });
}

async function openHydrated(page: Page, path: string) {
  await openPath(page, path);
  await waitForHydration(page);
}

/** The chart's days, from its data attributes. */
function chartDays(page: Page): Promise<Array<{ day: string; views: number; visitors: number; whatsapp: number }>> {
  return page.locator('svg[role="img"] g[data-day]').evaluateAll((groups) =>
    groups.map((group) => ({
      day: group.getAttribute('data-day')!,
      views: Number(group.getAttribute('data-views')),
      visitors: Number(group.getAttribute('data-visitors')),
      whatsapp: Number(group.getAttribute('data-whatsapp')),
    })),
  );
}

/** The table's days: the ISO day of each row's <time> and its three cells as shown. */
function tableDays(page: Page): Promise<Array<{ day: string; cells: string[] }>> {
  return page.locator('tr[data-day]').evaluateAll((rows) =>
    rows.map((line) => ({
      day: line.querySelector('time')!.getAttribute('datetime')!,
      cells: [...line.querySelectorAll('td')].map((cell) => cell.textContent!.trim()),
    })),
  );
}

/** A total (views, visitors, whatsapp) as shown: its number, its value and its change line. */
async function total(scope: Page | Locator, name: 'views' | 'visitors' | 'whatsapp') {
  const figure = scope.locator(`[data-stat="${name}"]`);
  const value = figure.locator('[data-value]');
  return {
    text: (await value.textContent())!.trim(),
    value: Number(await value.getAttribute('data-value')),
    change: (await figure.locator('[data-change]').textContent())!.replace(/\s+/g, ' ').trim(),
  };
}

/** What a total should show for the current and previous counts. */
function expectedTotal(current: number, previous: number, days: number) {
  const change = changeOf(current, previous);
  return { text: formatCount(current), value: current, change: `${change.text} ${comparedWith(change, daysBefore(days))}` };
}

function periodLink(page: Page, days: number): Locator {
  return page.getByRole('navigation', { name: 'Periode' }).getByRole('link', { name: `${days} hari`, exact: true });
}

beforeAll(async () => {
  token = await adminToken();
  [homestay] = (await api<List<Homestay>>('/homestay/all?limit=1')).data;
  [tour] = (await api<List<Tour>>('/tour/all?limit=1')).data;
  [tourPackage] = (await api<List<TourPackage>>('/package/all?limit=1')).data;
  const stay = `/penginapan/${homestay.id}`;
  await ingest([
    // The last 30 days: a homestay's page and its WhatsApp clicks, a tour seen in English on a desktop, the home page, a package's page and clicks, the village's clicks.
    row(addDays(today, -1), stay, { views: 40 }),
    row(addDays(today, -1), `/wa/penginapan/${homestay.id}`, { whatsapp: 3 }),
    row(addDays(today, -3), `/wisata/${tour.id}`, { views: 12, source: 'instagram', language: 'en', device: 'desktop' }),
    row(addDays(today, -3), '/', { views: 25, source: 'langsung' }),
    row(addDays(today, -3), `/paket/${tourPackage.id}`, { views: 9 }),
    row(addDays(today, -3), `/wa/paket/${tourPackage.id}`, { whatsapp: 2 }),
    row(addDays(today, -5), '/wa/desa', { whatsapp: 1 }),
    // The 7 days before the last 7 (the dashboard's comparison), and a day only the 90 days hold.
    row(addDays(today, -9), '/', { views: 10, source: 'whatsapp', device: 'tablet' }),
    row(addDays(today, -60), stay, { views: 8, source: 'facebook' }),
    // Today, with its visitors.
    row(today, stay, { views: 5, visitors: [visitor(), visitor()] }),
    row(today, '/', { views: 3, visitors: [visitor()] }),
  ]);
  // A web server sends what it counted every STATS.flushIntervalMs: what an earlier file's
  // visits left in its buffer has arrived after one interval, and the figures hold still.
  await new Promise((resolve) => setTimeout(resolve, STATS.flushIntervalMs + 1500));
}, 60_000);

describe('Statistik', () => {
  it('shows the CMS figures: chart and table day by day, totals with their change, and the default period', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await openHydrated(page, PAGE);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Statistik');
    expect(await periodLink(page, 30).getAttribute('aria-current')).toBe('page');
    expect(await periodLink(page, 7).getAttribute('aria-current')).toBeNull();
    const [days, before] = await Promise.all([stats(30, 'day'), stats(30, 'day', { before: true })]);

    // The chart: every day of the period, oldest first, the CMS's figures.
    const chart = await chartDays(page);
    expect(chart).toEqual(days.data.map((day) => ({ day: day.key, views: day.views, visitors: day.visitors, whatsapp: day.whatsapp })));
    expect(chart).toHaveLength(30);
    expect(chart.at(-1)!.day).toBe(today);
    // Today's rows count their visitors; the homestay's 40 views of yesterday are there.
    expect(chart.at(-1)!.visitors).toBeGreaterThanOrEqual(3);
    expect(chart.find((day) => day.day === addDays(today, -1))!.views).toBeGreaterThanOrEqual(40);
    const label = await page.locator('svg[role="img"]').getAttribute('aria-label');
    expect(label).toBe(
      `Grafik tayangan dan pengunjung 30 hari terakhir: total ${formatCount(days.totals.views)} tayangan, ${formatCount(days.totals.visitors)} pengunjung`,
    );

    // The table says the same, newest first, in Indonesian figures.
    await page.getByText('Lihat sebagai tabel').click();
    const table = await tableDays(page);
    expect(table.map((line) => line.day)).toEqual(chart.map((day) => day.day).reverse());
    for (const line of table) {
      const day = chart.find((candidate) => candidate.day === line.day)!;
      expect(line.cells, line.day).toEqual([formatCount(day.views), formatCount(day.visitors), formatCount(day.whatsapp)]);
    }
    const headers = await page.locator('tr:has(th[scope="col"])').first().locator('th').allTextContents();
    expect(headers).toEqual(['Tanggal', 'Tayangan', 'Pengunjung', 'Klik WhatsApp']);

    // The totals and their change against the 30 days before.
    expect(await total(page, 'views')).toEqual(expectedTotal(days.totals.views, before.totals.views, 30));
    expect(await total(page, 'visitors')).toEqual(expectedTotal(days.totals.visitors, before.totals.visitors, 30));
    expect(await total(page, 'whatsapp')).toEqual(expectedTotal(days.totals.whatsapp, before.totals.whatsapp, 30));
    expect(days.totals.whatsapp).toBeGreaterThanOrEqual(6);

    // The privacy line.
    const privacy = page.getByRole('link', { name: 'Kebijakan Privasi' });
    expect(await privacy.getAttribute('href')).toBe('/privasi');
    await visible(page.getByText('Cara kami menghitung: tanpa cookie dan tanpa data pribadi', { exact: false }));
    // Hydrated as rendered (the same dates and numbers on the server and in the browser).
    expect(errors).toEqual([]);
  });

  it('lists the top pages, sources, devices and languages, and the conversion of each WhatsApp click', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP, at: PAGE });
    await openHydrated(page, PAGE);
    const [pages, sources, devices, languages] = await Promise.all([stats(30, 'page'), stats(30, 'source'), stats(30, 'device'), stats(30, 'language')]);
    const section = (name: string) => page.getByRole('region', { name, exact: true });

    // Halaman teratas: most viewed first, each linking to its public page; no click lines.
    const topPages = pages.data.filter((line) => !line.key.startsWith('/wa/') && line.views > 0).slice(0, 10);
    const shownPages = await section('Halaman teratas').locator('tbody tr').evaluateAll((lines) =>
      lines.map((line) => ({ key: line.getAttribute('data-key'), href: line.querySelector('a')?.getAttribute('href'), label: line.querySelector('th')!.textContent!.trim() })),
    );
    expect(shownPages).toEqual(topPages.map((line) => ({ key: line.key, href: line.key, label: line.label })));
    const stayLine = section('Halaman teratas').locator(`tr[data-key="/penginapan/${homestay.id}"]`);
    expect(await stayLine.getByRole('link').innerText()).toBe(homestay.title);
    expect(await section('Halaman teratas').locator('tr[data-key="/"] th').innerText()).toBe('Beranda');

    // Sources, devices and languages with their labels and figures.
    const rankLines = (name: string) =>
      section(name).locator('tbody tr').evaluateAll((lines) => lines.map((line) => [...line.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())));
    const expected = (answer: StatsAnswer, top = Infinity) =>
      answer.data.filter((line) => line.views > 0).slice(0, top).map((line) => [line.label, formatCount(line.views), formatCount(line.visitors)]);
    expect(await rankLines('Sumber teratas')).toEqual(expected(sources, 10));
    expect(await rankLines('Perangkat')).toEqual(expected(devices));
    expect(await rankLines('Bahasa')).toEqual(expected(languages));
    expect((await rankLines('Sumber teratas')).map((line) => line[0])).toEqual(expect.arrayContaining(['Google', 'Instagram', 'Langsung']));
    expect((await rankLines('Bahasa')).map((line) => line[0])).toEqual(expect.arrayContaining(['Indonesia', 'Inggris']));

    // Klik WhatsApp: the homestay's and the package's clicks against their pages' views.
    const viewsOf = (path: string) => pages.data.find((line) => line.key === path)?.views ?? 0;
    const clicks = section('Klik WhatsApp');
    const clickLine = async (key: string) => (await clicks.locator(`tr[data-key="${key}"]`).locator('th, td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    for (const [key, title, kind] of [
      [`/wa/penginapan/${homestay.id}`, homestay.title, 'Penginapan'],
      [`/wa/paket/${tourPackage.id}`, tourPackage.title, 'Paket Wisata'],
    ] as const) {
      const answer = pages.data.find((line) => line.key === key)!;
      const baseViews = viewsOf(conversionBase(key)!.base);
      expect(baseViews).toBeGreaterThan(0);
      expect(await clickLine(key)).toEqual([`${title} ${kind}`, formatCount(answer.whatsapp), formatCount(baseViews), formatPercent(answer.whatsapp / baseViews)]);
    }
    // What was fed: at least 3 clicks on at least 45 views of the homestay's page.
    const stayClicks = pages.data.find((line) => line.key === `/wa/penginapan/${homestay.id}`)!.whatsapp;
    expect(stayClicks).toBeGreaterThanOrEqual(3);
    expect(viewsOf(`/penginapan/${homestay.id}`)).toBeGreaterThanOrEqual(45);
    expect(await clicks.locator(`tr[data-key="/wa/penginapan/${homestay.id}"] [data-conversion]`).innerText()).toMatch(/^\d+(,\d)?%$/);
    // The village's own number: its clicks, no conversion.
    const village = await clickLine('/wa/desa');
    expect(village[0]).toContain('Kontak desa');
    expect(village.slice(1)).toEqual([formatCount(pages.data.find((line) => line.key === '/wa/desa')!.whatsapp), '—', '—']);
  });

  it('switches periods by link, the current one marked; a bad ?hari= is the default', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE, at: PAGE });
    await openHydrated(page, PAGE);
    for (const days of [7, 90, 30] as const) {
      await periodLink(page, days).click();
      await page.waitForURL(`**${PAGE}?hari=${days}`);
      await expect.poll(() => periodLink(page, days).getAttribute('aria-current')).toBe('page');
      await expect.poll(async () => (await chartDays(page)).length).toBe(days);
      const chart = await chartDays(page);
      expect(chart[0].day).toBe(addDays(today, 1 - days));
      const answer = await stats(days, 'day');
      expect((await total(page, 'views')).value).toBe(answer.totals.views);
      expect(await page.locator('svg[role="img"]').getAttribute('aria-label')).toContain(`${days} hari terakhir`);
      expect(await page.getByRole('link', { name: 'Unduh CSV' }).getAttribute('href')).toBe(`${PAGE}/csv?hari=${days}`);
    }
    // The 90 days hold the day 60 days ago.
    await periodLink(page, 90).click();
    await page.waitForURL(`**${PAGE}?hari=90`);
    await expect.poll(async () => (await chartDays(page)).length).toBe(90);
    expect((await chartDays(page)).find((day) => day.day === addDays(today, -60))!.views).toBeGreaterThanOrEqual(8);

    for (const bad of ['abc', '14', '', '30.0']) {
      const response = await page.goto(`${PAGE}?hari=${bad}`);
      expect(response!.status(), bad).toBe(200);
      expect(await periodLink(page, 30).getAttribute('aria-current')).toBe('page');
      expect(await chartDays(page)).toHaveLength(30);
    }
  });

  it("downloads the days as CSV, the same as /stats line by line; not without an admin's session", async ({ adminPage }) => {
    const cookie = await webSessionCookie(WEB_URL);
    for (const days of [7, 30, 90]) {
      const response = await fetch(`${WEB_URL}${PAGE}/csv?hari=${days}`, { headers: { cookie }, redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const from = addDays(today, 1 - days);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="statistik-${from}-${today}.csv"`);
      const answer = await stats(days, 'day');
      const lines = (await response.text()).split(/\r?\n/);
      expect(lines.at(-1)).toBe('');
      expect(lines.slice(0, -1)).toEqual([
        'Tanggal,Tayangan,Pengunjung,Klik WhatsApp',
        ...answer.data.map((day) => `${day.key},${day.views},${day.visitors},${day.whatsapp}`),
      ]);
      expect(lines).toHaveLength(daysBetween(from, today) + 2);
    }
    // A bad period is the default's file.
    const fallback = await fetch(`${WEB_URL}${PAGE}/csv?hari=abc`, { headers: { cookie } });
    expect(fallback.headers.get('content-disposition')).toBe(`attachment; filename="statistik-${addDays(today, -29)}-${today}.csv"`);

    // Without a session: sent away, no figures.
    const anonymous = await fetch(`${WEB_URL}${PAGE}/csv?hari=30`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/');
    expect(anonymous.headers.get('content-type') ?? '').not.toContain('text/csv');
    // A signed-in USER (no admin): to the sign-in page, as from every page of /admin.
    const userCookie = await webSessionCookie(WEB_URL, await registerUser());
    const user = await fetch(`${WEB_URL}${PAGE}/csv?hari=30`, { headers: { cookie: userCookie }, redirect: 'manual' });
    expect([user.status, user.headers.get('location')]).toEqual([302, '/signin']);

    // The page's button downloads the file of its period.
    const { page } = await adminPage({ viewport: DESKTOP, at: `${PAGE}?hari=7` });
    await openHydrated(page, `${PAGE}?hari=7`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Unduh CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`statistik-${addDays(today, -6)}-${today}.csv`);
  });

  it("moves today's figures while the page is visible, and asks nothing while it is hidden", { timeout: 90_000 }, async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP });
    // The page's timers run at their pace; the test moves its clock an interval on instead of waiting one out.
    await page.clock.install();
    const reloads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === `${PAGE}.data`) reloads.push(request.url());
    });
    await openHydrated(page, `${PAGE}?hari=7`);
    const before = (await total(page, 'views')).value;
    await ingest([row(today, `/wisata/${tour.id}`, { views: 7, visitors: [visitor()] })]);
    // After one interval, without a reload of the page.
    await page.clock.fastForward(STATS.refreshIntervalMs);
    await expect.poll(async () => (await total(page, 'views')).value, { timeout: 10_000 }).toBe(before + 7);
    expect(reloads.length).toBeGreaterThan(0);
    const chart = await chartDays(page);
    expect(chart.at(-1)!.views).toBe((await stats(7, 'day')).data.at(-1)!.views);

    // Hidden (another tab): no reload for longer than an interval.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    reloads.length = 0;
    await page.clock.fastForward(STATS.refreshIntervalMs * 2);
    await page.waitForTimeout(500);
    expect(reloads).toEqual([]);
    // Shown again: it catches up at once.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => reloads.length, { timeout: 3000 }).toBeGreaterThan(0);
  });
});

describe('Dashboard', () => {
  it('shows the last 7 days in its "Pengunjung" card, with the change and a link to the statistics', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP });
    const card = page.getByRole('region', { name: 'Pengunjung', exact: true });
    await visible(card.locator('[data-stat="views"]'));
    const [week, before] = await Promise.all([stats(7, 'day'), stats(7, 'day', { before: true })]);
    expect(await total(card, 'views')).toEqual(expectedTotal(week.totals.views, before.totals.views, 7));
    expect(await total(card, 'visitors')).toEqual(expectedTotal(week.totals.visitors, before.totals.visitors, 7));
    expect(await total(card, 'whatsapp')).toEqual(expectedTotal(week.totals.whatsapp, before.totals.whatsapp, 7));
    // The views 9 days ago are the week before's.
    expect(before.totals.views).toBeGreaterThanOrEqual(10);
    const chart = await card.locator('svg[role="img"] g[data-day]').evaluateAll((groups) => groups.map((group) => [group.getAttribute('data-day'), Number(group.getAttribute('data-views'))]));
    expect(chart).toEqual(week.data.map((day) => [day.key, day.views]));
    expect(await card.locator('svg[role="img"]').getAttribute('aria-label')).toContain('7 hari terakhir');
    await card.getByRole('link', { name: 'Lihat statistik lengkap' }).click();
    await page.waitForURL(`**${PAGE}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Statistik' }));
    // In the sidebar right after Dashboard, marked as the current page; Ctrl+K finds it too.
    const menu = page.getByRole('navigation', { name: 'Menu admin' });
    expect(await menu.getByRole('link', { name: 'Statistik' }).getAttribute('aria-current')).toBe('page');
    await openHydrated(page, '/admin/wisata');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('statis');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${PAGE}`);
  });
});

describe('with a CMS that answers no visits, or fails them', () => {
  // A second web server reaches the CMS through a proxy that answers `/stats` as chosen.
  let mode: 'real' | 'empty' | 'failing' = 'real';
  let web: Awaited<ReturnType<typeof startWebBehindProxy>>;

  /** An answer of a CMS with no visits: every day zero, no lines. */
  function emptyAnswer(url: URL): StatsAnswer {
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    const zero = { views: 0, visitors: 0, whatsapp: 0 };
    const data: StatsRow[] = url.searchParams.get('group') === 'day' ? Array.from({ length: daysBetween(from, to) }, (_, index) => ({ key: addDays(from, index), label: addDays(from, index), ...zero })) : [];
    return { data, totals: zero };
  }

  beforeAll(async () => {
    web = await startWebBehindProxy(CMS_URL, (request, response) => {
      const url = new URL(request.url!, CMS_URL);
      if (url.pathname === '/api/v1/dashboard' && mode === 'failing') {
        // The dashboard's one read, as the CMS answers it when it cannot work out the visits.
        request.resume();
        void fetch(url, { headers: { authorization: String(request.headers.authorization ?? '') } }).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify({ ...(await answer.json()), visits: null }));
        }).catch(() => response.destroy());
        return true;
      }
      if (url.pathname !== '/api/v1/stats' || mode === 'real') return false;
      response.writeHead(mode === 'empty' ? 200 : 500, { 'content-type': 'application/json' });
      response.end(JSON.stringify(mode === 'empty' ? emptyAnswer(url) : { message: 'Terjadi kesalahan pada server' }));
      return true;
    });
  });

  afterAll(async () => {
    await web?.stop();
  });


  it('says there were no visits, with zero totals and no tables', async ({ adminPage }) => {
    mode = 'empty';
    const { page } = await adminPage({ viewport: PHONE, baseURL: web.url, at: `${web.url}${PAGE}` });
    await openHydrated(page, `${web.url}${PAGE}`);
    await visible(page.getByText('Belum ada kunjungan pada periode ini.'));
    expect(await total(page, 'views')).toEqual({ text: '0', value: 0, change: '— (30 hari sebelumnya juga 0)' });
    expect(await page.locator('svg[role="img"]').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Halaman teratas' }).count()).toBe(0);
    await expectAccessibleInBothThemes(page, 'statistik empty');
    await shot(page, 'admin-statistik-375-empty');
  });

  it('keeps the dashboard when the CMS fails the visits: the card says so, the rest shows', async ({ adminPage }) => {
    mode = 'failing';
    const { page } = await adminPage({ viewport: DESKTOP, baseURL: web.url });
    const card = page.getByRole('region', { name: 'Pengunjung', exact: true });
    await visible(card.getByRole('link', { name: 'Gagal memuat, coba lagi' }));
    await visible(page.getByRole('region', { name: 'Aktivitas Terbaru' }).getByRole('listitem').first());
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Dashboard');
  });
});

describe.each([
  ['375', PHONE],
  ['1280', DESKTOP],
] as const)('accessibility at %s px', (width, viewport) => {
  it('has no axe violation on /admin/statistik (table open) and /admin in either theme', { timeout: 180_000 }, async ({ adminPage }) => {
    const { page } = await adminPage({ viewport, at: PAGE });
    await openHydrated(page, PAGE);
    await page.getByText('Lihat sebagai tabel').click();
    await visible(page.locator('tr[data-day]').first());
    await animationsSettled(page);
    await expectAccessibleInBothThemes(page, `${PAGE} ${width}`);
    if (viewport === PHONE) expect(await smallTargets(page)).toEqual([]);
    // Nothing wider than the phone: what does not fit scrolls inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, `admin-statistik-${width}-light`);
    await switchTheme(page, 'dark');
    await shot(page, `admin-statistik-${width}-dark`);
    await switchTheme(page, 'light');

    await openHydrated(page, '/admin');
    await visible(page.getByRole('region', { name: 'Pengunjung', exact: true }).locator('svg[role="img"]'));
    await animationsSettled(page);
    await expectAccessibleInBothThemes(page, `/admin ${width}`);
    if (viewport === PHONE) expect(await smallTargets(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, `admin-dashboard-pengunjung-${width}-light`);
    await switchTheme(page, 'dark');
    await shot(page, `admin-dashboard-pengunjung-${width}-dark`);
  });
});
