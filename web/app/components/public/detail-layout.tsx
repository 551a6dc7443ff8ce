// The body of a record's page below its header: the main column of sections and, beside it on a
// wide screen (above it on a phone), the aside with the facts and the booking form.
import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** `form`: the aside holds a form, so it is wider and scrolls with the page. */
export function DetailColumns({ aside, form, children }: { aside: ReactNode; form?: boolean; children: ReactNode }) {
  return (
    <div className={cn('mx-auto mt-10 grid max-w-6xl gap-10 px-4 sm:px-6', form ? 'lg:grid-cols-[1fr_360px]' : 'lg:grid-cols-[1fr_340px]')}>
      <aside className={cn('lg:col-start-2 lg:row-start-1', form ? 'space-y-6' : 'lg:sticky lg:top-24 lg:self-start')}>{aside}</aside>
      <div className="space-y-12 lg:col-start-1 lg:row-start-1">{children}</div>
    </div>
  );
}

/** A section of the main column with its heading (`id` names it for screen readers). */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold text-stone-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
