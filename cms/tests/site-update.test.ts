// PATCH /api/v1/site: the village admin edits the village's own details. Partial updates,
// every validation message, both images checked like every upload, the old file gone on
// replace, no file left by a failed request. Real `strapi start`, SQLite or PostgreSQL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MASTER_WIDTH, VILLAGE } from '@desa/contract';
import { cameraPhotos } from './support/photographs';
import { ApiClient, asAdmin, corruptPng, pngBytes } from './support/api';
import { startCms, type RunningCms } from './support/strapi-server';
import type { ImageVariant } from '@desa/contract';

let cms: RunningCms;
let admin: ApiClient;
let anonymous: ApiClient;

const VALID = {
  name: 'Desa Wisata Sukamaju',
  tagline: 'Sejuknya kaki gunung',
  about: 'Desa di kaki Gunung Cikuray.\n\nSawah, kopi dan air terjun.',
  address: 'Cisurupan, Garut, Jawa Barat',
  email: 'info@sukamaju.desa.id',
  maps: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
};

type Image = { bytes: Buffer; name: string };

function multipart(fields: Record<string, string>, images: Partial<Record<'hero_image' | 'about_image', Image>> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, image] of Object.entries(images)) body.append(name, new Blob([image!.bytes], { type: 'image/png' }), image!.name);
  return body;
}

const patch = (client: ApiClient, body: FormData | object) => client.post('/site?_method=PATCH', body);

/** File names under public/uploads that the site's images (with their formats) point at. */
async function referencedUploads(): Promise<string[]> {
  const site = (await anonymous.get('/site?with=formats')).body;
  const urls = Object.values<ImageVariant>(site.images ?? {}).flatMap((image) => (image ? image.srcset.split(', ').map((entry: string) => entry.split(' ')[0]) : []));
  return urls.map((url: string) => path.basename(new URL(url).pathname)).sort();
}

beforeAll(async () => {
  cms = await startCms();
  admin = await asAdmin(cms.url);
  anonymous = new ApiClient(cms.url);
});
afterAll(async () => cms?.stop());

describe('PATCH /site', () => {
  it('on an empty village, names every missing field and stores nothing', async () => {
    const answer = await admin.request('PATCH', '/site', { tagline: 'Hanya tagline' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Validasi gagal',
      errors: {
        name: ['Nama desa tidak boleh kosong!'],
        about: [VILLAGE.aboutRequired],
        address: [VILLAGE.addressRequired],
        email: [VILLAGE.emailRequired],
      },
    });
    expect((await anonymous.get('/site')).status).toBe(404);
  });

  it('fills the profile from multipart with both images: 200 with the GET /site record', async () => {
    const answer = await patch(admin, multipart(VALID, { hero_image: { bytes: await pngBytes(120, 80), name: 'hero.png' }, about_image: { bytes: await pngBytes(90, 60), name: 'tentang.png' } }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const site = (await anonymous.get('/site')).body;
    expect(answer.body).toEqual({ message: 'Profil desa berhasil diperbarui!', data: site });
    expect(site).toEqual({ ...VALID, hero_image: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/hero_\w+\.png$/), about_image: expect.stringMatching(/\/uploads\/tentang_\w+\.png$/), upload_limit_mb: 5 });
    for (const url of [site.hero_image, site.about_image]) expect((await fetch(url)).status).toBe(200);
    expect(cms.files().uploads.sort()).toEqual(await referencedUploads());
  });

  it('keeps every field it is not sent: a real PATCH with JSON', async () => {
    const before = (await anonymous.get('/site')).body;
    const answer = await admin.request('PATCH', '/site', { tagline: '  Panen raya setiap Agustus  ' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ...before, tagline: 'Panen raya setiap Agustus' });
  });

  it('honours _method inside a form body, ignores unknown fields, clears maps with an empty value', async () => {
    const before = (await anonymous.get('/site')).body;
    const answer = await admin.post('/site', multipart({ _method: 'PATCH', address: 'Jl. Raya Cikuray 1, Garut', maps: '', role: 'admin', id: '1' }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ...before, address: 'Jl. Raya Cikuray 1, Garut', maps: null });
  });

  it('takes pasted Google Maps embed code as its URL', async () => {
    const answer = await admin.request('PATCH', '/site', { maps: '<iframe src="https://www.google.com/maps/embed?pb=!1m2" width="600"></iframe>' });
    expect(answer.body.data.maps).toBe('https://www.google.com/maps/embed?pb=!1m2');
  });

  it('answers every validation message, and changes nothing', async () => {
    const before = (await anonymous.get('/site')).body;
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ name: '', tagline: ' ', about: '', address: '', email: '' }, { name: [VILLAGE.nameRequired], tagline: [VILLAGE.taglineRequired], about: [VILLAGE.aboutRequired], address: [VILLAGE.addressRequired], email: [VILLAGE.emailRequired] }],
      [{ name: 'ab', tagline: 'ab', about: 'ab', address: 'ab' }, { name: ['Nama desa minimal 3 karakter!'], tagline: [VILLAGE.taglineMin], about: [VILLAGE.aboutMin], address: [VILLAGE.addressMin] }],
      [{ name: 'n'.repeat(101), tagline: 't'.repeat(201), about: 'a'.repeat(5001), address: 'a'.repeat(301) }, { name: [VILLAGE.nameMax], tagline: [VILLAGE.taglineMax], about: [VILLAGE.aboutMax], address: [VILLAGE.addressMax] }],
      [{ email: 'bukan-email' }, { email: ['Format email tidak valid!'] }],
      [{ maps: 'https://peta.example/desa' }, { maps: [VILLAGE.mapsInvalid] }],
      [{ maps: `https://www.google.com/maps?q=${'x'.repeat(2000)}` }, { maps: [VILLAGE.mapsMax] }],
      [{ name: 123, tagline: true, email: { $ne: null } }, { name: [VILLAGE.nameRequired], tagline: [VILLAGE.taglineRequired], email: [VILLAGE.emailRequired] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await admin.request('PATCH', '/site', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body).toEqual({ message: 'Validasi gagal', errors });
    }
    expect((await anonymous.get('/site')).body).toEqual(before);
  });

  it('replaces the hero image: the old file goes, the about image stays, no orphan', async () => {
    const before = (await anonymous.get('/site')).body;
    const answer = await patch(admin, multipart({}, { hero_image: { bytes: await pngBytes(100, 70, { r: 200, g: 90, b: 20 }), name: 'panen.png' } }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.hero_image).toMatch(/\/uploads\/panen_\w+\.png$/);
    expect(answer.body.data.about_image).toBe(before.about_image);
    expect((await fetch(before.hero_image)).status).toBe(404);
    expect((await fetch(answer.body.data.hero_image)).status).toBe(200);
    expect(cms.files().uploads.sort()).toEqual(await referencedUploads());
  });

  it('refuses a bad image under its own field, together with field errors, and leaves no file', async () => {
    const before = (await anonymous.get('/site')).body;
    const files = cms.files();
    const good = { bytes: await pngBytes(), name: 'baik.png' };
    const cases: Array<[FormData, Record<string, string[]>]> = [
      [multipart({ name: 'ab' }, { hero_image: good, about_image: { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'gambar.svg' } }), { name: [VILLAGE.nameMin], about_image: ['Format gambar tidak didukung'] }],
      [multipart({}, { hero_image: { bytes: corruptPng(await pngBytes()), name: 'rusak.png' }, about_image: good }), { hero_image: ['Format gambar tidak didukung'] }],
      [multipart({ email: 'salah' }, { hero_image: good, about_image: good }), { email: [VILLAGE.emailInvalid] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await patch(admin, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toEqual({ message: 'Validasi gagal', errors });
    }
    const tooLarge = await patch(admin, multipart({}, { hero_image: { bytes: Buffer.concat([good.bytes, Buffer.alloc(5 * 1024 * 1024)]), name: 'besar.png' } }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: 'Ukuran gambar maksimal 5 MB' });
    expect(cms.files()).toEqual(files);
    expect(files.temp).toEqual([]);
    expect((await anonymous.get('/site')).body).toEqual(before);
  });

  it('is for the ADMIN only: 401 without a session, nothing changes', async () => {
    const answer = await anonymous.request('PATCH', '/site', { tagline: 'Dibajak' });
    expect(answer.status).toBe(401);
    expect((await anonymous.get('/site')).body.tagline).not.toBe('Dibajak');
  });
});

describe('a camera photograph as the hero', () => {
  it('is stored once as the site keeps it: upright, without its metadata, no wider than the widest variant; a 14.7 MP JPEG as a phone writes it', async () => {
    const [photo] = cameraPhotos();
    // As a phone writes it: turned by its EXIF orientation (6: the camera held upright), with its GPS position.
    const phone = await sharp(readFileSync(photo))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Samsung', Model: 'SM-A125F' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '7/1 13/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '107/1 54/1 0/1' } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const sent = await sharp(phone).metadata();
    expect(sent.width! * sent.height!).toBeGreaterThanOrEqual(8_000_000);
    expect([sent.orientation, Boolean(sent.exif)]).toEqual([6, true]);

    const body = multipart(VALID);
    body.append('hero_image', new Blob([phone], { type: 'image/jpeg' }), 'IMG_20261202_081500.jpg');
    const answer = await patch(admin, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const hero = (await anonymous.get('/site?with=formats')).body.images.hero_image as NonNullable<ImageVariant>;
    // Upright: the 5120×2880 landscape turned a quarter is 2880×5120, then scaled to the widest variant.
    expect([hero.width, hero.height]).toEqual([IMAGE_MASTER_WIDTH, Math.round((5120 * IMAGE_MASTER_WIDTH) / 2880)]);
    const master = Buffer.from(await (await fetch(hero.url!)).arrayBuffer());
    const stored = await sharp(master).metadata();
    expect({ format: stored.format, width: stored.width, exif: stored.exif, icc: stored.icc, orientation: stored.orientation }).toEqual({
      format: 'jpeg',
      width: IMAGE_MASTER_WIDTH,
      exif: undefined,
      icc: undefined,
      orientation: undefined,
    });
    expect(master.byteLength).toBeLessThan(phone.byteLength / 2);
    // The upload plugin's formats are made from that master: the smallest of them, what a thumbnail asks first.
    const [first] = hero.srcset.split(', ').map((entry) => entry.split(' ')[0]);
    const firstBytes = (await (await fetch(first)).arrayBuffer()).byteLength;
    expect(firstBytes).toBeLessThan(25 * 1024);
    console.log(`foto kamera: dikirim ${(phone.byteLength / 1024).toFixed(0)} KB (${sent.width}×${sent.height}), disimpan ${(master.byteLength / 1024).toFixed(0)} KB (${stored.width}×${stored.height}), varian pertama ${(firstBytes / 1024).toFixed(1)} KB`);
  });
});
