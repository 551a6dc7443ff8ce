// WhatsApp numbers (issue 52): one reading for every number a person types, a guest's, an
// admin's or a partner's, and for every chat link made from one. Indonesian mobile numbers are
// read as they always were (`0812…`, `62812…`, `+62 812…`, `812…` → `62812…`); a number from
// elsewhere is taken in international form (`+44 7911 123456`, `0044 7911 123456`) when
// libphonenumber-js, with its mobile metadata, calls it a valid mobile number.
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** Indonesia's calling code: the country every local writing belongs to. */
const INDONESIA = '62';
const WRITTEN = /^[\d\s().+-]{8,24}$/;
const INDONESIAN_MOBILE = /^628\d{7,11}$/;

/** The digits of an Indonesian writing, with the country code in front (`0812…`, `812…` → `62812…`). */
function withIndonesianCode(digits: string): string {
  if (digits.startsWith('0') && !digits.startsWith('00')) return `${INDONESIA}${digits.slice(1)}`;
  if (digits.startsWith('8')) return `${INDONESIA}${digits}`;
  return digits;
}

/**
 * A guest's WhatsApp as the digits wa.me takes, without `+`: `6281234567890`, `447911123456`.
 * Null when it is neither an Indonesian mobile number nor a valid foreign mobile number written
 * with its country code.
 */
export function mobileNumber(value: string): string | null {
  const written = value.trim();
  if (!WRITTEN.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  // With + or 00 the digits begin with a country code; without, the writing is Indonesian.
  const international = written.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international === null) {
    const local = withIndonesianCode(digits);
    return INDONESIAN_MOBILE.test(local) ? local : null;
  }
  if (international.startsWith(INDONESIA)) return INDONESIAN_MOBILE.test(international) ? international : null;
  const parsed = parsePhoneNumberFromString(`+${international}`);
  return parsed?.isValid() ? parsed.number.slice(1) : null;
}

/**
 * The digits a wa.me link takes for any stored number: a mobile number as `mobileNumber` reads
 * it; any other (a village's landline on WhatsApp Business, say) its digits, a local writing with
 * Indonesia's code in front.
 */
export function whatsappNumber(phone: string): string {
  return mobileNumber(phone) ?? withIndonesianCode(phone.replace(/\D/g, '').replace(/^00/, ''));
}
