import { Link } from '@remix-run/react';
import { cn } from '~/lib/cn';

/** A plain link that narrows a list (the agenda's time, the products' category), marked when it is the current one. */
export function FilterLink({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-full px-4 py-2 text-sm font-semibold transition',
        active ? 'bg-brand-700 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50 dark:bg-stone-900 dark:text-stone-200 dark:ring-stone-700 dark:hover:bg-stone-800',
      )}
    >
      {children}
    </Link>
  );
}
