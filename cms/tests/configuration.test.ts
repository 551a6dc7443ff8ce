// Configuration: production refuses to start without secrets or an admin account, or with a
// bad setting; the session cookie, registration and upload limit follow their settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { ApiClient, asAdmin, form, pngBytes, sessionToken, sessionTokenOf } from './support/api';
import { freePort } from './support/process';
import { startCms, type RunningCms } from './support/strapi-server';

describe('production without configuration', () => {
  it('a missing secret is a clear startup error', async () => {
    await expect(startCms({ env: { APP_KEYS: '' } })).rejects.toThrow(/Variabel rahasia APP_KEYS belum diisi/);
  });

  it('a setting with a bad value is a clear startup error naming each variable', async () => {
    const start = startCms({ env: { MAX_UPLOAD_MB: 'lima', CORS_ORIGINS: 'http://localhost:3000/admin', SESSION_COOKIE_SAMESITE: 'longgar' } });
    await expect(start).rejects.toThrow(/Pengaturan lingkungan CMS tidak valid/);
    await expect(start).rejects.toThrow(/MAX_UPLOAD_MB harus ukuran dalam MB/);
    await expect(start).rejects.toThrow(/CORS_ORIGINS http:\/\/localhost:3000\/admin bukan asal yang sah/);
    await expect(start).rejects.toThrow(/SESSION_COOKIE_SAMESITE harus lax, strict atau none/);
  });

  it('an empty database without ADMIN_EMAIL/ADMIN_PASSWORD is a clear startup error', async () => {
    await expect(startCms({ env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } })).rejects.toThrow(
      /ADMIN_EMAIL dan ADMIN_PASSWORD wajib diisi/,
    );
  });
});

describe('cross-site deployment settings', () => {
  let cms: RunningCms;
  beforeAll(async () => {
    cms = await startCms({ env: { SESSION_COOKIE_SAMESITE: 'none', ALLOW_REGISTRATION: 'false', MAX_UPLOAD_MB: '1' } });
  });
  afterAll(async () => cms?.stop());

  it('sets SameSite=None with Secure on the session cookie', async () => {
    const answer = await new ApiClient(cms.url).login();
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/Secure/);
  });

  it('closes registration', async () => {
    const answer = await new ApiClient(cms.url).post('/auth/register', {
      name: 'Warga', email: 'warga@test.desa', password: 'WargaDesa1', passwordConfirmation: 'WargaDesa1',
    });
    expect(answer).toMatchObject({ status: 403, body: { message: 'Registrasi sedang ditutup' } });
  });

  it('applies the configured upload limit', async () => {
    const admin = new ApiClient(cms.url);
    // Secure cookies are not sent back over plain http by a browser; a script uses the token.
    const token = sessionTokenOf(await admin.login());
    admin.cookie = undefined;
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(1.5 * 1024 * 1024)]);
    const answer = await admin.request('POST', '/gallery/create', form({ title: 'Besar', caption: 'Terlalu besar' }, { bytes: big, name: 'b.png' }), {
      authorization: `Bearer ${token}`,
    });
    expect(answer).toMatchObject({ status: 413, body: { message: 'Ukuran gambar maksimal 1 MB' } });
    expect(cms.files().temp).toEqual([]);
  });

  it('holds each photo to the limit, not the photos of a save together: a homestay with four photos over twice the limit in all is stored', async () => {
    const token = await sessionToken(cms.url);
    const admin = new ApiClient(cms.url);
    const bearer = { authorization: `Bearer ${token}` };
    expect((await admin.request('POST', '/setting/create', { name: 'Sarapan', category: 'Fasilitas Penginapan' }, bearer)).status).toBe(201);
    // Camera-like photos: noise keeps a JPEG large.
    const photo = (seed: number) => sharp({ create: { width: 1000, height: 800, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110 + seed, sigma: 60 } } }).jpeg({ quality: 95 }).toBuffer();
    const photos = await Promise.all([1, 2, 3, 4].map(photo));
    const MB = 1024 * 1024;
    expect(photos.every((bytes) => bytes.length < MB && bytes.length > 0.6 * MB)).toBe(true);
    // More than two files' worth of the limit together (a homestay may send 8).
    expect(photos.reduce((sum, bytes) => sum + bytes.length, 0)).toBeGreaterThan(2.2 * MB);
    const fields = { title: 'Homestay Foto Banyak', description: '<p>Tiga foto kamera.</p>', host: 'Pak Darto', location: 'Dusun Krajan', rooms: '2', guests_per_room: '2', price: '250000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' };
    const created = await admin.request('POST', '/homestay/create', form(fields, photos.map((bytes, index) => ({ bytes, name: `kamera-${index}.jpg` }))), bearer);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.photos).toHaveLength(4);
    // One photo over the limit is still refused with its message.
    const big = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 70 } } }).jpeg({ quality: 97 }).toBuffer();
    expect(big.length).toBeGreaterThan(MB);
    const refused = await admin.request('POST', '/homestay/create', form(fields, [{ bytes: big, name: 'besar.jpg' }]), bearer);
    expect(refused).toMatchObject({ status: 413, body: { message: 'Ukuran gambar maksimal 1 MB' } });
    expect(cms.files().temp).toEqual([]);
    // A call that takes one file keeps one file's share: the same photos to a gallery photo are refused unread, and so is a guest's proof.
    const gallery = await admin.request('POST', '/gallery/create', form({ title: 'Banyak', caption: 'Tiga foto' }, photos.slice(0, 3).map((bytes, index) => ({ bytes, name: `g-${index}.jpg` }))), bearer);
    expect(gallery).toMatchObject({ status: 413, body: { message: 'Ukuran gambar maksimal 1 MB' } });
    const proof = await new ApiClient(cms.url).request('POST', '/booking/KODE12/payment', form({ t: 'x' }, photos.slice(0, 3).map((bytes, index) => ({ bytes, name: `p-${index}.jpg` }))));
    expect(proof.status).toBe(413);
    expect(cms.files().temp).toEqual([]);
  });

  it('tells the web app the limit (GET /site upload_limit_mb)', async () => {
    const token = await sessionToken(cms.url);
    const admin = new ApiClient(cms.url);
    const village = { name: 'Desa Uji', tagline: 'Desa untuk diuji', about: 'Tentang desa uji.', address: 'Jalan Uji 1', email: 'halo@desa.uji' };
    expect((await admin.post('/site?_method=PATCH', village, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await admin.get('/site')).body.upload_limit_mb).toBe(1);
  });
});

describe('a larger upload limit (MAX_UPLOAD_MB=10), and a web app that starts after the CMS', () => {
  let cms: RunningCms;
  let webPort: number;
  beforeAll(async () => {
    webPort = await freePort();
    cms = await startCms({ env: { MAX_UPLOAD_MB: '10', WEB_REVALIDATE_URLS: `http://127.0.0.1:${webPort}/_revalidate`, REVALIDATE_SECRET: 'rahasia' } });
  });
  afterAll(async () => cms?.stop());

  it('tells the web app the limit and accepts a photo over the default 5 MB', async () => {
    const admin = await asAdmin(cms.url);
    const village = { name: 'Desa Uji', tagline: 'Desa untuk diuji', about: 'Tentang desa uji.', address: 'Jalan Uji 1', email: 'halo@desa.uji' };
    expect((await admin.post('/site?_method=PATCH', village)).status).toBe(200);
    expect((await admin.get('/site')).body.upload_limit_mb).toBe(10);
    // Noise does not compress: a 1,500 × 1,500 PNG of it is about 6.8 MB.
    const side = 1500;
    const photo = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();
    expect(photo.length).toBeGreaterThan(6 * 1024 * 1024);
    const answer = await admin.post('/gallery/create', form({ title: 'Besar', caption: 'Foto besar' }, { bytes: photo, name: 'besar.png' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('drops purge notices quietly until the web app has answered once, then warns when it is gone', async () => {
    const admin = await asAdmin(cms.url);
    const village = { name: 'Desa Sunyi', tagline: 'Desa untuk diuji', about: 'Tentang desa uji.', address: 'Jalan Uji 1', email: 'halo@desa.uji' };
    const noticeFailures = () => cms.logs().split('\n').filter((line) => /Revalidasi .* gagal/.test(line) && /warn/.test(line));
    // Nothing listens yet: the start-up's writes and this one are missed, and nothing is said.
    expect((await admin.post('/site?_method=PATCH', village)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(noticeFailures()).toEqual([]);

    const notices: string[] = [];
    const web = http.createServer((request, response) => {
      request.on('data', (chunk) => notices.push(String(chunk)));
      request.on('end', () => response.writeHead(204).end());
    });
    await new Promise<void>((resolve) => web.listen(webPort, '127.0.0.1', resolve));
    expect((await admin.post('/site?_method=PATCH', { ...village, name: 'Desa Terjaga' })).status).toBe(200);
    await expect.poll(() => notices.join(), { timeout: 10_000 }).toContain('site');
    await new Promise<void>((resolve) => web.close(() => resolve()));

    expect((await admin.post('/site?_method=PATCH', { ...village, name: 'Desa Tanpa Web' })).status).toBe(200);
    await expect.poll(noticeFailures, { timeout: 10_000 }).toHaveLength(1);
  });
});
