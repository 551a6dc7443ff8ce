// Starts the built web app (server.mjs, as `npm start` does) against a CMS.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { phase } from 'cms/testing/phases';
import { cleanEnvironment, freePort, startServer } from 'cms/testing/process';

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
  const { child, output } = await phase('web start', () => startServer({
    args: ['server.mjs'],
    cwd: webDir,
    env: {
      ...cleanEnvironment(),
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
  }));
  return {
    url,
    logs: output,
    /** SIGTERM, as a release is stopped, and back once the process has ended (SIGKILL after 10 s). */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await ended;
      clearTimeout(killer);
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

/**
 * A second web server whose CMS calls go through a loopback proxy: `intercept` answers the
 * calls it chooses (returning true), the rest reach the real CMS. Images keep the real CMS's
 * URLs: its origin is the one the CSP must allow.
 */
export async function startWebBehindProxy(cmsUrl: string, intercept: (request: http.IncomingMessage, response: http.ServerResponse) => boolean) {
  const cms = new URL(cmsUrl);
  const proxy = http.createServer((request, response) => {
    if (intercept(request, response)) return;
    const upstream = http.request({ host: cms.hostname, port: cms.port, path: request.url, method: request.method, headers: { ...request.headers, host: cms.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const web = await startWeb(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, { PUBLIC_CMS_URL: cmsUrl });
  return {
    ...web,
    stop: async () => {
      await web.stop();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
