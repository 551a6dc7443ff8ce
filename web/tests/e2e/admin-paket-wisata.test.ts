// Admin › Paket Wisata: the full cycle with an image, every validation message, failures,
// and the modal's URL, keyboard and focus behaviour (shared by every admin modal).
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { formatRupiah, type TourPackage as Package } from '@desa/contract';
import { DESKTOP, PHONE, SCREENSHOTS } from '../support/browser';
import { api, createThroughApi, deleteThroughApi, deleteThroughDialog, dialog, expectErrors, expectToast, fakePng, gone, hugePng, imageFile, openCreate, openEdit, recordIdOf, shot, textFile, unique, visible } from '../support/admin';

const PAGE = '/admin/paket-wisata';

describe('Paket Wisata', () => {
  it('shows the list, validates every field with the spec messages, and keeps the modal open on errors', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE, at: PAGE });
    await visible(page.getByRole('heading', { level: 1, name: 'Paket Wisata' }));
    await shot(page, 'admin-paket-wisata-phone-light');
    const modal = await openCreate(page, PAGE, 'Buat', 'Buat Paket Wisata');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectErrors(modal, [
      'Thumbnail tidak boleh kosong!',
      'Judul tidak boleh kosong!',
      'Harga tidak boleh kosong!',
      'Benefit minimal harus ada 1 untuk dipilih!',
    ]);
    await shot(page, 'admin-paket-wisata-phone-errors');
    // Re-validated on every input from now on.
    await modal.getByLabel('Nama Paket Wisata').fill('ab');
    await expectErrors(modal, ['Judul minimal harus 3 karakter!']);
    await modal.getByLabel('Nama Paket Wisata').fill('x'.repeat(101));
    await expectErrors(modal, ['Judul maksimal 100 karakter!']);
    await modal.getByLabel('Harga Paket Wisata').fill('1e5');
    await expectErrors(modal, ['Harga harus berupa angka!']);
    await modal.getByLabel('Harga Paket Wisata').fill('9000');
    await expectErrors(modal, ['Harga minimal adalah 10000!']);
    await modal.getByLabel('Thumbnail').setInputFiles(textFile());
    await expectErrors(modal, ['Format gambar tidak didukung']);
    await modal.getByLabel('Thumbnail').setInputFiles(hugePng());
    await expectErrors(modal, ['Ukuran gambar maksimal 5 MB']);
    await modal.getByRole('button', { name: 'Benefit', exact: true }).click();
    await modal.getByRole('checkbox', { name: 'Suvenir' }).check();
    await gone(modal.getByText('Benefit minimal harus ada 1 untuk dipilih!', { exact: true }));
    // The dropdown is capped at 15rem and scrolls.
    const panel = modal.getByRole('group', { name: 'Benefit' });
    expect(await panel.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('240px');
    expect(page.url()).toContain('?baru');
  });

  it('the API\'s own field errors (an image that is not one) show under the field', async ({ adminPage }) => {
    const { page } = await adminPage({ at: PAGE });
    const modal = await openCreate(page, PAGE, 'Buat', 'Buat Paket Wisata');
    await modal.getByLabel('Thumbnail').setInputFiles(fakePng());
    await modal.getByLabel('Nama Paket Wisata').fill('Paket Gambar Palsu');
    await modal.getByLabel('Harga Paket Wisata').fill('20000');
    await modal.getByRole('button', { name: 'Benefit', exact: true }).click();
    await modal.getByRole('checkbox', { name: 'Suvenir' }).check();
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectErrors(modal, ['Format gambar tidak didukung']);
    expect(page.url()).toContain('?baru');
    await shot(page, 'admin-paket-wisata-desktop-api-error');
  });

  it('creates with an image, shows it in the list and on the home page, edits it keeping the image, deletes it', async ({ adminPage }) => {
    const title = unique('Paket Uji');
    const { page } = await adminPage({ viewport: DESKTOP, at: PAGE });
    const modal = await openCreate(page, PAGE, 'Buat', 'Buat Paket Wisata');
    await modal.getByLabel('Thumbnail').setInputFiles(await imageFile());
    await visible(modal.getByRole('img', { name: 'Pratinjau gambar yang dipilih' }));
    await modal.getByLabel('Nama Paket Wisata').fill(title);
    await modal.getByLabel('Harga Paket Wisata').fill('25000');
    await modal.getByRole('button', { name: 'Benefit', exact: true }).click();
    await modal.getByRole('checkbox', { name: 'Air Mineral' }).check();
    await modal.getByRole('checkbox', { name: 'Dokumentasi' }).check();
    await shot(page, 'admin-paket-wisata-desktop-create');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, 'Paket wisata berhasil ditambahkan!');
    await gone(modal);
    expect(new URL(page.url()).search).toBe('');
    const card = page.locator('li', { has: page.getByRole('heading', { name: title }) });
    await visible(card);
    expect(await card.innerText()).toContain(formatRupiah(25000));
    expect((await card.getByRole('listitem').allInnerTexts()).sort()).toEqual(['Air Mineral', 'Dokumentasi']);
    const id = await recordIdOf(page, title);
    const stored = await api<Package>(`/package/${id}`);
    expect(stored).toMatchObject({ title, price: 25000 });
    expect(stored.benefit.split(',').sort()).toEqual(['Air Mineral', 'Dokumentasi']);
    expect(stored.thumbnail).toMatch(/^http/);
    await shot(page, 'admin-paket-wisata-desktop-light');

    // Public: the home page lists the newest packages.
    await page.goto('/');
    await visible(page.getByText(title).first());

    await page.goto(PAGE);
    const edit = await openEdit(page, title, 'Edit Paket Wisata');
    expect(await edit.getByLabel('Nama Paket Wisata').inputValue()).toBe(title);
    expect(await edit.getByLabel('Harga Paket Wisata').inputValue()).toBe('25.000');
    await visible(edit.getByRole('img', { name: 'Gambar saat ini' }));
    await edit.getByLabel('Nama Paket Wisata').fill(`${title} Baru`);
    await edit.getByLabel('Harga Paket Wisata').fill('30000');
    await edit.getByRole('button', { name: 'Hapus Dokumentasi' }).click();
    await shot(page, 'admin-paket-wisata-desktop-edit');
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Paket berhasil diperbarui!');
    await gone(edit);
    const updated = await api<Package>(`/package/${id}`);
    expect(updated).toMatchObject({ title: `${title} Baru`, price: 30000, benefit: 'Air Mineral' });
    expect(updated.thumbnail).toBe(stored.thumbnail);

    await deleteThroughDialog(page, `${title} Baru`, 'Hapus Paket Wisata', 'Apakah Anda yakin ingin menghapus paket wisata ini?');
    await expectToast(page, 'Paket wisata berhasil dihapus!');
    await gone(page.getByRole('heading', { name: `${title} Baru` }));
    await expect(api(`/package/${id}`)).rejects.toThrow(/404/);
  });

  it('a failing save closes the modal with the server message; a failing delete shows it too', async ({ adminPage, token }) => {
    const saved = await createThroughApi<Package>('package', { title: unique('Paket Hilang'), price: '15000', benefit: 'Suvenir' }, token);
    const deleted = await createThroughApi<Package>('package', { title: unique('Paket Terhapus'), price: '15000', benefit: 'Suvenir' }, token);
    const { page } = await adminPage({ colorScheme: 'dark', at: PAGE });
    // Someone else deletes the record while this admin edits it.
    const edit = await openEdit(page, saved.title, 'Edit Paket Wisata');
    await deleteThroughApi('package', saved.id, token);
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Paket wisata tidak ditemukan');
    await gone(edit);
    expect(new URL(page.url()).search).toBe('');
    await shot(page, 'admin-paket-wisata-desktop-dark-save-failed');

    await page.getByRole('link', { name: `Hapus ${deleted.title}`, exact: true }).click();
    const confirm = dialog(page, 'Hapus Paket Wisata');
    await visible(confirm);
    await deleteThroughApi('package', deleted.id, token);
    await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
    await expectToast(page, 'Paket wisata tidak ditemukan');
    await gone(confirm);
  });

  it('keeps the modal in the URL: a link opens it, back/Escape/backdrop close it, focus returns', async ({ adminPage, token }) => {
    const record = await createThroughApi<Package>('package', { title: unique('Paket Tautan'), price: '12000', benefit: 'Suvenir' }, token);
    const { page } = await adminPage({ at: PAGE });
    const create = page.getByRole('main').getByRole('link', { name: 'Buat', exact: true });
    await create.click();
    const modal = dialog(page, 'Buat Paket Wisata');
    await visible(modal);
    expect(new URL(page.url()).search).toBe('?baru');
    // Focus is trapped: it starts inside, Tab stays inside, and the page behind cannot take it.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    expect(
      await create.evaluate((link: HTMLElement) => {
        link.focus();
        return document.activeElement === link;
      }),
    ).toBe(false);
    await page.goBack();
    await gone(modal);
    expect(new URL(page.url()).search).toBe('');

    await create.click();
    await visible(modal);
    await page.keyboard.press('Escape');
    await gone(modal);
    await expect.poll(() => create.evaluate((link) => link === document.activeElement), { timeout: 5_000 }).toBe(true);

    await create.click();
    await visible(modal);
    await page.mouse.click(5, 5); // the backdrop
    await gone(modal);

    // A shared link opens the edit modal straight away; an unknown id says so.
    await page.goto(`${PAGE}?ubah=${record.id}`);
    const edit = dialog(page, 'Edit Paket Wisata');
    await visible(edit);
    expect(await edit.getByLabel('Nama Paket Wisata').inputValue()).toBe(record.title);
    await edit.getByRole('button', { name: 'Batal' }).click();
    await gone(edit);
    expect(new URL(page.url()).search).toBe('');
    await page.goto(`${PAGE}?ubah=tidak-ada`);
    await expectToast(page, 'Paket wisata tidak ditemukan');
    expect(new URL(page.url()).search).toBe('');
    await deleteThroughApi('package', record.id, token);
  });

  // Screenshots only, for a person to look at (npm run screenshots).
  it.runIf(SCREENSHOTS)('looks right on a phone in the dark and on a laptop', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE, colorScheme: 'dark', at: PAGE });
    await shot(page, 'admin-paket-wisata-phone-dark');
    const first = await page.getByRole('main').getByRole('heading', { level: 2 }).first().innerText();
    await page.getByRole('link', { name: `Hapus ${first}`, exact: true }).click();
    await visible(dialog(page, 'Hapus Paket Wisata'));
    await shot(page, 'admin-paket-wisata-phone-dark-delete');
  });
});
