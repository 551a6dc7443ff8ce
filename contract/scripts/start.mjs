#!/usr/bin/env node
// `npm start`: build what is not built yet, start the CMS (seeding an empty database) and
// the web app, print where they are, stop both on Ctrl-C. `npm run dev`: both in watch mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSecrets } from './secrets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dev = process.argv.includes('--dev');
const env = {
  CMS_PORT: '1337',
  WEB_PORT: '3000',
  STRAPI_TELEMETRY_DISABLED: 'true',
  ...process.env,
};
env.CMS_URL ||= `http://localhost:${env.CMS_PORT}`;
env.PUBLIC_CMS_URL ||= env.CMS_URL;
env.CORS_ORIGINS ||= `http://localhost:${env.WEB_PORT}`;

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} dtk`;
const step = (message) => console.log(`\n▶ ${message} (${seconds()})`);

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'build', '.cache', '.tmp', 'types'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds `workspace` when its output is missing or older than its sources. */
function buildIfStale(workspace, output, sources) {
  const built = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newest(path.join(root, source))));
  if (built && built >= changed) return;
  step(`Membangun ${workspace} (sekali saja; bisa 1-2 menit)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ Gagal membangun ${workspace}.`);
    process.exit(result.status ?? 1);
  }
}

function run(name, args, cwd, extraEnv = {}) {
  const child = spawn(args[0], args.slice(1), { cwd: path.join(root, cwd), env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`\n✖ ${name} berhenti (kode ${code}). Menghentikan semuanya.`);
      stop(code ?? 1);
    }
  });
  return child;
}

async function waitFor(url, what, timeoutSeconds = 600) {
  const until = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} tidak menjawab di ${url}`);
}

let stopping = false;
const children = [];
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  const cmsSecrets = ensureSecrets(root, 'cms');
  const webSecrets = ensureSecrets(root, 'web');
  buildIfStale('contract', 'contract/dist/esm/index.js', ['contract/src']);
  if (!dev) {
    buildIfStale('cms', 'cms/dist/build/index.html', ['cms/src', 'cms/config']);
    buildIfStale('web', 'web/build/server/index.js', ['web/app', 'web/public']);
  } else {
    spawnSync('npm', ['run', 'build:plugins', '-w', 'cms'], { cwd: root, stdio: 'inherit', env });
  }

  step(dev ? 'Menjalankan CMS (strapi develop)…' : 'Menjalankan CMS…');
  children.push(run('cms', ['npx', 'strapi', dev ? 'develop' : 'start'], 'cms', cmsSecrets));
  await waitFor(`http://127.0.0.1:${env.CMS_PORT}/_health`, 'CMS');

  step('Menjalankan web…');
  const webCommand = dev ? ['npx', 'remix', 'vite:dev', '--port', env.WEB_PORT] : ['npx', 'remix-serve', './build/server/index.js'];
  children.push(run('web', webCommand, 'web', { ...webSecrets, PORT: env.WEB_PORT }));
  await waitFor(`http://127.0.0.1:${env.WEB_PORT}/`, 'Web');

  const admin = process.env.ADMIN_EMAIL
    ? `${process.env.ADMIN_EMAIL} (kata sandi dari ADMIN_PASSWORD)`
    : 'admin@desawisata.test / Admin12345 (bawaan pengembangan; atur ADMIN_EMAIL dan ADMIN_PASSWORD)';
  console.log(`
✔ Siap dalam ${seconds()}.
  Situs desa      http://localhost:${env.WEB_PORT}
  Back office     http://localhost:${env.WEB_PORT}/admin   (masuk di /signin)
  Admin desa      ${admin}
  CMS / API       ${env.CMS_URL}/api/v1   ·   panel Strapi ${env.CMS_URL}/admin
                  (akun panel pertama: STRAPI_ADMIN_EMAIL/STRAPI_ADMIN_PASSWORD, atau daftar sendiri di panel)
  Tekan Ctrl-C untuk menghentikan keduanya.`);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  stop(1);
}
