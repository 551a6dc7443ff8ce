// A save on a bad connection loses nothing: cut off (offline, or its answer lost on the way
// back) it keeps the modal open with everything typed and the chosen image, says so in a
// toast, and a retry stores the record exactly once.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { UI } from '@desa/contract';
import { PHONE } from '../support/browser';
import { api, deleteThroughApi, expectToast, gone, imageFile, openCreate, toast, unique, visible } from '../support/admin';

type Photo = { id: string; title: string };

async function photosTitled(title: string): Promise<Photo[]> {
  const list = await api<{ data: Photo[] }>(`/gallery/all?limit=100`);
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
  expect(await modal.getByRole('button', { name: 'Simpan', exact: true }).isEnabled()).toBe(true);
}

describe('a save on a bad connection', () => {
  it('offline keeps the modal with everything in it; back online, saving creates exactly one record', async ({ adminPage, token }) => {
    const title = unique('Foto Luring');
    const { context, page } = await adminPage({ viewport: PHONE });
    const modal = await fillGalleryForm(page, title);
    await context.setOffline(true);
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expectToast(page, UI.connectionLost);
    await expectFormKept(modal, title);
    await page.waitForTimeout(300);
    await expectFormKept(modal, title); // nothing reloaded behind it
    await context.setOffline(false);
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
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
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expectToast(page, UI.connectionLost);
    await expectFormKept(modal, title);
    expect(reached).toBe(1);
    expect(await photosTitled(title)).toHaveLength(1);
    await page.unrouteAll({ behavior: 'wait' });
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expectToast(page, 'Foto galeri berhasil ditambahkan!');
    await gone(modal);
    const stored = await photosTitled(title);
    expect(stored).toHaveLength(1);
    await visible(page.locator('figure', { hasText: title }));
    await deleteThroughApi('gallery', stored[0].id, token);
  });

  it('a save slower than the link allows (Slow 3G, stalled) is reported the same way', { timeout: 120_000 }, async ({ adminPage, token }) => {
    const title = unique('Foto Macet');
    const { context, page } = await adminPage({ viewport: PHONE });
    const modal = await fillGalleryForm(page, title);
    const cdp = await context.newCDPSession(page);
    // The link dies mid-save: the request never completes.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 });
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: 0, uploadThroughput: 0 });
    // Chromium may keep the request hanging rather than failing it: then the stall watchdog (45 s) ends it.
    await visible(toast(page, UI.connectionLost).first(), 60_000);
    await expectFormKept(modal, title);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expectToast(page, 'Foto galeri berhasil ditambahkan!');
    const stored = await photosTitled(title);
    expect(stored).toHaveLength(1);
    await deleteThroughApi('gallery', stored[0].id, token);
  });
});
