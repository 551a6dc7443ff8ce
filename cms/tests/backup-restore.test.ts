// Backups on a real database, of the demo village a seeded start writes (checked first, and
// seeded once: support/demo-village.ts): backup while the site runs → seed:reset --yes → restore --yes
// gives back every /api/v1 read (ids, HTML, image bytes) and the ADMIN's password; a SQLite
// backup moves into a fresh PostgreSQL database. (Wrong keys, damaged and foreign files and a
// missing terminal: backup-refusals.test.ts.)
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, asAdmin, form, pngBytes } from './support/api';
import { KEY, countSessions, readEverything } from './support/backup';
import { sql } from './support/database';
import { npmRun } from './support/process';
import { expectDemoVillage, expectSameVillage } from './support/demo-village';
import { purgeListener } from './support/purge-listener';
import { TEST_ADMIN, TEST_DB, removeWorkDir, startCms, type RunningCms } from './support/strapi-server';

const SLOW = 240_000;

describe('backup and restore', () => {
  let cms: RunningCms;
  let workDir: string;
  let archive: string;
  let before: Awaited<ReturnType<typeof readEverything>>;
  let uploadsBefore: string[];
  let sessionBeforeBackup: ApiClient;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'desa-backup-test-'));
  const env = (extra: Record<string, string> = {}) => ({ ...cms.env, BACKUP_KEY: KEY, ...extra });

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-backup-cms-'));
    cms = await startCms({ seed: true, workDir });
  });
  afterAll(async () => {
    await cms?.stop();
    await removeWorkDir(workDir);
    rmSync(outDir, { recursive: true, force: true });
  });

  it('seeds an empty database with the demo village, in both languages, once', async () => {
    const village = await expectDemoVillage(cms);
    await cms.stop();
    cms = await startCms({ seed: true, workDir });
    await expectSameVillage(cms, village);
  }, SLOW);

  it('backs up the edited village while the site runs, encrypted: no plain content in the file', async () => {
    const admin = await asAdmin(cms.url);
    const article = (await admin.get('/article/all')).body.data[0];
    const edited = await admin.post(
      `/article/update/${article.id}?_method=PATCH`,
      form({ content: '<h2>Dipulihkan</h2><p>Isi <strong>utuh</strong> &amp; rapi, <a href="https://desa.test">tautan</a>.</p>' }, { bytes: await pngBytes(90, 60, { r: 200, g: 40, b: 40 }), name: 'baru.png' }),
    );
    expect(edited.status).toBe(200);
    const photo = (await admin.get('/gallery/all')).body.data[0];
    expect((await admin.delete(`/gallery/delete/${photo.id}`)).status).toBe(200);
    expect((await admin.post('/setting/create', { name: 'Gazebo Tepi Sawah', category: 'Fasilitas' })).status).toBe(201);
    // Visit statistics (issue 25): the daily rows go into the backup; today's salt and visitor marks never do.
    const now = cms.db === 'postgres' ? new Date() : Date.now();
    const stamps = [now, now, now];
    await sql(cms.env, 'INSERT INTO visit_stats (document_id, day, path, source, language, device, views, visitors, whatsapp, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', ['statistik1', '2026-03-01', '/wisata', 'google', 'id', 'ponsel', 12, 5, 2, ...stamps]);
    await sql(cms.env, 'INSERT INTO visit_salts (document_id, day, salt, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?)', ['garam1', '2026-03-01', 'garam-rahasia-hari-ini', ...stamps]);
    await sql(cms.env, 'INSERT INTO visitor_marks (document_id, day, mark, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?)', ['tanda1', '2026-03-01', 'tanda-pengunjung-hari-ini', ...stamps]);
    before = await readEverything(cms.url);
    uploadsBefore = cms.files().uploads.sort();
    sessionBeforeBackup = admin;

    const backup = await npmRun('backup', ['--out', outDir], env());
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Cadangan selesai dalam .*\.tar\.gz\.enc \(\d/);
    const files = readdirSync(outDir);
    expect(files).toEqual([expect.stringMatching(/^cadangan-desa-\d{8}-\d{6}\.tar\.gz\.enc$/)]);
    archive = path.join(outDir, files[0]);

    const bytes = readFileSync(archive);
    expect(bytes.subarray(0, 8).toString()).toBe('DESABAK1');
    expect(() => gunzipSync(bytes)).toThrow();
    for (const plain of ['metadata.json', 'Dipulihkan', TEST_ADMIN.email, 'Gazebo Tepi Sawah', 'plugin::users-permissions.user']) {
      expect(bytes.includes(Buffer.from(plain)), plain).toBe(false);
    }
  }, SLOW);

  it('seed:reset --yes, then restore --yes: every read, image and the old password come back; sessions end; the web cache is told', async () => {
    // On SQLite the running site may hold the write lock longer than the driver waits (its own
    // writes): held here from the moment the reset begins until it says it starts over.
    let lock: Database.Database | undefined;
    const release = () => {
      if (!lock?.open) return;
      if (lock.inTransaction) lock.exec('ROLLBACK');
      lock.close();
    };
    const reset = await npmRun('seed:reset', ['--yes'], env(), (output) => {
      if (cms.db !== 'sqlite') return;
      if (output.includes('mencoba lagi')) return release();
      if (lock || !output.includes('Menghapus konten')) return;
      lock = new Database(cms.env.DATABASE_FILENAME!);
      try {
        lock.exec('BEGIN IMMEDIATE');
      } catch (error) {
        release();
        throw error;
      }
      setTimeout(release, 60_000).unref();
    });
    release();
    expect(reset.code, reset.output).toBe(0);
    if (cms.db === 'sqlite') {
      expect(reset.output).toMatch(/Basis data sedang dipakai situs yang berjalan; mencoba lagi \(2 dari 5\)/);
      await expectDemoVillage(cms); // started over from an empty village: seeded once, whole
    }
    const afterReset = await readEverything(cms.url);
    expect(await sql(cms.env, 'SELECT id FROM visit_stats')).toEqual([]);
    expect(afterReset.reads['/tour/all']).not.toEqual(before.reads['/tour/all']);
    const sessionAfterReset = await asAdmin(cms.url);
    expect(await countSessions(cms.env)).toBeGreaterThan(0);

    const web = await purgeListener();
    const restore = await npmRun('restore', [archive, '--yes'], env({ WEB_REVALIDATE_URLS: `${web.url}, http://127.0.0.1:9/tidak-ada`, REVALIDATE_SECRET: 'rahasia-cache' }));
    await web.close();
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/Pemulihan selesai .* [1-9]\d* sesi diakhiri/);
    expect(await countSessions(cms.env)).toBe(0);
    expect(web.received).toEqual([{ auth: 'Bearer rahasia-cache', body: '{"types":["*"]}', url: '/_revalidate' }]);
    expect(restore.output).toMatch(/127\.0\.0\.1:9\/tidak-ada tidak terjangkau/);

    expect((await sessionAfterReset.get('/auth/me')).status).toBe(401);
    expect((await sessionBeforeBackup.get('/auth/me')).status).toBe(401);
    expect((await new ApiClient(cms.url).login(TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
    const after = await readEverything(cms.url);
    expect(after.reads).toEqual(before.reads);
    expect(after.images).toEqual(before.images);
    expect(Object.keys(after.images).length).toBeGreaterThan(40);
    expect(cms.files().uploads.sort()).toEqual(uploadsBefore);
    const visits = await (await asAdmin(cms.url)).get('/stats?from=2026-03-01&to=2026-03-01');
    expect(visits.body.totals).toEqual({ views: 12, visitors: 5, whatsapp: 2 });
    expect(await sql(cms.env, 'SELECT id FROM visit_salts WHERE salt = ?', ['garam-rahasia-hari-ini'])).toEqual([]);
    expect(await sql(cms.env, 'SELECT id FROM visitor_marks WHERE mark = ?', ['tanda-pengunjung-hari-ini'])).toEqual([]);
  }, SLOW);

  it.runIf(process.env.TEST_DATABASE_URL && TEST_DB === 'sqlite')(
    'moves a SQLite backup into a fresh PostgreSQL database with nothing lost',
    async () => {
      const target = await startCms({ db: 'postgres', seed: false });
      try {
        const restore = await npmRun('restore', [archive, '--yes'], { ...target.env, BACKUP_KEY: KEY });
        expect(restore.code, restore.output).toBe(0);
        const moved = await readEverything(target.url);
        expect(moved.reads).toEqual(before.reads);
        expect(moved.images).toEqual(before.images);
        expect(target.files().uploads.sort()).toEqual(uploadsBefore);
      } finally {
        await target.stop();
      }
    },
    SLOW,
  );
});
