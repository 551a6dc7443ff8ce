#!/usr/bin/env node
// `npm test` and `npm run check`: the steps in order (the contract's tests beside the CMS's),
// stopping after the first that fails, then a table of each step's time against its budget and
// the slowest test files, so every change can quote where the time went.
//
//   node scripts/test.mjs          build, typecheck, lint, contract, CMS (SQLite, and PostgreSQL
//                                  when TEST_DATABASE_URL is set), web (unit and browser)
//   node scripts/test.mjs --check  the fast loop: typecheck, lint, the tests that need no server
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'desa-test-times-'));
/** TEST_PHASES=1: each test file writes where its time went (cms/tests/support/phases.ts) here. */
const phasesDir = path.join(reports, 'phases');
if (process.env.TEST_PHASES === '1') process.env.TEST_PHASES_DIR = phasesDir;
const SLOWEST = 10;

/**
 * The tests' scratch files (every server's SQLite database and uploads, backups, Chromium's
 * profiles) in RAM where the machine has room for them: a fresh database is hundreds of
 * statements, each a write synced to disk, and on this project's machine those syncs were about a
 * third of a CMS boot (measured: 18–24 s against 15–18 s under load, the knex queries' time 6.8 s
 * against 2.6 s). Nothing the tests check depends on the medium. Only the test steps get it: the
 * builds rename files into the repository, which cannot cross from another file system.
 */
function scratchInMemory() {
  const ram = '/dev/shm';
  const room = 4 * 2 ** 30;
  try {
    const { bavail, bsize } = statfsSync(ram);
    return bavail * bsize >= room ? mkdtempSync(path.join(ram, 'desa-test-')) : null;
  } catch {
    return null; // no /dev/shm here: os.tmpdir() as it is
  }
}
const scratch = scratchInMemory();
/** @type {Record<string, string>} */
const scratchEnv = scratch ? { TMPDIR: scratch } : {};

/**
 * The suite's budget on this project's 2-core machine (README, Tests): `.ci/run` within 25
 * minutes, install included (about 3 of them), so `npm test` within 22: each step's share below,
 * and no test file over 90 s (a longer one is split, so that files pack onto both cores).
 */
const FILE_BUDGET_MS = 90_000;
/** @type {Record<string, number>} */
const STEP_BUDGET_MS = { build: 120_000, 'typecheck + lint': 60_000, contract: 60_000, cms: 480_000, web: 600_000 };

/**
 * A step: commands side by side, or one command (in a workspace; a vitest run also names its
 * report), perhaps with another such step run `beside` it.
 * @typedef {{ name: string, parallel: string[][], report?: undefined, beside?: undefined }
 *   | { name: string, parallel?: undefined, command: string[], cwd?: string, env?: Record<string, string>, report?: string, beside?: Step }} Step
 */
/** @typedef {Step & { code: number, ms: number }} Done */
/**
 * A test file's line in a report of scripts/test-times.mjs.
 * @typedef {{ file: string, project: string, ms: number, tests: number }} FileTime
 */

/**
 * A vitest run in a workspace; scripts/test-times.mjs writes its per-file times for the table.
 * @param {string} workspace
 * @param {string[]} [args]
 */
function vitest(workspace, args = []) {
  const report = path.join(reports, `${workspace}-${args.join('-').replace(/[^\w-]/g, '') || 'all'}.json`);
  return {
    command: ['npx', 'vitest', 'run', ...args, '--reporter=default', `--reporter=${path.join(root, 'scripts/test-times.mjs')}`],
    cwd: path.join(root, workspace),
    env: { ...scratchEnv, TEST_TIMES_FILE: report },
    report,
  };
}

// Typecheck and lint run side by side: each is one process, and CI has two cores.
/** @type {Step} */
const TYPECHECK_AND_LINT = { name: 'typecheck + lint', parallel: [['npm', 'run', 'typecheck'], ['npm', 'run', 'lint']] };
/**
 * The same beside the apps' builds, less the CMS's project: Strapi's build compiles that very
 * project (cms/tsconfig.json, tests included) and fails on a type error, so checking it beside
 * would check it twice (18 s of a core). scripts/build.mjs rebuilds the CMS when its tests change.
 * @type {Step}
 */
const TYPECHECK_AND_LINT_BESIDE_BUILD = { name: 'typecheck + lint', parallel: [['npm', 'run', 'typecheck:apps'], ['npm', 'run', 'lint']] };

/**
 * A step `beside` another runs at the same time, its output shown when it ends, not mixed in:
 * typecheck and lint beside the apps' builds (which leave a core idle for half their time:
 * 84 s, then 38 s for these, one after the other), the contract's tests (mostly the start
 * script's, waiting on `npm start`) beside the CMS's, whose two files at a time leave about a
 * tenth of the two cores idle.
 * @type {Step[]}
 */
const FULL = [
  // Typecheck reads the contract's declarations.
  { name: 'build contract', command: ['node', 'scripts/build.mjs', 'contract'] },
  // The apps, and the web app's next release for the service worker's update test.
  { name: 'build', command: ['node', 'scripts/build.mjs', '--test-release'], beside: TYPECHECK_AND_LINT_BESIDE_BUILD },
  { name: 'cms', ...vitest('cms'), beside: { name: 'contract', ...vitest('contract') } },
  { name: 'web', ...vitest('web') },
];

/** @type {Step[]} */
const CHECK = [
  { name: 'build contract', command: ['npm', 'run', 'build', '-w', 'contract'] },
  TYPECHECK_AND_LINT,
  // The start script's test boots the built apps: it belongs to the full run.
  { name: 'contract', ...vitest('contract', ['--exclude', 'tests/start-script.test.ts']) },
  { name: 'cms unit', ...vitest('cms', ['--project', 'unit']) },
  { name: 'web unit', ...vitest('web', ['--project', 'unit']) },
];

/**
 * @param {string[]} commandLine
 * @param {string} [cwd]
 * @param {Record<string, string>} [env] added to this process's environment
 */
const run = async (commandLine, cwd = root, env = {}) => (await runCommand(commandLine, { cwd, env: { ...process.env, ...env } })).code;

/**
 * The same, with the output held and printed once the command ends (a step run beside another).
 * @param {string[]} commandLine
 * @param {string} [cwd]
 * @param {Record<string, string>} [env]
 */
const runHeld = (commandLine, cwd = root, env = {}) => runCommand(commandLine, { cwd, env: { ...process.env, ...env }, held: true });

/**
 * Runs a step (and the step beside it), and records each one's time and result.
 * @param {Step} step
 * @param {Done[]} done
 */
async function runStep(step, done) {
  const begun = Date.now();
  if (step.parallel) {
    const code = Math.max(...(await Promise.all(step.parallel.map((command) => run(command)))));
    done.push({ ...step, code, ms: Date.now() - begun });
    return;
  }
  const beside = step.beside;
  const besideRun = beside
    ? Promise.all(beside.parallel ? beside.parallel.map((command) => runHeld(command)) : [runHeld(beside.command, beside.cwd, beside.env)]).then((results) => ({
        code: Math.max(...results.map((result) => result.code)),
        output: results.map((result) => result.output).join('\n'),
        ms: Date.now() - begun,
      }))
    : null;
  const code = await run(step.command, step.cwd, step.env);
  const ms = Date.now() - begun;
  if (beside && besideRun) {
    const held = await besideRun;
    console.log(`\n▶ ${beside.name} (beside ${step.name})\n${held.output}`);
    done.push({ ...beside, name: `${beside.name} (beside ${step.name})`, code: held.code, ms: held.ms });
  }
  done.push({ ...step, code, ms });
}

/** @param {number} ms */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The files of every vitest report, slowest first.
 * @param {Step[]} steps
 */
function slowestFiles(steps) {
  /** @type {FileTime[]} */
  const files = [];
  for (const step of steps) {
    if (!step.report) continue;
    /** @type {FileTime[]} */
    let report;
    try {
      report = JSON.parse(readFileSync(step.report, 'utf8'));
    } catch {
      continue; // the run ended before its reporter wrote
    }
    for (const file of report) files.push({ ...file, file: path.relative(root, file.file) });
  }
  return files.sort((a, b) => b.ms - a.ms);
}

/**
 * @param {Done[]} done
 * @param {number} started
 */
function printTable(done, started) {
  const lines = ['', '| step | time | budget | result |', '|---|---|---|---|'];
  for (const step of done) {
    const budget = STEP_BUDGET_MS[step.name.split(' (')[0]];
    const over = budget !== undefined && step.ms > budget ? ' **over**' : '';
    lines.push(`| ${step.name} | ${seconds(step.ms)} | ${budget ? seconds(budget) : '–'}${over} | ${step.code === 0 ? 'ok' : `failed (${step.code})`} |`);
  }
  lines.push(`| **all** | **${seconds(Date.now() - started)}** | ${seconds(Object.values(STEP_BUDGET_MS).reduce((sum, ms) => sum + ms, 0))} | |`);
  const files = slowestFiles(done);
  if (files.length > 0) {
    const tests = files.reduce((sum, file) => sum + file.tests, 0);
    const overBudget = files.filter((file) => file.ms > FILE_BUDGET_MS);
    const shown = files.slice(0, Math.max(SLOWEST, overBudget.length));
    lines.push('', `${files.length} test files, ${tests} tests; ${overBudget.length} over a file's budget of ${seconds(FILE_BUDGET_MS)}; the ${shown.length} slowest:`, '', '| file | project | time | tests |', '|---|---|---|---|');
    for (const file of shown) lines.push(`| ${file.file} | ${file.project} | ${seconds(file.ms)}${file.ms > FILE_BUDGET_MS ? ' **over**' : ''} | ${file.tests} |`);
    if (!existsSync(phasesDir)) lines.push('', "Where a file's time goes: `TEST_PHASES=1 npm test`, or `TEST_PHASES=1 npx vitest run FILE` in its workspace.");
  }
  if (existsSync(phasesDir)) lines.push(...phasesTable(files));
  console.log(lines.join('\n'));
}

/**
 * TEST_PHASES=1: the slowest files' phases, the rest being the test's own steps.
 * @param {FileTime[]} files
 */
function phasesTable(files) {
  /** @type {Map<string, Record<string, number>>} */
  const byFile = new Map();
  for (const name of readdirSync(phasesDir)) {
    const { file, project, phases } = JSON.parse(readFileSync(path.join(phasesDir, name), 'utf8'));
    byFile.set(`${project} ${path.relative(root, file)}`, phases);
  }
  const lines = ['', 'Phases of the slowest files (TEST_PHASES=1):', '', '| file | project | time | phases |', '|---|---|---|---|'];
  const key = (/** @type {FileTime} */ file) => `${file.project} ${file.file}`;
  for (const file of files.filter((file) => byFile.has(key(file))).slice(0, SLOWEST)) {
    const phases = Object.entries(byFile.get(key(file)) ?? {}).sort(([, a], [, b]) => b - a);
    const own = file.ms - phases.reduce((sum, [, ms]) => sum + ms, 0);
    const parts = [...phases, ['own steps', own]].map(([name, ms]) => `${name} ${seconds(Number(ms))}`);
    lines.push(`| ${file.file} | ${file.project} | ${seconds(file.ms)} | ${parts.join(' · ')} |`);
  }
  return lines;
}

const steps = process.argv.includes('--check') ? CHECK : FULL;
const started = Date.now();
/** @type {Done[]} */
const done = [];
let failed = false;
for (const step of steps) {
  console.log(`\n▶ ${step.name}${step.beside ? ` (and ${step.beside.name} beside it)` : ''}`);
  await runStep(step, done);
  if (done.some((step) => step.code !== 0)) {
    failed = true;
    break;
  }
}
printTable(done, started);
rmSync(reports, { recursive: true, force: true });
if (scratch) rmSync(scratch, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
