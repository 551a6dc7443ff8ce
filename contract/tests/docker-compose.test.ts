// No Docker engine runs here, so docker-compose.yml is checked against the code instead:
// services, ports, health checks, and every environment variable the code reads.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_DEFAULTS } from '../src/env.js';

const root = path.resolve(__dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

function sources(dir: string): string[] {
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (['node_modules', 'dist', 'build', 'tests', 'types'].includes(name)) return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [full] : [];
  });
}

/** Every variable a workspace's runtime code reads. */
function variablesReadBy(...dirs: string[]): Set<string> {
  const names = new Set<string>();
  const patterns = [/process\.env\.([A-Z][A-Z0-9_]+)/g, /\benv(?:\.\w+)?\(\s*'([A-Z][A-Z0-9_]+)'/g, /requireSecret\(env, '([A-Z][A-Z0-9_]+)'\)/g];
  for (const file of dirs.flatMap((dir) => sources(path.join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.add(match[1]);
  }
  return names;
}

// INIT_CWD is set by npm; BENCH_* tune the benchmark scripts; the commands set STRAPI_TELEMETRY_DISABLED.
const BUILD_OR_TEST_ONLY = new Set(['STRAPI_BUILDING', 'NODE_ENV', 'HOST', 'PORT', 'UPLOAD_TMP_DIR', 'STRAPI_STARTUP_LOG', 'INIT_CWD', 'BENCH_ROWS', 'BENCH_REQUESTS', 'BENCH_CONCURRENCY', 'STRAPI_TELEMETRY_DISABLED']);
// The operator commands (backup, restore, seed:reset) run inside the cms container too.
const cmsReads = variablesReadBy('cms/config', 'cms/src', 'cms/scripts');
const webReads = variablesReadBy('web/app', 'web/server.mjs', 'web/server');
const environment = (service: string) => Object.keys(compose.services[service].environment ?? {});

describe('docker-compose.yml', () => {
  it('has postgres (with a volume), cms and web, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['cms', 'postgres', 'web']);
    expect(compose.services.postgres.volumes[0]).toMatch(/^postgres-data:/);
    expect(compose.services.cms.volumes[0]).toBe('cms-uploads:/app/cms/public/uploads');
    expect(compose.services.cms.volumes).toContain('cms-backups:/app/cms/backups');
    for (const service of ['postgres', 'cms', 'web']) expect(compose.services[service].healthcheck.test).toBeTruthy();
    expect(compose.services.cms.depends_on.postgres.condition).toBe('service_healthy');
    expect(compose.services.web.depends_on.cms.condition).toBe('service_healthy');
  });

  it('publishes the default ports and points the web app at the cms service', () => {
    expect(compose.services.cms.ports).toEqual([`${ENV_DEFAULTS.CMS_PORT}:${ENV_DEFAULTS.CMS_PORT}`]);
    expect(compose.services.web.ports).toEqual([`${ENV_DEFAULTS.WEB_PORT}:${ENV_DEFAULTS.WEB_PORT}`]);
    expect(compose.services.cms.environment.CMS_PORT).toBe(ENV_DEFAULTS.CMS_PORT);
    expect(compose.services.web.environment.CMS_URL).toBe(`http://cms:${ENV_DEFAULTS.CMS_PORT}`);
    expect(compose.services.cms.environment.DATABASE_URL).toMatch(/^postgres:\/\/desa:.*@postgres:5432\/desa$/);
  });

  it('gives the CMS every secret and the admin account, with no default', () => {
    for (const secret of ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) {
      expect(cmsReads.has(secret), secret).toBe(true);
      expect(compose.services.cms.environment[secret]).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
    }
    expect(compose.services.web.environment.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
  });

  it('sets only variables the code reads', () => {
    for (const name of environment('cms')) expect(cmsReads.has(name) || name === 'NODE_ENV', `cms ${name}`).toBe(true);
    for (const name of environment('web')) expect(webReads.has(name) || ['NODE_ENV', 'PORT'].includes(name), `web ${name}`).toBe(true);
  });

  it('every variable the code reads is documented in the README', () => {
    for (const name of [...cmsReads, ...webReads]) {
      if (BUILD_OR_TEST_ONLY.has(name)) continue;
      expect(readme, `README should document ${name}`).toContain(`\`${name}\``);
    }
  });

  it('builds each app from its own Dockerfile with the repository as context', () => {
    for (const service of ['cms', 'web']) {
      expect(compose.services[service].build).toEqual({ context: '.', dockerfile: `${service}/Dockerfile` });
      const dockerfile = readFileSync(path.join(root, service, 'Dockerfile'), 'utf8');
      expect(dockerfile).toContain(`npm run build -w ${service}`);
    }
  });
});
