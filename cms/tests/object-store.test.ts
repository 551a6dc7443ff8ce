// Uploads in an S3-compatible store (a real S3 server on loopback): the upload-hygiene corpus
// with the bucket listed before and after each case, image URLs under S3_PUBLIC_URL with their
// responsive formats, replaced and deleted images removing their objects, the panel's media
// library, and an empty bucket once every record is gone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { asAdmin, form, pngBytes, type Answer, type ApiClient } from './support/api';
import { startObjectStore, type ObjectStore } from './support/object-store';
import { startCms, type RunningCms } from './support/strapi-server';
import { tourFields, uploadHygieneCases, type UploadCase } from './support/upload-hygiene';

let store: ObjectStore;
let cms: RunningCms;
let admin: ApiClient;
let png: Buffer;
let before: { objects: string[]; total: number };

const galleryTotal = async () => (await admin.get('/gallery/all')).body.total as number;
/** The object keys an image URL and its responsive formats point at. */
const keyOf = (url: string) => url.slice(store.publicUrl.length + 1);

beforeAll(async () => {
  store = await startObjectStore();
  cms = await startCms({ env: store.env });
  admin = await asAdmin(cms.url);
  png = await pngBytes(1200, 800);
  await admin.post('/setting/create', { name: 'Toilet', category: 'Fasilitas' });
  await admin.post('/setting/create', { name: 'Sarapan', category: 'Fasilitas Penginapan' });
});
afterAll(async () => {
  await cms?.stop();
  await store?.stop();
});

beforeEach(async () => {
  before = { objects: await store.objects(), total: await galleryTotal() };
});

async function expectRefused(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(await galleryTotal()).toBe(before.total);
  expect(await store.objects()).toEqual(before.objects);
  expect(cms.files()).toEqual({ temp: [], uploads: [] });
}

describe('upload hygiene against the object store', () => {
  const context = {} as UploadCase;
  beforeAll(async () => {
    const tour = await admin.post('/tour/create', form(tourFields, { bytes: png, name: 'curug.png' }));
    Object.assign(context, { admin, png, tourId: tour.body.data.id, expectRefused, temp: () => cms.files().temp });
  });
  uploadHygieneCases(context);
});

describe('images in the store', () => {
  it('are served from S3_PUBLIC_URL with their responsive formats, and nothing lands on disk', async () => {
    const created = await admin.post('/gallery/create', form({ title: 'Sawah pagi', caption: 'Terasering' }, { bytes: png, name: 'sawah.png' }));
    expect(created.status).toBe(201);
    const { image, images } = (await admin.get(`/gallery/${created.body.data.id}?with=formats`)).body;
    expect(image).toMatch(new RegExp(`^${store.publicUrl}/sawah_\\w+\\.png$`));
    const urls = images.image.srcset.split(', ').map((entry: string) => entry.split(' ')[0]);
    expect(urls.length).toBeGreaterThan(1);
    const added = (await store.objects()).filter((key) => !before.objects.includes(key));
    expect(added.sort()).toEqual(urls.map(keyOf).sort());
    const served = await fetch(image);
    expect(served.status).toBe(200);
    // The upload plugin re-encodes the original (size optimisation): same image, not the same bytes.
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 800]);
    expect(cms.files().uploads).toEqual([]);
  });

  it('replacing an image removes the old objects; removing the record from the trash removes the rest', async () => {
    const created = await admin.post('/gallery/create', form({ title: 'Panen', caption: 'Padi' }, { bytes: png, name: 'panen.png' }));
    const id = created.body.data.id;
    const first = (await store.objects()).filter((key) => !before.objects.includes(key));
    const replaced = await admin.post(`/gallery/update/${id}?_method=PATCH`, form({}, { bytes: await pngBytes(900, 600), name: 'panen-baru.png' }));
    expect(replaced.status).toBe(200);
    const second = (await store.objects()).filter((key) => !before.objects.includes(key));
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((key) => first.includes(key))).toEqual([]);
    expect((await admin.delete(`/gallery/delete/${id}`)).status).toBe(200);
    // In the trash the objects wait for a restore; "Hapus permanen" removes them.
    expect((await store.objects()).filter((key) => second.includes(key)).sort()).toEqual([...second].sort());
    expect((await admin.delete(`/trash/gallery/${id}`)).status).toBe(200);
    expect(await store.objects()).toEqual(before.objects);
  });
});

describe("a homestay's photos in the store", () => {
  it('are stored in order; a photo left out on update and the rest on removal leave the bucket', async () => {
    const fields = { title: 'Omah Kali', description: '<p>Dekat sungai.</p>', host: 'Bu Tini', location: 'Dusun Kali', rooms: '2', guests_per_room: '2', price: '250000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' };
    const created = await admin.post('/homestay/create', form(fields, [{ bytes: png, name: 'teras.png' }, { bytes: await pngBytes(900, 600), name: 'kamar.png' }]));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, photos, photo_ids: photoIds } = created.body.data;
    expect(photos[0]).toMatch(new RegExp(`^${store.publicUrl}/teras_\\w+\\.png$`));
    expect(photos[1]).toMatch(new RegExp(`^${store.publicUrl}/kamar_\\w+\\.png$`));
    const both = (await store.objects()).filter((key) => !before.objects.includes(key));
    const kept = await admin.post(`/homestay/update/${id}?_method=PATCH`, form({ photos_keep: photoIds[1] }));
    expect(kept.body.data.photos).toEqual([photos[1]]);
    const left = (await store.objects()).filter((key) => !before.objects.includes(key));
    expect(left.length).toBeLessThan(both.length);
    expect(left).not.toContain(keyOf(photos[0]));
    expect(left).toContain(keyOf(photos[1]));
    expect((await admin.delete(`/homestay/delete/${id}`)).status).toBe(200);
    expect((await admin.delete(`/trash/homestay/${id}`)).status).toBe(200);
    expect(await store.objects()).toEqual(before.objects);
  });
});

describe("the Strapi panel's media library", () => {
  it('uploads to the store, lists the file with its store URL, deletes its objects; CSP allows the store', async () => {
    const registered = await fetch(`${cms.url}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pengelola@test.desa', firstname: 'Pengelola', lastname: 'Desa', password: 'Pengelola123' }),
    });
    expect(registered.status).toBe(200);
    const auth = { authorization: `Bearer ${((await registered.json()) as { data: { token: string } }).data.token}` };
    const files = new FormData();
    files.append('files', new Blob([png], { type: 'image/png' }), 'pustaka.png');
    const uploaded = await fetch(`${cms.url}/upload`, { method: 'POST', headers: auth, body: files });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as Array<{ id: number; url: string; formats: Record<string, { url: string }> }>;
    expect(file.url).toMatch(new RegExp(`^${store.publicUrl}/pustaka_\\w+\\.png$`));
    expect(Object.keys(file.formats).length).toBeGreaterThan(0);
    expect((await fetch(file.formats.thumbnail.url)).status).toBe(200);
    const listed = (await (await fetch(`${cms.url}/upload/files?pageSize=100`, { headers: auth })).json()) as { results: Array<{ url: string }> };
    expect(listed.results.map((entry) => entry.url)).toContain(file.url);
    expect((await fetch(`${cms.url}/upload/files/${file.id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect(await store.objects()).toEqual(before.objects);
    const panel = await fetch(`${cms.url}/admin`);
    expect(panel.headers.get('content-security-policy')).toMatch(new RegExp(`img-src[^;]*${new URL(store.publicUrl).origin}`));
  });
});

describe('when every record is gone', () => {
  it('the bucket is empty: 0 objects left', async () => {
    for (const kind of ['gallery', 'tour']) {
      const { data } = (await admin.get(`/${kind}/all?limit=100`)).body;
      for (const record of data) {
        expect((await admin.delete(`/${kind}/delete/${record.id}`)).status).toBe(200);
        expect((await admin.delete(`/trash/${kind}/${record.id}`)).status).toBe(200);
      }
    }
    expect(await store.objects()).toEqual([]);
  });
});
