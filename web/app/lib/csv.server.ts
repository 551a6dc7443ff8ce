// A CSV download for the admin who asked for it; the file itself is the contract's `toCsv`.
import { toCsv, type CsvLine } from '@desa/contract';
import { PRIVATE_CACHE_CONTROL } from '~/lib/public.server';

/**
 * A download: the lines' cells as CSV, private to the admin who asked for it. `byteOrderMark`:
 * false for a file of ASCII only (the statistics' dates and numbers), which needs none.
 */
export function csvResponse(filename: string, lines: ReadonlyArray<CsvLine>, { byteOrderMark = true } = {}): Response {
  return new Response(toCsv(lines, { byteOrderMark }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': PRIVATE_CACHE_CONTROL,
    },
  });
}
