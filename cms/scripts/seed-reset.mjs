#!/usr/bin/env node
// `npm run seed:reset`: empties the content (records, accounts, uploaded files) and seeds
// the demo village again. Asks first unless run with --yes.
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline/promises';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(appDir, 'dist');

if (!process.argv.includes('--yes')) {
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('Semua konten, akun dan foto akan dihapus lalu diisi data demo. Lanjutkan? (ya/tidak) ');
  prompt.close();
  if (!/^(y|ya|yes)$/i.test(answer.trim())) process.exit(0);
}

process.env.SEED = 'false';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
const { createStrapi } = require('@strapi/strapi');
const app = await createStrapi({ appDir, distDir }).load();
const seed = require(path.join(distDir, 'src/seed/index.js'));
try {
  console.log('Menghapus konten…');
  await seed.clearContent(app);
  await seed.createAdmin(app);
  console.log('Mengisi data demo…');
  await seed.seedDemoVillage(app, console.log);
} finally {
  await app.destroy();
}
