// The back office's figure pages (Statistik, Laporan): a titled card, a table that scrolls
// inside its own box on a phone, and the classes of its heads and numbers. Knows no figure.
import { useId, type ReactNode } from 'react';
import { Card } from '~/components/admin/page-parts';
import { cn } from '~/lib/cn';

export function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className={cn('print:break-inside-avoid-page print:rounded-none print:border-0 print:shadow-none', className)}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900 print:px-0 print:py-2 print:text-base dark:border-slate-800 dark:text-white">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** A table that may be wider than a phone: it scrolls inside its own box, reachable by keyboard. */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
      {children}
    </div>
  );
}

// Narrower gaps between the columns on a phone, where four share 340 px.
const headClass = 'px-1.5 py-3 font-medium first:pl-5 last:pr-5 sm:px-3 print:py-1.5 print:first:pl-0 print:last:pr-0';
export const numberClass = 'px-1.5 py-2.5 text-right whitespace-nowrap tabular-nums text-slate-700 last:pr-5 sm:px-3 print:py-1 print:last:pr-0 dark:text-slate-200';
export const rowHeadClass = 'py-2.5 pr-1.5 pl-5 text-slate-800 sm:pr-3 print:py-1 print:pl-0 dark:text-slate-100';

/** The column heads; `phoneHidden`, the indexes of those a phone leaves out (their figures are then said in the row's head). */
export function TableHead({ columns, phoneHidden = [] }: { columns: string[]; phoneHidden?: number[] }) {
  return (
    <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase print:bg-transparent dark:border-slate-800 dark:bg-slate-800/40 dark:text-slate-400">
      <tr>
        {columns.map((column, index) => (
          <th key={column} scope="col" className={cn(headClass, index > 0 && 'text-right', phoneHidden.includes(index) && 'max-sm:hidden')}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
