// One seeded CMS and one web server for all browser tests of a run.
import type { TestProject } from 'vitest/node';
import { startCms, TEST_ADMIN } from '../../../cms/tests/support/strapi-server';
import { findChromium } from './chromium';
import { freePort } from '../../../cms/tests/support/process';
import { revalidateEnv, startWeb } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    webUrl: string;
    chromium: string;
    admin: { email: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  const chromium = findChromium();
  // The web server's port is known first, so the CMS can tell it about every write.
  const webPort = await freePort();
  const cms = await startCms({ seed: true, env: { CORS_ORIGINS: 'http://127.0.0.1', ...revalidateEnv(webPort) } });
  const web = await startWeb(cms.url, {}, webPort);
  project.provide('cmsUrl', cms.url);
  project.provide('webUrl', web.url);
  project.provide('chromium', chromium);
  project.provide('admin', TEST_ADMIN);
  return async () => {
    await web.stop();
    await cms.stop();
  };
}
