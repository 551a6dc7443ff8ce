// Starts the built web app (server.mjs, as `npm start` does) against a CMS.
import path from 'node:path';
import { freePort, startServer } from 'cms/testing/process';

const webDir = path.resolve(__dirname, '../..');
/** The purge secret of the test web servers (POST /_revalidate). */
export const TEST_REVALIDATE_SECRET = 'test-revalidate-secret';

/** What a CMS needs to tell a web server on `port` about its writes, as `npm start` sets it. */
export function revalidateEnv(port: number) {
  return { WEB_REVALIDATE_URLS: `http://127.0.0.1:${port}/_revalidate`, REVALIDATE_SECRET: TEST_REVALIDATE_SECRET };
}

export async function startWeb(cmsUrl: string, env: Record<string, string> = {}, port?: number) {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = await startServer({
    args: ['server.mjs'],
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      CMS_URL: cmsUrl,
      SESSION_SECRET: 'test-session-secret',
      REVALIDATE_SECRET: TEST_REVALIDATE_SECRET,
      WEB_INSECURE_COOKIES: 'true',
      ...env,
    },
    isReady: async () => (await fetch(url, { redirect: 'manual' })).status > 0,
    timeoutMs: 60_000,
  });
  return {
    url,
    logs: output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  };
}

/** What the CMS does after a write: the web server forgets its cached pages and reads. */
export async function purgeWebCache(webUrl: string, types = ['*']) {
  const response = await fetch(`${webUrl}/_revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ types }),
  });
  if (!response.ok) throw new Error(`purge: ${response.status}`);
}
