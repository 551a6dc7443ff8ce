// Admin › Galeri: validation, the masonry (1 to 4 columns) with actions on hover, the full
// cycle with a photo onto the public site, and a failing save.
import type { GalleryPhoto as Photo } from '@desa/contract';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE } from '../support/browser';
import { api, deleteThroughDialog, expectErrors, expectFailedSaveClosesModal, expectToast, gone, imageFile, openCreate, openEdit, recordIdOf, shot, unique, visible } from '../support/admin';

const PAGE = '/admin/galeri';

describe('Galeri', () => {
  it('is titled Galeri, lays photos out in 1 to 4 columns, and validates with the spec messages', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE, at: PAGE });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Galeri');
    const masonry = page.getByRole('main').locator('ul').first();
    expect(await masonry.evaluate((list) => getComputedStyle(list).columnCount)).toBe('1');
    await shot(page, 'admin-galeri-phone-light');
    const modal = await openCreate(page, PAGE, 'Tambah', 'Tambah Foto Galeri');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectErrors(modal, ['Foto tidak boleh kosong!', 'Judul tidak boleh kosong!', 'Caption tidak boleh kosong!']);
    await shot(page, 'admin-galeri-phone-errors');
    await modal.getByLabel('Judul').fill('ab');
    await modal.getByLabel('Caption').fill('ab');
    await expectErrors(modal, ['Judul minimal harus 3 karakter!', 'Caption minimal harus 3 karakter!']);
    await modal.getByLabel('Caption').fill('c'.repeat(51));
    await expectErrors(modal, ['Caption maksimal 50 karakter!']);
    await page.setViewportSize(DESKTOP);
    await page.goBack();
    await gone(modal);
    expect(await masonry.evaluate((list) => getComputedStyle(list).columnCount)).toBe('4');
  });

  it('adds a photo, shows it with hover actions and on the public site, edits it, deletes it', async ({ adminPage }) => {
    const title = unique('Foto Uji');
    const { page } = await adminPage({ viewport: DESKTOP, at: PAGE });
    const modal = await openCreate(page, PAGE, 'Tambah', 'Tambah Foto Galeri');
    await modal.getByLabel('Foto').setInputFiles(await imageFile('foto.png', '#7a2'));
    await modal.getByLabel('Judul').fill(title);
    await modal.getByLabel('Caption').fill('Sawah di pagi hari');
    await shot(page, 'admin-galeri-desktop-create');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, 'Foto galeri berhasil ditambahkan!');
    await gone(modal);
    const tile = page.locator('figure', { hasText: title });
    const overlay = tile.locator('div').filter({ has: page.getByRole('link', { name: `Edit ${title}` }) }).first();
    expect(await overlay.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await tile.hover();
    await expect.poll(() => overlay.evaluate((element) => getComputedStyle(element).opacity), { timeout: 5_000 }).toBe('1');
    expect(await tile.innerText()).toContain('Sawah di pagi hari');
    await shot(page, 'admin-galeri-desktop-light');
    const id = await recordIdOf(page, title);
    const stored = await api<Photo>(`/gallery/${id}`);
    expect(stored.image).toMatch(/^http/);

    // Public: the gallery page (and the home page's newest four).
    const response = await page.goto('/galeri');
    if (response?.status() === 404) await page.goto('/');
    await visible(page.locator(`img[alt="${title}"]`).first());

    await page.goto(PAGE);
    const edit = await openEdit(page, title, 'Edit Foto Galeri');
    await edit.getByLabel('Caption').fill('Sawah berkabut di pagi hari');
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Galeri berhasil diperbarui!');
    expect(await api<Photo>(`/gallery/${id}`)).toMatchObject({ caption: 'Sawah berkabut di pagi hari', image: stored.image });

    await deleteThroughDialog(page, title, 'Hapus Foto Galeri', 'Apakah Anda yakin ingin menghapus foto galeri ini?');
    await expectToast(page, 'Foto galeri berhasil dihapus!');
    await gone(page.locator('figure', { hasText: title }));
  });

  it('a failing save closes the modal with the server message', async ({ adminPage, token }) => {
    const { page } = await adminPage({ viewport: PHONE, colorScheme: 'dark' });
    await expectFailedSaveClosesModal(page, token, {
      type: 'gallery',
      fields: { title: unique('Foto Hilang'), caption: 'Sebentar lagi hilang' },
      list: PAGE,
      editTitle: 'Edit Foto Galeri',
      message: 'Foto galeri tidak ditemukan',
      shotName: 'admin-galeri-phone-dark',
    });
  });
});
