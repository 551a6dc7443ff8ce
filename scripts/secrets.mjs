// Secrets live in git-ignored env files: cms/.env and web/.env. In development missing ones
// are generated; in production a missing one is a clear error.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const key = () => randomBytes(16).toString('base64');

export const SECRETS = {
  cms: {
    APP_KEYS: () => [key(), key(), key(), key()].join(','),
    API_TOKEN_SALT: key,
    ADMIN_JWT_SECRET: key,
    JWT_SECRET: key,
    TRANSFER_TOKEN_SALT: key,
    ENCRYPTION_KEY: key,
  },
  web: { SESSION_SECRET: () => randomBytes(32).toString('hex'), REVALIDATE_SECRET: () => randomBytes(32).toString('hex') },
};

/**
 * The `NAME=value` lines of an env file (quotes around a value taken off); {} when it is missing.
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line))
    .filter((match) => match !== null)
    .map(([, name, value]) => [name, value.replace(/^(['"])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries);
}

/**
 * Returns the secrets of one app (from the environment, else its .env), writing missing ones.
 * @param {string} root
 * @param {keyof typeof SECRETS} app
 * @param {{ production?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function ensureSecrets(root, app, { production = process.env.NODE_ENV === 'production' } = {}) {
  const file = path.join(root, app, '.env');
  const stored = readEnvFile(file);
  /** @type {Record<string, string>} */
  const values = {};
  const missing = [];
  for (const [name, generate] of Object.entries(SECRETS[app])) {
    const value = process.env[name] || stored[name];
    if (value) values[name] = value;
    else if (production) missing.push(name);
    else values[name] = stored[name] = generate();
  }
  if (missing.length) {
    throw new Error(`Rahasia belum diisi untuk ${app}: ${missing.join(', ')}. Di produksi isi lewat lingkungan atau ${app}/.env.`);
  }
  const lines = Object.entries(stored).map(([name, value]) => `${name}=${value}`);
  if (!production) writeFileSync(file, `# Dibuat otomatis oleh npm start; jangan di-commit.\n${lines.join('\n')}\n`, { mode: 0o600 });
  return values;
}
