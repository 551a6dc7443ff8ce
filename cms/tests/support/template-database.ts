// A migrated, empty database for the starts that bring nothing of their own (no seed, no workDir,
// no setting a first start writes): the first such start of a build boots a CMS once on a fresh
// database and keeps it; the others copy it (SQLite: the file; PostgreSQL: CREATE DATABASE …
// TEMPLATE). A copy skips creating every table and index and the first start's rows: a boot takes
// about half as long. Test files running side by side share one, made once (a lock folder).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery } from './database';

/** Settings a first start writes into the database: a start given one of them gets a fresh one. */
export const FIRST_START_SETTINGS = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'STRAPI_ADMIN_EMAIL', 'STRAPI_ADMIN_PASSWORD', 'SEED', 'DATABASE_URL', 'DATABASE_FILENAME', 'ENCRYPTION_KEY'];
const WAIT_MS = 240_000;
/** A lock folder this old without its template was left by a run that died while making it. */
const ABANDONED_MS = 300_000;

/** The build's identity: its compiled code and schemas, and the Strapi it runs on. */
function buildHash(cmsDir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  for (const folder of ['dist/src', 'dist/config']) walk(path.join(cmsDir, folder));
  hash.update(readFileSync(require.resolve('@strapi/strapi/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The template of this build for `db`, made by `make` when there is none yet: `make` starts a CMS
 * on `workDir` and stops it. Answers the SQLite file, or the PostgreSQL database's name.
 */
export async function templateDatabase(cmsDir: string, db: 'sqlite' | 'postgres', make: (workDir: string) => Promise<void>): Promise<string> {
  const lock = path.join(os.tmpdir(), `desa-cms-template-${db}-${buildHash(cmsDir)}`);
  const ready = path.join(lock, 'ready');
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(ready)) {
    try {
      mkdirSync(lock);
    } catch {
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > ABANDONED_MS) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`no template database after ${WAIT_MS / 1000} s: ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      await make(lock);
      writeFileSync(ready, db === 'sqlite' ? path.join(lock, 'data.db') : readFileSync(path.join(lock, 'postgres-database'), 'utf8'));
    } catch (error) {
      rmSync(lock, { recursive: true, force: true });
      throw error;
    }
  }
  return readFileSync(ready, 'utf8');
}

/** Copies the SQLite template (and its write-ahead log, if the CMS left one) to `file`. */
export function copySqliteTemplate(template: string, file: string) {
  for (const suffix of ['', '-wal']) if (existsSync(template + suffix)) copyFileSync(template + suffix, file + suffix);
}

/** A new PostgreSQL database `name` with the template's tables and rows. */
export async function copyPostgresTemplate(template: string, name: string) {
  // The template's CMS has just stopped: its server-side sessions may take a moment to end.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if (attempt === 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Removes the templates this run made (a global setup's teardown): their folders, and PostgreSQL's databases. */
export async function removeTemplateDatabases() {
  for (const name of readdirSync(os.tmpdir()).filter((entry) => entry.startsWith('desa-cms-template-'))) {
    const lock = path.join(os.tmpdir(), name);
    const ready = path.join(lock, 'ready');
    if (name.startsWith('desa-cms-template-postgres-') && existsSync(ready) && process.env.TEST_DATABASE_URL) {
      await adminQuery(`DROP DATABASE IF EXISTS ${readFileSync(ready, 'utf8')} WITH (FORCE)`);
    }
    rmSync(lock, { recursive: true, force: true });
  }
}
