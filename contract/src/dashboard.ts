// The back office's dashboard (issue 56): one read, `GET /api/v1/dashboard` (ADMIN), answers
// every figure the page shows. The CMS works out each part with a few grouped queries; the web
// app only lays them out. How much each list holds lives here, for both.
import type { ActivityEntry } from './activity.js';
import type { ContentKind } from './content-types.js';
import type { PublishState } from './publishing.js';
import type { ReportAnswer } from './report.js';
import type { StatsRow } from './stats.js';
import type { VillageEvent } from './types/event.js';

export const DASHBOARD = {
  /** "Pengunjung": the last days, today the last of them, against as many days before them. */
  visitDays: 7,
  /** "Akan Terbit": the earliest scheduled records of every type together. */
  scheduled: 5,
  /** "Agenda Terdekat": the coming events, the nearest first. */
  upcoming: 5,
  /** "Aktivitas Terbaru": the newest entries of the Riwayat. */
  activity: 5,
} as const;

/** A record that goes public on its own at `publish_at` (WIB, as the lists write it). */
export type DashboardScheduled = { kind: ContentKind; id: string; title: string; publish_at: string };

/**
 * Each part is worked out on its own: one the CMS could not (its log says which and why) is
 * null, and the page shows the others.
 */
export type DashboardAnswer = { [Part in keyof DashboardParts]: DashboardParts[Part] | null };

export type DashboardParts = {
  /** Each publishable type's records by state (in the default language; a record counts once). */
  records: Record<ContentKind, Record<PublishState, number>>;
  scheduled: DashboardScheduled[];
  /** Requests waiting for a first answer, and proofs of payment waiting to be checked. */
  inbox: { baru: number; bukti_bayar: number };
  /** Reviews waiting to be shown or hidden, and partners' changes waiting for an ADMIN. */
  waiting: { reviews: number; changes: number };
  /** The visitors of `from`…`to` and of the as many days before (`previous_from`…), day by day. */
  visits: { from: string; to: string; previous_from: string; previous_to: string; data: StatsRow[] };
  /** This month's (WIB) income and counts, as the report adds them up. */
  income: { month: string; totals: ReportAnswer['totals'] };
  upcoming: VillageEvent[];
  activity: ActivityEntry[];
};
