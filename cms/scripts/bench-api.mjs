#!/usr/bin/env node
// `npm run bench:api`: requests per second and p50/p99 latency of /api/v1 next to Strapi's
// own REST on 1,000 rows per type, and how list latency grows from 100 to 10,000 rows per
// type, in one run. Prints figures only.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES } from '@desa/contract';
import { throughput } from '../../scripts/load.mjs';
import { benchCmsEnv } from './lib/bench-env.mjs';

const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROWS = Number(process.env.BENCH_ROWS) || 1000;
/** Rows per type for the growth figures: list latency at the first next to the last. */
const GROWTH = [100, Number(process.env.BENCH_GROWTH_ROWS) || 10_000];
const REQUESTS = Number(process.env.BENCH_REQUESTS) || 400;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY) || 10;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-bench-'));
mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
const env = { ...process.env, ...benchCmsEnv(workDir, { email: 'bench@desa.test', password: 'Bench12345' }) };
Object.assign(process.env, env);

/**
 * Fills the database up to `target` tours and gallery photos; returns a tour's documentId.
 * @param {number} target
 * @returns {Promise<string>}
 */
async function fillDatabase(target) {
  const { createStrapi } = require('@strapi/strapi');
  const sharp = require('sharp');
  const app = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  const filepath = path.join(workDir, 'bench.jpg');
  writeFileSync(filepath, await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } }).jpeg().toBuffer());
  const [image] = await app.plugin('upload').service('upload').upload({
    data: {},
    files: { filepath, originalFilename: 'bench.jpg', mimetype: 'image/jpeg', size: 1 },
  });
  let facilities = (await app.documents(CONTENT_TYPES.setting.uid).findMany({ fields: ['documentId'] })).map((option) => option.documentId);
  if (!facilities.length) {
    for (const name of ['Toilet', 'Area Parkir', 'Mushola']) {
      facilities.push((await app.documents(CONTENT_TYPES.setting.uid).create({ data: { name, category: 'Fasilitas' } })).documentId);
    }
  }
  const started = Date.now();
  const existing = await app.documents(CONTENT_TYPES.tour.uid).count({});
  const insert = async (/** @type {number} */ i) => {
    await app.documents(CONTENT_TYPES.tour.uid).create({
      data: {
        title: `Objek wisata ${i}`,
        about: 'Air terjun di tengah hutan pinus dengan kolam alami yang jernih.',
        location: `Dusun ${i}`,
        operational: 'Senin,Selasa,Sabtu,Minggu',
        start: '08:00:00.000',
        end: '17:00:00.000',
        price: 15000 + i,
        facilities,
        thumbnail: image.id,
      },
    });
    await app.documents(CONTENT_TYPES.gallery.uid).create({
      data: { title: `Foto ${i}`, caption: 'Sawah pagi hari', image: image.id },
    });
  };
  // One transaction per chunk: SQLite then syncs once per chunk instead of once per row.
  const CHUNK = 500;
  for (let from = existing; from < target; from += CHUNK) {
    await app.db.transaction(async () => {
      for (let i = from; i < Math.min(target, from + CHUNK); i++) await insert(i);
    });
  }
  const publicRole = await app.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  for (const action of [`${CONTENT_TYPES.tour.uid}.find`, `${CONTENT_TYPES.tour.uid}.findOne`, `${CONTENT_TYPES.gallery.uid}.find`]) {
    const granted = await app.db.query('plugin::users-permissions.permission').findOne({ where: { action, role: publicRole.id } });
    if (!granted) await app.db.query('plugin::users-permissions.permission').create({ data: { action, role: publicRole.id } });
  }
  const tour = await app.documents(CONTENT_TYPES.tour.uid).findFirst({ fields: ['documentId'] });
  console.log(`${target} objek wisata dan ${target} foto galeri siap (${((Date.now() - started) / 1000).toFixed(1)} dtk)`);
  await app.destroy();
  if (!tour) throw new Error('Tidak ada objek wisata setelah pengisian');
  return tour.documentId;
}

async function startServer() {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [path.join(appDir, 'server.js')], {
    cwd: appDir,
    env: { ...env, CMS_PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/_health`)).status === 204) return { url, child };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('CMS tidak menyala');
}

/** @param {string} url */
async function measure(url) {
  const first = await fetch(url);
  if (!first.ok) throw new Error(`${url} → ${first.status}`);
  const bytes = (await first.arrayBuffer()).byteLength;
  return { ...(await throughput(url, { requests: REQUESTS, concurrency: CONCURRENCY })), bytes };
}

/** p50 of the first page of each list, on a fresh server over the database as it is now. */
async function listLatencies() {
  const { url, child } = await startServer();
  try {
    const tours = await measure(`${url}/api/v1/tour/all`);
    const gallery = await measure(`${url}/api/v1/gallery/all`);
    return { tours: tours.p50, gallery: gallery.p50 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const growth = [];
try {
  await fillDatabase(GROWTH[0]);
  growth.push(await listLatencies());
  const tourId = await fillDatabase(ROWS);
  const { url, child } = await startServer();
  const pairs = [
    ['tour list (100 per page)', '/api/v1/tour/all', '/api/tours?populate[0]=thumbnail&populate[1]=facilities&pagination[pageSize]=100&sort=createdAt:desc'],
    ['tour by id', `/api/v1/tour/${tourId}`, `/api/tours/${tourId}?populate[0]=thumbnail&populate[1]=facilities`],
    ['gallery list (100 per page)', '/api/v1/gallery/all', '/api/gallery-photos?populate=image&pagination[pageSize]=100&sort=createdAt:desc'],
  ];
  console.log(`\n${REQUESTS} permintaan per titik, ${CONCURRENCY} bersamaan, ${ROWS} baris per jenis (SQLite)\n`);
  console.log('call                          | api      | req/s  | p50 ms | p99 ms | bytes');
  console.log('------------------------------|----------|--------|--------|--------|--------');
  try {
    for (const [name, ours, theirs] of pairs) {
      for (const [label, pathname] of [['/api/v1', ours], ['REST', theirs]]) {
        const figures = await measure(url + pathname);
        console.log(
          `${name.padEnd(30)}| ${label.padEnd(9)}| ${figures.rps.toFixed(0).padStart(6)} | ${figures.p50.toFixed(1).padStart(6)} | ${figures.p99.toFixed(1).padStart(6)} | ${figures.bytes}`,
        );
      }
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await fillDatabase(GROWTH[1]);
  growth.push(await listLatencies());
  const [small, large] = growth;
  console.log(`\nHalaman pertama daftar (100 per halaman), p50: ${GROWTH[0]} baris → ${GROWTH[1]} baris per jenis`);
  for (const list of /** @type {const} */ (['tours', 'gallery'])) {
    console.log(`  ${list.padEnd(8)} ${small[list].toFixed(1)} ms → ${large[list].toFixed(1)} ms  (${(large[list] / small[list]).toFixed(2)}×)`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
