import { DownloadIcon } from '~/components/icons';
import { useTexts } from '~/lib/i18n';
import { hook } from '~/lib/public-hooks';

/**
 * "Simpan untuk offline" (issue 26): invisible, its place kept so nothing moves when it shows,
 * until the public script finds a service worker that can keep the page (without JavaScript it
 * takes no place at all); the worker's answer goes to the status line (save-offline.ts).
 */
export function SaveOffline() {
  const { offline } = useTexts();
  return (
    <div {...hook('saveOffline')} data-saving={offline.saving} data-saved={offline.saved} data-failed={offline.saveFailed} className="js-only invisible mt-5 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-700/40 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-500 dark:ring-brand-500/40 dark:hover:bg-stone-900"
      >
        <DownloadIcon className="size-4" />
        {offline.save}
      </button>
      <p role="status" className="text-sm font-medium text-stone-600 dark:text-stone-300" />
    </div>
  );
}
