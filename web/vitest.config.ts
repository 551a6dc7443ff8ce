import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

// Browser test files run BROWSER_WORKERS at a time, each worker against its own seeded stack
// (tests/support/global-setup.ts). One by default: on two cores the suite is CPU-bound (mostly
// Chromium), and two workers were only 5% faster (six files: 202 s vs 191 s) while timing-bound
// checks (a page cache's stale window) failed under the doubled load.
const browserWorkers = Number(process.env.BROWSER_WORKERS ?? 1);

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
