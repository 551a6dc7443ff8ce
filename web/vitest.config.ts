import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { slowFirst } from '../cms/tests/support/slow-first';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

// Browser test files run BROWSER_WORKERS at a time; global-setup.ts starts a seeded stack per
// worker and each file leases one no other running file holds (tests/support/stack.ts). Two by
// default: one worker left a core idle (51% of two cores busy over the whole suite, 718 s); two
// ran the same files (35 then) in 520 s on the same 2-core machine. BROWSER_WORKERS=1 runs them one at
// a time.
const browserWorkers = Number(process.env.BROWSER_WORKERS ?? 2);

export default defineConfig({
  test: {
    // The slowest browser files of a CI run (December 2026) first.
    sequence: { sequencer: slowFirst(['partners', 'admin-homestays-products', 'admin-statistik', 'booking-loop', 'admin-a11y', 'admin-camera-photos', 'public-homestays-products', 'web-replicas', 'public-forms-layout', 'admin-a11y-phone', 'admin-upload-limit', 'public-offline', 'admin-team']) },
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/csp-guard.ts', 'tests/support/phases-setup.ts'],
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
