#!/usr/bin/env node
// `npm run backup [-- --out DIR]`: one timestamped archive of the whole village (content,
// options, profile, accounts with password hashes, uploaded files) through Strapi's data
// transfer. With BACKUP_KEY set the archive is encrypted (AES-256-GCM, scrypt).
import { constants, existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { appDir, formatBytes, loadEnvFile, loadStrapi, operatorPath, parseArgs, refuse, runCommand, seconds } from './lib/cli.mjs';
import { createEncryptStream } from './lib/archive-cipher.mjs';
import { exportArchive } from './lib/transfer.mjs';

/** 20250131-020000 in WIB, the village's time. */
function timestamp() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date())
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}${parts.second}`;
}

/**
 * A new archive's path in `dir`: today's name, numbered when that is taken.
 * @param {string} dir
 * @param {boolean} encrypted
 */
function archiveName(dir, encrypted) {
  const base = `cadangan-desa-${timestamp()}`;
  const ext = encrypted ? '.tar.gz.enc' : '.tar.gz';
  for (let n = 1; ; n += 1) {
    const file = path.join(dir, `${base}${n > 1 ? `-${n}` : ''}${ext}`);
    if (!existsSync(file)) return file;
  }
}

await runCommand(async () => {
  loadEnvFile();
  const { flags } = parseArgs(process.argv.slice(2), ['out']);
  const outDir = flags.out ? operatorPath(flags.out) : path.resolve(appDir, process.env.BACKUP_DIR || 'backups');
  try {
    await fs.mkdir(outDir, { recursive: true, mode: 0o700 });
    await fs.access(outDir, constants.W_OK);
  } catch {
    refuse(`Folder cadangan ${outDir} tidak bisa ditulisi.`);
  }
  const key = process.env.BACKUP_KEY || '';
  const target = archiveName(outDir, Boolean(key));
  const partial = path.join(outDir, `.${path.basename(target)}.sebagian`);
  const started = Date.now();

  console.log(key ? 'Membuat cadangan terenkripsi (BACKUP_KEY)…' : 'Membuat cadangan (tanpa enkripsi: isi BACKUP_KEY untuk mengenkripsi)…');
  const strapi = await loadStrapi();
  try {
    const { file, warnings } = await exportArchive(strapi, {
      basePath: partial,
      encrypt: key ? () => createEncryptStream(key) : undefined,
      log: console.log,
    });
    await fs.chmod(file, 0o600);
    await fs.rename(file, target);
    for (const warning of warnings) console.log(`  peringatan: ${warning}`);
  } catch (error) {
    await fs.rm(`${partial}.tar.gz`, { force: true });
    throw error;
  } finally {
    await strapi.destroy();
  }
  const { size } = await fs.stat(target);
  console.log(`Cadangan selesai dalam ${seconds(started)}: ${target} (${formatBytes(size)})`);
  console.log('Simpan salinannya di luar server ini (lihat README, "Cadangan dan pemulihan").');
});
