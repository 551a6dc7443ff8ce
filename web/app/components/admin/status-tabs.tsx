// Tabs over a list by status, each with its count (Pemesanan, Ulasan): links that keep the page's
// other filters and start again at its first page.
import { Link, useSearchParams } from '@remix-run/react';
import { cn } from '~/lib/cn';
import { PAGE_PARAM } from '~/lib/modal-url';

export type StatusTab = { key: string; label: string; count: number };

/** `key` '' is the tab without `?status=`. */
export function StatusTabs({ label, tabs, active }: { label: string; tabs: StatusTab[]; active: string }) {
  const [params] = useSearchParams();
  return (
    <nav aria-label={label} className="-mx-1 mb-4 flex gap-1 overflow-x-auto pb-1">
      {tabs.map((tab) => {
        const next = new URLSearchParams(params);
        next.delete(PAGE_PARAM);
        if (tab.key) next.set('status', tab.key);
        else next.delete('status');
        return (
          <Link
            key={tab.key}
            to={`?${next}`}
            aria-current={tab.key === active ? 'page' : undefined}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium',
              tab.key === active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {tab.label}
            <span className={cn('rounded-full px-2 text-xs', tab.key === active ? 'bg-white text-brand-800' : 'bg-slate-200 dark:bg-slate-700')}>{tab.count}</span>
          </Link>
        );
      })}
    </nav>
  );
}
