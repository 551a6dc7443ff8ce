// Issue 39 through /api/v1: the village's report adds up the requests it was made from and the
// visitor statistics of the same days, by month, type and item. The requests are made through
// the API and moved by it; their days are then set two months back (a stay can only be completed
// from its first day on), on both sides of a month's edge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, STATS_MESSAGES, addDays, todayInJakarta, whatsappRedirectPath, type ReportAnswer, type ReportCounts } from '@desa/contract';
import { parse } from 'csv-parse/sync';
import { ApiClient, asAdmin, form, pngBytes, type Answer } from './support/api';
import { sql } from './support/database';
import { VALID_OPTIONS, validRecords } from './support/records';
import { startCms, type RunningCms } from './support/strapi-server';

const SECRET = 'report-test-secret';
const ok = (answer: Answer, status = 200) => expect(answer.status, JSON.stringify(answer.body)).toBe(status);
const today = todayInJakarta();
/** The last day of the month before last, and the first day after it: the edge. */
const lastDay = addDays(`${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`, -1);
const firstDay = addDays(lastDay, 1);
const [before, after] = [lastDay.slice(0, 7), firstDay.slice(0, 7)];
const endOfAfter = addDays(`${addDays(`${after}-28`, 4).slice(0, 7)}-01`, -1);

const counts = (figures: Partial<ReportCounts>): ReportCounts => ({
  views: 0,
  whatsapp: 0,
  requests: 0,
  confirmed: 0,
  completed: 0,
  cancelled: 0,
  guests: 0,
  nights: 0,
  income: 0,
  received: 0,
  outstanding: 0,
  refunded: 0,
  ...figures,
});
const noMoney = { qris: 0, transfer: 0, tunai: 0, gateway: 0 };

describe('the village report', () => {
  let cms: RunningCms;
  let admin: ApiClient;
  let ids: { homestay: string; package: string; product: string };
  const codes: Record<string, string> = {};

  /** A request made through the public API, then dated: made on `made`, its stay from `first` (for `nights`). */
  async function request(name: string, body: Record<string, unknown>, made: string, first: string, nights = 1) {
    const answer = await new ApiClient(cms.url).post('/booking', { name: 'Tamu Uji', phone: '081234567890', ...body });
    ok(answer, 201);
    const code = answer.body.data.code as string;
    codes[name] = code;
    await sql(cms.env, 'UPDATE booking_requests SET made_on = ?, first_day = ?, last_day = ?, check_in = CASE WHEN check_in IS NULL THEN NULL ELSE ? END, date = CASE WHEN date IS NULL THEN NULL ELSE ? END WHERE code = ?', [
      made,
      first,
      addDays(first, nights - 1),
      first,
      first,
      code,
    ]);
    return code;
  }
  const move = async (code: string, to: string, body: Record<string, unknown> = {}) => ok(await admin.post(`/booking/${code}/${to}`, body));
  const report = async (query: string) => {
    const answer = await admin.get(`/report?${query}`);
    ok(answer);
    return answer.body as ReportAnswer;
  };
  const ingest = (rows: Array<{ day: string; path: string; views: number; whatsapp: number }>) =>
    fetch(`${cms.url}/api/v1/stats/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ rows: rows.map((row) => ({ source: 'langsung', language: 'id', device: 'ponsel', visitors: [], ...row })) }),
    }).then((response) => expect(response.status).toBe(200));

  beforeAll(async () => {
    cms = await startCms({ env: { REVALIDATE_SECRET: SECRET, BOOKING_RATE_LIMIT: '1000' } });
    admin = await asAdmin(cms.url);
    const records = validRecords(await pngBytes());
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    ok(await admin.post('/user/update?_method=PATCH', form({ name: 'Admin Desa', phone: '081299990000', email: 'admin@test.desa' })));
    ids = {
      homestay: (await admin.post('/homestay/create', records.homestay() as FormData)).body.data.id, // 3 rooms, Rp 250.000, host Pak Darto
      package: (await admin.post('/package/create', records.package() as FormData)).body.data.id, // Rp 150.000
      product: (await admin.post('/product/create', records.product() as FormData)).body.data.id, // Rp 15.000, producer Bu Sri
    };
    const stay = { type: 'homestay', item_id: ids.homestay, check_in: addDays(today, 3) };
    const visit = { type: 'package', item_id: ids.package, date: addDays(today, 3) };
    const stayed = await request('stayed', { ...stay, nights: 2, rooms: 2, guests: 3 }, addDays(lastDay, -11), lastDay, 2);
    await move(stayed, 'confirm', { amount: 900_000 });
    await move(stayed, 'complete');
    const confirmed = await request('confirmed', { ...stay, nights: 1, guests: 2 }, lastDay, firstDay);
    await move(confirmed, 'confirm', { amount: 250_000 });
    const cancelled = await request('cancelled', { ...visit, people: 4 }, firstDay, firstDay);
    await move(cancelled, 'confirm', { amount: 600_000 });
    await move(cancelled, 'cancel', { reason: 'Hujan deras' });
    await request('waiting', { type: 'product', item_id: ids.product, quantity: 3 }, addDays(firstDay, 1), addDays(firstDay, 1));
    await move(await request('declined', { ...visit, people: 2 }, addDays(firstDay, 4), addDays(firstDay, 9)), 'decline', { reason: 'Penuh' });
    const visited = await request('visited', { ...visit, people: 5 }, addDays(firstDay, 9), addDays(firstDay, 11));
    await move(visited, 'confirm', { amount: 500_000 });
    await move(visited, 'complete');
    await ingest([
      { day: lastDay, path: `/penginapan/${ids.homestay}`, views: 10, whatsapp: 0 },
      { day: lastDay, path: whatsappRedirectPath('homestay', ids.homestay), views: 0, whatsapp: 2 },
      { day: firstDay, path: '/', views: 7, whatsapp: 0 },
      { day: firstDay, path: `/paket/${ids.package}`, views: 4, whatsapp: 0 },
      { day: firstDay, path: whatsappRedirectPath('package', ids.package), views: 0, whatsapp: 1 },
    ]);
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('adds up each month: requests by the day they were made, the rest by the stay’s first day', async () => {
    const { data, totals } = await report(`from=${before}-01&to=${endOfAfter}&group=month`);
    expect(data).toEqual([
      { key: before, label: before, ...counts({ views: 10, whatsapp: 2, requests: 2, confirmed: 1, completed: 1, guests: 3, nights: 4, income: 900_000, outstanding: 900_000 }), received_by_method: noMoney },
      { key: after, label: after, ...counts({ views: 11, whatsapp: 1, requests: 4, confirmed: 2, completed: 1, cancelled: 1, guests: 5, income: 750_000, outstanding: 750_000 }), received_by_method: noMoney },
    ]);
    expect(totals).toEqual({ ...counts({ views: 21, whatsapp: 3, requests: 6, confirmed: 3, completed: 2, cancelled: 1, guests: 8, nights: 4, income: 1_650_000, outstanding: 1_650_000 }), received_by_method: noMoney });
    // Views and clicks are the statistics' own.
    const stats = (await admin.get(`/stats?from=${before}-01&to=${endOfAfter}`)).body;
    expect({ views: totals.views, whatsapp: totals.whatsapp }).toEqual({ views: stats.totals.views, whatsapp: stats.totals.whatsapp });
    // One day either side of the edge belongs to its own month.
    expect((await report(`from=${firstDay}&to=${firstDay}`)).totals).toMatchObject({ requests: 1, confirmed: 1, cancelled: 1, income: 250_000 });
  });

  it('by type and by item: every type and every published item, zeros included, items by income with their host or producer', async () => {
    const period = `from=${before}-01&to=${endOfAfter}`;
    const byType = await report(`${period}&group=type`);
    expect(byType.data.map((row) => [row.key, row.label, row.requests, row.income, row.views, row.whatsapp])).toEqual([
      ['homestay', 'Penginapan', 2, 1_150_000, 10, 2],
      ['package', 'Paket Wisata', 3, 500_000, 4, 1],
      ['product', 'Produk Desa', 1, 0, 0, 0],
    ]);
    expect(byType.totals.views).toBe(21);
    const byItem = await report(`${period}&group=item`);
    expect(byItem.data.map((row) => [row.key, row.label, row.income, row.nights, row.guests])).toEqual([
      [`homestay/${ids.homestay}`, 'Homestay Pak Darto · Pak Darto', 1_150_000, 4, 3],
      [`package/${ids.package}`, 'Paket Sawah', 500_000, 0, 5],
      [`product/${ids.product}`, 'Keripik Tempe · Bu Sri', 0, 0, 0],
    ]);
    expect(byItem.totals).toEqual((await report(period)).totals);
  });

  it('by day: every day of the period, oldest first, on either side of the edge', async () => {
    const { data } = await report(`from=${lastDay}&to=${addDays(firstDay, 1)}&group=day`);
    expect(data).toEqual([
      { key: lastDay, label: lastDay, ...counts({ views: 10, whatsapp: 2, requests: 1, confirmed: 1, completed: 1, guests: 3, nights: 4, income: 900_000, outstanding: 900_000 }), received_by_method: noMoney },
      { key: firstDay, label: firstDay, ...counts({ views: 11, whatsapp: 1, requests: 1, confirmed: 1, cancelled: 1, income: 250_000, outstanding: 250_000 }), received_by_method: noMoney },
      { key: addDays(firstDay, 1), label: addDays(firstDay, 1), ...counts({ requests: 1 }), received_by_method: noMoney },
    ]);
  });

  it('counts what the village offers, and the events held and articles published in the period', async () => {
    const png = await pngBytes();
    const records = validRecords(png);
    ok(await admin.post('/tour/create', records.tour() as FormData), 201);
    ok(await admin.post('/product/create', form({ title: 'Kopi Bubuk', description: 'Kopi desa.', category: 'Makanan', price: '30000', unit: 'per bungkus', producer: ' bu sri ' }, [{ bytes: png, name: 'kopi.png' }])), 201);
    ok(await admin.post('/product/create', form({ title: 'Anyaman', description: 'Bambu.', category: 'Makanan', price: '50000', unit: 'per buah', producer: 'Pak Darto' }, [{ bytes: png, name: 'anyaman.png' }])), 201);
    const event = (title: string, date: string) => admin.post('/event/create', form({ title, description: 'Acara desa.', date, time: '19:00', place: 'Balai Desa' }, { bytes: png, name: 'acara.png' }));
    // An event is made for a day to come; this one has been held since.
    ok(await event('Bersih Desa', addDays(today, 1)), 201);
    await sql(cms.env, "UPDATE events SET date = ? WHERE title = 'Bersih Desa'", [lastDay]);
    ok(await event('Pesta Panen', addDays(today, 3)), 201); // not held yet
    ok(await admin.post('/article/create', records.article() as FormData), 201);
    const facts = async (query: string) => {
      const answer = await admin.get(`/report/facts?${query}`);
      ok(answer);
      return answer.body.data;
    };
    expect(await facts(`from=${before}-01&to=${addDays(today, 30)}`)).toEqual({ tours: 1, packages: 1, homestays: 1, rooms: 3, products: 3, producers: 2, events: 1, articles: 1 });
    // Before today: the article written today and the events to come are not the period's.
    expect(await facts(`from=${before}-01&to=${endOfAfter}`)).toMatchObject({ events: 1, articles: 0 });
    expect((await admin.get('/report/facts?from=2026-02-30&to=2026-03-01')).status).toBe(400);
  });

  it('is live: a cancellation shows in the next call', async () => {
    const period = `from=${after}-01&to=${endOfAfter}`;
    expect((await report(period)).totals.income).toBe(750_000);
    await move(codes.confirmed, 'cancel', { reason: 'Tamu berhalangan' });
    expect((await report(period)).totals).toMatchObject({ income: 500_000, confirmed: 1, cancelled: 2 });
  });

  // Who may call it (the ADMIN only) is the role matrix's (security.test.ts).
  it('refuses a wrong query with its Indonesian message', async () => {
    const refused = async (query: string, message: string) => {
      const answer = await admin.get(`/report?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    };
    await refused(`from=${today}&to=${today}&group=week`, REPORT_MESSAGES.group);
    await refused(`from=${today}&to=${addDays(today, -1)}`, STATS_MESSAGES.order);
    await refused(`from=${addDays(today, -731)}&to=${today}`, STATS_MESSAGES.range);
    await refused(`from=2026-02-30&to=${today}`, STATS_MESSAGES.from);
  });

  it('counts money on the day the village accepted it, what the period has not yet brought in, and writes the month’s cash book (issue 54)', async () => {
    const pay = async (code: string, body: Record<string, unknown>) => ok(await admin.post(`/booking/${code}/payments`, body), 201);
    await pay(codes.stayed, { kind: 'dp', method: 'tunai', amount: 300_000 });
    await pay(codes.visited, { kind: 'pelunasan', method: 'qris', amount: 500_000 });
    const refunded = await request('refunded', { type: 'package', item_id: ids.package, date: addDays(today, 3), people: 2 }, addDays(firstDay, 2), addDays(firstDay, 2));
    await move(refunded, 'confirm', { amount: 300_000 });
    await pay(refunded, { kind: 'dp', method: 'transfer', amount: 50_000 });
    await move(refunded, 'cancel', { reason: 'Tamu berhalangan' });
    await pay(refunded, { kind: 'pengembalian', method: 'transfer', amount: 20_000 });

    const month = today.slice(0, 7);
    const thisMonth = await report(`from=${month}-01&to=${today}`);
    expect(thisMonth.totals).toMatchObject({ received: 850_000, refunded: 20_000, received_by_method: { qris: 500_000, transfer: 50_000, tunai: 300_000, gateway: 0 } });
    // Outstanding belongs to the stay's month: the completed stay still owes 600.000, the visit nothing.
    const stays = await report(`from=${before}-01&to=${endOfAfter}`);
    expect(stays.data.map((row) => [row.key, row.outstanding, row.received])).toEqual([
      [before, 600_000, 0],
      [after, 0, 0],
    ]);
    const byItem = await report(`from=${month}-01&to=${today}&group=item`);
    expect(byItem.data.find((row) => row.key === `homestay/${ids.homestay}`)).toMatchObject({ received: 300_000, received_by_method: { tunai: 300_000 } });

    const book = await fetch(`${cms.url}/api/v1/report/cash-book?month=${month}`, { headers: { cookie: admin.cookie! } });
    expect(book.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(book.headers.get('cache-control')).toBe('private, no-store');
    const lines = parse(await book.text(), { bom: true }) as string[][];
    const year = month.slice(0, 4);
    expect(lines[0]).toEqual(['Tanggal (WIB)', 'No. kuitansi', 'Kode pesanan', 'Yang dipesan', 'Jenis', 'Cara bayar', 'Masuk (Rp)', 'Keluar (Rp)', 'Saldo (Rp)']);
    expect(lines[1]).toEqual([`${month}-01`, '', '', 'Saldo awal', '', '', '', '', '0']);
    expect(lines.slice(2).map((line) => [line[1], line[2], line[5], line[6], line[7], line[8]])).toEqual([
      [`KW/${year}/0001`, codes.stayed, 'Tunai', '300000', '', '300000'],
      [`KW/${year}/0002`, codes.visited, 'QRIS', '500000', '', '800000'],
      [`KW/${year}/0003`, refunded, 'Transfer bank', '50000', '', '850000'],
      [`KW/${year}/0004`, refunded, 'Transfer bank', '', '20000', '830000'],
    ]);
    expect((await admin.get('/report/cash-book?month=2026-13')).status).toBe(400);
  });
});
