// Visitor statistics (issue 25), counted without cookies and without personal data. The web
// server counts page views and WhatsApp clicks (web/server/visit-counter.mjs), buffers them and
// sends them every STATS.flushIntervalMs (5 s) to the CMS (`POST /api/v1/stats/ingest`, with the purge
// call's secret), which keeps one row per (day, page, source, language, device) and answers
// `GET /api/v1/stats` to the back office. These are the names, limits and messages both agree on.
import { z } from 'zod';
import { PUBLIC_TYPES } from './content-types.js';
import { WHATSAPP_REDIRECT, whatsappTargetOf, type WhatsAppTarget } from './booking.js';
import { daysBetween, isDay } from './days.js';
import { LOCALES, type Locale } from './locale.js';

export const STATS = {
  /** Daily rows older than this go (the daily clean-up); two years. */
  retentionDays: 731,
  /**
   * How often a web server sends what it counted, and how often an open statistics page asks
   * again: a view shows on an open dashboard within 10 s, and a crash loses at most 5 s of counts.
   */
  flushIntervalMs: 5_000,
  refreshIntervalMs: 5_000,
  /** An ingest batch's rows, and its visitors (first views of the day) in all. */
  maxBatchRows: 500,
  maxBatchVisitors: 5000,
  /** A page's path and a source's name, longest. */
  maxPathLength: 200,
  maxSourceLength: 60,
  /**
   * Distinct (page, source, language, device) rows a day may get; past it, a new source is
   * counted as "lainnya", so made-up referrers cannot grow the table without end.
   */
  maxRowsPerDay: 5000,
  /** The periods the dashboard offers, in days; `/stats` takes any range up to maxRangeDays. */
  periods: [7, 30, 90],
  maxRangeDays: 731,
} as const;

/** The device classes, from the user agent. */
export const DEVICES = ['ponsel', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
export const DEVICE_LABELS: Record<Device, string> = { ponsel: 'Ponsel', tablet: 'Tablet', desktop: 'Desktop' };

export const LANGUAGE_LABELS: Record<Locale, string> = { id: 'Indonesia', en: 'Inggris' };

/**
 * Where a visit came from: `utm_source` when the link carries one, otherwise the referrer,
 * grouped. Any other source is the referring site's domain (or the utm value) as it is.
 */
export const SOURCE_LABELS = {
  langsung: 'Langsung',
  internal: 'Halaman situs ini',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  google: 'Google',
  tiktok: 'TikTok',
  lainnya: 'Lainnya',
} as const;
export type KnownSource = keyof typeof SOURCE_LABELS;
/** A source as stored: a known group, a domain or a utm value, lower case. */
export const SOURCE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,59}$/;

export function sourceLabel(source: string): string {
  return Object.hasOwn(SOURCE_LABELS, source) ? SOURCE_LABELS[source as KnownSource] : source;
}

/**
 * The page whose views a click's rate ("konversi") is counted against: a homestay's or a
 * product's own page, the home page for a package (its card is there). The village's chat
 * has none (it is on every page).
 */
export function conversionBase(path: string): { kind: WhatsAppTarget; id: string; base: string } | null {
  const [, prefix, slug, id] = path.split('/');
  if (prefix !== WHATSAPP_REDIRECT.prefix || !id) return null;
  const kind = whatsappTargetOf(slug);
  if (!kind) return null;
  const page = PUBLIC_TYPES.find((type) => type.kind === kind && type.detail);
  return { kind, id, base: page ? `/${page.slug}/${id}` : '/' };
}

/** Pages that are no record and no list, by path (without `/en`). */
export const STATS_PAGE_LABELS: Record<string, string | undefined> = { '/': 'Beranda', '/privasi': 'Kebijakan Privasi' };

export const STATS_MESSAGES = {
  from: 'Tanggal awal (from) harus berformat YYYY-MM-DD',
  to: 'Tanggal akhir (to) harus berformat YYYY-MM-DD',
  order: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  range: `Rentang paling panjang ${STATS.maxRangeDays} hari`,
  group: 'group harus salah satu dari: day, page, source, device, language',
  batch: 'Kiriman statistik tidak sah',
} as const;

const day = (message: string) => z.string({ error: message }).refine(isDay, message);

export const STATS_GROUPS = ['day', 'page', 'source', 'device', 'language'] as const;
export type StatsGroup = (typeof STATS_GROUPS)[number];

/**
 * A query of a period of WIB days (`from` to `to`, both counted, at most STATS.maxRangeDays) and
 * one of `groups` (`fallback` when left out): `/stats` and `/report`, checked on both sides.
 */
export function periodQuerySchema<const Groups extends readonly [string, ...string[]]>(groups: Groups, groupMessage: string, fallback: Groups[number]) {
  return z
    .object({
      from: day(STATS_MESSAGES.from),
      to: day(STATS_MESSAGES.to),
      group: z.enum(groups, { error: groupMessage }).default(fallback as never),
    })
    .refine(({ from, to }) => from <= to, { path: ['to'], message: STATS_MESSAGES.order })
    .refine(({ from, to }) => daysBetween(from, to) <= STATS.maxRangeDays, { path: ['to'], message: STATS_MESSAGES.range });
}

/** `GET /stats?from=&to=&group=`. */
export const statsQuerySchema = periodQuerySchema(STATS_GROUPS, STATS_MESSAGES.group, 'day');
export type StatsQuery = z.output<typeof statsQuerySchema>;

export type StatsCounts = { views: number; visitors: number; whatsapp: number };
/**
 * One line of `/stats`: `key` is the day, the page's path (without `/en`), the source, the
 * device or the language; `label` what a person reads (a record's current title, for a page).
 * group=day lists every day of the range, oldest first, zeros included; the others, most viewed first.
 */
export type StatsRow = StatsCounts & { key: string; label: string };
export type StatsAnswer = { data: StatsRow[]; totals: StatsCounts };

/** One row of an ingest batch: what one web server counted for one (day, page, source, language, device). */
export const statsIngestSchema = z
  .object({
    rows: z
      .array(
        z.strictObject({
          day: day(STATS_MESSAGES.batch),
          path: z.string().max(STATS.maxPathLength).regex(/^\/[A-Za-z0-9._~%/-]*$/),
          source: z.string().regex(SOURCE_PATTERN),
          language: z.enum(LOCALES),
          device: z.enum(DEVICES),
          views: z.number().int().min(0).max(1_000_000),
          whatsapp: z.number().int().min(0).max(1_000_000),
          /** Who was seen for the first time this buffer: sha256(address, user agent), salted by the CMS with the day's salt before it keeps anything. */
          visitors: z.array(z.string().regex(/^[0-9a-f]{64}$/)).max(STATS.maxBatchVisitors),
        }),
      )
      .min(1)
      .max(STATS.maxBatchRows),
  })
  .refine(({ rows }) => rows.reduce((sum, row) => sum + row.visitors.length, 0) <= STATS.maxBatchVisitors);
export type StatsIngestRow = z.output<typeof statsIngestSchema>['rows'][number];
