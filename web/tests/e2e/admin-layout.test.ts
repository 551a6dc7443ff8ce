// The admin frame: sidebar (desktop collapse and hover, phone slide-over), menus, user menu,
// Ctrl+K, toasts; and the dashboard's cards and upcoming events.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { UI, formatDate, formatPrice, formatTime, type List, type VillageEvent } from '@desa/contract';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { signIn } from '../support/sign-in';
import { api, gone, shot, toast, visible } from '../support/admin';

const sidebar = (page: Page) => page.locator('#admin-sidebar');
const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())?.width;
/** A value once the sidebar's transitions have run, however slow the machine. */
const settled = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });

describe('sidebar on a laptop', () => {
  it('lists the menu in the spec order, collapses to 90 px, widens on hover, and keeps one sub-menu open', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP });
    expect(await sidebarWidth(page)).toBe(290);
    const nav = page.getByRole('navigation', { name: 'Menu admin' });
    // Pemesanan may carry the count of new requests other tests of this stack sent.
    const links = await nav.locator('h2:has-text("Menu") + ul a').evaluateAll((anchors) =>
      anchors.map((anchor) => [anchor.textContent?.trim().replace(/\d+$/, ''), anchor.getAttribute('href')]),
    );
    expect(links).toEqual([
      ['Dashboard', '/admin'],
      ['Pemesanan', '/admin/pemesanan'],
      ['Ulasan', '/admin/ulasan'],
      ['Persetujuan', '/admin/persetujuan'],
      ['Statistik', '/admin/statistik'],
      ['Laporan', '/admin/laporan'],
      ['Objek Wisata', '/admin/wisata'],
      ['Paket Wisata', '/admin/paket-wisata'],
      ['Penginapan', '/admin/penginapan'],
      ['Produk Desa', '/admin/produk'],
      ['Fasilitas Umum', '/admin/fasilitas-umum'],
      ['Artikel', '/admin/artikel'],
      ['Agenda Desa', '/admin/agenda-desa'],
      ['Galeri', '/admin/galeri'],
    ]);
    expect(await nav.locator('h2:has-text("Lainnya") + ul a').first().getAttribute('href')).toBe('/admin/pengaturan');
    expect(await sidebar(page).locator('a[href="/"]').first().isVisible()).toBe(true);
    await shot(page, 'admin-dashboard-desktop-light');

    await page.getByRole('button', { name: 'Buka atau tutup sidebar' }).click();
    await settled(() => sidebarWidth(page)).toBe(90);
    expect(await nav.getByText('Objek Wisata').evaluate((label) => getComputedStyle(label).position)).toBe('absolute'); // sr-only
    await page.mouse.move(400, 400);
    await shot(page, 'admin-sidebar-desktop-collapsed');
    await sidebar(page).hover();
    await settled(() => sidebarWidth(page)).toBe(290);
    await page.mouse.move(800, 400);
    await settled(() => sidebarWidth(page)).toBe(90);
    await page.getByRole('button', { name: 'Buka atau tutup sidebar' }).click();
    await settled(() => sidebarWidth(page)).toBe(290);

    const account = nav.getByRole('button', { name: 'Akun' });
    const publicSite = nav.getByRole('button', { name: 'Situs Publik' });
    await account.click();
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    await publicSite.click();
    expect(await publicSite.getAttribute('aria-expanded')).toBe('true');
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    await page.goto('/admin/profile');
    expect(await nav.getByRole('button', { name: 'Akun' }).getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('button', { name: 'Situs Publik' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('user menu: Edit profile and Sign Out, closing on an outside click', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await shot(page, 'admin-dashboard-desktop-dark');
    const menuButton = page.getByRole('button', { name: /Menu pengguna/ });
    await menuButton.click();
    const editProfile = page.getByRole('link', { name: 'Edit profile' });
    await visible(editProfile);
    await visible(page.getByRole('banner').getByRole('button', { name: 'Sign Out' }));
    await shot(page, 'admin-user-menu-desktop-dark');
    await page.getByRole('heading', { level: 1 }).click();
    await gone(editProfile);
    await menuButton.click();
    await editProfile.click();
    await page.waitForURL(/\/admin\/profile$/);
    await gone(editProfile);
  });

  it('Ctrl+K (or Cmd+K) focuses the hidden menu search, which jumps to a page', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP });
    const search = page.getByRole('combobox', { name: 'Cari menu' });
    // No search box is shown: the field is visually hidden (1 px) until it has the focus.
    const box = search.locator('xpath=../..');
    expect((await box.boundingBox())?.width).toBeLessThanOrEqual(1);
    await page.keyboard.press('Control+k');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    expect((await search.boundingBox())?.width).toBeGreaterThan(200);
    await page.keyboard.type('gal');
    await shot(page, 'admin-search-desktop');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/galeri$/);
    await page.keyboard.press('Meta+k');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(false);
  });
});

describe('sidebar on a phone and a tablet', () => {
  it('is a slide-over with a dimmed backdrop that closes on the backdrop and after navigating', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE });
    await shot(page, 'admin-dashboard-phone-light');
    expect(await sidebar(page).isVisible()).toBe(false);
    // On a phone the sign-in toast covers the menu button, and a pointer resting on a toast keeps it open.
    await gone(toast(page, 'Berhasil login!'));
    const toggle = page.getByRole('button', { name: 'Buka atau tutup sidebar' });
    await toggle.click();
    await settled(() => sidebar(page).isVisible()).toBe(true);
    await settled(async () => (await sidebar(page).boundingBox())?.x).toBe(0);
    await shot(page, 'admin-sidebar-phone-open');
    await page.mouse.click(350, 400); // the backdrop, right of the 290 px sidebar
    await settled(() => sidebar(page).isVisible()).toBe(false);
    await toggle.click();
    await settled(() => sidebar(page).isVisible()).toBe(true);
    await sidebar(page).getByRole('link', { name: 'Objek Wisata' }).click();
    await page.waitForURL(/\/admin\/wisata$/);
    await settled(() => sidebar(page).isVisible()).toBe(false);
  });

  it('between 768 and 1023 px the toggle opens the slide-over too', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: { width: 900, height: 800 }, colorScheme: 'dark' });
    expect(await sidebar(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Buka atau tutup sidebar' }).click();
    await settled(() => sidebar(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await settled(() => sidebar(page).isVisible()).toBe(false);
    await page.setViewportSize(PHONE);
    await shot(page, 'admin-dashboard-phone-dark');
  });
});

describe('toasts', () => {
  it('show top right once, are reachable with Alt+T and pause while the window has lost focus', async ({ browser }) => {
    // Through the form: the welcome toast follows a sign-in (adminPage may reuse the file's session).
    const { page } = await newPage(browser, { viewport: DESKTOP });
    // The toasts' timers run at their pace; the test moves the page's clock on instead of waiting.
    await page.clock.install();
    await signIn(page);
    await page.waitForURL(/\/admin$/);
    const welcome = toast(page, 'Berhasil login!');
    await visible(welcome);
    const toaster = page.locator('[data-sonner-toaster]');
    expect(await toaster.getAttribute('data-y-position')).toBe('top');
    expect(await toaster.getAttribute('data-x-position')).toBe('right');
    await page.keyboard.press('Alt+t');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-sonner-toaster]')))).toBe(true);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.clock.fastForward(5600);
    await page.waitForTimeout(300);
    expect(await welcome.isVisible()).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.clock.fastForward(8000);
    await gone(welcome, 3000);

    await page.reload();
    await page.waitForTimeout(800);
    expect(await toast(page, 'Berhasil login!').count()).toBe(0);
  });
});

describe('dashboard', () => {
  it('shows the seven totals in order and the upcoming events, nearest first', async ({ adminPage }) => {
    const totals = await Promise.all(
      ['tour', 'package', 'homestay', 'product', 'article', 'event', 'gallery'].map(async (kind) => (await api<{ total: number }>(`/${kind}/all?limit=1`)).total),
    );
    const upcoming = (await api<List<VillageEvent>>('/event/all?upcoming=1')).data;
    const { page } = await adminPage({ viewport: DESKTOP });
    // The totals stream in after the page (0 until then).
    const cards = async () =>
      (await page.locator('main ul').first().locator('li').allInnerTexts()).map((text) => text.split('\n').map((line) => line.trim()).filter(Boolean));
    await expect.poll(cards, { timeout: 10_000 }).toEqual([
      ['Wisata', String(totals[0])],
      ['Paket Wisata', String(totals[1])],
      ['Penginapan', String(totals[2])],
      ['Produk Desa', String(totals[3])],
      ['Artikel', String(totals[4])],
      ['Agenda Desa', String(totals[5])],
      ['Galeri', String(totals[6])],
    ]);
    await visible(page.locator('table'));
    const headers = await page.locator('table thead th').allInnerTexts();
    expect(headers.map((header) => header.trim().toLowerCase())).toEqual(['agenda', 'tanggal', 'waktu', 'tempat', 'harga', 'status']);
    const rows = page.locator('table tbody tr');
    expect(await rows.count()).toBe(upcoming.length);
    expect(upcoming.length).toBeGreaterThan(0);
    const first = upcoming[0];
    const cells = (await rows.first().locator('th, td').allInnerTexts()).map((cell) => cell.trim());
    expect(cells).toEqual([first.title, formatDate(first.date), formatTime(first.time), first.place, formatPrice(first.price), UI.upcoming]);
    expect(upcoming.map((event) => event.date)).toEqual([...upcoming.map((event) => event.date)].sort());
    expect(await page.locator('table').getByText(UI.upcoming, { exact: true }).count()).toBe(upcoming.length);
    if (upcoming.some((event) => !event.price)) expect(await page.locator('table').getByText('Gratis', { exact: true }).count()).toBeGreaterThan(0);
  });
});
