// What a part of an admin page shows when it could not be read in time (lib/streamed.server.ts):
// the rest of the page is there, and the link loads the page again.
import { useLocation } from '@remix-run/react';

export const PART_FAILED = 'Gagal memuat, coba lagi';

export function PartFailed() {
  const { pathname, search } = useLocation();
  return (
    <p className="px-5 py-8 text-center text-sm">
      <a href={`${pathname}${search}`} className="font-medium text-red-700 underline underline-offset-2 max-sm:inline-flex max-sm:min-h-11 max-sm:items-center dark:text-red-400">
        {PART_FAILED}
      </a>
    </p>
  );
}
