// The intents of a homestay's calendar forms in Admin › Pemesanan (`?kalender=`, issue 55),
// shared by the forms and their action: close nights, open them again, a new feed URL, and the
// platforms' calendars (add, sync now, remove).
export const CALENDAR_INTENTS = {
  block: 'tutup-tanggal',
  unblock: 'buka-tanggal',
  rotateFeed: 'ganti-alamat-kalender',
  addPlatform: 'tambah-kalender-platform',
  syncPlatform: 'sinkronkan-kalender-platform',
  removePlatform: 'hapus-kalender-platform',
} as const;
export type CalendarIntent = (typeof CALENDAR_INTENTS)[keyof typeof CALENDAR_INTENTS];

/** The "Tutup tanggal" form's key: its reply (field errors) goes back to that form only. */
export const BLOCK_FORM_KEY = 'homestay-block';
/** The "Tambah kalender platform" form's key. */
export const PLATFORM_FORM_KEY = 'platform-calendar';

export function isCalendarIntent(value: string): value is CalendarIntent {
  return (Object.values(CALENDAR_INTENTS) as string[]).includes(value);
}
