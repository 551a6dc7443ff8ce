// A homestay's calendar beyond this site (issue 55): nights its host closes by hand ("Tutup
// tanggal") and the secret iCalendar feed the platforms (Airbnb, Booking.com, Traveloka) read
// to see what is taken here. A closed night takes every room, exactly as a full night of
// confirmed requests does: the free-dates calendar, the form and a confirmation all count it.
import { z } from 'zod';
import { DAYS, addDays, isDay } from './days.js';
import { blankToUndefined } from './fields.js';

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

/** Why a night's rooms are gone, in an ADMIN's or the homestay's partner's availability read (never a public one). */
export type NightSources = { requests: number; blocked: boolean };

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
