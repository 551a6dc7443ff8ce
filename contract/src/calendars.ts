// A homestay's calendar beyond this site (issue 55): nights its host closes by hand ("Tutup
// tanggal") and the secret iCalendar feed the platforms (Airbnb, Booking.com, Traveloka) read
// to see what is taken here. A closed night takes every room, exactly as a full night of
// confirmed requests does: the free-dates calendar, the form and a confirmation all count it.
import { z } from 'zod';
import { DAYS, addDays, isDay } from './days.js';
import { blankToUndefined } from './fields.js';
import { formatClock, formatDateTime, todayInJakarta } from './format.js';

export const BLOCK_NOTE_MAX = 200;

/** What the feed says of every taken night: platforms show it to others, so never a name or a code. */
export const FEED_SUMMARY = 'Terpesan';
/** The feed's nights: from this many days ago (platforms show the recent past) to as far as a stay can end. */
export const FEED_PAST_DAYS = 30;

export const CALENDAR_MESSAGES = {
  dayInvalid: 'Tanggal tidak valid',
  fromPast: 'Tanggal mulai tidak boleh di masa lalu!',
  toBeforeFrom: 'Tanggal akhir tidak boleh sebelum tanggal mulai!',
  tooFarAhead: `Tanggal paling jauh ${DAYS.aheadDays} hari dari hari ini`,
  noteMax: `Catatan maksimal ${BLOCK_NOTE_MAX} karakter!`,
  notHomestay: 'Penginapan tidak ditemukan',
  blockNotFound: 'Tanggal tutup tidak ditemukan',
  blocked: 'Tanggal ditutup',
  unblocked: 'Tanggal dibuka kembali',
  feedRotated: 'Alamat kalender diganti: alamat lama tidak berlaku lagi. Tempel alamat baru di Airbnb atau Booking.com.',
  /** A block over nights a confirmed request already holds: the host settles that request first. */
  heldByRequests: (codes: string[]) => `Tanggal ini sudah dipesan (${codes.join(', ')}). Batalkan atau pindahkan pesanan itu dulu.`,
} as const;

/** "Tutup tanggal": the first and last closed night (both included), from today to DAYS.aheadDays ahead, and why. */
export function blockSchema(today: string) {
  const day = z.string({ error: CALENDAR_MESSAGES.dayInvalid }).refine(isDay, { message: CALENDAR_MESSAGES.dayInvalid, abort: true });
  return z
    .object({
      from: day.refine((from) => from >= today, CALENDAR_MESSAGES.fromPast),
      to: day.refine((to) => to <= addDays(today, DAYS.aheadDays), CALENDAR_MESSAGES.tooFarAhead),
      note: z.preprocess(
        (value) => (typeof value === 'string' ? blankToUndefined(value.replace(/\p{Cc}/gu, ' ').trim()) : value),
        z.string({ error: CALENDAR_MESSAGES.noteMax }).max(BLOCK_NOTE_MAX, CALENDAR_MESSAGES.noteMax).optional(),
      ),
    })
    .refine((block) => block.to >= block.from, { path: ['to'], message: CALENDAR_MESSAGES.toBeforeFrom });
}
export type BlockInput = z.output<ReturnType<typeof blockSchema>>;

/** One closed stretch of a homestay, as `GET /homestay/{id}/blocks` lists it. */
export type HomestayBlock = { id: number; from: string; to: string; note: string | null; by: string; created_at: string };

/**
 * Why a night's rooms are gone, in an ADMIN's or the homestay's partner's availability read (never
 * a public one): rooms held by requests here, whether the host closed it, the rooms the platforms'
 * calendars take (every room counted as the homestay's rooms) and those calendars' names.
 */
export type NightSources = { requests: number; blocked: boolean; imported: number; platforms: string[] };

/**
 * ical.js's `foldLength` wherever it writes a calendar: it folds after this many octets and then
 * adds the continuation's space, so 74 keeps every line within RFC 5545's 75 octets (its own
 * default, 75, wrote continuation lines of 76).
 */
export const ICAL_FOLD_LENGTH = 74;

/** The web app's section of the feeds: never in the page cache, never a page view. */
export const FEED_SECTION = 'ical';

/** The web app's path of a homestay's feed. */
export function feedPath(homestayId: string, token: string): string {
  return `/${FEED_SECTION}/penginapan/${homestayId}/${token}.ics`;
}

/** The feed's window around `today`: what a platform needs to know, and nothing before it. */
export function feedWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -FEED_PAST_DAYS), to: addDays(today, DAYS.aheadDays + 31) };
}

/**
 * Importing the platforms' feeds (issue 55, decision 0035): how many per homestay, and what a
 * fetch may cost the CMS (a slow, huge or looping address gives up with a reason, never a hang).
 */
export const IMPORT_LIMITS = {
  calendarsPerHomestay: 5,
  nameMax: 40,
  urlMax: 2000,
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  /** Events (occurrences of a repeating one counted singly) kept from one feed within the window. */
  maxEvents: 5000,
  /** How long reading one feed may take (a rule that never matches kept ical.js looping). */
  parseMs: 5_000,
} as const;

/** Why a sync failed, as the host reads it after "Gagal sinkron …". */
export const SYNC_FAILURES = {
  address: 'alamat tidak diizinkan',
  'not-found': 'alamat tidak ditemukan',
  timeout: `server kalender tidak menjawab dalam ${IMPORT_LIMITS.timeoutMs / 1000} detik`,
  'too-large': `berkas kalender lebih dari ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB`,
  redirects: `lebih dari ${IMPORT_LIMITS.maxRedirects} kali dialihkan`,
  http: 'server kalender menolak permintaan',
  network: 'koneksi ke server kalender gagal',
  'not-calendar': 'isinya bukan kalender iCal',
  'too-many-events': `lebih dari ${IMPORT_LIMITS.maxEvents} jadwal dalam kalender`,
  'too-complex': `kalender tidak terbaca dalam ${IMPORT_LIMITS.parseMs / 1000} detik (aturan pengulangannya terlalu rumit)`,
} as const;
export type SyncFailure = keyof typeof SYNC_FAILURES;

const singleLine = (value: unknown) => (typeof value === 'string' ? value.replace(/\p{Cc}/gu, ' ').trim() : value);

export const IMPORT_MESSAGES = {
  nameRequired: 'Nama kalender wajib diisi (misalnya Airbnb)!',
  nameMax: `Nama kalender maksimal ${IMPORT_LIMITS.nameMax} karakter!`,
  urlInvalid: 'Alamat kalender harus alamat web lengkap, diawali https://',
  urlMax: `Alamat kalender maksimal ${IMPORT_LIMITS.urlMax} karakter!`,
  /** The address, or what it resolves to, is not on the public internet (or not https). */
  addressRefused: 'Alamat kalender tidak diizinkan',
  roomsInvalid: 'Jumlah kamar harus bilangan bulat 1 sampai 999, atau kosong untuk semua kamar',
  tooMany: `Paling banyak ${IMPORT_LIMITS.calendarsPerHomestay} kalender platform per penginapan`,
  notFound: 'Kalender platform tidak ditemukan',
  added: 'Kalender platform ditambahkan',
  saved: 'Kalender platform disimpan',
  removed: 'Kalender platform dihapus: malam dari kalender itu dibuka kembali',
  synced: 'Kalender platform disinkronkan',
  syncFailed: 'Sinkron gagal: data terakhir tetap dipakai',
  conflictSubject: 'Bentrok jadwal',
  /** A night the platform itself closed (Airbnb's "Not available"), as the owners' calendar names its source. */
  closedOn: (platform: string) => `${platform} (ditutup di platform)`,
  conflictAdvice: 'Tidak ada yang dibatalkan otomatis. Hubungi tamu atau platform, lalu batalkan atau pindahkan salah satunya:',
} as const;

/** An external calendar as the host adds or changes it: a name, the platform's export URL, and how many rooms each of its events takes (blank: every room). */
export const externalCalendarSchema = z.object({
  name: z.preprocess(
    singleLine,
    z.string({ error: IMPORT_MESSAGES.nameRequired }).min(1, IMPORT_MESSAGES.nameRequired).max(IMPORT_LIMITS.nameMax, IMPORT_MESSAGES.nameMax),
  ),
  url: z.preprocess(
    singleLine,
    z
      .string({ error: IMPORT_MESSAGES.urlInvalid })
      .max(IMPORT_LIMITS.urlMax, IMPORT_MESSAGES.urlMax)
      .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol), IMPORT_MESSAGES.urlInvalid),
  ),
  rooms: z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: IMPORT_MESSAGES.roomsInvalid }).int(IMPORT_MESSAGES.roomsInvalid).min(1, IMPORT_MESSAGES.roomsInvalid).max(999, IMPORT_MESSAGES.roomsInvalid).nullable(),
  ),
});
export type ExternalCalendarInput = z.output<typeof externalCalendarSchema>;

/** One platform calendar of a homestay, as `GET /homestay/{id}/calendars` lists it. */
export type ExternalCalendar = {
  id: number;
  name: string;
  url: string;
  /** Rooms each of its events takes; null: every room. */
  rooms: number | null;
  last_success_at: string | null;
  last_attempt_at: string | null;
  /** Why the last sync failed (Indonesian), null after a success. */
  last_error: string | null;
  /** Events taking nights from today on. */
  events: number;
};

/** A platform's stay over nights a confirmed request here already holds, for the dashboard and the inbox. */
export type CalendarConflict = { item_id: string; item_title: string; calendar_id: number; calendar: string; from: string; to: string; code: string };

/** 'Bentrok jadwal: Airbnb 12–14 Des dengan pesanan K7Q4PX' (the nights both hold). */
export function conflictText(conflict: Pick<CalendarConflict, 'calendar' | 'from' | 'to' | 'code'>): string {
  const short = (day: string) => new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const { from, to } = conflict;
  const nights = from === to ? short(from) : from.slice(0, 7) === to.slice(0, 7) ? `${Number(from.slice(8))}–${short(to)}` : `${short(from)}–${short(to)}`;
  return `Bentrok jadwal: ${conflict.calendar} ${nights} dengan pesanan ${conflict.code}`;
}

/** A time of the sync: its clock today, else its date and clock. */
function when(instant: string, now: Date): string {
  return todayInJakarta(new Date(instant)) === todayInJakarta(now) ? formatClock(instant) : formatDateTime(instant);
}

/** 'Gagal sinkron 10.15 WIB: alamat tidak ditemukan; data terakhir 09.45 WIB', or when it last worked. */
export function syncStatusText(calendar: Pick<ExternalCalendar, 'last_success_at' | 'last_attempt_at' | 'last_error'>, now = new Date()): string {
  const lastGood = calendar.last_success_at ? when(calendar.last_success_at, now) : null;
  if (calendar.last_error && calendar.last_attempt_at)
    return `Gagal sinkron ${when(calendar.last_attempt_at, now)}: ${calendar.last_error}; ${lastGood ? `data terakhir ${lastGood}` : 'belum ada data'}`;
  return lastGood ? `Sinkron ${lastGood}` : 'Belum pernah sinkron';
}
