#!/usr/bin/env node
// `npm run bench:release -w web` (and the end of `npm run bench:booking` and `bench:report`): a
// page's req/s of this build next to an earlier release of the web app, in one run against one
// CMS with the demo data. BENCH_PAGES (default `/`, the cached home page) lists the pages; one
// under /admin is asked signed in as the seeded admin, through each release's own form. The
// earlier release (BENCH_BEFORE, a git revision; default: the commit before issue 38's booking
// requests) is taken from git into a temporary folder and built there with this checkout's
// packages. Turns in both orders (this, before, before, this, …) so the machine's load falls on
// both; the goal is ≥ 0.95× of before.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { adminCookie, throughput } from '../../scripts/load.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(webDir, '..');
/** The last commit before the booking requests (issue 38). */
const BEFORE = process.env.BENCH_BEFORE || '5bef700^';
const PAGES = (process.env.BENCH_PAGES || '/').split(',');
const REQUESTS = Number(process.env.BENCH_REQUESTS) || 3000;
/** A signed-in page is not cached: each view asks the CMS, a tenth as many requests measure it. */
const requestsOf = (/** @type {string} */ page) => (page.startsWith('/admin') ? Math.ceil(REQUESTS / 10) : REQUESTS);
const CONCURRENCY = 10;
/** Each page's goal against the earlier release (`BENCH_TARGETS=/admin=5`); any other: not slower than 0.95×. */
const TARGETS = new Map((process.env.BENCH_TARGETS || '').split(',').filter(Boolean).map((entry) => /** @type {[string, number]} */ ([entry.split('=')[0], Number(entry.split('=')[1])])));
/** What a page says where a part of it could not be loaded: such an answer counts as failed. */
const PART_FAILED = 'Gagal memuat, coba lagi';
const ROUNDS = 6;
const median = (/** @type {number[]} */ list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** A build step; its output only when it fails. @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  try {
    execFileSync(command, args, { cwd, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = /** @type {{ stdout?: Buffer, stderr?: Buffer }} */ (error);
    console.error(`${stdout ?? ''}${stderr ?? ''}`);
    throw error;
  }
}

/**
 * The web app (and the contract it was built with) at `revision`, built in a temporary folder
 * whose node_modules are this checkout's, its own contract in place of ours.
 * @param {string} revision
 */
function buildRelease(revision) {
  const commit = execFileSync('git', ['rev-parse', '--short', revision], { cwd: root, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), `desa-release-${commit}-`));
  console.log(`Membangun rilis ${commit} di ${dir}…`);
  execFileSync('sh', ['-c', `git archive ${commit} package.json tsconfig.json contract web docs | tar -x -C ${JSON.stringify(dir)}`], { cwd: root });
  mkdirSync(path.join(dir, 'node_modules', '@desa'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@desa') symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  symlinkSync('../../contract', path.join(dir, 'node_modules', '@desa', 'contract'));
  symlinkSync(path.join(webDir, 'node_modules'), path.join(dir, 'web', 'node_modules'));
  // The contract's own packages, where npm put a version apart from the root's.
  if (existsSync(path.join(root, 'contract', 'node_modules'))) symlinkSync(path.join(root, 'contract', 'node_modules'), path.join(dir, 'contract', 'node_modules'));
  run('npm', ['run', 'build'], path.join(dir, 'contract'));
  run('npm', ['run', 'build'], path.join(dir, 'web'));
  return { commit, dir };
}

/**
 * The built web app in `dir` on a free port, its cache on, statistics off (this measures the page cache).
 * @param {string} dir @param {string} cmsUrl
 */
async function startRelease(dir, cmsUrl) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: dir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), CMS_URL: cmsUrl, SESSION_SECRET: 'bench-session-secret', REVALIDATE_SECRET: 'bench-revalidate-secret', STATS_COUNTING: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${url}/`).then((answer) => answer.ok, () => false);
    if (ok) break;
    if (tries > 600 || child.exitCode !== null) throw new Error(`${dir}: tidak menyala\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

const before = buildRelease(BEFORE);
const jiti = createJiti(import.meta.url);
const { startCms } = /** @type {typeof import('../../cms/tests/support/strapi-server.js')} */ (await jiti.import(path.join(root, 'cms/tests/support/strapi-server.ts')));
const cms = await startCms({ seed: true });
const servers = { ini: await startRelease(webDir, cms.url), sebelum: await startRelease(path.join(before.dir, 'web'), cms.url) };
try {
  const cookies = { ini: await adminCookie(servers.ini.url), sebelum: await adminCookie(servers.sebelum.url) };
  for (const page of PAGES) {
    /** @type {{ ini: number[], sebelum: number[] }} */
    const rps = { ini: [], sebelum: [] };
    const failed = { ini: 0, sebelum: 0 };
    const turn = async (/** @type {'ini' | 'sebelum'} */ side) => {
      const headers = { 'accept-encoding': 'gzip', ...(page.startsWith('/admin') && { cookie: cookies[side] }) };
      const answer = await fetch(`${servers[side].url}${page}`, { headers, redirect: 'manual' });
      if (answer.status !== 200) throw new Error(`${page} (${side}): ${answer.status}`);
      const measured = await throughput(`${servers[side].url}${page}`, { requests: requestsOf(page), concurrency: CONCURRENCY, headers, failedText: PART_FAILED });
      failed[side] += measured.failed;
      return measured.rps;
    };
    for (const side of /** @type {const} */ (['ini', 'sebelum'])) await turn(side);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of round % 2 ? /** @type {const} */ (['sebelum', 'ini']) : /** @type {const} */ (['ini', 'sebelum'])) rps[side].push(await turn(side));
    }
    console.log(
      `\n${page}${page.startsWith('/admin') ? ' (masuk)' : ' (cache)'}, ${CONCURRENCY} klien: rilis ini ${median(rps.ini).toFixed(0)} req/s, rilis ${before.commit} ${median(rps.sebelum).toFixed(0)} req/s (median), rasio ${(median(rps.ini) / median(rps.sebelum)).toFixed(3)}× (target ≥ ${String(TARGETS.get(page) ?? 0.95).replace('.', ',')}×)`,
    );
    console.log(`  jawaban bukan 200 atau dengan bagian gagal dimuat: ini ${failed.ini}, sebelum ${failed.sebelum}`);
    console.log(`  per giliran: ini ${rps.ini.map((value) => value.toFixed(0)).join(', ')}; sebelum ${rps.sebelum.map((value) => value.toFixed(0)).join(', ')}`);
  }
  const size = async (/** @type {string} */ url) => (await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
  const [bytesNow, bytesBefore] = await Promise.all([size(`${servers.ini.url}/`), size(`${servers.sebelum.url}/`)]);
  console.log(`  HTML beranda: ini ${(bytesNow / 1024).toFixed(1)} KB, sebelum ${(bytesBefore / 1024).toFixed(1)} KB`);
} finally {
  servers.ini.stop();
  servers.sebelum.stop();
  await cms.stop();
  rmSync(before.dir, { recursive: true, force: true });
}
