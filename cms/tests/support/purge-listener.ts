// A stand-in for the web app's purge endpoint (`POST /_revalidate`): records every notice the
// CMS sends, with its Authorization header and body, and the types they name.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PurgeNotice = { auth?: string; body: string; url?: string };

export async function purgeListener() {
  const received: PurgeNotice[] = [];
  const types: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ auth: request.headers.authorization, body, url: request.url });
      types.push(...((JSON.parse(body) as { types?: string[] }).types ?? []));
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_revalidate`;
  return { url, received, types, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Polls `check` every 50 ms, up to `ms`; its last answer. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 2500): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}
