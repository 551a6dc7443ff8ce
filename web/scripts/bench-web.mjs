#!/usr/bin/env node
// `npm run bench:web`: what a visitor's phone downloads and how Lighthouse (mobile) rates it,
// for the home page and one detail page.
//
// Uses running servers when WEB_URL is set (and CMS_URL, to find a detail page); otherwise
// starts a seeded CMS and the built web app the way the browser tests do (build web first).
// Chromium: CHROME_PATH, else /usr/bin/chromium. BENCH_RUNS: Lighthouse runs per page (median, default 3).
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const BUDGET = { jsGzip: 100 * 1024, performance: 95, accessibility: 100, seo: 100, 'best-practices': 95 };
/** Lighthouse runs per page: scores move with the machine's load, the median is what counts. */
const RUNS = Number(process.env.BENCH_RUNS) || 3;

async function servers() {
  if (process.env.WEB_URL) {
    return { webUrl: process.env.WEB_URL.replace(/\/$/, ''), cmsUrl: (process.env.CMS_URL || 'http://localhost:1337').replace(/\/$/, ''), stop: async () => {} };
  }
  console.log('Menyalakan CMS berisi data demo dan aplikasi web (build)…');
  const jiti = createJiti(import.meta.url);
  const { startCms } = await jiti.import(path.join(webDir, '../cms/tests/support/strapi-server.ts'));
  const { startWeb } = await jiti.import(path.join(webDir, 'tests/support/servers.ts'));
  const cms = await startCms({ seed: true });
  const web = await startWeb(cms.url);
  return { webUrl: web.url, cmsUrl: cms.url, stop: async () => (await web.stop(), await cms.stop()) };
}

/** Scripts and document of one page load in a phone-sized Chromium (uncached). */
async function measureBytes(url) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {}
  });
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  const html = await document.body();
  await browser.close();
  const jsGzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
  return { jsFiles: scripts.size, jsGzip, htmlBytes: html.length, htmlGzip: gzipSync(html).length };
}

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
    const { categories, audits } = result.lhr;
    return {
      scores: Object.fromEntries(Object.entries(categories).map(([id, category]) => [id, Math.round(category.score * 100)])),
      metrics: {
        FCP: audits['first-contentful-paint'].displayValue,
        LCP: audits['largest-contentful-paint'].displayValue,
        TBT: audits['total-blocking-time'].displayValue,
        CLS: audits['cumulative-layout-shift'].displayValue,
      },
      failing: Object.values(categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1))
        .map((ref) => {
          const items = audits[ref.id].details?.items ?? [];
          const where = items.slice(0, 3).map((item) => item.node?.selector ?? item.url ?? item.description).filter(Boolean);
          return `${ref.id}${where.length ? ` (${where.join('; ')})` : ''}`;
        }),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const running = await servers();
let overBudget = false;
try {
  const tours = await (await fetch(`${running.cmsUrl}/api/v1/tour/all?limit=1`)).json();
  const pages = [
    ['Beranda', '/'],
    ['Detail wisata', `/wisata/${tours.data[0].id}`],
  ];
  for (const [name, pathname] of pages) {
    const url = running.webUrl + pathname;
    const bytes = await measureBytes(url);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseScores(url));
    runs.sort((a, b) => a.scores.performance - b.scores.performance);
    const lh = runs[Math.floor(runs.length / 2)];
    const performanceRange = `${runs[0].scores.performance}–${runs[runs.length - 1].scores.performance}`;
    const jsOk = bytes.jsGzip <= BUDGET.jsGzip;
    overBudget ||= !jsOk;
    console.log(`\n${name} (${pathname})`);
    console.log(`  JavaScript: ${bytes.jsFiles} berkas, ${kb(bytes.jsGzip)} gzip (${bytes.jsGzip} B) ${jsOk ? '✓' : '✗'} batas ${kb(BUDGET.jsGzip)}`);
    console.log(`  HTML: ${kb(bytes.htmlBytes)} (${bytes.htmlBytes} B), ${kb(bytes.htmlGzip)} gzip`);
    for (const [id, score] of Object.entries(lh.scores)) {
      const range = id === 'performance' && RUNS > 1 ? `, ${RUNS} kali: ${performanceRange}` : '';
      console.log(`  Lighthouse ${id}: ${score} ${score >= BUDGET[id] ? '✓' : '✗'} (batas ${BUDGET[id]}${range})`);
    }
    console.log(`  Metrik (median): ${Object.entries(lh.metrics).map(([key, value]) => `${key} ${value}`).join(', ')}`);
    for (const audit of lh.failing) console.log(`  Audit belum lulus: ${audit}`);
  }
} finally {
  await running.stop();
}
process.exit(overBudget ? 1 : 0);
