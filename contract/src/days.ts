// Calendar days ('YYYY-MM-DD', WIB) and months ('YYYY-MM'): one way to read a day, and every
// range of days bounded before anything walks it (issue 51, decision 0025). A day past
// 9999-12-31 is written '+010000-01-01' by Date and sorts before '9999-…', so a loop that
// compared day strings never ended: here a day exists only between DAYS.first and DAYS.last, and
// a walk counts its days first and refuses more than its caller's limit.
// Without zod: the public pages' script runs the booking rules that use these in the browser.

export const DAYS = {
  /** The first and last day any field, query or range takes. */
  first: '2000-01-01',
  last: '2100-12-31',
  /** A check-in or a visit: at most this many days after today (WIB). */
  aheadDays: 365,
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY_MS = 86_400_000;

/** A real calendar day written 'YYYY-MM-DD', from DAYS.first to DAYS.last. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parts = ISO_DAY.exec(value);
  if (!parts || value < DAYS.first || value > DAYS.last) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar month 'YYYY-MM' (a `?bulan=` parameter) within the days' bounds. */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && ISO_MONTH.test(value) && value >= DAYS.first.slice(0, 7) && value <= DAYS.last.slice(0, 7);
}


/** The calendar day `days` after `day` (negative goes back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, both counted (0 or less when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Nights between two calendar days. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return daysBetween(checkIn, checkOut) - 1;
}

/**
 * How many days a walk from `from` to `to` takes, both included (0 when `to` comes first). Both
 * must be days and the range at most `limit` days: anything else is a RangeError before the
 * first step, a caller's mistake (its input should have been refused with a 400).
 */
function countedWalk(from: string, to: string, limit: number): number {
  for (const day of [from, to]) if (!isDay(day)) throw new RangeError(`Not a day between ${DAYS.first} and ${DAYS.last}: ${day}`);
  const count = Math.max(0, daysBetween(from, to));
  if (count > limit) throw new RangeError(`${count} days from ${from} to ${to}: more than ${limit}`);
  return count;
}

/** Each day from `from` to `to`, both included (none when `to` comes first), within `limit` days. */
export function eachDay(from: string, to: string, limit: number): string[] {
  return Array.from({ length: countedWalk(from, to, limit) }, (_, index) => addDays(from, index));
}

/** The month `months` after `month` ('2026-12', 1 → '2027-01'; negative goes back). */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months the days `from` to `to` touch, oldest first; the same bounds as eachDay. */
export function eachMonth(from: string, to: string, limitDays: number): string[] {
  if (!countedWalk(from, to, limitDays)) return [];
  const [first, last] = [from.slice(0, 7), to.slice(0, 7)];
  const count = (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 + Number(last.slice(5, 7)) - Number(first.slice(5, 7)) + 1;
  return Array.from({ length: count }, (_, index) => addMonths(first, index));
}

/** A month's last day ('2026-02' → '2026-02-28'). */
export function lastDayOf(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}
