// Riwayat (issue 23): one entry per change and sign-in, whoever made it. /api/v1 names its
// caller with `actingAs` (the guard, for every ADMIN call) and writes the entries itself, since
// it knows what a call meant (a create that publishes is one "Menambah"). Writes in the Strapi
// panel are logged by a Document Service middleware (panel-activity.ts); the schedule and the daily clean-up pass
// their own actor. Seeding and scripts without an actor write nothing here.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import {
  ACTIVITY_RETENTION_DAYS,
  ACTOR_NAMES,
  type ActivityAction,
  type ActivityEntry,
  type ActivityFilter,
  type ActivitySubject,
  type ActorKind,
} from '@desa/contract';

export const ACTIVITY_UID = 'api::activity-entry.activity-entry' as const;

export type Actor = { kind: ActorKind; id: string | null; name: string };

export const PANEL: Actor = { kind: 'panel', id: null, name: ACTOR_NAMES.panel };
export const SCHEDULER: Actor = { kind: 'system', id: null, name: ACTOR_NAMES.scheduler };
export const CLEANUP: Actor = { kind: 'system', id: null, name: ACTOR_NAMES.cleanup };
export const COMMAND: Actor = { kind: 'system', id: null, name: ACTOR_NAMES.command };
export const GATEWAY: Actor = { kind: 'system', id: null, name: ACTOR_NAMES.gateway };
export const CALENDAR_SYNC: Actor = { kind: 'system', id: null, name: ACTOR_NAMES.calendarSync };

const acting = new AsyncLocalStorage<Actor>();

/** Runs `work` on behalf of `actor`: what it writes is theirs. */
export function actingAs<T>(actor: Actor, work: () => T): T {
  return acting.run(actor, work);
}

export function currentActor(): Actor | undefined {
  return acting.getStore();
}

export type ActivityInput = {
  action: ActivityAction;
  type?: ActivitySubject | null;
  recordId?: string | null;
  recordTitle?: string | null;
  fields?: string[];
  ip?: string | null;
};

/** Writes one entry, by `actor` or whoever the current call acts for (nothing without one). */
export async function recordActivity(strapi: Core.Strapi, input: ActivityInput, actor = currentActor()) {
  if (!actor) return;
  await strapi.db.query(ACTIVITY_UID).create({
    data: {
      action: input.action,
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name.slice(0, 255),
      kind: input.type ?? null,
      recordId: input.recordId ?? null,
      recordTitle: input.recordTitle ? input.recordTitle.slice(0, 255) : null,
      fields: input.fields?.length ? input.fields : null,
      ip: input.ip ?? null,
    },
  });
}

/** A sign-in's address, shortened so it names a network, not a home: 203.0.113.x, 2001:db8:1::/48. */
export function shortenAddress(address: string): string {
  const plain = address.replace(/^::ffff:/i, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(plain);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (plain.includes(':')) {
    const [head] = plain.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}::/48`;
  }
  return '';
}

/** Names of the fields whose values differ between two wire records (an update's "what"). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null));
}

type Row = {
  id: number;
  action: ActivityAction;
  actorKind: ActorKind;
  actorId: string | null;
  actorName: string | null;
  kind: ActivitySubject | null;
  recordId: string | null;
  recordTitle: string | null;
  fields: string[] | null;
  ip: string | null;
  createdAt: string | Date;
};

function toEntry(row: Row): ActivityEntry {
  return {
    id: row.id,
    action: row.action,
    actor: { kind: row.actorKind, id: row.actorId, name: row.actorName ?? ACTOR_NAMES.unknown },
    type: row.kind,
    record_id: row.recordId,
    record_title: row.recordTitle,
    fields: row.fields ?? [],
    ip: row.ip,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** The start of a WIB day, as an instant. */
function wibDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+07:00`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
}

function whereOf(filter: ActivityFilter) {
  const person = filter.person;
  return {
    ...(person === 'panel' && { actorKind: 'panel' }),
    ...(person === 'system' && { actorKind: 'system' }),
    ...(person && person !== 'panel' && person !== 'system' && { actorId: person }),
    ...(filter.type && { kind: filter.type }),
    ...(filter.action && { action: filter.action }),
    ...((filter.from || filter.to) && {
      createdAt: {
        ...(filter.from && { $gte: wibDayStart(filter.from) }),
        ...(filter.to && { $lt: wibDayStart(filter.to, 1) }),
      },
    }),
  };
}

/** One page of the log, newest first, and how many entries match. */
export async function listActivity(strapi: Core.Strapi, filter: ActivityFilter, { start, limit }: { start: number; limit: number }) {
  const where = whereOf(filter);
  const [rows, total] = await Promise.all([
    strapi.db.query(ACTIVITY_UID).findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], offset: start, limit }),
    strapi.db.query(ACTIVITY_UID).count({ where }),
  ]);
  return { entries: (rows as Row[]).map(toEntry), total };
}

/** Removes entries older than the retention; returns how many went. */
export async function forgetOldActivity(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await strapi.db.query(ACTIVITY_UID).deleteMany({ where: { createdAt: { $lt: cutoff } } });
  return count;
}
