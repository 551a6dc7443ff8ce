// Who may call what (generated from the route table), login rate limits, stored XSS. On
// PostgreSQL only the login limits, which live in the database (tests/README.md): who may call
// what and the sanitiser are code, the same on either database.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CONTENT_TYPES, PARTNER, PARTNER_ITEM_FIELDS, REQUEST_TYPES, TEAM, VILLAGE_PROFILE, isPartnerKind, todayInJakarta } from '@desa/contract';
import { ROUTES, type RouteEntry } from '../src/plugins/v1/server/routes';
import { CALLERS, ROLE_MATRIX, type Caller } from '../src/plugins/v1/server/role-matrix';
import { ApiClient, asAdmin, form, invitePartner, pngBytes, registerUser, type Answer, type Credentials, type InvitedPartner } from './support/api';
import { validRecords, VALID_OPTIONS } from './support/records';
import { startCms, TEST_ADMIN, TEST_DB, type RunningCms } from './support/strapi-server';

const onPostgres = TEST_DB === 'postgres';
let cms: RunningCms;
let admin: ApiClient;
let user: ApiClient;
let userCredentials: Credentials;
let png: Buffer;
let VALID: ReturnType<typeof validRecords>;
/** The MITRA whose items the fixtures are ("own"), another one ("other"), one still on their temporary password. */
let ownPartner: InvitedPartner;
let otherPartner: InvitedPartner;
let temporaryPartner: InvitedPartner;
/** A platform's calendar with no stay, served on loopback (which ICAL_ALLOW_PRIVATE opens, as in every test). */
const emptyFeed = http.createServer((_request, response) => response.end('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Uji//ID\r\nEND:VCALENDAR\r\n'));
let platform: { name: string; url: string; rooms: string };

beforeAll(async () => {
  await new Promise<void>((resolve) => emptyFeed.listen(0, '127.0.0.1', resolve));
  platform = { name: 'Airbnb', url: `http://127.0.0.1:${(emptyFeed.address() as AddressInfo).port}/kalender.ics`, rooms: '' };
  cms = await startCms({
    env: { LOGIN_LIMIT_PER_EMAIL: '3', LOGIN_LIMIT_PER_CLIENT: '8', LOGIN_LIMIT_WINDOW_SECONDS: '3', BOOKING_RATE_LIMIT: '1000', ICAL_ALLOW_PRIVATE: '1' },
  });
  admin = await asAdmin(cms.url);
  if (onPostgres) return;
  userCredentials = await registerUser(cms.url);
  user = new ApiClient(cms.url);
  await user.login(userCredentials.email, userCredentials.password);
  png = await pngBytes();
  VALID = validRecords(png);
  for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
  ownPartner = await invitePartner(admin);
  otherPartner = await invitePartner(admin);
  temporaryPartner = await invitePartner(admin, {}, { keepTemporary: true });
});
afterAll(async () => {
  await cms?.stop();
  emptyFeed.close();
});

/** A new published record; a homestay or product is the "own" partner's (only this one). */
async function createOne(kind: string): Promise<string> {
  const created = await admin.post(`/${kind}/create`, VALID[kind]());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.data.id;
  if (isPartnerKind(kind)) {
    // The partner owns this one (the earlier fixtures have served their call).
    const given = await admin.post(`/partners/${ownPartner.id}?_method=PATCH`, { [PARTNER_ITEM_FIELDS[kind]]: [id] });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
  }
  return id;
}

/** A request for the own partner's homestay, for a stay from today (so it can be completed once confirmed). */
async function newRequest(): Promise<string> {
  const homestay = await createOne('homestay');
  const asked = await new ApiClient(cms.url).post('/booking', { type: 'homestay', item_id: homestay, check_in: todayInJakarta(), nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' });
  return asked.body.data.code;
}

/** A confirmed request for the own partner's homestay, and its guest's link token. */
async function confirmedWithLink(): Promise<{ code: string; t: string }> {
  const homestay = await createOne('homestay');
  const asked = await new ApiClient(cms.url).post('/booking', { type: 'homestay', item_id: homestay, check_in: todayInJakarta(), nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' });
  const { code } = asked.body.data;
  await admin.post(`/booking/${code}/confirm`, { amount: 500000 });
  return { code, t: new URL(asked.body.status_url, cms.url).searchParams.get('t')! };
}

/** A proof waiting on a confirmed request; its payment id. */
async function waitingProof(): Promise<number> {
  const { code, t } = await confirmedWithLink();
  const sent = await new ApiClient(cms.url).post(`/booking/${code}/payment?t=${t}`, form({}, { bytes: png, name: 'bukti.png' }));
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.data.id;
}

const PAYMENT_SETTINGS = { banks: [{ bank: 'BRI', number: '012301000456507', holder: 'BUMDes Sukamaju' }], deposit_percent: 30, pay_within_hours: 24, auto_cancel: false, policy: '', policy_en: '' };

async function completedRequest(): Promise<string> {
  const code = await newRequest();
  await admin.post(`/booking/${code}/confirm`);
  await admin.post(`/booking/${code}/complete`);
  return code;
}

async function reviewLinkOf(code: string): Promise<string> {
  const { url } = (await admin.post(`/booking/${code}/review-link`)).body;
  return new URL(url, cms.url).searchParams.get('t')!;
}

async function writtenReview(): Promise<string> {
  const code = await completedRequest();
  const t = await reviewLinkOf(code);
  const written = await new ApiClient(cms.url).post('/review', { code, t, rating: 4, text: 'Tempatnya bersih dan tenang sekali.', name: 'Tamu' });
  return written.body.data.id;
}

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.desa`;

/** What each caller signs in as, for the calls about one's own account. */
function credentialsOf(caller: Caller): Credentials | null {
  return { anonymous: null, user: userCredentials, partnerOwn: ownPartner, partnerOther: otherPartner, partnerTemporary: temporaryPartner, admin: TEST_ADMIN }[caller];
}

type Send = (client: ApiClient, caller: Caller) => Promise<Answer>;

/**
 * Makes what a route's call needs (a fresh record, request or review, the own partner's where it
 * is about an item) and answers the call itself, as any caller.
 */
async function prepare(route: RouteEntry): Promise<Send> {
  const [kind, action] = route.handler.split('.');
  const key = `${route.method} ${route.path}`;
  switch (key) {
    case 'POST /auth/login': {
      return (client) => client.post('/auth/login', userCredentials);
    }
    case 'POST /auth/register': {
      const email = unique('warga');
      return (client) => client.post('/auth/register', { name: 'Warga Desa', email, password: 'WargaDesa123', passwordConfirmation: 'WargaDesa123' });
    }
    case 'POST /auth/logout':
      // A session of its own, so the caller's stays for the next calls.
      return async (_client, caller) => {
        const fresh = new ApiClient(cms.url);
        const credentials = credentialsOf(caller);
        if (credentials) await fresh.login(credentials.email, credentials.password);
        return fresh.post('/auth/logout');
      };
    case 'GET /auth/me':
      return (client) => client.get('/auth/me');
    case 'POST /auth/password':
      return async (client, caller) => {
        // Choosing one's own password ends the temporary one: a new temporary partner each time.
        if (caller === 'partnerTemporary') {
          const fresh = await invitePartner(admin, {}, { keepTemporary: true });
          return fresh.client.post('/auth/password', { currentPassword: fresh.password, password: 'Sementara123', passwordConfirmation: 'Sementara123' });
        }
        const current = credentialsOf(caller)?.password ?? TEST_ADMIN.password;
        const answer = await client.post('/auth/password', { currentPassword: current, password: 'Sementara123', passwordConfirmation: 'Sementara123' });
        if (answer.status === 200) await client.post('/auth/password', { currentPassword: 'Sementara123', password: current, passwordConfirmation: current });
        return answer;
      };
    case 'GET /user/contact':
    case 'GET /user/all':
    case 'GET /trash':
    case 'GET /activity':
    case 'GET /dashboard':
    case 'GET /admins':
    case 'GET /partners':
    case 'GET /approvals':
    case 'GET /booking/all':
    case 'GET /review/all':
    case 'GET /review/recent':
      return (client) => client.get(route.path);
    case `GET /${VILLAGE_PROFILE.path}`:
      await admin.post('/site?_method=PATCH', { name: 'Desa Sukamaju', tagline: 'Desa di kaki gunung', about: 'Sawah dan kopi.', address: 'Garut', email: 'info@sukamaju.desa.id' });
      return (client) => client.get(route.path);
    case 'PATCH /user/update':
      return (client, caller) =>
        client.post('/user/update?_method=PATCH', form({ name: 'Nama Akun', phone: '081234567890', instagram: 'desa', email: credentialsOf(caller)?.email ?? TEST_ADMIN.email }));
    case `PATCH /${VILLAGE_PROFILE.path}`:
      return (client) => client.post('/site?_method=PATCH', { name: 'Desa Sukamaju', tagline: 'Desa di kaki gunung', about: 'Sawah dan kopi.', address: 'Garut', email: 'info@sukamaju.desa.id' });
    case 'GET /stats':
      return (client) => client.get('/stats?from=2026-01-01&to=2026-01-31&group=page');
    case 'POST /stats/ingest':
      return (client) => client.request('POST', route.path, { rows: [] });
    case 'GET /report/cash-book':
      return (client) => client.get(`${route.path}?month=2026-01`);
    case 'GET /report':
    case 'GET /report/facts':
      return (client) => client.get(`${route.path}?from=2026-01-01&to=2026-01-31&group=item`);
    case 'POST /admins':
      return (client) => client.post('/admins', { name: 'Admin Baru', email: unique('admin'), phone: '081234567890' });
    case 'POST /partners':
      return (client) => client.post('/partners', { name: 'Mitra Baru', email: unique('mitra'), phone: '081234567890', homestays: [], products: [] });
    case 'POST /booking':
      return async (client) => {
        const homestay = await createOne('homestay');
        return client.post('/booking', { type: 'homestay', item_id: homestay, check_in: todayInJakarta(), nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' });
      };
    case 'POST /review': {
      const code = await completedRequest();
      const t = await reviewLinkOf(code);
      return (client) => client.post('/review', { code, t, rating: 4, text: 'Tempatnya bersih dan tenang sekali.', name: 'Tamu' });
    }
    case 'GET /payment-settings':
      return (client) => client.get(route.path);
    case 'PATCH /payment-settings':
      return (client) => client.post('/payment-settings?_method=PATCH', PAYMENT_SETTINGS);
    case 'POST /booking/:code/payment': {
      const { code, t } = await confirmedWithLink();
      return (client) => client.post(`/booking/${code}/payment?t=${t}`, form({ method: 'transfer' }, { bytes: png, name: 'bukti.png' }));
    }
    case 'POST /booking/:code/payments': {
      const { code } = await confirmedWithLink();
      return (client) => client.post(`/booking/${code}/payments`, { kind: 'dp', method: 'tunai', amount: 1000 });
    }
    case 'GET /payments/:id/proof': {
      const id = await waitingProof();
      return (client) => client.get(`/payments/${id}/proof`);
    }
    case 'GET /booking/:code/receipt/:id': {
      const { code } = await confirmedWithLink();
      const recorded = await admin.post(`/booking/${code}/payments`, { kind: 'dp', method: 'tunai', amount: 1000 });
      return (client) => client.get(`/booking/${code}/receipt/${recorded.body.data.payments[0].id}`);
    }
    case 'POST /booking/:code/gateway': {
      // With the guest's own link: the gateway is off here, so even they get its 404.
      const { code, t } = await confirmedWithLink();
      return (client) => client.post(`/booking/${code}/gateway?t=${t}`, {});
    }
    case 'POST /payments/midtrans':
      return (client) => client.post('/payments/midtrans', { order_id: 'ABCDEF-00', status_code: '200', gross_amount: '1000.00', signature_key: '0'.repeat(128), transaction_status: 'settlement' });
    case 'POST /payments/:id/accept':
    case 'POST /payments/:id/reject': {
      const id = await waitingProof();
      return (client) => client.post(`/payments/${id}/${action}`, { reason: 'Bukti buram.' });
    }
    case 'GET /review/form/:code': {
      const code = await completedRequest();
      const t = await reviewLinkOf(code);
      return (client) => client.get(`/review/form/${code}?t=${t}`);
    }
  }
  if (kind === 'trash') {
    const id = await createOne('gallery');
    await admin.delete(`/gallery/delete/${id}`);
    return (client) => (action === 'restore' ? client.post(`/trash/gallery/${id}/restore`) : client.delete(`/trash/gallery/${id}`));
  }
  if (kind === 'admins') {
    const id = (await admin.post('/admins', { name: 'Admin Baru', email: unique('admin'), phone: '081234567890' })).body.data.id;
    return (client) => client.post(`/admins/${id}/${action}`);
  }
  if (kind === 'partners') {
    const { id } = await invitePartner(admin);
    return (client) => (action === 'items' ? client.post(`/partners/${id}?_method=PATCH`, { homestays: [], products: [] }) : client.post(`/partners/${id}/${action}`));
  }
  if (kind === 'approvals') {
    const homestay = await createOne('homestay');
    const change = await ownPartner.client.post(`/homestay/update/${homestay}?_method=PATCH`, { price: '275000' });
    expect(change.status, JSON.stringify(change.body)).toBe(202);
    return (client) => client.post(`/approvals/${change.body.change.id}/${action}`, { note: 'Foto kamar kurang terang.' });
  }
  if (kind === 'review') {
    if (action === 'link') {
      const code = await completedRequest();
      return (client) => client.post(`/booking/${code}/review-link`);
    }
    const type = REQUEST_TYPES.find((candidate) => action === `${candidate}Reviews`);
    if (type) {
      const id = await createOne(type);
      return (client) => client.get(`/${CONTENT_TYPES[type].path}/${id}/reviews`);
    }
    const id = await writtenReview();
    if (action === 'remove') return (client) => client.delete(`/review/${id}`);
    return (client) => client.post(`/review/${id}/${action}`, { text: 'Terima kasih atas ulasannya.' });
  }
  if (kind === 'homestayCalendar') {
    const base = `/homestay/${await createOne('homestay')}`;
    const closed = { from: todayInJakarta(), to: todayInJakarta(), note: 'Renovasi kamar mandi' };
    if (action === 'blocks') return (client) => client.get(`${base}/blocks`);
    if (action === 'block') return (client) => client.post(`${base}/blocks`, closed);
    if (action === 'rotateFeed') return (client) => client.post(`${base}/feed-token`);
    if (action === 'feed') return (client) => client.get(`${base}/feed/bukan-tokennya`);
    if (action === 'calendars') return (client) => client.get(`${base}/calendars`);
    if (action === 'addCalendar') return (client) => client.post(`${base}/calendars`, platform);
    if (action === 'conflicts') return (client) => client.get('/calendar-conflicts');
    if (action.endsWith('Calendar')) {
      const calendar = `${base}/calendars/${(await admin.post(`${base}/calendars`, platform)).body.data.id}`;
      if (action === 'updateCalendar') return (client) => client.post(`${calendar}?_method=PATCH`, { name: 'Booking.com' });
      if (action === 'syncCalendar') return (client) => client.post(`${calendar}/sync`);
      return (client) => client.delete(calendar);
    }
    const block = await admin.post(`${base}/blocks`, closed);
    return (client) => client.delete(`${base}/blocks/${block.body.data.id}`);
  }
  if (kind === 'booking') {
    if (action === 'homestayAvailability' || action === 'packageAvailability') {
      const type = action === 'homestayAvailability' ? 'homestay' : 'package';
      const id = await createOne(type);
      return (client) => client.get(`/${CONTENT_TYPES[type].path}/${id}/availability?from=${todayInJakarta()}&to=${todayInJakarta()}`);
    }
    const code = await newRequest();
    if (action === 'one') return (client) => client.get(`/booking/${code}`);
    if (action === 'complete' || action === 'cancel' || action === 'undo') await admin.post(`/booking/${code}/confirm`);
    return (client) => client.post(`/booking/${code}/${action}`, { reason: 'Penuh' });
  }
  if (action === 'all') return (client) => client.get(`/${kind}/all`);
  if (action === 'create') return (client) => client.post(`/${kind}/create`, VALID[kind]());
  const id = await createOne(kind);
  if (action === 'one') return (client) => client.get(`/${kind}/${id}`);
  if (action === 'update') return (client) => client.post(`/${kind}/update/${id}?_method=PATCH`, VALID[kind]());
  if (action === 'remove') return (client) => client.delete(`/${kind}/delete/${id}`);
  if (action === 'publish' || action === 'unpublish') return (client) => client.post(`/${kind}/${action}/${id}`);
  throw new Error(`no request for ${route.handler}: add one to the role matrix test`);
}

const keyOf = (route: RouteEntry) => `${route.method} ${route.path}`;

describe.skipIf(onPostgres)('role matrix', () => {
  it('has a row for every route of the route table, and no row without its route', () => {
    const keys = ROUTES.map(keyOf);
    expect(keys.filter((key) => !(key in ROLE_MATRIX))).toEqual([]);
    expect(Object.keys(ROLE_MATRIX).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('protects every write and the user list; the public forms are limited per address', () => {
    const writes = ROUTES.filter((route) => route.method !== 'GET' && !route.path.startsWith('/auth/'));
    expect(writes.filter((route) => route.access === 'public' || route.access === 'token').map(keyOf)).toEqual([]);
    expect(ROUTES.filter((route) => route.access === 'form').map(keyOf)).toEqual(['POST /booking', 'POST /booking/:code/payment', 'POST /booking/:code/gateway', 'POST /review']);
    // A write without an account is a service's notification, believed by its signature alone (payments.test.ts).
    expect(ROUTES.filter((route) => route.access === 'signed').map(keyOf)).toEqual(['POST /payments/midtrans']);
    expect(ROUTES.find((route) => route.path === '/user/all')!.access).toBe('admin');
  });

  // Callers in this order: a refusal changes nothing, so one prepared call serves every caller
  // until one succeeds; a write's success gets a fresh one for the next caller.
  const order: Caller[] = ['anonymous', 'user', 'partnerOther', 'partnerTemporary', 'partnerOwn', 'admin'];
  it.each(ROUTES.map((route) => [keyOf(route), route] as const))('%s', async (key, route) => {
    const row = ROLE_MATRIX[key];
    const clients: Record<Caller, ApiClient> = {
      anonymous: new ApiClient(cms.url),
      user,
      partnerOwn: ownPartner.client,
      partnerOther: otherPartner.client,
      partnerTemporary: temporaryPartner.client,
      admin,
    };
    let send = await prepare(route);
    for (const caller of order) {
      const expected = row[CALLERS.indexOf(caller)];
      const answer = await send(clients[caller], caller);
      expect(answer.status, `${caller}: ${JSON.stringify(answer.body)}`).toBe(expected);
      if (expected === 401 && route.access !== 'secret') expect(answer.body).toEqual({ message: API.unauthenticated });
      if (expected === 401 && route.access === 'secret') expect(answer.body).toEqual({ message: API.secretRefused });
      if (expected === 403) expect([API.forbidden, PARTNER.notYours, TEAM.mustChangePassword]).toContain(answer.body.message);
      if (answer.status < 300 && route.method !== 'GET') send = await prepare(route);
    }
  });

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

describe.skipIf(onPostgres)('stored XSS', () => {
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
