// One way to read a day, every walk over days bounded, and rupiah read exactly (issue 51):
// properties over generated extremes (years 0001, 9999, 275760; months 00 and 13; day 32;
// 30 February; strings that are no day at all; amounts with commas, exponents, wrong types), with
// a fixed seed so a failure repeats (FC_SEED overrides it; fast-check prints the seed and the
// shrunk counterexample).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAYS, addDays, addMonths, checkStay, checkVisit, daysBetween, eachDay, eachMonth, groupRupiah, isDay, isMonth, lastDayOf, parseRupiah } from '../src/index.js';

const RUNS = { seed: Number(process.env.FC_SEED ?? 51), numRuns: 400 };
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Year, month and day numbers around and far past every edge, written as a day string. */
const dayLike = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(1, 1999, 2000, 2100, 2101, 9999, 275_760)),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(([year, month, day]) => ({ year, month, day, text: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` }));

/** Any string a client could send where a day goes. */
const anyText = fc.oneof(
  dayLike.map(({ text }) => text),
  fc.string(),
  fc.constantFrom('2026-02-30', '9999-12-31', '+010000-01-01', '2026-1-01', ' 2026-12-01', '2026-12-01T00:00:00Z', '2026-12-01\n', ''),
);

/** Days within the bounds. */
const day = fc.date({ min: new Date(`${DAYS.first}T00:00:00Z`), max: new Date(`${DAYS.last}T00:00:00Z`), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

describe('a day', () => {
  it('is a real calendar day between DAYS.first and DAYS.last, and nothing else', () => {
    fc.assert(
      fc.property(dayLike, ({ year, month, day: dayOfMonth, text }) => {
        const real = month >= 1 && month <= 12 && dayOfMonth >= 1 && dayOfMonth <= new Date(Date.UTC(year, month, 0)).getUTCDate();
        expect(isDay(text)).toBe(real && text >= DAYS.first && text <= DAYS.last);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        // Never throws, whatever comes; a non-string is never a day.
        if (typeof value !== 'string') expect(isDay(value)).toBe(false);
      }),
      RUNS,
    );
    expect([isDay('2028-02-29'), isDay('2026-02-29'), isDay('2100-12-31'), isDay('2101-01-01'), isDay('1999-12-31')]).toEqual([true, false, true, false, false]);
  });

  it('walks a range only within its limit, day after day, from its first to its last', () => {
    fc.assert(
      fc.property(anyText, anyText, fc.integer({ min: 0, max: 800 }), (from, to, limit) => {
        const count = isDay(from) && isDay(to) ? Math.max(0, daysBetween(from, to)) : Infinity;
        if (count > limit) {
          expect(() => eachDay(from, to, limit)).toThrow(RangeError);
          return;
        }
        const days = eachDay(from, to, limit);
        expect(days).toHaveLength(count);
        if (count) expect([days[0], days.at(-1)]).toEqual([from, to]);
        for (let index = 1; index < days.length; index += 1) expect(days[index]).toBe(addDays(days[index - 1]!, 1));
      }),
      RUNS,
    );
    // The outage of issue 51: 9999-12-30 to 9999-12-31 is refused at once, not walked forever.
    expect(() => eachDay('9999-12-30', '9999-12-31', 120)).toThrow(RangeError);
  });

  it('lists the months a range touches, as its days do', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 730 }), (from, length) => {
        const to = addDays(from, length);
        fc.pre(isDay(to));
        const fromDays = [...new Set(eachDay(from, to, 731).map((each) => each.slice(0, 7)))];
        expect(eachMonth(from, to, 731)).toEqual(fromDays);
        for (const month of fromDays) expect([isMonth(month), isDay(lastDayOf(month))]).toEqual([true, true]);
      }),
      RUNS,
    );
    expect([addMonths('2026-12', 1), addMonths('2026-01', -1), addMonths('2026-11', -23)]).toEqual(['2027-01', '2025-12', '2024-12']);
    expect([lastDayOf('2026-02'), lastDayOf('2028-02'), lastDayOf('2026-12')]).toEqual(['2026-02-28', '2028-02-29', '2026-12-31']);
    expect([isMonth('2026-13'), isMonth('9999-12'), isMonth('2026-00')]).toEqual([false, false, false]);
  });
});

describe('the booking forms’ days', () => {
  const lodging = { rooms: 3, guests_per_room: 2 };
  const today = '2026-11-28';
  it('take a check-in or a visit from today to DAYS.aheadDays after it, and refuse anything else with a message', () => {
    fc.assert(
      fc.property(anyText, anyText, fc.constantFrom('id', 'en') as fc.Arbitrary<'id' | 'en'>, (checkIn, checkOut, locale) => {
        const stay = checkStay(lodging, { check_in: checkIn, check_out: checkOut, guests: '2' }, locale, today);
        // The forms trim what they read.
        const asRead = checkIn.trim();
        const inWindow = isDay(asRead) && asRead >= today && asRead <= addDays(today, DAYS.aheadDays);
        if (stay.value) expect(inWindow && isDay(stay.value.check_out)).toBe(true);
        else if (!inWindow) expect(stay.errors.check_in).toEqual(expect.any(String));
        const visit = checkVisit({ date: checkIn, people: '2' }, locale, today);
        expect(Boolean(visit.value)).toBe(inWindow);
      }),
      RUNS,
    );
    expect(checkStay(lodging, { check_in: addDays(today, DAYS.aheadDays + 1), nights: '1', guests: '1' }, 'id', today).errors).toEqual({ check_in: 'Tanggal paling jauh 365 hari dari hari ini' });
    expect(checkVisit({ date: '9999-12-31', people: '1' }, 'id', today).errors).toEqual({ date: 'Tanggal tidak valid' });
  });
});

describe('a rupiah amount', () => {
  it('is digits, with or without thousands dots, read exactly; anything else is left to fail', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const dotted = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        expect([parseRupiah(String(amount)), parseRupiah(dotted), parseRupiah(amount)]).toEqual([amount, amount, amount]);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{1,4}[,.]\d{1,2}$/), fc.stringMatching(/^\d+e\d$/), fc.boolean(), fc.array(fc.integer(), { minLength: 1, maxLength: 2 })), (value) => {
        expect(typeof parseRupiah(value)).not.toBe('number');
      }),
      RUNS,
    );
  });

  it('shows as typed in thousands groups that read back as the same digits; anything else stays as typed', () => {
    const typed = fc.array(fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.'), { minLength: 1, maxLength: 16 }).map((keys) => keys.join(''));
    fc.assert(
      fc.property(typed, (value) => {
        const digits = value.replace(/\./g, '');
        const shown = groupRupiah(value);
        if (!digits) {
          expect(shown).toBe(value);
          return;
        }
        expect(shown).toMatch(/^\d{1,3}(\.\d{3})*$/);
        expect(parseRupiah(shown)).toBe(Number(digits));
        expect(groupRupiah(shown)).toBe(shown);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.string().filter((value) => /[^\d.]/.test(value)), (value) => {
        expect(groupRupiah(value)).toBe(value);
      }),
      RUNS,
    );
    expect([groupRupiah('650000'), groupRupiah('4.5000'), groupRupiah('45.00'), groupRupiah('-5000'), groupRupiah('1,5')]).toEqual(['650.000', '45.000', '4.500', '-5000', '1,5']);
  });
});
