// The web app's production server: Remix behind Express, with the process-wide caches of
// public content (server/content-cache.mjs), the page cache for anonymous visitors
// (server/page-cache.mjs) and the endpoint the CMS calls after every content write.
import { createRequestHandler } from '@remix-run/express';
import { createRequestHandler as createFetchHandler, installGlobals } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import { createContentCache } from './server/content-cache.mjs';
import { NONCE_PLACEHOLDER, pageCache, personalAnswersArePrivate } from './server/page-cache.mjs';
import { env } from './server/env.mjs';
import { methodsOfBuild, refuseBadRequests } from './server/refusals.mjs';
import { revalidateEndpoint } from './server/revalidate.mjs';
import { createNonce, securityHeaders } from './server/security.mjs';

installGlobals({ nativeFetch: true });
// WEB_BUILD_DIR: serve a build made beside the usual one (see vite.config.ts).
const buildDir = env.WEB_BUILD_DIR;
const build = await import(`./${buildDir}/server/index.js`);
const mode = env.NODE_ENV;
const cache = createContentCache();

/**
 * What every loader and action gets: the visitor's address, the per-request read memo, the caches.
 * @param {{ clientIp?: string, nonce: string, refusal?: number }} request
 * @returns {import('@remix-run/node').AppLoadContext & { types: Set<string> }}
 */
function loadContext({ clientIp, nonce, refusal }) {
  return { clientIp, nonce, refusal, reads: new Map(), types: new Set(), cmsCache: cache.data, purge: cache.purge };
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
    frameOrigins: [build.entry.module.MAP_EMBED_ORIGIN],
  }),
);
// Hashed build assets never change; everything else in build/client may.
app.use('/assets', express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: '1y' }));
app.use(express.static(`${buildDir}/client`, { maxAge: '1h' }));
app.use(personalAnswersArePrivate);
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
app.use(refuseBadRequests({ methodsOf: methodsOfBuild(build) }));
app.all(
  '*',
  createRequestHandler({ build, mode, getLoadContext: (req, res) => loadContext({ clientIp: req.ip, nonce: res.locals.nonce, refusal: res.locals.refusal }) }),
);

const ready = () => console.log(`Web siap di http://localhost:${env.PORT}`);
const server = env.HOST ? app.listen(env.PORT, env.HOST, ready) : app.listen(env.PORT, ready);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
