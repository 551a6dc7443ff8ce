// The environment a benchmark gives a throw-away CMS: production mode, no seed, no telemetry,
// its database and uploads in `workDir`, and placeholder secrets (nothing it signs outlives it);
// and starting one, signed in.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @param {string} workDir
 * @param {{ email: string, password: string }} admin the first ADMIN's sign-in
 */
export function benchCmsEnv(workDir, admin) {
  return {
    NODE_ENV: 'production',
    SEED: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_LOG: 'false',
    DATABASE_FILENAME: `${workDir}/bench.db`,
    CMS_PUBLIC_DIR: `${workDir}/public`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    APP_KEYS: 'a,b,c,d',
    API_TOKEN_SALT: 's',
    ADMIN_JWT_SECRET: 's',
    JWT_SECRET: 's',
    TRANSFER_TOKEN_SALT: 's',
    ENCRYPTION_KEY: 's',
  };
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Median of `rounds` timed calls, in ms. @param {number} rounds @param {() => Promise<unknown>} call */
export async function medianOf(rounds, call) {
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * The 95th percentile of `rounds` timed calls, in ms, after `warmups` unmeasured ones; each call
 * is given its round (negative while warming up).
 * @param {number} rounds @param {number} warmups @param {(round: number) => Promise<unknown>} call
 */
export async function p95Of(rounds, warmups, call) {
  for (let round = 0; round < warmups; round += 1) await call(-1 - round);
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await call(round);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.95)];
}

const BENCH_ADMIN = { email: 'bench@desa.test', password: 'Bench12345' };

/**
 * Starts the built CMS on an empty SQLite database in a new temporary folder (`name` in its
 * name) and signs its first ADMIN in. `stop` ends it and removes the folder.
 * @param {string} name
 * @param {Record<string, string>} [env]
 */
export async function startBenchCms(name, env = {}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `desa-bench-${name}-`));
  mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const cms = spawn(process.execPath, [path.join(appDir, 'server.js')], {
    cwd: appDir,
    stdio: 'ignore',
    env: { ...process.env, ...benchCmsEnv(workDir, BENCH_ADMIN), HOST: '127.0.0.1', CMS_PORT: String(port), ...env },
  });
  const stop = async () => {
    cms.kill('SIGTERM');
    await sleep(500);
    if (!process.env.BENCH_KEEP) rmSync(workDir, { recursive: true, force: true });
  };
  try {
    for (let tries = 0; ; tries += 1) {
      if ((await fetch(`${url}/_health`).catch(() => null))?.status === 204) break;
      if (tries > 600) throw new Error('CMS tidak siap dalam 2 menit.');
      await sleep(200);
    }
    const login = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
    // The session comes back as the legacy client's cookie; a Bearer header carries it as well.
    const token = decodeURIComponent(/desa_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '');
    if (!token) throw new Error(`Masuk gagal: ${login.status}`);
    return { url, workDir, token, stop, pid: /** @type {number} */ (cms.pid) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Creates a record through `POST /api/v1{path}` with a small PNG in `fileField`, as the ADMIN of
 * `token`; answers its id.
 * @param {{ url: string, token: string }} cms
 * @param {string} apiPath
 * @param {Record<string, string>} fields
 * @param {string} fileField
 */
export async function createRecord({ url, token }, apiPath, fields, fileField) {
  const sharp = require('sharp');
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } }).png().toBuffer();
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set(fileField, new Blob([png], { type: 'image/png' }), 'foto.png');
  const answer = await fetch(`${url}/api/v1${apiPath}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  if (answer.status !== 201) throw new Error(`${apiPath}: ${answer.status} ${await answer.text()}`);
  const created = /** @type {{ data: { id: string } }} */ (await answer.json());
  return created.data.id;
}
