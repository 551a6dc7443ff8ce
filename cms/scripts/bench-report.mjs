#!/usr/bin/env node
// `npm run bench:report`: what the village report (issue 39) costs on two years of a busy
// village. Starts the built CMS on an empty SQLite database with 10 homestays, 5 packages and
// 10 products, stores 30 booking requests a day for two years (BENCH_REQUESTS_PER_DAY; six in ten
// confirmed or completed) and 10,000 views a day (BENCH_VIEWS_PER_DAY, `lib/visit-rows.mjs`),
// then prints the p95 of `GET /report` for a month, a year and two years in each group (and of
// `GET /report/facts`), next to `GET /stats` of the same two years in the same run.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRecord, p95Of, startBenchCms } from './lib/bench-env.mjs';
import { visitRows } from './lib/visit-rows.mjs';

const require = createRequire(import.meta.url);
const { REPORT_GROUPS, STATS, addDays, todayInJakarta } = require('@desa/contract');
const Database = require('better-sqlite3');

const REQUESTS_PER_DAY = Number(process.env.BENCH_REQUESTS_PER_DAY) || 30;
const VIEWS_PER_DAY = Number(process.env.BENCH_VIEWS_PER_DAY) || 10_000;
const DAYS = STATS.maxRangeDays;
const ROUNDS = 40;

/** @param {(round: number) => Promise<unknown>} call */
const p95 = (call) => p95Of(ROUNDS, 3, call);

const { url, workDir, token, stop } = await startBenchCms('report', { BOOKING_RATE_LIMIT: '100000000' });
try {
  const auth = { authorization: `Bearer ${token}` };
  const today = todayInJakarta();
  for (const [name, category] of [['Sarapan', 'Fasilitas Penginapan'], ['Pemandu', 'Benefit'], ['Makanan', 'Kategori Produk']]) {
    await fetch(`${url}/api/v1/setting/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name, category }) });
  }
  /** @type {Array<{ type: string, id: string, price: number }>} */
  const items = [];
  for (let n = 1; n <= 10; n += 1) {
    const fields = { title: `Homestay ${n}`, description: '<p>Rumah warga.</p>', host: `Tuan Rumah ${n}`, location: 'Dusun', rooms: '4', guests_per_room: '2', price: '250000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' };
    items.push({ type: 'homestay', id: await createRecord({ url, token }, '/homestay/create', fields, 'files'), price: 250_000 });
  }
  for (let n = 1; n <= 5; n += 1) items.push({ type: 'package', id: await createRecord({ url, token }, '/package/create', { title: `Paket ${n}`, price: '150000', benefit: 'Pemandu' }, 'file'), price: 150_000 });
  for (let n = 1; n <= 10; n += 1) {
    const fields = { title: `Produk ${n}`, description: 'Buatan warga.', category: 'Makanan', price: '15000', unit: 'per bungkus', producer: `Perajin ${n}` };
    items.push({ type: 'product', id: await createRecord({ url, token }, '/product/create', fields, 'files'), price: 15_000 });
  }

  // One request through the API shows the table's columns; the rest are its copies, written at once.
  const first = await fetch(`${url}/api/v1/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'homestay', item_id: items[0].id, check_in: today, nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' }),
  });
  if (first.status !== 201) throw new Error(`POST /booking: ${first.status}`);
  const db = new Database(path.join(workDir, 'bench.db'));
  const template = /** @type {Record<string, unknown>} */ (db.prepare('SELECT * FROM booking_requests LIMIT 1').get());
  const columns = Object.keys(template).filter((column) => column !== 'id');
  const insert = db.prepare(`INSERT INTO booking_requests (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`);
  const visits = db.prepare('INSERT INTO visit_stats (document_id, day, path, source, language, device, views, visitors, whatsapp) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const { dayRows, random } = visitRows(VIEWS_PER_DAY);
  const statuses = ['baru', 'dikonfirmasi', 'dikonfirmasi', 'selesai', 'selesai', 'selesai', 'ditolak', 'batal', 'baru', 'dikonfirmasi'];
  const started = performance.now();
  let requests = 0;
  let rows = 0;
  db.transaction(() => {
    for (let back = 0; back < DAYS; back += 1) {
      const made = addDays(today, -back);
      for (const row of dayRows(made)) visits.run(`bench${rows++}`, row.day, row.path, row.source, row.language, row.device, row.views, row.visitors, row.whatsapp);
      for (let n = 0; n < REQUESTS_PER_DAY; n += 1) {
        const item = items[Math.floor(random() * items.length)];
        const first = addDays(made, Math.floor(random() * 21));
        const nights = item.type === 'homestay' ? 1 + Math.floor(random() * 3) : null;
        const status = statuses[requests % statuses.length];
        const estimate = item.price * (nights ?? 2);
        insert.run({
          ...template,
          code: `Z${requests.toString(36).toUpperCase().padStart(5, '0')}`,
          document_id: `bench${requests}`,
          type: item.type,
          item_id: item.id,
          check_in: item.type === 'homestay' ? first : null,
          nights,
          rooms: item.type === 'homestay' ? 1 : null,
          guests: item.type === 'homestay' ? 2 : null,
          date: item.type === 'package' ? first : null,
          people: item.type === 'package' ? 2 : null,
          quantity: item.type === 'product' ? 2 : null,
          made_on: made,
          first_day: item.type === 'product' ? made : first,
          last_day: item.type === 'product' ? made : addDays(first, (nights ?? 1) - 1),
          status,
          estimate,
          amount: status === 'baru' || status === 'ditolak' ? null : estimate,
        });
        requests += 1;
      }
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  console.log(`${requests.toLocaleString('id-ID')} permintaan dan ${rows.toLocaleString('id-ID')} baris statistik tersimpan (${Math.round((performance.now() - started) / 1000)} s).`);
  // The fill took longer than the server keeps an idle connection: the first call may find it closed.
  await fetch(`${url}/_health`).catch(() => undefined);

  /** @param {string} query */
  const read = (query) => () =>
    fetch(`${url}/api/v1/${query}`, { headers: auth }).then((answer) => {
      if (answer.status !== 200) throw new Error(`${query}: ${answer.status}`);
      return answer.arrayBuffer();
    });
  const periods = /** @type {const} */ ([
    ['sebulan', addDays(today, -29)],
    ['setahun', addDays(today, -364)],
    ['dua tahun', addDays(today, 1 - DAYS)],
  ]);
  const reference = await p95(read(`stats?from=${addDays(today, 1 - DAYS)}&to=${today}&group=day`));
  console.log(`\np95 dari ${ROUNDS} panggilan (ms), satu per satu; pembanding GET /stats dua tahun per hari: ${reference.toFixed(1)} ms`);
  console.log(`${'GET /report'.padEnd(24)}${periods.map(([name]) => name.padStart(12)).join('')}`);
  for (const group of REPORT_GROUPS) {
    const figures = [];
    for (const [, from] of periods) figures.push(await p95(read(`report?from=${from}&to=${today}&group=${group}`)));
    console.log(`${`group=${group}`.padEnd(24)}${figures.map((ms) => ms.toFixed(1).padStart(12)).join('')}`);
  }
  // The year report's counts (what the village offers) read published records, not the rows above.
  const facts = [];
  for (const [, from] of periods) facts.push(await p95(read(`report/facts?from=${from}&to=${today}`)));
  console.log(`${'GET /report/facts'.padEnd(24)}${facts.map((ms) => ms.toFixed(1).padStart(12)).join('')}`);
} finally {
  await stop();
}
