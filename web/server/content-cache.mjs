// The web server's two process-wide caches of public content, purged together:
// - CMS reads: cachified over an LRU, keyed by /api/v1 path (see app/lib/cms.server.ts);
// - whole anonymous pages: HTML and single-fetch `.data` answers (see page-cache.mjs).
// Both know which content types (the first segment of an /api/v1 path: tour, site, …) an
// entry was made from, so a write purges only what it touched.
import { LRUCache } from 'lru-cache';
import { MEMORY_BOUNDS } from './memory-bounds.mjs';

/** How long a CMS read is fresh, served stale while refreshing, and kept for when the CMS is down. */
export const DATA_TIMING = { ttl: 30_000, swr: 10 * 60_000, fallbackToCache: 24 * 60 * 60_000 };
/** A cached page is fresh this long; older ones are served while a fresh copy renders. */
export const PAGE_TIMING = { fresh: 30_000, stale: 10 * 60_000, ifError: 24 * 60 * 60_000 };
/** The caches' bounds in bytes (memory-bounds.mjs). */
export const LIMITS = { dataBytes: MEMORY_BOUNDS.cmsReadBytes, pageBytes: MEMORY_BOUNDS.pageCacheBytes };
/** What an entry costs beyond its bytes: its key, its headers, the LRU's bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * A whole page as the page cache keeps it (page-cache.mjs): its body as the bytes sent.
 * @typedef {{ status: number, headers: [string, string][], types: string[], body: Buffer, storedAt: number }} CachedPage
 */
/** @typedef {import('@epic-web/cachified').CacheEntry} CachedRead */
/**
 * A CMS read as kept: its value as JSON text, parsed again for each reader. Parsed objects take
 * several times their text's size and cannot be weighed; the text can, and nobody can change a
 * kept value through the object they were handed.
 * @typedef {{ metadata: CachedRead['metadata'], json: Buffer }} KeptRead
 */

/**
 * `/tour/all?page=2` → 'tour': the content type an /api/v1 path reads.
 * @param {string} path
 */
export function contentTypeOf(path) {
  return path.replace(/^\//, '').split(/[/?]/)[0] || 'site';
}

/** @typedef {ReturnType<typeof createContentCache>} ContentCache */

export function createContentCache(limits = LIMITS) {
  // Each purge of a type bumps its generation; a CMS read started before the purge then
  // stores under the old generation, where nobody looks again.
  /** @type {Map<string, number>} */
  const generations = new Map();
  let epoch = 0;
  /** @param {string} type */
  const generationOf = (type) => `${epoch}.${generations.get(type) ?? 0}`;

  /** @type {LRUCache<string, KeptRead>} */
  const data = new LRUCache({
    maxSize: limits.dataBytes,
    sizeCalculation: (entry, key) => entry.json.byteLength + key.length + ENTRY_OVERHEAD_BYTES,
  });
  /** @type {LRUCache<string, CachedPage>} */
  const pages = new LRUCache({
    maxSize: limits.pageBytes,
    sizeCalculation: (entry, key) => entry.body.byteLength + key.length + ENTRY_OVERHEAD_BYTES,
  });
  // Bumped by every purge: a page that was rendering during one is not stored.
  let pageGeneration = 0;

  return {
    /** The cachified cache of CMS reads, and the key of one path in it. */
    data: {
      name: 'cms-reads',
      /** @param {string} key @returns {CachedRead | undefined} */
      get(key) {
        const kept = data.get(key);
        return kept && { metadata: kept.metadata, value: JSON.parse(kept.json.toString()) };
      },
      /** @param {string} key @param {CachedRead} entry */
      set: (key, entry) => void data.set(key, { metadata: entry.metadata, json: Buffer.from(JSON.stringify(entry.value ?? null)) }),
      /** @param {string} key */
      delete: (key) => void data.delete(key),
      /** @param {string} path */
      keyOf: (path) => `${generationOf(contentTypeOf(path))}:${path}`,
      typeOf: contentTypeOf,
      timing: DATA_TIMING,
      get size() {
        return data.size;
      },
      /** What the kept reads weigh, in bytes (the bound's measure). */
      get bytes() {
        return data.calculatedSize;
      },
    },
    pages: {
      /** @param {string} key */
      get: (key) => pages.get(key),
      generation: () => pageGeneration,
      /**
       * Stores a rendered page unless a purge happened since `generation`.
       * @param {string} key @param {CachedPage} entry @param {number} generation
       */
      set(key, entry, generation) {
        if (generation === pageGeneration) pages.set(key, entry);
      },
      get size() {
        return pages.size;
      },
      /** What the kept pages weigh, in bytes (the bound's measure). */
      get bytes() {
        return pages.calculatedSize;
      },
    },
    /**
     * Forgets what was made from these content types; '*' forgets everything.
     * @param {string[]} types
     */
    purge(types) {
      pageGeneration++;
      if (types.includes('*')) {
        epoch++;
        generations.clear();
        data.clear();
        pages.clear();
        return;
      }
      for (const type of types) generations.set(type, (generations.get(type) ?? 0) + 1);
      for (const [key] of data.entries()) {
        if (types.includes(contentTypeOf(key.slice(key.indexOf(':') + 1)))) data.delete(key);
      }
      for (const [key, entry] of pages.entries()) {
        if (entry.types.some((type) => types.includes(type))) pages.delete(key);
      }
    },
  };
}
