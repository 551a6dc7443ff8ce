// A save on a bad connection loses nothing: cut off (offline, or its answer lost on the way
// back) it keeps the modal open with everything typed and the chosen image, says so in a
// toast, and a retry stores the record exactly once. A save stored just before the signal
// drops says so too, never a 500.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { UI, type GalleryPhoto as Photo, type List } from '@desa/contract';
import { PHONE } from '../support/browser';
import { api, deleteThroughApi, expectToast, gone, imageFile, openCreate, shot, toast, unique, visible } from '../support/admin';
import { STALL_MS } from '../../app/lib/form-sending';

async function photosTitled(title: string): Promise<Photo[]> {
  const list = await api<List<Photo>>(`/gallery/all?limit=100`);
  return list.data.filter((photo) => photo.title === title);
}

async function fillGalleryForm(page: Page, title: string): Promise<Locator> {
  const modal = await openCreate(page, '/admin/galeri', 'Tambah', 'Tambah Foto Galeri');
  await modal.getByLabel('Foto').setInputFiles(await imageFile('sawah.png', '#3a6'));
  await visible(modal.locator('[data-size-note]'));
  await modal.getByLabel('Judul').fill(title);
  await modal.getByLabel('Caption').fill('Tetap ada setelah putus');
  return modal;
}

async function expectFormKept(modal: Locator, title: string) {
  await visible(modal);
  expect(await modal.getByLabel('Judul').inputValue()).toBe(title);
  expect(await modal.getByLabel('Caption').inputValue()).toBe('Tetap ada setelah putus');
  expect(await modal.getByLabel('Foto').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('sawah.png');
  expect(await modal.getByRole('img', { name: 'Pratinjau gambar yang dipilih' }).getAttribute('src')).toMatch(/^blob:/);
  expect(await modal.getByRole('button', { name: 'Terbitkan', exact: true }).isEnabled()).toBe(true);
}

describe('a save on a bad connection', () => {
  it('offline keeps the modal with everything in it; back online, saving creates exactly one record', async ({ adminPage, token }) => {
    const title = unique('Foto Luring');
    const { context, page } = await adminPage({ viewport: PHONE });
    const modal = await fillGalleryForm(page, title);
    await context.setOffline(true);
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, UI.connectionLost);
    await expectFormKept(modal, title);
    await page.waitForTimeout(300);
    await expectFormKept(modal, title); // nothing reloaded behind it
    await context.setOffline(false);
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, 'Foto galeri berhasil ditambahkan!');
    await gone(modal);
    const stored = await photosTitled(title);
    expect(stored).toHaveLength(1);
    await deleteThroughApi('gallery', stored[0].id, token);
  });

  it('a save whose answer is lost keeps the form, and its retry does not store it twice', async ({ adminPage, token }) => {
    const title = unique('Foto Jawaban Hilang');
    const { page } = await adminPage({ viewport: PHONE, colorScheme: 'dark' });
    const modal = await fillGalleryForm(page, title);
    // The request reaches the server and is stored, but the connection drops before the answer.
    let reached = 0;
    await page.route('**/admin/galeri.data*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      reached += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, UI.connectionLost);
    await expectFormKept(modal, title);
    expect(reached).toBe(1);
    expect(await photosTitled(title)).toHaveLength(1);
    await page.unrouteAll({ behavior: 'wait' });
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, 'Foto galeri berhasil ditambahkan!');
    await gone(modal);
    const stored = await photosTitled(title);
    expect(stored).toHaveLength(1);
    await visible(page.locator('figure', { hasText: title }));
    await deleteThroughApi('gallery', stored[0].id, token);
  });

  it('a save that stalls (no byte back) is ended by the watchdog and reported the same way', async ({ adminPage, token }) => {
    const title = unique('Foto Macet');
    const { page } = await adminPage({ viewport: PHONE });
    // The page's clock, so the test can jump over the watchdog's wait instead of sitting through it.
    await page.clock.install();
    const modal = await fillGalleryForm(page, title);
    // The link stalls: the request leaves and nothing ever comes back, not even an error.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let stalled = () => {};
    const sent = new Promise<void>((resolve) => (stalled = resolve));
    await page.route('**/admin/galeri.data*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      stalled();
      await held;
      await route.abort('timedout').catch(() => {});
    });
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await sent;
    await page.clock.fastForward(STALL_MS - 1_000);
    expect(await toast(page, UI.connectionLost).count()).toBe(0); // not before its time
    await page.clock.fastForward(2_000);
    await visible(toast(page, UI.connectionLost).first());
    await expectFormKept(modal, title);
    expect(await photosTitled(title)).toHaveLength(0);
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, 'Foto galeri berhasil ditambahkan!');
    const stored = await photosTitled(title);
    expect(stored).toHaveLength(1);
    await deleteThroughApi('gallery', stored[0].id, token);
  });

  it('a save stored just before the signal drops says the connection is lost, not 500, and a reload shows the photo', async ({ adminPage, token }) => {
    const title = unique('Foto Sebelum Putus');
    const { context, page } = await adminPage({ viewport: PHONE });
    const modal = await fillGalleryForm(page, title);
    await page.route('**/admin/galeri.data*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      await context.setOffline(true); // the answer arrives; the list's reload after it cannot
      await route.fulfill({ response });
    });
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    const main = page.getByRole('main');
    await visible(main.getByRole('heading', { name: UI.connectionLost }).or(main.getByRole('alert').getByText(UI.connectionLost)).first());
    expect(await main.innerText()).not.toMatch(/\b500\b/);
    await shot(page, 'admin-offline-after-save-phone');
    expect(await photosTitled(title)).toHaveLength(1);
    await page.unrouteAll({ behavior: 'wait' });
    await context.setOffline(false);
    await main.getByRole('link', { name: /Coba lagi|Muat ulang/ }).click();
    await visible(page.locator('figure', { hasText: title }));
    const stored = await photosTitled(title);
    expect(stored).toHaveLength(1);
    await deleteThroughApi('gallery', stored[0].id, token);
  });
});
