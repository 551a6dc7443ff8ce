#!/usr/bin/env node
// `npm run bench:memory -w web` (also the last part of `npm run bench:web`): what `npm start`
// holds in memory. Runs the real launcher (scripts/start.mjs) on free ports with a
// fresh database, uploads folder and image cache; prints the RSS of each of its processes idle
// after the start, then uploads real camera photographs (the hero, every homestay's and
// product's photos: cms/tests/support/photographs.ts) as a village would, and prints it right
// after a crawl of every public page in both languages and every image width those pages offer,
// and after a short rest. Where a memory cgroup can be created
// (/sys/fs/cgroup/memory writable), the same again inside a 1 GB limit, with the cgroup's peak
// and whether anything was killed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MEMORY_CGROUPS = '/sys/fs/cgroup/memory';
const LIMIT_BYTES = 1024 ** 3;
/** A browser's parallel image requests. */
const CONCURRENCY = 6;
const REST_MS = 10_000;
const jiti = createJiti(import.meta.url);
const { freePort, processTree } = /** @type {typeof import('../../cms/tests/support/process.js')} */ (
  await jiti.import(path.join(root, 'cms/tests/support/process.ts'))
);
/** @typedef {import('../../cms/tests/support/process.js').ProcessRow} ProcessRow */
const { uploadCameraPhotos } = /** @type {typeof import('../../cms/tests/support/photographs.js')} */ (await jiti.import(path.join(root, 'cms/tests/support/photographs.ts')));
const { ApiClient } = /** @type {typeof import('../../cms/tests/support/api.js')} */ (await jiti.import(path.join(root, 'cms/tests/support/api.ts')));
const { ENV_DEFAULTS } = await import('@desa/contract');

const mb = (/** @type {number} */ kilobytes) => `${(kilobytes / 1024).toFixed(0).padStart(4)} MB`;
const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {ProcessRow} row */
function label({ args }) {
  if (args.includes('start.mjs')) return 'peluncur (npm start)';
  if (args.includes('strapi') || args.includes('server.js')) return 'CMS (Strapi)';
  if (args.includes('server.mjs')) return 'web (Remix)';
  return args.slice(0, 60);
}

/**
 * @param {string} title
 * @param {ProcessRow[]} tree
 */
function report(title, tree) {
  console.log(`  ${title}`);
  for (const row of tree) console.log(`    ${label(row).padEnd(22)} ${mb(row.rss)}`);
  console.log(`    ${'jumlah'.padEnd(22)} ${mb(tree.reduce((sum, row) => sum + row.rss, 0))} (${tree.length} proses)`);
}

/**
 * Every public page of the sitemap (both languages) and every /img URL their HTML offers.
 * @param {string} webUrl
 */
async function crawl(webUrl) {
  const sitemap = await (await fetch(`${webUrl}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => webUrl + new URL(loc.replace(/&amp;/g, '&')).pathname);
  /** @type {Set<string>} */
  const images = new Set();
  for (const page of pages) {
    const html = await (await fetch(page)).text();
    for (const [, value] of html.matchAll(/(?:src|srcset|imagesrcset)="([^"]+)"/gi)) {
      for (const candidate of value.replace(/&amp;/g, '&').split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url.startsWith('/img?')) images.add(webUrl + url);
      }
    }
  }
  const queue = [...images];
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (queue.length) {
        const response = await fetch(/** @type {string} */ (queue.pop()));
        await response.arrayBuffer();
        if (!response.ok) failed += 1;
      }
    }),
  );
  return { pages: pages.length, images: images.size, failed };
}

/** A memory cgroup limited to 1 GB, or null where this machine does not let us make one. */
function limitedCgroup() {
  const dir = path.join(MEMORY_CGROUPS, `desa-bench-${process.pid}`);
  try {
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'memory.limit_in_bytes'), String(LIMIT_BYTES));
    return dir;
  } catch {
    if (existsSync(dir)) rmdirSync(dir);
    return null;
  }
}

/**
 * One run of `npm start` with its memory figures, inside `cgroup` when there is one.
 * @param {string | null} cgroup
 */
async function run(cgroup) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-bench-memory-'));
  mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    CMS_PORT: String(cmsPort),
    WEB_PORT: String(webPort),
    DATABASE_URL: '',
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(workDir, 'public'),
    IMAGE_CACHE_DIR: path.join(workDir, 'images'),
  };
  // `npm start` without npm: the same Node flags and script (package.json).
  const launcher = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start.split(' ').slice(1);
  // Inside the cgroup: the shell joins it, then becomes the launcher, whose children inherit it.
  const [command, args] = cgroup
    ? ['sh', ['-c', `echo $$ > ${cgroup}/cgroup.procs && exec "$0" "$@"`, process.execPath, ...launcher]]
    : [process.execPath, launcher];
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    while (!output.includes('Siap dalam')) {
      if (child.exitCode !== null) throw new Error(`npm start berhenti:\n${output}`);
      await pause(500);
    }
    const webUrl = `http://127.0.0.1:${webPort}`;
    // It printed, so it was spawned: it has a pid.
    const pid = /** @type {number} */ (child.pid);
    await pause(REST_MS);
    report('setelah start, diam', processTree(pid));
    const admin = new ApiClient(`http://127.0.0.1:${cmsPort}`);
    const signedIn = await admin.login(process.env.ADMIN_EMAIL || ENV_DEFAULTS.DEV_ADMIN_EMAIL, process.env.ADMIN_PASSWORD || ENV_DEFAULTS.DEV_ADMIN_PASSWORD);
    if (signedIn.status !== 200) throw new Error(`masuk ke CMS: ${signedIn.status}`);
    const uploading = Date.now();
    const uploaded = await uploadCameraPhotos(admin);
    console.log(`  foto kamera (5120×2880) diunggah: foto utama, ${uploaded.homestays} penginapan dan ${uploaded.products} produk × 3 foto dalam ${((Date.now() - uploading) / 1000).toFixed(0)} dtk`);
    report('setelah unggah', processTree(pid));
    const started = Date.now();
    const crawled = await crawl(webUrl);
    console.log(`  crawl: ${crawled.pages} halaman, ${crawled.images} varian gambar (${crawled.failed} gagal) dalam ${((Date.now() - started) / 1000).toFixed(0)} dtk`);
    report('tepat setelah crawl', processTree(pid));
    await pause(REST_MS);
    const settled = processTree(pid);
    report(`${REST_MS / 1000} dtk setelah crawl`, settled);
    if (cgroup) {
      const peak = Number(readFileSync(path.join(cgroup, 'memory.max_usage_in_bytes'), 'utf8'));
      const oom = readFileSync(path.join(cgroup, 'memory.oom_control'), 'utf8');
      const killed = Number(/oom_kill (\d+)/.exec(oom)?.[1] ?? 0);
      const stopped = /berhenti \(kode/.test(output);
      console.log(`  cgroup 1 GB: puncak ${mb(peak / 1024)} (termasuk cache halaman berkas), dibunuh OOM: ${killed}, server berhenti: ${stopped ? 'ya' : 'tidak'}`);
    }
    return settled;
  } finally {
    child.kill('SIGINT');
    await exited;
    rmSync(workDir, { recursive: true, force: true });
  }
}

console.log('\nMemori `npm start` (RSS per proses)');
await run(null);
const cgroup = limitedCgroup();
if (cgroup) {
  console.log('\nMemori `npm start` dalam cgroup memori 1 GB');
  try {
    await run(cgroup);
  } finally {
    await pause(1000);
    rmdirSync(cgroup);
  }
} else {
  console.log(`\n(${MEMORY_CGROUPS} tidak bisa ditulis di mesin ini: lintasan 1 GB dilewati)`);
}
