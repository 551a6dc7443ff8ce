#!/usr/bin/env node
// `npm run admin:reset-password -- --email EMAIL [--yes]`: the way back in for an admin who
// forgot their password. Sets a temporary password, prints it once, ends the account's sessions
// and records the reset in the Riwayat; the admin chooses their own at the next sign-in. Asks
// first; --yes answers for scripts; without a terminal and without --yes it refuses.
import path from 'node:path';
import { confirm, distDir, loadEnvFile, loadStrapi, parseArgs, refuse, requireFromApp, runCommand, whileDatabaseBusy } from './lib/cli.mjs';

await runCommand(async () => {
  loadEnvFile();
  const { flags } = parseArgs(process.argv.slice(2), ['email']);
  const email = flags.email;
  if (!email) refuse('Sebutkan akunnya: npm run admin:reset-password -- --email admin@desa.id');
  await confirm(`Kata sandi ${email} akan diganti dengan kata sandi sementara dan semua sesinya diakhiri. Lanjutkan?`, flags.yes);
  const app = await loadStrapi();
  const accounts = requireFromApp(path.join(distDir, 'src/plugins/v1/server/services/accounts.js'));
  let reset;
  try {
    reset = await whileDatabaseBusy(() => accounts.resetPassword(app, email));
  } finally {
    await app.destroy();
  }
  if (!reset) refuse(`Tidak ada akun dengan email ${email}. Tidak ada yang diubah.`);
  console.log(`\nKata sandi sementara untuk ${reset.name} (${email}):\n\n    ${reset.password}\n`);
  console.log('Ditampilkan sekali ini saja. Berikan secara pribadi; saat masuk, pemiliknya harus memilih kata sandi sendiri.');
});
