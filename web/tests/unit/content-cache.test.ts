// The web server's caches of public content (web/server/*.mjs): keys, bounds, purges.
import { describe, expect, it } from 'vitest';
import { contentTypeOf, createContentCache } from '../../server/content-cache.mjs';
import { isCacheableRequest, pageKey } from '../../server/page-cache.mjs';

const page = (body: string, types: string[]) => ({ status: 200, headers: [], body: Buffer.from(body), types, storedAt: Date.now() });
const entry = (value: unknown) => ({ value, metadata: { createdTime: Date.now(), ttl: 1000, swr: 0 } });

describe('page keys', () => {
  it('keep the path and only the query parameters pages read', () => {
    expect(pageKey('http://desa.test', '/wisata?page=2&utm_source=wa&fbclid=x')).toBe('http://desa.test/wisata?page=2');
    expect(pageKey('http://desa.test', '/agenda?zzz=1&waktu=semua&page=3')).toBe('http://desa.test/agenda?page=3&waktu=semua');
    const junk = new Set(Array.from({ length: 1000 }, (_, index) => pageKey('http://desa.test', `/?q${index}=${Math.random()}`)));
    expect([...junk]).toEqual(['http://desa.test/']);
  });

  it('leave out the back office, sign-in, the image route, the homestays\' calendar feeds, the manifest, previews and anything with a session or a toast', () => {
    const request = (path: string, cookie?: string, method = 'GET') => ({ method, path, headers: { cookie } });
    expect(isCacheableRequest(request('/'))).toBe(true);
    expect(isCacheableRequest(request('/wisata.data'))).toBe(true);
    expect(isCacheableRequest(request('/', 'theme=dark; other=1'))).toBe(true);
    for (const path of ['/admin', '/admin/wisata', '/admin.data', '/signin', '/signout', '/img', '/ical/penginapan/abc/token.ics', '/_revalidate', '/__manifest']) {
      expect(isCacheableRequest(request(path)), path).toBe(false);
    }
    expect(isCacheableRequest(request('/', '__desa=abc'))).toBe(false);
    expect(isCacheableRequest(request('/', 'x=1; __toast=abc'))).toBe(false);
    expect(isCacheableRequest(request('/', undefined, 'POST'))).toBe(false);
    // A preview link's page is rendered for its holder every time (issue 22).
    expect(isCacheableRequest({ ...request('/artikel/abc'), query: { pratinjau: '1.abc' } })).toBe(false);
    expect(isCacheableRequest({ ...request('/artikel/abc'), query: { page: '2' } })).toBe(true);
  });
});

describe('the content cache', () => {
  it('names the content type of an /api/v1 path', () => {
    expect(contentTypeOf('/tour/all?limit=3')).toBe('tour');
    expect(contentTypeOf('/site?with=formats')).toBe('site');
    expect(contentTypeOf('/user/contact')).toBe('user');
  });

  it('purges only the pages and reads made from the types that changed', () => {
    const cache = createContentCache();
    cache.pages.set('/', page('home', ['site', 'tour', 'gallery']), cache.pages.generation());
    cache.pages.set('/artikel', page('articles', ['site', 'article', 'gallery']), cache.pages.generation());
    const tourKey = cache.data.keyOf('/tour/all');
    cache.data.set(tourKey, entry(['a tour']));
    cache.data.set(cache.data.keyOf('/article/all'), entry(['an article']));

    cache.purge(['tour']);
    expect(cache.pages.get('/')).toBeUndefined();
    expect(cache.pages.get('/artikel')?.body.toString()).toBe('articles');
    expect(cache.data.get(tourKey)).toBeUndefined();
    // A read that started before the purge stores under the old key, where nobody looks.
    expect(cache.data.keyOf('/tour/all')).not.toBe(tourKey);
    expect(cache.data.get(cache.data.keyOf('/article/all'))?.value).toEqual(['an article']);

    cache.purge(['*']);
    expect(cache.pages.size).toBe(0);
    expect(cache.data.size).toBe(0);
  });

  it('does not keep a page that was rendering while a purge happened', () => {
    const cache = createContentCache();
    const generation = cache.pages.generation();
    cache.purge(['tour']);
    cache.pages.set('/', page('old home', ['tour']), generation);
    expect(cache.pages.get('/')).toBeUndefined();
  });

  it('stays within its bounds in bytes, counting what a page weighs as sent (UTF-8) and a read as its JSON', () => {
    const cache = createContentCache({ dataBytes: 20_000, pageBytes: 40_000 });
    for (let index = 0; index < 100; index += 1) {
      // Three bytes a character in UTF-8: a page of 1,000 of them weighs 3,000 bytes and more.
      cache.pages.set(`/p${index}`, page('≈'.repeat(1000), ['site']), cache.pages.generation());
      cache.data.set(cache.data.keyOf(`/tour/${index}`), entry({ title: 'y'.repeat(1500) }));
    }
    expect(cache.pages.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.pages.size).toBe(11);
    expect(cache.data.bytes).toBeLessThanOrEqual(20_000);
    expect(cache.data.size).toBe(9);
    // A reader gets its own copy: changing it changes nothing kept.
    const read = cache.data.get(cache.data.keyOf('/tour/99'))!.value as { title: string };
    read.title = 'changed';
    expect((cache.data.get(cache.data.keyOf('/tour/99'))!.value as { title: string }).title).toBe('y'.repeat(1500));
  });
});
