#!/usr/bin/env node
// `npm run bench:web`: what the public pages cost, in one run so the ratios are fair.
// - req/s and p50 at 10 concurrent clients for the anonymous home and a tour page, next to
//   the same bytes served as a static file by the same server; the signed-in dashboard;
// - CMS calls per page view, uncached and cached (a counting proxy sits before the CMS);
// - what a phone downloads (JavaScript gzipped per page) and Lighthouse mobile (median);
// - the first visit's LCP at 400 kbit/s and 400 ms on the home, a homestay and a product page,
//   with what came before it, and the home's repeat visit (the service worker);
// - the memory of every process of `npm start`, idle and after a crawl (bench-memory.mjs).
//
// Starts a seeded CMS and the built web app the way the browser tests do (build web first).
// Chromium: CHROME_PATH, else /usr/bin/chromium. BENCH_RUNS: Lighthouse runs per page
// (default 5); BENCH_REQUESTS: requests per throughput figure (default 1000); BENCH_REPLICAS=N
// (N > 1): also the home page's req/s over N web replicas (requests spread round-robin) next to one.
// BENCH_ALL_REQUESTS=1: the first visit lists every request up to `load`, not only those before the LCP.
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminCookie, throughput as measureLoad } from '../../scripts/load.mjs';
import { STATS } from '@desa/contract';
import { createJiti } from 'jiti';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import BUDGET from './budget.json' with { type: 'json' };
import { PHONE, WEAK_SIGNAL, firstVisit, weakSignal } from './first-visit.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
/** Lighthouse runs per page: scores move with the machine's load, the median is what counts. */
const RUNS = Number(process.env.BENCH_RUNS) || 5;
const REQUESTS = Number(process.env.BENCH_REQUESTS) || 1000;
const CONCURRENCY = 10;
const REPLICAS = Number(process.env.BENCH_REPLICAS) || 1;
/** The first visit's Largest Contentful Paint on a weak signal (issue 42). */
const FIRST_VISIT_LCP_MS = 2000;
const median = (/** @type {number[]} */ list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/**
 * A loopback proxy before the CMS that counts the web server's calls by path.
 * @param {string} target
 */
async function countingProxy(target) {
  /** @type {string[]} */
  const calls = [];
  const server = http.createServer((request, response) => {
    // A request to a server always has its url, an answer from one its status.
    const url = /** @type {string} */ (request.url);
    calls.push(url);
    const upstream = http.request(new URL(url, target), { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(/** @type {number} */ (answer.statusCode), answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    take: () => calls.splice(0),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * web/tests/support/servers.ts as used here. (Typed by hand: its extensionless imports, fine
 * for vitest and jiti, are not ESM that this project's NodeNext resolution could follow.)
 * @typedef {{
 *   startWeb: (cmsUrl: string, env?: Record<string, string>) => Promise<{ url: string, stop: () => Promise<void> }>,
 *   TEST_REVALIDATE_SECRET: string,
 * }} WebServers
 */

async function servers() {
  console.log('Menyalakan CMS berisi data demo dan aplikasi web (build)…');
  const jiti = createJiti(import.meta.url);
  const { startCms } = /** @type {typeof import('../../cms/tests/support/strapi-server.js')} */ (
    await jiti.import(path.join(webDir, '../cms/tests/support/strapi-server.ts'))
  );
  const { startWeb, TEST_REVALIDATE_SECRET } = /** @type {WebServers} */ (await jiti.import(path.join(webDir, 'tests/support/servers.ts')));
  const cms = await startCms({ seed: true, env: { REVALIDATE_SECRET: TEST_REVALIDATE_SECRET } });
  // Real camera photographs (issue 56), as a village uploads them: the hero, every homestay's and product's photos.
  // BENCH_PHOTOS=drawn keeps the demo village's drawn pictures.
  if (process.env.BENCH_PHOTOS !== 'drawn') {
    const { uploadCameraPhotos } = /** @type {typeof import('../../cms/tests/support/photographs.js')} */ (await jiti.import(path.join(webDir, '../cms/tests/support/photographs.ts')));
    const { asAdmin } = /** @type {typeof import('../../cms/tests/support/api.js')} */ (await jiti.import(path.join(webDir, '../cms/tests/support/api.ts')));
    const uploaded = await uploadCameraPhotos(await asAdmin(cms.url));
    console.log(`Foto kamera 5120×2880 diunggah: foto utama, ${uploaded.homestays} penginapan dan ${uploaded.products} produk × 3 foto.`);
  }
  const proxy = await countingProxy(cms.url);
  const web = await startWeb(proxy.url);
  const more = await Promise.all(Array.from({ length: REPLICAS - 1 }, () => startWeb(proxy.url)));
  const purge = () =>
    fetch(`${web.url}/_revalidate`, { method: 'POST', headers: { authorization: `Bearer ${TEST_REVALIDATE_SECRET}` }, body: '{"types":["*"]}' });
  // Visitor statistics on and off (issue 25), straight to the CMS so their batches stay out of the proxy's count.
  const counting = await startWeb(cms.url);
  const notCounting = await startWeb(cms.url, { STATS_COUNTING: 'false' });
  const stop = async () => (await Promise.all([web, ...more, counting, notCounting].map((replica) => replica.stop())), await proxy.close(), await cms.stop());
  return { webUrl: web.url, replicaUrls: [web.url, ...more.map((replica) => replica.url)], countingUrls: { on: counting.url, off: notCounting.url }, cmsUrl: cms.url, proxy, purge, stop };
}

/**
 * req/s and p50 of REQUESTS gzip GETs, CONCURRENCY at a time; several URLs take turns.
 * @param {string | string[]} urls
 * @param {Record<string, string>} [headers]
 */
const throughput = (urls, headers = {}) =>
  measureLoad(urls, { requests: REQUESTS, concurrency: CONCURRENCY, headers: { 'accept-encoding': 'gzip', ...headers } });

/** A phone's browser: the statistics count it (the load generator's own agent is a bot to them). */
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/**
 * Visitor statistics (issue 25): the cached home page's req/s with counting on next to off, in
 * turns (on, off, on, off) so the machine's load falls on both; then how long a view takes to
 * show in `GET /stats` with the default flush (STATS.flushIntervalMs).
 * @param {Awaited<ReturnType<typeof servers>>} running
 */
async function visitCounting(running) {
  const { on } = running.countingUrls;
  /** @type {{ on: number[], off: number[] }} */
  const rps = { on: [], off: [] };
  // A warm-up turn each, not counted; then turns in both orders (on, off, off, on, …): whichever runs first in a pair does not decide.
  // Three times the usual requests a turn: the difference sought is smaller than one short turn's noise.
  const turn = (/** @type {'on' | 'off'} */ side) =>
    measureLoad(`${running.countingUrls[side]}/`, { requests: REQUESTS * 3, concurrency: CONCURRENCY, headers: { 'accept-encoding': 'gzip', 'user-agent': PHONE_AGENT } });
  for (const side of /** @type {const} */ (['on', 'off'])) await turn(side);
  for (let round = 0; round < 6; round += 1) {
    const order = round % 2 ? /** @type {const} */ (['off', 'on']) : /** @type {const} */ (['on', 'off']);
    for (const side of order) rps[side].push((await turn(side)).rps);
  }
  console.log(`\nStatistik pengunjung: beranda (cache) dengan penghitungan ${median(rps.on).toFixed(0)} req/s, tanpa ${median(rps.off).toFixed(0)} req/s (median), rasio ${(median(rps.on) / median(rps.off)).toFixed(3)}× (target ≥ 0,95×)`);
  console.log(`  per giliran: dengan ${rps.on.map((value) => value.toFixed(0)).join(', ')}; tanpa ${rps.off.map((value) => value.toFixed(0)).join(', ')}`);
  const login = await fetch(`${running.cmsUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@test.desa', password: 'AdminTes123' }) });
  const token = decodeURIComponent(/desa_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '');
  const delays = [];
  for (let round = 0; round < 3; round += 1) {
    const source = `bench-jeda-${Date.now().toString(36)}`;
    const viewed = Date.now();
    await (await fetch(`${on}/galeri?utm_source=${source}`, { headers: { 'user-agent': PHONE_AGENT } })).arrayBuffer();
    for (;;) {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
      const answer = await fetch(`${running.cmsUrl}/api/v1/stats?from=${day}&to=${day}&group=source`, { headers: { authorization: `Bearer ${token}` } });
      const { data } = /** @type {{ data: Array<{ key: string }> }} */ (await answer.json());
      if (data.some((line) => line.key === source)) break;
      if (Date.now() - viewed > 30_000) throw new Error('Tayangan tidak sampai ke /stats dalam 30 detik.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    delays.push(Date.now() - viewed);
  }
  console.log(`  jeda tayangan → /stats: ${delays.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} (kiriman tiap ${STATS.flushIntervalMs / 1000} s; halaman statistik yang terbuka bertanya lagi tiap ${STATS.refreshIntervalMs / 1000} s: target ≤ 10 s)`);
}

/**
 * Scripts and document of one page load in a phone-sized Chromium (uncached).
 * @param {string} url
 */
async function measureBytes(url) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  /** @type {Map<string, Buffer>} */
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {}
  });
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  if (!document) throw new Error(`${url}: tidak ada dokumen`);
  const html = await document.body();
  await browser.close();
  const jsGzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
  return { jsFiles: scripts.size, jsGzip, htmlBytes: html.length, htmlGzip: gzipSync(html).length };
}

/**
 * Lighthouse (mobile) of one page: the category scores, the main metrics and the audits below full marks.
 * @param {string} url
 */
async function lighthouseScores(url) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'desa-lighthouse-'));
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`], userDataDir: false });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    if (!result) throw new Error(`${url}: Lighthouse tidak memberi hasil`);
    const { categories, audits, runtimeError } = result.lhr;
    // A run that could not measure (no paint seen, a protocol timeout) has no performance score.
    if (runtimeError || categories.performance.score === null) return { error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : 'tanpa skor performance' };
    return {
      scores: Object.fromEntries(Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)])),
      metrics: {
        FCP: audits['first-contentful-paint'].displayValue,
        LCP: audits['largest-contentful-paint'].displayValue,
        TBT: audits['total-blocking-time'].displayValue,
        CLS: audits['cumulative-layout-shift'].displayValue,
        bytes: audits['total-byte-weight'].displayValue,
      },
      failing: Object.values(categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) =>
          category.auditRefs.filter((ref) => {
            const { score } = audits[ref.id];
            return ref.weight > 0 && score !== null && score < 1;
          }),
        )
        .map((ref) => {
          // The details of most audits list items (nodes, URLs); only what is read of them here.
          const details = /** @type {{ items?: Array<{ node?: { selector?: string }, url?: string, description?: string }> } | undefined} */ (audits[ref.id].details);
          const items = details?.items ?? [];
          const where = items.slice(0, 3).map((item) => item.node?.selector ?? item.url ?? item.description).filter(Boolean);
          return `${ref.id}${where.length ? ` (${where.join('; ')})` : ''}`;
        }),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Reading on a weak signal (issues 26 and 42): the first visit to each of `pages` at
 * WEAK_SIGNAL in a cold phone-sized context (first-visit.mjs: LCP, what came before it), median
 * of RUNS; then the home page's repeat visit under the service worker, and the size of what the
 * worker adds: /sw.js and the public script, gzipped.
 * @param {{ webUrl: string }} running
 * @param {string[][]} pages name and path
 */
async function weakSignalReading(running, pages) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  const ms = (/** @type {number[]} */ values) => `${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
  console.log(`\nKunjungan pertama dengan sinyal lemah (${WEAK_SIGNAL.kbitPerSecond} kbit/s, latensi ${WEAK_SIGNAL.latencyMs} ms), ${PHONE.viewport.width}×${PHONE.viewport.height} DPR ${PHONE.deviceScaleFactor}, ${RUNS} konteks baru, median`);
  /** @type {number[]} */
  const repeat = [];
  try {
    for (const [name, pathname] of pages) {
      /** @type {import('./first-visit.mjs').FirstVisit[]} */
      const visits = [];
      for (let run = 0; run < RUNS; run += 1) visits.push(await firstVisit(browser, running.webUrl + pathname));
      const middle = (/** @type {(visit: import('./first-visit.mjs').FirstVisit) => number} */ pick) => median(visits.map(pick));
      const lcp = visits.map((visit) => visit.lcp);
      const typical = visits.find((visit) => visit.lcp === median(lcp)) ?? visits[0];
      console.log(`  ${name} (${pathname})`);
      console.log(`    LCP ${ms(lcp)} ${median(lcp) <= FIRST_VISIT_LCP_MS ? '✓' : '✗'} target ≤ ${FIRST_VISIT_LCP_MS} ms; FCP ${Math.round(middle((visit) => visit.fcp))} ms; CLS ${middle((visit) => visit.cls).toFixed(3)}`);
      console.log(`    elemen LCP: ${typical.element}${typical.lcpUrl ? ` ${typical.lcpUrl.replace(running.webUrl, '')} (${kb(typical.lcpBytes)})` : ''}`);
      for (const line of typical.listBefore) console.log(`      ${line}`);
      console.log(`    sebelum LCP: ${typical.requestsBefore} permintaan, ${kb(typical.bytesBefore)} (dokumen ${kb(typical.documentBytes)}, CSS ${kb(typical.cssBytes)}${typical.cssAt === null ? ', tanpa berkas CSS' : ` tiba ${Math.round(typical.cssAt)} ms`}); sampai load ${typical.requests} permintaan, ${kb(typical.bytes)}`);
    }
    // The repeat visit: a visit under the worker stores the page; the next one is the one measured.
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ ...PHONE, baseURL: running.webUrl });
      const page = await context.newPage();
      await weakSignal(context, page);
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      await page.goto('/');
      await page.waitForTimeout(1500);
      await page.goto('about:blank');
      await page.goto('/');
      repeat.push(Number(await page.evaluate(() => new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: 'largest-contentful-paint', buffered: true })))));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const worker = await (await fetch(`${running.webUrl}/sw.js`)).text();
  const [, mainScript] = /src="(\/assets\/main-[\w-]+\.js)"/.exec(await (await fetch(running.webUrl)).text()) ?? [];
  const main = mainScript ? await (await fetch(running.webUrl + mainScript)).text() : '';
  console.log(`  Beranda, kunjungan ulang (service worker): LCP ${ms(repeat)} (target ≤ 1000 ms)`);
  console.log(`  service worker /sw.js ${gzipSync(worker).length} B gzip (target ≤ 10 KB); skrip publik ${mainScript} ${gzipSync(main).length} B gzip`);
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const figures = (/** @type {{ rps: number, p50: number }} */ { rps, p50 }) => `${rps.toFixed(0).padStart(5)} req/s, p50 ${p50.toFixed(1).padStart(6)} ms`;

const running = await servers();
try {
  // BENCH_ONLY=statistik: only the visitor statistics' figures (issue 25), without Lighthouse and memory.
  if (process.env.BENCH_ONLY === 'statistik') await visitCounting(running);
  // BENCH_ONLY=offline: only reading on a weak signal (issues 26 and 42; BENCH_PAGE as below).
  else if (process.env.BENCH_ONLY === 'offline') await weakSignalReading(running, await weakSignalPages());
  // BENCH_ONLY=lighthouse: only the pages' bytes and Lighthouse (BENCH_PAGE=Penginapan: the pages whose name has that word).
  else if (process.env.BENCH_ONLY === 'lighthouse') await lighthouseReport((await publicPages()).filter(([name]) => !process.env.BENCH_PAGE || name.includes(process.env.BENCH_PAGE)));
  else await everything();
} finally {
  await running.stop();
}

/** The pages a first visit on a weak signal is measured on (issue 42): the home, a homestay with reviews, a product. */
async function weakSignalPages() {
  const pages = await publicPages();
  return ['Beranda', 'Penginapan (dengan ulasan)', 'Produk']
    .filter((name) => !process.env.BENCH_PAGE || name.includes(process.env.BENCH_PAGE))
    .map((name) => /** @type {string[]} */ (pages.find(([page]) => page === name)));
}

/** The pages measured one by one: name and path. */
async function publicPages() {
  const first = async (/** @type {string} */ type) => (await (await fetch(`${running.cmsUrl}/api/v1/${type}/all?limit=1`)).json()).data[0].id;
  const [tour, homestay, product, event] = await Promise.all([first('tour'), first('homestay'), first('product'), first('event')]);
  // The demo village's first homestay has a shown review (issue 40), its second none: the same page with and without.
  const unreviewed = (await (await fetch(`${running.cmsUrl}/api/v1/homestay/all?limit=2`)).json()).data[1].id;
  return [
    ['Beranda', '/'],
    ['Detail wisata', `/wisata/${tour}`],
    ['Galeri', '/galeri'],
    ['Home (en)', '/en'],
    ['Tour (en)', `/en/wisata/${tour}`],
    ['Penginapan (dengan ulasan)', `/penginapan/${homestay}`],
    ['Penginapan (tanpa ulasan)', `/penginapan/${unreviewed}`],
    ['Produk', `/produk/${product}`],
    ['Detail acara', `/agenda/${event}`],
  ];
}

async function everything() {
  const pages = await publicPages();
  console.log(`\nThroughput, ${REQUESTS} permintaan, ${CONCURRENCY} bersamaan (halaman anonim vs berkas statis berisi byte yang sama)`);
  for (const [name, pathname] of pages.slice(0, 2)) {
    const url = running.webUrl + pathname;
    const html = await (await fetch(url)).text();
    const staticName = `bench-${Date.now()}.html`;
    const staticPath = path.join(webDir, process.env.WEB_BUILD_DIR || 'build', 'client', staticName);
    writeFileSync(staticPath, html);
    try {
      const ours = await throughput(url);
      const plain = await throughput(`${running.webUrl}/${staticName}`);
      console.log(`  ${name.padEnd(14)} halaman ${figures(ours)} | statis ${figures(plain)} | rasio ${(ours.rps / plain.rps).toFixed(2)}×`);
    } finally {
      rmSync(staticPath, { force: true });
    }
  }
  const dashboard = await throughput(`${running.webUrl}/admin`, { cookie: await adminCookie(running.webUrl) });
  console.log(`  Dasbor admin (masuk)    ${figures(dashboard)}`);
  if (REPLICAS > 1) {
    const one = await throughput(`${running.webUrl}/`);
    const all = await throughput(running.replicaUrls.map((url) => `${url}/`));
    console.log(`  Beranda, 1 replika ${figures(one)} | ${REPLICAS} replika ${figures(all)} | rasio ${(all.rps / one.rps).toFixed(2)}×`);
  }

  await visitCounting(running);
  await weakSignalReading(running, await weakSignalPages());

  console.log('\nPanggilan ke CMS per tampilan halaman (tanpa cache → dengan cache)');
  for (const [name, pathname] of pages) {
    await running.purge();
    running.proxy.take();
    await (await fetch(running.webUrl + pathname)).arrayBuffer();
    const uncached = running.proxy.take();
    await (await fetch(running.webUrl + pathname)).arrayBuffer();
    const cached = running.proxy.take();
    const perPath = new Map();
    for (const call of uncached) perPath.set(call, (perPath.get(call) ?? 0) + 1);
    const most = Math.max(...perPath.values());
    console.log(`  ${name.padEnd(14)} ${uncached.length} → ${cached.length}; paling banyak ${most}× per sumber (${[...perPath.keys()].join(', ')})`);
  }

  await lighthouseReport(pages);
}

/**
 * Bytes and Lighthouse of each page: the median of the runs that gave a score, and why any run gave none.
 * @param {string[][]} pages
 */
async function lighthouseReport(pages) {
  for (const [name, pathname] of pages) {
    const url = running.webUrl + pathname;
    const bytes = await measureBytes(url);
    const runs = [];
    const errors = [];
    for (let index = 0; index < RUNS; index += 1) {
      const run = await lighthouseScores(url);
      if ('error' in run) errors.push(run.error);
      else runs.push(run);
    }
    runs.sort((a, b) => a.scores.performance - b.scores.performance);
    console.log(`\n${name} (${pathname})`);
    console.log(`  JavaScript: ${bytes.jsFiles} berkas, ${kb(bytes.jsGzip)} gzip (${bytes.jsGzip} B) ${bytes.jsGzip <= BUDGET.jsGzipBytes ? '✓' : '✗'} batas ${kb(BUDGET.jsGzipBytes)}`);
    console.log(`  HTML: ${kb(bytes.htmlBytes)} (${bytes.htmlBytes} B), ${kb(bytes.htmlGzip)} gzip`);
    for (const error of errors) console.log(`  Lighthouse gagal mengukur satu kali: ${error}`);
    if (!runs.length) continue;
    const lh = runs[Math.floor(runs.length / 2)];
    const performanceRange = `${runs[0].scores.performance}–${runs[runs.length - 1].scores.performance}`;
    for (const [id, score] of Object.entries(lh.scores)) {
      const range = id === 'performance' && runs.length > 1 ? `, ${runs.length} kali: ${performanceRange}` : '';
      // The four categories asked for, each with its minimum in the budget.
      const minimum = BUDGET[/** @type {'performance' | 'accessibility' | 'seo' | 'best-practices'} */ (id)];
      console.log(`  Lighthouse ${id}: ${score} ${score >= minimum ? '✓' : '✗'} (batas ${minimum}${range})`);
    }
    console.log(`  Metrik (median): ${Object.entries(lh.metrics).map(([key, value]) => `${key} ${value}`).join(', ')}`);
    for (const audit of lh.failing) console.log(`  Audit belum lulus: ${audit}`);
  }
}

// What `npm start` itself holds, idle and after a crawl of every page and image width.
if (!process.env.BENCH_ONLY) await import('./bench-memory.mjs');
process.exit(0);
