// A CSV file for a spreadsheet (the report's requests, the statistics' days, the cash book):
// csv-stringify with RFC 4180 quoting, CRLF lines, a UTF-8 byte-order mark so Excel reads
// Indonesian text right, and no cell a spreadsheet would run as a formula (OWASP's CSV injection
// rule: a leading = + - @ tab or CR gets a ').
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvLine = ReadonlyArray<string | number | null | undefined>;

/** One cell as it is written (for the tests of the rule). */
export function csvCell(value: string | number | null | undefined): string {
  return toCsv([[value]], { byteOrderMark: false }).replace(/\r\n$/, '');
}

/** The lines as a file. `byteOrderMark`: false for a file of ASCII only (dates and numbers), which needs none. */
export function toCsv(lines: ReadonlyArray<CsvLine>, { byteOrderMark = true } = {}): string {
  const body = stringify(lines as unknown[][], {
    record_delimiter: 'windows',
    // A line break inside a cell is quoted like a comma (csv-stringify quotes only its own delimiter's).
    quoted_match: /[\r\n]/,
    cast: { string: (value) => (FORMULA_START.test(value) ? `'${value}` : value) },
  });
  return `${byteOrderMark ? '\uFEFF' : ''}${body}`;
}
