// Detail pages of tours, events and articles, and the not-found page for unknown paths and ids.
import { UI, addDays, formatDate, formatDateWithDay, formatRupiah, sortDays, splitList, todayInJakarta, type Article, type List, type Tour, type VillageEvent as Event } from '@desa/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { createThroughApi, deleteThroughApi } from '../support/admin';
import { DESKTOP, PHONE } from '../support/browser';
import { it } from '../support/fixtures';
import { VIEWPORTS, cmsGet, open, serverHtml, shotPublic } from '../support/public';

let tours: Tour[];
let events: Event[];
let articles: Article[];

beforeAll(async () => {
  tours = (await cmsGet<List<Tour>>('/tour/all?limit=100')).data;
  events = (await cmsGet<List<Event>>('/event/all?limit=100')).data;
  articles = (await cmsGet<List<Article>>('/article/all?limit=100')).data;
});

function info(page: Page, label: string) {
  return page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
}

async function jsonLdTypes(page: Page) {
  return page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')['@type']));
}

async function expectClampToggle(page: Page) {
  const toggle = page.getByRole('button', { name: 'Lihat semua' });
  await toggle.waitFor();
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  const text = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  const clamped = () => text.evaluate((node) => node.scrollHeight > node.clientHeight + 1);
  expect(await clamped()).toBe(true);
  expect(await text.evaluate((node) => getComputedStyle(node).webkitLineClamp)).toBe('3');
  await toggle.click();
  const less = page.getByRole('button', { name: 'Lihat lebih sedikit' });
  expect(await less.getAttribute('aria-expanded')).toBe('true');
  expect(await clamped()).toBe(false);
  await less.click();
  await toggle.waitFor();
  expect(await clamped()).toBe(true);
}

/** Text that runs well past three lines at every width and in any font. */
const LONG_TEXT = [8, 6].map((times) => 'Airnya jernih dan tenang sepanjang tahun, dikelilingi sawah bertingkat dan kebun teh. '.repeat(times).trim()).join('\n\n');

/**
 * Runs `use` with a record of the test's own, written through the API and deleted after:
 * where a clamp matters the test brings its long text (a seeded one may fit on three lines
 * where the sans-serif is narrow).
 */
async function withRecord<T extends { id: string }>(type: string, fields: Record<string, string>, token: string, use: (record: T) => Promise<void>) {
  const { id } = await createThroughApi<T>(type, fields, token);
  try {
    await use(await cmsGet<T>(`/${type}/${id}`));
  } finally {
    await deleteThroughApi(type, id, token);
  }
}

describe('tour detail', () => {
  it('shows title, location, the clamped about, the info card, facilities and the embedded map', async ({ browser, token }) => {
    const fields = {
      title: `Situ Uji Panjang ${Date.now().toString(36)}`,
      about: LONG_TEXT,
      operational: 'Sabtu,Minggu,Senin',
      location: 'Kampung Uji',
      start: '07:00',
      end: '17:00',
      facility: splitList(tours[0].facility).slice(0, 2).join(','),
      maps: 'https://www.google.com/maps?q=-7.3159,107.7886&output=embed',
      price: '12500',
    };
    await withRecord<Tour>('tour', fields, token, async (tour) => {
      for (const [name, viewport] of VIEWPORTS) {
        for (const colorScheme of ['light', 'dark'] as const) {
          const { context, page } = await open(browser, `/wisata/${tour.id}`, { viewport, colorScheme });
          // On a phone the map lies screens below the first one: it goes in only as the visitor nears it (issue 42).
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          if (name === 'phone') expect(await page.locator('iframe').count()).toBe(0);
          expect(await page.title()).toMatch(new RegExp(`^${tour.title} \\| `));
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(tour.title);
          await page.getByText(tour.location, { exact: true }).first().waitFor();
          expect(await page.getByRole('img', { name: tour.title }).first().getAttribute('fetchpriority')).toBe('high');
          if (colorScheme === 'light') await expectClampToggle(page);

          await page.getByRole('heading', { level: 2, name: 'Informasi Wisata' }).waitFor();
          expect(await info(page, 'Hari Operasional').textContent()).toBe(sortDays(splitList(tour.operational)).join(', '));
          expect(await info(page, 'Jam Operasional').textContent()).toBe(`${tour.start} - ${tour.end} WIB`);
          expect(await info(page, 'Harga Tiket Masuk').textContent()).toBe(`${formatRupiah(tour.price)} / orang`);

          const facilities = page.getByRole('region', { name: 'Apa aja yang ada di sini?' }).getByRole('listitem');
          expect(await facilities.allTextContents()).toEqual(splitList(tour.facility));

          const place = page.getByRole('region', { name: 'Kamu bakal ada di sini' });
          await place.scrollIntoViewIfNeeded();
          const map = place.locator('iframe');
          expect(await map.getAttribute('src')).toBe(tour.maps);
          expect(await map.getAttribute('title')).toBe(`Peta lokasi ${tour.title}`);
          expect(await jsonLdTypes(page)).toEqual(['TouristAttraction']);
          await shotPublic(page, `public-wisata-detail-${name}-${colorScheme}`);
          await context.close();
        }
      }
    });
  });

  it('says “Peta Lokasi Tidak Tersedia” without a map link, and embeds a Google Maps share link', async ({ browser, token }) => {
    const withoutMap = tours.find((candidate) => !candidate.maps)!;
    const { page } = await open(browser, `/wisata/${withoutMap.id}`, { viewport: PHONE });
    await page.getByText('Peta Lokasi Tidak Tersedia', { exact: true }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);

    const created = await createThroughApi<Tour>(
      'tour',
      {
        title: 'Situ Uji Peta',
        about: 'Danau kecil untuk menguji peta.',
        operational: 'Sabtu,Minggu',
        location: 'Kampung Uji',
        start: '08:00',
        end: '16:00',
        facility: splitList(tours[0].facility)[0],
        maps: 'https://www.google.com/maps/place/Situ+Sukamaju/@-7.3159,107.7886,15z',
        price: '15000',
      },
      token,
    );
    try {
      await page.goto(`/wisata/${created.id}`);
      await page.getByRole('region', { name: 'Kamu bakal ada di sini' }).scrollIntoViewIfNeeded();
      expect(await page.locator('iframe').getAttribute('src')).toBe('https://www.google.com/maps?q=Situ%20Sukamaju&output=embed');
    } finally {
      await deleteThroughApi('tour', created.id, token);
    }
  });
});

describe('event detail', () => {
  it('shows title, place, the clamped description and “Informasi Acara” with date, time and price or Gratis', async ({ browser, token }) => {
    const free = events.find((event) => !event.price)!;
    const fields = { title: `Festival Uji Panjang ${Date.now().toString(36)}`, description: LONG_TEXT, date: addDays(todayInJakarta(), 3), time: '19:30', place: 'Balai Desa', price: '25000' };
    await withRecord<Event>('event', fields, token, async (paid) => {
      for (const [event, viewport, name] of [
        [free, PHONE, 'phone'],
        [paid, DESKTOP, 'desktop'],
      ] as const) {
        const { context, page } = await open(browser, `/agenda/${event.id}`, { viewport });
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(event.title);
        await page.getByText(event.place, { exact: true }).first().waitFor();
        await page.getByRole('heading', { level: 2, name: 'Informasi Acara' }).waitFor();
        expect(await info(page, 'Tanggal').textContent()).toBe(formatDateWithDay(event.date));
        expect(await info(page, 'Waktu').textContent()).toBe(`${event.time} WIB`);
        expect(await info(page, 'Harga Tiket').textContent()).toBe(event.price ? `${formatRupiah(event.price)} / orang` : UI.free);
        expect(await jsonLdTypes(page)).toEqual(['Event']);
        if (event === paid) await expectClampToggle(page);
        await shotPublic(page, `public-agenda-detail-${name}-light`);
        await context.close();
      }
    });
  });
});

describe('article detail', () => {
  it('shows title, created date, writer and the sanitised rich content', async ({ browser }) => {
    const article = articles.find((candidate) => candidate.content.includes('<h2>')) ?? articles[0];
    for (const [name, viewport] of VIEWPORTS) {
      const { context, page } = await open(browser, `/artikel/${article.id}`, { viewport, colorScheme: name === 'phone' ? 'dark' : 'light' });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(article.title);
      await page.getByText(formatDate(article.created_at), { exact: true }).waitFor();
      await page.getByText(article.writer, { exact: true }).first().waitFor();
      const body = page.locator('article');
      const firstHeading = /<h2>(.*?)<\/h2>/.exec(article.content)?.[1];
      if (firstHeading) await body.getByRole('heading', { level: 2, name: firstHeading }).waitFor();
      expect(await body.locator('script:not([type="application/ld+json"]), iframe, [onerror], [onclick]').count()).toBe(0);
      expect(await jsonLdTypes(page)).toEqual(['Article']);
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
      await shotPublic(page, `public-artikel-detail-${name}-${name === 'phone' ? 'dark' : 'light'}`);
      await context.close();
    }
  });
});

describe('not found', () => {
  it('answers 404 with the spec text and a link home, for unknown paths and unknown ids', async ({ browser }) => {
    for (const path of ['/tidak-ada', '/wisata/tidak-ada', '/agenda/tidak-ada', '/artikel/tidak-ada', '/galeri/extra/segment']) {
      const { status, html } = await serverHtml(path);
      expect(status, path).toBe(404);
      expect(html).toContain(UI.notFoundPage);
    }
    for (const [name, viewport] of VIEWPORTS) {
      const { context, page } = await open(browser, '/wisata/tidak-ada', { viewport });
      await page.getByRole('heading', { level: 1, name: UI.notFoundPage }).waitFor();
      expect(await page.title()).toMatch(/^Halaman tidak ditemukan/);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await page.getByRole('navigation', { name: 'Navigasi utama' }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      await shotPublic(page, `public-404-${name}-light`);
      await page.getByRole('link', { name: UI.backHome }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await context.close();
    }
  });
});
