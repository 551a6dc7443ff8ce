// Starts the built web app (server.mjs, as `npm start` does) against a CMS.
import path from 'node:path';
import { freePort, startServer } from '../../../cms/tests/support/process';

const webDir = path.resolve(__dirname, '../..');

export async function startWeb(cmsUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
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
