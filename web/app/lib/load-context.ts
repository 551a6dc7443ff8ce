// What web/server.mjs hands every loader and action (`context`), in production and under
// `npm run dev` alike. A loader run any other way has none: its reads go straight to the CMS.
import type { ContentCache } from '../../server/content-cache.mjs';

/** The process-wide cache of CMS reads (web/server/content-cache.mjs). */
export type CmsReadCache = ContentCache['data'];

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The visitor's address, for the CMS's sign-in limit. */
    clientIp?: string;
    /** A request refused before Remix (server/refusals.mjs): 403 cross-site write, 405 method. */
    refusal?: number;
    /** The CSP nonce of this response. */
    nonce?: string;
    /** This request's CMS reads by path: each resource is asked once per page view. */
    reads?: Map<string, Promise<unknown>>;
    /** The content types this page was made from, so a write purges it. */
    types?: Set<string>;
    cmsCache?: CmsReadCache;
    /** Forgets cached pages and reads of these content types ('*': all). */
    purge?: (types: string[]) => void;
    /** Counts this response (a WhatsApp redirect) under another page's path: a request's chat under its item's. */
    countAs?: (path: string) => void;
  }
}
