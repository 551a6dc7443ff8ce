// A CSV file for a spreadsheet (the report's requests, the statistics' days): RFC 4180 quoting, CRLF lines, a UTF-8
// byte-order mark so Excel reads Indonesian text right, and no cell a spreadsheet would run
// as a formula (OWASP's CSV injection rule: a leading = + - @ tab or CR gets a ').
import { PRIVATE_CACHE_CONTROL } from '~/lib/public.server';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A download: the lines' cells as CSV, private to the admin who asked for it. `byteOrderMark`:
 * false for a file of ASCII only (the statistics' dates and numbers), which needs none.
 */
export function csvResponse(filename: string, lines: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>, { byteOrderMark = true } = {}): Response {
  const body = `${byteOrderMark ? '\uFEFF' : ''}${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': PRIVATE_CACHE_CONTROL,
    },
  });
}
