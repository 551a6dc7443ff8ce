#!/usr/bin/env node
// `npm run bench:report`: what the village report (issue 39) costs on two years of a busy
// village. Starts the built CMS on an empty SQLite database with 10 homestays, 5 packages and
// 10 products, stores 30 booking requests a day for two years (BENCH_REQUESTS_PER_DAY; six in ten
// confirmed or completed) and 10,000 views a day (BENCH_VIEWS_PER_DAY, `lib/visit-rows.mjs`),
// then prints the p95 of `GET /report` for a month, a year and two years in each group (and of
// `GET /report/facts`), next to `GET /stats` of the same two years in the same run.
import { createRequire } from 'node:module';
import { p95Of, startBenchCms } from './lib/bench-env.mjs';
import { fillRequests, villageItems } from './lib/village-requests.mjs';
import { visitRows } from './lib/visit-rows.mjs';

const require = createRequire(import.meta.url);
const { REPORT_GROUPS, STATS, addDays, todayInJakarta } = require('@desa/contract');

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
  const items = await villageItems({ url, token });
  const { dayRows, random } = visitRows(VIEWS_PER_DAY);
  let rows = 0;
  const started = performance.now();
  const requests = await fillRequests({ url, workDir }, items, {
    days: DAYS,
    perDay: REQUESTS_PER_DAY,
    random,
    eachDay: (db, made) => {
      const visits = db.prepare('INSERT INTO visit_stats (document_id, day, path, source, language, device, views, visitors, whatsapp) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
      for (const row of dayRows(made)) visits.run(`bench${rows++}`, row.day, row.path, row.source, row.language, row.device, row.views, row.visitors, row.whatsapp);
    },
  });
  console.log(`${requests.toLocaleString('id-ID')} permintaan dan ${rows.toLocaleString('id-ID')} baris statistik tersimpan (${Math.round((performance.now() - started) / 1000)} s).`);

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
