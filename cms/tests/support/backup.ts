// What the backup and restore tests share: the backups' passphrase, and every read of the site
// (public and ADMIN, both languages, the trash and the log's deletions, every image's bytes)
// to compare a database before and after.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { expect } from 'vitest';
import { CONTENT_KINDS, CONTENT_TYPES } from '@desa/contract';
import { ApiClient, asAdmin } from './api';

export const KEY = 'kunci cadangan desa untuk tes';
const TYPES = CONTENT_KINDS.map((kind) => CONTENT_TYPES[kind].path);

async function listAll(api: ApiClient, type: string, locale: string) {
  const records: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await api.get(`/${type}/all?limit=100&page=${page}${locale}`);
    if (!Array.isArray(body?.data)) return body;
    records.push(...body.data);
    if (page >= body.last_page) return { ...body, data: records };
  }
}

/** Every public and ADMIN read, with the server's origin taken out, and the bytes of every image. */
export async function readEverything(url: string) {
  const anonymous = new ApiClient(url);
  const admin = await asAdmin(url);
  const reads: Record<string, unknown> = {};
  for (const type of TYPES) {
    for (const locale of ['', '&locale=en']) {
      const list = await listAll(anonymous, type, locale);
      reads[`/${type}/all${locale}`] = list;
      for (const record of list?.data ?? []) reads[`/${type}/${record.id}${locale}`] = (await anonymous.get(`/${type}/${record.id}?${locale.slice(1)}`)).body;
    }
  }
  for (const read of ['/setting/all', '/site', '/site?locale=en', '/user/contact']) reads[read] = (await anonymous.get(read)).body;
  reads['/user/all'] = (await admin.get('/user/all')).body;
  // The guests' requests and reviews (issues 38 and 40): the demo village's reviewed stays.
  for (const read of ['/booking/all?limit=100', '/review/all?limit=100']) reads[read] = (await admin.get(read)).body;
  // The trash and the activity log travel too (the log's sign-ins grow with every read, so its deletions stand for it).
  reads['/trash'] = (await admin.get('/trash?limit=100')).body;
  // (An entry's number is its row's, which a restore may renumber.)
  const deletions = (await admin.get('/activity?action=delete&limit=100')).body;
  reads['/activity?action=delete'] = { ...deletions, data: deletions.data.map(({ id: _row, ...entry }: { id: number }) => entry) };
  const text = JSON.stringify(reads).replaceAll(url, '');
  const images: Record<string, string> = {};
  for (const [image] of text.matchAll(/\/uploads\/[^"?]+/g)) {
    const bytes = Buffer.from(await (await fetch(`${url}${image}`)).arrayBuffer());
    images[image] = createHash('sha256').update(bytes).digest('hex');
  }
  return { reads: JSON.parse(text), images };
}

/** Rows in Strapi's session table (users-permissions and panel sessions), read straight from the database. */
export async function countSessions(env: NodeJS.ProcessEnv) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM strapi_sessions');
    await client.end();
    return rows[0].n as number;
  }
  const db = new Database(env.DATABASE_FILENAME!, { readonly: true });
  const { n } = db.prepare('SELECT count(*) AS n FROM strapi_sessions').get() as { n: number };
  db.close();
  return n;
}

export const noStackTrace = (output: string) => expect(output).not.toMatch(/\n\s+at /);
