import type { ReactNode } from 'react';

export function SectionHeading({ id, eyebrow, title, action }: { id: string; eyebrow: string; title: string; action?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-500">{eyebrow}</p>
        <h2 id={id} className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl dark:text-white">
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}
