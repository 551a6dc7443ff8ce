// List pages: hero, 3-column card grid with the spec's card contents and link labels, pagination.
import { formatDate, formatDateWithDay, type Article, type List, type Tour, type VillageEvent as Event } from '@desa/contract';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { api, imageFile } from '../support/admin';
import { DESKTOP, PHONE } from '../support/browser';
import { VIEWPORTS, cards, cmsGet, open, serverHtml, shotPublic } from '../support/public';

const PER_PAGE = 9;

async function gridColumns(page: Page, label: string) {
  return page.getByRole('list', { name: label }).evaluate((node) => getComputedStyle(node).gridTemplateColumns.split(' ').length);
}

describe('wisata list', () => {
  it('shows every tour with thumbnail, title, location and a link, 3 columns wide from 768 px', async ({ browser }) => {
    const tours = (await cmsGet<List<Tour>>(`/tour/all?limit=${PER_PAGE}`)).data;
    expect(tours.length).toBeGreaterThanOrEqual(7);
    for (const [name, viewport] of VIEWPORTS) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { context, page } = await open(browser, '/wisata', { viewport, colorScheme });
        expect(await page.title()).toMatch(/^Objek Wisata \| /);
        await page.getByRole('heading', { level: 1, name: 'Objek Wisata' }).waitFor();
        const items = cards(page, 'Daftar objek wisata');
        expect(await items.count()).toBe(tours.length);
        for (const [index, tour] of tours.entries()) {
          const card = items.nth(index);
          expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(tour.title);
          await card.getByText(tour.location).waitFor();
          expect(await card.getByRole('img', { name: tour.title }).count()).toBe(1);
          const link = card.getByRole('link', { name: `Lihat Detail: ${tour.title}` });
          expect(await link.getAttribute('href')).toBe(`/wisata/${tour.id}`);
        }
        expect(await gridColumns(page, 'Daftar objek wisata')).toBe(viewport === DESKTOP ? 3 : 1);
        expect(await page.getByRole('navigation', { name: 'Halaman' }).count()).toBe(0);
        await shotPublic(page, `public-wisata-${name}-${colorScheme}`);
        await context.close();
      }
    }
    const { page } = await open(browser, '/wisata', { viewport: { width: 768, height: 900 } });
    expect(await gridColumns(page, 'Daftar objek wisata')).toBe(3);
    await cards(page, 'Daftar objek wisata').first().getByRole('link').click();
    await page.waitForURL(`**/wisata/${tours[0].id}`);
    await page.getByRole('heading', { level: 1, name: tours[0].title }).waitFor();
  });
});

describe('agenda list', () => {
  it('shows the coming events with title, formatted date and “Lihat Event”; all events on the second tab', async ({ browser }) => {
    const upcoming = (await cmsGet<List<Event>>(`/event/all?upcoming=1&limit=${PER_PAGE}`)).data;
    const all = await cmsGet<List<Event>>(`/event/all?limit=${PER_PAGE}`);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    for (const [name, viewport] of VIEWPORTS) {
      const { context, page } = await open(browser, '/agenda', { viewport });
      await page.getByRole('heading', { level: 1, name: 'Agenda Desa' }).waitFor();
      const items = cards(page, 'Daftar agenda');
      expect(await items.count()).toBe(upcoming.length);
      for (const [index, event] of upcoming.entries()) {
        const card = items.nth(index);
        expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(event.title);
        await card.getByText(formatDateWithDay(event.date), { exact: true }).waitFor();
        expect(await card.getByRole('link', { name: `Lihat Event: ${event.title}` }).getAttribute('href')).toBe(`/agenda/${event.id}`);
        expect(await card.getByRole('link').textContent()).toContain('Lihat Event');
      }
      expect(await page.getByRole('link', { name: 'Akan Datang' }).getAttribute('aria-current')).toBe('page');
      await shotPublic(page, `public-agenda-${name}-light`);
      await page.getByRole('link', { name: 'Semua Agenda' }).click();
      await page.waitForURL(/\/agenda\?waktu=semua$/);
      await page.waitForFunction((count) => document.querySelectorAll('ul[aria-label="Daftar agenda"] > li').length === count, Math.min(all.total, PER_PAGE));
      expect(await page.getByRole('link', { name: 'Semua Agenda' }).getAttribute('aria-current')).toBe('page');
      expect(await page.title()).toMatch(/^Semua Agenda Desa \| /);
      await context.close();
    }
    expect((await serverHtml('/agenda?waktu=lain')).status).toBe(404);
  });
});

describe('artikel list', () => {
  it('shows articles with thumbnail, title, created date and “Baca Artikel”', async ({ browser }) => {
    const articles = (await cmsGet<List<Article>>(`/article/all?limit=${PER_PAGE}`)).data;
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const [name, viewport] of VIEWPORTS) {
      const { context, page } = await open(browser, '/artikel', { viewport, colorScheme: 'dark' });
      await page.getByRole('heading', { level: 1, name: 'Artikel' }).waitFor();
      const items = cards(page, 'Daftar artikel');
      expect(await items.count()).toBe(articles.length);
      for (const [index, article] of articles.entries()) {
        const card = items.nth(index);
        expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(article.title);
        await card.getByText(formatDate(article.created_at), { exact: true }).waitFor();
        expect(await card.getByRole('img', { name: article.title }).count()).toBe(1);
        expect(await card.getByRole('link', { name: `Baca Artikel: ${article.title}` }).getAttribute('href')).toBe(`/artikel/${article.id}`);
      }
      await shotPublic(page, `public-artikel-${name}-dark`);
      await context.close();
    }
  });

  it('paginates (?page=N) when there are more articles than a page holds', async ({ browser, token }) => {
    const { total } = await cmsGet<List<Article>>('/article/all?limit=1');
    const needed = Math.max(0, PER_PAGE + 2 - total);
    const created: string[] = [];
    try {
      for (let index = 0; index < needed; index += 1) {
        const form = new FormData();
        form.set('title', `Artikel Uji Paginasi ${index + 1}`);
        form.set('content', '<p>Isi artikel uji paginasi.</p>');
        form.set('writer', 'Penguji');
        const file = await imageFile();
        form.set('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
        const { data } = await api<{ data: { id: string } }>('/article/create', { method: 'POST', body: form, token });
        created.push(data.id);
      }
      const list = await cmsGet<List<Article>>(`/article/all?limit=${PER_PAGE}&page=2`);
      const { context, page } = await open(browser, '/artikel', { viewport: PHONE });
      const pages = page.getByRole('navigation', { name: 'Halaman' });
      await pages.waitFor();
      expect(await pages.getByRole('link', { name: 'Halaman 1' }).getAttribute('aria-current')).toBe('page');
      expect(await pages.getByRole('link', { name: 'Halaman 2' }).getAttribute('href')).toBe('/artikel?page=2');
      expect(await pages.getByRole('link', { name: 'Sebelumnya' }).count()).toBe(0);
      await pages.getByRole('link', { name: 'Berikutnya' }).click();
      await page.waitForURL(/\/artikel\?page=2$/);
      await page.waitForFunction((count) => document.querySelectorAll('ul[aria-label="Daftar artikel"] > li').length === count, list.data.length);
      expect(await cards(page, 'Daftar artikel').first().getByRole('heading').textContent()).toBe(list.data[0].title);
      expect(await pages.getByRole('link', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe('page');
      expect(await pages.getByRole('link', { name: 'Sebelumnya' }).getAttribute('href')).toBe('/artikel');
      expect(await page.title()).toMatch(/^Artikel - Halaman 2 \| /);
      await shotPublic(page, 'public-artikel-phone-page-2');
      await context.close();
      expect((await serverHtml(`/artikel?page=${list.last_page + 1}`)).status).toBe(404);
    } finally {
      for (const id of created) await api(`/article/delete/${id}`, { method: 'DELETE', token });
    }
    for (const bad of ['0', 'abc', '-2']) expect((await serverHtml(`/wisata?page=${bad}`)).status).toBe(404);
  });
});
