// Another release of the web app for a test: a second build in its own directory (WEB_BUILD_DIR),
// made by the real toolchain with the changes of next-release.vite.config.ts. `npm test` builds it
// in its build step (scripts/build.mjs --test-release); a test run on its own builds it here when
// it is missing or stale.
import { cleanEnvironment } from 'cms/testing/process';
import { TEST_RELEASE, buildTestReleaseIfStale } from '../../../scripts/build.mjs';

export const NEXT_RELEASE_DIR = TEST_RELEASE.buildDir;

export async function buildNextRelease(): Promise<void> {
  await buildTestReleaseIfStale({ env: cleanEnvironment(), held: true });
}
