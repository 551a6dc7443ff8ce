import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

// Browser test files run BROWSER_WORKERS at a time, each worker against its own seeded stack
// (tests/support/global-setup.ts), so files side by side never see each other's records. Two by
// default: one worker left a core idle (51% of two cores busy over the whole suite), and two ran
// the same 35 files in 533 s instead of 718 s on one 2-core machine (85% busy). BROWSER_WORKERS=1
// runs them one at a time.
const browserWorkers = Number(process.env.BROWSER_WORKERS ?? 2);

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/csp-guard.ts'],
          // After the unit project: projects with different worker counts run in separate groups.
          sequence: { groupOrder: 1 },
          fileParallelism: browserWorkers > 1,
          maxWorkers: browserWorkers,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
