import { EyeIcon } from '~/components/icons';
import { useTexts } from '~/lib/i18n';

/** Above a record opened through its preview link, while it is not public (issue 22). */
export function PreviewBanner() {
  const { preview } = useTexts();
  return (
    <p role="status" className="mb-5 flex items-center gap-2 rounded-xl bg-amber-100 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800">
      <EyeIcon className="size-5 shrink-0" />
      {preview}
    </p>
  );
}
