// The page cache never serves a page drawn on an earlier WIB day as current (issue 38: a cached
// calendar of free nights never shows a day that has passed), however fresh it is.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentCache } from '../../server/content-cache.mjs';
import { pageCache } from '../../server/page-cache.mjs';

let server: http.Server;
let url: string;
let renders = 0;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = 'n';
    next();
  });
  app.use(
    pageCache({
      cache: createContentCache(),
      render: async () => {
        renders += 1;
        return { response: new Response(`<p>render ${renders}</p>`, { headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=0' } }), types: ['homestay'] };
      },
    }),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const page = async (path: string) => {
  const response = await fetch(url + path);
  return { state: response.headers.get('x-page-cache'), body: await response.text() };
};

describe('the page cache and the WIB day', () => {
  it('serves a fresh page from memory the same day, and draws it again just after midnight WIB', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-11T16:59:50Z')); // 23:59:50 WIB
    expect((await page('/penginapan/a')).state).toBe('MISS');
    vi.setSystemTime(new Date('2026-12-11T16:59:55Z'));
    expect(await page('/penginapan/a')).toMatchObject({ state: 'HIT', body: '<p>render 1</p>' });
    vi.setSystemTime(new Date('2026-12-11T17:00:05Z')); // 00:00:05 WIB, 15 s after it was drawn
    expect(await page('/penginapan/a')).toMatchObject({ state: 'MISS', body: '<p>render 2</p>' });
    expect((await page('/penginapan/a')).state).toBe('HIT');
  });
});
