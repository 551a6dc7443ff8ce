// Every call of /api/v1: status and exact body shape, on a real Strapi and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInJakarta, addDays } from '@desa/contract';
import { ApiClient, asAdmin, form, pngBytes } from './support/api';
import { startCms, type RunningCms } from './support/strapi-server';
import type { Option, Tour, VillageEvent } from '@desa/contract';

let cms: RunningCms;
let admin: ApiClient;
let anonymous: ApiClient;
let png: Buffer;

const TIMESTAMPS = ['created_at', 'updated_at', 'createdAt', 'updatedAt'];
const keys = (record: object) => Object.keys(record).sort();
const shape = (...fields: string[]) => [...fields, ...TIMESTAMPS].sort();

beforeAll(async () => {
  cms = await startCms();
  admin = await asAdmin(cms.url);
  anonymous = new ApiClient(cms.url);
  png = await pngBytes();
  for (const [name, category] of [
    ['Toilet', 'Fasilitas'],
    ['Area Parkir', 'Fasilitas'],
    ['Makan Siang', 'Benefit'],
    ['Pemandu', 'Benefit'],
  ]) {
    expect((await admin.post('/setting/create', { name, category })).status).toBe(201);
  }
});
afterAll(async () => cms?.stop());

const tourFields = {
  title: 'Curug Sawer',
  about: 'Air terjun setinggi 20 meter di tengah hutan pinus.',
  operational: 'Sabtu,Minggu',
  location: 'Dusun Cibeureum',
  start: '08:00',
  end: '17:00',
  facility: 'Toilet,Area Parkir',
  maps: 'https://www.google.com/maps?q=-6.9,107.6&output=embed',
  price: '15000',
};

describe('tour', () => {
  let id: string;

  it('creates from multipart with the image in `file`', async () => {
    const answer = await admin.post('/tour/create', form(tourFields, { bytes: png, name: 'curug.png' }));
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Wisata berhasil ditambahkan!');
    const tour = answer.body.data;
    expect(keys(tour)).toEqual(
      shape('id', 'title', 'about', 'location', 'operational', 'start', 'end', 'facility', 'maps', 'price', 'thumbnail'),
    );
    expect(tour).toMatchObject({
      title: 'Curug Sawer',
      operational: 'Sabtu,Minggu',
      start: '08:00',
      end: '17:00',
      facility: 'Toilet,Area Parkir',
      price: 15000,
    });
    expect(typeof tour.id).toBe('string');
    expect(tour.thumbnail).toMatch(new RegExp(`^${cms.url}/uploads/.+\\.png$`));
    expect(tour.created_at).toBe(tour.createdAt);
    expect((await fetch(tour.thumbnail)).status).toBe(200);
    id = tour.id;
  });

  it('lists in the paginated envelope, newest first', async () => {
    await admin.post('/tour/create', form({ ...tourFields, title: 'Bukit Senja' }, { bytes: png, name: 'b.png' }));
    const answer = await anonymous.get('/tour/all?limit=1&page=2');
    expect(answer.status).toBe(200);
    expect(keys(answer.body)).toEqual(['current_page', 'data', 'from', 'last_page', 'per_page', 'to', 'total'].sort());
    expect(answer.body).toMatchObject({ total: 2, current_page: 2, last_page: 2, per_page: 1, from: 2, to: 2 });
    expect(answer.body.data[0].title).toBe('Curug Sawer');
    expect((await anonymous.get('/tour/all')).body.data.map((t: Tour) => t.title)).toEqual(['Bukit Senja', 'Curug Sawer']);
  });

  it('reads one, flat', async () => {
    const answer = await anonymous.get(`/tour/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(id);
    expect(answer.body.title).toBe('Curug Sawer');
  });

  it('adds responsive image variants only when asked (?with=formats)', async () => {
    expect((await anonymous.get(`/tour/${id}`)).body.images).toBeUndefined();
    const answer = await anonymous.get(`/tour/${id}?with=formats`);
    expect(answer.body.images.thumbnail).toMatchObject({ width: 64, height: 48 });
    expect(answer.body.images.thumbnail.srcset).toContain('64w');
  });

  it('updates with POST ?_method=PATCH, keeping the image when no file is sent', async () => {
    const before = (await anonymous.get(`/tour/${id}`)).body;
    const answer = await admin.post(`/tour/update/${id}?_method=PATCH`, form({ ...tourFields, price: '20000' }));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Wisata berhasil diperbarui!');
    expect(answer.body.data.price).toBe(20000);
    expect(answer.body.data.thumbnail).toBe(before.thumbnail);
  });

  it('honours _method inside a form body, and ignores unknown fields', async () => {
    const answer = await admin.post(`/tour/update/${id}`, form({ _method: 'PATCH', location: 'Dusun Cibeureum Atas', rahasia: 'x', id: 'lain' }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.location).toBe('Dusun Cibeureum Atas');
    expect(answer.body.data.id).toBe(id);
    expect(answer.body.data.rahasia).toBeUndefined();
  });

  it('takes a real PATCH with a partial JSON body, checked as a whole', async () => {
    const answer = await admin.request('PATCH', `/tour/update/${id}`, { end: '07:00' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.end).toEqual(['Jam selesai harus lebih besar dari jam mulai!']);
    const ok = await admin.request('PATCH', `/tour/update/${id}`, { title: 'Curug Sawer Indah' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.title).toBe('Curug Sawer Indah');
    expect(ok.body.data.price).toBe(20000);
  });

  it('replaces the image and removes the old file', async () => {
    const before = (await anonymous.get(`/tour/${id}`)).body;
    const answer = await admin.post(`/tour/update/${id}?_method=PATCH`, form({}, { bytes: await pngBytes(80, 60), name: 'baru.png' }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.thumbnail).not.toBe(before.thumbnail);
    expect((await fetch(before.thumbnail)).status).toBe(404);
  });

  it('deletes to the trash; its image goes when the trash entry is removed for good', async () => {
    const before = (await anonymous.get(`/tour/${id}`)).body;
    const answer = await admin.delete(`/tour/delete/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Wisata berhasil dihapus!' });
    expect((await anonymous.get(`/tour/${id}`)).status).toBe(404);
    expect((await anonymous.get(`/tour/${id}`)).body).toEqual({ message: 'Objek wisata tidak ditemukan' });
    expect((await fetch(before.thumbnail)).status).toBe(200);
    expect((await admin.delete(`/trash/tour/${id}`)).status).toBe(200);
    expect((await fetch(before.thumbnail)).status).toBe(404);
  });
});

describe('package, event, article, gallery', () => {
  it('package: create, list, update, delete', async () => {
    const created = await admin.post(
      '/package/create',
      form({ title: 'Paket Sawah', price: '150000', benefit: 'Makan Siang,Pemandu' }, { bytes: png, name: 'p.png' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Paket wisata berhasil ditambahkan!');
    expect(keys(created.body.data)).toEqual(shape('id', 'title', 'price', 'benefit', 'thumbnail'));
    expect(created.body.data.benefit).toBe('Makan Siang,Pemandu');
    const id = created.body.data.id;
    expect((await anonymous.get('/package/all')).body.total).toBe(1);
    const updated = await admin.post(`/package/update/${id}?_method=PATCH`, form({ benefit: 'Pemandu' }));
    expect(updated.body).toMatchObject({ message: 'Paket berhasil diperbarui!', data: { benefit: 'Pemandu' } });
    expect((await admin.delete(`/package/delete/${id}`)).body).toEqual({ message: 'Paket wisata berhasil dihapus!' });
  });

  it('event: by date ascending, ?upcoming=1 keeps today and later', async () => {
    const today = todayInJakarta();
    for (const [title, date] of [
      ['Pesta Panen', addDays(today, 10)],
      ['Kirab Budaya', today],
    ]) {
      const created = await admin.post(
        '/event/create',
        form({ title, description: 'Acara tahunan desa.', date, time: '19:30', place: 'Balai Desa', price: '' }, { bytes: png, name: 'e.png' }),
      );
      expect(created.status).toBe(201);
      expect(created.body.message).toBe('Agenda berhasil ditambahkan!');
      expect(keys(created.body.data)).toEqual(shape('id', 'title', 'description', 'date', 'time', 'place', 'price', 'thumbnail'));
      expect(created.body.data).toMatchObject({ date, time: '19:30', price: 0 });
    }
    const all = await anonymous.get('/event/all');
    expect(all.body.data.map((e: VillageEvent) => e.title)).toEqual(['Kirab Budaya', 'Pesta Panen']);
    const upcoming = await anonymous.get('/event/all?upcoming=1');
    expect(upcoming.body.total).toBe(2);
    const id = all.body.data[0].id;
    const updated = await admin.post(`/event/update/${id}?_method=PATCH`, form({ price: '5000' }));
    expect(updated.body).toMatchObject({ message: 'Agenda berhasil diperbarui!', data: { price: 5000 } });
    expect((await admin.delete(`/event/delete/${id}`)).body).toEqual({ message: 'Agenda berhasil dihapus!' });
  });

  it('article: content sanitised on write', async () => {
    const created = await admin.post(
      '/article/create',
      form(
        { title: 'Panen Raya', writer: 'Siti', content: '<p style="text-align: center">Halo <strong>desa</strong></p><script>alert(1)</script>' },
        { bytes: png, name: 'a.png' },
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Artikel berhasil ditambahkan!');
    expect(keys(created.body.data)).toEqual(shape('id', 'title', 'content', 'writer', 'thumbnail'));
    expect(created.body.data.content).toBe('<p style="text-align: center">Halo <strong>desa</strong></p>');
    const id = created.body.data.id;
    expect((await anonymous.get(`/article/${id}`)).body.writer).toBe('Siti');
    expect((await admin.post(`/article/update/${id}?_method=PATCH`, form({ writer: 'Budi' }))).body.message).toBe('Artikel berhasil diperbarui!');
    expect((await admin.delete(`/article/delete/${id}`)).body).toEqual({ message: 'Artikel berhasil dihapus!' });
  });

  it('gallery: the photo in `image`', async () => {
    const created = await admin.post('/gallery/create', form({ title: 'Sawah pagi', caption: 'Kabut di sawah' }, { bytes: png, name: 'g.png' }));
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Foto galeri berhasil ditambahkan!');
    expect(keys(created.body.data)).toEqual(shape('id', 'title', 'caption', 'image'));
    const id = created.body.data.id;
    expect((await anonymous.get('/gallery/all')).body.data[0].image).toBe(created.body.data.image);
    expect((await admin.post(`/gallery/update/${id}?_method=PATCH`, form({ caption: 'Pagi berkabut' }))).body.message).toBe('Galeri berhasil diperbarui!');
    expect((await admin.delete(`/gallery/delete/${id}`)).body).toEqual({ message: 'Foto galeri berhasil dihapus!' });
  });
});

describe('setting', () => {
  it('answers a plain array, filtered by category', async () => {
    const all = await anonymous.get('/setting/all');
    expect(Array.isArray(all.body)).toBe(true);
    expect(keys(all.body[0])).toEqual(shape('id', 'name', 'category'));
    const benefits = await anonymous.get('/setting/all?category=Benefit');
    expect(benefits.body.map((o: Option) => o.name).sort()).toEqual(['Makan Siang', 'Pemandu']);
  });

  it('keeps facilities in the order they were picked', async () => {
    const created = await admin.post('/tour/create', form({ ...tourFields, facility: 'Area Parkir,Toilet' }, { bytes: png, name: 'o.png' }));
    expect(created.body.data.facility).toBe('Area Parkir,Toilet');
    const updated = await admin.post(`/tour/update/${created.body.data.id}?_method=PATCH`, form({ facility: 'Toilet,Area Parkir' }));
    expect(updated.body.data.facility).toBe('Toilet,Area Parkir');
    expect((await anonymous.get(`/tour/${created.body.data.id}`)).body.facility).toBe('Toilet,Area Parkir');
    await admin.delete(`/tour/delete/${created.body.data.id}`);
  });

  it('renames everywhere, and refuses to delete an option in use (409)', async () => {
    await admin.post('/tour/create', form(tourFields, { bytes: png, name: 't.png' }));
    const toilet = (await anonymous.get('/setting/all?category=Fasilitas')).body.find((o: Option) => o.name === 'Toilet');
    const renamed = await admin.post(`/setting/update/${toilet.id}?_method=PATCH`, { name: 'Toilet Bersih', category: 'Fasilitas' });
    expect(renamed.body.message).toBe('Option berhasil diperbarui!');
    const tours = (await anonymous.get('/tour/all')).body.data;
    expect(tours.every((t: Tour) => t.facility.split(',').includes('Toilet Bersih'))).toBe(true);
    const refused = await admin.delete(`/setting/delete/${toilet.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Toilet Bersih.*masih dipakai/);
    expect((await anonymous.get('/setting/all')).body.some((o: Option) => o.id === toilet.id)).toBe(true);
  });

  it('creates and deletes an unused option', async () => {
    const created = await admin.post('/setting/create', { name: 'Mushola', category: 'Fasilitas' });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Option berhasil ditambahkan!');
    expect((await admin.delete(`/setting/delete/${created.body.data.id}`)).body).toEqual({ message: 'Opsi berhasil dihapus!' });
  });
});

describe('auth and users', () => {
  it('login answers the user and sets an HttpOnly session cookie', async () => {
    const client = new ApiClient(cms.url);
    const answer = await client.login();
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Login berhasil');
    expect(keys(answer.body.data)).toEqual(shape('id', 'name', 'email', 'phone', 'instagram', 'role', 'image_url', 'imageUrl'));
    expect(answer.body.data.role).toBe('ADMIN');
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).toMatch(/Max-Age=604800/);
  });

  it('wrong password: 401 Kredensial tidak valid', async () => {
    const answer = await new ApiClient(cms.url).post('/auth/login', { email: 'admin@test.desa', password: 'salah' });
    expect(answer).toMatchObject({ status: 401, body: { message: 'Kredensial tidak valid' } });
  });

  it('me: flat user, 401 without a session; Bearer works too', async () => {
    expect((await anonymous.get('/auth/me')).body).toEqual({ message: 'Sesi tidak ditemukan, silakan masuk kembali' });
    const me = await admin.get('/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('admin@test.desa');
    const token = decodeURIComponent(admin.cookie!.split('=')[1]);
    const bearer = await anonymous.request('GET', '/auth/me', undefined, { authorization: `Bearer ${token}` });
    expect(bearer.body.email).toBe('admin@test.desa');
  });

  it('register makes a USER; a taken email is refused', async () => {
    const body = { name: 'Warga Baru', email: 'warga.baru@test.desa', password: 'WargaBaru1', passwordConfirmation: 'WargaBaru1' };
    const answer = await anonymous.post('/auth/register', body);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ role: 'USER', name: 'Warga Baru' });
    const again = await anonymous.post('/auth/register', body);
    expect(again.status).toBe(400);
    expect(again.body.errors.email).toEqual(['Email sudah terdaftar']);
  });

  it('register applies the registration rules', async () => {
    const answer = await anonymous.post('/auth/register', { name: 'Wa', email: 'bukan', password: 'lemah', passwordConfirmation: 'beda' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      name: ['Nama minimal terdiri dari 3 karakter'],
      email: ['Format email tidak valid'],
      password: ['Kata sandi minimal 8 karakter', 'Kata sandi harus mengandung huruf besar, huruf kecil, dan angka'],
    });
  });

  it('contact: ADMIN users only, never anyone else', async () => {
    const answer = await anonymous.get('/user/contact');
    expect(answer.status).toBe(200);
    expect(answer.body.user).toHaveLength(1);
    expect(keys(answer.body.user[0])).toEqual(['id', 'instagram', 'name', 'phone']);
  });

  it('user/all and user/update for the ADMIN, with no secrets', async () => {
    const all = await admin.get('/user/all');
    expect(all.status).toBe(200);
    const text = JSON.stringify(all.body);
    for (const secret of ['password', 'resetPasswordToken', 'confirmationToken', 'provider']) expect(text).not.toContain(secret);
    const updated = await admin.post(
      '/user/update?_method=PATCH',
      form({ name: 'Admin Sukamaju', phone: '081234567890', instagram: '@sukamaju', email: 'admin@test.desa' }, { bytes: png, name: 'me.png' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Profile berhasil diperbarui!');
    expect(updated.body.user).toEqual(updated.body.data);
    expect(updated.body.data).toMatchObject({ name: 'Admin Sukamaju', instagram: 'sukamaju' });
    expect(updated.body.data.image_url).toMatch(/^http/);
    const otherEmail = await admin.post('/user/update?_method=PATCH', form({ email: 'lain@test.desa' }));
    expect(otherEmail.status).toBe(400);
    expect(otherEmail.body.errors.email).toEqual(['Email tidak dapat diubah!']);
  });

  it('logout ends the session on the server: a copied cookie stops working', async () => {
    const client = await asAdmin(cms.url);
    const copy = new ApiClient(cms.url);
    copy.cookie = client.cookie;
    expect((await copy.get('/auth/me')).status).toBe(200);
    const out = await client.post('/auth/logout');
    expect(out.body).toEqual({ message: 'Berhasil logout' });
    expect((await copy.get('/auth/me')).status).toBe(401);
    expect((await copy.post('/setting/create', { name: 'Gazebo', category: 'Fasilitas' })).status).toBe(401);
  });
});

describe('site', () => {
  it('answers 404 with a message while the village has no details', async () => {
    const answer = await anonymous.get('/site');
    expect(answer.status).toBe(404);
    expect(typeof answer.body.message).toBe('string');
  });
});

describe('CORS', () => {
  it('echoes a configured origin with credentials, never a wildcard', async () => {
    const allowed = await fetch(`${cms.url}/api/v1/tour/all`, { headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await fetch(`${cms.url}/api/v1/tour/all`, { headers: { origin: 'https://jahat.example' } });
    expect(other.headers.get('access-control-allow-origin')).not.toBe('*');
    expect(other.headers.get('access-control-allow-origin')).not.toBe('https://jahat.example');
  });
});
