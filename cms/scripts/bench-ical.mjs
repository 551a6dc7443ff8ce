#!/usr/bin/env node
// `npm run bench:ical`: what the platforms' calendars (issue 55) cost a village. Starts the built
// CMS on an empty SQLite database with 50 homestays, each with 3 platform calendars of 365 stays
// served by a local feed server, then prints: one scheduled round in which every feed changed
// (time, and the CMS's resident memory before and at its peak), the same round unchanged (304s),
// and the p95 of a homestay's 60-day availability read with its 1,095 imported stays (of 54,750)
// next to a homestay without any, in the same run (the goal: at most 1.5×), and of the conflicts'
// read the dashboard makes (each homestay has two confirmed requests, both in conflict).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRecord, p95Of, sleep, startBenchCms } from './lib/bench-env.mjs';

const require = createRequire(import.meta.url);
const { addDays, todayInJakarta } = require('@desa/contract');
const Database = require('better-sqlite3');

const HOMESTAYS = Number(process.env.BENCH_HOMESTAYS) || 50;
const FEEDS = 3;
const STAYS = 365;
const ROUND_MS = 5_000;
const today = todayInJakarta();
const ymd = (/** @type {string} */ day) => day.replaceAll('-', '');

// Each feed's stays: one night each, every day of the coming year, shifted by `version` days (a round that moves them all).
let version = 0;
/** @param {string} name */
function feed(name) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//Platform//EN'];
  for (let n = 0; n < STAYS; n += 1) {
    const night = addDays(today, n + version);
    lines.push('BEGIN:VEVENT', `UID:${name}-${n}@platform.example`, `DTSTART;VALUE=DATE:${ymd(night)}`, `DTEND;VALUE=DATE:${ymd(addDays(night, 1))}`, 'SUMMARY:Reserved', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
let fetches = 0;
const feeds = http.createServer((request, response) => {
  fetches += 1;
  const etag = `"v${version}"`;
  if (request.headers['if-none-match'] === etag) return void response.writeHead(304, { ETag: etag }).end();
  response.writeHead(200, { 'Content-Type': 'text/calendar', ETag: etag }).end(feed(request.url ?? '/'));
});
await new Promise((resolve) => feeds.listen(0, '127.0.0.1', () => resolve(undefined)));
const feedBase = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (feeds.address()).port}`;

/** The CMS's resident memory, in MB (Linux). @param {number} pid */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const { url, workDir, token, stop, pid } = await startBenchCms('ical', { ICAL_ALLOW_PRIVATE: '1', ICAL_SYNC_INTERVAL_MS: String(ROUND_MS), BOOKING_RATE_LIMIT: '100000000' });
try {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  console.log(`Memori CMS setelah mulai: ${rssMb(pid).toFixed(0)} MB.`);
  await fetch(`${url}/api/v1/setting/create`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Sarapan', category: 'Fasilitas Penginapan' }) });
  const fields = (/** @type {number} */ n) => ({ title: `Homestay ${n}`, description: '<p>Rumah warga.</p>', host: 'Pak Darto', location: 'Dusun Krajan', rooms: '3', guests_per_room: '2', price: '250000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' });
  /** @type {string[]} */
  const homestays = [];
  for (let n = 0; n <= HOMESTAYS; n += 1) homestays.push(await createRecord({ url, token }, '/homestay/create', fields(n + 1), 'files'));
  const plain = /** @type {string} */ (homestays.pop());
  // Two confirmed requests each, before the platforms fill every night: each becomes a conflict.
  for (const homestay of homestays) {
    for (const offset of [10, 200]) {
      const asked = await fetch(`${url}/api/v1/booking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'homestay', item_id: homestay, check_in: addDays(today, offset), nights: 2, rooms: 1, guests: 2, name: 'Tamu', phone: '081234567890' }) });
      const { data } = /** @type {{ data: { code: string } }} */ (await asked.json());
      const confirmed = await fetch(`${url}/api/v1/booking/${data.code}/confirm`, { method: 'POST', headers: auth, body: '{}' });
      if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`);
    }
  }

  const added = performance.now();
  for (const [index, homestay] of homestays.entries()) {
    for (let k = 0; k < FEEDS; k += 1) {
      const answer = await fetch(`${url}/api/v1/homestay/${homestay}/calendars`, { method: 'POST', headers: auth, body: JSON.stringify({ name: `Platform ${k + 1}`, url: `${feedBase}/h${index}-f${k}.ics`, rooms: 1 }) });
      if (answer.status !== 201) throw new Error(`POST calendars: ${answer.status} ${await answer.text()}`);
    }
  }
  const calendars = HOMESTAYS * FEEDS;
  console.log(`${calendars} kalender ditambahkan dan disinkronkan satu per satu: ${((performance.now() - added) / 1000).toFixed(1)} s (${((performance.now() - added) / calendars).toFixed(0)} ms per kalender).`);

  const db = new Database(path.join(workDir, 'bench.db'));
  db.pragma('busy_timeout = 5000');
  const synced = (/** @type {number} */ since) => /** @type {{ n: number }} */ (db.prepare('SELECT count(*) AS n FROM external_calendars WHERE last_success_at >= ?').get(since)).n;
  const events = /** @type {{ n: number }} */ (db.prepare('SELECT count(*) AS n FROM imported_events').get()).n;

  /**
   * Makes every calendar due at once (each keeps its own turn otherwise, spread over the interval),
   * then waits for the scheduler's next round over them all: its time from its first fetch to its
   * last sync, and the memory at its peak.
   */
  async function round() {
    const before = fetches;
    const since = Date.now();
    db.prepare('UPDATE external_calendars SET next_sync_at = NULL').run();
    const memoryBefore = rssMb(pid);
    let peak = memoryBefore;
    let first = 0;
    while (synced(since) < calendars) {
      if (!first && fetches > before) first = performance.now();
      peak = Math.max(peak, rssMb(pid));
      await sleep(20);
    }
    return { seconds: (performance.now() - (first || performance.now())) / 1000, memoryBefore, peak };
  }
  version += 1;
  const moved = await round();
  console.log(`Satu putaran, setiap kalender berubah (${events.toLocaleString('id-ID')} jadwal diganti): ${moved.seconds.toFixed(1)} s; memori CMS ${moved.memoryBefore.toFixed(0)} MB sebelum, puncak ${moved.peak.toFixed(0)} MB.`);
  const same = await round();
  console.log(`Satu putaran tanpa perubahan (304): ${same.seconds.toFixed(1)} s; memori CMS puncak ${same.peak.toFixed(0)} MB.`);
  db.close();

  // The reads, between rounds: the next starts ROUND_MS after the last (each read stays well within it).
  const availability = (/** @type {string} */ homestay) =>
    p95Of(200, 20, (n) => {
      const from = addDays(today, Math.abs(n) % 30);
      return fetch(`${url}/api/v1/homestay/${homestay}/availability?from=${from}&to=${addDays(from, 59)}`).then((answer) => answer.arrayBuffer());
    });
  const without = await availability(plain);
  const withImports = await availability(homestays[0]);
  let listed = 0;
  const conflicts = await p95Of(30, 3, () =>
    fetch(`${url}/api/v1/calendar-conflicts`, { headers: auth })
      .then((answer) => answer.json())
      .then((answer) => (listed = /** @type {{ data: unknown[] }} */ (answer).data.length)),
  );
  const row = (/** @type {string} */ name, /** @type {number} */ ms) => console.log(`${name.padEnd(58)} p95 ${ms.toFixed(1).padStart(6)} ms  ${(ms / without).toFixed(2)}×`);
  console.log('');
  row('GET /homestay/{id}/availability (60 hari), tanpa kalender', without);
  row(`… dengan ${FEEDS * STAYS} jadwal impor (dari ${events.toLocaleString('id-ID')})`, withImports);
  row(`GET /calendar-conflicts (${listed} bentrok di ${HOMESTAYS} penginapan)`, conflicts);
} finally {
  await stop();
  feeds.close();
}
