#!/usr/bin/env node
// `npm run restore -- FILE [--yes]`: replaces the configured database (SQLite or PostgreSQL)
// and the uploaded files with a backup. The whole archive is checked first (key, GCM tag,
// gzip, tar, JSON, Strapi metadata): a wrong, damaged or foreign file changes nothing.
// Afterwards every session is ended and the web app is asked to drop its cache.
import { existsSync, mkdtempSync, promises as fs, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Refusal, confirm, distDir, loadEnvFile, loadStrapi, operatorPath, parseArgs, refuse, requireFromApp, runCommand, seconds } from './lib/cli.mjs';
import { archiveKind, decryptArchive } from './lib/archive-cipher.mjs';
import { checkArchive, describeCounts } from './lib/archive-check.mjs';
import { importArchive } from './lib/transfer.mjs';
import { createStaging, removeStaging, swapInStaging } from './lib/uploads.mjs';
import { purgeWebCache } from './lib/web-cache.mjs';

const USAGE = 'Pemakaian: npm run restore -- BERKAS-CADANGAN [--yes]';

/**
 * A plain, verified .tar.gz of the archive: the file itself, or its decryption in a private temp folder.
 * @param {string} file
 * @param {string} tempDir
 */
async function plainArchive(file, tempDir) {
  const kind = await archiveKind(file);
  if (kind === 'unknown') refuse('Ini bukan arsip cadangan desa (bukan .tar.gz atau .tar.gz.enc). Tidak ada yang diubah.');
  if (kind === 'gzip') return file;
  const key = process.env.BACKUP_KEY;
  if (!key) refuse('Arsip ini terenkripsi. Isi BACKUP_KEY dengan kunci yang dipakai saat mencadangkan. Tidak ada yang diubah.');
  console.log('Membuka enkripsi dan memeriksa keaslian arsip…');
  const plain = path.join(tempDir, 'arsip.tar.gz');
  await decryptArchive(file, plain, key);
  return plain;
}

await runCommand(async () => {
  loadEnvFile();
  const { flags, positional } = parseArgs(process.argv.slice(2));
  if (positional.length !== 1) refuse(USAGE);
  const file = operatorPath(positional[0]);
  if (!existsSync(file) || !statSync(file).isFile()) refuse(`Berkas cadangan tidak ditemukan: ${file}`);

  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'desa-pulih-'));
  try {
    const started = Date.now();
    const plain = await plainArchive(file, tempDir);
    console.log('Memeriksa isi arsip…');
    const summary = await checkArchive(plain);
    console.log(`Arsip ${path.basename(file)} (dibuat ${summary.createdAt ?? 'tanpa tanggal'}, Strapi ${summary.strapiVersion}):`);
    console.log(`  ${describeCounts(summary.counts, summary.files)}`);
    if (summary.newerTypes.length) console.log(`  catatan: arsip ini dibuat sebelum ada ${summary.newerTypes.join(', ')}; bagian itu akan kosong.`);

    await confirm('Semua konten, akun dan foto di database ini akan DIGANTI dengan isi arsip. Lanjutkan?', flags.yes);

    const staging = await createStaging();
    process.env.CMS_PUBLIC_DIR = staging.staging;
    console.log('Memulihkan…');
    let strapi;
    let sessions;
    try {
      let warnings;
      try {
        strapi = await loadStrapi();
        ({ warnings } = await importArchive(strapi, { file: plain, log: console.log }));
      } catch (error) {
        await removeStaging(staging);
        if (error instanceof Refusal) throw error;
        refuse(`Pemulihan gagal dan dibatalkan; database dan foto tetap seperti sebelumnya.\nSebab: ${/** @type {Error | null | undefined} */ (error)?.message ?? error}`);
      }
      await swapInStaging(staging);
      for (const warning of warnings) console.log(`  peringatan: ${warning}`);
      // A backup from before the English version brings rows without a locale and i18n's old
      // default language: the content becomes the Indonesian version, as at the CMS's start.
      await requireFromApp(path.join(distDir, 'src/locales.js')).ensureLocales(strapi);
      // A backup from before drafts holds published versions only: each gets its draft.
      await requireFromApp(path.join(distDir, 'src/content/publishing.js')).ensureDrafts(strapi);
      // Account ids change in an import: no session of before may stay valid.
      sessions = await strapi.db.query('admin::session').deleteMany({});
    } finally {
      await strapi?.destroy();
    }
    console.log(`Pemulihan selesai dalam ${seconds(started)}. ${sessions?.count ?? 0} sesi diakhiri: semua orang perlu masuk lagi.`);
    await purgeWebCache(console.log);
  } finally {
    await fs.rm(tempDir, { recursive: true, force: true });
  }
});
