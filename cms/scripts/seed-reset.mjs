#!/usr/bin/env node
// `npm run seed:reset [-- --yes]`: empties the content (records, accounts, uploaded files, the trash and the activity log) and
// seeds the demo village again. Asks first; --yes answers for scripts and containers.
import path from 'node:path';
import { confirm, distDir, loadEnvFile, loadStrapi, parseArgs, requireFromApp, runCommand, whileDatabaseBusy } from './lib/cli.mjs';

await runCommand(async () => {
  loadEnvFile();
  const { flags } = parseArgs(process.argv.slice(2));
  await confirm('Semua konten, akun dan foto akan dihapus lalu diisi data demo. Lanjutkan?', flags.yes);
  const app = await loadStrapi();
  const seed = requireFromApp(path.join(distDir, 'src/seed/index.js'));
  try {
    // Emptying first makes the records repeatable when the running site held the database (a
    // photo stored just before the failed write may stay behind in the uploads, unlisted).
    await whileDatabaseBusy(async () => {
      console.log('Menghapus konten…');
      await seed.clearContent(app);
      await seed.createAdmin(app);
      console.log('Mengisi data demo…');
      await seed.seedDemoVillage(app, console.log);
    });
  } finally {
    await app.destroy();
  }
  console.log('Selesai: data demo terisi.');
});
