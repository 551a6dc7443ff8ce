// Bad input gets a 4xx with an Indonesian message, changes nothing and leaves no file.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInJakarta } from '@desa/contract';
import http from 'node:http';
import { ApiClient, asAdmin, form, pngBytes, type Answer } from './support/api';
import { tourFields, uploadHygieneCases, type UploadCase } from './support/upload-hygiene';
import { startCms, type RunningCms } from './support/strapi-server';

let cms: RunningCms;
let admin: ApiClient;
let png: Buffer;
let tourId: string;
let snapshot: { counts: number[]; files: ReturnType<RunningCms['files']> };

const LISTS = ['tour', 'package', 'event', 'article', 'gallery'];
async function counts() {
  const totals = await Promise.all(LISTS.map(async (kind) => (await admin.get(`/${kind}/all`)).body.total));
  return [...totals, (await admin.get('/setting/all')).body.length];
}

beforeAll(async () => {
  cms = await startCms();
  admin = await asAdmin(cms.url);
  png = await pngBytes();
  await admin.post('/setting/create', { name: 'Toilet', category: 'Fasilitas' });
  await admin.post('/setting/create', { name: 'Pemandu', category: 'Benefit' });
  tourId = (await admin.post('/tour/create', form(tourFields, { bytes: png, name: 't.png' }))).body.data.id;
});
afterAll(async () => cms?.stop());

beforeEach(async () => {
  snapshot = { counts: await counts(), files: cms.files() };
});

/** Asserts the 4xx answer and that nothing changed: records, uploads, temp files. */
async function expectRefused(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(typeof answer.body.message).toBe('string');
  expect(JSON.stringify(answer.body)).not.toMatch(/Error:|at \/|\/work\/|node_modules|SQL|stack/i);
  expect(await counts()).toEqual(snapshot.counts);
  expect(cms.files().uploads).toEqual(snapshot.files.uploads);
  expect(cms.files().temp).toEqual([]);
}

describe('malformed requests', () => {
  it('malformed JSON', async () => {
    await expectRefused(await admin.post('/setting/create', '{"name": "Toilet",', { 'content-type': 'application/json' }), 400);
  });

  it('wrong content type', async () => {
    await expectRefused(await admin.post('/setting/create', 'name=Toilet', { 'content-type': 'text/plain' }), 415);
  });

  it('a JSON array instead of an object', async () => {
    await expectRefused(await admin.post('/setting/create', '[1,2]', { 'content-type': 'application/json' }), 400);
  });

  it('missing fields: every required field named with its message', async () => {
    const answer = await admin.post('/tour/create', form({}, { bytes: png, name: 'x.png' }));
    await expectRefused(answer, 400);
    expect(answer.body.message).toBe('Validasi gagal');
    expect(answer.body.errors).toMatchObject({
      title: ['Judul tidak boleh kosong!'],
      about: ['Tentang tidak boleh kosong!'],
      location: ['Lokasi tidak boleh kosong!'],
      start: ['Jam mulai tidak boleh kosong!'],
      end: ['Jam selesai tidak boleh kosong!'],
      operational: ['Operasional minimal harus ada 1 untuk dipilih!'],
      facility: ['Fasilitas minimal harus ada 1 untuk dipilih!'],
      price: ['Harga tidak boleh kosong!'],
    });
  });

  it('wrong types are 400, never 500', async () => {
    for (const body of [
      { name: { $gt: '' }, category: 'Fasilitas' },
      { name: ['a', 'b'], category: 'Fasilitas' },
      { name: 12345, category: 7 },
      { name: null, category: true },
    ]) {
      await expectRefused(await admin.post('/setting/create', body), 400);
    }
    await expectRefused(await admin.request('PATCH', `/tour/update/${tourId}`, { price: { amount: 5 } }), 400);
    await expectRefused(await admin.request('PATCH', `/tour/update/${tourId}`, { operational: [1, 2] }), 400);
  });

  it('huge strings', async () => {
    const answer = await admin.post('/setting/create', { name: 'x'.repeat(200_000), category: 'Fasilitas' });
    await expectRefused(answer, 400);
    expect(answer.body.errors.name).toEqual(['Judul maksimal 100 karakter!']);
    // A body over the 1 MB limit is refused before validation: 400, not the image's 413.
    const tooLarge = await admin.post('/setting/create', { name: 'x'.repeat(2_000_000), category: 'Fasilitas' });
    await expectRefused(tooLarge, 400);
    expect(tooLarge.body).toEqual({ message: 'Isi permintaan terlalu besar' });
    const largeField = await admin.post('/setting/create', form({ name: 'x'.repeat(2_000_000), category: 'Fasilitas' }));
    await expectRefused(largeField, 400);
    expect(largeField.body).toEqual({ message: 'Isi permintaan terlalu besar' });
  });

  it('unknown ids and path traversal in ids', async () => {
    for (const id of ['tidakada', 'abc123def456ghi789jkl012', "1' OR '1'='1", '<script>', '%2e%2e', '..%2F..%2Fetc%2Fpasswd']) {
      const read = await admin.get(`/tour/${id}`);
      expect(read.status, id).toBe(404);
      // Ids that do not even match the route get the API's own 404.
      expect(['Objek wisata tidak ditemukan', 'Alamat API tidak ditemukan'], id).toContain(read.body.message);
      await expectRefused(await admin.post(`/tour/update/${id}?_method=PATCH`, form({ title: 'Baru sekali' })), 404);
      await expectRefused(await admin.delete(`/tour/delete/${id}`), 404);
    }
    expect((await admin.get('/tour/tidakada')).body).toEqual({ message: 'Objek wisata tidak ditemukan' });
    expect((await admin.get('/event/tidakada')).body).toEqual({ message: 'Agenda tidak ditemukan' });
    expect((await admin.delete('/setting/delete/tidakada')).status).toBe(404);
  });

  it('unknown API paths answer 404 in the contract shape', async () => {
    const answer = await admin.get('/tidak/ada');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Alamat API tidak ditemukan' });
  });

  it('a method a path does not take answers in the contract shape, one log line each and no stack', async () => {
    const logBefore = cms.logs().length;
    const paths = ['/api/v1/tour/all', '/api/v1/site', '/api/v1/auth/login', '/api/v1/tidak/ada', '/api/tours', '/', '/admin'];
    const methods = ['DELETE', 'PUT', 'PATCH', 'POST', 'OPTIONS'];
    let sent = 0;
    for (let round = 0; round < 6; round += 1) {
      await Promise.all(
        paths.flatMap((path) =>
          methods.map(async (method) => {
            const response = await fetch(`${cms.url}${path}`, { method, headers: { cookie: admin.cookie ?? '' } });
            await response.arrayBuffer();
            expect(response.status, `${method} ${path}`).toBeLessThan(500);
            sent += 1;
          }),
        ),
      );
    }
    const log = cms.logs().slice(logBefore);
    expect(log).not.toMatch(/^\s+at\s/m);
    expect(log.trim().split('\n').length).toBeLessThanOrEqual(sent);
  });

  it('an unknown option name', async () => {
    const answer = await admin.post('/tour/create', form({ ...tourFields, facility: 'Kolam Renang' }, { bytes: png, name: 'x.png' }));
    await expectRefused(answer, 400);
    expect(answer.body.errors.facility[0]).toMatch(/Kolam Renang/);
  });
});

describe('bodies that cannot be read', () => {
  const unreadable = { message: 'Isi permintaan tidak dapat dibaca' };
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nSawah\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

  it.each([
    ['multipart without a boundary', 'multipart/form-data', part('batas') + 'data\r\n--batas--\r\n'],
    ['multipart that is not multipart', 'multipart/form-data; boundary=batas', 'sama sekali bukan multipart'],
    ['multipart cut off inside the file', 'multipart/form-data; boundary=batas', part('batas') + 'x'.repeat(70_000)],
    ['multipart cut off after the headers', 'multipart/form-data; boundary=batas', part('batas')],
    ['JSON declared as multipart', 'multipart/form-data; boundary=batas', '{"title":"Sawah","caption":"Pagi"}'],
  ])('%s: 400, nothing kept', async (_name, contentType, body) => {
    for (const path of ['/gallery/create', `/tour/update/${tourId}?_method=PATCH`, '/auth/login']) {
      const answer = await admin.post(path, body, { 'content-type': contentType });
      await expectRefused(answer, 400);
      expect(answer.body).toEqual(unreadable);
    }
  });

  it('multipart declared as JSON, and JSON that does not parse', async () => {
    for (const body of [part('batas') + 'data\r\n--batas--\r\n', '{"title": "Sawah",', '"teks"', '{"a":1}{"b":2}']) {
      const answer = await admin.post('/setting/create', body, { 'content-type': 'application/json' });
      await expectRefused(answer, 400);
      expect(answer.body).toEqual({ message: 'Format JSON tidak valid' });
    }
  });

  it('a NUL character in any field, JSON or multipart', async () => {
    for (const body of [{ name: 'Toi\u0000let', category: 'Fasilitas' }, form({ name: 'Toilet', category: 'Fasi\u0000litas' })]) {
      const answer = await admin.post('/setting/create', body);
      await expectRefused(answer, 400);
      expect(answer.body).toEqual(unreadable);
    }
    await expectRefused(await admin.request('PATCH', `/tour/update/${tourId}`, { title: 'Curug\u0000' }), 400);
  });

  it('a body whose encoding is broken or unknown', async () => {
    for (const encoding of ['gzip', 'deflate', 'entah']) {
      const answer = await admin.post('/setting/create', 'bukan gzip', { 'content-type': 'application/json', 'content-encoding': encoding });
      await expectRefused(answer, 400);
      expect(answer.body).toEqual(unreadable);
    }
  });

  it('an unknown route answers 404 without reading the body', async () => {
    // The body is announced but never sent: only an answer that does not wait for it arrives.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${cms.url}/api/v1/tidak/ada`, {
        method: 'POST',
        headers: { cookie: admin.cookie!, 'content-type': 'multipart/form-data; boundary=batas', 'content-length': '1000000' },
      });
      request.on('response', (response) => {
        resolve(response.statusCode!);
        request.destroy();
      });
      request.on('error', reject);
      request.write(part('batas'));
      setTimeout(() => reject(new Error('no answer: the body was being read')), 5000);
    });
    expect(status).toBe(404);
    expect(cms.files().temp).toEqual([]);
  });
});

describe('uploads', () => {
  const context = {} as UploadCase;
  beforeAll(() => {
    Object.assign(context, { admin, png, tourId, expectRefused, temp: () => cms.files().temp });
  });
  uploadHygieneCases(context);
});

describe('every rule of section 5 over HTTP', () => {
  const today = todayInJakarta();
  const cases: Array<[string, Record<string, string>, Record<string, string>, string, string]> = [
    ['package', { title: 'Paket', price: '150000', benefit: 'Pemandu' }, { title: '' }, 'title', 'Judul tidak boleh kosong!'],
    ['package', { title: 'Paket', price: '150000', benefit: 'Pemandu' }, { title: 'ab' }, 'title', 'Judul minimal harus 3 karakter!'],
    ['package', { title: 'Paket', price: '150000', benefit: 'Pemandu' }, { title: 'x'.repeat(101) }, 'title', 'Judul maksimal 100 karakter!'],
    ['package', { title: 'Paket', price: '150000', benefit: 'Pemandu' }, { price: 'abc' }, 'price', 'Harga harus berupa angka!'],
    ['package', { title: 'Paket', price: '150000', benefit: 'Pemandu' }, { price: '' }, 'price', 'Harga tidak boleh kosong!'],
    ['package', { title: 'Paket', price: '150000', benefit: 'Pemandu' }, { price: '9999' }, 'price', 'Harga minimal adalah 10000!'],
    ['package', { title: 'Paket', price: '150000', benefit: 'Pemandu' }, { benefit: '' }, 'benefit', 'Benefit minimal harus ada 1 untuk dipilih!'],
    ['event', { title: 'Acara', description: 'Desa', date: today, time: '08:00', place: 'Balai' }, { date: addDays(today, -1) }, 'date', 'Tanggal harus dalam format YYYY-MM-DD dan tidak boleh di masa lalu!'],
    ['event', { title: 'Acara', description: 'Desa', date: today, time: '08:00', place: 'Balai' }, { date: '2030-02-31' }, 'date', 'Tanggal tidak valid'],
    ['event', { title: 'Acara', description: 'Desa', date: today, time: '08:00', place: 'Balai' }, { time: '' }, 'time', 'Waktu harus diisi'],
    ['event', { title: 'Acara', description: 'Desa', date: today, time: '08:00', place: 'Balai' }, { time: '25:00' }, 'time', 'Format jam mulai harus HH:mm (contoh: 08:00)'],
    ['event', { title: 'Acara', description: 'Desa', date: today, time: '08:00', place: 'Balai' }, { price: '-5' }, 'price', 'Harga minimal adalah 0!'],
    ['event', { title: 'Acara', description: 'Desa', date: today, time: '08:00', place: 'Balai' }, { place: 'ab' }, 'place', 'Tempat minimal harus 3 karakter!'],
    ['gallery', { title: 'Foto', caption: 'Pagi' }, { caption: 'x'.repeat(51) }, 'caption', 'Caption maksimal 50 karakter!'],
    ['gallery', { title: 'Foto', caption: 'Pagi' }, { caption: 'ab' }, 'caption', 'Caption minimal harus 3 karakter!'],
    ['article', { title: 'Artikel', content: '<p>Isi</p>', writer: 'Siti' }, { content: '<p></p>' }, 'content', 'Konten tidak boleh kosong!'],
    ['article', { title: 'Artikel', content: '<p>Isi</p>', writer: 'Siti' }, { content: 'ab' }, 'content', 'Konten minimal harus 3 karakter!'],
    ['article', { title: 'Artikel', content: '<p>Isi</p>', writer: 'Siti' }, { writer: '' }, 'writer', 'Nama penulis tidak boleh kosong!'],
    ['article', { title: 'Artikel', content: '<p>Isi</p>', writer: 'Siti' }, { writer: 'ab' }, 'writer', 'Nama penulis minimal harus 3 karakter!'],
    ['tour', tourFields, { about: 'ab' }, 'about', 'Tentang minimal harus 3 karakter!'],
    ['tour', tourFields, { location: 'ab' }, 'location', 'Lokasi minimal harus 3 karakter!'],
    ['tour', tourFields, { start: '8.00' }, 'start', 'Format jam mulai harus HH:mm (contoh: 08:00)'],
    ['tour', tourFields, { end: '5 sore' }, 'end', 'Format jam selesai harus HH:mm (contoh: 17:00)'],
    ['tour', tourFields, { end: '08:00' }, 'end', 'Jam selesai harus lebih besar dari jam mulai!'],
    ['tour', tourFields, { price: '-10000' }, 'price', 'Harga tidak boleh negatif!'],
    ['tour', tourFields, { price: '1e5' }, 'price', 'Harga harus berupa angka!'],
    ['tour', tourFields, { price: '15k' }, 'price', 'Harga harus berupa angka!'],
    ['tour', tourFields, { operational: 'Libur' }, 'operational', 'Hari operasional harus salah satu dari Senin sampai Minggu!'],
    // Invisible is empty (issue 20): zero-width spaces, a word joiner, a BOM, no-break spaces.
    ['event', { title: 'Acara', description: 'Desa', date: today, time: '08:00', place: 'Balai' }, { title: '\u200B'.repeat(4) }, 'title', 'Judul tidak boleh kosong!'],
    ['gallery', { title: 'Foto', caption: 'Pagi' }, { caption: '\u2060\uFEFF\u00A0' }, 'caption', 'Caption tidak boleh kosong!'],
    ['tour', tourFields, { location: 'a\u200B\u200Cb' }, 'location', 'Lokasi minimal harus 3 karakter!'],
  ];

  it.each(cases)('%s %o %o → %s', async (kind, valid, change, field, message) => {
    const answer = await admin.post(`/${kind}/create`, form({ ...valid, ...change }, { bytes: png, name: 'x.png' }));
    await expectRefused(answer, 400);
    expect(answer.body.errors[field]).toContain(message);
  });

  it('option and profile rules', async () => {
    const option = await admin.post('/setting/create', { name: 'ab', category: 'Lainnya' });
    await expectRefused(option, 400);
    expect(option.body.errors).toEqual({ name: ['Judul minimal harus 3 karakter!'], category: ['Kategori harus Benefit, Fasilitas, Fasilitas Penginapan, Jenis Fasilitas Umum atau Kategori Produk!'] });
    const profile = await admin.post('/user/update?_method=PATCH', form({ name: 'ab', phone: '0812', instagram: '', email: 'bukan' }));
    await expectRefused(profile, 400);
    expect(profile.body.errors).toMatchObject({
      name: ['Nama minimal harus 3 karakter!'],
      phone: ['Nomor telepon minimal harus 10 karakter!'],
      instagram: ['Instagram tidak boleh kosong!'],
      email: ['Format email tidak valid!'],
    });
  });

  it('stores text trimmed of invisible characters, and refuses an update to an invisible title', async () => {
    const created = await admin.post('/package/create', form({ title: '\u200B\u00A0Paket Subuh\uFEFF ', price: '150000', benefit: 'Pemandu' }, { bytes: png, name: 'p.png' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.title).toBe('Paket Subuh');
    snapshot = { counts: await counts(), files: cms.files() };
    const update = await admin.post(`/package/update/${created.body.data.id}?_method=PATCH`, form({ title: '\u200B\u200D\u2060' }));
    await expectRefused(update, 400);
    expect(update.body.errors.title).toEqual(['Judul tidak boleh kosong!']);
    expect((await admin.get(`/package/${created.body.data.id}`)).body.title).toBe('Paket Subuh');
  });

  it('event date: an update may keep a past date, not move to another', async () => {
    const created = await admin.post('/event/create', form({ title: 'Acara', description: 'Desa', date: today, time: '08:00', place: 'Balai' }, { bytes: png, name: 'e.png' }));
    const id = created.body.data.id;
    expect((await admin.post(`/event/update/${id}?_method=PATCH`, form({ title: 'Acara baru' }))).status).toBe(200);
    const moved = await admin.post(`/event/update/${id}?_method=PATCH`, form({ date: addDays(today, -3) }));
    expect(moved.status).toBe(400);
  });
});
