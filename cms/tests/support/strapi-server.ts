// Starts the real, built CMS (cms/server.js, as `npm start` does) on a fresh database and a free port.
// SQLite: a new file. PostgreSQL (TEST_DATABASE_URL): a new database, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery } from './database';
import { phase } from './phases';
import { cleanEnvironment, freePort, startServer } from './process';
import { copyPostgresTemplate, copySqliteTemplate, FIRST_START_SETTINGS, templateDatabase } from './template-database';

// TEST_CMS_DIR runs another built copy of the CMS (e.g. a known-good build beside work in progress).
const cmsDir = process.env.TEST_CMS_DIR ? path.resolve(process.env.TEST_CMS_DIR) : path.resolve(__dirname, '../..');
export const TEST_ADMIN = { email: 'admin@test.desa', password: 'AdminTes123' };

export type DatabaseKind = 'sqlite' | 'postgres';
/** The database of this pass (vitest.config.ts sets it per project). */
export const TEST_DB: DatabaseKind = (process.env.CMS_TEST_DB as DatabaseKind) || 'sqlite';
export type RunningCms = {
  url: string;
  db: DatabaseKind;
  /** The environment the server runs with: the same database and files for a command run beside it. */
  env: NodeJS.ProcessEnv;
  /** Files in the upload temp folder and in public/uploads, to check that nothing is left behind. */
  files: () => { temp: string[]; uploads: string[] };
  stop: () => Promise<void>;
  logs: () => string;
};

type StartOptions = {
  db?: DatabaseKind;
  seed?: boolean;
  env?: Record<string, string>;
  /** Reuse the database and files of an earlier start (SQLite only); the caller removes it. */
  workDir?: string;
};

function databaseUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh PostgreSQL database (a copy of `template` if given); a reused workDir keeps the one it was given first. */
async function postgresDatabaseFor(workDir: string, template?: string) {
  const marker = path.join(workDir, 'postgres-database');
  if (existsSync(marker)) return readFileSync(marker, 'utf8');
  const name = `desa_test_${randomBytes(4).toString('hex')}`;
  if (template) await copyPostgresTemplate(template, name);
  else await adminQuery(`CREATE DATABASE ${name}`);
  writeFileSync(marker, name);
  return name;
}

/** Whether a start brings nothing a first start would write: it can begin from the build's template (template-database.ts). */
function startsFromTemplate(options: StartOptions) {
  return !options.seed && !options.workDir && !Object.keys(options.env ?? {}).some((name) => FIRST_START_SETTINGS.includes(name));
}

async function dropPostgresDatabase(workDir: string) {
  const marker = path.join(workDir, 'postgres-database');
  if (existsSync(marker)) await adminQuery(`DROP DATABASE IF EXISTS ${readFileSync(marker, 'utf8')} WITH (FORCE)`);
}

/** Removes a workDir given to startCms, with its PostgreSQL database. */
export async function removeWorkDir(workDir: string) {
  await dropPostgresDatabase(workDir);
  rmSync(workDir, { recursive: true, force: true });
}

export async function startCms(options: StartOptions = {}): Promise<RunningCms> {
  const db = options.db ?? TEST_DB;
  const port = await freePort();
  const workDir = options.workDir ?? mkdtempSync(path.join(os.tmpdir(), 'desa-cms-test-'));
  const publicDir = path.join(workDir, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const template = startsFromTemplate(options)
    ? await phase('CMS template', () => templateDatabase(cmsDir, db, async (templateDir) => (await startCms({ db, workDir: templateDir })).stop()))
    : undefined;
  if (template && db === 'sqlite') copySqliteTemplate(template, path.join(workDir, 'data.db'));
  const postgres = db === 'postgres' ? databaseUrl(await postgresDatabaseFor(workDir, template)) : null;
  const uploadsTmp = path.join(workDir, 'upload-tmp');
  mkdirSync(uploadsTmp, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...cleanEnvironment(),
    NODE_ENV: 'production',
    CMS_PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_CMS_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: postgres ?? '',
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    APP_KEYS: 'a1,b2,c3,d4',
    API_TOKEN_SALT: 'salt',
    ADMIN_JWT_SECRET: 'admin-secret',
    JWT_SECRET: 'jwt-secret',
    TRANSFER_TOKEN_SALT: 'transfer-salt',
    ENCRYPTION_KEY: 'encryption-key-0',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED: options.seed ? 'true' : 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_LOG: 'false',
    UPLOAD_TMP_DIR: uploadsTmp,
    CMS_PUBLIC_DIR: publicDir,
    // Strapi reads cms/.env unless told otherwise: a developer's (npm start writes one) is not the test's.
    ENV_PATH: path.join(workDir, 'no.env'),
    ...options.env,
  };
  if (db === 'sqlite') delete env.DATABASE_URL;
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = await phase(options.seed ? 'CMS start + seed' : 'CMS start', () => startServer({
    args: ['server.js'],
    cwd: cmsDir,
    env,
    isReady: async () => (await fetch(`${url}/_health`)).status === 204,
    timeoutMs: 180_000,
    onFailure: async () => {
      if (!options.workDir) await removeWorkDir(workDir);
    },
  }));
  return {
    url,
    db,
    env,
    files: () => ({ temp: readdirSync(uploadsTmp), uploads: readdirSync(path.join(publicDir, 'uploads')) }),
    logs: output,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (!options.workDir) await removeWorkDir(workDir);
    },
  };
}
