// One entry of the Riwayat (issue 23), as /admin/riwayat and the dashboard's "Aktivitas Terbaru"
// show it: who, what, which record, what changed or from where, and when (WIB).
import { Link } from '@remix-run/react';
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_SUBJECT_LABELS,
  ACTOR_NAMES,
  CONTENT_TYPES,
  VILLAGE_PROFILE,
  adminPath,
  fieldLabel,
  formatPublishAt,
  type ActivityAction,
  type ActivityEntry,
  type ActivitySubject,
  type EntityKind,
} from '@desa/contract';
import { cn } from '~/lib/cn';
import { modalHref } from '~/lib/modal-url';

/** What a person calls the kind of record an entry names: 'Objek Wisata', 'Profil Desa', 'Akun'. */
export function subjectLabel(type: ActivitySubject): string {
  if (type in ACTIVITY_SUBJECT_LABELS) return ACTIVITY_SUBJECT_LABELS[type as keyof typeof ACTIVITY_SUBJECT_LABELS];
  return CONTENT_TYPES[type as EntityKind]?.admin.label ?? type;
}

const REMOVING = new Set<ActivityAction>(['delete', 'purge', 'sign_in_failed', 'admin_deactivate', 'booking_decline', 'booking_cancel']);
const ADDING = new Set<ActivityAction>(['create', 'restore', 'publish', 'admin_add', 'admin_activate', 'booking_confirm', 'booking_complete']);

function toneOf(action: ActivityAction): string {
  if (REMOVING.has(action)) return 'bg-red-50 text-red-700 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900';
  if (ADDING.has(action)) return 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-900';
  return 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600';
}

/** The record's page in the back office, while it can still be there (not after a delete). */
function recordHref(entry: ActivityEntry): string | null {
  const { type, record_id: id, action } = entry;
  if (type === 'site') return adminPath(VILLAGE_PROFILE);
  if (type === 'booking') return '/admin/pemesanan';
  if (!type || !(type in CONTENT_TYPES) || !id || action === 'delete' || action === 'purge') return null;
  return `${adminPath(CONTENT_TYPES[type as EntityKind])}${modalHref('', 'ubah', id)}`;
}

export function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const href = recordHref(entry);
  const title = entry.record_title ?? (entry.type === 'site' ? null : entry.record_id);
  return (
    <li className="flex flex-col gap-1.5 px-5 py-4 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium text-slate-900 dark:text-white">{entry.actor.name || ACTOR_NAMES.unknown}</span>
          {entry.actor.kind === 'api' ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-900">
              {ACTOR_NAMES.api}
            </span>
          ) : null}
          <span className={cn('inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1', toneOf(entry.action))}>
            {ACTIVITY_ACTION_LABELS[entry.action] ?? entry.action}
          </span>
        </p>
        {entry.type ? (
          <p className="break-words text-slate-700 dark:text-slate-200">
            {title ? (
              <>
                <span className="text-slate-500 dark:text-slate-400">{subjectLabel(entry.type)}</span>
                {' · '}
                {href ? <RecordLink href={href}>{title}</RecordLink> : title}
              </>
            ) : href ? (
              <RecordLink href={href}>{subjectLabel(entry.type)}</RecordLink>
            ) : (
              <span className="text-slate-500 dark:text-slate-400">{subjectLabel(entry.type)}</span>
            )}
          </p>
        ) : null}
        {entry.fields.length ? (
          <p className="text-slate-600 dark:text-slate-300">
            <span className="text-slate-500 dark:text-slate-400">Yang diubah:</span> {entry.fields.map(fieldLabel).join(', ')}
          </p>
        ) : null}
        {entry.ip ? (
          <p className="text-slate-600 dark:text-slate-300">
            <span className="text-slate-500 dark:text-slate-400">Alamat IP:</span> {entry.ip}
          </p>
        ) : null}
      </div>
      <time dateTime={entry.created_at} className="shrink-0 text-slate-500 sm:text-right sm:whitespace-nowrap dark:text-slate-400">
        {formatPublishAt(entry.created_at)}
      </time>
    </li>
  );
}

function RecordLink({ href, children }: { href: string; children: string }) {
  return (
    <Link to={href} className="font-medium text-brand-700 hover:underline dark:text-brand-500">
      {children}
    </Link>
  );
}

/** Entries, newest first, one under the other. */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {entries.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
