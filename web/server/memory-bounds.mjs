// What the web server keeps in memory beyond its code, each bounded by bytes in this one place
// (issue 42; docs/panduan-operator.md lists them). `npm run bench:memory` measures the whole
// process after a crawl of every page and image width, with these bounds.
// - The images the route makes live on disk (IMAGE_CACHE_DIR), libvips's own cache is off
//   (routes/img.tsx); the app's three icons are drawn once and kept (about 40 KB).

/** One MiB. */
const MB = 1024 * 1024;

export const MEMORY_BOUNDS = {
  /** Whole anonymous pages and `.data` answers (page-cache.mjs), as the UTF-8 bytes they are sent as. */
  pageCacheBytes: 24 * MB,
  /** CMS reads (content-cache.mjs), as the JSON text they are kept in until a page asks again. */
  cmsReadBytes: 8 * MB,
  /** Visitor counts waiting for the CMS (visit-counter.mjs); only a CMS that is away lets it fill. */
  visitBufferBytes: 2 * MB,
};
