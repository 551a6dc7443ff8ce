// Every public page works without JavaScript: content in the HTML, links, menu, clamped texts
// shown in full, photos opening as images.
import { UI, type List } from '@desa/contract';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE } from '../support/browser';
import { cmsGet, open, shotPublic } from '../support/public';

describe('without JavaScript', () => {
  it('shows the home page, its packages links and the footer contact', async ({ browser }) => {
    const phone = (await cmsGet<{ user: Array<{ phone: string }> }>('/user/contact')).user[0].phone;
    const { page } = await open(browser, '/', { viewport: PHONE, javaScriptEnabled: false });
    await page.getByRole('heading', { level: 2, name: 'Eksplorasi Wisata' }).waitFor();
    expect(await page.getByRole('link', { name: /^Lihat Paket: / }).count()).toBe(3);
    await page.getByRole('contentinfo').getByText(phone).waitFor();
    expect(await page.getByText(UI.contactLoading).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Aktifkan tema gelap' }).isVisible()).toBe(false);
    // The navbar cannot follow the scroll: it is solid (dark green) from the start.
    expect(await page.locator('body header').first().evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(20, 83, 45)');
    await page.getByRole('link', { name: 'Lihat Paket Wisata' }).click();
    expect(new URL(page.url()).hash).toBe('#paket-wisata');
    await shotPublic(page, 'public-nojs-home-phone');

    // The menu is a <details>: it opens without JavaScript, and its links are plain links.
    await page.getByText('Menu', { exact: true }).locator('..').click();
    await page.locator('details').getByRole('link', { name: 'Agenda' }).click();
    await page.waitForURL(/\/agenda$/);
    await page.getByRole('heading', { level: 1, name: 'Agenda Desa' }).waitFor();
  });

  it('shows the whole text of a detail page and follows card links', async ({ browser }) => {
    const { page } = await open(browser, '/wisata', { viewport: DESKTOP, javaScriptEnabled: false });
    await page.getByRole('link', { name: /^Lihat Detail/ }).first().click();
    await page.waitForURL(/\/wisata\/.+/);
    await page.getByRole('heading', { level: 2, name: 'Informasi Wisata' }).waitFor();
    const about = page.getByRole('region', { name: 'Tentang Wisata' }).locator('div').first();
    expect(await about.evaluate((node) => node.scrollHeight <= node.clientHeight + 1)).toBe(true);
    expect(await page.getByRole('button', { name: 'Lihat semua' }).isVisible()).toBe(false);
  });

  it('opens a gallery photo as the image itself', async ({ browser }) => {
    const first = (await cmsGet<List<{ image: string }>>('/gallery/all?limit=1')).data[0];
    const { page } = await open(browser, '/galeri', { viewport: PHONE, javaScriptEnabled: false });
    await page.locator('main ul.columns-1 a').first().click();
    await page.waitForURL(first.image);
  });

  it('answers unknown pages with the not-found page', async ({ browser }) => {
    const { page } = await open(browser, '/artikel/tidak-ada', { javaScriptEnabled: false });
    await page.getByRole('heading', { level: 1, name: UI.notFoundPage }).waitFor();
  });
});
