// The platforms' calendar fetch (content/ical-fetch.ts), without Strapi: real HTTP servers on
// 127.0.0.1 (reachable only with allowPrivate) for conditional GETs, the deadline, the size and
// redirect caps; injected lookups for names, DNS rebinding and addresses that must never be fetched.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getDefaultAutoSelectFamily, setDefaultAutoSelectFamily, type AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, SYNC_FAILURES } from '@desa/contract';
import { FeedFetchError, checkFeedAddress, fetchFeed, fetchLimits, isAllowedAddress, type FetchOptions } from '../src/content/ical-fetch';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const ETAG = '"v1"';
const LAST_MODIFIED = 'Wed, 01 Jul 2026 10:00:00 GMT';
const MB = 1024 * 1024;

type Served = { server: Server; base: string; port: number; connections: number; seen: IncomingMessage['headers'][] };

async function serve(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<Served> {
  const server = createServer((request, response) => {
    served.seen.push(request.headers);
    response.on('error', () => {});
    handle(request, response);
  });
  const served: Served = { server, base: '', port: 0, connections: 0, seen: [] };
  server.on('connection', () => served.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  served.port = (server.address() as AddressInfo).port;
  served.base = `http://127.0.0.1:${served.port}`;
  return served;
}

async function stop(served: Served) {
  served.server.closeAllConnections();
  await new Promise((resolve) => served.server.close(resolve));
}

/** The reason (and status) a promise fails with; fails the test when it does not. */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FeedFetchError) return { reason: error.reason, status: error.status };
    throw error;
  }
  throw new Error('expected a FeedFetchError');
}

const local: FetchOptions = { allowPrivate: true };
const bigBody = { closed: false, finished: false };
const timers = new Set<NodeJS.Timeout>();

let feeds: Served;
beforeAll(async () => {
  feeds = await serve((request, response) => {
    const path = request.url ?? '/';
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (path === '/feed') {
      if (request.headers['if-none-match'] === ETAG) return response.writeHead(304).end();
      return response.writeHead(200, { 'Content-Type': 'text/calendar', ETag: ETAG, 'Last-Modified': LAST_MODIFIED }).end(CALENDAR);
    }
    if (path === '/bom') return response.writeHead(200).end(`\uFEFF${CALENDAR}`);
    if (path === '/slow') {
      const timer = setTimeout(() => response.end(CALENDAR), 5000);
      timers.add(timer);
      return;
    }
    if (path === '/trickle') {
      response.writeHead(200);
      const timer = setInterval(() => response.write('X-PAD:1\r\n'), 50);
      timers.add(timer);
      response.on('close', () => clearInterval(timer));
      return;
    }
    if (path === '/big') {
      // 5 MB without a Content-Length, written as fast as the client reads.
      response.writeHead(200, { 'Content-Type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let left = (5 * MB) / chunk.length;
      response.on('close', () => {
        bigBody.closed = true;
        bigBody.finished = left === 0 && response.writableFinished;
      });
      const write = () => {
        while (left > 0 && !response.destroyed) {
          left--;
          if (left === 0) return response.end(chunk);
          if (!response.write(chunk)) return response.once('drain', write);
        }
      };
      return write();
    }
    if (path === '/declared') return response.writeHead(200, { 'Content-Length': String(3 * MB) }).write('BEGIN:VCALENDAR\r\n');
    if (path === '/gzip') return response.writeHead(200, { 'Content-Encoding': 'gzip' }).end('not really gzip');
    if (path === '/loop') return response.writeHead(302, { Location: '/loop' }).end();
    if (hops) return Number(hops[1]) === 0 ? response.writeHead(200).end(CALENDAR) : response.writeHead(307, { Location: `/hops/${Number(hops[1]) - 1}` }).end();
    if (path === '/to-private') return response.writeHead(302, { Location: 'http://10.0.0.1/feed.ics' }).end();
    if (path === '/to-https-loopback') return response.writeHead(301, { Location: `https://127.0.0.1:${feeds.port}/feed` }).end();
    response.writeHead(404).end('not here');
  });
});
afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  await stop(feeds);
});

describe('fetchFeed', () => {
  it('returns the body with its ETag and Last-Modified, then 304 when If-None-Match matches', async () => {
    const first = await fetchFeed({ url: `${feeds.base}/feed` }, local);
    expect(first).toEqual({ changed: true, body: CALENDAR, etag: ETAG, lastModified: LAST_MODIFIED });
    const headers = feeds.seen.at(-1)!;
    expect(headers['user-agent']).toBe('DesaWisata-Kalender/1.0');
    expect(headers.accept).toBe('text/calendar, text/plain;q=0.5, */*;q=0.1');
    expect(headers['accept-encoding']).toBeUndefined();

    expect(await fetchFeed({ url: `${feeds.base}/feed`, etag: ETAG, lastModified: LAST_MODIFIED }, local)).toEqual({ changed: false });
    expect(feeds.seen.at(-1)!['if-none-match']).toBe(ETAG);
    expect(feeds.seen.at(-1)!['if-modified-since']).toBe(LAST_MODIFIED);
  });

  it('reads the body as UTF-8 without a byte-order mark', async () => {
    expect(await fetchFeed({ url: `${feeds.base}/bom` }, local)).toMatchObject({ changed: true, body: CALENDAR });
  });

  it('runs under the contract limits unless told otherwise', () => {
    expect(fetchLimits({ allowPrivate: false })).toEqual({
      timeoutMs: IMPORT_LIMITS.timeoutMs,
      maxBytes: IMPORT_LIMITS.maxBytes,
      maxRedirects: IMPORT_LIMITS.maxRedirects,
    });
    expect(new FeedFetchError('http', 404).message).toBe(`${SYNC_FAILURES.http} (HTTP 404)`);
    expect(new FeedFetchError('timeout').message).toBe(SYNC_FAILURES.timeout);
  });

  it('gives up at the deadline: before the headers and while the body trickles', async () => {
    const started = Date.now();
    expect(await failure(fetchFeed({ url: `${feeds.base}/slow` }, { ...local, timeoutMs: 300 }))).toEqual({ reason: 'timeout', status: undefined });
    expect(await failure(fetchFeed({ url: `${feeds.base}/trickle` }, { ...local, timeoutMs: 300 }))).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops reading past maxBytes, and refuses a Content-Length above it up front', async () => {
    expect(await failure(fetchFeed({ url: `${feeds.base}/big` }, local))).toMatchObject({ reason: 'too-large' });
    await expect.poll(() => bigBody.closed).toBe(true);
    expect(bigBody.finished).toBe(false);
    expect(await failure(fetchFeed({ url: `${feeds.base}/declared` }, local))).toMatchObject({ reason: 'too-large' });
  });

  it('refuses a Content-Encoding it cannot read', async () => {
    expect(await failure(fetchFeed({ url: `${feeds.base}/gzip` }, local))).toMatchObject({ reason: 'network' });
  });

  it('follows exactly maxRedirects redirects, and fails on one more', async () => {
    expect(await fetchFeed({ url: `${feeds.base}/hops/3` }, local)).toMatchObject({ changed: true, body: CALENDAR });
    expect(await failure(fetchFeed({ url: `${feeds.base}/hops/4` }, local))).toMatchObject({ reason: 'redirects' });
    expect(await failure(fetchFeed({ url: `${feeds.base}/loop` }, local))).toMatchObject({ reason: 'redirects' });
  });

  it('fails with the status of a refusal', async () => {
    expect(await failure(fetchFeed({ url: `${feeds.base}/nothing` }, local))).toEqual({ reason: 'http', status: 404 });
  });

  it('checks every redirect hop: private addresses stay closed even with allowPrivate', async () => {
    const before = feeds.connections;
    expect(await failure(fetchFeed({ url: `${feeds.base}/to-private` }, local))).toMatchObject({ reason: 'address' });
    expect(feeds.connections).toBe(before + 1);
  });

  it('connects to a name through the injected lookup, checked at connection time', async () => {
    const lookup = async () => [{ address: '127.0.0.1', family: 4 as const }];
    const url = `http://calendar.test:${feeds.port}/feed`;
    expect(await fetchFeed({ url }, { ...local, lookup })).toMatchObject({ changed: true, body: CALENDAR });
    expect(await failure(fetchFeed({ url }, { allowPrivate: false, lookup }))).toMatchObject({ reason: 'address' });
    // Without autoSelectFamily Node asks the lookup for one address rather than all.
    const autoSelect = getDefaultAutoSelectFamily();
    setDefaultAutoSelectFamily(false);
    try {
      expect(await fetchFeed({ url }, { ...local, lookup })).toMatchObject({ changed: true, body: CALENDAR });
      expect(await failure(fetchFeed({ url }, { allowPrivate: false, lookup }))).toMatchObject({ reason: 'address' });
    } finally {
      setDefaultAutoSelectFamily(autoSelect);
    }
  });

  it('refuses a DNS rebinding: public when checked, loopback when connecting, and never connects', async () => {
    const target = await serve((_request, response) => response.end(CALENDAR));
    try {
      let calls = 0;
      const lookup = async () => [{ address: calls++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 as const }];
      const url = `https://rebind.example:${target.port}/feed`;
      const options = { allowPrivate: false, lookup };
      expect((await checkFeedAddress(url, options)).hostname).toBe('rebind.example');
      expect(await failure(fetchFeed({ url }, options))).toMatchObject({ reason: 'address' });
      expect(calls).toBe(2);
      // A name with one public and one loopback address, and the loopback literal, are refused as well.
      const mixed = async () => [
        { address: '93.184.216.34', family: 4 as const },
        { address: '::1', family: 6 as const },
      ];
      expect(await failure(fetchFeed({ url }, { allowPrivate: false, lookup: mixed }))).toMatchObject({ reason: 'address' });
      expect(await failure(fetchFeed({ url: `https://127.0.0.1:${target.port}/` }, { allowPrivate: false }))).toMatchObject({ reason: 'address' });
      expect(target.connections).toBe(0);
    } finally {
      await stop(target);
    }
  });

  it("fails 'not-found' for a name that does not resolve", async () => {
    const lookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await failure(fetchFeed({ url: 'https://nowhere.invalid/feed.ics' }, { allowPrivate: false, lookup }))).toMatchObject({ reason: 'not-found' });
    expect(await failure(checkFeedAddress('https://nowhere.invalid/feed.ics', { allowPrivate: false, lookup }))).toMatchObject({ reason: 'not-found' });
  });
});

describe('checkFeedAddress', () => {
  const lookup = async (hostname: string) => [{ address: hostname === 'localhost' ? '127.0.0.1' : '93.184.216.34', family: 4 as const }];
  const publicOnly = { allowPrivate: false, lookup };

  it('accepts an https address on the public internet', async () => {
    expect((await checkFeedAddress('https://www.airbnb.com/calendar/ical/1.ics?s=secret', publicOnly)).href).toBe('https://www.airbnb.com/calendar/ical/1.ics?s=secret');
    expect((await checkFeedAddress('https://93.184.216.34/feed.ics', publicOnly)).hostname).toBe('93.184.216.34');
  });

  it.each([
    'http://calendar.example/feed.ics',
    'ftp://calendar.example/feed.ics',
    'not a url',
    `https://calendar.example/${'a'.repeat(IMPORT_LIMITS.urlMax)}`,
    'https://user:pass@calendar.example/feed.ics',
    'https://user@calendar.example/feed.ics',
    'https://127.0.0.1/',
    'https://localhost/',
    'https://[::1]/',
    'https://10.1.2.3/',
    'https://169.254.169.254/latest/meta-data',
    'https://[fe80::1]/',
    'https://[fd00::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://[::7f00:1]/',
    'https://2130706433/',
    'https://0x7f.1/',
    'https://0.0.0.0/',
    'https://100.64.0.1/',
    'https://192.168.1.1/',
    'https://224.0.0.1/',
    'https://[::]/',
  ])("refuses %s with allowPrivate false", async (url) => {
    expect(await failure(checkFeedAddress(url, publicOnly))).toMatchObject({ reason: 'address' });
  });

  it('opens loopback and plain http with allowPrivate, nothing else', async () => {
    expect((await checkFeedAddress('http://localhost:1337/feed.ics', { allowPrivate: true, lookup })).port).toBe('1337');
    expect((await checkFeedAddress('http://[::1]/feed.ics', { allowPrivate: true })).hostname).toBe('[::1]');
    for (const url of ['http://10.0.0.1/', 'https://192.168.0.10/', 'https://[fd00::1]/', 'https://169.254.169.254/', 'https://user:pass@127.0.0.1/'])
      expect(await failure(checkFeedAddress(url, { allowPrivate: true, lookup }))).toMatchObject({ reason: 'address' });
  });
});

describe('isAllowedAddress', () => {
  const inside = (base: number[], prefix: number) =>
    fc.integer({ min: 0, max: 2 ** (32 - prefix) - 1 }).map((offset) => {
      const value = ((base[0] << 24) >>> 0) + (base[1] << 16) + (base[2] << 8) + base[3] + offset;
      return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
    });
  const privateV4 = fc.oneof(inside([10, 0, 0, 0], 8), inside([172, 16, 0, 0], 12), inside([192, 168, 0, 0], 16), inside([169, 254, 0, 0], 16), inside([100, 64, 0, 0], 10));
  const hextet = fc.integer({ min: 0, max: 0xffff }).map((part) => part.toString(16));
  const localV6 = fc
    .tuple(fc.oneof(fc.integer({ min: 0xfc00, max: 0xfdff }), fc.integer({ min: 0xfe80, max: 0xfebf })), fc.array(hextet, { minLength: 7, maxLength: 7 }))
    .map(([first, rest]) => [first.toString(16), ...rest].join(':'));

  it('refuses private, carrier-grade NAT and link-local IPv4 either way, also IPv4-mapped', () => {
    fc.assert(
      fc.property(privateV4, fc.boolean(), (address, allowPrivate) => {
        expect(isAllowedAddress(address, allowPrivate)).toBe(false);
        expect(isAllowedAddress(`::ffff:${address}`, allowPrivate)).toBe(false);
      }),
    );
  });

  it('opens 127/8 only with allowPrivate', () => {
    fc.assert(
      fc.property(inside([127, 0, 0, 0], 8), (address) => {
        expect(isAllowedAddress(address, false)).toBe(false);
        expect(isAllowedAddress(address, true)).toBe(true);
      }),
    );
  });

  it('refuses unique-local and link-local IPv6 either way', () => {
    fc.assert(
      fc.property(localV6, fc.boolean(), (address, allowPrivate) => {
        expect(isAllowedAddress(address, allowPrivate)).toBe(false);
      }),
    );
  });

  it('allows public unicast and refuses what is not an address', () => {
    for (const address of ['93.184.216.34', '2606:4700:4700::1111', '::ffff:93.184.216.34']) expect(isAllowedAddress(address, false)).toBe(true);
    for (const address of ['', 'localhost', '2130706433', '0x7f.1', '255.255.255.255', '2002::1', '2001::1', '64:ff9b::7f00:1']) expect(isAllowedAddress(address, true)).toBe(false);
  });
});
