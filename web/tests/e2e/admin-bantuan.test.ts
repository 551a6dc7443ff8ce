// Admin › Bantuan: the village admin's guide, from the sidebar's Lainnya group, with its pictures.
import { describe, expect } from 'vitest';
import { gone, shot, toast, visible } from '../support/admin';
import { DESKTOP, PHONE, SCREENSHOTS } from '../support/browser';
import { it } from '../support/fixtures';

describe('Bantuan', () => {
  it('opens the guide from the sidebar, with every section and every screenshot', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE });
    // On a phone the sign-in toast covers the menu button, and a pointer resting on a toast keeps it open.
    await gone(toast(page, 'Berhasil login!'));
    await page.getByRole('button', { name: 'Buka atau tutup sidebar' }).click();
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Bantuan' }).click();
    await page.waitForURL(/\/admin\/bantuan$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Bantuan' }));
    const sections = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(sections).toEqual(expect.arrayContaining(['Menambah objek wisata', 'Paket wisata', 'Agenda desa', 'Artikel', 'Foto galeri', 'Versi bahasa Inggris', 'Profil desa']));
    const images = page.getByRole('article').getByRole('img');
    expect(await images.count()).toBeGreaterThanOrEqual(10);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(390);
      expect(await image.getAttribute('alt')).toBeTruthy();
    }
    await shot(page, 'admin-bantuan-phone');
  });

  it.runIf(SCREENSHOTS)('looks right on a desktop in the dark theme', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP, colorScheme: 'dark', at: '/admin/bantuan' });
    await shot(page, 'admin-bantuan-desktop-dark');
  });
});
