// Formatters for what a person reads: rupiah, dates, WIB times, in Indonesian (the default)
// or English (the /en site). Everything is computed in Asia/Jakarta, whatever the server's own zone.
import type { Locale } from './locale.js';
import { UI, UI_EN } from './messages.js';
import { whatsappNumber } from './phones.js';

export const TIME_ZONE = 'Asia/Jakarta';

export const DAY_NAMES = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;
export type DayName = (typeof DAY_NAMES)[number];
/** DAY_NAMES in English, same order. */
export const DAY_NAMES_EN = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * A formatter made on first use: a browser's first Intl object costs 100 ms and more on a slow
 * phone (its locale data loads), which a page that loads this module must not pay before anyone types.
 */
function once<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}

const groupedNumber = {
  id: /* @__PURE__ */ once(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })),
  en: /* @__PURE__ */ once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })),
};

/**
 * 25000 → 'Rp 25.000'; for English readers 'IDR 25,000'. The space is a no-break space: on a
 * narrow screen the currency never ends a line without its number.
 */
export function formatRupiah(amount: number, locale: Locale = 'id'): string {
  return `${locale === 'en' ? 'IDR' : 'Rp'}\u00A0${groupedNumber[locale]().format(Math.round(amount))}`;
}

const fileSizeNumber = /* @__PURE__ */ once(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }));

/** 1468006 → '1,4 MB'; below a megabyte in KB. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${fileSizeNumber().format(bytes / 1024 / 1024)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The back office's number formats in Indonesian, by fraction digits and sign. */
const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * Every count and rate a person reads in the back office, in Indonesian: 1234 → '1.234',
 * 3.45 with `decimals: 1` → '3,5' (at most that many, none when whole: 3 → '3'), and with
 * `signed` a '+' before a positive number ('+12'; a negative one gets '-', zero none).
 */
export function formatCount(value: number, { decimals = 0, signed = false }: { decimals?: number; signed?: boolean } = {}): string {
  const key = `${decimals}:${signed}`;
  let format = countFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('id-ID', { maximumFractionDigits: decimals, signDisplay: signed ? 'exceptZero' : 'auto' });
    countFormats.set(key, format);
  }
  return format.format(value);
}

/** A share as a percentage, one decimal at most: 0.0342 → '3,4%', 0.5 → '50%'. */
export function formatPercent(ratio: number): string {
  return `${formatCount(ratio * 100, { decimals: 1 })}%`;
}

/** 0 (or nothing) → 'Gratis' ('Free'), otherwise rupiah. */
export function formatPrice(amount: number | null | undefined, locale: Locale = 'id'): string {
  return amount ? formatRupiah(amount, locale) : (locale === 'en' ? UI_EN : UI).free;
}

/** '08:00' → '08:00 WIB' */
export function formatTime(time: string): string {
  return `${time} WIB`;
}

/** '08:00', '17:00' → '08:00 - 17:00 WIB' */
export function formatTimeRange(start: string, end: string): string {
  return `${start} - ${end} WIB`;
}

// One constant each, so a bundle keeps only the formatters it calls.
const longDate = /* @__PURE__ */ once(() => new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: TIME_ZONE }));
const fullDate = /* @__PURE__ */ once(() => new Intl.DateTimeFormat('id-ID', { dateStyle: 'full', timeZone: TIME_ZONE }));
// British order ('21 November 2026'): day first, as Indonesian readers and most visitors write it.
const longDateEn = /* @__PURE__ */ once(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: TIME_ZONE }));
const weekdayEn = /* @__PURE__ */ once(() => new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: TIME_ZONE }));
const shortTime = /* @__PURE__ */ once(() => new Intl.DateTimeFormat('id-ID', { timeStyle: 'short', timeZone: TIME_ZONE }));
const shortTimeEn = /* @__PURE__ */ once(() => new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: TIME_ZONE }));
const isoDay = /* @__PURE__ */ once(() => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }));

/** A calendar day 'YYYY-MM-DD' as the instant it begins in Jakarta. */
function jakartaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? jakartaMidnight(value) : new Date(value);
}

/** '2026-11-21' or an ISO timestamp → '21 November 2026' (in both languages). */
export function formatDate(value: string | Date, locale: Locale = 'id'): string {
  return (locale === 'en' ? longDateEn : longDate)().format(toDate(value));
}

/** An instant → '21 November 2026, 14.05 WIB' ('21 November 2026, 14:05 WIB' in English). */
export function formatDateTime(value: string | Date, locale: Locale = 'id'): string {
  const date = toDate(value);
  return `${formatDate(date, locale)}, ${(locale === 'en' ? shortTimeEn : shortTime)().format(date)} WIB`;
}

/** An instant → its time of day in Jakarta: '14.05 WIB' ('14:05 WIB' in English). */
export function formatClock(value: string | Date, locale: Locale = 'id'): string {
  return `${(locale === 'en' ? shortTimeEn : shortTime)().format(toDate(value))} WIB`;
}

/** '2026-11-21' → 'Sabtu, 21 November 2026'; in English 'Saturday, 21 November 2026'. */
export function formatDateWithDay(value: string | Date, locale: Locale = 'id'): string {
  const date = toDate(value);
  // Composed, not dateStyle 'full': ICU versions disagree on the comma after an English weekday.
  return locale === 'en' ? `${weekdayEn().format(date)}, ${longDateEn().format(date)}` : fullDate().format(date);
}

/** Today's calendar day in Jakarta, 'YYYY-MM-DD'. */
export function todayInJakarta(now: Date = new Date()): string {
  return isoDay().format(now);
}

export function currentYearInJakarta(now: Date = new Date()): number {
  return Number(todayInJakarta(now).slice(0, 4));
}

/** Characters that take no space on screen: zero-width space and joiners, word joiner, BOM. */
export const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
/** Whitespace (no-break spaces included: `\s` covers them) and zero-width characters at either end. */
const BLANK_EDGES = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/** Trims whitespace and the zero-width characters `trim()` keeps. */
export function trimBlank(value: string): string {
  return value.replace(BLANK_EDGES, '');
}

/** Characters a reader sees: zero-width ones do not count towards a minimum length. */
export function visibleLength(value: string): number {
  return value.replace(ZERO_WIDTH, '').length;
}

/** 'Senin, Selasa' or ['Senin', ' Selasa'] → ['Senin', 'Selasa'] */
export function splitList(value: string | readonly string[] | null | undefined): string[] {
  const items = Array.isArray(value) ? value : String(value ?? '').split(',');
  return items.map((item) => trimBlank(String(item))).filter(Boolean);
}

export function joinList(items: readonly string[]): string {
  return items.join(',');
}

/** Days in week order, whatever order they were picked in. */
export function sortDays(days: readonly string[]): string[] {
  return [...days].sort(
    (a, b) => DAY_NAMES.indexOf(a as DayName) - DAY_NAMES.indexOf(b as DayName),
  );
}

/**
 * Where a chat link goes: wa.me, which sends a browser on to api.whatsapp.com. A booking form's
 * post ends there (the page's Content-Security-Policy lets a form's redirects reach them).
 */
export const WHATSAPP_ORIGINS = ['https://wa.me', 'https://api.whatsapp.com'] as const;

export function whatsappLink(phone: string, message?: string): string {
  const base = `${WHATSAPP_ORIGINS[0]}/${whatsappNumber(phone)}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** Operational days ('Senin', …) in week order, named in the reader's language. */
export function formatDays(days: readonly string[], locale: Locale = 'id'): string {
  const sorted = sortDays(days);
  const named = locale === 'en' ? sorted.map((day) => DAY_NAMES_EN[DAY_NAMES.indexOf(day as DayName)] ?? day) : sorted;
  return named.join(', ');
}

const BOOKING_MESSAGE = {
  id: { greeting: 'Halo, saya tertarik dengan paket wisata berikut:', price: 'Harga', benefits: 'Benefit', question: 'Apakah paket ini tersedia? Terima kasih.' },
  en: { greeting: "Hello, I'm interested in this tour package:", price: 'Price', benefits: "What's included", question: 'Is this package available? Thank you.' },
};

/** The prefilled chat message of a package's booking button, in the visitor's language. */
export function packageBookingMessage(pkg: { title: string; price: number; benefit: string }, locale: Locale = 'id'): string {
  const words = BOOKING_MESSAGE[locale];
  const benefits = splitList(pkg.benefit).map((benefit) => `• ${benefit}`);
  return [
    words.greeting,
    '',
    `*${pkg.title}*`,
    `${words.price}: ${formatRupiah(pkg.price, locale)}`,
    '',
    `${words.benefits}:`,
    ...benefits,
    '',
    words.question,
  ].join('\n');
}

export function instagramHandle(value: string): string {
  return value.trim().replace(/^@+/, '');
}

export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(instagramHandle(handle))}/`;
}

export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
