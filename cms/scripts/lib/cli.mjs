// What the operator commands (backup, restore, seed:reset) share: arguments, the question
// before a destructive step, clean refusals, cms/.env, and a quiet Strapi instance.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const distDir = path.join(appDir, 'dist');
export const requireFromApp = createRequire(path.join(appDir, 'package.json'));

/** An expected refusal: a message for people and exit code 1, never a stack trace. */
export class Refusal extends Error {}

/**
 * @param {string} message
 * @returns {never}
 */
export function refuse(message) {
  throw new Refusal(message);
}

/**
 * Runs a command; a Refusal prints its message, anything else also prints the cause.
 * @param {() => Promise<void>} main
 */
export async function runCommand(main) {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    if (error instanceof Refusal) console.error(`\n${error.message}`);
    else console.error(`\nGagal: ${/** @type {Error | null | undefined} */ (error)?.message ?? error}`);
    process.exit(1);
  }
}

/**
 * The flags of a command line: a value flag (one of `V`) holds its string, any other flag given holds `true`.
 * @template {string} V
 * @typedef {Partial<Record<V, string>> & Record<string, string | true | undefined>} Flags
 */

/**
 * Flags (`--yes`, `--out DIR`, `--out=DIR`) and positional arguments.
 * @template {string} [V=never]
 * @param {string[]} argv
 * @param {V[]} [valueFlags]
 * @returns {{ flags: Flags<V>, positional: string[] }}
 */
export function parseArgs(argv, valueFlags = []) {
  /** @type {Record<string, string | true>} */
  const flags = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s);
    if (/** @type {string[]} */ (valueFlags).includes(name)) {
      const value = inline ?? argv[++i];
      if (!value) refuse(`Opsi --${name} perlu nilai, misalnya --${name} /srv/cadangan`);
      flags[name] = value;
    } else flags[name] = true;
  }
  return { flags: /** @type {Flags<V>} */ (flags), positional };
}

/**
 * A path the operator typed, relative to where they ran npm (npm runs workspace scripts in cms/).
 * @param {string} input
 */
export function operatorPath(input) {
  return path.resolve(process.env.INIT_CWD || process.cwd(), input);
}

/** Reads cms/.env into process.env without overriding what is already set (as Strapi does). */
export function loadEnvFile() {
  const file = path.join(appDir, '.env');
  if (!existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (process.env[name] === undefined) process.env[name] = value;
  }
}

/**
 * Asks before a destructive step. `--yes` answers for the operator; without a terminal
 * (cron, a container, a pipe) there is nobody to ask, so it refuses.
 * @param {string} question
 * @param {string | boolean | undefined} yes
 */
export async function confirm(question, yes) {
  if (yes) return;
  if (!process.stdin.isTTY) {
    refuse(`${question}\nTidak ada terminal untuk bertanya. Jalankan lagi dengan --yes bila memang ingin melanjutkan.`);
  }
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await new Promise((resolve) => {
    prompt.question(`${question} (ya/tidak) `, resolve);
    prompt.once('close', () => resolve(''));
  });
  prompt.close();
  if (!/^(y|ya|yes)$/i.test(String(answer).trim())) refuse('Dibatalkan. Tidak ada yang diubah.');
}

/**
 * SQLite lets one process write at a time, and a write that meets the running site's write (a
 * schedule, a calendar's sync, a visitor's booking) fails at once with "database is locked" when
 * waiting could deadlock, or after the driver's 5 s wait. An operator's command beside a running
 * site waits and does its whole work again: `work` must be one that can be repeated from the start.
 * @template T
 * @param {() => Promise<T>} work
 * @param {{ attempts?: number, pauseMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function whileDatabaseBusy(work, { attempts = 5, pauseMs = 1000 } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const busy = /** @type {{ code?: string } | null} */ (error)?.code === 'SQLITE_BUSY' || /database is locked/.test(String(/** @type {Error | null} */ (error)?.message));
      if (!busy || attempt === attempts) throw error;
      console.log(`Basis data sedang dipakai situs yang berjalan; mencoba lagi (${attempt + 1} dari ${attempts})…`);
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
}

/**
 * Loads the built CMS (no HTTP server) quietly; an empty database never gets demo content here.
 * @returns {Promise<import('@strapi/strapi').Core.Strapi>}
 */
export async function loadStrapi() {
  if (!existsSync(path.join(distDir, 'src', 'index.js'))) {
    refuse('CMS belum dibangun. Jalankan dulu: npm run build');
  }
  process.env.SEED = 'false';
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  const { createStrapi } = requireFromApp('@strapi/strapi');
  const app = createStrapi({ appDir, distDir });
  app.log.level = 'error';
  return app.load();
}

/** @param {number} bytes */
export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Seconds since `since` (a Date.now()), for the operator. @param {number} since */
export function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} dtk`;
}
