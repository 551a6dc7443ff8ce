// The image upload limit has one source, the CMS's MAX_UPLOAD_MB: the admin form's check in
// the browser and the CMS itself agree at 1 MB (a stack of this file's own) and at the default
// (the shared stack's, 5 MB). A 1.7 MB GIF sits between the two (GIFs are sent as they are, never
// shrunk in the browser).
import { randomBytes } from 'node:crypto';
import { DEFAULT_MAX_UPLOAD_MB, IMAGE } from '@desa/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { sessionToken } from 'cms/testing/api';
import { startCms, TEST_ADMIN } from 'cms/testing/strapi-server';
import { api, dialog, errorText, expectToast, gone, openCreate, unique, visible } from '../support/admin';
import { newPage } from '../support/browser';
import { it } from '../support/fixtures';
import { startWeb } from '../support/servers';
import { CMS_URL, WEB_URL } from '../support/stack';
import { signIn } from '../support/sign-in';

/** Random pixels do not compress: about 1.7 MB (the CMS makes every size of it, so no bigger than it must be). */
async function noiseGif(): Promise<Buffer> {
  const side = 1150;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).gif({ dither: 0 }).toBuffer();
}

let gif: Buffer;
beforeAll(async () => {
  gif = await noiseGif();
  expect(gif.length).toBeGreaterThan(1.5 * 1024 * 1024);
  expect(gif.length).toBeLessThan(9 * 1024 * 1024);
});

describe.each([
  { limitMb: 1, accepted: false, own: true },
  { limitMb: DEFAULT_MAX_UPLOAD_MB, accepted: true, own: false },
])('with MAX_UPLOAD_MB=$limitMb', ({ limitMb, accepted, own }) => {
  let cms: { url: string; stop?: () => Promise<void> };
  let web: { url: string; stop?: () => Promise<void> };
  const stored: string[] = [];
  beforeAll(async () => {
    if (!own) {
      cms = { url: CMS_URL };
      web = { url: WEB_URL };
      return;
    }
    // No demo village to draw: the browser learns the limit from the profile alone.
    cms = await startCms({ env: { MAX_UPLOAD_MB: String(limitMb), CORS_ORIGINS: 'http://127.0.0.1' } });
    const profile = await fetch(`${cms.url}/api/v1/site`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await sessionToken(cms.url)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Desa Uji', tagline: 'Desa untuk diuji', about: 'Tentang desa uji.', address: 'Jalan Uji 1', email: 'halo@desa.uji' }),
    });
    expect(profile.status).toBe(200);
    web = await startWeb(cms.url);
  });
  afterAll(async () => {
    if (own) {
      await web?.stop?.();
      await cms?.stop?.();
      return;
    }
    // The shared village's gallery and trash are left as they were found (the Riwayat keeps the moves).
    const token = await sessionToken(CMS_URL);
    const { data: photos } = await api<{ data: Array<{ id: string; title: string }> }>('/gallery/all?limit=100', { token });
    for (const photo of photos.filter((photo) => stored.includes(photo.title))) {
      await api(`/gallery/delete/${photo.id}`, { method: 'DELETE', token });
      await api(`/trash/gallery/${photo.id}`, { method: 'DELETE', token });
    }
  });

  it(`the admin form ${accepted ? 'accepts' : 'refuses'} a 1.7 MB GIF`, async ({ browser }) => {
    const { page } = await newPage(browser, { baseURL: web.url });
    await signIn(page, TEST_ADMIN);
    await page.waitForURL(/\/admin$/);

    const title = unique('Foto Batas');
    stored.push(title);
    const modal = await openCreate(page, '/admin/galeri', 'Tambah', 'Tambah Foto Galeri');
    await modal.getByLabel('Foto').setInputFiles({ name: 'besar.gif', mimeType: 'image/gif', buffer: gif });
    await modal.getByLabel('Judul').fill(title);
    await modal.getByLabel('Caption').fill('Batas unggah gambar');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    if (accepted) {
      // The CMS makes every size of a 1.7 MB GIF before it answers: slower than a form save on a busy machine.
      await expectToast(page, 'Foto galeri berhasil ditambahkan!', 30_000);
      await gone(dialog(page, 'Tambah Foto Galeri'));
    } else {
      await visible(errorText(modal, IMAGE.tooLarge(limitMb)));
    }
  });

  it(`the CMS ${accepted ? 'stores' : 'refuses'} the same file, and says its limit on GET /site`, async () => {
    const site = await (await fetch(`${cms.url}/api/v1/site`)).json();
    expect(site.upload_limit_mb).toBe(limitMb);
    const form = new FormData();
    const title = unique('Foto API');
    stored.push(title);
    form.set('title', title);
    form.set('caption', 'Batas unggah gambar');
    form.set('file', new Blob([new Uint8Array(gif)], { type: 'image/gif' }), 'besar.gif');
    const response = await fetch(`${cms.url}/api/v1/gallery/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await sessionToken(cms.url)}` },
      body: form,
    });
    const body = await response.json();
    if (accepted) expect(response.status).toBe(201);
    else expect({ status: response.status, message: body.message }).toEqual({ status: 413, message: IMAGE.tooLarge(limitMb) });
  });
});
