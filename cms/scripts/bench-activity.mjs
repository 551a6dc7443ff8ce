#!/usr/bin/env node
// `npm run bench:activity`: what the Riwayat and the trash cost as they grow (issue 23). Starts
// the built CMS on an empty SQLite database, fills the activity log with 1,000 entries, then with
// 100,000 (180 days of a busy village is about 36,000), and times the back office's reads of it:
// the first page, a person and action filter, one WIB day, a deep page. Then times a delete (the
// snapshot into the trash) and a restore next to an update of the same record. Prints figures only.
import { createRequire } from 'node:module';
import path from 'node:path';
import { medianOf, startBenchCms } from './lib/bench-env.mjs';

const require = createRequire(import.meta.url);
const ROUNDS = 30;
const ACTIONS = ['create', 'update', 'delete', 'publish', 'sign_in'];

/** Median of `ROUNDS` timed calls, in ms. @param {() => Promise<unknown>} call */
const median = (call) => medianOf(ROUNDS, call);

const { url, workDir, token, stop } = await startBenchCms('activity');

try {
  const auth = { authorization: `Bearer ${token}` };
  const me = /** @type {{ id: string }} */ (await (await fetch(`${url}/api/v1/auth/me`, { headers: auth })).json());
  /** @param {string} query */
  const read = async (query) => {
    const answer = await fetch(`${url}/api/v1/activity?${query}`, { headers: auth });
    if (answer.status !== 200) throw new Error(`GET /activity?${query}: ${answer.status}`);
    await answer.arrayBuffer();
  };

  const Database = require('better-sqlite3');
  const db = new Database(path.join(workDir, 'bench.db'));
  const insert = db.prepare(
    'INSERT INTO activity_entries (document_id, action, actor_kind, actor_id, actor_name, kind, record_id, record_title, fields, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let filled = 0;
  /** Entries spread over the last 180 days, a fifth of them by the signed-in admin. @param {number} total */
  const fillTo = db.transaction((total) => {
    for (; filled < total; filled += 1) {
      const at = Date.now() - Math.floor(Math.random() * 180 * 24 * 60 * 60 * 1000);
      const mine = filled % 5 === 0;
      insert.run(`bench${filled}`, ACTIONS[filled % ACTIONS.length], 'account', mine ? me.id : `orang${filled % 7}`, mine ? 'Admin Bench' : 'Warga', 'tour', `rekaman${filled % 500}`, `Objek ${filled}`, '["price"]', at, at);
    }
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() - 30 * 24 * 60 * 60 * 1000));
  const QUERIES = {
    'first page (25)': 'limit=25',
    'person + action': `person=${me.id}&action=update&limit=25`,
    'one WIB day': `from=${today}&to=${today}&limit=25`,
    'page 20 of 25': 'page=20&limit=25',
  };
  /** @type {Record<string, number[]>} */
  const figures = {};
  for (const total of [1_000, 100_000]) {
    fillTo(total);
    for (const [name, query] of Object.entries(QUERIES)) (figures[name] ??= []).push(await median(() => read(query)));
  }
  db.close();
  console.log(`activity log, median of ${ROUNDS} reads (ms) at 1,000 and 100,000 entries:`);
  for (const [name, [small, large]] of Object.entries(figures)) {
    console.log(`  ${name.padEnd(16)} ${small.toFixed(1).padStart(6)}  ${large.toFixed(1).padStart(6)}  ×${(large / small).toFixed(2)}`);
  }

  // The trash: a delete keeps a snapshot; a restore writes the record again. Beside an update.
  await fetch(`${url}/api/v1/setting/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Toilet', category: 'Fasilitas' }) });
  const sharp = require('sharp');
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#7a4' } }).png().toBuffer();
  const body = new FormData();
  for (const [name, value] of Object.entries({ title: 'Curug Bench', about: 'Air terjun.', operational: 'Senin', location: 'Dusun', start: '08:00', end: '17:00', facility: 'Toilet', price: '15000' })) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  const created = await fetch(`${url}/api/v1/tour/create`, { method: 'POST', headers: auth, body });
  const id = /** @type {{ data: { id: string } }} */ (await created.json()).data.id;
  const json = { ...auth, 'content-type': 'application/json' };
  let price = 15000;
  const update = await median(() => fetch(`${url}/api/v1/tour/update/${id}?_method=PATCH`, { method: 'POST', headers: json, body: JSON.stringify({ price: String((price += 1000)) }) }).then((answer) => answer.arrayBuffer()));
  const deletes = [];
  const restores = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    let started = performance.now();
    await (await fetch(`${url}/api/v1/tour/delete/${id}`, { method: 'DELETE', headers: auth })).arrayBuffer();
    deletes.push(performance.now() - started);
    started = performance.now();
    const restored = await fetch(`${url}/api/v1/trash/tour/${id}/restore`, { method: 'POST', headers: auth });
    if (restored.status !== 200) throw new Error(`restore: ${restored.status}`);
    await restored.arrayBuffer();
    restores.push(performance.now() - started);
  }
  const mid = (/** @type {number[]} */ list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
  console.log(`a tour (Indonesian only, one facility, a thumbnail), median of ${ROUNDS} (ms):`);
  console.log(`  update ${update.toFixed(1)}, delete to the trash ${mid(deletes).toFixed(1)} (×${(mid(deletes) / update).toFixed(2)}), restore ${mid(restores).toFixed(1)} (×${(mid(restores) / update).toFixed(2)})`);
} finally {
  await stop();
}
