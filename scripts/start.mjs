#!/usr/bin/env node
// `npm start`: build what is not built yet, start the CMS (seeding an empty database) and
// the web app, print where they are, stop both on Ctrl-C. `npm run dev`: both in watch mode.
// It stays resident only to supervise: package.json runs it with V8's --lite-mode (no optimising
// compiler, smaller heaps), which with plain http instead of fetch keeps it near a bare Node.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TARGETS, buildAll, buildIfStale, root } from './build.mjs';
import { ensureSecrets } from './secrets.mjs';

const dev = process.argv.includes('--dev');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} dtk`;
const step = (/** @type {string} */ message) => console.log(`\n▶ ${message} (${seconds()})`);

/**
 * The script behind a package's command (`strapi`, `remix`), to run with this Node directly:
 * `npx` would keep an npm process (about 60 MB) resident beside each server for nothing.
 * @param {string} workspace
 * @param {string} packageName
 * @param {string} command
 * @returns {string}
 */
function binOf(workspace, packageName, command) {
  const manifest = createRequire(path.join(root, workspace, 'package.json')).resolve(`${packageName}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin[command]);
}

/**
 * Starts `node args…` in `cwd`, its output prefixed with its name.
 * @param {string} name
 * @param {string[]} args
 * @param {string} cwd
 * @param {Record<string, string | undefined>} [extraEnv]
 */
function run(name, args, cwd, extraEnv = {}) {
  // Its own process group: Ctrl-C reaches the launcher, which stops the servers in order.
  const child = spawn(process.execPath, args, {
    cwd: path.join(root, cwd),
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  /** @param {import('node:stream').Readable} stream @param {NodeJS.WritableStream} out */
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`\n✖ ${name} berhenti (kode ${code}). Menghentikan semuanya.`);
      stop(code ?? 1);
    }
  });
  return child;
}

/** The status of a GET to `url`, or null when nothing answers. (Plain http, not fetch: undici
 * and its WebAssembly parser would stay in this process's memory for as long as it supervises.)
 * @param {string} url
 * @returns {Promise<number | null>}
 */
function statusOf(url) {
  return new Promise((resolve) => {
    const request = http.get(url, (response) => {
      response.resume();
      resolve(response.statusCode ?? null);
    });
    request.on('error', () => resolve(null));
    request.setTimeout(5000, () => request.destroy());
  });
}

/**
 * Waits until `url` answers below 500; throws after `timeoutSeconds`.
 * @param {string} url
 * @param {string} what
 */
async function waitFor(url, what, timeoutSeconds = 600) {
  const until = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < until) {
    const status = await statusOf(url);
    if (status !== null && status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} tidak menjawab di ${url}`);
}

let stopping = false;
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  /** @param {import('node:child_process').ChildProcess} child @param {NodeJS.Signals} name */
  const signal = (child, name) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {}
  };
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exits = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  running.forEach((child) => signal(child, 'SIGTERM'));
  const timeout = new Promise((resolve) => setTimeout(resolve, 10000).unref());
  await Promise.race([Promise.all(exits), timeout]);
  running.forEach((child) => signal(child, 'SIGKILL'));
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

let env = process.env;
/** Node's flags for each server (the contract's SERVER_NODE_FLAGS, read once it is built). */
let nodeFlags = /** @type {{ cms: readonly string[], web: readonly string[] }} */ ({ cms: [], web: [] });
try {
  await buildIfStale(TARGETS[0]);
  const { ALLOCATOR_ENV, ENV_DEFAULTS, SERVER_NODE_FLAGS } = await import('../contract/dist/esm/env.js');
  nodeFlags = SERVER_NODE_FLAGS;
  env = { STRAPI_TELEMETRY_DISABLED: 'true', ...ALLOCATOR_ENV, ...process.env };
  env.CMS_PORT ||= ENV_DEFAULTS.CMS_PORT;
  env.WEB_PORT ||= ENV_DEFAULTS.WEB_PORT;
  env.CMS_URL ||= `http://localhost:${env.CMS_PORT}`;
  env.PUBLIC_CMS_URL ||= env.CMS_URL;
  env.CORS_ORIGINS ||= `http://localhost:${env.WEB_PORT}`;
  // The CMS writes the guests' status links and chat messages with the public site's address.
  env.PUBLIC_WEB_URL ||= `http://localhost:${env.WEB_PORT}`;
  // The CMS tells the web server after every content write, so its page cache stays current.
  env.WEB_REVALIDATE_URLS ||= `http://127.0.0.1:${env.WEB_PORT}/_revalidate`;
  if (process.env.NODE_ENV !== 'production') {
    // A run on this machine, not a deployment: the development admin and plain-http cookies
    // on localhost. A deployment sets NODE_ENV=production itself and must bring its own.
    env.ADMIN_EMAIL ||= ENV_DEFAULTS.DEV_ADMIN_EMAIL;
    env.ADMIN_PASSWORD ||= ENV_DEFAULTS.DEV_ADMIN_PASSWORD;
    env.WEB_INSECURE_COOKIES ||= 'true';
  }
  const cmsSecrets = ensureSecrets(root, 'cms');
  const webSecrets = ensureSecrets(root, 'web');
  // Both apps must agree on the purge secret; it is kept in web/.env and given to the CMS.
  Object.assign(cmsSecrets, { REVALIDATE_SECRET: webSecrets.REVALIDATE_SECRET });
  if (!dev) {
    await buildAll({ env });
    // Both servers run their production builds; `npm run dev` is the development mode.
    env.NODE_ENV = 'production';
  }

  step(dev ? 'Menjalankan CMS (strapi develop)…' : 'Menjalankan CMS…');
  children.push(run('cms', [...nodeFlags.cms, ...(dev ? [binOf('cms', '@strapi/strapi', 'strapi'), 'develop'] : ['server.js'])], 'cms', cmsSecrets));
  await waitFor(`http://127.0.0.1:${env.CMS_PORT}/_health`, 'CMS');

  step('Menjalankan web…');
  // The same server in both modes (headers, page cache, purge endpoint); --dev puts Vite's
  // middleware with hot reload where the production build would be.
  children.push(run('web', [...nodeFlags.web, 'server.mjs', ...(dev ? ['--dev'] : [])], 'web', { ...webSecrets, PORT: env.WEB_PORT }));
  await waitFor(`http://127.0.0.1:${env.WEB_PORT}/`, 'Web');

  const admin = process.env.ADMIN_EMAIL
    ? `${process.env.ADMIN_EMAIL} (kata sandi dari ADMIN_PASSWORD)`
    : `${ENV_DEFAULTS.DEV_ADMIN_EMAIL} / ${ENV_DEFAULTS.DEV_ADMIN_PASSWORD} (bawaan pengembangan; atur ADMIN_EMAIL dan ADMIN_PASSWORD)`;
  console.log(`
✔ Siap dalam ${seconds()}.
  Situs desa      http://localhost:${env.WEB_PORT}
  Back office     http://localhost:${env.WEB_PORT}/admin   (masuk di /signin)
  Admin desa      ${admin}
  CMS / API       ${env.CMS_URL}/api/v1   ·   panel Strapi ${env.CMS_URL}/admin
                  (akun panel pertama: STRAPI_ADMIN_EMAIL/STRAPI_ADMIN_PASSWORD, atau daftar sendiri di panel)
  Tekan Ctrl-C untuk menghentikan keduanya.`);
} catch (error) {
  console.error(`\n✖ ${/** @type {Error} */ (error).message}`);
  stop(1);
}
