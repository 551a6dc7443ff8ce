// Issue 24 through /api/v1: homestays and village products with several photos (create in
// order, reorder, add and remove, a refused photo storing nothing, the count's bounds), their
// option categories (Fasilitas Penginapan, Kategori Produk: only those, and in use they stay),
// the product list's category and stock filters, and the trash keeping the photos in order.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION, PHOTOS, type Homestay, type Option, type Product } from '@desa/contract';
import { ApiClient, asAdmin, corruptPng, form, pngBytes, type Answer } from './support/api';
import { VALID_OPTIONS, validRecords } from './support/records';
import { startCms, type RunningCms } from './support/strapi-server';

const ok = (answer: Answer, status = 200) => expect(answer.status, JSON.stringify(answer.body)).toBe(status);

describe('homestays and village products', () => {
  let cms: RunningCms;
  let admin: ApiClient;
  let anonymous: ApiClient;
  let records: ReturnType<typeof validRecords>;
  let red: Buffer;
  let blue: Buffer;
  let green: Buffer;

  const photo = (bytes: Buffer, name: string) => ({ bytes, name });
  /** The stored photos' widths in the record's order: tells the test photos apart (40, 80, 120 px). */
  const photoWidths = async (record: { photos: string[] }) =>
    Promise.all(record.photos.map(async (url) => (await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata()).width));
  const createHomestay = async (fields: Record<string, string> = {}) => {
    const body = records.homestay() as FormData;
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const answer = await admin.post('/homestay/create', body);
    ok(answer, 201);
    return answer.body.data as Homestay;
  };

  beforeAll(async () => {
    cms = await startCms();
    admin = await asAdmin(cms.url);
    anonymous = new ApiClient(cms.url);
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    records = validRecords(await pngBytes());
    // Three photos of different sizes, so each is recognisable by its bytes.
    [red, blue, green] = await Promise.all([pngBytes(40, 30, { r: 200, g: 20, b: 20 }), pngBytes(80, 60, { r: 20, g: 20, b: 200 }), pngBytes(120, 90, { r: 20, g: 200, b: 20 })]);
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('creates a homestay with its photos in the order sent, the first as its thumbnail', async () => {
    const body = form(
      { title: 'Omah Kali', description: '<p>Dekat sungai.</p><script>alert(1)</script>', host: 'Bu Tini', host_phone: '0812 3456 7890', location: 'Dusun Kali', rooms: '2', guests_per_room: '3', price: '300000', facility: 'Sarapan', check_in: '14:00', check_out: '11:30' },
      [photo(blue, 'teras.png'), photo(red, 'kamar.png'), photo(green, 'dapur.png')],
    );
    const created = await admin.post('/homestay/create', body);
    ok(created, 201);
    const homestay: Homestay = created.body.data;
    expect(homestay).toMatchObject({ title: 'Omah Kali', description: '<p>Dekat sungai.</p>', host: 'Bu Tini', host_phone: '0812 3456 7890', rooms: 2, guests_per_room: 3, price: 300000, facility: 'Sarapan', check_in: '14:00', check_out: '11:30', maps: null });
    expect(homestay.photos).toHaveLength(3);
    expect(homestay.photo_ids).toHaveLength(3);
    expect(homestay.thumbnail).toBe(homestay.photos[0]);
    expect(await photoWidths(homestay)).toEqual([80, 40, 120]);

    const read = (await anonymous.get(`/homestay/${homestay.id}?with=formats`)).body;
    expect(read.photos).toEqual(homestay.photos);
    expect(read.images.photos).toHaveLength(3);
    expect(read.images.thumbnail).toEqual(read.images.photos[0]);
  });

  it('answers like every type: the exact record, the list envelope, _method in the body, ?locale=en, 404', async () => {
    const homestay = await createHomestay({ title: 'Homestay Bentuk' });
    const product = (await admin.post('/product/create', records.product())).body.data as Product;
    const stamps = ['created_at', 'updated_at', 'createdAt', 'updatedAt'];
    expect(Object.keys(homestay)).toEqual(['id', 'title', 'description', 'host', 'host_phone', 'whatsapp', 'location', 'maps', 'rooms', 'guests_per_room', 'price', 'facility', 'check_in', 'check_out', 'photos', 'photo_ids', 'thumbnail', ...stamps]);
    expect(Object.keys(product)).toEqual(['id', 'title', 'description', 'category', 'price', 'unit', 'producer', 'producer_phone', 'whatsapp', 'availability', 'photos', 'photo_ids', 'thumbnail', ...stamps]);
    const list = (await anonymous.get('/homestay/all?page=1&limit=1')).body;
    expect(Object.keys(list)).toEqual(['data', 'total', 'current_page', 'last_page', 'per_page', 'from', 'to']);
    expect(list).toMatchObject({ current_page: 1, per_page: 1, from: 1, to: 1 });
    const viaBody = await admin.post(`/product/update/${product.id}`, form({ _method: 'PATCH', availability: 'Habis' }));
    ok(viaBody);
    expect(viaBody.body).toMatchObject({ message: 'Produk berhasil diperbarui!', data: { availability: 'Habis', photo_ids: product.photo_ids } });
    ok(await admin.post(`/homestay/update/${homestay.id}?_method=PATCH&locale=en`, { title: 'Riverside Homestay', description: '<p>By the river.</p>', location: 'River hamlet' }));
    expect((await anonymous.get(`/homestay/${homestay.id}?locale=en`)).body).toMatchObject({ title: 'Riverside Homestay', location: 'River hamlet', locale: 'en', rooms: homestay.rooms, photos: homestay.photos });
    expect((await anonymous.get(`/homestay/${homestay.id}`)).body.title).toBe('Homestay Bentuk');
    expect((await anonymous.get('/product/tidakada')).body).toEqual({ message: 'Produk tidak ditemukan' });
  });

  it('reorders, adds and removes photos on update; a removed photo leaves the server', async () => {
    const homestay = await createHomestay();
    const [first, second] = homestay.photo_ids;
    const reordered = await admin.post(`/homestay/update/${homestay.id}?_method=PATCH`, form({ photos_keep: `${second},${first}` }));
    ok(reordered);
    expect(reordered.body.data.photo_ids).toEqual([second, first]);
    const [secondWidth] = await photoWidths(reordered.body.data);

    // A new photo placed first, the old first photo dropped, another new one appended.
    const body = form({}, [photo(red, 'baru.png'), photo(green, 'lagi.png')]);
    body.append('photos_keep', 'file:0');
    body.append('photos_keep', second);
    const uploadsBefore = cms.files().uploads.length;
    const changed = await admin.post(`/homestay/update/${homestay.id}?_method=PATCH`, body);
    ok(changed);
    const after: Homestay = changed.body.data;
    expect(after.photo_ids).toHaveLength(3);
    expect(after.photo_ids[1]).toBe(second);
    expect(after.photo_ids).not.toContain(first);
    expect(await photoWidths(after)).toEqual([40, secondWidth, 120]);
    // Two photos in (with their resized formats), one out: the dropped one's files are gone.
    expect((await fetch(homestay.photos[0])).status).toBe(404);
    expect(cms.files().uploads.length).toBeGreaterThan(uploadsBefore);

    // Fields alone keep the photos as they are.
    const renamed = await admin.post(`/homestay/update/${homestay.id}?_method=PATCH`, { title: 'Homestay Baru' });
    ok(renamed);
    expect(renamed.body.data.photo_ids).toEqual(after.photo_ids);
  });

  it('refuses a bad photo, too many or none, or an unknown kept id, and stores nothing', async () => {
    const homestay = await createHomestay();
    const uploads = cms.files().uploads.sort();
    // The valid homestay's fields, without its photos.
    const fields = Object.fromEntries([...(records.homestay() as FormData)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const refusals: Array<[string, FormData, string]> = [
      ['create', form(fields, [photo(red, 'ok.png'), photo(corruptPng(red), 'rusak.png')]), PHOTOS.unsupported('rusak.png')],
      ['create', form(fields), PHOTOS.required],
      ['create', form(fields, Array.from({ length: 9 }, (_, n) => photo(red, `foto-${n}.png`))), PHOTOS.tooMany(8)],
      [`update/${homestay.id}?_method=PATCH`, form({ photos_keep: '' }), PHOTOS.required],
      [`update/${homestay.id}?_method=PATCH`, form({ photos_keep: `${homestay.photo_ids[0]},99999` }), PHOTOS.unknown],
      [`update/${homestay.id}?_method=PATCH`, form({ photos_keep: homestay.photo_ids.join(',') }, [photo(corruptPng(blue), 'x.png')]), PHOTOS.unsupported('x.png')],
    ];
    for (const [call, body, message] of refusals) {
      const answer = await admin.post(`/homestay/${call}`, body);
      expect(answer.status, call).toBe(400);
      expect(answer.body.errors.photos, call).toEqual([message]);
    }
    expect(cms.files().uploads.sort()).toEqual(uploads);
    expect((await admin.get(`/homestay/${homestay.id}`)).body.photo_ids).toEqual(homestay.photo_ids);
  });

  it('checks the fields with the shared rules and links only the right option category', async () => {
    const wrong = records.homestay() as FormData;
    wrong.set('facility', 'Toilet'); // a tour's Fasilitas, not a homestay's
    wrong.set('rooms', '0');
    wrong.set('host_phone', '08-abc');
    const refused = await admin.post('/homestay/create', wrong);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['host_phone', 'rooms']);
    const unknownOption = records.homestay() as FormData;
    unknownOption.set('facility', 'Toilet');
    expect((await admin.post('/homestay/create', unknownOption)).body.errors).toEqual({ facility: [OPTION.unknown(['Toilet'])] });
    const product = records.product() as FormData;
    product.set('category', 'Sarapan');
    expect((await admin.post('/product/create', product)).body.errors).toEqual({ category: [OPTION.unknown(['Sarapan'])] });
  });

  it('lists products by category and stock, and an option in use stays', async () => {
    await admin.post('/setting/create', { name: 'Kerajinan', category: 'Kategori Produk' });
    const add = async (fields: Record<string, string>) => {
      const body = records.product() as FormData;
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      const answer = await admin.post('/product/create', body);
      ok(answer, 201);
      return answer.body.data as Product;
    };
    const chips = await add({ title: 'Keripik Singkong' });
    const basket = await add({ title: 'Keranjang Bambu', category: 'Kerajinan', unit: 'per buah' });
    const soldOut = await add({ title: 'Tas Pandan', category: 'Kerajinan', availability: 'Habis' });
    expect(chips).toMatchObject({ category: 'Makanan', availability: 'Tersedia', producer_phone: null, unit: 'per bungkus' });
    expect(soldOut.availability).toBe('Habis');

    const ids = async (query: string) => (await anonymous.get(`/product/all?${query}`)).body.data.map((record: Product) => record.id);
    expect(await ids('category=Kerajinan')).toEqual([soldOut.id, basket.id]);
    expect(await ids('category=Kerajinan&available=1')).toEqual([basket.id]);
    expect(await ids('available=1')).not.toContain(soldOut.id);
    expect(await ids('category=Tidak%20Ada')).toEqual([]);
    // The English list names the category in English once the option has an English name.
    const craft = ((await anonymous.get('/setting/all?category=Kategori%20Produk')).body as Option[]).find((option) => option.name === 'Kerajinan')!;
    ok(await admin.post(`/setting/update/${craft.id}?_method=PATCH&locale=en`, { name: 'Crafts' }));
    expect((await anonymous.get(`/product/${basket.id}?locale=en`)).body.category).toBe('Crafts');

    const refused = await admin.delete(`/setting/delete/${craft.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(OPTION.inUse('Kerajinan', 2));
  });

  it('brings a deleted homestay back from the trash with its photos in order', async () => {
    const homestay = await createHomestay({ title: 'Homestay Sampah' });
    const reordered = (await admin.post(`/homestay/update/${homestay.id}?_method=PATCH`, form({ photos_keep: [...homestay.photo_ids].reverse().join(',') }))).body.data as Homestay;
    ok(await admin.delete(`/homestay/delete/${homestay.id}`));
    expect((await anonymous.get(`/homestay/${homestay.id}`)).status).toBe(404);
    const restored = await admin.post(`/trash/homestay/${homestay.id}/restore`);
    ok(restored);
    expect(restored.body.notes).toEqual([]);
    const back = (await anonymous.get(`/homestay/${homestay.id}`)).body as Homestay;
    expect(back.photo_ids).toEqual(reordered.photo_ids);
    expect(back.facility).toBe('Sarapan');
  });
});
