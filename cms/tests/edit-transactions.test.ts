// One edit, one transaction (issue 53): each write path of /api/v1 is made to fail at its last
// step (the Riwayat entry, or a partner's waiting change, refused by a database trigger inside the
// transaction), and afterwards the record, its photos and files, its Riwayat, the trash and the
// change table are exactly as before, and the answer is a 500 with the generic message only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@desa/contract';
import { ApiClient, asAdmin, form, invitePartner, pngBytes, type Answer, type InvitedPartner } from './support/api';
import { sql } from './support/database';
import { VALID_OPTIONS, validRecords } from './support/records';
import { startCms, type RunningCms } from './support/strapi-server';

let cms: RunningCms;
let admin: ApiClient;
let partner: InvitedPartner;
let VALID: ReturnType<typeof validRecords>;
let blue: Buffer;

beforeAll(async () => {
  cms = await startCms({});
  admin = await asAdmin(cms.url);
  VALID = validRecords(await pngBytes());
  blue = await pngBytes(40, 30, { r: 20, g: 20, b: 200 });
  for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
  partner = await invitePartner(admin);
});
afterAll(async () => cms?.stop());

function ok(answer: Answer, status = 200) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

/** Inserts into `table` fail while `work` runs (a trigger, on SQLite or PostgreSQL). */
async function failingInserts<T>(table: string, work: () => Promise<T>): Promise<T> {
  const postgres = cms.db === 'postgres';
  if (postgres) {
    await sql(cms.env, `CREATE OR REPLACE FUNCTION desa_fault() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'fault injected'; END $$ LANGUAGE plpgsql`);
    await sql(cms.env, `CREATE TRIGGER desa_fault BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION desa_fault()`);
  } else {
    await sql(cms.env, `CREATE TRIGGER desa_fault BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'fault injected'); END`);
  }
  try {
    return await work();
  } finally {
    await sql(cms.env, postgres ? `DROP TRIGGER desa_fault ON ${table}` : 'DROP TRIGGER desa_fault');
  }
}

/** Everything an edit of a homestay may touch: its rows and links, uploads (rows and files), Riwayat, trash, changes. */
async function stored() {
  const tables = postgresOr(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
    "SELECT name FROM sqlite_master WHERE type = 'table'",
  );
  const names = (await sql(cms.env, tables)).map((row) => String(row.name));
  const touched = names.filter((name) => name.startsWith('homestays') || name.startsWith('files') || ['activity_entries', 'trash_entries', 'listing_changes'].includes(name)).sort();
  const rows = Object.fromEntries(await Promise.all(touched.map(async (name) => [name, await sql(cms.env, `SELECT * FROM ${name} ORDER BY id`)] as const)));
  return { rows: JSON.parse(JSON.stringify(rows)), uploads: cms.files().uploads.sort() };
}
const postgresOr = (postgres: string, sqlite: string) => (cms.db === 'postgres' ? postgres : sqlite);

/** The edit fails as a whole: a 500 that says nothing of the fault, and nothing stored changed. */
async function failsWhole(table: string, edit: () => Promise<Answer>) {
  const before = await stored();
  const answer = await failingInserts(table, edit);
  expect(answer.status, JSON.stringify(answer.body)).toBe(500);
  expect(answer.body).toEqual({ message: API.serverError });
  expect(await stored()).toEqual(before);
}

const homestay = async () => ok(await admin.post('/homestay/create', VALID.homestay()), 201).data;
const edit = (title: string) => form({ title, photos_keep: 'file:0' }, [{ bytes: blue, name: 'baru.png' }]);

describe('a write that fails at its last step leaves everything as it was', () => {
  it('create', async () => {
    await failsWhole('activity_entries', () => admin.post('/homestay/create', VALID.homestay()));
  });

  it('update: the fields, the photos replaced, the state', async () => {
    const item = await homestay();
    await failsWhole('activity_entries', () => admin.post(`/homestay/update/${item.id}?_method=PATCH`, edit('Judul Gagal')));
    expect(ok(await admin.get(`/homestay/${item.id}`)).title).toBe(item.title);
  });

  it('an English edit', async () => {
    const item = await homestay();
    await failsWhole('activity_entries', () => admin.post(`/homestay/update/${item.id}?locale=en&_method=PATCH`, { title: 'Failed', description: '<p>No.</p>', location: 'Village' }));
  });

  it('delete', async () => {
    const item = await homestay();
    await failsWhole('activity_entries', () => admin.delete(`/homestay/delete/${item.id}`));
  });

  it('publish and take down', async () => {
    const item = await homestay();
    await failsWhole('activity_entries', () => admin.post(`/homestay/unpublish/${item.id}`));
    ok(await admin.post(`/homestay/unpublish/${item.id}`));
    await failsWhole('activity_entries', () => admin.post(`/homestay/publish/${item.id}`));
  });

  it("a partner's update: its Riwayat entry or its waiting change refused", async () => {
    const item = await homestay();
    ok(await admin.request('PATCH', `/partners/${partner.id}`, { homestays: [item.id], products: [] }));
    await failsWhole('activity_entries', () => partner.client.post(`/homestay/update/${item.id}?_method=PATCH`, edit('Usulan Gagal')));
    await failsWhole('listing_changes', () => partner.client.post(`/homestay/update/${item.id}?_method=PATCH`, edit('Usulan Gagal')));
  });

  it('approve', async () => {
    const item = await homestay();
    ok(await admin.request('PATCH', `/partners/${partner.id}`, { homestays: [item.id], products: [] }));
    ok(await partner.client.post(`/homestay/update/${item.id}?_method=PATCH`, edit('Usulan Disetujui')), 202);
    const [change] = ok(await admin.get('/approvals')).data.filter((approval: { item_id: string }) => approval.item_id === item.id);
    await failsWhole('activity_entries', () => admin.post(`/approvals/${change.id}/approve`, {}));
    expect(ok(await admin.get(`/homestay/${item.id}`)).title).toBe(item.title);
  });

  it('restore', async () => {
    const item = await homestay();
    ok(await admin.delete(`/homestay/delete/${item.id}`));
    await failsWhole('activity_entries', () => admin.post(`/trash/homestay/${item.id}/restore`));
  });
});
