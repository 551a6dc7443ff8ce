// The web app's server: Remix behind Express, with the process-wide caches of public content
// (server/content-cache.mjs), the page cache for anonymous visitors (server/page-cache.mjs) and
// the endpoint the CMS calls after every content write. `node server.mjs --dev` (`npm run dev`)
// is the same server with Vite's middleware in place of the build: same headers, page cache and
// purge endpoint, plus hot reload.
import http from 'node:http';
import { createRequestHandler } from '@remix-run/express';
import { createRequestHandler as createFetchHandler, installGlobals } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import { createContentCache } from './server/content-cache.mjs';
import { NONCE_PLACEHOLDER, pageCache, personalAnswersArePrivate } from './server/page-cache.mjs';
import { env } from './server/env.mjs';
import { gracefulStop } from './server/graceful-stop.mjs';
import { methodsOfBuild, refuseBadRequests } from './server/refusals.mjs';
import { revalidateEndpoint } from './server/revalidate.mjs';
import { createNonce, securityHeaders } from './server/security.mjs';
import { createVisitCounter } from './server/visit-counter.mjs';

installGlobals({ nativeFetch: true });
// WEB_BUILD_DIR: serve a build made beside the usual one (see vite.config.ts).
const buildDir = env.WEB_BUILD_DIR;
const mode = env.NODE_ENV;
const cache = createContentCache();
const server = http.createServer();
// Before the app's own listener: it marks answers `Connection: close` once the server stops.
const stopper = gracefulStop(server);
const vite = process.argv.includes('--dev')
  ? await (await import('vite')).createServer({ root: import.meta.dirname, appType: 'custom', server: { middlewareMode: true, hmr: { server } } })
  : undefined;
/** @typedef {import('@remix-run/node').ServerBuild & { entry: { module: { MAP_EMBED_ORIGIN: string } } }} AppBuild */
/** @type {() => Promise<AppBuild>} */
const loadBuild = vite
  ? () => /** @type {Promise<AppBuild>} */ (vite.ssrLoadModule('virtual:remix/server-build'))
  : () => import(`./${buildDir}/server/index.js`);
// In development every request asks Vite, which hands back the current modules after an edit.
const build = vite ? loadBuild : await loadBuild();
// An edited module may render differently: development drops every cached page.
vite?.watcher.on('change', () => cache.purge(['*']));

/**
 * What every loader and action gets: the visitor's address, the per-request read memo, the caches,
 * and where the visit counter should count this response (`countAs`, kept in `res.locals`).
 * @param {{ clientIp?: string, nonce: string, refusal?: number, locals?: Record<string, unknown> }} request
 * @returns {import('@remix-run/node').AppLoadContext & { types: Set<string> }}
 */
function loadContext({ clientIp, nonce, refusal, locals }) {
  /** @param {string} path */
  const countAs = (path) => {
    if (locals) locals.countAs = path;
  };
  return { clientIp, nonce, refusal, reads: new Map(), types: new Set(), cmsCache: cache.data, purge: cache.purge, countAs };
}

const renderForCache = createFetchHandler(build, mode);

const app = express();
app.disable('x-powered-by');
// Behind a TLS proxy, the visitor's address comes from X-Forwarded-For.
app.set('trust proxy', env.TRUST_PROXY);
app.use(compression());
app.use(createNonce);
app.use(
  securityHeaders({
    // Admin previews still show the CMS's own URLs (or the object store's); public images come from /img.
    imageOrigins: [env.PUBLIC_CMS_URL, env.S3_PUBLIC_URL].filter((url) => url !== undefined).map((url) => new URL(url).origin),
    frameOrigins: [(await loadBuild()).entry.module.MAP_EMBED_ORIGIN],
  }),
);
if (vite) app.use(vite.middlewares);
else {
  // Hashed build assets never change; everything else in build/client may.
  app.use('/assets', express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: '1y' }));
  app.use(express.static(`${buildDir}/client`, { maxAge: '1h' }));
}
app.use(personalAnswersArePrivate);
// Before the page cache, so a page answered from memory counts too (STATS_COUNTING=false: off).
const visits = env.STATS_COUNTING ? createVisitCounter({ cmsUrl: env.CMS_URL, secret: env.REVALIDATE_SECRET, flushIntervalMs: env.STATS_FLUSH_MS }) : undefined;
if (visits) app.use(visits.count);
app.post('/_revalidate', revalidateEndpoint({ secret: env.REVALIDATE_SECRET, purge: cache.purge }));
app.use(
  pageCache({
    cache,
    render: async (request) => {
      const context = loadContext({ nonce: NONCE_PLACEHOLDER });
      return { response: await renderForCache(request, context), types: context.types };
    },
  }),
);
const methodsOf = typeof build === 'function' ? async (/** @type {URL} */ url) => methodsOfBuild(await build())(url) : methodsOfBuild(build);
app.use(refuseBadRequests({ methodsOf }));
app.all(
  '*',
  createRequestHandler({ build, mode, getLoadContext: (req, res) => loadContext({ clientIp: req.ip, nonce: res.locals.nonce, refusal: res.locals.refusal, locals: res.locals }) }),
);

server.on('request', app);
const ready = () => console.log(`Web siap di http://localhost:${env.PORT}${vite ? ' (pengembangan, Vite)' : ''}`);
if (env.HOST) server.listen(env.PORT, env.HOST, ready);
else server.listen(env.PORT, ready);
// What was counted since the last round goes to the CMS before the process ends.
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, async () => {
  await stopper.stop();
  visits?.stop();
  await visits?.flush();
  process.exit(0);
});
