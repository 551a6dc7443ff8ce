// The CMS and web server of this test file. global-setup.ts starts one stack per worker; a file
// leases one that no other file holds, for as long as it runs, so files side by side never see
// each other's records. (vitest's VITEST_POOL_ID cannot pick it: in a project of its own it is 1
// in every worker.) A lease is a file created exclusively in the run's lock folder, removed when
// the test file ends; one left by a process that is gone, or by this process's previous file, is
// taken over.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, inject } from 'vitest';

const { stacks, lockDir } = inject('stackLeases');

/** A lease whose holder has ended: its process is gone, or it is this process's previous file. */
function holderIsGone(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false; // just released: try again
  }
  // Empty: its holder is between creating and writing it (for long, it died there).
  if (!pid) {
    const written = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
    return written !== undefined && Date.now() - written > 10_000;
  }
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

async function lease(): Promise<(typeof stacks)[number]> {
  for (;;) {
    for (const [index, stack] of stacks.entries()) {
      const lock = path.join(lockDir, `stack-${index}`);
      try {
        writeFileSync(lock, String(process.pid), { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // force: another file may have taken the same stale lease over first.
        if (holderIsGone(lock)) rmSync(lock, { force: true });
        continue;
      }
      afterAll(() => rmSync(lock, { force: true }));
      return stack;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stack = await lease();

export const CMS_URL = stack.cmsUrl;
export const WEB_URL = stack.webUrl;
export const CMS_DATABASE = stack.cmsDatabase as NodeJS.ProcessEnv;
