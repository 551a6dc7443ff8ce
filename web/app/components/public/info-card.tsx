import type { ReactNode } from 'react';

export type InfoRow = { icon: ReactNode; label: string; value: ReactNode };

/** The summary box of a detail page ('Informasi Wisata', 'Informasi Acara'). */
export function InfoCard({ title, rows }: { title: string; rows: InfoRow[] }) {
  return (
    <section aria-labelledby="informasi" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <h2 id="informasi" className="text-lg font-bold text-stone-900 dark:text-white">
        {title}
      </h2>
      <dl className="mt-5 space-y-4">
        {rows.map((row) => (
          <div key={row.label} className="relative min-h-10 pl-13">
            <dt className="text-sm text-stone-600 dark:text-stone-400">
              <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-brand-500">
                {row.icon}
              </span>
              {row.label}
            </dt>
            <dd className="font-semibold text-stone-900 dark:text-white">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
