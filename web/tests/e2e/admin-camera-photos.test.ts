// Photos straight from a phone camera through the back office's image fields: shrunk in the
// browser (longest side 2560 px, ≤ 2 MB, EXIF orientation applied) before upload, stored so
// and shown on the public site; GIFs stay as they are; the upload's progress on a slow link;
// without JavaScript the original is posted and refused with the limit under the field.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import sharp from 'sharp';
import { IMAGE, type GalleryPhoto as Photo, type Tour } from '@desa/contract';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { api, toast, createThroughApi, deleteThroughApi, expectToast, gone, openCreate, openEdit, recordIdOf, shot, unique, visible } from '../support/admin';
import { MB, cameraFile, cameraJpeg, storedImage } from '../support/camera';
import { signIn } from '../support/sign-in';

/** Chrome DevTools' "Slow 3G" preset. */
const SLOW_3G = { offline: false, latency: 400 * 5, downloadThroughput: ((500 * 1000) / 8) * 0.8, uploadThroughput: ((500 * 1000) / 8) * 0.8 };

let camera: Buffer;
beforeAll(async () => {
  camera = await cameraJpeg();
});

/** Waits until the field has shrunk the chosen photo and returns what it says about it. */
async function sizeNote(page: Page): Promise<string> {
  const note = page.locator('dialog[open] [data-size-note]');
  await visible(note, 30_000);
  return note.innerText();
}

describe('a photo straight from the camera', () => {
  it('is shrunk before upload through the gallery form, stored at ≤ 2560 px and ≤ 2 MB, upright, and shown on the public site', async ({ adminPage, token }) => {
    expect(camera.length).toBeGreaterThan(5 * MB);
    const title = unique('Foto Kamera');
    const { page } = await adminPage({ viewport: PHONE, at: '/admin/galeri' });
    const modal = await openCreate(page, '/admin/galeri', 'Tambah', 'Tambah Foto Galeri');
    await modal.getByLabel('Foto').setInputFiles(cameraFile(camera));
    expect(await sizeNote(page)).toMatch(/^Diperkecil dari \d+(,\d)? MB menjadi \d+(,\d)? (MB|KB) \(hemat \d+%\)$/);
    const chosen = await modal.getByLabel('Foto').evaluate((input: HTMLInputElement) => ({ name: input.files![0].name, size: input.files![0].size, type: input.files![0].type }));
    expect(chosen).toMatchObject({ name: 'IMG_20250817_063012.jpg', type: 'image/jpeg' });
    expect(chosen.size).toBeLessThanOrEqual(2 * MB);
    const preview = modal.getByRole('img', { name: 'Pratinjau gambar yang dipilih' });
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    const [width, height] = await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(height).toBe(2560); // upright: the camera's 6000×4000 turned by its EXIF orientation
    expect(Math.abs(width - 1707)).toBeLessThanOrEqual(1);
    await shot(page, 'admin-galeri-phone-camera-photo');
    await modal.getByLabel('Judul').fill(title);
    await modal.getByLabel('Caption').fill('Langsung dari kamera');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, 'Foto galeri berhasil ditambahkan!');
    const id = await recordIdOf(page, title);
    const stored = await storedImage((await api<Photo>(`/gallery/${id}`)).image!);
    expect(stored).toMatchObject({ width, height });
    expect(stored.bytes).toBeLessThanOrEqual(2 * MB); // the CMS may re-encode it once more

    await page.goto('/galeri');
    const shown = page.locator(`img[alt="${title}"]`).first();
    await shown.scrollIntoViewIfNeeded();
    await page.waitForFunction((alt) => [...document.images].some((img) => img.alt === alt && img.complete && img.naturalWidth > 0), title);
    await deleteThroughApi('gallery', id, token);
  });

  it('replaces a tour thumbnail through the tour form, stored at ≤ 2560 px and ≤ 2 MB, shown on the tour page', async ({ adminPage, token }) => {
    const record = await createThroughApi<Tour>(
      'tour',
      { title: unique('Wisata Kamera'), about: 'Foto dari kamera ponsel', operational: 'Senin', location: 'Desa', start: '08:00', end: '17:00', facility: 'Toilet', price: '10000' },
      token,
    );
    const { page } = await adminPage({ viewport: DESKTOP, colorScheme: 'dark', at: '/admin/wisata' });
    const edit = await openEdit(page, record.title, 'Edit Objek Wisata');
    await edit.getByLabel('Thumbnail').setInputFiles(cameraFile(camera));
    await sizeNote(page);
    await shot(page, 'admin-wisata-desktop-dark-camera-photo');
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Wisata berhasil diperbarui!');
    const updated = await api<Tour>(`/tour/${record.id}`);
    expect(updated.thumbnail).not.toBe(record.thumbnail);
    const stored = await storedImage(updated.thumbnail!);
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(2560);
    expect(stored.height).toBeGreaterThan(stored.width);
    expect(stored.bytes).toBeLessThanOrEqual(2 * MB);
    await page.goto(`/wisata/${record.id}`);
    await page.waitForFunction((alt) => [...document.images].some((img) => img.alt === alt && img.complete && img.naturalWidth > 0), record.title);
    await deleteThroughApi('tour', record.id, token);
  });

  it('keeps a GIF and an already-small photo as they are', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE, at: '/admin/galeri' });
    const modal = await openCreate(page, '/admin/galeri', 'Tambah', 'Tambah Foto Galeri');
    const input = modal.getByLabel('Foto');
    const gif = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c84' } }).gif().toBuffer();
    const small = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#48c' } }).jpeg().toBuffer();
    for (const [name, mimeType, buffer] of [['gerak.gif', 'image/gif', gif], ['kecil.jpg', 'image/jpeg', small]] as const) {
      await input.setInputFiles({ name, mimeType, buffer });
      expect(await sizeNote(page)).not.toContain('Diperkecil');
      expect(await input.evaluate((element: HTMLInputElement) => [element.files![0].name, element.files![0].size])).toEqual([name, buffer.length]);
    }
  });

  it('shows the percent sent while a 20 MB camera photo saves on a Slow 3G link', { timeout: 300_000 }, async ({ adminPage, token }) => {
    const photo = await cameraJpeg(8160, 6120); // 50 MP, about 20 MB
    const title = unique('Foto 3G');
    const { context, page } = await adminPage({ viewport: PHONE, at: '/admin/galeri' });
    const modal = await openCreate(page, '/admin/galeri', 'Tambah', 'Tambah Foto Galeri');
    await modal.getByLabel('Foto').setInputFiles(cameraFile(photo));
    await sizeNote(page);
    const sent = await modal.getByLabel('Foto').evaluate((input: HTMLInputElement) => input.files![0].size);
    await modal.getByLabel('Judul').fill(title);
    await modal.getByLabel('Caption').fill('Di sinyal lemah');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    const started = Date.now();
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    const bar = modal.getByRole('progressbar', { name: 'Mengunggah gambar…' });
    await visible(bar);
    // A few percent show the bar moving on the slow link (each percent of a 2 MB upload is about 0.4 s there).
    await page.waitForFunction(() => Number(document.querySelector('dialog[open] progress')?.getAttribute('value')) >= 5, null, { timeout: 120_000 });
    const twentieth = (Date.now() - started) / 1000;
    await shot(page, 'admin-galeri-phone-upload-progress');
    // The percent moved on the slow link: the signal comes back for the rest (the suite's time, not the point).
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await visible(toast(page, 'Foto galeri berhasil ditambahkan!').first(), 60_000);
    console.log(`camera photo ${(photo.length / MB).toFixed(1)} MB → uploaded ${(sent / MB).toFixed(2)} MB; its first 5 % sent on Slow 3G in ${twentieth.toFixed(1)} s (all of it at that rate: ~${Math.round(sent / SLOW_3G.uploadThroughput)} s; the original: ~${Math.round(photo.length / SLOW_3G.uploadThroughput)} s of upload alone)`);
    expect(photo.length).toBeGreaterThan(15 * MB);
    expect(sent).toBeLessThanOrEqual(2 * MB);
    await gone(modal);
    await deleteThroughApi('gallery', await recordIdOf(page, title), token);
  });

  it('without JavaScript posts the original; over the limit the answer is 413 with the limit under the field', async ({ browser }) => {
    const { page } = await newPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await signIn(page);
    await page.waitForURL(/\/admin$/);
    // The profile's form is a page of its own (the modals need JavaScript).
    await page.goto('/admin/profil-desa');
    await page.getByLabel('Gambar Utama (Beranda)').first().setInputFiles(cameraFile(camera));
    const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().method() === 'POST'), page.getByRole('button', { name: 'Simpan', exact: true }).click()]);
    expect(response.status()).toBe(413);
    await page.waitForLoadState();
    const message = page.getByText(IMAGE.tooLarge(5), { exact: true });
    await visible(message);
    expect(await message.getAttribute('id')).toMatch(/hero_image-error$/);
    await screenshot(page, 'admin-profil-desa-phone-nojs-too-large'); // no page scripts to wait on
  });
});
