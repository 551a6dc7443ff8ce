// The web server's visit counter (issue 25) without servers: how a request is classified, and
// how counts wait, go in batches the CMS takes, and come back when the CMS could not take them.
// The whole path, through the real servers, is tests/e2e/visitor-stats.test.ts.
import { STATS } from '@desa/contract';
import { describe, expect, it } from 'vitest';
import { MEMORY_BOUNDS } from '../../server/memory-bounds.mjs';
import { countable, createVisitCounter, deviceOf, sourceOf } from '../../server/visit-counter.mjs';
import { indonesianPath, localizedPath, pathInLocale } from '~/lib/locale';

const PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** Just what countable() reads of an Express request. */
function request(path: string, headers: Record<string, string> = {}, query: Record<string, string> = {}, method = 'GET') {
  const lower = Object.fromEntries(Object.entries({ 'user-agent': PHONE, ...headers }).map(([name, value]) => [name.toLowerCase(), value]));
  return { method, path, query, headers: lower, get: (name: string) => lower[name.toLowerCase()] } as never;
}

describe('what a request counts as', () => {
  it('counts public pages in both languages, the English privacy page as its Indonesian twin, and chat redirects', () => {
    expect(countable(request('/wisata/abc'))).toEqual({ kind: 'view', path: '/wisata/abc', language: 'id' });
    expect(countable(request('/en/'))).toEqual({ kind: 'view', path: '/', language: 'en' });
    expect(countable(request('/en/privacy'))).toEqual({ kind: 'view', path: '/privasi', language: 'en' });
    expect(countable(request('/en/wa/paket/5'))).toEqual({ kind: 'whatsapp', path: '/wa/paket/5', language: 'en' });
  });

  it('never counts bots, prefetches, admins, previews, files, the back office or other methods', () => {
    const never = [
      request('/', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' }),
      request('/', { 'user-agent': '' }),
      request('/', { 'sec-purpose': 'prefetch;prerender' }),
      request('/', { purpose: 'prefetch' }),
      request('/', { cookie: 'a=1; __desa=token' }),
      request('/wisata/5', {}, { pratinjau: 'x' }),
      request('/wisata.data'),
      request('/robots.txt'),
      request('/assets/app.js'),
      request('/img'),
      request('/admin/wisata'),
      request('/signin'),
      request('/pratinjau/package/5'),
      // The service worker's offline page (fetched at install) and its script.
      request('/offline'),
      request('/en/offline'),
      request('/sw.js'),
      request('/', {}, {}, 'HEAD'),
      request('/', {}, {}, 'POST'),
      request(`/${'a'.repeat(STATS.maxPathLength + 1)}`),
    ];
    for (const candidate of never) expect(countable(candidate)).toBeNull();
    // A toast cookie alone is no signed-in admin.
    expect(countable(request('/', { cookie: '__toast=x' }))).not.toBeNull();
  });

  it('groups sources: utm_source first, then the referrer; the site itself; none', () => {
    const own = 'desa.example';
    expect(sourceOf({ utmSource: ' Brosur Pasar ', referrer: 'https://www.google.com/', ownHost: own })).toBe('brosur-pasar');
    expect(sourceOf({ utmSource: 'IG', ownHost: own })).toBe('instagram');
    expect(sourceOf({ utmSource: '!!!', referrer: 'https://www.google.co.id/', ownHost: own })).toBe('google');
    for (const [referrer, source] of [
      ['https://l.facebook.com/l.php?u=x', 'facebook'],
      ['https://m.facebook.com/', 'facebook'],
      ['android-app://com.whatsapp/', 'whatsapp'],
      ['https://web.whatsapp.com/', 'whatsapp'],
      ['https://www.tiktok.com/@desa', 'tiktok'],
      ['android-app://com.google.android.gm/', 'google'],
      ['https://www.detik.com/jabar', 'detik.com'],
      ['https://desa.example/wisata', 'internal'],
      ['https://www.desa.example/', 'internal'],
      ['bukan alamat', 'langsung'],
    ]) {
      expect(sourceOf({ referrer, ownHost: own }), referrer).toBe(source);
    }
    expect(sourceOf({ ownHost: own })).toBe('langsung');
  });

  it('tells phones, tablets and desktops apart', () => {
    expect(deviceOf(PHONE)).toBe('ponsel');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('ponsel');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36')).toBe('desktop');
  });
});

describe('the buffer', () => {
  type Sent = { rows: Array<{ path: string; views: number; visitors: string[] }> };
  /** A counter whose CMS answers each batch with the next of `answers` (then 200), or with what `answer` resolves to once it is called. */
  function counter(answers: number[], answer = async () => answers.shift() ?? 200) {
    const sent: Sent[] = [];
    const visits = createVisitCounter({
      cmsUrl: 'http://cms.test',
      secret: 's',
      flushIntervalMs: 60_000,
      log: () => {},
      fetch: (async (_url: URL, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return new Response(null, { status: await answer() });
      }) as typeof fetch,
    });
    return { visits, sent };
  }
  /** A finished 200 page view of `path` by `agent`, through the middleware. */
  function view(visits: ReturnType<typeof createVisitCounter>, path: string, agent = PHONE, address = '203.0.113.9') {
    const listeners: Array<() => void> = [];
    const req = Object.assign(request(path, { 'user-agent': agent }), { ip: address, hostname: 'desa.example' });
    const res = { statusCode: 200, getHeader: (name: string) => (name === 'content-type' ? 'text/html; charset=utf-8' : undefined), once: (_: string, listener: () => void) => listeners.push(listener) };
    visits.count(req, res as never, () => {});
    for (const listener of listeners) listener();
  }

  it('sends each visitor once per buffer, on the row of their first view; keeps what the CMS could not take; drops what it refuses', async () => {
    const { visits, sent } = counter([503, 200, 400]);
    view(visits, '/');
    view(visits, '/');
    view(visits, '/wisata');
    await visits.flush();
    expect(sent[0].rows.map((row) => [row.views, row.visitors.length])).toEqual([[2, 1], [1, 0]]);
    // 503: the rows wait and go with the next round, merged.
    view(visits, '/');
    await visits.flush();
    expect(sent[1].rows.map((row) => row.views)).toEqual([3, 1]);
    // 400: refused for good; nothing comes back.
    view(visits, '/galeri');
    await visits.flush();
    await visits.flush();
    expect(sent).toHaveLength(3);
    visits.stop();
  });

  it('never overlaps two rounds: a round asked for while one is under way goes after it', async () => {
    let answerFirst = () => {};
    const { visits, sent } = counter([], async () => {
      if (sent.length === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
      return 200;
    });
    const started = () => sent.map((batch) => batch.rows[0].path);
    view(visits, '/wisata');
    const first = visits.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    view(visits, '/galeri');
    const second = visits.flush();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started()).toEqual(['/wisata']);
    answerFirst();
    await Promise.all([first, second]);
    expect(started()).toEqual(['/wisata', '/galeri']);
    visits.stop();
  });

  it('stays within its memory bound however long the CMS is away: beyond it, new rows and visitors are not kept', async () => {
    const away = Array.from({ length: 40 }, () => 503);
    const { visits, sent } = counter(away);
    // 12,000 pages seen by as many visitors, beyond what the bound holds.
    for (let index = 0; index < 12_000; index += 1) view(visits, `/wisata/${index}`, PHONE, `203.0.${index >> 8}.${index & 255}`);
    await visits.flush();
    const firstRound = sent.reduce((rows, batch) => rows + batch.rows.length, 0);
    // Each row weighs at least its key and 200 bytes, each visitor 208: the bound caps both.
    expect(firstRound).toBeLessThan(MEMORY_BOUNDS.visitBufferBytes / 400);
    expect(firstRound).toBeGreaterThan(1000);
    // Kept for the next round (the CMS still away), nothing grows.
    sent.length = 0;
    view(visits, '/galeri', PHONE, '198.51.100.1');
    await visits.flush();
    expect(sent.reduce((rows, batch) => rows + batch.rows.length, 0)).toBeLessThanOrEqual(firstRound);
    visits.stop();
  });

  it('splits a large buffer into batches within the CMS limits', async () => {
    const { visits, sent } = counter([]);
    for (let index = 0; index < STATS.maxBatchRows + 10; index += 1) view(visits, `/wisata/${index}`, `${PHONE} ${index}`);
    await visits.flush();
    expect(sent.map((batch) => batch.rows.length)).toEqual([STATS.maxBatchRows, 10]);
    visits.stop();
  });
});

describe('English page names', () => {
  it('maps /privasi to /en/privacy and back; other pages keep their slug', () => {
    expect(localizedPath('/privasi', 'en')).toBe('/en/privacy');
    expect(localizedPath('/privasi#cookie', 'en')).toBe('/en/privacy#cookie');
    expect(localizedPath('/wisata/5', 'en')).toBe('/en/wisata/5');
    expect(indonesianPath('/en/privacy')).toBe('/privasi');
    expect(pathInLocale('/en/privacy', '', 'id')).toBe('/privasi');
    expect(pathInLocale('/privasi', '?a=1', 'en')).toBe('/en/privacy?a=1');
  });
});
