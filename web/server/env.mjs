// The web server's settings, read from its environment in this one place (the Epic Stack's
// env.server.ts; the build's own WEB_BUILD_DIR and WEB_PORT of `vite dev` are read by
// vite.config.ts, which runs before any server): server.mjs imports it, and so does the app through app/lib/env.server.ts;
// the app's build keeps it as an outside module (vite.config.ts), so a server parses once.
// A bad value stops the start with a message naming the variable; in production a missing
// secret does too, instead of a development fallback.
import { ENV_DEFAULTS, ENV_RULES, STATS } from '@desa/contract';
import { z } from 'zod';

const { flag, port, httpUrl } = ENV_RULES;

/** Signs cookies or guards the purge endpoint: required in production, a fixed value in development. */
const SECRETS = {
  SESSION_SECRET: 'npm start membuatnya di web/.env',
  REVALIDATE_SECRET: 'npm start membuatnya di web/.env dan cms/.env; nilainya sama di kedua aplikasi',
};

const schema = z
  .object({
    NODE_ENV: z.string().default('development'),
    HOST: z.string().optional(),
    PORT: port.default(Number(ENV_DEFAULTS.WEB_PORT)),
    WEB_BUILD_DIR: z.string().default('build'),
    TRUST_PROXY: flag(),
    WEB_INSECURE_COOKIES: flag(),
    CMS_URL: httpUrl.default(ENV_DEFAULTS.CMS_URL),
    PUBLIC_CMS_URL: httpUrl.optional(),
    PUBLIC_WEB_URL: httpUrl.optional(),
    S3_PUBLIC_URL: httpUrl.optional(),
    IMAGE_CACHE_DIR: z.string().default('.cache/images'),
    SESSION_SECRET: z.string().optional(),
    REVALIDATE_SECRET: z.string().optional(),
    /** Visitor statistics (issue 25); false only to measure the site without them. */
    STATS_COUNTING: flag(true),
    /** How often counts go to the CMS; tests make it shorter. */
    STATS_FLUSH_MS: z.coerce.number().int().min(100).default(STATS.flushIntervalMs),
  })
  .superRefine((vars, context) => {
    if (vars.NODE_ENV !== 'production') return;
    for (const [name, hint] of Object.entries(SECRETS)) {
      if (!vars[/** @type {keyof typeof SECRETS} */ (name)]) {
        context.addIssue({ code: 'custom', path: [name], message: `belum diisi: wajib di produksi (${hint}).` });
      }
    }
  })
  .transform((vars) => ({
    ...vars,
    production: vars.NODE_ENV === 'production',
    /** Cookies go over https only, in production, unless a local run says otherwise. */
    secureCookies: vars.NODE_ENV === 'production' && !vars.WEB_INSECURE_COOKIES,
    PUBLIC_CMS_URL: vars.PUBLIC_CMS_URL ?? vars.CMS_URL,
    SESSION_SECRET: vars.SESSION_SECRET ?? 'dev-only-session-secret',
    REVALIDATE_SECRET: vars.REVALIDATE_SECRET ?? 'dev-only-revalidate-secret',
  }));

/** @typedef {z.output<typeof schema>} WebEnv */

/**
 * Parses an environment; an unset and an empty variable are the same.
 * @param {Record<string, string | undefined>} source
 * @returns {WebEnv}
 */
export function parseEnv(source) {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `- ${String(issue.path[0] ?? '')} ${issue.message}`);
  throw new Error(`Pengaturan lingkungan web tidak valid:\n${problems.join('\n')}`);
}

export const env = parseEnv(process.env);
