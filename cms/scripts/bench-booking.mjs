#!/usr/bin/env node
// `npm run bench:booking`: what booking requests (issue 38) cost once a village has many. Starts
// the built CMS on an empty SQLite database with 5 homestays and 9 tours, stores 10,000 requests
// spread over a year before and after today (six in ten confirmed or completed), then prints the
// p95 of `POST /booking` and of a homestay's 60-day availability read next to the legacy
// `GET /tour/all` in the same run (the goal: at most 2× it).
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRecord, p95Of, startBenchCms } from './lib/bench-env.mjs';

const require = createRequire(import.meta.url);
const { addDays, todayInJakarta } = require('@desa/contract');
const Database = require('better-sqlite3');

const REQUESTS = Number(process.env.BENCH_REQUESTS) || 10_000;
const ROUNDS = 300;
const HOMESTAYS = 5;

let seed = 7;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

/** @param {(round: number) => Promise<unknown>} call */
const p95 = (call) => p95Of(ROUNDS, 20, call);

const { url, workDir, token, stop } = await startBenchCms('booking', { BOOKING_RATE_LIMIT: '100000000' });
try {
  const auth = { authorization: `Bearer ${token}` };
  /** @param {string} apiPath @param {Record<string, string>} fields @param {string} fileField */
  const create = (apiPath, fields, fileField) => createRecord({ url, token }, apiPath, fields, fileField);
  for (const [name, category] of [['Sarapan', 'Fasilitas Penginapan'], ['Parkir', 'Fasilitas']]) {
    await fetch(`${url}/api/v1/setting/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name, category }) });
  }
  /** @type {string[]} */
  const homestays = [];
  for (let n = 0; n < HOMESTAYS; n += 1) {
    homestays.push(
      await create(
        '/homestay/create',
        { title: `Homestay ${n + 1}`, description: '<p>Rumah warga.</p>', host: 'Pak Darto', location: 'Dusun Krajan', rooms: '50', guests_per_room: '2', price: '250000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' },
        'files',
      ),
    );
  }
  for (let n = 0; n < 9; n += 1) {
    await create('/tour/create', { title: `Wisata ${n + 1}`, about: 'Sawah.', location: 'Desa', operational: 'Senin,Minggu', start: '08:00', end: '17:00', facility: 'Parkir', price: '10000' }, 'file');
  }

  // One request through the API shows the table's columns; the rest are its copies, written at once.
  const today = todayInJakarta();
  const first = await fetch(`${url}/api/v1/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'homestay', item_id: homestays[0], check_in: today, nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' }),
  });
  if (first.status !== 201) throw new Error(`POST /booking: ${first.status}`);
  const db = new Database(path.join(workDir, 'bench.db'));
  const template = /** @type {Record<string, unknown>} */ (db.prepare('SELECT * FROM booking_requests LIMIT 1').get());
  const columns = Object.keys(template).filter((column) => column !== 'id');
  const insert = db.prepare(`INSERT INTO booking_requests (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`);
  const statuses = ['baru', 'dikonfirmasi', 'dikonfirmasi', 'selesai', 'selesai', 'selesai', 'ditolak', 'batal', 'baru', 'dikonfirmasi'];
  const started = performance.now();
  db.transaction(() => {
    for (let n = 1; n < REQUESTS; n += 1) {
      const checkIn = addDays(today, Math.floor(random() * 730) - 365);
      const nights = 1 + Math.floor(random() * 3);
      insert.run({
        ...template,
        code: `Z${n.toString(36).toUpperCase().padStart(5, '0')}`,
        document_id: `bench${n}`,
        item_id: homestays[n % HOMESTAYS],
        check_in: checkIn,
        nights,
        rooms: 1,
        first_day: checkIn,
        last_day: addDays(checkIn, nights - 1),
        made_on: addDays(checkIn, -Math.floor(random() * 30)),
        status: statuses[n % statuses.length],
      });
    }
  })();
  db.close();
  console.log(`${REQUESTS.toLocaleString('id-ID')} permintaan tersimpan (${Math.round(performance.now() - started)} ms).`);

  const tours = await p95(() => fetch(`${url}/api/v1/tour/all`).then((answer) => answer.arrayBuffer()));
  const availability = await p95((round) => {
    const from = addDays(today, Math.abs(round) % 30);
    return fetch(`${url}/api/v1/homestay/${homestays[Math.abs(round) % HOMESTAYS]}/availability?from=${from}&to=${addDays(from, 59)}`).then((answer) => {
      if (answer.status !== 200) throw new Error(`availability: ${answer.status}`);
      return answer.arrayBuffer();
    });
  });
  const post = await p95((round) =>
    fetch(`${url}/api/v1/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${Math.abs(round) % 250}` },
      body: JSON.stringify({ type: 'homestay', item_id: homestays[Math.abs(round) % HOMESTAYS], check_in: addDays(today, 1 + (Math.abs(round) % 60)), nights: 2, rooms: 1, guests: 2, name: 'Tamu Bench', phone: '081234567890' }),
    }).then((answer) => {
      if (answer.status !== 201) throw new Error(`POST /booking: ${answer.status}`);
      return answer.arrayBuffer();
    }),
  );
  const row = (/** @type {string} */ name, /** @type {number} */ ms) => console.log(`${name.padEnd(44)} p95 ${ms.toFixed(1).padStart(6)} ms  ${(ms / tours).toFixed(2)}× GET /tour/all`);
  console.log(`\n${ROUNDS} panggilan masing-masing, satu per satu, dengan ${REQUESTS.toLocaleString('id-ID')} permintaan tersimpan:`);
  row('GET /tour/all (pembanding)', tours);
  row('GET /homestay/{id}/availability (60 hari)', availability);
  row('POST /booking', post);
} finally {
  await stop();
}
