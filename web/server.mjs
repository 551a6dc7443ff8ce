// The web app's production server: what remix-serve does, plus the visitor's address in the
// load context (so the sign-in action can pass it on to the CMS's login rate limit).
import { createRequestHandler } from '@remix-run/express';
import { installGlobals } from '@remix-run/node';
import compression from 'compression';
import express from 'express';

installGlobals({ nativeFetch: true });
// WEB_BUILD_DIR: serve a build made beside the usual one (see vite.config.ts).
const buildDir = process.env.WEB_BUILD_DIR || 'build';
const build = await import(`./${buildDir}/server/index.js`);
const app = express();
app.disable('x-powered-by');
// Behind a TLS proxy, the visitor's address comes from X-Forwarded-For.
app.set('trust proxy', process.env.TRUST_PROXY === 'true');
app.use(compression());
// Hashed build assets never change; everything else in build/client may.
app.use('/assets', express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: '1y' }));
app.use(express.static(`${buildDir}/client`, { maxAge: '1h' }));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: (req) => ({ clientIp: req.ip }) }));

const port = Number(process.env.PORT) || 3000;
const server = app.listen(port, process.env.HOST, () => console.log(`Web siap di http://localhost:${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
