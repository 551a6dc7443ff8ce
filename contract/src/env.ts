// Environment names and defaults, used by the start script, the CMS, the web app,
// the tests and docker-compose alike, and the rules of the values both servers read (each
// server reads its own environment in one module: cms/src/env.ts, web/server/env.mjs).
import { z } from 'zod';

export const ENV_DEFAULTS = {
  CMS_PORT: '1337',
  WEB_PORT: '3000',
  CMS_URL: 'http://localhost:1337',
  PUBLIC_CMS_URL: 'http://localhost:1337',
  PUBLIC_WEB_URL: 'http://localhost:3000',
  DEV_ADMIN_EMAIL: 'admin@desawisata.test',
  DEV_ADMIN_PASSWORD: 'Admin12345',
} as const;

/**
 * glibc's allocator settings for both servers (set before a process starts: `npm start` and
 * the Dockerfiles). Two arenas instead of eight per core, and large buffers (image bytes)
 * always in their own mapping, handed back to the system when freed instead of kept in an
 * arena. Measured by `npm run bench:memory`: the web server after a crawl of every page and
 * image width 333 → 248 MB, the CMS 524 → 404 MB.
 */
export const ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
} as const;

/**
 * Node's own flags for each server (`npm start` and the Dockerfiles; decision 0022). The web
 * server renders pages whose garbage dies young: a young generation of 2×4 MB instead of V8's
 * 2×16 MB keeps it about 60 MB lighter after a crawl of the site. Strapi keeps much of what its
 * start-up makes, so a smaller young generation only moves it to the old one; a heap that grows
 * more slowly (--optimize-for-size) takes it from about 460 MB to 310 MB after start and from
 * 490 MB to 330 MB after the crawl (`npm run bench:memory`).
 */
export const SERVER_NODE_FLAGS = {
  cms: ['--optimize-for-size'],
  web: ['--max-semi-space-size=4'],
} as const;

const PORT_RULE = 'harus nomor port (1–65535)';

/** zod rules of environment values, with the Indonesian message a bad value stops the start with. */
export const ENV_RULES = {
  /** `true` or `false` (`1` or `0`, as switches are often written). */
  flag: (fallback = false) =>
    z
      .enum(['true', 'false', '1', '0'], { error: 'harus true atau false (atau 1 atau 0)' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1'),
  /** A TCP port number. */
  port: z
    .string()
    .regex(/^\d{1,5}$/, PORT_RULE)
    .transform(Number)
    .refine((value) => value >= 1 && value <= 65535, PORT_RULE),
  /** An http(s) address; a trailing slash is dropped so paths can be appended. */
  httpUrl: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'harus alamat http:// atau https://')
    .transform((value) => value.replace(/\/+$/, '')),
};
