// Another release of the web app for a test: a second build in its own directory (WEB_BUILD_DIR),
// made by the real toolchain with the changes of next-release.vite.config.ts.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const webDir = path.resolve(__dirname, '../..');
export const NEXT_RELEASE_DIR = 'build-next-release';

export async function buildNextRelease(): Promise<void> {
  await promisify(execFile)('npx', ['remix', 'vite:build', '--config', 'tests/support/next-release.vite.config.ts'], {
    cwd: webDir,
    // vitest sets NODE_ENV=test, which Vite would build as development.
    env: { ...process.env, NODE_ENV: 'production', WEB_BUILD_DIR: NEXT_RELEASE_DIR },
    maxBuffer: 64 * 1024 * 1024,
  });
}
