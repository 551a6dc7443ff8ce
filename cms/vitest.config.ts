import { defineConfig } from 'vitest/config';
import { slowFirst } from './tests/support/slow-first';

// Which file runs on which database, and why: tests/README.md. Each file with a server boots its
// own Strapi on a fresh database (a new SQLite file or PostgreSQL database), so files run two at
// a time. `unit` needs no server (`npm run check` runs it).
const WITHOUT_SERVER = ['schema-parity', 'seed-content', 'image-check', 'calendar-feed', 'calendar-conflicts', 'ical-fetch', 'ical-parse'];
const ON_BOTH_DATABASES = ['api-contract', 'backup-restore', 'content-model', 'fuzz', 'fuzz-query', 'homestays-products', 'locale', 'publishing', 'query-count', 'security', 'seeding', 'trash-activity-team', 'visit-stats', 'bookings', 'report', 'reviews', 'partners', 'edit-transactions', 'payments', 'homestay-calendar'];
const ON_POSTGRES_ONLY = ['replicas'];
const files = (names: string[]) => names.map((name) => `tests/${name}.test.ts`);

// Generous: tests start servers and run backups, two files at a time on two cores.
const server = { testTimeout: 180_000, hookTimeout: 240_000, setupFiles: ['tests/support/phases-setup.ts'] };

export default defineConfig({
  test: {
    maxWorkers: 2,
    // The slowest files of a CI run (December 2026), each database's pass, first.
    sequence: { sequencer: slowFirst(['fuzz', 'backup-restore', 'security', 'fuzz-query', 'locale', 'homestay-calendar', 'publishing', 'configuration', 'partners']) },
    // Once for the run, after every project: removes the template databases (tests/support/template-database.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      // Nothing is signed or served without a server: the CMS's settings need no secrets (src/env.ts).
      { test: { name: 'unit', include: files(WITHOUT_SERVER), env: { STRAPI_BUILDING: '1' } } },
      { test: { ...server, name: 'sqlite', include: ['tests/**/*.test.ts'], exclude: files([...WITHOUT_SERVER, ...ON_POSTGRES_ONLY]), env: { CMS_TEST_DB: 'sqlite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...server, name: 'postgres', include: files([...ON_BOTH_DATABASES, ...ON_POSTGRES_ONLY]), env: { CMS_TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
