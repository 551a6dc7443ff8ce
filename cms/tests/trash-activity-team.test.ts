// Issue 23 through /api/v1: the trash (a delete is restorable with the same id, image bytes,
// English version, option links and state; "Hapus permanen" and the 30-day clean-up remove the
// files), the activity log (each action once, with the right person, filtered), the team of
// admins (a temporary password that must be changed, deactivation ending sessions, the guards)
// and the reset command's refusals.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY, ACTOR_NAMES, REGISTER, TEAM, TEMPORARY_PASSWORD_PROOF_MINUTES, TRASH, WEB_CLIENT_HEADER, toWibIso } from '@desa/contract';
import { ApiClient, asAdmin, form, pngBytes, type Answer } from './support/api';
import { sql } from './support/database';
import { npmRun } from './support/process';
import { waitFor } from './support/purge-listener';
import { VALID_OPTIONS, validRecords } from './support/records';
import { TEST_ADMIN, startCms, type RunningCms } from './support/strapi-server';

const DAY_MS = 24 * 60 * 60 * 1000;
const ok = (answer: Answer, status = 200) => expect(answer.status, JSON.stringify(answer.body)).toBe(status);
const sha = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

describe('trash, activity log and team', () => {
  let cms: RunningCms;
  let admin: ApiClient;
  let anonymous: ApiClient;
  let records: ReturnType<typeof validRecords>;

  const create = async (kind: string, fields: Record<string, string> = {}) => {
    const body = records[kind]() as FormData;
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const answer = await admin.post(`/${kind}/create`, body);
    ok(answer, 201);
    return answer.body.data;
  };
  const trashIds = async () => (await admin.get('/trash?limit=100')).body.data.map((item: { id: string }) => item.id);
  const activity = async (query: string) => (await admin.get(`/activity?limit=100&${query}`)).body;
  /** Backdates a row of a table (trash entries, activity) by `days`. */
  const backdate = (table: string, column: string, value: string, days: number) =>
    sql(cms.env, `UPDATE ${table} SET created_at = ? WHERE ${column} = ?`, [cms.db === 'postgres' ? new Date(Date.now() - days * DAY_MS) : Date.now() - days * DAY_MS, value]);

  beforeAll(async () => {
    cms = await startCms({ env: { CLEANUP_INTERVAL_MS: '700', SCHEDULER_INTERVAL_MS: '500' } });
    admin = await asAdmin(cms.url);
    anonymous = new ApiClient(cms.url);
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    records = validRecords(await pngBytes());
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('restores a deleted tour as it was: same id, image bytes, English version, options, state and place', async () => {
    await admin.post('/setting/create', { name: 'Gazebo', category: 'Fasilitas' });
    const tour = await create('tour', { facility: 'Toilet,Gazebo', title: 'Curug Pulih' });
    ok(await admin.post(`/tour/update/${tour.id}?locale=en&_method=PATCH`, { title: 'Restored Falls', about: 'A waterfall.', location: 'Hamlet' }));
    const before = (await anonymous.get(`/tour/${tour.id}`)).body;
    const imageBefore = sha(await (await fetch(before.thumbnail)).arrayBuffer());
    const uploads = cms.files().uploads.sort();

    const deleted = await admin.delete(`/tour/delete/${tour.id}`);
    expect(deleted.body).toEqual({ message: 'Wisata berhasil dihapus!' });
    expect((await anonymous.get(`/tour/${tour.id}`)).status).toBe(404);
    expect((await anonymous.get('/tour/all')).body.data.map((record: { id: string }) => record.id)).not.toContain(tour.id);
    expect((await admin.get('/tour/all?status=all')).body.data.map((record: { id: string }) => record.id)).not.toContain(tour.id);
    // The image waits in the trash with the record.
    expect(cms.files().uploads.sort()).toEqual(uploads);
    const listed = (await admin.get('/trash')).body;
    expect(listed).toMatchObject({ total: 1, current_page: 1 });
    expect(listed.data[0]).toEqual({ type: 'tour', id: tour.id, title: 'Curug Pulih', deleted_by: expect.any(String), deleted_at: expect.any(String) });
    expect(listed.data[0].deleted_by).toBe((await admin.get('/auth/me')).body.name);

    const restored = await admin.post(`/trash/tour/${tour.id}/restore`);
    ok(restored);
    expect(restored.body).toMatchObject({ message: TRASH.restored('Curug Pulih'), notes: [], data: { id: tour.id } });
    const after = (await anonymous.get(`/tour/${tour.id}`)).body;
    expect(after).toEqual({ ...before, updated_at: after.updated_at, updatedAt: after.updatedAt });
    expect(sha(await (await fetch(after.thumbnail)).arrayBuffer())).toBe(imageBefore);
    expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).body).toMatchObject({ title: 'Restored Falls', locale: 'en', facility: 'Toilet,Gazebo' });
    expect((await admin.get('/trash')).body.total).toBe(0);
    expect((await admin.post(`/trash/tour/${tour.id}/restore`)).body).toEqual({ message: TRASH.notFound });
  });

  it('brings drafts and schedules back in their state', async () => {
    const draft = await create('article', { status: 'draft', title: 'Draf Pulih' });
    const when = toWibIso(new Date(Date.now() + 30 * DAY_MS).toISOString());
    const scheduled = await create('event', { status: 'scheduled', publish_at: when, title: 'Jadwal Pulih' });
    ok(await admin.delete(`/article/delete/${draft.id}`));
    ok(await admin.delete(`/event/delete/${scheduled.id}`));
    ok(await admin.post(`/trash/article/${draft.id}/restore`));
    ok(await admin.post(`/trash/event/${scheduled.id}/restore`));
    expect((await admin.get(`/article/${draft.id}?status=all`)).body).toMatchObject({ status: 'draft', title: 'Draf Pulih' });
    expect((await admin.get(`/event/${scheduled.id}?status=all`)).body).toMatchObject({ status: 'scheduled', publish_at: when });
    expect((await anonymous.get(`/article/${draft.id}`)).status).toBe(404);
  });

  it('explains an option gone or renamed meanwhile, and an option whose name was taken', async () => {
    await admin.post('/setting/create', { name: 'Warung', category: 'Fasilitas' });
    await admin.post('/setting/create', { name: 'Kolam', category: 'Fasilitas' });
    const tour = await create('tour', { facility: 'Toilet,Warung,Kolam', title: 'Curug Opsi' });
    ok(await admin.delete(`/tour/delete/${tour.id}`));
    const options = (await admin.get('/setting/all')).body as Array<{ id: string; name: string }>;
    const warung = options.find((option) => option.name === 'Warung')!;
    const kolam = options.find((option) => option.name === 'Kolam')!;
    // Unused now that its tour is in the trash: it may go, and another may be renamed.
    ok(await admin.delete(`/setting/delete/${warung.id}`));
    ok(await admin.post(`/setting/update/${kolam.id}?_method=PATCH`, { name: 'Kolam Renang', category: 'Fasilitas' }));
    const restored = await admin.post(`/trash/tour/${tour.id}/restore`);
    ok(restored);
    expect(restored.body.notes).toEqual([TRASH.optionGone('Fasilitas', ['Warung']), TRASH.optionRenamed('Fasilitas', 'Kolam', 'Kolam Renang')]);
    expect((await anonymous.get(`/tour/${tour.id}`)).body.facility).toBe('Toilet,Kolam Renang');

    // The trashed option "Warung": a new "Warung" exists now, so it comes back under another name.
    ok(await admin.post('/setting/create', { name: 'Warung', category: 'Fasilitas' }), 201);
    const back = await admin.post(`/trash/setting/${warung.id}/restore`);
    ok(back);
    expect(back.body.notes).toEqual([TRASH.nameTaken('Warung', 'Warung (dipulihkan)')]);
    expect((await admin.get('/setting/all')).body.filter((option: { name: string }) => option.name.startsWith('Warung')).length).toBe(2);
    // An option still in use is refused as before, and stays out of the trash.
    const toilet = (await admin.get('/setting/all')).body.find((option: { name: string }) => option.name === 'Toilet');
    expect((await admin.delete(`/setting/delete/${toilet.id}`)).status).toBe(409);
    expect(await trashIds()).not.toContain(toilet.id);
  });

  it('"Hapus permanen" removes the record and its files; bad requests change nothing', async () => {
    const uploads = cms.files().uploads.length;
    const photo = await create('gallery', { title: 'Foto Buang' });
    expect(cms.files().uploads.length).toBeGreaterThan(uploads);
    ok(await admin.delete(`/gallery/delete/${photo.id}`));
    for (const [method, path, status, message] of [
      ['POST', `/trash/kapal/${photo.id}/restore`, 404, TRASH.typeUnknown],
      ['POST', '/trash/gallery/tidak-ada/restore', 404, TRASH.notFound],
      ['DELETE', `/trash/tour/${photo.id}`, 404, TRASH.notFound],
      ['GET', '/activity?from=2026-02-30', 400, ACTIVITY.filterInvalid],
      ['GET', '/activity?from=2026-03-02&to=2026-03-01', 400, ACTIVITY.filterInvalid],
      ['GET', '/activity?action=hapus', 400, ACTIVITY.filterInvalid],
    ] as const) {
      const answer = await admin.request(method, path);
      expect(answer.status, path).toBe(status);
      expect(answer.body.message, path).toBe(message);
    }
    expect(await trashIds()).toContain(photo.id);
    const purged = await admin.delete(`/trash/gallery/${photo.id}`);
    expect(purged.body).toEqual({ message: TRASH.purged('Foto Buang') });
    expect(cms.files().uploads.length).toBe(uploads);
    expect(await trashIds()).not.toContain(photo.id);
  });

  it('the daily clean-up removes trash older than 30 days with its files, and activity older than 180 days', async () => {
    const uploads = cms.files().uploads.length;
    const old = await create('gallery', { title: 'Foto Lama' });
    const recent = await create('gallery', { title: 'Foto Baru' });
    ok(await admin.delete(`/gallery/delete/${old.id}`));
    ok(await admin.delete(`/gallery/delete/${recent.id}`));
    await backdate('trash_entries', 'record_id', old.id, 31);
    await backdate('trash_entries', 'record_id', recent.id, 29);
    const [oldest] = (await activity(`action=sign_in`)).data as Array<{ id: number }>;
    await sql(cms.env, 'UPDATE activity_entries SET created_at = ? WHERE id = ?', [cms.db === 'postgres' ? new Date(Date.now() - 181 * DAY_MS) : Date.now() - 181 * DAY_MS, oldest.id]);
    await waitFor(async () => !(await trashIds()).includes(old.id), 15_000);
    expect(await trashIds()).toContain(recent.id);
    expect(cms.files().uploads.length).toBe(uploads + 1);
    const purges = (await activity(`action=purge&person=system`)).data;
    expect(purges.filter((entry: { record_id: string }) => entry.record_id === old.id)).toEqual([
      expect.objectContaining({ actor: { kind: 'system', id: null, name: ACTOR_NAMES.cleanup }, record_title: 'Foto Lama' }),
    ]);
    await waitFor(async () => !(await activity('action=sign_in')).data.some((entry: { id: number }) => entry.id === oldest.id), 15_000);
  });

  it('logs each action once, with who did it, and filters the log', async () => {
    const me = (await admin.get('/auth/me')).body;
    const web = new ApiClient(cms.url);
    web.cookie = admin.cookie;
    const headers = { [WEB_CLIENT_HEADER.name]: WEB_CLIENT_HEADER.value };
    // Through the back office (the web app's header) and through another client.
    const created = await web.request('POST', '/package/create', records.package(), headers);
    ok(created, 201);
    const id = created.body.data.id;
    ok(await web.request('POST', `/package/update/${id}?_method=PATCH`, { price: '175000', title: 'Paket Baru' }, headers));
    ok(await admin.post(`/package/unpublish/${id}`));
    ok(await admin.post(`/package/publish/${id}`));
    const entries = (await activity(`type=package`)).data.filter((entry: { record_id: string }) => entry.record_id === id);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['publish', 'unpublish', 'update', 'create']);
    expect(entries[2]).toMatchObject({ fields: ['title', 'price'], actor: { kind: 'account', id: me.id, name: me.name }, record_title: 'Paket Baru' });
    expect(entries[0].actor).toEqual({ kind: 'api', id: me.id, name: me.name });

    // Sign-ins: the address shortened; a failure names the email tried.
    const client = new ApiClient(cms.url);
    expect((await client.login(TEST_ADMIN.email, 'SalahSekali1')).status).toBe(401);
    ok(await client.login());
    ok(await client.post('/auth/logout'));
    const signs = (await activity(`type=account&person=${me.id}`)).data.slice(0, 3);
    expect(signs.map((entry: { action: string }) => entry.action)).toEqual(['sign_out', 'sign_in', 'sign_in_failed']);
    expect(signs[1].ip).toBe('127.0.0.x');
    expect(signs[2]).toMatchObject({ record_title: TEST_ADMIN.email, ip: '127.0.0.x' });

    // Profile and village profile changes, with their fields.
    ok(await admin.post('/user/update?_method=PATCH', form({ name: me.name, phone: '081298765432', instagram: 'desa.pulih', email: me.email })));
    ok(await admin.post('/site?_method=PATCH', { name: 'Desa Pulih', tagline: 'Desa di kaki gunung', about: 'Sawah.', address: 'Garut', email: 'info@pulih.desa.id' }));
    expect((await activity('action=profile')).data[0]).toMatchObject({ fields: ['phone', 'instagram'] });
    expect((await activity('action=village')).data[0]).toMatchObject({ type: 'site', fields: expect.arrayContaining(['name']) });

    // Filters: a day range in WIB, an action, a person, a type.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    expect((await activity(`from=${today}&to=${today}&action=create&type=package`)).data.map((entry: { record_id: string }) => entry.record_id)).toContain(id);
    expect((await activity('from=2020-01-01&to=2020-01-02')).total).toBe(0);
    expect((await activity('person=panel')).total).toBe(0);
    expect((await activity(`person=${me.id}&action=update`)).data.every((entry: { actor: { id: string } }) => entry.actor.id === me.id)).toBe(true);
  });

  it('logs a scheduled publish as the system, once', async () => {
    const when = toWibIso(new Date(Date.now() + 1500).toISOString());
    const event = await create('event', { status: 'scheduled', publish_at: when, title: 'Terbit Sendiri' });
    await waitFor(async () => (await anonymous.get(`/event/${event.id}`)).status === 200, 15_000);
    const published = (await activity('action=publish&person=system')).data.filter((entry: { record_id: string }) => entry.record_id === event.id);
    expect(published).toEqual([expect.objectContaining({ actor: { kind: 'system', id: null, name: ACTOR_NAMES.scheduler }, record_title: 'Terbit Sendiri' })]);
  });

  it('invites an admin with a temporary password that must be changed first', async () => {
    const invited = await admin.post('/admins', { name: 'Budi Santoso', email: 'budi@test.desa', phone: '081211112222' });
    ok(invited, 201);
    const temporary = invited.body.temporary_password as string;
    expect(temporary).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
    expect(invited.body.data).toMatchObject({ name: 'Budi Santoso', active: true, must_change_password: true, last_sign_in_at: null });
    // Bad input and a taken email: 400, nothing made.
    const bad = await admin.post('/admins', { name: 'Bu', email: 'bukan-email', phone: '12' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'phone']);
    expect((await admin.post('/admins', { name: 'Budi Lagi', email: 'BUDI@test.desa', phone: '081211112222' })).body.errors).toEqual({ email: [TEAM.emailTaken] });
    expect((await admin.get('/admins')).body.data.length).toBe(2);

    const budi = new ApiClient(cms.url);
    const login = await budi.login('budi@test.desa', temporary);
    ok(login);
    expect(login.body.data.must_change_password).toBe(true);
    expect(await budi.get('/trash')).toMatchObject({ status: 403, body: { message: TEAM.mustChangePassword } });
    expect((await budi.get('/tour/all?status=all')).body).not.toHaveProperty('counts');
    const change = (fields: Record<string, string>) => budi.post('/auth/password', fields);
    expect((await change({ currentPassword: 'Salah1234', password: 'BudiDesa123', passwordConfirmation: 'BudiDesa123' })).body.errors).toEqual({ currentPassword: [TEAM.currentPasswordWrong] });
    expect((await change({ currentPassword: temporary, password: 'pendek', passwordConfirmation: 'lain' })).body.errors.password).toContain(REGISTER.passwordMin);
    // Fresh from signing in with it, the temporary password is proven: the new one twice is enough, never the same one.
    expect((await change({ password: temporary, passwordConfirmation: temporary })).body.errors).toEqual({ password: [TEAM.samePassword] });
    // A sign-in older than TEMPORARY_PASSWORD_PROOF_MINUTES proves nothing any more: the temporary password is asked again.
    const old = new Date(Date.now() - (TEMPORARY_PASSWORD_PROOF_MINUTES + 1) * 60_000);
    const [{ created_at: stored }] = await sql(cms.env, 'SELECT created_at FROM strapi_sessions LIMIT 1');
    await sql(cms.env, 'UPDATE strapi_sessions SET created_at = ?', [typeof stored === 'number' ? old.getTime() : typeof stored === 'string' ? old.toISOString() : old]);
    expect((await change({ password: 'BudiDesa123', passwordConfirmation: 'BudiDesa123' })).body.errors).toEqual({ currentPassword: [TEAM.currentPasswordRequired] });
    ok(await change({ currentPassword: temporary, password: 'BudiDesa123', passwordConfirmation: 'BudiDesa123' }));
    expect((await budi.get('/auth/me')).body).not.toHaveProperty('must_change_password');
    ok(await budi.get('/trash'));
    const listed = (await admin.get('/admins')).body.data.find((account: { email: string }) => account.email === 'budi@test.desa');
    expect(listed.last_sign_in_at).not.toBeNull();
  });

  it('deactivation ends sessions at once; nobody deactivates themselves; a password change ends other sessions', async () => {
    const budiId = (await admin.get('/admins')).body.data.find((account: { email: string }) => account.email === 'budi@test.desa').id;
    const budi = new ApiClient(cms.url);
    ok(await budi.login('budi@test.desa', 'BudiDesa123'));
    const me = (await admin.get('/auth/me')).body;
    expect(await admin.post(`/admins/${me.id}/deactivate`)).toMatchObject({ status: 409, body: { message: TEAM.notSelf } });
    expect((await admin.post('/admins/tidakada/deactivate')).status).toBe(404);
    ok(await admin.post(`/admins/${budiId}/deactivate`));
    expect((await budi.get('/auth/me')).status).toBe(401);
    expect((await new ApiClient(cms.url).login('budi@test.desa', 'BudiDesa123')).status).toBe(401);
    expect((await anonymous.get('/user/contact')).body.user.map((contact: { id: string }) => contact.id)).not.toContain(budiId);
    ok(await admin.post(`/admins/${budiId}/activate`));
    ok(await budi.login('budi@test.desa', 'BudiDesa123'));
    // Two admins deactivating each other at once: one of them stays.
    await Promise.all([admin.post(`/admins/${budiId}/deactivate`), budi.post(`/admins/${me.id}/deactivate`)]);
    const active = (await sql(cms.env, 'SELECT COUNT(*) AS n FROM up_users WHERE blocked = ?', [cms.db === 'postgres' ? false : 0]))[0].n;
    expect(Number(active)).toBeGreaterThanOrEqual(1);
    await sql(cms.env, 'UPDATE up_users SET blocked = ?', [cms.db === 'postgres' ? false : 0]);
    // Whichever lost was signed out everywhere: the ADMIN signs in again.
    ok(await admin.login());

    const other = new ApiClient(cms.url);
    ok(await other.login('budi@test.desa', 'BudiDesa123'));
    ok(await budi.login('budi@test.desa', 'BudiDesa123'));
    ok(await budi.post('/auth/password', { currentPassword: 'BudiDesa123', password: 'BudiBaru456', passwordConfirmation: 'BudiBaru456' }));
    expect((await other.get('/auth/me')).status).toBe(401);
    ok(await budi.get('/auth/me'));
    const actions = (await activity(`person=${me.id}&type=account`)).data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['admin_add', 'admin_deactivate', 'admin_activate']));
  });

  it('admin:reset-password refuses without a terminal and without --yes, and resets with --yes', async () => {
    const budi = new ApiClient(cms.url);
    ok(await budi.login('budi@test.desa', 'BudiBaru456'));
    const refused = await npmRun('admin:reset-password', ['--email', 'budi@test.desa'], cms.env);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(/Tidak ada terminal.*--yes/s);
    ok(await budi.get('/auth/me'));
    const unknown = await npmRun('admin:reset-password', ['--email', 'siapa@test.desa', '--yes'], cms.env);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toMatch(/Tidak ada akun dengan email siapa@test.desa/);

    const reset = await npmRun('admin:reset-password', ['--email', 'budi@test.desa', '--yes'], cms.env);
    expect(reset.code, reset.output).toBe(0);
    const temporary = /^\s{4}(\S+)$/m.exec(reset.output)?.[1];
    expect(temporary).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
    expect((await budi.get('/auth/me')).status).toBe(401);
    const login = await new ApiClient(cms.url).login('budi@test.desa', temporary);
    expect(login.body.data.must_change_password).toBe(true);
    expect((await activity('action=password_reset')).data[0].actor).toEqual({ kind: 'system', id: null, name: ACTOR_NAMES.command });
  });
});
