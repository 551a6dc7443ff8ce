// Whole public pages for anonymous visitors, kept in memory (content-cache.mjs holds them).
// A cached page is rendered from a clean request: no cookies, and only the query parameters
// the pages read, so nothing of one visitor can reach another.
import { COOKIES, FEED_SECTION, PAGE_PARAMS, PREVIEW_PARAM, pageAddress, PRIVATE_SECTIONS, TRANSLATION_LOCALE, WHATSAPP_REDIRECT, todayInJakarta } from '@desa/contract';
import onHeaders from 'on-headers';
import { PAGE_TIMING } from './content-cache.mjs';

/** Rendered into cached pages where the CSP nonce goes; each response gets its own nonce. */
export const NONCE_PLACEHOLDER = 'PAGE-CACHE-NONCE-7f3a9c';

/** @typedef {import('express').Request} Request_ @typedef {import('express').Response} Response_ */
/** @typedef {import('./content-cache.mjs').CachedPage} CachedPage */
/** @typedef {Omit<CachedPage, 'body' | 'storedAt'>} PageHead */

/** The query parameters public pages read; any other one is dropped from the key and the render. */
export const PAGE_QUERY_PARAMS = [...Object.values(PAGE_PARAMS), '_routes'];
/**
 * Never cached: the back office, sign-in and out, the image routes (`/img`, the app icons
 * `/ikon`: bytes, kept by their own caches; this one keeps text), the homestays' calendar feeds
 * (`/ical`: fresh on every read), the purge endpoint, the
 * WhatsApp redirects (each one counts a click), and Remix's route manifest (answered from the
 * build, by query parameters pages never use).
 */
const UNCACHED_PATH = new RegExp(
  `^(/${TRANSLATION_LOCALE})?/(${[...Object.values(PRIVATE_SECTIONS), 'img', 'ikon', FEED_SECTION, '_revalidate', '__manifest', WHATSAPP_REDIRECT.prefix].join('|')})(/|\\.data|$)`,
);
/** Cookies that make a response personal: the session and a pending toast. */
const PERSONAL_COOKIE = new RegExp(`(^|;\\s*)(${COOKIES.session}|${COOKIES.toast})=`);
/** Headers a cached entry keeps; the rest (Set-Cookie, lengths, dates) are the server's business. */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'cache-control', 'vary', 'x-remix-response', 'link'];

/** @typedef {Pick<Request_, 'method' | 'path' | 'headers'>} RequestLine */

/** @param {Pick<Request_, 'headers'>} req */
export function hasPersonalCookie(req) {
  return PERSONAL_COOKIE.test(req.headers.cookie ?? '');
}

/** @param {RequestLine & { query?: Request_['query'] }} req */
export function isCacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (UNCACHED_PATH.test(req.path)) return false;
  // A preview of a draft is for whoever holds its signed link, and rendered every time.
  if (req.query?.[PREVIEW_PARAM] !== undefined) return false;
  return !hasPersonalCookie(req);
}

/**
 * Express middleware: whatever a route says, an answer to a request that carries a session
 * or a toast is for that visitor only, and no shared cache (a CDN, a proxy) may keep it.
 */
/** @type {import('express').RequestHandler} */
export function personalAnswersArePrivate(req, res, next) {
  if (hasPersonalCookie(req)) onHeaders(res, () => res.setHeader('Cache-Control', 'private, no-store'));
  next();
}

/**
 * `/wisata?page=2&utm=x` → '/wisata?page=2' (origin included: canonical links depend on it).
 * @param {string} origin @param {string} originalUrl
 */
export function pageKey(origin, originalUrl) {
  return pageAddress(new URL(originalUrl, origin), PAGE_QUERY_PARAMS);
}

/**
 * Express middleware: answers anonymous public GETs from the cache, rendering (once per key
 * at a time) on a miss or in the background when stale. `render(request)` returns Remix's
 * Response and the content types the render read.
 * @param {{
 *   cache: import('./content-cache.mjs').ContentCache,
 *   render: (request: Request) => Promise<{ response: Response, types: Iterable<string> }>,
 * }} options
 * @returns {import('express').RequestHandler}
 */
export function pageCache({ cache, render }) {
  /** @type {Map<string, Promise<CachedPage>>} */
  const rendering = new Map();

  /**
   * Renders `key` once however many visitors ask at the same time. The first one gets the
   * page streamed as it renders (deferred parts arrive when ready); the others its copy.
   * @param {string} key
   * @param {Response_} [res]
   * @returns {Promise<CachedPage | void>}
   */
  async function renderOnce(key, res) {
    const pending = rendering.get(key);
    if (pending) return res ? send(res, await pending, 'MISS') : pending;
    const generation = cache.pages.generation();
    const { response, types } = await render(new Request(key, { headers: { accept: 'text/html,*/*' } }));
    const [toVisitor, toCache] = response.body ? response.body.tee() : [null, null];
    /** @type {PageHead} */
    const entry = {
      status: response.status,
      headers: KEPT_HEADERS.flatMap((name) => {
        const value = response.headers.get(name);
        return value === null ? [] : [/** @type {[string, string]} */ ([name, value])];
      }),
      types: [...types],
    };
    const stored = new Response(toCache)
      .arrayBuffer()
      .then((bytes) => {
        const complete = { ...entry, body: Buffer.from(bytes), storedAt: Date.now() };
        const cacheable =
          response.status === 200 && !response.headers.has('set-cookie') && /\bpublic\b/.test(response.headers.get('cache-control') ?? '');
        if (cacheable) cache.pages.set(key, complete, generation);
        return complete;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, stored);
    stored.catch(() => {});
    if (!res) return stored;
    await stream(res, entry, toVisitor);
  }

  return async function servePageFromCache(req, res, next) {
    if (!isCacheableRequest(req)) return next();
    try {
      const key = pageKey(`${req.protocol}://${req.get('host')}`, req.originalUrl);
      const cached = cache.pages.get(key);
      const age = cached ? Date.now() - cached.storedAt : Infinity;
      // A page drawn on an earlier WIB day (a calendar of free nights, the events still to come)
      // is never served as current: it is drawn again, and kept only for when the CMS is down.
      const drawnToday = cached !== undefined && todayInJakarta(new Date(cached.storedAt)) === todayInJakarta();
      if (cached && drawnToday && age < PAGE_TIMING.fresh) return send(res, cached, 'HIT');
      if (cached && drawnToday && age < PAGE_TIMING.fresh + PAGE_TIMING.stale) {
        if (!rendering.has(key)) renderOnce(key).catch(() => {});
        return send(res, cached, 'STALE');
      }
      if (cached && age < PAGE_TIMING.ifError) {
        // Old, but yesterday's page beats an error page when the CMS is down.
        const fresh = await renderOnce(key).catch(() => null);
        return send(res, fresh && fresh.status < 500 ? fresh : cached, fresh && fresh.status < 500 ? 'MISS' : 'STALE');
      }
      await renderOnce(key, res);
    } catch (error) {
      next(error);
    }
  };
}

/** @param {Response_} res @param {string} text */
function withNonce(res, text) {
  return res.locals.nonce ? text.replaceAll(NONCE_PLACEHOLDER, res.locals.nonce) : text;
}

const PLACEHOLDER_BYTES = Buffer.from(NONCE_PLACEHOLDER);

/**
 * A kept page's bytes with this response's nonce in each placeholder's place.
 * @param {Response_} res @param {Buffer} body
 */
function bodyWithNonce(res, body) {
  if (!res.locals.nonce) return body; // as withNonce: no nonce, the placeholder stays
  /** @type {Buffer[]} */
  const parts = [];
  const nonce = Buffer.from(res.locals.nonce);
  let from = 0;
  for (let at = body.indexOf(PLACEHOLDER_BYTES); at !== -1; at = body.indexOf(PLACEHOLDER_BYTES, from)) {
    parts.push(body.subarray(from, at), nonce);
    from = at + PLACEHOLDER_BYTES.length;
  }
  return parts.length ? Buffer.concat([...parts, body.subarray(from)]) : body;
}

/** @typedef {'HIT' | 'STALE' | 'MISS'} CacheState */

/** @param {Response_} res @param {PageHead} entry @param {CacheState} state */
function writeHead(res, entry, state) {
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader('X-Page-Cache', state);
}

/** @param {Response_} res @param {CachedPage} entry @param {CacheState} state */
function send(res, entry, state) {
  writeHead(res, entry, state);
  res.end(res.req.method === 'HEAD' ? undefined : bodyWithNonce(res, entry.body));
}

/**
 * The first visitor of a page being rendered: chunks as they come, with this response's nonce.
 * @param {Response_} res @param {PageHead} entry @param {ReadableStream<Uint8Array> | null} body
 */
async function stream(res, entry, body) {
  writeHead(res, entry, 'MISS');
  if (!body || res.req.method === 'HEAD') return void res.end();
  const decoder = new TextDecoder();
  let carry = '';
  for await (const chunk of body) {
    const text = carry + decoder.decode(chunk, { stream: true });
    // Hold back a tail that could be the start of a placeholder cut by the chunk's end.
    let safe = Math.max(0, text.length - (NONCE_PLACEHOLDER.length - 1));
    const straddling = text.lastIndexOf(NONCE_PLACEHOLDER, safe);
    if (straddling !== -1 && straddling + NONCE_PLACEHOLDER.length > safe) safe = straddling;
    res.write(withNonce(res, text.slice(0, safe)));
    carry = text.slice(safe);
    // Compression buffers; a streamed page must reach the visitor chunk by chunk.
    res.flush?.();
  }
  res.end(withNonce(res, carry + decoder.decode()));
}

