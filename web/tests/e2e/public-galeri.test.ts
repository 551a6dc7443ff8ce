// Galeri: masonry of 1 to 4 columns, captions on hover, touch and keyboard, and the lazily
// loaded full-screen viewer (counter, arrows, keys, Escape, zoom).
import type { GalleryPhoto as Photo, List } from '@desa/contract';
import type { Browser, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect} from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, newPage, type PageOptions } from '../support/browser';
import { VIEWPORTS, cmsGet, open, shotPublic, waitForScripts } from '../support/public';
import { WEB_URL } from '../support/stack';

let photos: Photo[];

beforeAll(async () => {
  photos = (await cmsGet<List<Photo>>('/gallery/all?limit=24')).data;
});

const grid = (page: Page) => page.locator('main ul.columns-1');
const items = (page: Page) => grid(page).getByRole('link');
const caption = (page: Page, index: number) => items(page).nth(index).locator('span').first();
const opacity = (page: Page, index: number) => caption(page, index).evaluate((node) => Number(getComputedStyle(node).opacity));
const viewerScript = (requests: Request[]) => requests.filter((request) => /\/assets\/gallery-island-[\w-]+\.js$/.test(request.url()));
const viewerStyles = (requests: Request[]) => requests.filter((request) => /\/assets\/(styles|captions|counter)-[\w-]+\.css$/.test(request.url()));

/** Opens a page, recording every request from the very first. */
async function openRecording(browser: Browser, path: string, options: PageOptions = {}) {
  const { context, page } = await newPage(browser, options);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForScripts(page);
  return { context, page, requests };
}

describe('galeri', () => {
  it('lays photos out in 1 to 4 columns, each linking to its image', async ({ browser }) => {
    for (const [width, columns] of [
      [375, 1],
      [640, 2],
      [1024, 3],
      [1280, 4],
    ] as const) {
      const { context, page } = await open(browser, '/galeri', { viewport: { width, height: 900 } });
      expect(await grid(page).evaluate((node) => getComputedStyle(node).columnCount)).toBe(String(columns));
      await context.close();
    }
    for (const [name, viewport] of VIEWPORTS) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { context, page } = await open(browser, '/galeri', { viewport, colorScheme });
        await page.getByRole('heading', { level: 1, name: 'Galeri' }).waitFor();
        expect(await items(page).count()).toBe(photos.length);
        expect(await items(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).toEqual(photos.map((photo) => photo.image));
        for (const [index, photo] of photos.slice(0, 3).entries()) {
          const image = items(page).nth(index).getByRole('img');
          expect(await image.getAttribute('alt')).toBe(photo.title);
          expect(await image.getAttribute('width')).toBeTruthy();
          expect(await image.getAttribute('height')).toBeTruthy();
          await items(page).nth(index).getByText(photo.caption, { exact: true }).waitFor({ state: 'attached' });
        }
        await shotPublic(page, `public-galeri-${name}-${colorScheme}`);
        await context.close();
      }
    }
  });

  it('shows title and caption on hover and on keyboard focus, and always on touch screens', async ({ browser }) => {
    const { context, page } = await open(browser, '/galeri', { viewport: DESKTOP });
    expect(await opacity(page, 0)).toBe(0);
    await items(page).nth(0).hover();
    await page.waitForTimeout(400);
    expect(await opacity(page, 0)).toBe(1);
    expect(await caption(page, 0).textContent()).toBe(`${photos[0].title}${photos[0].caption}`);
    await page.mouse.move(0, 0);
    await page.keyboard.press('Tab');
    await items(page).nth(1).focus();
    await page.waitForTimeout(400);
    expect(await opacity(page, 1)).toBe(1);
    await context.close();

    const touch = await browser.newContext({ baseURL: WEB_URL, viewport: PHONE, hasTouch: true, isMobile: true });
    const phone = await touch.newPage();
    await phone.goto('/galeri');
    expect(await opacity(phone, 0)).toBe(1);
    await touch.close();
  });

  it('opens the viewer on click, with counter, arrows, arrow keys, zoom and Escape; loads it only then', async ({ browser }) => {
    for (const [name, viewport] of VIEWPORTS) {
      const { context, page, requests } = await openRecording(browser, '/galeri', { viewport, colorScheme: 'dark' });
      expect(viewerScript(requests)).toEqual([]);
      // Its styles come with it too: the page's first paint never waits for them (issue 42).
      expect(viewerStyles(requests)).toEqual([]);

      await items(page).nth(0).click();
      const viewer = page.getByRole('dialog', { name: 'Penampil foto' });
      await viewer.waitFor();
      expect(viewerScript(requests).length).toBe(1);
      expect(viewerStyles(requests).length).toBe(3);
      const counter = viewer.locator('.yarl__counter');
      expect(await counter.textContent()).toBe(`1 / ${photos.length}`);
      await viewer.getByText(photos[0].title, { exact: true }).first().waitFor();
      await viewer.getByRole('button', { name: 'Perbesar' }).waitFor();
      await viewer.getByRole('button', { name: 'Berikutnya' }).waitFor();
      await viewer.getByRole('button', { name: 'Sebelumnya' }).waitFor();
      await shotPublic(page, `public-galeri-viewer-${name}-dark`, { viewportOnly: true });

      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((text) => document.querySelector('.yarl__counter')?.textContent === text, `2 / ${photos.length}`);
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction((text) => document.querySelector('.yarl__counter')?.textContent === text, `1 / ${photos.length}`);
      await viewer.getByRole('button', { name: 'Berikutnya' }).click();
      await page.waitForFunction((text) => document.querySelector('.yarl__counter')?.textContent === text, `2 / ${photos.length}`);

      await viewer.getByRole('button', { name: 'Perbesar' }).click();
      await viewer.getByRole('button', { name: 'Perkecil' }).waitFor();

      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.closest('ul.columns-1') !== null);
      await context.close();
    }
  });

  it('keeps the viewer off every other page', async ({ browser }) => {
    for (const path of ['/', '/wisata', '/artikel']) {
      const { context, requests } = await openRecording(browser, path);
      expect(viewerScript(requests)).toEqual([]);
      expect(viewerStyles(requests)).toEqual([]);
      await context.close();
    }
  });
});
