// The platforms' calendars as the contract words them (issue 55): the form's schema, a conflict's
// line ("Bentrok jadwal: Airbnb 12–14 Des dengan pesanan K7Q4PX") and a sync's state ("Gagal
// sinkron 10.15 WIB: …; data terakhir 09.45 WIB"), the same on the CMS and in the admin.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES, SYNC_FAILURES, conflictText, externalCalendarSchema, fieldErrors, syncStatusText } from '../src/index.js';

const valid = {
  name: 'Airbnb',
  url: 'https://www.airbnb.co.id/calendar/ical/123.ics?s=abc',
  rooms: '',
};
const errorsOf = (input: unknown) => {
  const parsed = externalCalendarSchema.safeParse(input);
  return parsed.success ? undefined : fieldErrors(parsed.error);
};

describe('a platform calendar', () => {
  it('takes a name, an http(s) address and the rooms per stay (blank: every room)', () => {
    expect(externalCalendarSchema.parse(valid)).toEqual({
      ...valid,
      rooms: null,
    });
    expect(
      externalCalendarSchema.parse({
        ...valid,
        name: ' Booking\u0007.com ',
        rooms: ' 2 ',
      }),
    ).toMatchObject({ name: 'Booking .com', rooms: 2 });
    expect(errorsOf({ name: '', url: 'ftp://contoh.id/x.ics', rooms: '0' })).toEqual({
      name: [IMPORT_MESSAGES.nameRequired],
      url: [IMPORT_MESSAGES.urlInvalid],
      rooms: [IMPORT_MESSAGES.roomsInvalid],
    });
    expect(
      errorsOf({
        ...valid,
        name: 'x'.repeat(IMPORT_LIMITS.nameMax + 1),
        url: `https://a.id/${'x'.repeat(IMPORT_LIMITS.urlMax)}`,
      }),
    ).toEqual({
      name: [IMPORT_MESSAGES.nameMax],
      url: [IMPORT_MESSAGES.urlMax],
    });
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'bukan alamat', '//airbnb.com/x.ics'])
      expect(errorsOf({ ...valid, url })).toEqual({
        url: [IMPORT_MESSAGES.urlInvalid],
      });
  });

  it('reads any rooms 1–999 as typed, and refuses every other value with its message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (rooms) => {
        expect(externalCalendarSchema.parse({ ...valid, rooms: String(rooms) }).rooms).toBe(rooms);
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1000, max: 0 }),
          fc.integer({ min: 1000, max: 10 ** 9 }),
          fc.double({ noInteger: true }),
          fc.string().filter((text) => !/^\s*\d{1,3}\s*$/.test(text) && text !== ''),
        ),
        (rooms) => {
          expect(
            errorsOf({
              ...valid,
              rooms: typeof rooms === 'number' ? String(rooms) : rooms,
            }),
          ).toEqual({ rooms: [IMPORT_MESSAGES.roomsInvalid] });
        },
      ),
    );
  });

  it('words a conflict by its nights: one, several in a month, across two', () => {
    const conflict = { calendar: 'Airbnb', code: 'K7Q4PX' };
    expect(conflictText({ ...conflict, from: '2026-12-12', to: '2026-12-14' })).toBe('Bentrok jadwal: Airbnb 12–14 Des dengan pesanan K7Q4PX');
    expect(conflictText({ ...conflict, from: '2026-12-12', to: '2026-12-12' })).toBe('Bentrok jadwal: Airbnb 12 Des dengan pesanan K7Q4PX');
    expect(conflictText({ ...conflict, from: '2026-12-30', to: '2027-01-02' })).toBe('Bentrok jadwal: Airbnb 30 Des–2 Jan dengan pesanan K7Q4PX');
  });

  it('says when a sync last worked, or why it failed and how old the nights it keeps are', () => {
    const now = new Date('2026-12-01T03:30:00Z'); // 10.30 WIB
    expect(syncStatusText({ last_success_at: null, last_attempt_at: null, last_error: null }, now)).toBe('Belum pernah sinkron');
    expect(
      syncStatusText(
        {
          last_success_at: '2026-12-01T03:15:00Z',
          last_attempt_at: '2026-12-01T03:15:00Z',
          last_error: null,
        },
        now,
      ),
    ).toBe('Sinkron 10.15 WIB');
    expect(
      syncStatusText(
        {
          last_success_at: '2026-12-01T02:45:00Z',
          last_attempt_at: '2026-12-01T03:15:00Z',
          last_error: SYNC_FAILURES['not-found'],
        },
        now,
      ),
    ).toBe('Gagal sinkron 10.15 WIB: alamat tidak ditemukan; data terakhir 09.45 WIB');
    expect(
      syncStatusText(
        {
          last_success_at: '2026-11-29T02:45:00Z',
          last_attempt_at: '2026-12-01T03:15:00Z',
          last_error: SYNC_FAILURES.timeout,
        },
        now,
      ),
    ).toBe(`Gagal sinkron 10.15 WIB: ${SYNC_FAILURES.timeout}; data terakhir 29 November 2026, 09.45 WIB`);
    expect(
      syncStatusText(
        {
          last_success_at: null,
          last_attempt_at: '2026-12-01T03:15:00Z',
          last_error: SYNC_FAILURES.http,
        },
        now,
      ),
    ).toBe(`Gagal sinkron 10.15 WIB: ${SYNC_FAILURES.http}; belum ada data`);
  });
});
