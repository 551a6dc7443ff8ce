// Visitor statistics (issue 25): the web server counts, before the page cache, so cached pages
// and visitors without JavaScript count too. A page view is a successful GET of a public HTML
// page by a person (no bot, no prefetch, no signed-in admin, no preview); a WhatsApp click is
// a redirect of `/wa/…` to the chat. Counts wait in memory and go to the CMS every
// STATS.flushIntervalMs (and at shutdown); the CMS salts and keeps them (cms/src/content/visit-stats.ts).
// Nothing here sets a cookie or keeps an address: a visitor travels to the CMS only as
// sha256(address, user agent), and only while the buffer waits.
import { createHash } from 'node:crypto';
import { COOKIES, OFFLINE_PAGE, PREVIEW_PARAM, PRIVATE_SECTIONS, SOURCE_PATTERN, STATS, WHATSAPP_REDIRECT, indonesianPath, localeOfPath, todayInJakarta } from '@desa/contract';
import { isbot } from 'isbot';
import { MEMORY_BOUNDS } from './memory-bounds.mjs';

/** @typedef {import('@desa/contract').StatsIngestRow} Row */
/** @typedef {Omit<Row, 'visitors'> & { visitors: Set<string> }} BufferedRow */
/** What a row weighs in the buffer beyond its key's text (its object and counters), and a visitor (a hex hash in two sets). */
const ROW_BYTES = 200;
const VISITOR_BYTES = 2 * (64 + 40);

const NEVER_COUNTED = new Set([...Object.values(PRIVATE_SECTIONS), OFFLINE_PAGE, 'img', 'assets', 'pratinjau', '_revalidate', '__manifest']);
const PAGE_PATH = /^\/[A-Za-z0-9._~%/-]*$/;
const SIGNED_IN = new RegExp(`(^|;\\s*)${COOKIES.session}=`);

/** Referrers grouped by who sent the visitor; the hosts (and Android apps' package names) they use. */
const SOURCE_GROUPS = /** @type {const} */ ([
  ['whatsapp', /(^|\.)(wa\.me|whatsapp\.com|whatsapp\.net)$|^com\.whatsapp/],
  ['instagram', /(^|\.)instagram\.com$|^com\.instagram/],
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$|^com\.facebook/],
  ['google', /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$|^com\.google\.android/],
  ['tiktok', /(^|\.)tiktok\.com$|^com\.(zhiliaoapp\.musically|ss\.android\.ugc)/],
]);
/** `utm_source` values people type for the same places. */
const UTM_ALIASES = { wa: 'whatsapp', ig: 'instagram', fb: 'facebook' };

/**
 * Where the visitor came from: `utm_source` when present, else the referrer's group or domain;
 * no referrer is "langsung", the site's own pages "internal".
 * @param {{ utmSource?: unknown, referrer?: string, ownHost: string }} request
 * @returns {string}
 */
export function sourceOf({ utmSource, referrer, ownHost }) {
  if (typeof utmSource === 'string' && utmSource.trim()) {
    const value = utmSource.trim().toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+/, '').slice(0, STATS.maxSourceLength);
    const alias = /** @type {Record<string, string>} */ (UTM_ALIASES)[value] ?? value;
    if (SOURCE_PATTERN.test(alias)) return alias;
  }
  if (!referrer) return 'langsung';
  let host;
  try {
    host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return 'langsung';
  }
  if (!host) return 'langsung';
  if (host === ownHost.toLowerCase().replace(/^www\./, '')) return 'internal';
  for (const [group, pattern] of SOURCE_GROUPS) if (pattern.test(host)) return group;
  return SOURCE_PATTERN.test(host) ? host.slice(0, STATS.maxSourceLength) : 'lainnya';
}

/**
 * @param {string} userAgent
 * @returns {import('@desa/contract').Device}
 */
export function deviceOf(userAgent) {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|KaiOS/i.test(userAgent)) return 'ponsel';
  return 'desktop';
}

/**
 * What a request would count as, before it is answered; null when it never counts.
 * @param {import('express').Request} req
 * @returns {{ kind: 'view' | 'whatsapp', path: string, language: import('@desa/contract').Locale } | null}
 */
export function countable(req) {
  if (req.method !== 'GET') return null;
  const purpose = `${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''} ${req.get('x-moz') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return null;
  const userAgent = req.get('user-agent') ?? '';
  if (!userAgent || isbot(userAgent)) return null;
  if (SIGNED_IN.test(req.headers.cookie ?? '')) return null;
  if (req.query[PREVIEW_PARAM] !== undefined) return null;
  const language = localeOfPath(req.path);
  // Both languages' pages count under the Indonesian path (`/en/privacy` as `/privasi`).
  const path = indonesianPath(req.path).replace(/\/+$/, '') || '/';
  if (path.length > STATS.maxPathLength || !PAGE_PATH.test(path)) return null;
  const [first = ''] = path.slice(1).split('/');
  // Files (robots.txt, .data requests, icons) and the back office never count.
  if (NEVER_COUNTED.has(first) || /\.[A-Za-z0-9]+$/.test(path)) return null;
  return { kind: first === WHATSAPP_REDIRECT.prefix ? 'whatsapp' : 'view', path, language };
}

/**
 * @param {{
 *   cmsUrl: string,
 *   secret: string,
 *   flushIntervalMs?: number,
 *   now?: () => Date,
 *   fetch?: typeof fetch,
 *   log?: (message: string) => void,
 * }} options
 */
export function createVisitCounter({ cmsUrl, secret, flushIntervalMs = STATS.flushIntervalMs, now = () => new Date(), fetch: send = fetch, log = console.error }) {
  /** @type {Map<string, BufferedRow>} */
  let buffer = new Map();
  /** Visitors already in this buffer: each is sent once, on the row of their first view. */
  let seen = new Set();
  /** What the buffer weighs, roughly: it stays within MEMORY_BOUNDS.visitBufferBytes however long the CMS is away. */
  let bufferBytes = 0;
  let refusedOnce = false;
  const roomFor = (/** @type {number} */ bytes) => bufferBytes + bytes <= MEMORY_BOUNDS.visitBufferBytes;

  /** @param {Omit<Row, 'views' | 'whatsapp' | 'visitors'>} key @param {'view' | 'whatsapp'} kind @param {string | null} visitor */
  function add(key, kind, visitor) {
    const id = rowId(key);
    let row = buffer.get(id);
    if (!row) {
      // Full: a view of a new row is lost rather than the memory.
      if (!roomFor(id.length + ROW_BYTES)) return;
      buffer.set(id, (row = { ...key, views: 0, whatsapp: 0, visitors: new Set() }));
      bufferBytes += id.length + ROW_BYTES;
    }
    if (kind === 'whatsapp') row.whatsapp += 1;
    else row.views += 1;
    if (kind === 'view' && visitor && !seen.has(visitor) && roomFor(VISITOR_BYTES)) {
      seen.add(visitor);
      row.visitors.add(visitor);
      bufferBytes += VISITOR_BYTES;
    }
  }

  /** @type {import('express').RequestHandler} */
  function count(req, res, next) {
    const hit = countable(req);
    if (!hit) return next();
    res.once('finish', () => {
      const counted =
        hit.kind === 'view'
          ? res.statusCode === 200 && /^text\/html/.test(String(res.getHeader('content-type') ?? ''))
          : res.statusCode === 302 && String(res.getHeader('location') ?? '').startsWith('https://wa.me/');
      if (!counted) return;
      const userAgent = req.get('user-agent') ?? '';
      // Global Privacy Control and Do Not Track: a view, never a visitor.
      const untracked = req.get('sec-gpc') === '1' || req.get('dnt') === '1';
      const visitor = untracked ? null : createHash('sha256').update(`${req.ip}\n${userAgent}`).digest('hex');
      const source = sourceOf({ utmSource: req.query.utm_source, referrer: req.get('referer'), ownHost: req.hostname });
      // A stored request's chat (`/wa/pesanan/…`) counts under its item's redirect (routes/wa.$.tsx sets it).
      const path = typeof res.locals?.countAs === 'string' ? res.locals.countAs : hit.path;
      add({ day: todayInJakarta(now()), path, source, language: hit.language, device: deviceOf(userAgent) }, hit.kind, visitor);
    });
    next();
  }

  /** @param {Row[]} rows */
  async function post(rows) {
    const response = await send(new URL('/api/v1/stats/ingest', cmsUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ rows }),
      signal: AbortSignal.timeout(STATS.flushIntervalMs),
    });
    await response.body?.cancel();
    return response.status;
  }

  /** The flush under way: rounds never overlap, so a slow CMS cannot get a later round before an earlier one. */
  let running = Promise.resolve();

  /** Sends what was counted, after any round still under way; what the CMS could not take (down, busy) waits for the next round. */
  function flush() {
    running = running.then(sendBuffer).catch((error) => log(`Statistik pengunjung tidak terkirim: ${error}`));
    return running;
  }

  async function sendBuffer() {
    if (!buffer.size) return;
    const rows = [...buffer.values()];
    buffer = new Map();
    seen = new Set();
    bufferBytes = 0;
    for (const batch of batches(rows)) {
      let status = 0;
      try {
        status = await post(batch.map((row) => ({ ...row, visitors: [...row.visitors] })));
      } catch {
        status = 0;
      }
      if (status === 200) continue;
      if (status >= 400 && status < 500) {
        // A wrong secret or a batch the CMS refuses will not get better by waiting.
        if (!refusedOnce) log(`Statistik pengunjung ditolak CMS (${status}); periksa REVALIDATE_SECRET di kedua aplikasi.`);
        refusedOnce = true;
        continue;
      }
      for (const row of batch) keep(row);
    }
  }

  /** A row the CMS did not take, back in the buffer for the next round, as far as there is room. @param {BufferedRow} row */
  function keep(row) {
    const id = rowId(row);
    let waiting = buffer.get(id);
    if (!waiting) {
      if (!roomFor(id.length + ROW_BYTES)) return;
      buffer.set(id, (waiting = { ...row, views: 0, whatsapp: 0, visitors: new Set() }));
      bufferBytes += id.length + ROW_BYTES;
    }
    waiting.views += row.views;
    waiting.whatsapp += row.whatsapp;
    for (const visitor of row.visitors) {
      if (waiting.visitors.has(visitor) || !roomFor(VISITOR_BYTES)) continue;
      waiting.visitors.add(visitor);
      seen.add(visitor);
      bufferBytes += VISITOR_BYTES;
    }
  }

  let timedRoundUnderWay = false;
  const timer = setInterval(() => {
    // A round still under way takes the timer's turn instead of queueing one behind it.
    if (timedRoundUnderWay) return;
    timedRoundUnderWay = true;
    void flush().finally(() => (timedRoundUnderWay = false));
  }, flushIntervalMs);
  timer.unref();

  return {
    count,
    flush,
    stop() {
      clearInterval(timer);
    },
  };
}

/** A row's place in the buffer: its five dimensions. @param {Omit<Row, 'views' | 'whatsapp' | 'visitors'>} key */
function rowId({ day, path, source, language, device }) {
  return [day, path, source, language, device].join('\n');
}

/**
 * Rows in batches the CMS takes: at most STATS.maxBatchRows rows and STATS.maxBatchVisitors visitors each.
 * @param {BufferedRow[]} rows
 */
function batches(rows) {
  /** @type {BufferedRow[][]} */
  const result = [];
  let current = /** @type {BufferedRow[]} */ ([]);
  let visitors = 0;
  for (const row of rows) {
    if (row.visitors.size > STATS.maxBatchVisitors) row.visitors = new Set([...row.visitors].slice(0, STATS.maxBatchVisitors));
    if (current.length === STATS.maxBatchRows || visitors + row.visitors.size > STATS.maxBatchVisitors) {
      result.push(current);
      current = [];
      visitors = 0;
    }
    current.push(row);
    visitors += row.visitors.size;
  }
  if (current.length) result.push(current);
  return result;
}
