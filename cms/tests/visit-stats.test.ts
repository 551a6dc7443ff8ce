// Issue 25 in the CMS: the web servers' batches (`POST /stats/ingest`, the shared secret) add
// up into daily rows, visitors counted once a day however many batches (replicas) bring them;
// the day's salt goes at the day boundary with its marks; `GET /stats` answers the back office.
// Nothing stored holds a visitor's hash as sent, let alone an address.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, STATS, STATS_MESSAGES, addDays, todayInJakarta, type StatsIngestRow } from '@desa/contract';
import { ApiClient, asAdmin, asUser, pngBytes, type Answer } from './support/api';
import { sql } from './support/database';
import { VALID_OPTIONS, validRecords } from './support/records';
import { startCms, type RunningCms } from './support/strapi-server';

const SECRET = 'stats-test-secret';
const ok = (answer: Pick<Answer, 'status' | 'body'>, status = 200) => expect(answer.status, JSON.stringify(answer.body)).toBe(status);
const visitor = (name: string) => createHash('sha256').update(name).digest('hex');

describe('visit statistics', () => {
  let cms: RunningCms;
  let admin: ApiClient;
  const today = todayInJakarta();

  const ingest = (rows: Array<Partial<StatsIngestRow>>, secret = SECRET) =>
    fetch(`${cms.url}/api/v1/stats/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
      body: JSON.stringify({ rows }),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  const row = (fields: Partial<StatsIngestRow> = {}): StatsIngestRow => ({
    day: today,
    path: '/',
    source: 'langsung',
    language: 'id',
    device: 'ponsel',
    views: 1,
    whatsapp: 0,
    visitors: [],
    ...fields,
  });
  const stats = async (query: string) => {
    const answer = await admin.get(`/stats?${query}`);
    ok(answer);
    return answer.body as { data: Array<{ key: string; label: string; views: number; visitors: number; whatsapp: number }>; totals: { views: number; visitors: number; whatsapp: number } };
  };
  const line = async (group: string, key: string, from = today, to = today) => (await stats(`from=${from}&to=${to}&group=${group}`)).data.find((entry) => entry.key === key);
  const tableRows = (table: string) => sql(cms.env, `SELECT * FROM ${table}`);

  beforeAll(async () => {
    cms = await startCms({ env: { REVALIDATE_SECRET: SECRET } });
    admin = await asAdmin(cms.url);
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('refuses a missing or wrong secret (401) and a malformed or oversized batch (400), storing nothing', async () => {
    for (const secret of ['', 'wrong-secret', `${SECRET}x`]) {
      const answer = await ingest([row()], secret);
      expect(answer).toEqual({ status: 401, body: { message: API.secretRefused } });
    }
    const bad: Array<Array<Partial<StatsIngestRow>>> = [
      [],
      [row({ path: 'no-slash' })],
      [row({ path: `/${'a'.repeat(STATS.maxPathLength)}` })],
      [row({ day: '2026-02-30' })],
      [row({ source: 'Bad Source!' })],
      [row({ device: 'tv' as never })],
      [row({ views: -1 })],
      [row({ visitors: ['not-a-hash'] })],
      [{ ...row(), ip: '10.0.0.1' } as never],
      Array.from({ length: STATS.maxBatchRows + 1 }, () => row()),
      [row({ visitors: Array.from({ length: STATS.maxBatchVisitors + 1 }, (_, index) => visitor(`v${index}`)) })],
    ];
    for (const rows of bad) expect(await ingest(rows)).toEqual({ status: 400, body: { message: STATS_MESSAGES.batch } });
    expect(await tableRows('visit_stats')).toEqual([]);
    // No account reaches it either way: an ADMIN session is no secret.
    expect((await admin.post('/stats/ingest', { rows: [row()] })).status).toBe(401);
  });

  it('adds batches from several web servers: views add up, a visitor counts once a day, on the row of their first view', async () => {
    const [ana, budi] = [visitor('203.0.113.5\nAna-Phone'), visitor('203.0.113.5\nBudi-Laptop')];
    // Replica A sees Ana twice and Budi once; replica B sees Ana again, and Budi on another page.
    ok(await ingest([row({ path: '/wisata', source: 'google', views: 3, visitors: [ana, budi] })]));
    ok(await ingest([row({ path: '/wisata', source: 'google', views: 1, visitors: [ana] }), row({ path: '/galeri', device: 'desktop', views: 1, visitors: [budi] })]));
    expect(await line('page', '/wisata')).toMatchObject({ views: 4, visitors: 2, label: 'Objek Wisata' });
    expect(await line('page', '/galeri')).toMatchObject({ views: 1, visitors: 0 });
    expect(await line('source', 'google')).toMatchObject({ views: 4, visitors: 2, label: 'Google' });
    expect(await line('device', 'desktop')).toMatchObject({ views: 1, label: 'Desktop' });
    const totals = (await stats(`from=${today}&to=${today}`)).totals;
    expect(totals).toEqual({ views: 5, visitors: 2, whatsapp: 0 });
    // Kept: the salted marks only, never the hash as the web server sent it.
    const marks = await tableRows('visitor_marks');
    expect(marks).toHaveLength(2);
    expect(JSON.stringify(marks)).not.toContain(ana);
    expect(JSON.stringify(await tableRows('visit_stats'))).not.toMatch(/203\.0\.113|Ana-Phone/);
  });

  it('answers by day (every day, zeros too), and names records by their current title, clicks too', async () => {
    const records = validRecords(await pngBytes());
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    const tour = (await admin.post('/tour/create', records.tour())).body.data;
    const pkg = (await admin.post('/package/create', records.package())).body.data;
    const from = addDays(today, -6);
    ok(
      await ingest([
        row({ day: addDays(today, -3), path: `/wisata/${tour.id}`, views: 7, source: 'instagram', language: 'en' }),
        row({ day: addDays(today, -3), path: `/wa/paket/${pkg.id}`, views: 0, whatsapp: 2, source: 'internal' }),
        row({ day: addDays(today, -3), path: '/wa/desa', views: 0, whatsapp: 1, source: 'internal' }),
        // A day past the retention is dropped; visitors on an earlier day (its salt is gone) are not counted.
        row({ day: addDays(today, -STATS.retentionDays), path: '/agenda', views: 9 }),
        row({ day: addDays(today, -1), path: '/agenda', views: 2, visitors: [visitor('late')] }),
      ]),
    );
    const week = await stats(`from=${from}&to=${today}&group=day`);
    expect(week.data.map((entry) => entry.key)).toEqual(Array.from({ length: 7 }, (_, index) => addDays(from, index)));
    expect(week.data[3]).toMatchObject({ key: addDays(today, -3), views: 7, whatsapp: 3, visitors: 0 });
    expect(week.data[5]).toMatchObject({ views: 2, visitors: 0 });
    expect(week.data[0]).toMatchObject({ views: 0, visitors: 0, whatsapp: 0 });
    expect(week.totals.views).toBe(week.data.reduce((sum, entry) => sum + entry.views, 0));
    const pages = await stats(`from=${from}&to=${today}&group=page`);
    expect(pages.data.find((entry) => entry.key === `/wisata/${tour.id}`)?.label).toBe(tour.title);
    expect(pages.data.find((entry) => entry.key === `/wa/paket/${pkg.id}`)).toMatchObject({ label: `WhatsApp: ${pkg.title}`, whatsapp: 2 });
    expect(pages.data.find((entry) => entry.key === '/wa/desa')?.label).toBe('WhatsApp: kontak desa');
    expect(pages.data[0].views).toBeGreaterThanOrEqual(pages.data.at(-1)!.views);
    expect(await line('language', 'en', from)).toMatchObject({ views: 7, label: 'Inggris' });
    expect(await line('source', 'instagram', from)).toMatchObject({ label: 'Instagram' });
    expect((await stats(`from=${addDays(today, -STATS.retentionDays)}&to=${addDays(today, -STATS.retentionDays)}`)).totals.views).toBe(0);
    // A record gone is said so.
    ok(await admin.delete(`/tour/delete/${tour.id}`));
    expect((await line('page', `/wisata/${tour.id}`, from))?.label).toBe('Objek Wisata (sudah dihapus)');
  });

  it('checks the query in Indonesian and is for ADMIN only', async () => {
    const refused = async (query: string, message: string) => {
      const answer = await admin.get(`/stats?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    };
    await refused(`to=${today}`, STATS_MESSAGES.from);
    await refused(`from=2026-13-01&to=${today}`, STATS_MESSAGES.from);
    await refused(`from=${today}&to=kemarin`, STATS_MESSAGES.to);
    await refused(`from=${today}&to=${addDays(today, -1)}`, STATS_MESSAGES.order);
    await refused(`from=${addDays(today, -STATS.maxRangeDays)}&to=${today}`, STATS_MESSAGES.range);
    await refused(`from=${today}&to=${today}&group=ip`, STATS_MESSAGES.group);
    expect((await new ApiClient(cms.url).get(`/stats?from=${today}&to=${today}`)).status).toBe(401);
    expect((await (await asUser(cms.url)).get(`/stats?from=${today}&to=${today}`)).status).toBe(403);
  });

  it('replaces the salt at the day boundary: yesterday\'s salt and marks are gone, and a returning visitor counts again', async () => {
    const returning = visitor('198.51.100.7\nReturning');
    ok(await ingest([row({ path: '/artikel', visitors: [returning] })]));
    ok(await ingest([row({ path: '/artikel', visitors: [returning] })]));
    expect(await line('page', '/artikel')).toMatchObject({ views: 2, visitors: 1 });
    const [before] = await tableRows('visit_salts');
    // The clock moves a day: what was today's salt and marks are now yesterday's.
    const yesterday = addDays(today, -1);
    await sql(cms.env, 'UPDATE visit_salts SET day = ?', [yesterday]);
    await sql(cms.env, 'UPDATE visitor_marks SET day = ?', [yesterday]);
    ok(await ingest([row({ path: '/artikel', visitors: [returning] })]));
    const salts = await tableRows('visit_salts');
    expect(salts).toHaveLength(1);
    expect(salts[0]).toMatchObject({ day: today });
    expect(salts[0].salt).not.toBe(before.salt);
    expect((await tableRows('visitor_marks')).map((mark) => mark.day)).toEqual([today]);
    expect(await line('page', '/artikel')).toMatchObject({ views: 3, visitors: 2 });
  });

  it('past the rows a day may have, a new source is counted as "lainnya"', async () => {
    const day = addDays(today, -20);
    const values = Array.from({ length: STATS.maxRowsPerDay }, (_, index) => `('${day}', '/', 'site${index}.example', 'id', 'ponsel', 1, 0, 0, 'd${index}')`).join(',');
    await sql(cms.env, `INSERT INTO visit_stats (day, path, source, language, device, views, visitors, whatsapp, document_id) VALUES ${values}`);
    ok(await ingest([row({ day, source: 'spam.example', views: 4 }), row({ day, source: 'site7.example', views: 2 })]));
    expect(await line('source', 'lainnya', day, day)).toMatchObject({ views: 4 });
    expect(await line('source', 'spam.example', day, day)).toBeUndefined();
    expect(await line('source', 'site7.example', day, day)).toMatchObject({ views: 3 });
  });
});
