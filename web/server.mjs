// The web app's production server: Remix behind Express, with the process-wide caches of
// public content (server/content-cache.mjs), the page cache for anonymous visitors
// (server/page-cache.mjs) and the endpoint the CMS calls after every content write.
import { createRequestHandler } from '@remix-run/express';
import { createRequestHandler as createFetchHandler, installGlobals } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import { createContentCache } from './server/content-cache.mjs';
import { NONCE_PLACEHOLDER, pageCache, personalAnswersArePrivate } from './server/page-cache.mjs';
import { revalidateEndpoint, revalidateSecret } from './server/revalidate.mjs';
import { createNonce, securityHeaders } from './server/security.mjs';

installGlobals({ nativeFetch: true });
const secret = revalidateSecret();
// WEB_BUILD_DIR: serve a build made beside the usual one (see vite.config.ts).
const buildDir = process.env.WEB_BUILD_DIR || 'build';
const build = await import(`./${buildDir}/server/index.js`);
const mode = process.env.NODE_ENV;
const cache = createContentCache();

/** What every loader and action gets: the visitor's address, the per-request read memo, the caches. */
function loadContext({ clientIp, nonce }) {
  return { clientIp, nonce, reads: new Map(), types: new Set(), cmsCache: cache.data, purge: cache.purge };
}

const renderForCache = createFetchHandler(build, mode);

const app = express();
app.disable('x-powered-by');
// Behind a TLS proxy, the visitor's address comes from X-Forwarded-For.
app.set('trust proxy', process.env.TRUST_PROXY === 'true');
app.use(compression());
app.use(createNonce);
app.use(
  securityHeaders({
    // Admin previews still show the CMS's own URLs (or the object store's); public images come from /img.
    imageOrigins: [process.env.PUBLIC_CMS_URL || process.env.CMS_URL || 'http://localhost:1337', process.env.S3_PUBLIC_URL]
      .filter(Boolean)
      .map((url) => new URL(url).origin),
    frameOrigins: [build.entry.module.MAP_EMBED_ORIGIN],
  }),
);
// Hashed build assets never change; everything else in build/client may.
app.use('/assets', express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: '1y' }));
app.use(express.static(`${buildDir}/client`, { maxAge: '1h' }));
app.use(personalAnswersArePrivate);
app.post('/_revalidate', revalidateEndpoint({ secret, purge: cache.purge }));
app.use(
  pageCache({
    cache,
    render: async (request) => {
      const context = loadContext({ nonce: NONCE_PLACEHOLDER });
      return { response: await renderForCache(request, context), types: context.types };
    },
  }),
);
app.all('*', createRequestHandler({ build, mode, getLoadContext: (req, res) => loadContext({ clientIp: req.ip, nonce: res.locals.nonce }) }));

const port = Number(process.env.PORT) || 3000;
const server = app.listen(port, process.env.HOST, () => console.log(`Web siap di http://localhost:${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
