#!/usr/bin/env node
// Builds each workspace whose output is missing or older than its sources.
// `node scripts/build.mjs` builds all three; start.mjs and `npm test` use it (`npm test` with
// `--test-release`: the web app's next release for the service worker's update test too).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SKIP = new Set(['node_modules', 'dist', 'build', '.cache', '.tmp', 'types', 'tests', 'screenshots']);

/**
 * The newest modification time (ms) under `dir`, skipped folders aside; 0 when it is missing.
 * @param {string} dir
 * @returns {number}
 */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  if (!statSync(dir).isDirectory()) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/**
 * A workspace, the file its build writes, and the folders whose changes make that file stale.
 * @typedef {{ workspace: string, output: string, sources: string[] }} Target
 */

/** @type {Target[]} */
export const TARGETS = [
  { workspace: 'contract', output: 'contract/dist/esm/index.js', sources: ['contract/src'] },
  { workspace: 'cms', output: 'cms/dist/build/index.html', sources: ['cms/src', 'cms/config', 'contract/src'] },
  { workspace: 'web', output: 'web/build/server/index.js', sources: ['web/app', 'web/public', 'web/vite.config.ts', 'contract/src', 'docs'] },
];

/**
 * "The next release" of the web app, which the service worker's update test
 * (web/tests/e2e/public-offline.test.ts) moves to: the app with two visible changes
 * (web/tests/support/next-release.vite.config.ts), built into its own folder. `npm test` builds
 * it in its build step, while nothing else runs; the test builds it only when it is stale.
 */
export const TEST_RELEASE = {
  buildDir: 'build-next-release',
  output: 'web/build-next-release/server/index.js',
  sources: [...(TARGETS.find((target) => target.workspace === 'web')?.sources ?? []), 'web/tests/support/next-release.vite.config.ts'],
  command: ['npx', 'remix', 'vite:build', '--config', 'tests/support/next-release.vite.config.ts'],
};

/**
 * Whether a build's output is missing or older than one of its sources.
 * @param {{ output: string, sources: string[] }} target
 */
export function isStale({ output, sources }) {
  const outputPath = path.join(root, output);
  const built = existsSync(outputPath) ? statSync(outputPath).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newest(path.join(root, source))));
  return !built || built < changed;
}

/**
 * @param {Target} target
 * @param {NodeJS.ProcessEnv} [env]
 */
export function buildIfStale({ workspace, output, sources }, env = process.env) {
  if (!isStale({ output, sources })) return;
  console.log(`\n▶ Membangun ${workspace}${workspace === 'cms' ? ' (panel admin Strapi: sekitar 1 menit)' : ''}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    // Always a production build: under NODE_ENV=test (vitest) or development, Vite would build
    // React's development version and keep import.meta.env.DEV code (the service worker off).
    env: { STRAPI_TELEMETRY_DISABLED: 'true', ...env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`Gagal membangun ${workspace}.`);
}

/** Builds the test release when it is stale (web/tests/support/release.ts, `--test-release`). */
function buildTestReleaseIfStale() {
  if (!isStale(TEST_RELEASE)) return;
  console.log('\n▶ Membangun rilis berikutnya untuk tes service worker…');
  const [command, ...args] = TEST_RELEASE.command;
  const result = spawnSync(command, args, {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', WEB_BUILD_DIR: TEST_RELEASE.buildDir },
  });
  if (result.status !== 0) throw new Error('Gagal membangun rilis berikutnya untuk tes.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    for (const target of TARGETS) buildIfStale(target);
    if (process.argv.includes('--test-release')) buildTestReleaseIfStale();
  } catch (error) {
    console.error(`✖ ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
