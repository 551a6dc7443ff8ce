// Who may call what (generated from the route table), login rate limits, stored XSS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, todayInJakarta } from '@desa/contract';
import { ROUTES, type RouteEntry } from '../src/plugins/v1/server/routes';
import { ApiClient, asAdmin, asUser, form, pngBytes, type Answer } from './support/api';
import { validRecords, VALID_OPTIONS } from './support/records';
import { startCms, TEST_ADMIN, type RunningCms } from './support/strapi-server';

let cms: RunningCms;
let admin: ApiClient;
let user: ApiClient;
let png: Buffer;
let VALID: ReturnType<typeof validRecords>;

beforeAll(async () => {
  cms = await startCms({
    env: { LOGIN_LIMIT_PER_EMAIL: '3', LOGIN_LIMIT_PER_CLIENT: '8', LOGIN_LIMIT_WINDOW_SECONDS: '3', BOOKING_RATE_LIMIT: '1000' },
  });
  admin = await asAdmin(cms.url);
  user = await asUser(cms.url);
  png = await pngBytes();
  VALID = validRecords(png);
  for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
});
afterAll(async () => cms?.stop());

async function createOne(kind: string): Promise<string> {
  const created = await admin.post(`/${kind}/create`, VALID[kind]());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id;
}

/** A request stayed and completed today, through the public form and an admin. */
async function completedRequest(): Promise<string> {
  const homestay = await createOne('homestay');
  const asked = await new ApiClient(cms.url).post('/booking', { type: 'homestay', item_id: homestay, check_in: todayInJakarta(), nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' });
  const { code } = asked.body.data;
  await admin.post(`/booking/${code}/confirm`);
  await admin.post(`/booking/${code}/complete`);
  return code;
}

/** Sends the request a route expects, as `client`, with a fresh record where it needs one. */
async function call(client: ApiClient, route: RouteEntry): Promise<Answer> {
  const [kind, action] = route.handler.split('.');
  if (route.path === '/user/all') return client.get('/user/all');
  if (route.path === '/user/update')
    return client.post('/user/update?_method=PATCH', form({ name: 'Admin Desa', phone: '081234567890', instagram: 'desa', email: TEST_ADMIN.email }));
  if (route.path === '/site')
    return client.post('/site?_method=PATCH', { name: 'Desa Sukamaju', tagline: 'Desa di kaki gunung', about: 'Sawah dan kopi.', address: 'Garut', email: 'info@sukamaju.desa.id' });
  if (route.path === '/auth/password') {
    const answer = await client.post('/auth/password', { currentPassword: TEST_ADMIN.password, password: 'Sementara123', passwordConfirmation: 'Sementara123' });
    if (answer.status === 200) await client.post('/auth/password', { currentPassword: 'Sementara123', password: TEST_ADMIN.password, passwordConfirmation: TEST_ADMIN.password });
    return answer;
  }
  if (route.path === '/stats') return client.get('/stats?from=2026-01-01&to=2026-01-31&group=page');
  if (route.path.startsWith('/report')) return client.get(`${route.path}?from=2026-01-01&to=2026-01-31&group=item`);
  if (route.path === '/trash' || route.path === '/activity' || (route.path === '/admins' && route.method === 'GET')) return client.get(route.path);
  if (kind === 'trash') {
    const id = await createOne('gallery');
    await admin.delete(`/gallery/delete/${id}`);
    return action === 'restore' ? client.post(`/trash/gallery/${id}/restore`) : client.delete(`/trash/gallery/${id}`);
  }
  if (kind === 'review') {
    const code = await completedRequest();
    if (action === 'link') return client.post(`/booking/${code}/review-link`);
    if (action === 'all') return client.get('/review/all');
    const { url } = (await admin.post(`/booking/${code}/review-link`)).body;
    const t = new URL(url, cms.url).searchParams.get('t');
    const written = await new ApiClient(cms.url).post('/review', { code, t, rating: 4, text: 'Tempatnya bersih dan tenang sekali.', name: 'Tamu' });
    if (action === 'remove') return client.delete(`/review/${written.body.data.id}`);
    return client.post(`/review/${written.body.data.id}/${action}`, { text: 'Terima kasih atas ulasannya.' });
  }
  if (kind === 'booking') {
    if (action === 'all') return client.get('/booking/all');
    // A request for a stay from today, so it can be completed once confirmed.
    const homestay = await createOne('homestay');
    const asked = await new ApiClient(cms.url).post('/booking', { type: 'homestay', item_id: homestay, check_in: todayInJakarta(), nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' });
    const { code } = asked.body.data;
    if (action === 'one') return client.get(`/booking/${code}`);
    if (action === 'complete' || action === 'cancel') await admin.post(`/booking/${code}/confirm`);
    return client.post(`/booking/${code}/${action}`, { reason: 'Penuh' });
  }
  if (kind === 'admins') {
    const invite = () => ({ name: 'Admin Baru', email: `admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.desa`, phone: '081234567890' });
    if (action === 'add') return client.post('/admins', invite());
    const id = (await admin.post('/admins', invite())).body.data.id;
    return client.post(`/admins/${id}/${action}`);
  }
  if (action === 'create') return client.post(`/${kind}/create`, VALID[kind]());
  const id = await createOne(kind);
  if (action === 'update') return client.post(`/${kind}/update/${id}?_method=PATCH`, VALID[kind]());
  if (action === 'remove') return client.delete(`/${kind}/delete/${id}`);
  if (action === 'publish' || action === 'unpublish') return client.post(`/${kind}/${action}/${id}`);
  throw new Error(`no request for ${route.handler}: add one to the role matrix`);
}

describe('role matrix', () => {
  // A guest's signed link opens its own request (bookings.test.ts); without one it is an ADMIN's call.
  const protectedRoutes = ROUTES.filter((route) => route.access === 'admin' || route.access === 'token');

  it('protects every write and the user list; the public forms are limited per address', () => {
    const writes = ROUTES.filter((route) => route.method !== 'GET' && !route.path.startsWith('/auth/'));
    expect(writes.filter((route) => route.access !== 'admin' && route.access !== 'secret').map((route) => route.path)).toEqual(['/booking', '/review']);
    for (const path of ['/booking', '/review']) expect(ROUTES.find((route) => route.path === path)!.access).toBe('form');
    expect(protectedRoutes.map((route) => route.path)).toContain('/user/all');
  });

  it.each(ROUTES.filter((route) => route.access === 'secret').map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: the web servers\' shared secret only; no account opens it',
    async (_name, route) => {
      for (const client of [new ApiClient(cms.url), user, admin]) {
        const answer = await client.request(route.method, route.path, { rows: [] });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: API.secretRefused });
      }
    },
  );

  it.each(protectedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 anonymous, 403 USER, success for ADMIN',
    async (_name, route) => {
      const anonymous = await call(new ApiClient(cms.url), route);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Sesi tidak ditemukan, silakan masuk kembali' });
      const asUserAnswer = await call(user, route);
      expect(asUserAnswer.status).toBe(403);
      expect(asUserAnswer.body).toEqual({ message: 'Akses ditolak. Peran tidak sesuai.' });
      const asAdminAnswer = await call(admin, route);
      expect(asAdminAnswer.status, JSON.stringify(asAdminAnswer.body)).toBeGreaterThanOrEqual(200);
      expect(asAdminAnswer.status).toBeLessThan(300);
    },
  );

  it('refuses a cookie-authenticated write from a foreign origin, and says why', async () => {
    const before = (await admin.get('/setting/all')).body.length;
    for (const client of [admin, user]) {
      const answer = await client.post('/setting/create', VALID.setting(), { origin: 'https://jahat.example' });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Akses ditolak. Asal permintaan tidak diizinkan.' });
    }
    expect((await admin.get('/setting/all')).body.length).toBe(before);
    const configured = await admin.post('/setting/create', VALID.setting(), { origin: 'http://localhost:3000' });
    expect(configured.status).toBe(201);
  });

  it('a USER changes nothing: counts stay', async () => {
    const before = (await admin.get('/tour/all')).body.total;
    await user.post('/tour/create', VALID.tour());
    expect((await admin.get('/tour/all')).body.total).toBe(before);
  });
});

describe('login rate limit', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('locks an email after repeated failures with 429, then recovers', async () => {
    const client = new ApiClient(cms.url);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await client.post('/auth/login', { email: TEST_ADMIN.email, password: 'salah' })).status).toBe(401);
    }
    const locked = await client.post('/auth/login', TEST_ADMIN);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Terlalu banyak percobaan. Coba lagi dalam 1 menit.');
    await wait(3200);
    expect((await client.login()).status).toBe(200);
  });

  it('limits one client across many emails', async () => {
    const client = new ApiClient(cms.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      statuses.push((await client.post('/auth/login', { email: `orang${attempt}@test.desa`, password: 'salah' })).status);
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    await wait(3200);
  });
});

describe('login limit behind the web app', () => {
  it('counts failures per visitor named by a trusted proxy (the web app on loopback)', async () => {
    const viaWeb = (visitor: string, email: string) =>
      new ApiClient(cms.url).post('/auth/login', { email, password: 'salah' }, { 'x-forwarded-for': visitor });
    for (let attempt = 0; attempt < 8; attempt++) expect((await viaWeb('203.0.113.7', `a${attempt}@test.desa`)).status).toBe(401);
    expect((await viaWeb('203.0.113.7', 'a9@test.desa')).status).toBe(429);
    // Another visitor signing in through the same web server is not locked out.
    expect((await viaWeb('198.51.100.20', 'b1@test.desa')).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 3200));
  });
});

describe('stored XSS', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">klik</a>',
    '<svg><script>alert(1)</script></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<p onmouseover="alert(1)">teks</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<object data="data:text/html,<script>alert(1)</script>"></object>',
    '"><img src=x onerror=alert(1)>',
  ];

  it('saves every known payload harmless', async () => {
    for (const payload of payloads) {
      const created = await admin.post('/article/create', form({ title: 'Uji XSS', writer: 'Penguji', content: `<p>Aman dibaca</p>${payload}` }, { bytes: png, name: 'foto.png' }));
      expect(created.status, payload).toBe(201);
      const stored = (await admin.get(`/article/${created.body.data.id}`)).body.content as string;
      expect(stored, payload).not.toMatch(/<script|onerror|onmouseover|javascript:|<iframe|<object|<svg|<form|formaction/i);
      expect(stored).toContain('Aman dibaca');
    }
  });
});
