// No Docker engine runs here, so docker-compose.yml is checked against the code instead:
// services, ports, health checks, and every environment variable the code reads.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ALLOCATOR_ENV, ENV_DEFAULTS, SERVER_NODE_FLAGS } from '../src/env.js';

const root = path.resolve(__dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
// Compose's `!reset` tag (drop the base file's value) means an empty value here.
const replicas = parse(readFileSync(path.join(root, 'docker-compose.replicas.yml'), 'utf8').replaceAll('!reset ', ''));
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
  // `import.meta.env.DEV` is Vite's build flag, not a variable; an env module's schema keys are its reads.
  const patterns = [/process\.env\.([A-Z][A-Z0-9_]+)/g, /(?<!meta\.)\benv\?*\.([A-Z][A-Z0-9_]+)/g, /\benv(?:\.\w+)?\(\s*'([A-Z][A-Z0-9_]+)'/g, /requireSecret\(env, '([A-Z][A-Z0-9_]+)'\)/g];
  for (const file of dirs.flatMap((dir) => sources(path.join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.add(match[1]);
    if (/[\\/]env\.(ts|mjs)$/.test(file)) for (const match of text.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)) names.add(match[1]);
  }
  return names;
}

// INIT_CWD is set by npm; BENCH_* tune the benchmark scripts; the commands set STRAPI_TELEMETRY_DISABLED.
const BUILD_OR_TEST_ONLY = new Set(['STRAPI_BUILDING', 'NODE_ENV', 'HOST', 'PORT', 'UPLOAD_TMP_DIR', 'STRAPI_STARTUP_LOG', 'INIT_CWD', 'BENCH_ROWS', 'BENCH_REQUESTS', 'BENCH_CONCURRENCY', 'BENCH_GROWTH_ROWS', 'STRAPI_TELEMETRY_DISABLED']);
// The operator commands (backup, restore, seed:reset) run inside the cms container too.
const cmsReads = variablesReadBy('cms/config', 'cms/src', 'cms/scripts');
const webReads = variablesReadBy('web/app', 'web/server.mjs', 'web/server');
const environment = (service: string) => Object.keys(compose.services[service].environment ?? {});

describe('docker-compose.yml', () => {
  it('has postgres (with a volume), cms and web, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['cms', 'minio', 'minio-bucket', 'postgres', 'web']);
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

  it('stores uploads in MinIO: the bucket the CMS uses is created at start, public URL shared with the web app', () => {
    const { minio, cms, web } = compose.services;
    expect(minio.volumes).toEqual(['minio-data:/data']);
    expect(minio.healthcheck.test).toBeTruthy();
    expect(compose.services['minio-bucket'].depends_on.minio.condition).toBe('service_healthy');
    expect(compose.services['minio-bucket'].command.join(' ')).toContain(`mc mb --ignore-existing store/${cms.environment.S3_BUCKET} `);
    expect(cms.depends_on['minio-bucket'].condition).toBe('service_completed_successfully');
    expect(cms.environment.S3_ENDPOINT).toBe('http://minio:9000');
    expect(cms.environment.S3_PUBLIC_URL).toMatch(new RegExp(`/${cms.environment.S3_BUCKET}\\}$`));
    expect(web.environment.S3_PUBLIC_URL).toBe(cms.environment.S3_PUBLIC_URL);
    expect(minio.networks.default.aliases).toContain(new URL(cms.environment.S3_PUBLIC_URL.replace(/^\$\{S3_PUBLIC_URL:-|\}$/g, '')).hostname);
  });

  it('replicas: one proxy, two host names, every web replica told about writes', () => {
    const { proxy, cms, web } = replicas.services;
    const caddyfile: string = replicas.configs.caddyfile.content;
    const site = new URL(web.environment.PUBLIC_WEB_URL);
    const api = new URL(cms.environment.PUBLIC_CMS_URL);
    expect(site.host).not.toBe(api.host);
    expect(caddyfile).toContain(`${site.origin} {\n  reverse_proxy {\n    dynamic a web ${ENV_DEFAULTS.WEB_PORT}`);
    expect(caddyfile).toContain(`${api.origin} {\n  reverse_proxy {\n    dynamic a cms ${ENV_DEFAULTS.CMS_PORT}`);
    expect(proxy.networks.default.aliases.sort()).toEqual([api.hostname, site.hostname].sort());
    expect(cms.environment.CORS_ORIGINS).toBe(site.origin);
    expect(cms.ports).toEqual([]);
    expect(web.ports).toEqual([]);
    const urls = cms.environment.WEB_REVALIDATE_URLS.split(',');
    expect(urls.length).toBeGreaterThan(1);
    urls.forEach((url: string, index: number) => expect(url).toBe(`http://${compose.name}-web-${index + 1}:${ENV_DEFAULTS.WEB_PORT}/_revalidate`));
    for (const name of Object.keys(cms.environment)) expect(cmsReads.has(name), `cms ${name}`).toBe(true);
    for (const name of Object.keys(web.environment)) expect(webReads.has(name), `web ${name}`).toBe(true);
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
    for (const service of ['cms', 'web'] as const) {
      expect(compose.services[service].build).toEqual({ context: '.', dockerfile: `${service}/Dockerfile` });
      const dockerfile = readFileSync(path.join(root, service, 'Dockerfile'), 'utf8');
      expect(dockerfile).toContain(`npm run build -w ${service}`);
      // The allocator settings `npm start` gives both servers, in the image's environment too.
      const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
      for (const [name, value] of Object.entries(ALLOCATOR_ENV)) expect(runtimeStage, `${service} ${name}`).toMatch(new RegExp(`ENV .*\\b${name}=${value}\\b`));
      // And Node's flags (decision 0022), on the command that starts the server.
      const command = JSON.parse(/^CMD (\[.*\])$/m.exec(runtimeStage)![1]!) as string[];
      expect(command.slice(1, 1 + SERVER_NODE_FLAGS[service].length), service).toEqual([...SERVER_NODE_FLAGS[service]]);
    }
  });
});
