// Issue 54: the village's static QRIS, read and checked, and made one payment's. Real-shaped
// payloads (a bank's account template and the national QRIS one with its NMID), the refusals the
// admin reads, and properties over generated merchants and amounts (fast-check, seeded).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QrisError, parseQris, qrisAmount, qrisCrc, qrisForAmount, qrisMerchant } from '../src/index.js';

const RUNS = { seed: Number(process.env.FC_SEED ?? 54), numRuns: 200 };

/** CRC-16/CCITT-FALSE bit by bit (poly 0x1021, init 0xFFFF): the test's own oracle. */
function oracleCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;
const signed = (body: string) => `${body}6304${oracleCrc(`${body}6304`)}`;

type Merchant = { name: string; city: string; nmid: string; extra?: string };

/** A sticker's payload as banks print them: a bank's account template (26), QRIS's own (51) with the NMID, MCC, rupiah, ID. */
function staticPayload({ name, city, nmid, extra = '' }: Merchant) {
  return signed(
    tlv('00', '01') +
      tlv('01', '11') +
      tlv('26', tlv('00', 'ID.CO.BANKDESA.WWW') + tlv('01', '936000140000123456') + tlv('02', '000123456') + tlv('03', 'UMI')) +
      tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', nmid) + tlv('03', 'UMI')) +
      tlv('52', '7011') +
      tlv('53', '360') +
      extra +
      tlv('58', 'ID') +
      tlv('59', name) +
      tlv('60', city) +
      tlv('61', '55281') +
      tlv('62', tlv('07', 'BUMDES01')),
  );
}

const VILLAGE: Merchant = { name: 'BUMDES WISATA SUKAMAJU', city: 'SLEMAN', nmid: 'ID1023246813579' };

describe('QRIS', () => {
  it('computes CRC-16/CCITT-FALSE (its check value) and reads a sticker', () => {
    expect(qrisCrc('123456789')).toBe('29B1');
    const fields = parseQris(staticPayload(VILLAGE));
    expect(qrisMerchant(fields)).toEqual({ merchant_name: VILLAGE.name, merchant_city: VILLAGE.city, nmid: VILLAGE.nmid });
    expect(qrisAmount(fields)).toBeNull();
  });

  it('makes a payload one payment’s: 010212, tag 54, a valid CRC, the merchant unchanged, tips gone', () => {
    const withTip = staticPayload({ ...VILLAGE, extra: tlv('55', '02') + tlv('56', '1000') });
    const dynamic = qrisForAmount(withTip, 150_000);
    expect(dynamic.startsWith('000201010212')).toBe(true);
    expect(dynamic).toContain(`${tlv('53', '360')}${tlv('54', '150000')}${tlv('58', 'ID')}`);
    expect(dynamic.slice(-4)).toBe(oracleCrc(dynamic.slice(0, -4)));
    expect(dynamic).not.toMatch(/5502025604/);
    expect(qrisMerchant(parseQris(dynamic))).toEqual(qrisMerchant(parseQris(withTip)));
  });

  it.each([
    ['a changed CRC', (p: string) => `${p.slice(0, -4)}0000`, 'Kode QRIS tidak valid: CRC tidak cocok'],
    ['no CRC', (p: string) => p.slice(0, -8), 'Kode QRIS tidak valid: CRC (tag 63) tidak ada di akhir'],
    ['a field cut short', (p: string) => `${p}5905AB`, 'Kode QRIS tidak valid: susunan tag rusak'],
    ['nothing', () => '  ', 'Kode QRIS tidak valid: isi kode atau gambar QRIS'],
  ])('refuses %s', (_name, broken, message) => {
    expect(() => parseQris(broken(staticPayload(VILLAGE)))).toThrow(message);
  });

  it.each([
    ['no merchant account', (m: Merchant) => signed(tlv('00', '01') + tlv('01', '11') + tlv('53', '360') + tlv('58', 'ID') + tlv('59', m.name) + tlv('60', m.city)), 'tidak ada akun merchant (tag 26–51)'],
    ['dollars', (m: Merchant) => signed(staticPayload(m).slice(0, -8).replace('5303360', '5303840')), 'mata uang bukan rupiah (tag 53 harus 360)'],
    ['another country', (m: Merchant) => signed(staticPayload(m).slice(0, -8).replace('5802ID', '5802SG')), 'negara bukan Indonesia (tag 58 harus ID)'],
    ['no name', (m: Merchant) => signed(staticPayload(m).slice(0, -8).replace(tlv('59', m.name), '')), 'nama merchant (tag 59) tidak ada'],
    ['no city', (m: Merchant) => signed(staticPayload(m).slice(0, -8).replace(tlv('60', m.city), '')), 'kota merchant (tag 60) tidak ada'],
  ])('refuses a payload with %s, saying which tag', (_name, make, why) => {
    expect(() => parseQris(make(VILLAGE))).toThrow(`Kode QRIS tidak valid: ${why}`);
  });

  const merchant = fc.record({
    name: fc.stringMatching(/^[A-Z0-9][A-Z0-9 .&-]{0,23}$/),
    city: fc.stringMatching(/^[A-Z][A-Z ]{0,14}$/),
    nmid: fc.stringMatching(/^ID\d{13}$/),
  });

  it('any sticker and any amount: the payment’s payload reads back with that amount and the same merchant', () => {
    fc.assert(
      fc.property(merchant, fc.integer({ min: 1, max: 9_999_999_999 }), fc.integer({ min: 1, max: 9_999_999_999 }), (m, amount, again) => {
        const payload = staticPayload(m);
        const dynamic = qrisForAmount(payload, amount);
        const fields = parseQris(dynamic);
        expect(qrisAmount(fields)).toBe(amount);
        expect(qrisMerchant(fields)).toEqual(qrisMerchant(parseQris(payload)));
        expect(dynamic.slice(-4)).toBe(oracleCrc(dynamic.slice(0, -4)));
        // Made again from a dynamic one, for another amount: only the amount differs.
        expect(qrisForAmount(dynamic, again)).toBe(qrisForAmount(payload, again));
      }),
      RUNS,
    );
  });

  it('any one character changed in a sticker is refused', () => {
    fc.assert(
      fc.property(merchant, fc.nat(), fc.string({ minLength: 1, maxLength: 1, unit: "binary-ascii" }), (m, where, char) => {
        const payload = staticPayload(m);
        const at = where % payload.length;
        fc.pre(payload[at] !== char);
        const changed = payload.slice(0, at) + char + payload.slice(at + 1);
        expect(() => parseQris(changed)).toThrow(QrisError);
      }),
      RUNS,
    );
  });
});
