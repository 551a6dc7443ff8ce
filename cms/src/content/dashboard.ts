// `GET /dashboard` (issue 56): every figure of the back office's dashboard in one read. Each part
// is one question to the database (grouped where it counts), asked side by side: the records of
// each type by state, the next scheduled ones, what waits for an ADMIN, the week's visitors, the
// month's income, the coming events and the newest entries of the Riwayat. Before, the page asked
// the CMS about 28 times, each list read for a count of one.
import type { Core } from '@strapi/strapi';
import {
  CONTENT_KINDS,
  CONTENT_TYPES,
  DASHBOARD,
  DEFAULT_LOCALE,
  PUBLISH_STATES,
  addDays,
  lastDayOf,
  toWibIso,
  todayInJakarta,
  withinTime,
  type ContentKind,
  type DashboardAnswer,
  type DashboardParts,
  type DashboardScheduled,
  type PublishState,
  type VillageEvent,
} from '@desa/contract';
import { listActivity } from './activity';
import { countWaitingProofs } from './booking-moves';
import { countNew } from './bookings';
import { countWaitingChanges } from './partners';
import { listPublic } from './reading';
import { villageReport } from './reports';
import { RESOURCES } from './resources';
import { countWaitingReviews } from './reviews';
import { visitStats } from './visit-stats';

/** A publishable type's table and the columns a record's state is read from. */
function stateColumns(strapi: Core.Strapi, kind: ContentKind) {
  const meta = strapi.db.metadata.get(CONTENT_TYPES[kind].uid);
  const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
  return { table: meta.tableName, documentId: column('documentId'), locale: column('locale'), publishedAt: column('publishedAt'), publishAt: column('publishAt'), title: column('title') };
}

/**
 * The drafts of a type (every record has one, in the default language) with their state, as the
 * lists' tabs count them (content/publishing.ts `stateOf`): public while any version is
 * published, else scheduled when it has a time, else a draft.
 */
function draftsWithState(strapi: Core.Strapi, kind: ContentKind) {
  const knex = strapi.db.connection;
  const { table, documentId, locale, publishedAt, publishAt } = stateColumns(strapi, kind);
  const state = knex.raw(
    `case when exists (select 1 from ?? as live where live.?? = draft.?? and live.?? is not null) then 'published' when draft.?? is not null then 'scheduled' else 'draft' end`,
    [table, documentId, documentId, publishedAt, publishAt],
  );
  return { knex, state, drafts: knex({ draft: table }).where(`draft.${locale}`, DEFAULT_LOCALE).whereNull(`draft.${publishedAt}`) };
}

async function recordsByState(strapi: Core.Strapi): Promise<DashboardParts['records']> {
  const counted = await Promise.all(
    CONTENT_KINDS.map(async (kind) => {
      const { state, drafts } = draftsWithState(strapi, kind);
      const rows: Array<{ dashboard_state: PublishState; n: number | string }> = await drafts.select({ dashboard_state: state }).count({ n: '*' }).groupBy('dashboard_state');
      const counts = Object.fromEntries(PUBLISH_STATES.map((name) => [name, 0])) as Record<PublishState, number>;
      for (const row of rows) counts[row.dashboard_state] = Number(row.n);
      return [kind, counts] as const;
    }),
  );
  return Object.fromEntries(counted) as DashboardParts['records'];
}

/** The earliest scheduled records of the types that have any, all types together. */
async function nextScheduled(strapi: Core.Strapi, records: DashboardParts['records']): Promise<DashboardScheduled[]> {
  const kinds = CONTENT_KINDS.filter((kind) => records[kind].scheduled > 0);
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const { knex, state, drafts } = draftsWithState(strapi, kind);
      const { documentId, publishAt, title } = stateColumns(strapi, kind);
      // Ordered as the list's Terjadwal tab orders them: by time, then by row.
      const rows: Array<{ id: string; row_id: number; title: string; publish_at: string | Date }> = await knex
        .select('id', 'row_id', 'title', 'publish_at')
        .from(drafts.select({ id: `draft.${documentId}`, row_id: 'draft.id', title: `draft.${title}`, publish_at: `draft.${publishAt}`, dashboard_state: state }).as('drafts'))
        .where('dashboard_state', 'scheduled')
        .orderBy([{ column: 'publish_at' }, { column: 'row_id' }])
        .limit(DASHBOARD.scheduled);
      return rows.map((row): DashboardScheduled & { at: number; row: number } => ({ kind, id: row.id, title: row.title, publish_at: toWibIso(new Date(row.publish_at)), at: new Date(row.publish_at).getTime(), row: Number(row.row_id) }));
    }),
  );
  return lists
    .flat()
    .sort((a, b) => a.at - b.at)
    .slice(0, DASHBOARD.scheduled)
    .map(({ at, row, ...scheduled }) => scheduled);
}

async function comingEvents(strapi: Core.Strapi): Promise<VillageEvent[]> {
  const resource = RESOURCES.event;
  const { records } = await listPublic(strapi, resource, { start: 0, limit: DASHBOARD.upcoming, filters: resource.narrow?.({ upcoming: '1' }) }, {});
  return records as VillageEvent[];
}

/**
 * How long a part may take: the web app waits 5 s for the whole answer (its STREAM_TIMEOUT_MS), so
 * a slow part is left out in time for the others to arrive.
 */
const PART_TIMEOUT_MS = 3_000;

/** A part's value, or null when it failed or took too long (logged with its name and cause): the others still answer. */
async function part<T>(strapi: Core.Strapi, name: string, work: Promise<T>): Promise<T | null> {
  try {
    return await withinTime(work, PART_TIMEOUT_MS, () => new Error(`tidak selesai dalam ${PART_TIMEOUT_MS / 1000} detik`));
  } catch (error) {
    strapi.log.error(`Dashboard: bagian "${name}" gagal: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export async function villageDashboard(strapi: Core.Strapi, today = todayInJakarta()): Promise<DashboardAnswer> {
  const from = addDays(today, 1 - DASHBOARD.visitDays);
  const previousFrom = addDays(from, -DASHBOARD.visitDays);
  const month = today.slice(0, 7);
  const records = recordsByState(strapi);
  const [byState, scheduled, inbox, waiting, visits, income, upcoming, activity] = await Promise.all([
    part(strapi, 'records', records),
    part(strapi, 'scheduled', records.then((counted) => nextScheduled(strapi, counted))),
    part(strapi, 'inbox', Promise.all([countNew(strapi), countWaitingProofs(strapi)]).then(([baru, proofs]) => ({ baru, bukti_bayar: proofs }))),
    part(strapi, 'waiting', Promise.all([countWaitingReviews(strapi), countWaitingChanges(strapi)]).then(([reviews, changes]) => ({ reviews, changes }))),
    part(
      strapi,
      'visits',
      visitStats(strapi, { from: previousFrom, to: today, group: 'day' }).then((answer) => ({ from, to: today, previous_from: previousFrom, previous_to: addDays(from, -1), data: answer.data })),
    ),
    part(strapi, 'income', villageReport(strapi, { from: `${month}-01`, to: lastDayOf(month), group: 'month' }).then((answer) => ({ month, totals: answer.totals }))),
    part(strapi, 'upcoming', comingEvents(strapi)),
    part(strapi, 'activity', listActivity(strapi, {}, { start: 0, limit: DASHBOARD.activity }).then((answer) => answer.entries)),
  ]);
  return { records: byState, scheduled, inbox, waiting, visits, income, upcoming, activity };
}
