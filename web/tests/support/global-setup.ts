// The browser tests' servers: one stack (a seeded CMS and a web server that it tells about every
// write) per worker, so test files running side by side never see each other's records.
// stack.ts leases a file its stack.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { fakeMidtrans, MIDTRANS_TEST_KEY } from 'cms/testing/midtrans';
import { freePort } from 'cms/testing/process';
import { startCms, TEST_ADMIN } from 'cms/testing/strapi-server';
import { removeTemplateDatabases } from 'cms/testing/template-database';
import { findChromium } from './chromium';
import { revalidateEnv, startWeb } from './servers';

/** `cmsDatabase`: where the CMS keeps its data, for tests that look at what is stored (cms/testing/database). */
export type Stack = { cmsUrl: string; webUrl: string; cmsDatabase: { DATABASE_FILENAME?: string; DATABASE_URL?: string } };

declare module 'vitest' {
  export interface ProvidedContext {
    stackLeases: { stacks: Stack[]; lockDir: string };
    chromium: string;
    admin: { email: string; password: string };
    /** The stacks' payment gateway (cms/testing/midtrans): `GET {url}/charges` lists what was charged. */
    midtrans: { url: string };
  }
}

async function startStack(midtransUrl: string) {
  // The web server's port is known first, so the CMS can tell it about every write.
  const webPort = await freePort();
  // The scheduler looks every second: a scheduled record goes live within a test's patience.
  // Every test's booking comes from 127.0.0.1: the limit per address is the CMS suite's to test.
  const cms = await startCms({
    seed: true,
    env: {
      CORS_ORIGINS: 'http://127.0.0.1',
      SCHEDULER_INTERVAL_MS: '1000',
      BOOKING_RATE_LIMIT: '100000',
      PUBLIC_WEB_URL: `http://127.0.0.1:${webPort}`,
      // The village has a payment gateway: the guest's page offers "Bayar otomatis".
      MIDTRANS_SERVER_KEY: MIDTRANS_TEST_KEY,
      MIDTRANS_API_URL: midtransUrl,
      // The platforms' calendars the tests serve are on loopback (cms/testing/feed-server).
      ICAL_ALLOW_PRIVATE: '1',
      ...revalidateEnv(webPort),
    },
  });
  // Counts reach the CMS every second: the statistics tests need not wait 10 s.
  const web = await startWeb(cms.url, { STATS_FLUSH_MS: '1000' }, webPort);
  return { cms, web };
}

export default async function setup(project: TestProject) {
  const chromium = findChromium();
  const workers = project.config.maxWorkers;
  const midtrans = await fakeMidtrans();
  const stacks = await Promise.all(Array.from({ length: workers }, () => startStack(midtrans.url)));
  const lockDir = mkdtempSync(path.join(os.tmpdir(), 'desa-stack-leases-'));
  project.provide('stackLeases', { stacks: stacks.map(({ cms, web }) => ({ cmsUrl: cms.url, webUrl: web.url, cmsDatabase: { DATABASE_FILENAME: cms.env.DATABASE_FILENAME, DATABASE_URL: cms.env.DATABASE_URL } })), lockDir });
  project.provide('chromium', chromium);
  project.provide('admin', TEST_ADMIN);
  project.provide('midtrans', { url: midtrans.url });
  return async () => {
    await Promise.all(stacks.map(async ({ cms, web }) => (await web.stop(), await cms.stop())));
    midtrans.server.close();
    await removeTemplateDatabases();
    rmSync(lockDir, { recursive: true, force: true });
  };
}
