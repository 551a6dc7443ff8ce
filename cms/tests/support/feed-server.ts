// A platform's calendar server for the tests (issue 55): each path answers what the test sets
// (a feed with its ETag, a status, a redirect, a slow or endless body), and remembers the
// headers each request came with.
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedRoute = {
  body?: string;
  status?: number;
  /** Answers 304 to a request whose If-None-Match is this. */
  etag?: string;
  /** Sends this many bytes of a calendar that never ends (over the 2 MB limit). */
  bytes?: number;
  /** Redirects to this path (or address). */
  redirect?: string;
  /** Waits this long before answering. */
  delayMs?: number;
};

export type FeedServer = {
  url: (path: string) => string;
  set: (path: string, route: FeedRoute) => void;
  /** The headers of every request to `path`, oldest first. */
  seen: (path: string) => IncomingHttpHeaders[];
  /** When each request to `path` came (epoch ms), oldest first. */
  times: (path: string) => number[];
  close: () => Promise<void>;
};

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const requests = new Map<string, IncomingHttpHeaders[]>();
  const arrivals = new Map<string, number[]>();
  const server = http.createServer(async (request, response) => {
    const path = request.url ?? '/';
    requests.set(path, [...(requests.get(path) ?? []), request.headers]);
    arrivals.set(path, [...(arrivals.get(path) ?? []), Date.now()]);
    const route = routes.get(path) ?? { status: 404, body: 'Not found' };
    if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    if (response.destroyed) return;
    if (route.redirect) {
      response.writeHead(302, { Location: route.redirect }).end();
      return;
    }
    if (route.etag && request.headers['if-none-match'] === route.etag) {
      response.writeHead(304, { ETag: route.etag }).end();
      return;
    }
    response.writeHead(route.status ?? 200, { 'Content-Type': 'text/calendar; charset=utf-8', ...(route.etag ? { ETag: route.etag } : {}) });
    if (!route.bytes) {
      response.end(route.body ?? '');
      return;
    }
    response.write('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    const line = Buffer.from(`X-PADDING:${'x'.repeat(60)}\r\n`);
    let sent = 0;
    const pump = () => {
      while (sent < route.bytes! && !response.destroyed) {
        sent += line.length;
        if (!response.write(line)) return void response.once('drain', pump);
      }
      response.end();
    };
    pump();
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${base}${path}`,
    set: (path, route) => void routes.set(path, route),
    seen: (path) => requests.get(path) ?? [],
    times: (path) => arrivals.get(path) ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
