// Riwayat (issue 23): one entry per change and sign-in, whoever made it. /api/v1 names its
// caller with `actingAs` (the guard, for every ADMIN call) and writes the entries itself, since
// it knows what a call meant (a create that publishes is one "Menambah"). Writes in the Strapi
// panel are logged by a Document Service middleware; the schedule and the daily clean-up pass
// their own actor. Seeding and scripts without an actor write nothing here.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core, UID } from '@strapi/strapi';
import {
  ACTIVITY_RETENTION_DAYS,
  ACTOR_NAMES,
  CONTENT_TYPES,
  ENTITY_KINDS,
  VILLAGE_PROFILE,
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

// --- Writes made in the Strapi panel ---------------------------------------------------------

const KIND_BY_UID = new Map<string, ActivitySubject>([
  ...ENTITY_KINDS.map((kind): [string, ActivitySubject] => [CONTENT_TYPES[kind].uid, kind]),
  [VILLAGE_PROFILE.uid, 'site'],
]);
// A delete in the panel is Strapi's own, for good (no trash): "Menghapus permanen".
const PANEL_ACTIONS: Record<string, ActivityAction> = { create: 'create', update: 'update', delete: 'purge', publish: 'publish', unpublish: 'unpublish' };
const UNCOMPARED = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations']);

type RequestState = { state?: { auth?: { strategy?: { name?: string } } } };

function fromPanel(strapi: Core.Strapi): boolean {
  const ctx = strapi.requestContext.get() as RequestState | undefined;
  return ctx?.state?.auth?.strategy?.name === 'admin';
}

function titleOf(doc: Record<string, unknown> | null | undefined): string | null {
  const title = doc?.title ?? doc?.name ?? doc?.villageName;
  return typeof title === 'string' ? title : null;
}

/** What a panel update changed: the attributes sent whose stored value differs. */
function panelChanges(strapi: Core.Strapi, uid: UID.ContentType, before: Record<string, unknown> | null, data: Record<string, unknown> | undefined): string[] {
  if (!data) return [];
  const attributes = strapi.contentType(uid).attributes as Record<string, { type: string }>;
  return Object.keys(data).filter((name) => {
    if (UNCOMPARED.has(name) || !attributes[name]) return false;
    const type = attributes[name].type;
    if (type === 'relation') {
      const { connect = [], disconnect = [], set } = (data[name] ?? {}) as { connect?: unknown[]; disconnect?: unknown[]; set?: unknown[] };
      return connect.length > 0 || disconnect.length > 0 || set !== undefined;
    }
    if (type === 'media') {
      const id = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value) ?? null;
      return String(id(before?.[name])) !== String(id(data[name]));
    }
    return comparable(type, before?.[name]) !== comparable(type, data[name]);
  });
}

/** A value as its column gives it back: PostgreSQL returns '08:00:00' for a time sent as '08:00:00.000', numbers as strings. */
function comparable(type: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'null';
  if (type === 'time') return String(value).slice(0, 8);
  if (type === 'date') return String(value).slice(0, 10);
  if (type === 'datetime') return String(new Date(String(value)).getTime());
  if (['integer', 'biginteger', 'decimal', 'float'].includes(type)) return String(Number(value));
  return JSON.stringify(value);
}

export function registerPanelActivity(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const type = KIND_BY_UID.get(context.uid);
    const action = PANEL_ACTIONS[context.action];
    if (!type || !action || currentActor() || !fromPanel(strapi)) return next();
    const params = (context.params ?? {}) as { documentId?: string; locale?: string; data?: Record<string, unknown> };
    const before: Record<string, unknown> | null =
      params.documentId && action !== 'create'
        ? await strapi.documents(context.uid).findOne({ documentId: params.documentId, locale: params.locale === '*' ? undefined : params.locale, populate: '*' } as never)
        : null;
    const result = await next();
    const written = ((result as { entries?: unknown[] } | null)?.entries?.[0] ?? result) as Record<string, unknown> | null;
    await recordActivity(
      strapi,
      {
        action,
        type,
        recordId: String(params.documentId ?? written?.documentId ?? '') || null,
        recordTitle: titleOf(written) ?? titleOf(before),
        fields: action === 'update' ? panelChanges(strapi, context.uid, before, params.data) : undefined,
      },
      PANEL,
    );
    return result;
  });
}
