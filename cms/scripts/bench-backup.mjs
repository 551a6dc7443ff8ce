#!/usr/bin/env node
// `npm run bench:backup -w cms`: backup and restore times at BENCH_ROWS records per type
// (default 1,000 each of tours, packages, events, articles, gallery photos and options; the
// records share 50 photos). SQLite; with TEST_DATABASE_URL also a restore into a fresh
// PostgreSQL database. Runs the real commands and prints figures only.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_TYPES } from '@desa/contract';
import { appDir, formatBytes, loadStrapi, requireFromApp } from './lib/cli.mjs';

const ROWS = Number(process.env.BENCH_ROWS) || 1000;
const PHOTOS = 50;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-bench-backup-'));
const secrets = Object.fromEntries(['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY'].map((name) => [name, `bench-${name}`]));
Object.assign(process.env, secrets, {
  NODE_ENV: 'production',
  APP_KEYS: 'k1,k2',
  ADMIN_EMAIL: 'bench@desa.test',
  ADMIN_PASSWORD: 'Bench12345',
  DATABASE_FILENAME: path.join(workDir, 'bench.db'),
  CMS_PUBLIC_DIR: path.join(workDir, 'public'),
  BACKUP_KEY: process.env.BACKUP_KEY || 'kunci bench',
});
delete process.env.DATABASE_URL;
mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });

async function fill() {
  const strapi = await loadStrapi();
  const sharp = requireFromApp('sharp');
  /** @type {number[]} */
  const photos = [];
  for (let i = 0; i < PHOTOS; i += 1) {
    const filepath = path.join(workDir, `foto-${i}.jpg`);
    writeFileSync(filepath, await sharp({ create: { width: 1200, height: 800, channels: 3, noise: { type: 'gaussian', mean: 100 + i, sigma: 40 } } }).jpeg({ quality: 70 }).toBuffer());
    const [file] = await strapi.plugin('upload').service('upload').upload({ data: {}, files: { filepath, originalFilename: `foto-${i}.jpg`, mimetype: 'image/jpeg', size: statSync(filepath).size } });
    photos.push(file.id);
  }
  const photo = (/** @type {number} */ i) => photos[i % PHOTOS];
  /** @param {import('@strapi/strapi').UID.ContentType} uid @param {Record<string, unknown>} data */
  const create = (uid, data) => strapi.documents(uid).create({ data });
  const facilities = [];
  for (let i = 0; i < ROWS; i += 1) {
    const option = await create(CONTENT_TYPES.setting.uid, { name: `Opsi ${i}`, category: i % 2 ? 'Benefit' : 'Fasilitas' });
    if (i % 2 === 0 && facilities.length < 3) facilities.push(option.documentId);
  }
  for (let i = 0; i < ROWS; i += 1) {
    await create(CONTENT_TYPES.tour.uid, { title: `Objek wisata ${i}`, about: 'Air terjun dan kolam alami.', location: `Dusun ${i}`, operational: 'Senin,Sabtu,Minggu', start: '08:00:00.000', end: '17:00:00.000', price: 10000 + i, facilities, thumbnail: photo(i) });
    await create(CONTENT_TYPES.package.uid, { title: `Paket ${i}`, price: 150000 + i, thumbnail: photo(i + 1) });
    await create(CONTENT_TYPES.event.uid, { title: `Acara ${i}`, description: 'Pentas seni warga.', date: '2030-01-01', time: '19:00:00.000', place: 'Balai desa', price: 0, thumbnail: photo(i + 2) });
    await create(CONTENT_TYPES.article.uid, { title: `Artikel ${i}`, content: `<p>Cerita desa nomor <strong>${i}</strong>.</p>`.repeat(20), writer: 'Siti', thumbnail: photo(i + 3) });
    await create(CONTENT_TYPES.gallery.uid, { title: `Foto ${i}`, caption: 'Sawah pagi hari', image: photo(i + 4) });
  }
  await strapi.destroy();
}

/**
 * Runs a command of ours and returns its wall-clock seconds.
 * @param {string} script
 * @param {string[]} args
 */
function timed(script, args, env = process.env) {
  const started = Date.now();
  execFileSync(process.execPath, [path.join(appDir, 'scripts', script), ...args], { env, stdio: 'ignore' });
  return (Date.now() - started) / 1000;
}

try {
  const started = Date.now();
  await fill();
  console.log(`${ROWS} catatan per jenis (6 jenis) dan ${PHOTOS} foto dimuat dalam ${((Date.now() - started) / 1000).toFixed(0)} dtk`);
  const outDir = path.join(workDir, 'cadangan');
  const backup = timed('backup.mjs', ['--out', outDir]);
  const archive = path.join(outDir, readdirSync(outDir)[0]);
  console.log(`backup (SQLite, terenkripsi): ${backup.toFixed(1)} dtk, ${formatBytes(statSync(archive).size)}`);
  console.log(`restore ke SQLite yang sama: ${timed('restore.mjs', [archive, '--yes']).toFixed(1)} dtk`);
  if (process.env.TEST_DATABASE_URL) {
    const pg = requireFromApp('pg');
    const name = `desa_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      const env = { ...process.env, DATABASE_URL: url.toString(), CMS_PUBLIC_DIR: path.join(workDir, 'public-pg') };
      mkdirSync(path.join(env.CMS_PUBLIC_DIR, 'uploads'), { recursive: true });
      console.log(`restore ke PostgreSQL baru: ${timed('restore.mjs', [archive, '--yes'], env).toFixed(1)} dtk`);
      console.log(`backup dari PostgreSQL: ${timed('backup.mjs', ['--out', path.join(workDir, 'cadangan-pg')], env).toFixed(1)} dtk`);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
