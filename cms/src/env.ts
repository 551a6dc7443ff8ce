// The CMS's settings, read from its environment in this one place and checked once when the
// configuration loads (the Epic Stack's env.server.ts). A bad value stops the start with a
// message naming the variable, instead of failing later at the first request that needs it.
// config/*.ts, src/ and the v1 plugin's configuration (config/plugins.ts) take their values here.
import os from 'os';
import path from 'path';
import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_MB, ENV_DEFAULTS, ENV_RULES } from '@desa/contract';

// `npm run build` compiles and bundles only; nothing is signed or served with a secret then.
const building = process.env.STRAPI_BUILDING === '1';

const secret = (name: string) =>
  building
    ? z.string().default(`build-time-${name}`)
    : z.string({
        error:
          `Variabel rahasia ${name} belum diisi. Isi di cms/.env atau lingkungan server ` +
          '(npm start membuatnya otomatis di mode pengembangan).',
      });

const count = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'harus bilangan bulat positif')
    .transform(Number)
    .refine((value) => value > 0, 'harus bilangan bulat positif')
    .default(fallback);

const { flag, port, httpUrl } = ENV_RULES;

/** A comma-separated list; empty entries are dropped. */
const list = (entry: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(entry));

/** An origin as browsers send it: scheme, host and port, no path (a trailing slash is dropped). */
const origin = z
  .string()
  .transform((value) => value.replace(/\/$/, ''))
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
    error: (issue) => `${String(issue.input)} bukan asal yang sah (skema, host dan port, tanpa jalur)`,
  });

const schema = z
  .object({
    NODE_ENV: z.string().default('development'),
    HOST: z.string().default('0.0.0.0'),
    CMS_PORT: port.optional(),
    PORT: port.optional(),
    PUBLIC_CMS_URL: httpUrl.optional(),
    TRUST_PROXY: flag(false),
    STRAPI_STARTUP_LOG: flag(true),
    CMS_PUBLIC_DIR: z.string().default('./public'),
    UPLOAD_TMP_DIR: z.string().default(path.join(os.tmpdir(), 'desa-cms-uploads')),

    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'tidak didukung: harus postgres://… (atau kosong untuk SQLite)')
      .optional(),
    DATABASE_FILENAME: z.string().default('.tmp/data.db'),
    DATABASE_POOL_MAX: count(10),

    APP_KEYS: secret('APP_KEYS'),
    API_TOKEN_SALT: secret('API_TOKEN_SALT'),
    ADMIN_JWT_SECRET: secret('ADMIN_JWT_SECRET'),
    JWT_SECRET: secret('JWT_SECRET'),
    TRANSFER_TOKEN_SALT: secret('TRANSFER_TOKEN_SALT'),
    ENCRYPTION_KEY: secret('ENCRYPTION_KEY'),

    // Checked when the first ADMIN is created (src/seed), the only time they matter.
    ADMIN_EMAIL: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    STRAPI_ADMIN_EMAIL: z.string().optional(),
    STRAPI_ADMIN_PASSWORD: z.string().optional(),
    SEED: flag(true),

    WEB_PORT: port.default(Number(ENV_DEFAULTS.WEB_PORT)),
    CORS_ORIGINS: list(origin).optional(),
    SESSION_COOKIE_SAMESITE: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['lax', 'strict', 'none'], { error: 'harus lax, strict atau none' }))
      .default('lax'),
    SESSION_COOKIE_SECURE: flag(false),
    TRUSTED_PROXIES: list(z.string()).default(['127.0.0.1', '::1', '::ffff:127.0.0.1']),
    ALLOW_REGISTRATION: flag(true),
    LOGIN_LIMIT_PER_EMAIL: count(5),
    LOGIN_LIMIT_PER_CLIENT: count(20),
    LOGIN_LIMIT_WINDOW_SECONDS: count(15 * 60),
    /** Booking requests (and, later, reviews) per client address and hour. */
    BOOKING_RATE_LIMIT: count(10),
    /** Where the guests' status links and the chat messages point: the public site. */
    PUBLIC_WEB_URL: httpUrl.default(ENV_DEFAULTS.PUBLIC_WEB_URL),
    /** New booking requests are mailed to the village's address through this server (smtp://user:pass@host:port); none: no mail. */
    SMTP_URL: z
      .string()
      .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), 'harus alamat smtp:// atau smtps://')
      .optional(),
    /** The sender of those mails. */
    MAIL_FROM: z.string().default('Desa Wisata <no-reply@desawisata.test>'),
    /** The optional payment gateway (issue 54): Midtrans' server key; none, no "Bayar otomatis". */
    MIDTRANS_SERVER_KEY: z.string().optional(),
    /** Midtrans' Core API (the sandbox: https://api.sandbox.midtrans.com). */
    MIDTRANS_API_URL: httpUrl.default('https://api.midtrans.com'),
    MAX_UPLOAD_MB: z
      .string()
      .regex(/^\d{1,4}(\.\d+)?$/, 'harus ukuran dalam MB, lebih dari 0 (misalnya 5)')
      .transform(Number)
      .refine((value) => value > 0, 'harus ukuran dalam MB, lebih dari 0 (misalnya 5)')
      .default(DEFAULT_MAX_UPLOAD_MB),

    // How often every CMS process looks for scheduled content that is due (content/scheduler.ts).
    SCHEDULER_INTERVAL_MS: count(15_000),
    /** How often the clean-up (trash after 30 days, activity log after 180) runs; daily. */
    CLEANUP_INTERVAL_MS: count(24 * 60 * 60 * 1000),
    /** How often the platforms' calendars are fetched again (content/calendar-sync.ts); once per interval across replicas. */
    ICAL_SYNC_INTERVAL_MS: count(15 * 60 * 1000),
    /** The tests' switch: platform calendars may then be on loopback (127.0.0.0/8, ::1) and plain http. Nothing else opens. */
    ICAL_ALLOW_PRIVATE: flag(false),

    WEB_REVALIDATE_URLS: list(httpUrl).default([]),
    REVALIDATE_SECRET: z.string().optional(),

    S3_BUCKET: z.string().optional(),
    S3_PUBLIC_URL: httpUrl.optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag(false),
  })
  .superRefine((vars, context) => {
    // A build purges nothing and stores nothing: `npm start` builds before it hands out the secret.
    if (building) return;
    if (vars.WEB_REVALIDATE_URLS.length && !vars.REVALIDATE_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['REVALIDATE_SECRET'],
        message: 'belum diisi: wajib bila WEB_REVALIDATE_URLS diisi (nilainya sama dengan di aplikasi web).',
      });
    }
    if (vars.S3_BUCKET && !vars.S3_PUBLIC_URL) {
      context.addIssue({
        code: 'custom',
        path: ['S3_PUBLIC_URL'],
        message: 'belum diisi: wajib bila S3_BUCKET diisi (alamat publik isi bucket, misalnya https://foto.desa.example).',
      });
    }
  })
  .transform(({ PORT, ...vars }) => ({
    ...vars,
    CMS_PORT: vars.CMS_PORT ?? PORT ?? Number(ENV_DEFAULTS.CMS_PORT),
    CORS_ORIGINS: vars.CORS_ORIGINS ?? [`http://localhost:${vars.WEB_PORT}`],
    PUBLIC_CMS_URL: vars.PUBLIC_CMS_URL?.replace(/\/+$/, ''),
    S3_PUBLIC_URL: vars.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  }));

export type CmsEnv = z.output<typeof schema>;

/** Parses an environment; an unset and an empty variable are the same. */
export function parseEnv(source: NodeJS.ProcessEnv): CmsEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    return issue.message.startsWith('Variabel rahasia') ? `- ${issue.message}` : `- ${name} ${issue.message}`;
  });
  throw new Error(`Pengaturan lingkungan CMS tidak valid:\n${problems.join('\n')}`);
}

export const env = parseEnv(process.env);
