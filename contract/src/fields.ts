// Field builders shared by the entity schemas. Every input arrives either as a form or
// multipart string or as a JSON value; these parse both strictly, never into NaN or 0.
import { z } from 'zod';
import { isDay } from './days.js';
import { ZERO_WIDTH, splitList, trimBlank, visibleLength } from './format.js';
import { PRICE, TITLE } from './messages.js';

// No code generation: the web app's Content-Security-Policy forbids eval, and zod's JIT would
// try it (a CSP violation in every browser that runs a form).
z.config({ jitless: true });

export const MAX_PRICE = 1_000_000_000;
const HOURS_MINUTES = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Strings are trimmed; a string with nothing visible counts as missing. */
export function blankToUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  const trimmed = trimBlank(value);
  return trimmed === '' ? undefined : trimmed;
}

type Bounded = { required: string; min?: string; max?: string };

export function text(messages: Bounded, min: number, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: messages.required })
      .refine((value) => visibleLength(value) >= min, messages.min)
      .max(max, messages.max),
  );
}

/** A record's title (an option's name too): 3 to 100 visible characters. */
export const title = text(TITLE, 3, 100);

/** One facility or benefit of a tour's or a package's list: the name of an option. */
export const optionName = z.string().transform(trimBlank).pipe(z.string().min(1).max(100));

/** Longer text from a textarea: a form posts its line breaks as CRLF, stored as LF. */
export function multilineText(messages: Bounded, min: number, max: number) {
  return z.preprocess((value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value), text(messages, min, max));
}

/** '15000' → 15000; '15k', '1e5', '1.5' stay strings and fail as "not a number". */
export function parseInteger(value: unknown): unknown {
  const blankFree = blankToUndefined(value);
  if (typeof blankFree === 'string' && /^-?\d+$/.test(blankFree)) return Number(blankFree);
  return blankFree;
}

/**
 * A rupiah amount as a person or a client writes it (issue 51): a whole JSON number, or digits
 * with or without thousands dots ('450.000', '450000'; a leading minus is kept so that it meets
 * its own message). Anything else ('1,5', '45.00', '1e5', true, [5]) stays as it came and fails
 * as "not a number": never a silent rewrite.
 */
export function parseRupiah(value: unknown): unknown {
  const blankFree = blankToUndefined(value);
  if (typeof blankFree === 'string' && /^-?(\d+|\d{1,3}(\.\d{3})+)$/.test(blankFree)) return Number(blankFree.replace(/\./g, ''));
  return blankFree;
}

/**
 * What a rupiah field shows as it is typed: digits and dots regrouped into thousands
 * ('650000' and '6.50000' → '650.000'), so 45.000 and 450.000 read apart. Anything else (a comma,
 * a minus, a letter) stays as typed, so that it meets parseRupiah's "not a number".
 */
export function groupRupiah(value: string): string {
  if (!/^[\d.]*\d[\d.]*$/.test(value)) return value;
  const digits = value.replace(/\./g, '').replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

type MoneyRules = { min: number; minMessage: string; negativeMessage?: string };

export function money({ min, minMessage, negativeMessage }: MoneyRules) {
  let amount = z
    .number({ error: (issue) => (issue.input === undefined ? PRICE.required : PRICE.notNumber) })
    .int(PRICE.notNumber);
  if (negativeMessage) amount = amount.nonnegative(negativeMessage);
  return z.preprocess(parseRupiah, amount.min(min, minMessage).max(MAX_PRICE, PRICE.max));
}

/** An optional amount where nothing means 0 (free). */
export function optionalMoney({ min, minMessage }: MoneyRules) {
  return z.preprocess(
    (value) => parseRupiah(value) ?? 0,
    z
      .number({ error: PRICE.notNumber })
      .int(PRICE.notNumber)
      .min(min, minMessage)
      .max(MAX_PRICE, PRICE.max),
  );
}

/** A whole number within bounds, from a form string or a JSON number: rooms, guests, quantity. */
export function wholeNumber(messages: { required: string; invalid: string; min: string; max: string }, min: number, max: number) {
  return z.preprocess(
    parseInteger,
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
      .int(messages.invalid)
      .min(min, messages.min)
      .max(max, messages.max),
  );
}

type PhoneMessages = { required: string; min: string; max: string; format: string };

/** A WhatsApp or phone number: 10 to 15 characters of digits (a leading +, spaces and dashes allowed). */
export function phoneNumber(messages: PhoneMessages) {
  return text({ required: messages.required, min: messages.min, max: messages.max }, 10, 15).pipe(
    z.string().regex(/^\+?[0-9][0-9 -]*$/, messages.format),
  );
}

/** The same rule, optional: blank is null (the village's contact is used instead). */
export function optionalPhoneNumber(messages: PhoneMessages) {
  return z.preprocess((value) => blankToUndefined(value) ?? null, phoneNumber(messages).nullable());
}

export function hoursMinutes(required: string, format: string) {
  return z.preprocess(
    blankToUndefined,
    z.string({ error: required }).regex(HOURS_MINUTES, format),
  );
}

/** 'YYYY-MM-DD': the format, then a real calendar day within DAYS' bounds (days.ts). */
export function calendarDay(formatMessage: string, invalidMessage: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: formatMessage })
      .regex(ISO_DAY, formatMessage)
      .refine(isDay, invalidMessage),
  );
}

/** A list that travels comma-joined ('a,b') or as repeated fields (['a', 'b']). */
export function list<Item extends z.ZodType<string>>(
  item: Item,
  messages: { required: string; min: string },
) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? undefined : splitList(value as string)),
    z
      .array(item, { error: messages.required })
      .min(1, messages.min)
      .max(50, messages.min)
      .transform((items) => [...new Set(items)]),
  );
}

export function email(messages: { required: string; invalid: string }) {
  return z.preprocess(
    (value) => (typeof blankToUndefined(value) === 'string' ? String(blankToUndefined(value)).toLowerCase() : blankToUndefined(value)),
    z
      .string({ error: messages.required })
      .max(254, messages.invalid)
      .pipe(z.email({ error: messages.invalid })),
  );
}

/** Pasted Google Maps embed code (`<iframe src="…">`) keeps only its URL. */
export function extractMapsUrl(value: string): string {
  const iframeSource = /<iframe[^>]*\ssrc=["']([^"']+)["']/i.exec(value);
  return (iframeSource ? iframeSource[1] : value).trim();
}

/** Hosts of Google Maps links: google.<tld>/maps…, maps.google.<tld>, maps.app.goo.gl, goo.gl/maps. */
export const GOOGLE_MAPS_HOST = /(^|\.)google\.(com?\.)?[a-z]{2,3}$|^maps\.app\.goo\.gl$|^goo\.gl$/i;

/** A Google Maps page, share link or embed URL (http or https). */
export function isGoogleMapsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol) || !GOOGLE_MAPS_HOST.test(url.hostname)) return false;
  return /^maps\.(google\.|app\.)/i.test(url.hostname) || url.pathname === '/maps' || url.pathname.startsWith('/maps/');
}

/** A map field's input: blank is null, pasted embed code keeps only its URL. */
function mapsInput(value: unknown): unknown {
  const present = blankToUndefined(value);
  return typeof present === 'string' ? extractMapsUrl(present) : present ?? null;
}

function optionalLink(messages: { invalid: string; max: string }, accepted: (url: string) => boolean) {
  return z.preprocess(
    mapsInput,
    z.string({ error: messages.invalid }).max(2000, messages.max).refine(accepted, messages.invalid).nullable(),
  );
}

export function optionalUrl(messages: { invalid: string; max: string }) {
  return optionalLink(messages, (url) => /^https?:\/\/[^\s]+$/i.test(url) && URL.canParse(url));
}

/** Empty (null), or a Google Maps link, share link or embed URL. */
export function optionalGoogleMapsUrl(messages: { invalid: string; max: string }) {
  return optionalLink(messages, (url) => /^https?:\/\/[^\s]+$/i.test(url) && isGoogleMapsUrl(url));
}

/** Visible text of an HTML fragment, for length rules on rich text. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(ZERO_WIDTH, '')
    .replace(/\s+/g, ' ')
    .trim();
}
