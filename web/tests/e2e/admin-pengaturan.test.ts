// Admin › Pengaturan: the Benefit and Fasilitas panels, validation, the option cycle (and the
// option showing up in the multi-select it feeds), and the refusal to delete an option in use.
import { OPTION_CATEGORIES, type Option } from '@desa/contract';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE } from '../support/browser';
import { api, deleteThroughDialog, dialog, expectErrors, expectToast, gone, openCreate, openEdit, shot, unique, visible } from '../support/admin';

const PAGE = '/admin/pengaturan';

describe('Pengaturan', () => {
  it('lists the options in a panel per category and validates with the spec messages', async ({ adminPage }) => {
    const options = await api<Option[]>('/setting/all');
    const { page } = await adminPage({ viewport: DESKTOP, at: PAGE });
    for (const category of OPTION_CATEGORIES) {
      const panel = page.getByRole('region', { name: category, exact: true });
      // An item's first line is the option's name (a badge may follow: "Belum ada versi Inggris").
      const names = (await panel.getByRole('listitem').allInnerTexts()).map((text) => text.trim().split('\n')[0].trim());
      expect(names).toEqual(options.filter((option) => option.category === category).map((option) => option.name));
    }
    await shot(page, 'admin-pengaturan-desktop-light');
    const modal = await openCreate(page, PAGE, 'Tambah', 'Tambah Opsi');
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expectErrors(modal, ['Judul tidak boleh kosong!', 'Caption tidak boleh kosong!']);
    await shot(page, 'admin-pengaturan-desktop-errors');
    await modal.getByLabel('Nama Opsi').fill('ab');
    await expectErrors(modal, ['Judul minimal harus 3 karakter!']);
    await modal.getByLabel('Nama Opsi').fill('n'.repeat(101));
    await expectErrors(modal, ['Judul maksimal 100 karakter!']);
  });

  it('adds an option that the tour form then offers, renames it, deletes it', async ({ adminPage }) => {
    const name = unique('Kolam Renang');
    const { page } = await adminPage({ viewport: PHONE, at: PAGE });
    const modal = await openCreate(page, PAGE, 'Tambah', 'Tambah Opsi');
    await modal.getByLabel('Nama Opsi').fill(name);
    await modal.getByLabel('Kategori').selectOption('Fasilitas');
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expectToast(page, 'Option berhasil ditambahkan!');
    await gone(modal);
    await visible(page.getByRole('region', { name: 'Fasilitas', exact: true }).getByText(name, { exact: true }));
    await shot(page, 'admin-pengaturan-phone-light');

    await page.goto('/admin/wisata?baru');
    const tourForm = dialog(page, 'Tambah Objek Wisata');
    await tourForm.getByRole('button', { name: 'Fasilitas', exact: true }).click();
    await visible(tourForm.getByRole('checkbox', { name }));

    await page.goto(PAGE);
    const edit = await openEdit(page, name, 'Edit Opsi');
    expect(await edit.getByLabel('Kategori').inputValue()).toBe('Fasilitas');
    await edit.getByLabel('Nama Opsi').fill(`${name} Air Panas`);
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Option berhasil diperbarui!');
    await visible(page.getByText(`${name} Air Panas`, { exact: true }));

    await deleteThroughDialog(page, `${name} Air Panas`, 'Hapus Opsi', 'Apakah Anda yakin ingin menghapus opsi ini?');
    await expectToast(page, 'Opsi berhasil dihapus!');
    await gone(page.getByText(`${name} Air Panas`, { exact: true }));
  });

  it('refuses to delete an option still in use, with the server message', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP, colorScheme: 'dark', at: PAGE });
    await shot(page, 'admin-pengaturan-desktop-dark');
    await page.getByRole('link', { name: 'Hapus Toilet', exact: true }).click();
    const confirm = dialog(page, 'Hapus Opsi');
    await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
    await visible(page.locator('[data-sonner-toast]', { hasText: 'Opsi "Toilet" masih dipakai oleh' }));
    await gone(confirm);
    await visible(page.getByRole('region', { name: 'Fasilitas', exact: true }).getByText('Toilet', { exact: true }));
    await shot(page, 'admin-pengaturan-desktop-dark-in-use');
  });
});
