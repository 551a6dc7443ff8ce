// The village's report (issue 39): `GET /api/v1/report`. Three reads, each one grouped query:
// the visitor statistics of the period's days, the requests made on them, and the requests whose
// stay (visit, order) begins on them, added up by month, type or item in the database. Live: a
// confirmation or a cancellation shows in the next call (nothing is kept between calls).
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  CONTENT_TYPES,
  EARNING_STATUSES,
  REPORT_COUNTS,
  REQUEST_TYPES,
  addDays,
  emptyReportCounts,
  isRequestType,
  type ReportAnswer,
  type ReportCounts,
  type ReportQuery,
  type ReportRow,
  type RequestType,
} from '@desa/contract';
import { BOOKING_UID } from './bookings';
import { RESOURCES } from './resources';
import { STATS_UIDS, recordOf } from './visit-stats';

/** Who an item belongs to, shown beside its title (a package has no one of its own). */
const OWNER_FIELD: Record<RequestType, string | null> = { homestay: 'host', package: null, product: 'producer' };

type Counted = Partial<ReportCounts>;
type Line = Record<string, string | number | null>;

/** The key columns of a group, written as SQL over `dayColumn` (our own column names: nothing from the caller). */
function keySql(group: ReportQuery['group'], dayColumn: string): string {
  return { month: `substr(${dayColumn}, 1, 7)`, type: 'type', item: `type || '/' || item_id` }[group];
}

const numbers = (line: Line, names: readonly string[]): Counted => Object.fromEntries(names.map((name) => [name, Number(line[name] ?? 0)]));

/** Views and WhatsApp clicks per key, and the period's own totals of both. */
async function visits(knex: Knex, table: string, { from, to, group }: ReportQuery) {
  const byMonth = group === 'month';
  // By day, as `/stats` reads them (the day index orders them), folded into months here.
  const column = byMonth ? 'day' : 'path';
  const lines: Line[] = await knex(table).select({ k: column }).sum({ views: 'views', whatsapp: 'whatsapp' }).whereBetween('day', [from, to]).groupBy(column);
  const counted = new Map<string, Counted>();
  const totals = { views: 0, whatsapp: 0 };
  for (const line of lines) {
    const figures = numbers(line, ['views', 'whatsapp']) as { views: number; whatsapp: number };
    totals.views += figures.views;
    totals.whatsapp += figures.whatsapp;
    const record = byMonth ? null : recordOf(String(line.k));
    if (!byMonth && !(record && isRequestType(record.kind))) continue;
    const key = byMonth ? String(line.k).slice(0, 7) : group === 'type' ? record!.kind : `${record!.kind}/${record!.id}`;
    const before = counted.get(key) ?? { views: 0, whatsapp: 0 };
    counted.set(key, { views: before.views! + figures.views, whatsapp: before.whatsapp! + figures.whatsapp });
  }
  return { counted, totals };
}

/** Requests made on the period's days, per key. */
async function requestsMade(knex: Knex, table: string, { from, to, group }: ReportQuery) {
  const lines: Line[] = await knex(table)
    .select(knex.raw(`${keySql(group, 'made_on')} as k`))
    .count({ requests: '*' })
    .whereBetween('made_on', [from, to])
    .groupByRaw(keySql(group, 'made_on'));
  return new Map(lines.map((line) => [String(line.k), numbers(line, ['requests'])]));
}

/** What the stays, visits and orders that begin in the period came to, per key (and the title a request kept, for an item gone since). */
async function stays(knex: Knex, table: string, { from, to, group }: ReportQuery) {
  const earning = EARNING_STATUSES.map(() => '?').join(', ');
  const lines: Line[] = await knex(table)
    .select(
      knex.raw(`${keySql(group, 'first_day')} as k`),
      knex.raw('max(item_title) as title'),
      knex.raw(`sum(case when status in (${earning}) then 1 else 0 end) as confirmed`, [...EARNING_STATUSES]),
      knex.raw("sum(case when status = 'selesai' then 1 else 0 end) as completed"),
      knex.raw("sum(case when status = 'batal' then 1 else 0 end) as cancelled"),
      knex.raw("sum(case when status = 'selesai' then coalesce(guests, people, 0) else 0 end) as guests"),
      knex.raw("sum(case when status = 'selesai' and type = 'homestay' then coalesce(nights, 0) * coalesce(rooms, 1) else 0 end) as nights"),
      knex.raw(`sum(case when status in (${earning}) then coalesce(amount, 0) else 0 end) as income`, [...EARNING_STATUSES]),
    )
    .whereBetween('first_day', [from, to])
    .whereIn('status', [...EARNING_STATUSES, 'batal'])
    .groupByRaw(keySql(group, 'first_day'));
  const counted = new Map(lines.map((line) => [String(line.k), numbers(line, ['confirmed', 'completed', 'cancelled', 'guests', 'nights', 'income'])]));
  const titles = new Map(lines.map((line) => [String(line.k), String(line.title ?? '')]));
  return { counted, titles };
}

/** Every month the period touches, oldest first (`2026-01`). */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = `${from.slice(0, 7)}-01`; day <= to; day = addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7) + '-01') months.push(day.slice(0, 7));
  return months;
}

/** The published homestays, packages and products: key, title and owner, in the village's language. */
async function publishedItems(strapi: Core.Strapi): Promise<Array<{ key: string; label: string }>> {
  const items: Array<{ key: string; label: string }> = [];
  for (const type of REQUEST_TYPES) {
    const owner = OWNER_FIELD[type];
    const docs: Array<Record<string, unknown>> = await strapi.documents(RESOURCES[type].uid).findMany({ status: 'published' });
    for (const doc of docs) {
      const by = owner && typeof doc[owner] === 'string' && doc[owner] ? ` · ${doc[owner]}` : '';
      items.push({ key: `${type}/${doc.documentId}`, label: `${doc.title}${by}` });
    }
  }
  return items;
}

/** `GET /report`: the period's figures by month, type or item, and its totals. */
export async function villageReport(strapi: Core.Strapi, query: ReportQuery): Promise<ReportAnswer> {
  const knex = strapi.db.connection;
  const requestsTable = strapi.db.metadata.get(BOOKING_UID).tableName;
  const [seen, made, stayed] = await Promise.all([
    visits(knex, strapi.db.metadata.get(STATS_UIDS.rows).tableName, query),
    requestsMade(knex, requestsTable, query),
    stays(knex, requestsTable, query),
  ]);
  const row = (key: string, label: string): ReportRow => ({ key, label, ...emptyReportCounts(), ...seen.counted.get(key), ...made.get(key), ...stayed.counted.get(key) });

  let data: ReportRow[];
  if (query.group === 'month') data = monthsOf(query.from, query.to).map((month) => row(month, month));
  else if (query.group === 'type') data = REQUEST_TYPES.map((type) => row(type, CONTENT_TYPES[type].admin.label));
  else {
    const items = await publishedItems(strapi);
    const listed = new Set(items.map((item) => item.key));
    // An item gone since (deleted, unpublished) still shows what it earned, under the title its requests kept.
    const others = [...new Set([...made.keys(), ...stayed.counted.keys()])].filter((key) => !listed.has(key));
    const gone = others.map((key) => ({ key, label: `${stayed.titles.get(key) || CONTENT_TYPES[key.split('/')[0] as RequestType].admin.label} (tidak tayang)` }));
    data = [...items, ...gone].map((item) => row(item.key, item.label)).sort((a, b) => b.income - a.income || b.requests - a.requests || a.label.localeCompare(b.label, 'id'));
  }

  const totals = emptyReportCounts();
  for (const line of data) for (const name of REPORT_COUNTS) if (name !== 'views' && name !== 'whatsapp') totals[name] += line[name];
  // The type and item rows count only their own pages and chats; the period's views are every page's.
  totals.views = seen.totals.views;
  totals.whatsapp = seen.totals.whatsapp;
  return { data, totals };
}
