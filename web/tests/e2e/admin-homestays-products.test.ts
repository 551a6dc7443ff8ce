// Admin › Penginapan and Produk Desa (issue 24): the menu and the dashboard's seven cards, a
// homestay created with three photos through its modal, reordered with the keyboard buttons
// (and by dragging), one removed, each time in the order the API then returns; the form without
// JavaScript (the stored photos as ticked checkboxes, a plain file input); a product with its
// category select and the photo limit; Pengaturan's two new categories; and axe on both pages
// with a modal open, in both themes, at 375 and 1280 px.
import {
  CONTENT_TYPE_MODULES,
  CONTENT_TYPES,
  ENTITY_TEXT,
  OPTION_CATEGORIES,
  PHOTOS,
  PRODUCT,
  type Homestay,
  type Product,
} from '@desa/contract';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, waitForHydration } from '../support/browser';
import { adminToken, api, dialog, expectErrors, expectToast, gone, openCreate, openEdit, png, recordIdOf, shot, unique, visible } from '../support/admin';
import { smallTargets } from '../support/admin-a11y';
import { VIEWPORTS, animationsSettled, expectAccessibleInBothThemes, switchTheme } from '../support/public';
import { webSessionCookie } from '../support/sign-in';
import { CMS_URL, WEB_URL } from '../support/stack';

const HOMESTAYS = '/admin/penginapan';
const PRODUCTS = '/admin/produk';
const MAX_HOMESTAY_PHOTOS = CONTENT_TYPE_MODULES.homestay.photos.max;
const MAX_PRODUCT_PHOTOS = CONTENT_TYPE_MODULES.product.photos.max;

/** Photos told apart by their width once stored: 40, 80, 120… px. */
async function photoFile(index: number) {
  const colours = ['#c33', '#33c', '#3a3', '#cc3', '#3cc', '#c3c', '#888', '#333'];
  const width = 40 * (index + 1);
  return { name: `foto-${index + 1}.png`, mimeType: 'image/png', buffer: await png(colours[index % colours.length], width, Math.round(width * 0.75)) };
}
const photoFiles = (count: number) => Promise.all(Array.from({ length: count }, (_, index) => photoFile(index)));

/** The widths of a record's stored photos, in its order. */
async function storedWidths(record: { photos: string[] }): Promise<Array<number | undefined>> {
  return Promise.all(
    record.photos.map(async (url) => (await sharp(Buffer.from(await (await fetch(new URL(url, CMS_URL))).arrayBuffer())).metadata()).width),
  );
}

async function newOption(token: string, name: string, category: (typeof OPTION_CATEGORIES)[number]) {
  await api('/setting/create', { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, category }) });
}

/** A record with several photos, straight through the CMS (`files` repeated, in order). */
async function createWithPhotos<T>(kind: 'homestay' | 'product', fields: Record<string, string>, count: number, token: string): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of await photoFiles(count)) body.append('files', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  return (await api<{ data: T }>(`/${kind}/create`, { method: 'POST', body, token })).data;
}

const homestayFields = (title: string, facility: string) => ({
  title,
  description: '<p>Rumah panggung di tepi sawah, sarapan dari dapur tuan rumah.</p>',
  host: 'Bu Tini',
  location: 'Dusun Kali, Desa Sukamaju',
  rooms: '2',
  guests_per_room: '3',
  price: '250000',
  facility,
  check_in: '14:00',
  check_out: '12:00',
});

const productFields = (title: string, category: string) => ({
  title,
  description: 'Keripik singkong pedas buatan ibu-ibu PKK.',
  category,
  price: '15000',
  unit: 'per bungkus',
  producer: 'Kelompok PKK Mawar',
  availability: 'Tersedia',
});

async function pick(modal: Locator, field: string, options: string[]) {
  await modal.getByRole('button', { name: field, exact: true }).click();
  for (const option of options) await modal.getByRole('group', { name: field }).getByRole('checkbox', { name: option }).check();
  await modal.getByRole('button', { name: field, exact: true }).click();
}

/** The photo field's thumbnails, in the order shown. */
const photoItems = (modal: Locator) => modal.locator('li[data-photo]');
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

/** Presses a photo's button from the keyboard, as a person tabbing to it does. */
async function pressButton(modal: Locator, name: string) {
  await modal.getByRole('button', { name, exact: true }).focus();
  await modal.page().keyboard.press('Enter');
}

/** Opens `path` and waits until React runs it and its transitions end. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await animationsSettled(page);
}

let token: string;
let facility: string;
let category: string;
const created: Array<{ kind: 'homestay' | 'product'; id: string }> = [];

beforeAll(async () => {
  token = await adminToken();
  facility = unique('Sarapan Uji');
  category = unique('Camilan Uji');
  await newOption(token, facility, 'Fasilitas Penginapan');
  await newOption(token, category, 'Kategori Produk');
});

afterAll(async () => {
  for (const { kind, id } of created) await api(`/${kind}/delete/${id}`, { method: 'DELETE', token }).catch(() => undefined);
});

describe('menu and dashboard', () => {
  it('lists Penginapan and Produk Desa in the Menu group; the dashboard has seven cards, one row at 1280 px, wrapping at 375 px', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP });
    const nav = page.getByRole('navigation', { name: 'Menu admin' });
    const links = await nav.locator('h2:has-text("Menu") + ul a').evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent?.trim(), anchor.getAttribute('href')]));
    expect(links).toContainEqual(['Penginapan', HOMESTAYS]);
    expect(links).toContainEqual([CONTENT_TYPES.product.admin.label, PRODUCTS]);
    expect(links.findIndex(([, href]) => href === HOMESTAYS)).toBe(links.findIndex(([, href]) => href === '/admin/paket-wisata') + 1);

    const cards = page.getByRole('main').locator('ul').first().locator(':scope > li');
    const tops = async () => cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(await cards.count()).toBe(7);
    expect(new Set(await tops()).size).toBe(1);
    expect(await cards.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('Penginapan'), expect.stringContaining('Produk Desa')]));
    await shot(page, 'admin-dashboard-seven-desktop');

    await page.setViewportSize(PHONE);
    await expect.poll(async () => new Set(await tops()).size).toBe(4);
    // Nothing spills out sideways, once the sidebar's margin has slid away.
    await animationsSettled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'admin-dashboard-seven-phone');
  });
});

describe('Penginapan', () => {
  it('creates a homestay with three photos, reorders them from the keyboard, reorders and removes them on edit; the API keeps each order', { timeout: 120_000 }, async ({ adminPage }) => {
    const title = unique('Omah Kali');
    const { page } = await adminPage({ viewport: DESKTOP, at: HOMESTAYS });
    const modal = await openCreate(page, HOMESTAYS, 'Tambah', 'Tambah Penginapan');
    await visible(modal.getByText(`0 dari ${MAX_HOMESTAY_PHOTOS} foto`, { exact: true }));

    // Three at once; each is shown in the order picked, the first the main photo.
    await modal.getByLabel('Tambah foto').setInputFiles(await photoFiles(3));
    await visible(modal.getByText(`3 dari ${MAX_HOMESTAY_PHOTOS} foto`, { exact: true }));
    await expect.poll(() => photoItems(modal).count()).toBe(3);
    await visible(photoItems(modal).first().getByText('Foto utama', { exact: true }));
    await expect.poll(() => modal.getByText('Memperkecil…').count()).toBe(0);
    expect(await modal.getByRole('status').filter({ hasText: '3 foto ditambahkan' }).count()).toBe(1);
    expect(await modal.getByRole('button', { name: 'Geser foto 1 ke kiri' }).isDisabled()).toBe(true);
    expect(await modal.getByRole('button', { name: 'Geser foto 3 ke kanan' }).isDisabled()).toBe(true);

    // Photo 3 to the front, from the keyboard: the focus follows it.
    await pressButton(modal, 'Geser foto 3 ke kiri');
    expect(await focusedLabel(page)).toBe('Geser foto 2 ke kiri');
    await page.keyboard.press('Enter');
    expect(await focusedLabel(page)).toBe('Geser foto 1 ke kanan');
    await visible(modal.getByRole('status').filter({ hasText: 'Foto 2 dipindah ke posisi 1 dari 3. Foto ini sekarang foto utama.' }));

    await modal.getByLabel('Nama Penginapan').fill(title);
    await modal.getByRole('textbox', { name: 'Deskripsi' }).click();
    await page.keyboard.type('Rumah panggung di tepi sawah.');
    await modal.getByLabel('Nama Pemilik').fill('Bu Tini');
    await modal.getByLabel('Lokasi').fill('Dusun Kali, Desa Sukamaju');
    await modal.getByLabel('Jumlah Kamar').fill('2');
    await modal.getByLabel('Tamu per Kamar').fill('3');
    await modal.getByLabel('Harga per Kamar per Malam').fill('250000');
    await pick(modal, 'Fasilitas', [facility]);
    await modal.getByLabel('Jam Check-in').fill('14:00');
    await modal.getByLabel('Jam Check-out').fill('12:00');
    await shot(page, 'admin-penginapan-desktop-create');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, ENTITY_TEXT.homestay.created);
    await gone(modal);

    const id = await recordIdOf(page, title);
    created.push({ kind: 'homestay', id });
    const stored = await api<Homestay>(`/homestay/${id}?status=all`, { token });
    expect(stored).toMatchObject({ title, host: 'Bu Tini', rooms: 2, guests_per_room: 3, price: 250000, facility, check_in: '14:00', check_out: '12:00', host_phone: null });
    expect(stored.description).toContain('Rumah panggung di tepi sawah.');
    expect(await storedWidths(stored)).toEqual([120, 40, 80]);
    expect(stored.thumbnail).toBe(stored.photos[0]);
    // The card shows the first photo.
    const card = page.locator('li', { has: page.getByRole('heading', { name: title }) });
    await visible(card.getByText('3 foto', { exact: true }));
    expect(await card.getByRole('img', { name: title }).count()).toBe(1);

    // Edit: the stored photos in their order; the first goes one to the right.
    let edit = await openEdit(page, title, 'Edit Penginapan');
    await expect.poll(() => photoItems(edit).count()).toBe(3);
    await visible(edit.getByText(`3 dari ${MAX_HOMESTAY_PHOTOS} foto`, { exact: true }));
    await pressButton(edit, 'Geser foto 1 ke kanan');
    expect(await focusedLabel(page)).toBe('Geser foto 2 ke kanan');
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, ENTITY_TEXT.homestay.updated);
    await gone(edit);
    const [first, second, third] = stored.photo_ids;
    const reordered = await api<Homestay>(`/homestay/${id}?status=all`, { token });
    expect(reordered.photo_ids).toEqual([second, first, third]);

    // By dragging: the last photo dropped on the first.
    edit = await openEdit(page, title, 'Edit Penginapan');
    await expect.poll(() => photoItems(edit).count()).toBe(3);
    await photoItems(edit).nth(2).dragTo(photoItems(edit).nth(0));
    await visible(edit.getByRole('status').filter({ hasText: 'Foto 3 dipindah ke posisi 1 dari 3.' }));
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, ENTITY_TEXT.homestay.updated);
    await gone(edit);
    expect((await api<Homestay>(`/homestay/${id}?status=all`, { token })).photo_ids).toEqual([third, second, first]);

    // Remove the second: the count and the announcement say so, the focus stays in the list.
    edit = await openEdit(page, title, 'Edit Penginapan');
    await expect.poll(() => photoItems(edit).count()).toBe(3);
    await pressButton(edit, 'Hapus foto 2');
    await visible(edit.getByText(`2 dari ${MAX_HOMESTAY_PHOTOS} foto`, { exact: true }));
    await visible(edit.getByRole('status').filter({ hasText: `Foto 2 dihapus. 2 dari ${MAX_HOMESTAY_PHOTOS} foto.` }));
    expect(await focusedLabel(page)).toBe('Hapus foto 2');
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, ENTITY_TEXT.homestay.updated);
    await gone(edit);
    const removed = await api<Homestay>(`/homestay/${id}?status=all`, { token });
    expect(removed.photo_ids).toEqual([third, first]);
    expect(await storedWidths(removed)).toEqual([80, 120]);

    // None left: refused in the browser, with the contract's message.
    edit = await openEdit(page, title, 'Edit Penginapan');
    await expect.poll(() => photoItems(edit).count()).toBe(2);
    await pressButton(edit, 'Hapus foto 2');
    await pressButton(edit, 'Hapus foto 1');
    expect(await focusedLabel(page)).toBeNull(); // the file input (named by its label)
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file');
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectErrors(edit, [PHOTOS.required]);
    await edit.getByLabel('Tambah foto').setInputFiles([await photoFile(4)]);
    await gone(edit.getByText(PHOTOS.required, { exact: true }));
  });

  it('without JavaScript: the stored photos are ticked checkboxes and new ones a plain file input; the action keeps the ticked ones and adds the new', async () => {
    const homestay = await createWithPhotos<Homestay>('homestay', homestayFields(unique('Omah Tanpa Skrip'), facility), 3, token);
    created.push({ kind: 'homestay', id: homestay.id });
    const cookie = await webSessionCookie(WEB_URL);
    const html = await (await fetch(`${WEB_URL}${HOMESTAYS}?ubah=${homestay.id}`, { headers: { cookie } })).text();
    const inputs = html.match(/<input [^>]*>/g) ?? [];
    const withAll = (...attributes: string[]) => inputs.filter((tag) => attributes.every((attribute) => tag.includes(attribute)));
    for (const photoId of homestay.photo_ids) expect(withAll('type="checkbox"', 'name="photos_keep"', `value="${photoId}"`, 'checked=""')).toHaveLength(1);
    expect(withAll('type="file"', 'name="files"', 'multiple=""')).toHaveLength(1);

    // The form as the browser posts it: the second photo unticked, one new file.
    const body = new FormData();
    body.append('intent', 'update');
    body.append('id', homestay.id);
    for (const [name, value] of Object.entries(homestayFields(homestay.title, facility))) body.append(name, value);
    body.append('status', '');
    body.append('photos', '3');
    body.append('photos_keep', '');
    body.append('photos_keep', homestay.photo_ids[0]);
    body.append('photos_keep', homestay.photo_ids[2]);
    const extra = await photoFile(4);
    body.append('files', new Blob([new Uint8Array(extra.buffer)], { type: extra.mimeType }), extra.name);
    const answer = await fetch(`${WEB_URL}${HOMESTAYS}?ubah=${homestay.id}`, { method: 'POST', body, headers: { cookie }, redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(HOMESTAYS);
    const saved = await api<Homestay>(`/homestay/${homestay.id}?status=all`, { token });
    expect(saved.photo_ids.slice(0, 2)).toEqual([homestay.photo_ids[0], homestay.photo_ids[2]]);
    expect(await storedWidths(saved)).toEqual([40, 120, 200]);

    // Nothing ticked and no file: refused under the photos, with the stored photos untouched.
    const none = new FormData();
    none.append('intent', 'update');
    none.append('id', homestay.id);
    for (const [name, value] of Object.entries(homestayFields(homestay.title, facility))) none.append(name, value);
    none.append('photos_keep', '');
    none.append('files', new Blob([]), '');
    const refused = await fetch(`${WEB_URL}${HOMESTAYS}?ubah=${homestay.id}`, { method: 'POST', body: none, headers: { cookie }, redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(PHOTOS.required);
    expect((await api<Homestay>(`/homestay/${homestay.id}?status=all`, { token })).photo_ids).toEqual(saved.photo_ids);
  });
});

describe('Produk Desa', () => {
  it('validates, stops at the photo limit, saves a product with its category from the select', { timeout: 90_000 }, async ({ adminPage }) => {
    const title = unique('Keripik Uji');
    const { page } = await adminPage({ viewport: PHONE, at: PRODUCTS });
    const modal = await openCreate(page, PRODUCTS, 'Tambah', 'Tambah Produk');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectErrors(modal, [PHOTOS.required, PRODUCT.titleRequired, PRODUCT.categoryRequired, PRODUCT.unitRequired, PRODUCT.producerRequired]);
    // The category select offers the options of Kategori Produk only.
    const categories = await modal.getByLabel('Kategori').locator('option').allInnerTexts();
    expect(categories[0]).toBe('Pilih kategori produk');
    expect(categories).toContain(category);
    expect(categories).not.toContain('Toilet');
    expect(await modal.getByLabel('Ketersediaan').inputValue()).toBe('Tersedia');

    // One more than the limit: the limit is taken, the rest refused with the contract's message.
    await modal.getByLabel('Tambah foto').setInputFiles(await photoFiles(MAX_PRODUCT_PHOTOS + 1));
    await visible(modal.getByText(`${MAX_PRODUCT_PHOTOS} dari ${MAX_PRODUCT_PHOTOS} foto`, { exact: true }));
    await visible(modal.getByText(PHOTOS.tooMany(MAX_PRODUCT_PHOTOS), { exact: true }));
    await gone(modal.getByText(PHOTOS.required, { exact: true }));
    expect(await photoItems(modal).count()).toBe(MAX_PRODUCT_PHOTOS);
    for (let photo = MAX_PRODUCT_PHOTOS; photo > 2; photo -= 1) await pressButton(modal, `Hapus foto ${photo}`);
    await visible(modal.getByText(`2 dari ${MAX_PRODUCT_PHOTOS} foto`, { exact: true }));
    await shot(page, 'admin-produk-phone-create');

    await modal.getByLabel('Nama Produk').fill(title);
    await modal.getByLabel('Deskripsi').fill('Keripik singkong pedas\nbuatan ibu-ibu PKK.');
    await modal.getByLabel('Kategori').selectOption(category);
    await modal.getByLabel('Ketersediaan').selectOption('Habis');
    await modal.getByLabel('Harga').fill('15000');
    expect(await modal.getByLabel('Satuan').getAttribute('placeholder')).toBe('per bungkus');
    await modal.getByLabel('Satuan').fill('per bungkus');
    await modal.getByLabel('Nama Produsen').fill('Kelompok PKK Mawar');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, ENTITY_TEXT.product.created);
    await gone(modal);

    const id = await recordIdOf(page, title);
    created.push({ kind: 'product', id });
    const stored = await api<Product>(`/product/${id}?status=all`, { token });
    expect(stored).toMatchObject({ title, category, availability: 'Habis', price: 15000, unit: 'per bungkus', producer: 'Kelompok PKK Mawar', producer_phone: null });
    expect(stored.description).toBe('Keripik singkong pedas\nbuatan ibu-ibu PKK.');
    expect(await storedWidths(stored)).toEqual([40, 80]);
    const card = page.locator('li', { has: page.getByRole('heading', { name: title }) });
    await visible(card.getByText(category, { exact: true }));
    await visible(card.getByText('Habis', { exact: true }));

    // Edit keeps the category and the photos when only the price changes.
    const edit = await openEdit(page, title, 'Edit Produk');
    expect(await edit.getByLabel('Kategori').inputValue()).toBe(category);
    await edit.getByLabel('Harga').fill('17500');
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, ENTITY_TEXT.product.updated);
    const updated = await api<Product>(`/product/${id}?status=all`, { token });
    expect(updated).toMatchObject({ price: 17500, category, photo_ids: stored.photo_ids });
  });
});

describe('Pengaturan', () => {
  it('has a panel and a select entry for every category, the two new ones included', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP, at: '/admin/pengaturan' });
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings.map((heading) => heading.trim())).toEqual([...OPTION_CATEGORIES]);
    await visible(page.getByRole('region', { name: 'Fasilitas Penginapan' }).getByText(facility, { exact: true }));
    await visible(page.getByRole('region', { name: 'Kategori Produk' }).getByText(category, { exact: true }));

    const name = unique('Kolam Ikan');
    const modal = await openCreate(page, '/admin/pengaturan', 'Tambah', 'Tambah Opsi');
    const choices = await modal.getByLabel('Kategori').locator('option').allInnerTexts();
    expect(choices.slice(1)).toEqual([...OPTION_CATEGORIES]);
    await modal.getByLabel('Nama Opsi').fill(name);
    await modal.getByLabel('Kategori').selectOption('Fasilitas Penginapan');
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expectToast(page, ENTITY_TEXT.setting.created);
    await visible(page.getByRole('region', { name: 'Fasilitas Penginapan' }).getByText(name, { exact: true }));
    await shot(page, 'admin-pengaturan-four-categories');

    // Offered at once in the homestay form.
    const homestay = await openCreate(page, HOMESTAYS, 'Tambah', 'Tambah Penginapan');
    await homestay.getByRole('button', { name: 'Fasilitas', exact: true }).click();
    await visible(homestay.getByRole('group', { name: 'Fasilitas' }).getByRole('checkbox', { name }));
  });
});

describe.each(VIEWPORTS)('accessibility at %s width', (viewportName, viewport) => {
  it('both pages with a modal open (photos shown) have no axe violation in either theme', { timeout: 180_000 }, async ({ adminPage }) => {
    const homestay = await createWithPhotos<Homestay>('homestay', homestayFields(unique('Omah Axe'), facility), 3, token);
    const product = await createWithPhotos<Product>('product', productFields(unique('Produk Axe'), category), 2, token);
    created.push({ kind: 'homestay', id: homestay.id }, { kind: 'product', id: product.id });
    const { page } = await adminPage({ viewport });
    const onPhone = viewport === PHONE;
    for (const [path, id, name] of [
      [HOMESTAYS, homestay.id, 'penginapan'],
      [PRODUCTS, product.id, 'produk'],
    ] as const) {
      await openHydrated(page, path);
      await expectAccessibleInBothThemes(page, `${path} ${viewportName}`);

      await openHydrated(page, `${path}?ubah=${id}`);
      const edit = dialog(page);
      await visible(edit);
      await expect.poll(() => photoItems(edit).count()).toBeGreaterThan(1);
      await expectAccessibleInBothThemes(page, `${path}?ubah ${viewportName}`);
      if (onPhone) expect(await smallTargets(page)).toEqual([]);
      // The photos in view (the autofocused name field scrolled the body down a little).
      await edit.getByText(/^\d dari \d foto$/).evaluate((count) => count.scrollIntoView({ block: 'start' }));
      await shot(page, `admin-${name}-${viewportName}-edit`);

      // A new photo beside the stored ones, after a save the browser refused (errors shown).
      await edit.getByLabel('Tambah foto').setInputFiles([await photoFile(5)]);
      await expect.poll(() => edit.getByText('Memperkecil…').count()).toBe(0);
      await edit.getByLabel(name === 'penginapan' ? 'Nama Penginapan' : 'Nama Produk').fill('');
      await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await visible(edit.locator('[aria-invalid="true"]').first());
      await animationsSettled(page);
      await expectAccessibleInBothThemes(page, `${path}?ubah with errors ${viewportName}`);
      if (onPhone) expect(await smallTargets(page)).toEqual([]);
      await switchToDarkShot(page, `admin-${name}-${viewportName}-edit-dark`);
    }
  });
});

/** A screenshot of the page in the dark theme, then back to light. */
async function switchToDarkShot(page: Page, name: string) {
  await switchTheme(page, 'dark');
  await shot(page, name);
  await switchTheme(page, 'light');
}
