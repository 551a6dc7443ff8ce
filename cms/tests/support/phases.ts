// Where a test file's time goes (TEST_PHASES=1): the time of each phase its helpers go through
// (a server's start, Chromium's, navigation, axe, waiting for the page), added up per file and
// printed when the file ends; `npm test` gathers them into a table (scripts/test.mjs). A phase
// inside another is the outer one's time: each millisecond is counted once.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PHASES_ON = process.env.TEST_PHASES === '1';
const spent = new Map<string, number>();
let active = 0;

/** Runs `work`, adding its time to this file's `name` phase when TEST_PHASES=1. */
export async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!PHASES_ON || active > 0) return work();
  active += 1;
  const started = performance.now();
  try {
    return await work();
  } finally {
    active -= 1;
    spent.set(name, (spent.get(name) ?? 0) + performance.now() - started);
  }
}

/** The file's phases, in milliseconds; empties them for the next file of the worker. */
export function takePhases(): Record<string, number> {
  const phases = Object.fromEntries([...spent].map(([name, ms]) => [name, Math.round(ms)]));
  spent.clear();
  return phases;
}

/** A setup file's afterAll: prints the file's phases and, under `npm test`, writes them for its table. */
export function reportPhases(file: string, project: string) {
  if (!PHASES_ON) return;
  const phases = takePhases();
  const line = Object.entries(phases)
    .sort(([, a], [, b]) => b - a)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(' · ');
  console.log(`phases ${path.basename(file)} (${project}): ${line || 'none'}`);
  const dir = process.env.TEST_PHASES_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${project}-${path.basename(file)}-${process.pid}-${Date.now()}.json`), JSON.stringify({ file, project, phases }));
}
