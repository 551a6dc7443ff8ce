// Admin › Agenda Desa: validation, the day picker (no day before today in Jakarta), the full
// cycle onto the dashboard and the public page, and a failing save.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { addDays, formatDate, formatDateWithDay, todayInJakarta, type VillageEvent } from '@desa/contract';
import { DESKTOP, PHONE } from '../support/browser';
import { api, deleteThroughDialog, expectErrors, expectFailedSaveClosesModal, expectToast, gone, imageFile, openCreate, openEdit, recordIdOf, shot, unique, visible } from '../support/admin';

const PAGE = '/admin/agenda-desa';

/** Opens the picker and clicks `day` ('YYYY-MM-DD'), paging forward through months as needed. */
async function pickDate(page: Page, modal: Locator, day: string) {
  await modal.getByRole('button', { name: 'Tanggal', exact: true }).click();
  const cell = modal.locator(`td[data-day="${day}"] button`);
  for (let month = 0; month < 3 && !(await cell.count()); month += 1) {
    await modal.getByRole('button', { name: 'Ke bulan berikutnya' }).click();
  }
  await cell.click();
  await gone(modal.locator('.rdp-root'));
}

describe('Agenda Desa', () => {
  it('validates every field with the spec messages, and the picker offers no day before today', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE, at: PAGE });
    const modal = await openCreate(page, PAGE, 'Buat', 'Buat Agenda Desa');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectErrors(modal, [
      'Thumbnail tidak boleh kosong!',
      'Judul tidak boleh kosong!',
      'Deskripsi tidak boleh kosong!',
      'Tanggal harus dalam format YYYY-MM-DD dan tidak boleh di masa lalu!',
      'Waktu harus diisi',
      'Tempat tidak boleh kosong!',
    ]);
    await shot(page, 'admin-agenda-desa-phone-errors');
    await modal.getByLabel('Judul Agenda').fill('ab');
    await modal.getByLabel('Deskripsi').fill('ab');
    await modal.getByLabel('Tempat').fill('ab');
    await modal.getByLabel('Harga Tiket').fill('-1');
    await expectErrors(modal, ['Judul minimal harus 3 karakter!', 'Deskripsi minimal harus 3 karakter!', 'Tempat minimal harus 3 karakter!', 'Harga minimal adalah 0!']);
    expect(await modal.getByLabel('Waktu').getAttribute('min')).toBe('00:00');
    expect(await modal.getByLabel('Waktu').getAttribute('max')).toBe('23:59');

    const today = todayInJakarta();
    await modal.getByRole('button', { name: 'Tanggal', exact: true }).click();
    await visible(modal.locator('.rdp-root'));
    await shot(page, 'admin-agenda-desa-phone-picker');
    const days = await modal.locator('td[data-day]:has(button)').evaluateAll((cells) =>
      cells.map((cell) => [cell.getAttribute('data-day')!, Boolean(cell.querySelector('button')?.disabled)] as const),
    );
    for (const [day, disabled] of days) expect(disabled, day).toBe(day < today);
    await modal.locator(`td[data-day="${today}"] button`).click();
    await visible(modal.getByRole('button', { name: 'Tanggal', exact: true }).getByText(formatDateWithDay(today)));
    await gone(modal.getByText('Tanggal harus dalam format YYYY-MM-DD dan tidak boleh di masa lalu!', { exact: true }));
    expect(await modal.locator('input[name="date"]').inputValue()).toBe(today);
  });

  it('creates a free event with an image, lists it, shows it on the dashboard and its public page, edits, deletes', async ({ adminPage }) => {
    const title = unique('Festival Uji');
    const day = addDays(todayInJakarta(), 5);
    const { page } = await adminPage({ viewport: DESKTOP, at: PAGE });
    const modal = await openCreate(page, PAGE, 'Buat', 'Buat Agenda Desa');
    await modal.getByLabel('Thumbnail').setInputFiles(await imageFile('agenda.png', '#a27'));
    await modal.getByLabel('Judul Agenda').fill(title);
    await modal.getByLabel('Deskripsi').fill('Perayaan panen bersama warga dengan kesenian dan pasar rakyat.');
    await pickDate(page, modal, day);
    await modal.getByLabel('Waktu').fill('19:30');
    await modal.getByLabel('Tempat').fill('Balai Desa Sukamaju');
    await shot(page, 'admin-agenda-desa-desktop-create');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, 'Agenda berhasil ditambahkan!');
    await gone(modal);
    const card = page.locator('li', { has: page.getByRole('heading', { name: title }) });
    const text = await card.innerText();
    for (const expected of [formatDate(day), '19:30 WIB', 'Balai Desa Sukamaju', 'Gratis']) expect(text).toContain(expected);
    const id = await recordIdOf(page, title);
    expect(await api<VillageEvent>(`/event/${id}`)).toMatchObject({ date: day, time: '19:30', price: 0 });
    await shot(page, 'admin-agenda-desa-desktop-light');

    await page.goto('/admin');
    const row = page.locator('table tbody tr', { hasText: title });
    expect((await row.locator('th, td').allInnerTexts()).map((cell) => cell.trim())).toEqual([
      title,
      formatDate(day),
      '19:30 WIB',
      'Balai Desa Sukamaju',
      'Gratis',
      'Segera datang',
    ]);
    await page.goto(`/agenda/${id}`);
    await visible(page.getByRole('heading', { name: title }));

    await page.goto(PAGE);
    const edit = await openEdit(page, title, 'Edit Agenda Desa');
    expect(await edit.locator('input[name="date"]').inputValue()).toBe(day);
    await edit.getByLabel('Harga Tiket').fill('5000');
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Agenda berhasil diperbarui!');
    await visible(page.locator('li', { has: page.getByRole('heading', { name: title }) }).getByText('Rp 5.000'));

    await deleteThroughDialog(page, title, 'Hapus Agenda Desa', 'Apakah Anda yakin ingin menghapus agenda desa ini?');
    await expectToast(page, 'Agenda berhasil dihapus!');
    await gone(page.getByRole('heading', { name: title }));
  });

  it('a failing save closes the modal with the server message', async ({ adminPage, token }) => {
    const { page } = await adminPage({ viewport: PHONE, colorScheme: 'dark' });
    await expectFailedSaveClosesModal(page, token, {
      type: 'event',
      fields: { title: unique('Agenda Hilang'), description: 'Sebentar lagi hilang', date: addDays(todayInJakarta(), 2), time: '08:00', place: 'Lapangan', price: '0' },
      list: PAGE,
      editTitle: 'Edit Agenda Desa',
      message: 'Agenda tidak ditemukan',
      shotName: 'admin-agenda-desa-phone-dark',
    });
  });
});
