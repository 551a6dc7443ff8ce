// Two CMS replicas on one PostgreSQL database and one bucket, as behind a load balancer:
// sessions, the login limit and uploads are shared; a scheduled record is published once, an
// expired trash entry removed once, an unpaid request cancelled once, a platform's calendar fetched
// once per interval, a deactivated admin signed out on both. Runs when TEST_DATABASE_URL is set,
// once (package.json runs it in the PostgreSQL pass only).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDateWithDay, todayInJakarta } from '@desa/contract';
import { ApiClient, asAdmin, form, pngBytes } from './support/api';
import { VALID_OPTIONS, validRecords } from './support/records';
import { sql } from './support/database';
import { purgeListener, waitFor } from './support/purge-listener';
import { startObjectStore, type ObjectStore } from './support/object-store';
import { startFeedServer, type FeedServer } from './support/feed-server';
import { airbnbFeed } from './support/ical-fixtures';
import { TEST_ADMIN, removeWorkDir, startCms, type RunningCms } from './support/strapi-server';

describe.runIf(process.env.TEST_DATABASE_URL)('two CMS replicas on one PostgreSQL database and one bucket', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-cms-replicas-'));
  let store: ObjectStore;
  let web: Awaited<ReturnType<typeof purgeListener>>;
  let a: RunningCms;
  let b: RunningCms;
  let feeds: FeedServer;
  const SYNC_INTERVAL_MS = 1_000;

  beforeAll(async () => {
    store = await startObjectStore();
    feeds = await startFeedServer();
    web = await purgeListener();
    // Both look for due schedules twice a second and tell the same web app.
    const env = (name: string) => ({
      ...store.env,
      LOGIN_LIMIT_PER_EMAIL: '5',
      SCHEDULER_INTERVAL_MS: '500',
      CLEANUP_INTERVAL_MS: '500',
      WEB_REVALIDATE_URLS: `${web.url}?dari=${name}`,
      REVALIDATE_SECRET: 'rahasia-cache',
      BOOKING_RATE_LIMIT: '100',
      ICAL_SYNC_INTERVAL_MS: String(SYNC_INTERVAL_MS),
      ICAL_ALLOW_PRIVATE: '1',
    });
    // The first replica migrates the fresh database; the second starts on it afterwards.
    a = await startCms({ db: 'postgres', workDir, env: env('a') });
    b = await startCms({ db: 'postgres', workDir, env: env('b') });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await removeWorkDir(workDir);
    await store?.stop();
    await web?.close();
    await feeds?.close();
  });

  it('a session made on one works on the other; logout on one ends it on both', async () => {
    const onA = new ApiClient(a.url);
    expect((await onA.login()).status).toBe(200);
    const onB = new ApiClient(b.url);
    onB.cookie = onA.cookie;
    expect((await onB.get('/auth/me')).body.email).toBe(TEST_ADMIN.email);
    expect((await onB.post('/auth/logout')).status).toBe(200);
    onB.cookie = onA.cookie;
    expect((await onA.get('/auth/me')).status).toBe(401);
    expect((await onB.get('/auth/me')).status).toBe(401);
  });

  it('failed sign-ins spread over both replicas hit one shared limit (429)', async () => {
    const email = 'tamu@test.desa';
    const statuses: number[] = [];
    for (const replica of [a, b, a, b, a, b]) statuses.push((await new ApiClient(replica.url).post('/auth/login', { email, password: 'salah' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const onA = await new ApiClient(a.url).post('/auth/login', { email, password: 'salah' });
    expect(onA.status).toBe(429);
    expect(onA.body.message).toMatch(/^Terlalu banyak percobaan/);
  });

  it('an image uploaded through one is served from S3_PUBLIC_URL, trashed and removed for good through the other, leaving no object', async () => {
    const created = await (await asAdmin(a.url)).post('/gallery/create', form({ title: 'Sawah pagi', caption: 'Terasering' }, { bytes: await pngBytes(900, 600), name: 'sawah.png' }));
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const onB = (await new ApiClient(b.url).get(`/gallery/${id}`)).body;
    expect(onB.image).toMatch(new RegExp(`^${store.publicUrl}/sawah_\\w+\\.png$`));
    expect((await fetch(onB.image)).status).toBe(200);
    expect((await store.objects()).length).toBeGreaterThan(1);
    const onBAdmin = await asAdmin(b.url);
    expect((await onBAdmin.delete(`/gallery/delete/${id}`)).status).toBe(200);
    expect((await store.objects()).length).toBeGreaterThan(1);
    expect((await onBAdmin.delete(`/trash/gallery/${id}`)).status).toBe(200);
    expect(await store.objects()).toEqual([]);
    expect([...a.files().uploads, ...b.files().uploads]).toEqual([]);
  });

  it('publishes each scheduled record once, and only a replica that published tells the web app', async () => {
    const admin = await asAdmin(a.url);
    const at = new Date(Date.now() + 3000);
    const ids: string[] = [];
    for (const title of ['Jadwal Satu', 'Jadwal Dua', 'Jadwal Tiga']) {
      const created = await admin.post(
        '/article/create',
        form({ title, content: '<p>Terbit bersama.</p>', writer: 'Warga', status: 'scheduled', publish_at: at.toISOString() }, { bytes: await pngBytes(), name: 'a.png' }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.data.id);
    }
    const visible = async () => (await new ApiClient(b.url).get('/article/all?limit=100')).body.data.filter((record: { id: string }) => ids.includes(record.id)).length;
    // The creates' own notices (sent 100 ms after a write) come in before the time.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await visible()).toBe(0);
    web.received.length = 0;
    expect(await waitFor(async () => (await visible()) === 3, 10_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // both replicas have had more rounds
    const published = await sql(a.env, 'SELECT document_id, count(*)::int AS n FROM articles WHERE published_at IS NOT NULL AND document_id = ANY($1) GROUP BY document_id', [ids]);
    expect(published.map((row) => row.n)).toEqual([1, 1, 1]);
    const publishedBy = (replica: RunningCms) =>
      [...replica.logs().matchAll(/Terbit sesuai jadwal: (\d+) konten/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(publishedBy(a) + publishedBy(b)).toBe(3);
    // Only a replica that published tells the web app: a claim lost to the other notifies no one.
    for (const [name, replica] of [['a', a], ['b', b]] as const) {
      const notices = web.received.filter((notice) => notice.url === `/_revalidate?dari=${name}`);
      if (!publishedBy(replica)) expect(notices, name).toEqual([]);
      for (const notice of notices) expect(JSON.parse(notice.body).types).toEqual(['article']);
    }
    expect(web.received.length).toBeGreaterThan(0);
    // The Riwayat names each scheduled publish once.
    const logged = await sql(a.env, "SELECT record_id FROM activity_entries WHERE action = 'publish' AND record_id = ANY($1)", [ids]);
    expect(logged.map((row) => row.record_id).sort()).toEqual([...ids].sort());
  });

  it('the daily clean-up removes each expired trash entry once, objects and all', async () => {
    const admin = await asAdmin(a.url);
    const objects = (await store.objects()).length;
    const ids: string[] = [];
    for (const title of ['Lama Satu', 'Lama Dua', 'Lama Tiga']) {
      const created = await admin.post('/gallery/create', form({ title, caption: 'Kedaluwarsa' }, { bytes: await pngBytes(), name: 'lama.png' }));
      ids.push(created.body.data.id);
      expect((await admin.delete(`/gallery/delete/${created.body.data.id}`)).status).toBe(200);
    }
    expect((await store.objects()).length).toBeGreaterThan(objects);
    await sql(a.env, "UPDATE trash_entries SET created_at = now() - interval '31 days' WHERE record_id = ANY($1)", [ids]);
    expect(await waitFor(async () => (await admin.get('/trash')).body.total === 0, 15_000)).toBe(true);
    expect((await store.objects()).length).toBe(objects);
    const purges = await sql(a.env, "SELECT record_id, count(*)::int AS n FROM activity_entries WHERE action = 'purge' AND record_id = ANY($1) GROUP BY record_id", [ids]);
    expect(purges.map((row) => row.n)).toEqual([1, 1, 1]);
  });

  it('an admin deactivated on one replica is signed out on the other at once', async () => {
    const admin = await asAdmin(a.url);
    const invited = await admin.post('/admins', { name: 'Sari Replika', email: 'sari@test.desa', phone: '081233334444' });
    expect(invited.status).toBe(201);
    const sari = new ApiClient(b.url);
    expect((await sari.login('sari@test.desa', invited.body.temporary_password)).status).toBe(200);
    expect((await sari.get('/auth/me')).status).toBe(200);
    expect((await admin.post(`/admins/${invited.body.data.id}/deactivate`)).status).toBe(200);
    expect((await sari.get('/auth/me')).status).toBe(401);
  });

  it('ten confirmations racing for the last room on two replicas: exactly one wins', async () => {
    const admin = await asAdmin(a.url);
    const body = validRecords(await pngBytes()).homestay() as FormData;
    body.set('rooms', '1');
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    const homestay = (await admin.post('/homestay/create', body)).body.data.id;
    const night = addDays(todayInJakarta(), 40);
    const codes: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      const asked = await new ApiClient(n % 2 ? b.url : a.url).post('/booking', { type: 'homestay', item_id: homestay, check_in: night, nights: 1, guests: 1, name: `Tamu ${n}`, phone: '081234567890' });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      codes.push(asked.body.data.code);
    }
    const onB = await asAdmin(b.url);
    const answers = await Promise.all(codes.map((code, n) => (n % 2 ? onB : admin).post(`/booking/${code}/confirm`, {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.message === `Kamar penuh pada ${formatDateWithDay(night)}`)).toBe(true);
    const confirmed = (await admin.get(`/booking/all?item=${homestay}&status=dikonfirmasi`)).body.total;
    expect(confirmed).toBe(1);
    expect((await new ApiClient(b.url).get(`/homestay/${homestay}/availability?from=${night}&to=${night}`)).body.data).toEqual([{ date: night, left: 0 }]);
  });

  it('unpaid deposits past their deadline: both replicas clean up, each request is cancelled once and its room freed', async () => {
    const admin = await asAdmin(a.url);
    const body = validRecords(await pngBytes()).homestay() as FormData;
    body.set('rooms', '1');
    const homestay = (await admin.post('/homestay/create', body)).body.data.id;
    const nights = Array.from({ length: 6 }, (_, n) => addDays(todayInJakarta(), 60 + n));
    const codes: string[] = [];
    for (const [n, night] of nights.entries()) {
      const asked = await new ApiClient(n % 2 ? b.url : a.url).post('/booking', { type: 'homestay', item_id: homestay, check_in: night, nights: 1, guests: 1, name: `Tamu ${n}`, phone: '081234567890' });
      codes.push(asked.body.data.code);
      expect((await admin.post(`/booking/${asked.body.data.code}/confirm`, { amount: 500_000 })).body.data).toMatchObject({ deposit_due: 150_000 });
    }
    await sql(a.env, "UPDATE booking_requests SET pay_by = now() - interval '1 minute' WHERE code = ANY($1)", [codes]);
    expect((await admin.post('/payment-settings?_method=PATCH', { auto_cancel: true })).status).toBe(200);
    try {
      const statuses = async () => Promise.all(codes.map(async (code) => (await admin.get(`/booking/${code}`)).body.data.status));
      expect(await waitFor(async () => (await statuses()).every((status) => status === 'batal'), 15_000)).toBe(true);
      // A few more rounds of both clean-ups: nothing is cancelled twice.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (const code of codes) expect((await admin.get(`/booking/${code}`)).body.data.history.filter((entry: { to: string }) => entry.to === 'batal')).toHaveLength(1);
      const logged = await sql(a.env, "SELECT record_id FROM activity_entries WHERE action = 'booking_cancel' AND record_id = ANY($1)", [codes]);
      expect(logged.map((row) => row.record_id).sort()).toEqual([...codes].sort());
      const left = (await new ApiClient(b.url).get(`/homestay/${homestay}/availability?from=${nights[0]}&to=${nights.at(-1)}`)).body.data;
      expect(left.map((day: { left: number }) => day.left)).toEqual(nights.map(() => 1));
    } finally {
      await admin.post('/payment-settings?_method=PATCH', { auto_cancel: false });
    }
  });

  it("erases a guest's name, number and note 365 days after the stay, keeping the rest for the reports", async () => {
    const admin = await asAdmin(a.url);
    const [first] = (await admin.get('/booking/all?limit=1')).body.data;
    await sql(a.env, "UPDATE booking_requests SET last_day = '2020-01-01', first_day = '2020-01-01' WHERE code = $1", [first.code]);
    expect(await waitFor(async () => (await admin.get(`/booking/${first.code}`)).body.data.name === null, 15_000)).toBe(true);
    const erased = (await admin.get(`/booking/${first.code}`)).body.data;
    expect(erased).toMatchObject({ name: null, phone: null, note: null, code: first.code, item_id: first.item_id, estimate: first.estimate });
  });

  it("fetches each platform calendar once per turn across both replicas; a night it just took is full on either", async () => {
    const admin = await asAdmin(a.url);
    const records = validRecords(await pngBytes());
    const homestay = (await admin.post('/homestay/create', records.homestay())).body.data.id;
    const night = addDays(todayInJakarta(), 40);
    // Five slow feeds: a round takes both replicas longer than a tick, so both find the same calendars due.
    const paths = ['/replika-1.ics', '/replika-2.ics', '/replika-3.ics', '/replika-4.ics', '/replika-5.ics'];
    for (const path of paths) feeds.set(path, { body: airbnbFeed(todayInJakarta(), { reservations: [], notAvailable: null }), delayMs: 400 });
    const onB = new ApiClient(b.url);
    onB.cookie = admin.cookie;
    for (const [index, path] of paths.entries()) {
      const added = await (index % 2 ? onB : admin).post(`/homestay/${homestay}/calendars`, { name: `Platform ${index + 1}`, url: feeds.url(path), rooms: '' });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    // The platform sells the night: within an interval or two, one of the replicas has it.
    feeds.set(paths[0]!, { body: airbnbFeed(todayInJakarta(), { reservations: [{ from: night, to: night }], notAvailable: null }), delayMs: 400 });
    const full = async () => (await new ApiClient(b.url).get(`/homestay/${homestay}/availability?from=${night}&to=${night}`)).body.data[0].left === 0;
    expect(await waitFor(full, 15_000)).toBe(true);
    const refused = await new ApiClient(a.url).post('/booking', { type: 'homestay', item_id: homestay, check_in: night, nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.check_in[0]).toContain(formatDateWithDay(night, 'id'));
    // Several turns of both replicas: each turn of a calendar is fetched by one (without the claim, both fetched it within moments).
    await new Promise((resolve) => setTimeout(resolve, 5 * SYNC_INTERVAL_MS));
    for (const path of paths) {
      const times = feeds.times(path);
      expect(times.length, path).toBeGreaterThanOrEqual(3);
      const gaps = times.slice(1).map((time, index) => time - times[index]!);
      expect(Math.min(...gaps), `${path}: ${gaps.join(', ')} ms`).toBeGreaterThan(SYNC_INTERVAL_MS * 0.8);
    }
  });
});
