import { ImageIcon } from '~/components/icons';

/** A public list with nothing to show yet. The back office's, one line beside the type's icon, is AdminEmptyState (admin/page-parts). */
export function PublicEmptyState({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center dark:border-stone-700 dark:bg-stone-900">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-brand-500">
        <ImageIcon className="size-7" />
      </span>
      <p className="mt-4 text-lg font-semibold text-stone-900 dark:text-white">{title}</p>
      <p className="mt-1 max-w-md text-stone-600 dark:text-stone-400">{description}</p>
    </div>
  );
}
