// The village's report (issue 39): `GET /api/v1/report`. Three reads, each one grouped query:
// the visitor statistics of the period's days, the requests made on them, and the requests whose
// stay (visit, order) begins on them, added up by month, type or item in the database. Live: a
// confirmation or a cancellation shows in the next call (nothing is kept between calls); money
// received and refunded beside them (payment-report.ts, issue 54). And
// `GET /api/v1/report/facts`, what the village offers, for the year report.
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  CONTENT_TYPES,
  EARNING_STATUSES,
  PAYMENT_METHODS,
  REPORT_COUNTS,
  REQUEST_TYPES,
  STATS,
  addDays,
  eachDay,
  eachMonth,
  emptyByMethod,
  emptyReportCounts,
  isRequestType,
  todayInJakarta,
  type ReportAnswer,
  type ReportCounts,
  type ReportFacts,
  type ReportQuery,
  type ReportRow,
  type RequestType,
} from '@desa/contract';
import { BOOKING_UID } from './bookings';
import { moneyFigures } from './payment-report';
import { keySql } from './report-keys';
import { RESOURCES } from './resources';
import { STATS_UIDS, recordOf } from './visit-stats';

/** Who an item belongs to, shown beside its title (a package has no one of its own). */
const OWNER_FIELD: Record<RequestType, string | null> = { homestay: 'host', package: null, product: 'producer' };

type Counted = Partial<ReportCounts>;
type Line = Record<string, string | number | null>;

const numbers = (line: Line, names: readonly string[]): Counted => Object.fromEntries(names.map((name) => [name, Number(line[name] ?? 0)]));

/** Views and WhatsApp clicks per key, and the period's own totals of both. */
async function visits(knex: Knex, table: string, { from, to, group }: ReportQuery) {
  const byDate = group === 'month' || group === 'day';
  // By day, as `/stats` reads them (the day index orders them), folded into months here.
  const column = byDate ? 'day' : 'path';
  const lines: Line[] = await knex(table).select({ k: column }).sum({ views: 'views', whatsapp: 'whatsapp' }).whereBetween('day', [from, to]).groupBy(column);
  const counted = new Map<string, Counted>();
  const totals = { views: 0, whatsapp: 0 };
  for (const line of lines) {
    const figures = numbers(line, ['views', 'whatsapp']) as { views: number; whatsapp: number };
    totals.views += figures.views;
    totals.whatsapp += figures.whatsapp;
    const record = byDate ? null : recordOf(String(line.k));
    if (!byDate && !(record && isRequestType(record.kind))) continue;
    const key = byDate ? String(line.k).slice(0, group === 'month' ? 7 : 10) : group === 'type' ? record!.kind : `${record!.kind}/${record!.id}`;
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
      // What remains of each amount (summarisePayments' `remaining`), from the `paid` the payment moves keep on the row.
      knex.raw(`sum(case when status in (${earning}) and coalesce(amount, 0) > coalesce(paid, 0) then coalesce(amount, 0) - coalesce(paid, 0) else 0 end) as outstanding`, [
        ...EARNING_STATUSES,
      ]),
    )
    .whereBetween('first_day', [from, to])
    .whereIn('status', [...EARNING_STATUSES, 'batal'])
    .groupByRaw(keySql(group, 'first_day'));
  const counted = new Map(lines.map((line) => [String(line.k), numbers(line, ['confirmed', 'completed', 'cancelled', 'guests', 'nights', 'income', 'outstanding'])]));
  const titles = new Map(lines.map((line) => [String(line.k), String(line.title ?? '')]));
  return { counted, titles };
}

/** The titles requests kept for these item keys (`homestay/{id}`): for items gone since whose stays begin outside the period. */
async function keptTitles(knex: Knex, table: string, keys: string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const lines: Line[] = await knex(table)
    .select(knex.raw(`${keySql('item', 'first_day')} as k`), knex.raw('max(item_title) as title'))
    .whereIn('item_id', keys.map((key) => key.slice(key.indexOf('/') + 1)))
    .groupByRaw(keySql('item', 'first_day'));
  return new Map(lines.map((line) => [String(line.k), String(line.title ?? '')]));
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
  const [seen, made, stayed, money] = await Promise.all([
    visits(knex, strapi.db.metadata.get(STATS_UIDS.rows).tableName, query),
    requestsMade(knex, requestsTable, query),
    stays(knex, requestsTable, query),
    moneyFigures(strapi, query),
  ]);
  const row = (key: string, label: string): ReportRow => ({
    key,
    label,
    ...emptyReportCounts(),
    received_by_method: emptyByMethod(),
    ...seen.counted.get(key),
    ...made.get(key),
    ...stayed.counted.get(key),
    ...money.get(key),
  });

  let data: ReportRow[];
  if (query.group === 'month') data = eachMonth(query.from, query.to, STATS.maxRangeDays).map((month) => row(month, month));
  else if (query.group === 'day') data = eachDay(query.from, query.to, STATS.maxRangeDays).map((day) => row(day, day));
  else if (query.group === 'type') data = REQUEST_TYPES.map((type) => row(type, CONTENT_TYPES[type].admin.label));
  else {
    const items = await publishedItems(strapi);
    const listed = new Set(items.map((item) => item.key));
    // An item gone since (deleted, unpublished) still shows what it earned, under the title its requests kept.
    const others = [...new Set([...made.keys(), ...stayed.counted.keys(), ...money.keys()])].filter((key) => !listed.has(key));
    const kept = await keptTitles(knex, requestsTable, others.filter((key) => !stayed.titles.get(key)));
    const gone = others.map((key) => ({ key, label: `${stayed.titles.get(key) || kept.get(key) || CONTENT_TYPES[key.split('/')[0] as RequestType].admin.label} (tidak tayang)` }));
    data = [...items, ...gone].map((item) => row(item.key, item.label)).sort((a, b) => b.income - a.income || b.requests - a.requests || a.label.localeCompare(b.label, 'id'));
  }

  const totals = { ...emptyReportCounts(), received_by_method: emptyByMethod() };
  for (const line of data) {
    for (const name of REPORT_COUNTS) if (name !== 'views' && name !== 'whatsapp') totals[name] += line[name];
    for (const method of PAYMENT_METHODS) totals.received_by_method[method] += line.received_by_method[method];
  }
  // The type and item rows count only their own pages and chats; the period's views are every page's.
  totals.views = seen.totals.views;
  totals.whatsapp = seen.totals.whatsapp;
  return { data, totals };
}

/** The first instant of a WIB day, as the database keeps instants (UTC). */
const wibStart = (day: string) => new Date(`${day}T00:00:00+07:00`).toISOString();

/** `GET /report/facts`: what the village offers now, and the events held and articles published in the period. */
export async function villageFacts(strapi: Core.Strapi, { from, to }: Pick<ReportQuery, 'from' | 'to'>): Promise<ReportFacts> {
  const published = { status: 'published' } as const;
  const count = (kind: 'tour' | 'package' | 'event' | 'article', filters: Record<string, unknown> = {}) =>
    strapi.documents(RESOURCES[kind].uid).count({ ...published, filters } as never) as Promise<number>;
  const heldUntil = [to, todayInJakarta()].sort()[0];
  const [tours, packages, events, articles, homestays, products] = await Promise.all([
    count('tour'),
    count('package'),
    heldUntil < from ? 0 : count('event', { date: { $between: [from, heldUntil] } }),
    count('article', { createdAt: { $gte: wibStart(from), $lt: wibStart(addDays(to, 1)) } }),
    strapi.documents(RESOURCES.homestay.uid).findMany({ ...published, fields: ['rooms'] } as never) as Promise<Array<{ rooms?: number | null }>>,
    strapi.documents(RESOURCES.product.uid).findMany({ ...published, fields: ['producer'] } as never) as Promise<Array<{ producer?: string | null }>>,
  ]);
  const producers = new Set(products.map((product) => product.producer?.trim().toLocaleLowerCase('id')).filter(Boolean));
  return {
    tours,
    packages,
    homestays: homestays.length,
    rooms: homestays.reduce((sum, homestay) => sum + (homestay.rooms ?? 0), 0),
    products: products.length,
    producers: producers.size,
    events,
    articles,
  };
}
