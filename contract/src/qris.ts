// QRIS, Indonesia's EMVCo merchant-presented QR (issue 54): the village's own static code, read
// and checked when the admin stores it, and made dynamic for one request's amount on the guest's
// status page. A payload is TLV: a two-digit tag, a two-digit length, the value; tag 63 (last)
// holds CRC-16/CCITT-FALSE over everything before its value, as four uppercase hex digits.
// No kept library reads EMVCo TLV for QRIS (decisions/0031-payments-beside-requests.md); the
// checksum is the `crc` package's.
import crc16ccitt from 'crc/calculators/crc16ccitt';

export type QrisField = { tag: string; value: string };

/** What the admin checks against the sticker: the merchant's name and city, and its NMID (QRIS's national merchant ID). */
export type QrisMerchant = { merchant_name: string; merchant_city: string; nmid: string | null };

/** EMVCo's longest payload. */
export const QRIS_MAX_LENGTH = 512;
/** `010211`: the same code for every payment (the sticker); `010212`: one payment's, with its amount. */
const STATIC = '11';
const DYNAMIC = '12';
/** The tip tags (55: prompt or fee kind, 56: fixed fee, 57: percentage): a request's amount is exact, so its code asks for none. */
const TIP_TAGS = ['55', '56', '57'];
const QRIS_GUID = 'ID.CO.QRIS.WWW';

export const QRIS_MESSAGES = {
  invalid: (why: string) => `Kode QRIS tidak valid: ${why}`,
  empty: 'isi kode atau gambar QRIS',
  tooLong: `lebih dari ${QRIS_MAX_LENGTH} karakter`,
  structure: 'susunan tag rusak',
  crc: 'CRC tidak cocok',
  crcMissing: 'CRC (tag 63) tidak ada di akhir',
  format: 'bukan kode EMVCo (tag 00 harus 01)',
  initiation: 'tag 01 harus 11 (statis) atau 12 (dinamis)',
  account: 'tidak ada akun merchant (tag 26–51)',
  currency: 'mata uang bukan rupiah (tag 53 harus 360)',
  country: 'negara bukan Indonesia (tag 58 harus ID)',
  name: 'nama merchant (tag 59) tidak ada',
  city: 'kota merchant (tag 60) tidak ada',
  amount: 'nominal (tag 54) tidak valid',
  imageUnreadable: 'tidak ada kode QR yang terbaca di gambar',
} as const;

export class QrisError extends Error {}

/** The fields of one TLV string, in order; throws QrisError on a broken structure. */
function readFields(text: string): QrisField[] {
  const fields: QrisField[] = [];
  for (let at = 0; at < text.length; ) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new QrisError(QRIS_MESSAGES.invalid(QRIS_MESSAGES.structure));
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (length === 0 || value.length !== length) throw new QrisError(QRIS_MESSAGES.invalid(QRIS_MESSAGES.structure));
    fields.push({ tag: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

function writeFields(fields: readonly QrisField[]): string {
  return fields.map(({ tag, value }) => `${tag}${String(value.length).padStart(2, '0')}${value}`).join('');
}

/** The CRC of everything before it (the tag and length `6304` included), four uppercase hex digits. */
export function qrisCrc(withoutChecksum: string): string {
  return crc16ccitt(new TextEncoder().encode(withoutChecksum)).toString(16).toUpperCase().padStart(4, '0');
}

function valueOf(fields: readonly QrisField[], tag: string): string | undefined {
  return fields.find((field) => field.tag === tag)?.value;
}

/** Merchant account templates (26–51) each start with a global identifier in their sub-tag 00. */
function merchantAccounts(fields: readonly QrisField[]): QrisField[][] {
  return fields
    .filter(({ tag }) => Number(tag) >= 26 && Number(tag) <= 51)
    .map(({ value }) => readFields(value))
    .filter((account) => Boolean(valueOf(account, '00')));
}

/** Checks a payload as a merchant-presented QRIS and returns its fields; throws QrisError with the first thing wrong. */
export function parseQris(payload: string): QrisField[] {
  const text = payload.trim();
  if (!text) throw new QrisError(QRIS_MESSAGES.invalid(QRIS_MESSAGES.empty));
  if (text.length > QRIS_MAX_LENGTH) throw new QrisError(QRIS_MESSAGES.invalid(QRIS_MESSAGES.tooLong));
  const fields = readFields(text);
  const last = fields.at(-1);
  if (last?.tag !== '63' || last.value.length !== 4) throw new QrisError(QRIS_MESSAGES.invalid(QRIS_MESSAGES.crcMissing));
  if (qrisCrc(text.slice(0, -4)) !== last.value) throw new QrisError(QRIS_MESSAGES.invalid(QRIS_MESSAGES.crc));
  const check = (ok: boolean, why: string) => {
    if (!ok) throw new QrisError(QRIS_MESSAGES.invalid(why));
  };
  check(fields[0]?.tag === '00' && fields[0].value === '01', QRIS_MESSAGES.format);
  check([STATIC, DYNAMIC].includes(valueOf(fields, '01') ?? ''), QRIS_MESSAGES.initiation);
  check(merchantAccounts(fields).length > 0, QRIS_MESSAGES.account);
  check(valueOf(fields, '53') === '360', QRIS_MESSAGES.currency);
  check(valueOf(fields, '58') === 'ID', QRIS_MESSAGES.country);
  check(Boolean(valueOf(fields, '59')?.trim()), QRIS_MESSAGES.name);
  check(Boolean(valueOf(fields, '60')?.trim()), QRIS_MESSAGES.city);
  const amount = valueOf(fields, '54');
  check(amount === undefined || /^\d{1,10}(\.\d{1,2})?$/.test(amount), QRIS_MESSAGES.amount);
  return fields;
}

/** The merchant a payload pays (its NMID from the QRIS template, else from any account's sub-tag 02 that looks like one). */
export function qrisMerchant(fields: readonly QrisField[]): QrisMerchant {
  const accounts = merchantAccounts(fields);
  const qris = accounts.find((account) => valueOf(account, '00') === QRIS_GUID);
  const nmid = [qris, ...accounts].map((account) => account && valueOf(account, '02')).find((id) => id && /^ID\d{10,15}$/.test(id)) ?? null;
  return { merchant_name: valueOf(fields, '59')!.trim(), merchant_city: valueOf(fields, '60')!.trim(), nmid };
}

/**
 * The village's payload made one payment's: point of initiation 12, tag 54 the amount (whole
 * rupiah), no tip tags, the CRC recomputed; every other field (the merchant, its NMID) as it was,
 * in its place. `payload` must pass parseQris.
 */
export function qrisForAmount(payload: string, amount: number): string {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount >= 1e10) throw new QrisError(QRIS_MESSAGES.invalid(QRIS_MESSAGES.amount));
  const kept = parseQris(payload)
    .filter(({ tag }) => tag !== '54' && tag !== '63' && !TIP_TAGS.includes(tag))
    .map((field) => (field.tag === '01' ? { tag: '01', value: DYNAMIC } : field));
  const at = kept.findIndex(({ tag }) => Number(tag) > 54);
  const fields = [...kept];
  fields.splice(at === -1 ? fields.length : at, 0, { tag: '54', value: String(amount) });
  const withoutChecksum = `${writeFields(fields)}6304`;
  return `${withoutChecksum}${qrisCrc(withoutChecksum)}`;
}

/** The amount a payload asks for (tag 54), or null for a static code. */
export function qrisAmount(fields: readonly QrisField[]): number | null {
  const amount = valueOf(fields, '54');
  return amount === undefined ? null : Number(amount);
}
