// Admin › Objek Wisata: every validation message, the full cycle with an image (admin list,
// public detail page), and a failing save.
import type { Tour } from '@desa/contract';
import type { Locator } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE } from '../support/browser';
import { api, deleteThroughDialog, expectErrors, expectFailedSaveClosesModal, expectToast, gone, imageFile, openCreate, openEdit, recordIdOf, shot, unique, visible } from '../support/admin';

const PAGE = '/admin/wisata';

async function pick(modal: Locator, field: string, options: string[]) {
  await modal.getByRole('button', { name: field, exact: true }).click();
  for (const option of options) await modal.getByRole('group', { name: field }).getByRole('checkbox', { name: option }).check();
  await modal.getByRole('button', { name: field, exact: true }).click();
}

describe('Objek Wisata', () => {
  it('validates every field with the spec messages', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE, at: PAGE });
    const modal = await openCreate(page, PAGE, 'Tambah', 'Tambah Objek Wisata');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectErrors(modal, [
      'Thumbnail tidak boleh kosong!',
      'Judul tidak boleh kosong!',
      'Tentang tidak boleh kosong!',
      'Operasional minimal harus ada 1 untuk dipilih!',
      'Lokasi tidak boleh kosong!',
      'Jam mulai tidak boleh kosong!',
      'Jam selesai tidak boleh kosong!',
      'Fasilitas minimal harus ada 1 untuk dipilih!',
      'Harga tidak boleh kosong!',
    ]);
    await shot(page, 'admin-wisata-phone-errors');
    await modal.getByLabel('Tentang').fill('ab');
    await modal.getByLabel('Lokasi').fill('ab');
    await modal.getByLabel('Harga Tiket Masuk').fill('-5');
    await modal.getByLabel('Link Google Maps').fill('bukan tautan');
    await expectErrors(modal, [
      'Tentang minimal harus 3 karakter!',
      'Lokasi minimal harus 3 karakter!',
      'Harga tidak boleh negatif!',
      'Link peta harus berupa URL http(s) yang valid!',
    ]);
    await modal.getByLabel('Harga Tiket Masuk').fill('5000');
    await expectErrors(modal, ['Harga minimal adalah 10000!']);
    // Closing after opening: the end must come after the start.
    await modal.getByLabel('Thumbnail').setInputFiles(await imageFile());
    await modal.getByLabel('Nama Objek Wisata').fill('Curug Uji');
    await modal.getByLabel('Tentang').fill('Air terjun kecil');
    await modal.getByLabel('Lokasi').fill('Desa Sukamaju');
    await modal.getByLabel('Link Google Maps').fill('');
    await pick(modal, 'Hari Operasional', ['Senin']);
    await pick(modal, 'Fasilitas', ['Toilet']);
    await modal.getByLabel('Jam Mulai').fill('17:00');
    await modal.getByLabel('Jam Selesai').fill('08:00');
    await modal.getByLabel('Harga Tiket Masuk').fill('10000');
    await expectErrors(modal, ['Jam selesai harus lebih besar dari jam mulai!']);
    expect(await modal.getByLabel('Jam Mulai').getAttribute('min')).toBe('00:00');
    expect(await modal.getByLabel('Jam Mulai').getAttribute('max')).toBe('23:59');
  });

  it('creates with an image, shows it in the admin list and on its public page, edits it, deletes it', async ({ adminPage }) => {
    const title = unique('Curug Uji');
    const { page } = await adminPage({ viewport: DESKTOP, at: PAGE });
    await shot(page, 'admin-wisata-desktop-light');
    const modal = await openCreate(page, PAGE, 'Tambah', 'Tambah Objek Wisata');
    await modal.getByLabel('Thumbnail').setInputFiles(await imageFile('curug.png', '#27a'));
    await modal.getByLabel('Nama Objek Wisata').fill(title);
    await modal.getByLabel('Tentang').fill('Air terjun setinggi dua puluh meter di tengah hutan pinus.');
    await pick(modal, 'Hari Operasional', ['Sabtu', 'Senin', 'Minggu']);
    await modal.getByLabel('Lokasi').fill('Blok Cikahuripan, Desa Sukamaju');
    await modal.getByLabel('Jam Mulai').fill('07:30');
    await modal.getByLabel('Jam Selesai').fill('16:00');
    await pick(modal, 'Fasilitas', ['Toilet', 'Gazebo']);
    await modal.getByLabel('Link Google Maps').fill('<iframe src="https://www.google.com/maps?q=-7.3,107.8&output=embed"></iframe>');
    await modal.getByLabel('Harga Tiket Masuk').fill('15000');
    await shot(page, 'admin-wisata-desktop-create');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, 'Wisata berhasil ditambahkan!');
    await gone(modal);
    const card = page.locator('li', { has: page.getByRole('heading', { name: title }) });
    const text = await card.innerText();
    for (const expected of ['Senin, Sabtu, Minggu', 'Blok Cikahuripan, Desa Sukamaju', '07:30 - 16:00 WIB', 'Rp\u00A015.000']) expect(text).toContain(expected);
    const id = await recordIdOf(page, title);
    const stored = await api<Tour>(`/tour/${id}`);
    expect(stored).toMatchObject({ operational: 'Senin,Sabtu,Minggu', start: '07:30', end: '16:00', price: 15000, maps: 'https://www.google.com/maps?q=-7.3,107.8&output=embed' });
    expect(stored.facility.split(',').sort()).toEqual(['Gazebo', 'Toilet']);

    await page.goto(`/wisata/${id}`);
    await visible(page.getByRole('heading', { name: title }));

    await page.goto(PAGE);
    const edit = await openEdit(page, title, 'Edit Objek Wisata');
    expect(await edit.getByLabel('Jam Mulai').inputValue()).toBe('07:30');
    expect(await edit.getByRole('button', { name: 'Hapus Minggu' }).count()).toBe(1);
    await edit.getByRole('button', { name: 'Hapus Minggu' }).click();
    await edit.getByLabel('Harga Tiket Masuk').fill('20000');
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Wisata berhasil diperbarui!');
    const updated = await api<Tour>(`/tour/${id}`);
    expect(updated).toMatchObject({ operational: 'Senin,Sabtu', price: 20000, thumbnail: stored.thumbnail });

    await deleteThroughDialog(page, title, 'Hapus Objek Wisata', 'Apakah Anda yakin ingin menghapus objek wisata ini?');
    await expectToast(page, 'Wisata berhasil dihapus!');
    await gone(page.getByRole('heading', { name: title }));
  });

  it('a failing save closes the modal with the server message', async ({ adminPage, token }) => {
    const { page } = await adminPage({ viewport: PHONE, colorScheme: 'dark' });
    await expectFailedSaveClosesModal(page, token, {
      type: 'tour',
      fields: { title: unique('Wisata Hilang'), about: 'Sebentar lagi hilang', operational: 'Senin', location: 'Desa', start: '08:00', end: '17:00', facility: 'Toilet', price: '10000' },
      list: PAGE,
      editTitle: 'Edit Objek Wisata',
      message: 'Objek wisata tidak ditemukan',
      shotName: 'admin-wisata-phone-dark',
    });
  });
});
