// A figure on a dashboard that waits for someone (new requests, reviews or changes to check),
// linking to where it is dealt with.
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { formatCount } from '@desa/contract';
import { PART_FAILED } from './part-failed';

/**
 * A figure that waits for the admin (new requests, reviews to check), linking to where it is dealt
 * with. `failed`: the figure could not be read; the card says so in its place (room taken from
 * the action's words) and still leads there.
 */
export function InboxCard({ to, icon, label, count, action, failed }: { to: string; icon: ReactNode; label: string; count: number | null; action: string; failed?: boolean }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-600"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-100">{icon}</span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
        {failed ? (
          <span className="text-sm font-medium text-red-700 dark:text-red-400">{PART_FAILED}</span>
        ) : (
          <span className="text-2xl font-bold text-slate-900 dark:text-white">{count === null ? '–' : formatCount(count)}</span>
        )}
      </span>
      {failed ? null : <span className="ml-auto text-right text-sm font-medium text-brand-700 dark:text-brand-500">{action}</span>}
    </Link>
  );
}
