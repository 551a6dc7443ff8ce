// Issue 52: one reading of a WhatsApp number. Indonesian mobile numbers in every common writing
// come out as today (`62…`); a foreign mobile number written with its country code comes out as
// its digits; anything else is refused. Property-based (fast-check, seeded: FC_SEED repeats).
import fc from 'fast-check';
import { getCountries, getExampleNumber, type CountryCode } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { checkGuest, mobileNumber, whatsappLink, whatsappNumber } from '../src/index.js';

const RUNS = { seed: Number(process.env.FC_SEED ?? 52), numRuns: 300 };

/** An Indonesian mobile subscriber number after the 62: 8, then 7 to 11 digits. */
const subscriber = fc.stringMatching(/^8[1-9]\d{6,10}$/);
/** How people write one: with 0, 62, +62 or nothing in front, grouped with spaces, dashes or dots. */
const writing = fc.record({ prefix: fc.constantFrom('0', '62', '+62 ', '+62', ''), separator: fc.constantFrom('', ' ', '-'), group: fc.integer({ min: 3, max: 4 }) });

function written(digits: string, { prefix, separator, group }: { prefix: string; separator: string; group: number }) {
  const parts = digits.match(new RegExp(`.{1,${group}}`, 'g')) ?? [];
  return `${prefix}${parts.join(separator)}`;
}

/** Every country's example mobile number but Indonesia's, from the library's own metadata. */
const foreign = getCountries()
  .filter((country) => country !== 'ID' && country in examples)
  .map((country) => getExampleNumber(country as CountryCode, examples))
  .filter((number) => number?.isValid());

describe('mobileNumber', () => {
  it('reads an Indonesian mobile number the same in every writing, as 62…', () => {
    fc.assert(
      fc.property(subscriber, writing, (digits, how) => {
        expect(mobileNumber(written(digits, how))).toBe(`62${digits}`);
      }),
      RUNS,
    );
  });

  it('takes every country’s valid mobile number written with its country code (+ or 00), as its digits', () => {
    expect(foreign.length).toBeGreaterThan(150);
    for (const number of foreign) {
      const digits = number!.number.slice(1);
      expect(mobileNumber(number!.formatInternational()), number!.formatInternational()).toBe(digits);
      expect(mobileNumber(`00${digits}`)).toBe(digits);
    }
    expect(mobileNumber('+44 7911 123456')).toBe('447911123456');
  });

  it('refuses what is not a mobile number: landlines, a reserved range, letters, too short or too long', () => {
    for (const value of ['+44 20 7946 0958', '+44 7700 900123', '021 555 1234', '12', '0812', 'abc', '+', '0'.repeat(30), '+62 21 555 1234', '08123456789012345']) {
      expect(mobileNumber(value), value).toBeNull();
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        const read = mobileNumber(value);
        if (read !== null) expect(read).toMatch(/^[1-9]\d{7,14}$/);
      }),
      RUNS,
    );
  });

  it('is the guest check of both languages, with the message that says how to write a foreign number', () => {
    expect(checkGuest({ name: 'Emma', phone: '+44 7911 123456' }, 'en').value?.phone).toBe('447911123456');
    expect(checkGuest({ name: 'Emma', phone: '7911 123456' }, 'en').errors?.phone).toContain('+44 7911 123456');
    expect(checkGuest({ name: 'Dewi', phone: '0812-3456-7890' }, 'id').value?.phone).toBe('6281234567890');
  });
});

describe('whatsappNumber', () => {
  it('makes every chat link from the same reading; a landline keeps its digits with 62 in front', () => {
    expect(whatsappNumber('+44 7911 123456')).toBe('447911123456');
    expect(whatsappNumber('0044 7911 123456')).toBe('447911123456');
    expect(whatsappNumber('0812 3456 7890')).toBe('6281234567890');
    expect(whatsappNumber('(021) 555-1234')).toBe('62215551234');
    expect(whatsappLink('+44 7911 123456', 'Hi')).toBe('https://wa.me/447911123456?text=Hi');
  });
});
