// The browser tests' servers: one stack (a seeded CMS and a web server that it tells about every
// write) per worker, so test files running side by side never see each other's records.
// stack.ts picks a file's stack.
import type { TestProject } from 'vitest/node';
import { startCms, TEST_ADMIN } from '../../../cms/tests/support/strapi-server';
import { findChromium } from './chromium';
import { freePort } from '../../../cms/tests/support/process';
import { revalidateEnv, startWeb } from './servers';

export type Stack = { cmsUrl: string; webUrl: string };

declare module 'vitest' {
  export interface ProvidedContext {
    stacks: Stack[];
    chromium: string;
    admin: { email: string; password: string };
  }
}

async function startStack() {
  // The web server's port is known first, so the CMS can tell it about every write.
  const webPort = await freePort();
  const cms = await startCms({ seed: true, env: { CORS_ORIGINS: 'http://127.0.0.1', ...revalidateEnv(webPort) } });
  const web = await startWeb(cms.url, {}, webPort);
  return { cms, web };
}

export default async function setup(project: TestProject) {
  const chromium = findChromium();
  const workers = project.config.maxWorkers;
  const stacks = await Promise.all(Array.from({ length: workers }, startStack));
  project.provide('stacks', stacks.map(({ cms, web }) => ({ cmsUrl: cms.url, webUrl: web.url })));
  project.provide('chromium', chromium);
  project.provide('admin', TEST_ADMIN);
  return async () => {
    await Promise.all(stacks.map(async ({ cms, web }) => (await web.stop(), await cms.stop())));
  };
}
