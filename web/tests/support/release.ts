// Another release of the web app for a test: a second build in its own directory (WEB_BUILD_DIR),
// made by the real toolchain with the changes of next-release.vite.config.ts. `npm test` builds it
// in its build step (scripts/build.mjs --test-release); a test run on its own builds it here when
// it is missing or stale.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { cleanEnvironment } from 'cms/testing/process';
import { TEST_RELEASE, isStale } from '../../../scripts/build.mjs';

const webDir = path.resolve(__dirname, '../..');
export const NEXT_RELEASE_DIR = TEST_RELEASE.buildDir;

export async function buildNextRelease(): Promise<void> {
  if (!isStale(TEST_RELEASE)) return;
  const [command, ...args] = TEST_RELEASE.command;
  await promisify(execFile)(command, args, {
    cwd: webDir,
    // vitest sets NODE_ENV=test, which Vite would build as development.
    env: { ...cleanEnvironment(), NODE_ENV: 'production', WEB_BUILD_DIR: NEXT_RELEASE_DIR },
    maxBuffer: 64 * 1024 * 1024,
  });
}
