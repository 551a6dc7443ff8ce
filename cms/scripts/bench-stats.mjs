#!/usr/bin/env node
// `npm run bench:stats`: what the visitor statistics (issue 25) cost as they grow. Starts the
// built CMS on an empty SQLite database and fills two years of a busy village: 10,000 views a
// day (`lib/visit-rows.mjs`). Prints the daily rows
// that makes, the bytes per row, and the statistics page's reads (`GET /stats`, every group, in
// parallel as the page asks) and one web server's batch at one day of data and at two years.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { medianOf, startBenchCms } from './lib/bench-env.mjs';
import { visitRows } from './lib/visit-rows.mjs';

const require = createRequire(import.meta.url);
const { STATS, addDays, todayInJakarta } = require('@desa/contract');
const VIEWS_PER_DAY = Number(process.env.BENCH_VIEWS_PER_DAY) || 10_000;
const DAYS = STATS.retentionDays;
const ROUNDS = 15;
const SECRET = 'bench-stats-secret';

const { dayRows } = visitRows(VIEWS_PER_DAY);

/** Median of `ROUNDS` timed calls, in ms. @param {() => Promise<unknown>} call */
const median = (call) => medianOf(ROUNDS, call);

const { url, workDir, token, stop } = await startBenchCms('stats', { REVALIDATE_SECRET: SECRET });
try {
  const today = todayInJakarta();
  const auth = { authorization: `Bearer ${token}` };
  /** The statistics page of `days` days: the period and the one before it by day, and every other group, at once. @param {number} days */
  const statisticsPage = (days) => {
    const from = addDays(today, 1 - days);
    const before = addDays(from, -days);
    const reads = [`from=${before}&to=${addDays(from, -1)}&group=day`, ...['day', 'page', 'source', 'device', 'language'].map((group) => `from=${from}&to=${today}&group=${group}`)];
    return Promise.all(
      reads.map(async (query) => {
        const answer = await fetch(`${url}/api/v1/stats?${query}`, { headers: auth });
        if (answer.status !== 200) throw new Error(`GET /stats?${query}: ${answer.status}`);
        return answer.arrayBuffer();
      }),
    );
  };
  /** A web server's 10 s: 60 rows, 20 new visitors. @param {number} round */
  const batch = (round) => {
    const rows = dayRows(today).slice(0, 60).map((row, index) => ({ ...row, visitors: index < 20 ? [createHash('sha256').update(`${round}.${index}`).digest('hex')] : [], whatsapp: 0 }));
    return fetch(`${url}/api/v1/stats/ingest`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' }, body: JSON.stringify({ rows }) }).then((answer) => {
      if (answer.status !== 200) throw new Error(`ingest: ${answer.status}`);
      return answer.arrayBuffer();
    });
  };
  let round = 0;

  const Database = require('better-sqlite3');
  const file = path.join(workDir, 'bench.db');
  const db = new Database(file);
  const insert = db.prepare('INSERT INTO visit_stats (document_id, day, path, source, language, device, views, visitors, whatsapp) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  let inserted = 0;
  const fill = db.transaction((/** @type {string[]} */ days) => {
    for (const day of days) for (const row of dayRows(day)) insert.run(`bench${inserted++}`, row.day, row.path, row.source, row.language, row.device, row.views, row.visitors, row.whatsapp);
  });

  fill([today]);
  const small = { rows: inserted, page30: await median(() => statisticsPage(30)), page90: await median(() => statisticsPage(90)), batch: await median(() => batch(round++)) };
  const sizeBefore = statSync(file).size;
  const started = performance.now();
  fill(Array.from({ length: DAYS - 1 }, (_, index) => addDays(today, -1 - index)));
  db.pragma('wal_checkpoint(TRUNCATE)');
  const fillSeconds = (performance.now() - started) / 1000;
  const bytesPerRow = (statSync(file).size - sizeBefore) / (inserted - small.rows);
  db.close();
  // The fill took longer than the server keeps an idle connection: the first call may find it closed.
  await fetch(`${url}/_health`).catch(() => undefined);
  const large = { rows: inserted, page30: await median(() => statisticsPage(30)), page90: await median(() => statisticsPage(90)), batch: await median(() => batch(round++)) };
  const twoYears = await median(() => fetch(`${url}/api/v1/stats?from=${addDays(today, 1 - DAYS)}&to=${today}&group=page`, { headers: auth }).then((answer) => answer.arrayBuffer()));

  console.log(`${VIEWS_PER_DAY.toLocaleString('id-ID')} tayangan/hari selama ${DAYS} hari (SQLite):`);
  console.log(`  baris harian: ${Math.round(large.rows / DAYS).toLocaleString('id-ID')} per hari, ${large.rows.toLocaleString('id-ID')} dalam 2 tahun; ${bytesPerRow.toFixed(0)} B per baris dengan indeks (${((bytesPerRow * large.rows) / 1024 / 1024).toFixed(0)} MB); diisi dalam ${fillSeconds.toFixed(1)} s`);
  console.log(`median ${ROUNDS} kali (ms): 1 hari data → 2 tahun data`);
  console.log(`  halaman statistik 30 hari (6 bacaan paralel)  ${small.page30.toFixed(1).padStart(7)} → ${large.page30.toFixed(1).padStart(7)}  ×${(large.page30 / small.page30).toFixed(2)}`);
  console.log(`  halaman statistik 90 hari (6 bacaan paralel)  ${small.page90.toFixed(1).padStart(7)} → ${large.page90.toFixed(1).padStart(7)}  ×${(large.page90 / small.page90).toFixed(2)}`);
  console.log(`  kiriman satu server web (60 baris, 20 pengunjung) ${small.batch.toFixed(1).padStart(7)} → ${large.batch.toFixed(1).padStart(7)}  ×${(large.batch / small.batch).toFixed(2)}`);
  console.log(`  halaman teratas selama 2 tahun (satu bacaan)          ${twoYears.toFixed(1).padStart(7)}`);
} finally {
  await stop();
}
