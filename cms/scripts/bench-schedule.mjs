#!/usr/bin/env node
// `npm run bench:schedule`: how late scheduled records go live (issue 22's target: at most 60 s
// after their time, p95 over 10 schedules). Starts the built CMS on an empty SQLite database
// with its default SCHEDULER_INTERVAL_MS, schedules 10 articles at times spread over a minute
// and a half, and watches each from a visitor's side until it answers. Prints figures only.
import { createRequire } from 'node:module';
import { sleep, startBenchCms } from './lib/bench-env.mjs';

const require = createRequire(import.meta.url);
const SCHEDULES = 10;
/** The first goes live this long after the start, the others this far apart (not a multiple of the interval). */
const FIRST_MS = 20_000;
const SPACING_MS = 7_300;

const { url, token, stop } = await startBenchCms('schedule');
try {
  const sharp = require('sharp');
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#7a4' } }).png().toBuffer();
  const started = Date.now();
  /** @type {Array<{ id: string, at: number }>} */
  const scheduled = [];
  for (let index = 0; index < SCHEDULES; index += 1) {
    const at = started + FIRST_MS + index * SPACING_MS;
    const body = new FormData();
    for (const [name, value] of Object.entries({ title: `Terjadwal ${index + 1}`, content: '<p>Isi.</p>', writer: 'Warga', status: 'scheduled', publish_at: new Date(at).toISOString() })) body.append(name, value);
    body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const answer = await fetch(`${url}/api/v1/article/create`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
    if (answer.status !== 201) throw new Error(`Membuat jadwal gagal: ${answer.status} ${await answer.text()}`);
    scheduled.push({ id: /** @type {{ data: { id: string } }} */ (await answer.json()).data.id, at });
  }
  /** @type {number[]} */
  const delays = [];
  await Promise.all(
    scheduled.map(async ({ id, at }) => {
      await sleep(Math.max(0, at - Date.now()));
      while ((await fetch(`${url}/api/v1/article/${id}`)).status !== 200) await sleep(100);
      delays.push((Date.now() - at) / 1000);
    }),
  );
  delays.sort((a, b) => a - b);
  const percentile = (/** @type {number} */ p) => delays[Math.min(delays.length - 1, Math.ceil((p / 100) * delays.length) - 1)];
  console.log(`interval ${Number(process.env.SCHEDULER_INTERVAL_MS) || 15_000} ms; ${SCHEDULES} schedules, seconds late: ${delays.map((d) => d.toFixed(1)).join(' ')}`);
  console.log(`p50 ${percentile(50).toFixed(1)} s, p95 ${percentile(95).toFixed(1)} s, max ${delays[delays.length - 1].toFixed(1)} s (target: at most 60 s)`);
} finally {
  await stop();
}
