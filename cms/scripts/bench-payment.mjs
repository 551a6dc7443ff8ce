#!/usr/bin/env node
// `npm run bench:payment` (issue 54): what payments cost where they are read most.
// - The report: two years of a busy village (`lib/village-requests.mjs`, 30 requests a day), the
//   p95 of `GET /report` for a month and a year before any payment, then again once every
//   confirmed or completed request has its accepted deposit and every completed one its balance
//   (about 13,000 payments), side by side: the goal is at most 1.2×.
// - The guest's status page (the built web app on the same CMS): its p95 for a confirmed request,
//   whose page draws the QRIS made for the deposit, next to a new request's, which has none.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { p95Of, sleep, startBenchCms } from './lib/bench-env.mjs';
import { fillRequests, villageItems } from './lib/village-requests.mjs';

const require = createRequire(import.meta.url);
const { addDays, qrisCrc, todayInJakarta } = require('@desa/contract');
const Database = require('better-sqlite3');

const DAYS = 730;
const ROUNDS = 80;
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');

/** @param {(round: number) => Promise<unknown>} call */
const p95 = (call) => p95Of(ROUNDS, 5, call);
const ratio = (/** @type {number} */ after, /** @type {number} */ before) => `${(after / before).toFixed(2)}×`;

/** A static QRIS as a bank prints it. */
function sticker() {
  const tlv = (/** @type {string} */ tag, /** @type {string} */ value) => `${tag}${String(value.length).padStart(2, '0')}${value}`;
  const body = `${tlv('00', '01')}${tlv('01', '11')}${tlv('26', tlv('00', 'ID.CO.BRI.WWW') + tlv('01', '936000020112345678'))}${tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID1023246813579'))}${tlv('52', '7011')}${tlv('53', '360')}${tlv('58', 'ID')}${tlv('59', 'BUMDES SUKAMAJU')}${tlv('60', 'GARUT')}6304`;
  return body + qrisCrc(body);
}

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/** Every confirmed or completed request's deposit (30%) accepted, and every completed one's balance. */
function addPayments(/** @type {string} */ workDir) {
  const db = new Database(path.join(workDir, 'bench.db'));
  const template = /** @type {Record<string, unknown>} */ (db.prepare('SELECT * FROM payments LIMIT 1').get());
  const columns = Object.keys(template).filter((column) => column !== 'id');
  const insert = db.prepare(`INSERT INTO payments (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`);
  const storePaid = db.prepare('UPDATE booking_requests SET paid = ? WHERE code = ?');
  const requests = /** @type {Array<{ code: string, type: string, item_id: string, status: string, amount: number, made_on: string }>} */ (
    db.prepare("SELECT code, type, item_id, status, amount, made_on FROM booking_requests WHERE status IN ('dikonfirmasi', 'selesai') AND code LIKE 'Z%'").all()
  );
  let payments = 0;
  db.transaction(() => {
    for (const request of requests) {
      const deposit = Math.round(request.amount * 0.3);
      const accepted = Date.parse(`${request.made_on}T10:00:00+07:00`);
      const rows = [{ kind: 'dp', amount: deposit }, ...(request.status === 'selesai' ? [{ kind: 'pelunasan', amount: request.amount - deposit }] : [])];
      storePaid.run(rows.reduce((sum, { amount }) => sum + amount, 0), request.code);
      for (const { kind, amount } of rows) {
        payments += 1;
        insert.run({ ...template, document_id: `bench-pay${payments}`, request_code: request.code, type: request.type, item_id: request.item_id, kind, method: payments % 3 ? 'qris' : 'tunai', amount, status: 'diterima', at: accepted, decided_at: accepted, decided_on: request.made_on, receipt_number: `KW/B/${payments}`, proof: null, proof_type: null });
      }
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return payments;
}

const { url, workDir, token, stop } = await startBenchCms('payment', { BOOKING_RATE_LIMIT: '100000000' });
let web = /** @type {import('node:child_process').ChildProcess | null} */ (null);
try {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const today = todayInJakarta();
  const items = await villageItems({ url, token });
  let seed = 7;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const requests = await fillRequests({ url, workDir }, items, { days: DAYS, perDay: 30, random });

  /** @param {string} query */
  const read = (query) => () =>
    fetch(`${url}/api/v1/${query}`, { headers: auth }).then((answer) => {
      if (answer.status !== 200) throw new Error(`${query}: ${answer.status}`);
      return answer.arrayBuffer();
    });
  const reports = [
    ['sebulan, per hari', `report?from=${addDays(today, -29)}&to=${today}&group=day`],
    ['setahun, per bulan', `report?from=${addDays(today, -364)}&to=${today}&group=month`],
    ['setahun, per item', `report?from=${addDays(today, -364)}&to=${today}&group=item`],
  ];
  const before = [];
  for (const [, query] of reports) before.push(await p95(read(query)));

  // One payment through the API shows the table's columns; the rest are written beside it.
  await fetch(`${url}/api/v1/payment-settings?_method=PATCH`, { method: 'POST', headers: auth, body: JSON.stringify({ qris_payload: sticker(), deposit_percent: 30 }) });
  const asked = async () => {
    const answer = await fetch(`${url}/api/v1/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'homestay', item_id: items[1].id, check_in: addDays(today, 3), nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' }),
    });
    return /** @type {{ data: { code: string }, status_url: string }} */ (await answer.json());
  };
  const confirmed = await asked();
  await fetch(`${url}/api/v1/booking/${confirmed.data.code}/confirm`, { method: 'POST', headers: auth, body: JSON.stringify({ amount: 500_000 }) });
  await fetch(`${url}/api/v1/booking/${confirmed.data.code}/payments`, { method: 'POST', headers: auth, body: JSON.stringify({ kind: 'dp', method: 'tunai', amount: 1000 }) });
  const payments = addPayments(workDir);
  const after = [];
  for (const [, query] of reports) after.push(await p95(read(query)));
  console.log(`${requests.toLocaleString('id-ID')} permintaan, ${payments.toLocaleString('id-ID')} pembayaran diterima.`);
  console.log(`\np95 dari ${ROUNDS} panggilan (ms), satu per satu`);
  console.log(`${'GET /report'.padEnd(24)}${'tanpa bayar'.padStart(14)}${'dengan bayar'.padStart(14)}${'rasio'.padStart(8)}`);
  for (const [index, [name]] of reports.entries()) console.log(`${name.padEnd(24)}${before[index].toFixed(1).padStart(14)}${after[index].toFixed(1).padStart(14)}${ratio(after[index], before[index]).padStart(8)}`);

  // The status pages, through the built web app (which asks a village profile of every page).
  await fetch(`${url}/api/v1/site?_method=PATCH`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Desa Bench', tagline: 'Desa untuk diukur', about: 'Tentang desa.', address: 'Jalan Desa 1', email: 'halo@desa.bench' }) });
  const port = await freePort();
  const webUrl = `http://127.0.0.1:${port}`;
  web = spawn(process.execPath, ['server.mjs'], { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production', PORT: String(port), CMS_URL: url, SESSION_SECRET: 'bench-session-secret', REVALIDATE_SECRET: 'bench-revalidate-secret' } });
  for (let tries = 0; !(await fetch(webUrl, { redirect: 'manual' }).catch(() => null)); tries += 1) {
    if (tries > 300) throw new Error('Aplikasi web tidak siap dalam 60 detik.');
    await sleep(200);
  }
  const fresh = await asked();
  const page = (/** @type {string} */ statusUrl, /** @type {string} */ expected) => async () => {
    const html = await (await fetch(`${webUrl}${statusUrl}`)).text();
    if (!html.includes(expected)) throw new Error(`${statusUrl}: tanpa "${expected}"`);
  };
  const withQr = await p95(page(confirmed.status_url, 'role="img" aria-label="QRIS'));
  const withoutQr = await p95(page(fresh.status_url, fresh.data.code));
  console.log(`\n${'Halaman status pesanan'.padEnd(24)}${'tanpa QRIS'.padStart(14)}${'dengan QRIS'.padStart(14)}${'rasio'.padStart(8)}`);
  console.log(`${'p95 (ms)'.padEnd(24)}${withoutQr.toFixed(1).padStart(14)}${withQr.toFixed(1).padStart(14)}${ratio(withQr, withoutQr).padStart(8)}`);
} finally {
  web?.kill('SIGTERM');
  await stop();
}
