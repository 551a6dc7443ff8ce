#!/usr/bin/env node
// Builds each workspace whose output is missing or older than its sources.
// `node scripts/build.mjs` builds all three (`node scripts/build.mjs contract`: that one only);
// start.mjs and `npm test` use it (`npm test` with `--test-release`: the web app's next release
// for the service worker's update test too).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from './processes.mjs';

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
  // The CMS's tests too: its build is what type-checks them in `npm test` (scripts/test.mjs).
  { workspace: 'cms', output: 'cms/dist/build/index.html', sources: ['cms/src', 'cms/seed-pictures', 'cms/config', 'cms/tests', 'cms/tsconfig.json', 'contract/src'] },
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
 * Runs one build command; `held` keeps its output and prints it when it ends (a build beside
 * another), so two logs never mix.
 * @param {{ label: string, command: string[], cwd: string, env: NodeJS.ProcessEnv, held?: boolean }} build
 * @returns {Promise<void>}
 */
async function runBuild({ label, command, cwd, env, held = false }) {
  console.log(`\n▶ ${label}${held ? ' (di samping; keluarannya menyusul)' : ''}…`);
  const { code, output } = await runCommand(command, { cwd, env, held });
  if (held) console.log(`\n▶ ${label}: selesai\n${output}`);
  if (code !== 0) throw new Error(`Gagal: ${label}.`);
}

// Always a production build: under NODE_ENV=test (vitest) or development, Vite would build
// React's development version and keep import.meta.env.DEV code (the service worker off).
/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
const productionEnv = (env) => ({ STRAPI_TELEMETRY_DISABLED: 'true', ...env, NODE_ENV: /** @type {const} */ ('production') });

/**
 * Builds a workspace when it is stale.
 * @param {Target} target
 * @param {{ env?: NodeJS.ProcessEnv, held?: boolean }} [options]
 */
export async function buildIfStale({ workspace, output, sources }, { env = process.env, held = false } = {}) {
  if (!isStale({ output, sources })) return;
  const label = `Membangun ${workspace}${workspace === 'cms' ? ' (panel admin Strapi: sekitar 1 menit)' : ''}`;
  await runBuild({ label, command: ['npm', 'run', 'build', '-w', workspace], cwd: root, env: productionEnv(env), held });
}

/**
 * Builds the test release when it is stale (web/tests/support/release.ts, `--test-release`).
 * @param {{ env?: NodeJS.ProcessEnv, held?: boolean }} [options]
 */
export async function buildTestReleaseIfStale({ env = process.env, held = false } = {}) {
  if (!isStale(TEST_RELEASE)) return;
  const label = 'Membangun rilis berikutnya untuk tes service worker';
  await runBuild({ label, command: TEST_RELEASE.command, cwd: path.join(root, 'web'), env: { ...productionEnv(env), WEB_BUILD_DIR: TEST_RELEASE.buildDir }, held });
}

/**
 * All builds: the contract first (both apps import it), then the CMS beside the web app (and
 * its test release): the CMS's admin panel keeps about one core busy for a minute, the web
 * builds the other. Measured on 2 cores: 84 s one after another, 77 s side by side.
 * @param {{ testRelease?: boolean, env?: NodeJS.ProcessEnv }} [options]
 */
export async function buildAll({ testRelease = false, env = process.env } = {}) {
  const [contract, cms, web] = TARGETS;
  await buildIfStale(contract, { env });
  await Promise.all([
    buildIfStale(cms, { env }),
    (async () => {
      await buildIfStale(web, { env, held: true });
      if (testRelease) await buildTestReleaseIfStale({ env, held: true });
    })(),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const only = TARGETS.find((target) => process.argv.includes(target.workspace));
    if (only) await buildIfStale(only);
    else await buildAll({ testRelease: process.argv.includes('--test-release') });
  } catch (error) {
    console.error(`✖ ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
