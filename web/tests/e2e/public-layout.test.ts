// The public frame: navbar states, mobile menu, Kontak, smooth scrolling, floating buttons,
// theme, footer.
import { currentYearInJakarta, instagramUrl, mapsSearchUrl, whatsappNumber, type Contact, type List, type VillageProfile } from '@desa/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { registerUser } from '../support/admin';
import { DESKTOP, PHONE } from '../support/browser';
import { animationsSettled, chatTarget, cmsGet, open, scrollSettled, scrollTo, smoothScroll } from '../support/public';
import { THEME_SWITCHING_CLASS } from '../../app/components/theme';
import { signIn } from '../support/sign-in';

let site: VillageProfile;
/** The seeded village contact has both a phone and an Instagram account. */
let contact: Contact & { phone: string; instagram: string };
let tourId: string;

beforeAll(async () => {
  site = await cmsGet<VillageProfile>('/site');
  contact = (await cmsGet<{ user: Array<typeof contact> }>('/user/contact')).user[0];
  tourId = (await cmsGet<List<{ id: string }>>('/tour/all?limit=1')).data[0].id;
});

const header = (page: Page) => page.locator('body header').first();
const solid = async (page: Page) => (await header(page).getAttribute('data-solid')) === 'true';

describe('navigation bar', () => {
  it('is transparent at the top of a page, solid once scrolled, and always solid on detail pages', async ({ browser }) => {
    for (const path of ['/', '/wisata', '/galeri']) {
      const { page } = await open(browser, path);
      expect(await solid(page)).toBe(false);
      expect(await header(page).evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
      await scrollTo(page, 300);
      await page.waitForFunction(() => document.querySelector('body header')?.getAttribute('data-solid') === 'true');
      await scrollTo(page, 0);
      await page.waitForFunction(() => document.querySelector('body header')?.getAttribute('data-solid') === 'false');
    }
    for (const path of [`/wisata/${tourId}`, '/halaman-yang-tidak-ada']) {
      const { page } = await open(browser, path);
      expect(await solid(page)).toBe(true);
      expect(await header(page).evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    }
  });

  it('has the spec entries and the language switch, marks the current one, and is fixed at the top', async ({ browser }) => {
    const { page } = await open(browser, '/agenda', { viewport: DESKTOP });
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    const links = nav.getByRole('link');
    expect(await links.evaluateAll((nodes) => nodes.filter((node) => node.checkVisibility()).map((node) => [node.textContent, node.getAttribute('href')]))).toEqual([
      ['Beranda', '/'],
      ['Wisata', '/wisata'],
      ['Penginapan', '/penginapan'],
      ['Produk', '/produk'],
      ['Agenda', '/agenda'],
      ['Artikel', '/artikel'],
      ['Galeri', '/galeri'],
      ['Fasilitas', '/fasilitas'],
      ['Kontak', '#kontak'],
      ['EN', '/en/agenda'],
    ]);
    expect(await nav.getByRole('link', { name: 'Agenda' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: site.name }).first().getAttribute('href')).toBe('/');
    expect(await header(page).evaluate((node) => getComputedStyle(node).position)).toBe('fixed');
    expect(await page.locator('summary').isVisible()).toBe(false);
  });

  it('collapses into a toggle under 1024 px that closes after navigating', async ({ browser }) => {
    for (const width of [PHONE.width, 1023]) {
      const { page } = await open(browser, '/', { viewport: { width, height: 740 } });
      const toggle = page.getByText('Menu', { exact: true }).locator('..');
      await toggle.waitFor();
      const menuLink = page.locator('details').getByRole('link', { name: 'Wisata' });
      expect(await menuLink.isVisible()).toBe(false);
      await toggle.click();
      await menuLink.waitFor();
      for (const label of ['Beranda', 'Penginapan', 'Produk', 'Agenda', 'Artikel', 'Galeri', 'Kontak']) await page.locator('details').getByRole('link', { name: label }).waitFor();
      await menuLink.click();
      await page.waitForURL(/\/wisata$/);
      await page.getByRole('heading', { level: 1, name: 'Objek Wisata' }).waitFor();
      expect(await page.locator('details').evaluate((node) => (node as HTMLDetailsElement).open)).toBe(false);
      // Escape closes it too.
      await toggle.click();
      await page.keyboard.press('Escape');
      expect(await page.locator('details').evaluate((node) => (node as HTMLDetailsElement).open)).toBe(false);
    }
    const { page } = await open(browser, '/', { viewport: { width: 1024, height: 800 } });
    expect(await page.locator('summary').isVisible()).toBe(false);
  });

  it('fits every entry on one line from 1024 px, in both languages', async ({ browser }) => {
    for (const path of ['/', '/en']) {
      const { page } = await open(browser, path, { viewport: { width: 1024, height: 800 } });
      const entries = page.getByRole('navigation', { name: /Navigasi utama|Main navigation/ }).locator('ul').first().getByRole('listitem');
      // One line: every entry's middle at the same height (entries differ in height by their ring or icon).
      const middles = await entries.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map((box) => box.top + box.height / 2));
      expect(middles.length, path).toBe(10); // Beranda, seven types, Kontak, the language
      expect(Math.max(...middles) - Math.min(...middles), path).toBeLessThanOrEqual(1);
      // Nothing spills past the bar: its height stays 64 px and no entry leaves the window.
      expect(await header(page).evaluate((node) => node.getBoundingClientRect().height)).toBe(64);
      expect(Math.max(...(await entries.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right))))).toBeLessThanOrEqual(1024);
    }
  });

  it('scrolls smoothly (700 ms) to the footer with Kontak, on both widths', async ({ browser }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await open(browser, '/wisata', { viewport });
      if (viewport === PHONE) await page.getByText('Menu', { exact: true }).locator('..').click();
      const started = Date.now();
      const { end, passedBetween } = await smoothScroll(page, () =>
        page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Kontak' }).filter({ visible: true }).click(),
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(650);
      expect(end).toBeGreaterThan(0);
      expect(passedBetween).toBe(true);
      const footer = page.getByRole('contentinfo');
      expect(await footer.evaluate((node) => node.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      const target = await page.evaluate(() => Math.min(document.documentElement.scrollHeight - window.innerHeight, document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY - 64));
      expect(Math.abs(end - target)).toBeLessThanOrEqual(1);
    }
  });

  it('scrolls smoothly back to the top on every navigation', async ({ browser }) => {
    const { page } = await open(browser, '/wisata', { viewport: PHONE });
    await scrollTo(page, 1200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Artikel' }).click();
    await page.waitForURL(/\/artikel$/);
    await page.getByRole('heading', { level: 1, name: 'Artikel' }).waitFor();
    expect(await scrollSettled(page)).toBe(0);
  });
});

describe('floating buttons', () => {
  it('appear past a quarter of the window height: WhatsApp chat and a smooth scroll to the top', async ({ browser }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await open(browser, '/', { viewport });
      const up = page.getByRole('button', { name: 'Kembali ke atas' });
      const chat = page.getByRole('link', { name: 'Chat WhatsApp' });
      expect(await up.count()).toBe(0);
      const quarter = viewport.height / 4;
      await scrollTo(page, quarter - 20);
      expect(await up.count()).toBe(0);
      await scrollTo(page, quarter + 20);
      await up.waitFor();
      expect(await chat.getAttribute('href')).toBe('/wa/desa');
      expect(await chat.getAttribute('target')).toBe('_blank');
      // The site's counted redirect (issue 25) opens the village's chat.
      expect(await chatTarget('/wa/desa')).toBe(`https://wa.me/${whatsappNumber(contact.phone)}`);
      await scrollTo(page, 2000);
      const { end, passedBetween } = await smoothScroll(page, () => up.click());
      expect(end).toBe(0);
      expect(passedBetween).toBe(true);
      await up.waitFor({ state: 'detached' });
    }
  });
});

describe('theme', () => {
  it('toggles light/dark in the navbar, keeps the choice across reloads, and applies it before paint', async ({ browser }) => {
    const { page } = await open(browser, '/', { colorScheme: 'light' });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { themeBeforeHydration?: boolean }).themeBeforeHydration = document.documentElement.classList.contains('dark');
      });
    });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    const toggle = page.getByRole('button', { name: 'Aktifkan tema gelap' });
    await toggle.hover(); // its own hover colour fades in, as it should
    await animationsSettled(page);
    await page.evaluate(() => {
      const started: string[] = [];
      document.addEventListener('transitionrun', (event) => started.push(`${(event.target as Element).tagName} ${event.propertyName}`));
      Object.assign(window, { transitionsStarted: started });
    });
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // Every colour changes at once: no link or button fades behind the page.
    await page.waitForFunction((switching) => !document.documentElement.classList.contains(switching), THEME_SWITCHING_CLASS);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { transitionsStarted: string[] }).transitionsStarted)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => (window as { themeBeforeHydration?: boolean }).themeBeforeHydration)).toBe(true);
    await page.getByRole('button', { name: 'Aktifkan tema terang' }).click();
    await page.goto('/galeri');
    expect(await page.evaluate(() => (window as { themeBeforeHydration?: boolean }).themeBeforeHydration)).toBe(false);

    const dark = await open(browser, '/', { colorScheme: 'dark' });
    expect(await dark.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });
});

describe('footer', () => {
  it('has the contact, mailto, instagram, address, 4 newest photos and this year', async ({ browser }) => {
    const newest = (await cmsGet<List<{ title: string; createdAt: string }>>('/gallery/all?limit=100')).data
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 4)
      .map((photo) => photo.title);
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await open(browser, '/artikel', { viewport });
      const footer = page.getByRole('contentinfo');
      expect(await footer.getAttribute('id')).toBe('kontak');
      expect(await footer.getByRole('link', { name: `WhatsApp: ${contact.phone}` }).getAttribute('href')).toBe('/wa/desa');
      expect(await footer.getByRole('link', { name: `Instagram: @${contact.instagram}` }).getAttribute('href')).toBe(instagramUrl(contact.instagram));
      expect(await footer.getByRole('link', { name: `Email: ${site.email}` }).getAttribute('href')).toBe(`mailto:${site.email}`);
      expect(await footer.getByRole('link', { name: `Alamat: ${site.address}` }).getAttribute('href')).toBe(mapsSearchUrl(site.address));
      expect(await footer.getByRole('img').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt')))).toEqual(newest);
      await footer.getByText(`© ${currentYearInJakarta()} ${site.name}`).waitFor();
      expect(await footer.getByText('Memuat...').count()).toBe(0);
    }
  });

  it('starts with a skip link to the content', async ({ browser }) => {
    const { page } = await open(browser, '/wisata');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Langsung ke konten utama' });
    expect(await skip.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await skip.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('konten');
  });
});

describe('toasts', () => {
  it('shows a waiting toast (a USER signing in lands on /) at the top centre for 3 s, privately', async ({ browser }) => {
    const user = await registerUser();
    const { page } = await open(browser, '/signin', { viewport: PHONE });
    // After the sign-in action the app fetches the home page's data (single fetch: /_root.data).
    const home = page.waitForResponse((response) => new URL(response.url()).pathname === '/_root.data' && response.request().method() === 'GET', { timeout: 15_000 });
    await signIn(page, user);
    await page.waitForURL((url) => url.pathname === '/');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Berhasil login!' });
    await toast.waitFor();
    const toaster = page.locator('[data-sonner-toaster]');
    expect(await toaster.getAttribute('data-y-position')).toBe('top');
    expect(await toaster.getAttribute('data-x-position')).toBe('center');
    const shown = Date.now();
    await toast.waitFor({ state: 'detached', timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThan(2000);
    expect((await home).headers()['cache-control']).toBe('private, no-store');
  });
});
