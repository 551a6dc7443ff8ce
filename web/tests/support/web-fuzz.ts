// The web app's fuzz (web-fuzz.test.ts without a session, web-fuzz-signed-in.test.ts with the
// ADMIN's): every route × GET, POST, PUT, PATCH, DELETE × a corpus of bad bodies and content
// types, each admin intent (PUT, PATCH and DELETE, which no page takes, with the whole corpus on
// one page and one body elsewhere, each refused with 405: 4,249 requests became 1,558). None may answer 5xx, and the
// content stays as it was. Two files, so the two halves run side by side.
import http from 'node:http';
import path from 'node:path';
import { expect } from 'vitest';
import { CMS_URL, WEB_URL } from './stack';

type RouteEntry = { path?: string; parentId?: string; index?: boolean; module: { action?: unknown; loader?: unknown } };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const INTENTS = ['create', 'update', 'delete'];
const COUNTED = ['tour', 'package', 'event', 'article', 'gallery'];
const CONCURRENCY = 6;
/** One string, shared by every request that sends it. */
const HUGE = `title=${'x'.repeat(10 * 1024 * 1024)}`;
const NUL = String.fromCharCode(0);

type Body = { name: string; type?: string; body?: string };

/**
 * The bodies: broken multipart, no boundary, truncated JSON, operators, prototype keys, NUL, huge.
 * `readable` bodies parse as a form, so their intent picks the action's branch; every other body
 * is refused before its intent is read, so it goes once, not once per intent.
 */
function corpus(intent: string): { readable: Body[]; unreadable: Body[] } {
  const boundary = '----fuzz';
  return {
    readable: [
      { name: '__proto__', type: 'application/x-www-form-urlencoded', body: `intent=${intent}&__proto__[admin]=1&constructor[prototype][x]=1&id=../../etc/passwd` },
      { name: 'NUL bytes', type: 'application/x-www-form-urlencoded', body: `intent=${intent}&id=${encodeURIComponent(`a${NUL}b`)}&title=${encodeURIComponent(NUL.repeat(50))}` },
      { name: '200,000 characters', type: 'application/x-www-form-urlencoded', body: `intent=${intent}&title=${'a'.repeat(200_000)}` },
    ],
    unreadable: [
      { name: 'nothing' },
      { name: 'multipart without boundary', type: 'multipart/form-data', body: `--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${intent}\r\n` },
      { name: 'truncated multipart', type: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${intent}\r\n--${boundary}\r\nContent-Disp` },
      { name: 'multipart with a broken file', type: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--${boundary}--\r\n` },
      { name: 'truncated JSON', type: 'application/json', body: `{"intent":"${intent}","title":` },
      { name: 'operator object', type: 'application/json', body: JSON.stringify({ intent, id: { $gt: '' }, title: { $ne: null } }) },
      { name: 'wrong content type', type: 'text/xml', body: '<intent>create</intent>' },
    ],
  };
}

/** Each body a route gets with one method: the readable ones once per intent, the rest once. */
function bodiesFor(route: string): Array<Body & { intent: string }> {
  const intents = route.startsWith('/admin') ? INTENTS : ['create'];
  return [
    ...intents.flatMap((intent) => corpus(intent).readable.map((body) => ({ ...body, intent }))),
    ...corpus(intents[0]).unreadable.map((body) => ({ ...body, intent: intents[0] })),
  ];
}

async function routePaths(): Promise<string[]> {
  const build = (await import(/* @vite-ignore */ path.resolve(__dirname, '../../build/server/index.js'))) as { routes: Record<string, RouteEntry> };
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return `${parent}/${route.path ?? ''}`.replace(/\/+/g, '/');
  };
  const ids = Object.keys(build.routes).filter((id) => build.routes[id].module.loader || build.routes[id].module.action);
  const paths = ids.map(fullPath).flatMap((route) => [route.replace(':id', 'tidak-ada').replace('*', 'acak/../x'), route.replace(':id', `${NUL}%00'"<x>`).replace('*', '')]);
  return [...new Set([...paths, '/img?src=/etc/passwd', '/img?src=/uploads/x.png&w=99999', '/?_data=root', '/wisata?page=-1', '/_revalidate'])];
}

/** `refused`: the status the request must get (a write from another site: 403, whatever its body; a method no page takes: 405). */
type Request = { url: string; method: string; headers: Record<string, string>; body?: string; label: string; refused?: number };

/**
 * One request on a connection of its own (`Connection: close`). Through a kept-alive pool, a
 * request that followed an early answer to an unread body on the same socket waited 6 s for a
 * reset: the client's reuse, not the server's answer, and most of this test's time.
 */
function send({ url, method, headers, body }: Request): Promise<number> {
  return new Promise((resolve, reject) => {
    // Its length said: Node's client sends a DELETE's body unframed otherwise (no chunking for
    // that method), which the server then reads as a second, broken request (a 400 of its parser).
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const request = http.request(url, { method, headers: { ...headers, ...length }, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(60_000, () => request.destroy(new Error('timeout')));
    request.end(body);
  });
}

async function contentCounts(): Promise<number[]> {
  return Promise.all(COUNTED.map(async (type) => ((await (await fetch(`${CMS_URL}/api/v1/${type}/all?limit=1`)).json()) as { total: number }).total));
}

/** Sends the whole corpus to every route, with `cookie` (a signed-in ADMIN's) or without: no 5xx, no content changed. */
export async function fuzzWebApp(cookie: string) {
  const before = await contentCounts();
  const failures: string[] = [];
  const unanswered: string[] = [];
  const requests: Request[] = [];
  const who = cookie ? 'admin' : 'anonymous';
  const routes = await routePaths();
  const firstAdminRoute = routes.find((route) => route.startsWith('/admin'));
  for (const route of routes) {
    const url = `${WEB_URL}${route}`;
    // Signing out would end the session the rest of the corpus runs with.
    if (cookie && route.startsWith('/signout')) continue;
    for (const method of METHODS) {
      if (method === 'GET') {
        requests.push({ url, method, headers: { cookie }, label: `${who} GET ${route}` });
        continue;
      }
      // No page takes PUT, PATCH or DELETE: the server refuses them with 405 before any route's
      // code runs (server/refusals.mjs), whatever the path and body. The whole corpus proves it
      // on one page of the back office; every other path gets one body.
      const bodies = bodiesFor(route);
      for (const { name, type, body, intent } of method === 'POST' || route === firstAdminRoute ? bodies : bodies.slice(0, 1)) {
        requests.push({ url, method, headers: { cookie, ...(type && { 'content-type': type }) }, body, label: `${who} ${method} ${route} ${intent} ${name}`, ...(method !== 'POST' && { refused: 405 }) });
      }
    }
    // One body far over any limit, per route.
    requests.push({ url, method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: HUGE, label: `${who} POST ${route} 10 MB` });
    // A readable form posted from another site: refused before any action, or not taken at all.
    // (The CMS's purge call carries a bearer secret, not a cookie: nothing to forge there.)
    const [readable] = bodiesFor(route);
    if (route !== '/_revalidate') requests.push({ url, method: 'POST', headers: { cookie, origin: 'https://evil.example', 'content-type': readable.type ?? '' }, body: readable.body, label: `${who} POST ${route} from another site`, refused: 403 });
  }
  // A few at a time, as a burst from several attackers would come.
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const request = requests[next++];
        try {
          const status = await send(request);
          if (status >= 500) failures.push(`${status} ${request.label}`);
          else if (request.refused && status !== request.refused && status !== 405) failures.push(`${status} instead of ${request.refused}: ${request.label}`);
        } catch (error) {
          // A connection closed on a hostile body is no server error; it is counted and shown.
          unanswered.push(`${request.label}: ${(error as Error).message}`);
        }
      }
    }),
  );
  const sent = requests.length;
  console.log(`Fuzz web: ${sent} permintaan, ${failures.length} dijawab 5xx, ${unanswered.length} koneksi ditutup tanpa jawaban`, unanswered.slice(0, 5));
  expect(failures).toEqual([]);
  expect(await contentCounts()).toEqual(before);
}
