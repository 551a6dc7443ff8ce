// Visitor statistics (issue 25): the daily rows the web servers' counts add up to, the day's
// salt that tells visitors apart, and the answers of `GET /api/v1/stats`.
//
// What is kept: per (day, page, source, language, device) the views, visitors and WhatsApp
// clicks; today's random salt; today's visitor marks, sha256(salt, what the web server sent:
// sha256(address, user agent)). At 00:00 WIB the salt and the marks of earlier days go, so no
// one can tell whether two days' visitors were the same person, or recover an address. Rows
// are written with plain SQL (an upsert), so several CMS and web processes add up exactly.
import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  CONTENT_TYPES,
  DEVICE_LABELS,
  LANGUAGE_LABELS,
  PUBLIC_TYPES,
  STATS,
  STATS_PAGE_LABELS,
  addDays,
  eachDay,
  conversionBase,
  isLocale,
  sourceLabel,
  todayInJakarta,
  whatsappRedirectPath,
  type Device,
  type EntityKind,
  type StatsAnswer,
  type StatsCounts,
  type StatsIngestRow,
  type StatsQuery,
  type StatsRow,
} from '@desa/contract';
import { titleOf } from './trash';
import { RESOURCES } from './resources';

export const STATS_UIDS = {
  rows: 'api::visit-stat.visit-stat',
  salt: 'api::visit-salt.visit-salt',
  marks: 'api::visitor-mark.visitor-mark',
} as const;

const KEY_COLUMNS = ['day', 'path', 'source', 'language', 'device'] as const;
const COUNTS = ['views', 'visitors', 'whatsapp'] as const;

function tableOf(strapi: Core.Strapi, uid: (typeof STATS_UIDS)[keyof typeof STATS_UIDS]): string {
  return strapi.db.metadata.get(uid).tableName;
}

/** The columns Strapi keeps on every row, which a plain insert must fill as its Query Engine would. */
function strapiColumns(now: Date) {
  return { document_id: randomBytes(12).toString('hex'), created_at: now, updated_at: now, published_at: now };
}

/**
 * Today's salt (created when the day has none yet), after removing earlier days' salts and
 * visitor marks. Every CMS process runs it at 00:00 WIB and on the first count of a day.
 */
export async function rotateSalt(strapi: Core.Strapi, now = new Date()): Promise<string> {
  const knex = strapi.db.connection;
  const day = todayInJakarta(now);
  const salts = tableOf(strapi, STATS_UIDS.salt);
  await knex(salts).where('day', '<', day).del();
  await knex(tableOf(strapi, STATS_UIDS.marks)).where('day', '<', day).del();
  await knex(salts)
    .insert({ day, salt: randomBytes(32).toString('hex'), ...strapiColumns(now) })
    .onConflict(['day'])
    .ignore();
  const row = await knex(salts).where({ day }).first('salt');
  return row.salt as string;
}

async function todaysSalt(strapi: Core.Strapi, now: Date): Promise<string> {
  const row = await strapi.db.connection(tableOf(strapi, STATS_UIDS.salt)).where({ day: todayInJakarta(now) }).first('salt');
  return row ? (row.salt as string) : rotateSalt(strapi, now);
}

function markOf(salt: string, visitor: string): string {
  return createHash('sha256').update(salt).update(visitor).digest('hex');
}

type Knex = Core.Strapi['db']['connection'];

/** How many of `visitors` the day had not seen yet; they are marked as seen. */
async function newVisitors(trx: Knex, table: string, day: string, marks: string[], now: Date): Promise<number> {
  if (!marks.length) return 0;
  const inserted: unknown[] = await trx(table)
    .insert(marks.map((mark) => ({ day, mark, ...strapiColumns(now) })))
    .onConflict(['day', 'mark'])
    .ignore()
    .returning('mark');
  return inserted.length;
}

/**
 * Past `STATS.maxRowsPerDay` rows in a day, a row that is not there yet is counted under the
 * source "lainnya": made-up referrers cannot grow the table without end.
 */
async function foldExcessSources(trx: Knex, table: string, rows: StatsIngestRow[]): Promise<StatsIngestRow[]> {
  const folded: StatsIngestRow[] = [];
  const full = new Map<string, boolean>();
  for (const row of rows) {
    if (!full.has(row.day)) {
      const counted = await trx(table).where({ day: row.day }).count({ rows: '*' }).first();
      full.set(row.day, Number(counted?.rows ?? 0) >= STATS.maxRowsPerDay);
    }
    const exists = full.get(row.day) && (await trx(table).where(Object.fromEntries(KEY_COLUMNS.map((column) => [column, row[column]]))).first('id'));
    folded.push(full.get(row.day) && !exists ? { ...row, source: 'lainnya' } : row);
  }
  return folded;
}

/**
 * Adds a web server's batch. Rows of days older than the retention are dropped, a day ahead
 * of the CMS's clock counts as today; visitors are counted on today's rows only (an earlier
 * day's salt is gone: a view buffered across midnight adds a view, not a visitor).
 */
export async function ingestVisits(strapi: Core.Strapi, batch: StatsIngestRow[], now = new Date()): Promise<{ rows: number; visitors: number }> {
  const today = todayInJakarta(now);
  const oldest = addDays(today, 1 - STATS.retentionDays);
  const rows = batch.filter((row) => row.day >= oldest).map((row) => (row.day > today ? { ...row, day: today } : row));
  if (!rows.length) return { rows: 0, visitors: 0 };
  const salt = await todaysSalt(strapi, now);
  const table = tableOf(strapi, STATS_UIDS.rows);
  const marks = tableOf(strapi, STATS_UIDS.marks);
  let visitors = 0;
  await strapi.db.connection.transaction(async (trx) => {
    for (const row of await foldExcessSources(trx, table, rows)) {
      const seen = row.day === today ? await newVisitors(trx, marks, today, [...new Set(row.visitors)].map((visitor) => markOf(salt, visitor)), now) : 0;
      visitors += seen;
      const counts = { views: row.views, visitors: seen, whatsapp: row.whatsapp };
      if (!counts.views && !counts.visitors && !counts.whatsapp) continue;
      const key = Object.fromEntries(KEY_COLUMNS.map((column) => [column, row[column]]));
      await trx(table)
        .insert({ ...key, ...counts, ...strapiColumns(now) })
        .onConflict([...KEY_COLUMNS])
        .merge({
          ...Object.fromEntries(COUNTS.map((column) => [column, trx.raw(`"${table}"."${column}" + excluded."${column}"`)])),
          updated_at: now,
        });
    }
  });
  return { rows: rows.length, visitors };
}

/** Rows older than two years go (the daily clean-up). */
export async function forgetOldVisits(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const oldest = addDays(todayInJakarta(now), 1 - STATS.retentionDays);
  return strapi.db.connection(tableOf(strapi, STATS_UIDS.rows)).where('day', '<', oldest).del();
}

const GROUP_COLUMNS = { day: 'day', page: 'path', source: 'source', device: 'device', language: 'language' } as const;

/** A page's record (`/wisata/{id}`) or a click's (`/wa/paket/{id}`); null for any other page. */
export function recordOf(path: string): { kind: EntityKind; id: string; whatsapp: boolean } | null {
  const click = conversionBase(path);
  if (click) return { kind: click.kind, id: click.id, whatsapp: true };
  const [, slug, id, rest] = path.split('/');
  const type = PUBLIC_TYPES.find((candidate) => candidate.slug === slug && candidate.detail);
  return type && id && rest === undefined ? { kind: type.kind, id, whatsapp: false } : null;
}

/** The current Indonesian title of each record a page or a click names; a record gone is said so. */
async function pageLabels(strapi: Core.Strapi, paths: string[]): Promise<Map<string, string>> {
  const records = new Map(paths.map((path) => [path, recordOf(path)]));
  const wanted = new Map<EntityKind, Set<string>>();
  for (const record of records.values()) if (record) wanted.set(record.kind, (wanted.get(record.kind) ?? new Set()).add(record.id));
  const titles = new Map<string, string>();
  for (const [kind, ids] of wanted) {
    const resource = RESOURCES[kind];
    const docs = await strapi.db.query(resource.uid).findMany({ where: { documentId: { $in: [...ids] } } });
    // The Indonesian version's title, whichever of draft and published rows comes first.
    for (const doc of docs) if (!titles.has(`${kind}/${doc.documentId}`) || doc.locale === 'id') titles.set(`${kind}/${doc.documentId}`, titleOf(resource, doc));
  }
  const labels = new Map<string, string>();
  for (const [path, record] of records) {
    const listType = PUBLIC_TYPES.find((type) => `/${type.slug}` === path);
    if (record) {
      const title = titles.get(`${record.kind}/${record.id}`) ?? `${CONTENT_TYPES[record.kind].admin.label} (sudah dihapus)`;
      labels.set(path, record.whatsapp ? `WhatsApp: ${title}` : title);
    } else if (path === whatsappRedirectPath('village')) labels.set(path, 'WhatsApp: kontak desa');
    else labels.set(path, STATS_PAGE_LABELS[path] ?? (listType ? CONTENT_TYPES[listType.kind].admin.label : path));
  }
  return labels;
}

/** What a person reads for each key of a group but days (which are their own label). */
async function labelsOf(strapi: Core.Strapi, group: Exclude<StatsQuery['group'], 'day'>, keys: string[]): Promise<Map<string, string>> {
  if (group === 'page') return pageLabels(strapi, keys);
  const label = { source: sourceLabel, device: (key: string) => DEVICE_LABELS[key as Device] ?? key, language: (key: string) => (isLocale(key) ? LANGUAGE_LABELS[key] : key) }[group];
  return new Map(keys.map((key) => [key, label(key)]));
}

/** `GET /stats`: the range's counts by one dimension, and its totals; of `paths` only, when given. */
export async function visitStats(strapi: Core.Strapi, { from, to, group }: StatsQuery, paths?: string[]): Promise<StatsAnswer> {
  const column = GROUP_COLUMNS[group];
  const query = strapi.db
    .connection(tableOf(strapi, STATS_UIDS.rows))
    .select({ key: column })
    .sum({ views: 'views', visitors: 'visitors', whatsapp: 'whatsapp' })
    .whereBetween('day', [from, to]);
  // Only these pages (a partner's items and their WhatsApp redirects).
  if (paths) query.whereIn('path', paths);
  const lines: Array<{ key: string } & Record<(typeof COUNTS)[number], string | number | null>> = await query.groupBy(column);
  const counted = new Map(lines.map((line) => [line.key, { views: Number(line.views ?? 0), visitors: Number(line.visitors ?? 0), whatsapp: Number(line.whatsapp ?? 0) }]));
  const totals: StatsCounts = { views: 0, visitors: 0, whatsapp: 0 };
  for (const counts of counted.values()) for (const name of COUNTS) totals[name] += counts[name];
  if (group === 'day') {
    const days = eachDay(from, to, STATS.maxRangeDays);
    return { data: days.map((day) => ({ key: day, label: day, ...(counted.get(day) ?? { views: 0, visitors: 0, whatsapp: 0 }) })), totals };
  }
  const keys = [...counted.keys()];
  const labels = await labelsOf(strapi, group, keys);
  const data: StatsRow[] = keys
    .map((key) => ({ key, label: labels.get(key) ?? key, ...counted.get(key)! }))
    .sort((a, b) => b.views - a.views || b.whatsapp - a.whatsapp || a.key.localeCompare(b.key));
  return { data, totals };
}

/** At every 00:00 WIB (UTC+7, no daylight saving), for as long as the CMS serves. */
function msUntilNextJakartaMidnight(now = Date.now()): number {
  const offset = 7 * 3_600_000;
  const day = 86_400_000;
  return day - ((now + offset) % day);
}

/** Rotates now and at each 00:00 WIB; returns the stop function. */
export function startSaltRotation(strapi: Core.Strapi): () => void {
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      await rotateSalt(strapi);
    } catch (error) {
      strapi.log.error(`Pergantian garam statistik: ${error instanceof Error ? error.message : error}`);
    }
    // A second after midnight, so a clock a little behind still lands in the new day.
    timer = setTimeout(round, msUntilNextJakartaMidnight() + 1000);
    timer.unref();
  };
  void round();
  return () => clearTimeout(timer);
}
