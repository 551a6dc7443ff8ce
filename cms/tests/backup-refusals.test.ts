// What restore and seed:reset refuse, with exit code 1, a message and no stack trace, before
// they touch the database: a missing or wrong key, a truncated, corrupt or foreign file, and no
// terminal without --yes. The database stays as it was. Database-independent, so SQLite only
// (tests/README.md); a small village, since nothing is restored. (The round trip:
// backup-restore.test.ts.)
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, pngBytes } from './support/api';
import { KEY, noStackTrace, readEverything } from './support/backup';
import { npmRun } from './support/process';
import { validRecords, VALID_OPTIONS } from './support/records';
import { startCms, type RunningCms } from './support/strapi-server';

const SLOW = 240_000;

describe('restore and seed:reset refusals', () => {
  let cms: RunningCms;
  let archive: string;
  let before: Awaited<ReturnType<typeof readEverything>>;
  let uploadsBefore: string[];
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'desa-backup-refusals-'));
  const env = (extra: Record<string, string> = {}) => ({ ...cms.env, BACKUP_KEY: KEY, ...extra });

  beforeAll(async () => {
    cms = await startCms();
    // A record of every type, with its image, for the backup to hold.
    const admin = await asAdmin(cms.url);
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    for (const [kind, valid] of Object.entries(validRecords(await pngBytes()))) expect((await admin.post(`/${kind}/create`, valid())).status).toBe(201);
    const backup = await npmRun('backup', ['--out', outDir], env());
    expect(backup.code, backup.output).toBe(0);
    archive = path.join(outDir, readdirSync(outDir)[0]);
    before = await readEverything(cms.url);
    uploadsBefore = cms.files().uploads.sort();
  }, SLOW);
  afterAll(async () => {
    await cms?.stop();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('refuses a missing or wrong key, a truncated, corrupt or foreign file, and no terminal without --yes: nothing changes', async () => {
    const bytes = readFileSync(archive);
    const truncated = path.join(outDir, 'terpotong.tar.gz.enc');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const corrupt = path.join(outDir, 'rusak.tar.gz.enc');
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(corrupt, flipped);
    const foreign = path.join(outDir, 'lain.tar.gz');
    writeFileSync(foreign, gzipSync(Buffer.alloc(4096)));
    const text = path.join(outDir, 'catatan.txt');
    writeFileSync(text, 'bukan arsip');

    const cases: [string[], Record<string, string>, RegExp][] = [
      [[archive, '--yes'], { BACKUP_KEY: '' }, /terenkripsi.*BACKUP_KEY/],
      [[archive, '--yes'], { BACKUP_KEY: 'kunci yang salah' }, /Kunci salah/],
      [[truncated, '--yes'], {}, /rusak atau terpotong/],
      [[corrupt, '--yes'], {}, /rusak atau terpotong/],
      [[foreign, '--yes'], {}, /bukan arsip cadangan/],
      [[text, '--yes'], {}, /bukan arsip cadangan desa/],
      [[path.join(outDir, 'tidak-ada.tar.gz'), '--yes'], {}, /tidak ditemukan/],
      [[archive], {}, /Tidak ada terminal.*--yes/s],
    ];
    for (const [args, extra, message] of cases) {
      const run = await npmRun('restore', args, env(extra));
      expect(run.code, run.output).toBe(1);
      expect(run.output).toMatch(message);
      noStackTrace(run.output);
    }
    const reset = await npmRun('seed:reset', [], env());
    expect(reset.code, reset.output).toBe(1);
    expect(reset.output).toMatch(/Tidak ada terminal.*--yes/s);
    noStackTrace(reset.output);

    expect(await readEverything(cms.url)).toEqual(before);
    expect(cms.files().uploads.sort()).toEqual(uploadsBefore);
  }, SLOW);
});
