// Issue 55 through /api/v1: a homestay's closed nights ("Tutup tanggal") take every room for the
// free-dates read, the public form and a confirmation, and are refused over a confirmed request;
// the secret iCalendar feed lists exactly the full nights (parsed back by ical.js and by
// node-ical, an independent parser), forgets a cancelled request, answers 304 when unchanged,
// and 404s its old URL once rotated. The platforms' calendars (Airbnb's, Booking.com's and
// Vrbo's shapes, served by a local server): their nights taken everywhere a request's are, their
// changes followed by UID, a failing feed keeping its last good nights with the reason, and a
// stay over a confirmed request listed, logged and mailed as a conflict. Who may call what:
// security.test.ts's role matrix; the addresses refused with the switch off: fuzz-query.test.ts.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, FEED_SUMMARY, IMPORT_LIMITS, IMPORT_MESSAGES, SYNC_FAILURES, addDays, conflictText, eachDay, formatDateWithDay, requestTexts, todayInJakarta, type ExternalCalendar } from '@desa/contract';
import { ApiClient, asAdmin, invitePartner, pngBytes, type Answer, type InvitedPartner } from './support/api';
import { VALID_OPTIONS, validRecords } from './support/records';
import { sql } from './support/database';
import { startFeedServer, type FeedServer } from './support/feed-server';
import { AIRBNB_PHONE_DIGITS, VRBO_GUESTS, airbnbFeed, bookingComFeed, mixedExpected, mixedFeed, vrboFeed } from './support/ical-fixtures';
import { startCms, type RunningCms } from './support/strapi-server';

const ok = (answer: Answer, status = 200) => expect(answer.status, JSON.stringify(answer.body)).toBe(status);
const today = todayInJakarta();
const day = (offset: number) => addDays(today, offset);
const HOST = 'desa.example';

type Night = { uid: string; start: string; end: string; summary: string };

/** The feed's events as ical.js reads them: all-day dates, DTEND exclusive. */
function readWithIcalJs(body: string): Night[] {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate && event.endDate.isDate).toBe(true);
    return { uid: event.uid, start: event.startDate.toString(), end: event.endDate.toString(), summary: event.summary };
  });
}

/** The same events as node-ical reads them (its own parser): its dates are local midnights of the calendar day. */
function readWithNodeIcal(body: string): Night[] {
  const local = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return Object.values(nodeIcal.sync.parseICS(body))
    .filter((entry): entry is nodeIcal.VEvent => entry?.type === 'VEVENT')
    .map((event) => {
      expect(event.datetype).toBe('date');
      return { uid: event.uid, start: local(event.start), end: local(event.end!), summary: String(event.summary) };
    });
}

/** A daily rule on a day that never comes (30 February). */
const NEVER_MATCHING_RULE = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Uji//ID', 'BEGIN:VEVENT', 'UID:tak-pernah@uji', 'DTSTART;VALUE=DATE:20260101', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

const byStart = (nights: Night[]) => [...nights].sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));

describe('homestay calendar', () => {
  let cms: RunningCms;
  let admin: ApiClient;
  let anonymous: ApiClient;
  let records: ReturnType<typeof validRecords>;
  let partner: InvitedPartner;
  let address = 1;

  /** A homestay of `rooms` rooms, its partner `partner`. */
  async function newHomestay(rooms: number, title?: string): Promise<string> {
    const form = records.homestay() as FormData;
    form.set('rooms', String(rooms));
    if (title) form.set('title', title);
    const created = await admin.post('/homestay/create', form);
    ok(created, 201);
    return created.body.data.id;
  }
  const ask = (homestay: string, checkIn: string, nights: number, rooms = 1) =>
    anonymous.post('/booking', { type: 'homestay', item_id: homestay, check_in: checkIn, nights, rooms, guests: 1, name: 'Budi Santoso', phone: '0812-3456-7890', note: 'Datang malam' }, { 'x-forwarded-for': `203.0.113.${address++}` });
  async function confirmed(homestay: string, checkIn: string, nights: number, rooms = 1): Promise<string> {
    const asked = await ask(homestay, checkIn, nights, rooms);
    ok(asked, 201);
    ok(await admin.post(`/booking/${asked.body.data.code}/confirm`));
    return asked.body.data.code;
  }
  const feedUrlOf = async (homestay: string, client = admin) => {
    const read = await client.get(`/homestay/${homestay}?status=all`);
    ok(read);
    return read.body.ical_export_url as string;
  };
  /** The CMS route behind the web app's feed URL. */
  const feedCall = (url: string) => {
    const [, id, token] = /\/ical\/penginapan\/([a-z0-9]+)\/([A-Za-z0-9_-]+)\.ics$/.exec(url)!;
    return `/homestay/${id}/feed/${token}`;
  };
  const left = async (homestay: string, from: string, to: string, client = anonymous) => (await client.get(`/homestay/${homestay}/availability?from=${from}&to=${to}`)).body.data as Array<{ date: string; left: number; sources?: { requests: number; blocked: boolean } }>;

  let feeds: FeedServer;
  let smtp: SMTPServer;
  const mails: Array<{ to: string; text: string }> = [];

  beforeAll(async () => {
    feeds = await startFeedServer();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let text = '';
        stream.on('data', (chunk) => (text += chunk));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((to) => to.address).join(','), text });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    cms = await startCms({ env: { PUBLIC_WEB_URL: `https://${HOST}`, BOOKING_RATE_LIMIT: '1000', ICAL_ALLOW_PRIVATE: '1', SMTP_URL: smtpUrl, CLEANUP_INTERVAL_MS: '2000' } });
    admin = await asAdmin(cms.url);
    anonymous = new ApiClient(cms.url);
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    ok(await admin.post('/site?_method=PATCH', { name: 'Desa Sukamaju', tagline: 'Desa di kaki gunung', about: 'Sawah.', address: 'Garut', email: 'pengelola@sukamaju.desa.id' }));
    records = validRecords(await pngBytes());
  });
  afterAll(async () => {
    await cms?.stop();
    await feeds?.close();
    smtp?.close();
  });

  it('closes nights for every room: the free dates, the form and a confirmation count them; a confirmed night cannot be closed', async () => {
    const homestay = await newHomestay(3);
    partner = await invitePartner(admin, { homestays: [homestay] });
    const waiting = await ask(homestay, day(11), 1);
    ok(waiting, 201);
    const held = await confirmed(homestay, day(20), 2);

    const closed = await partner.client.post(`/homestay/${homestay}/blocks`, { from: day(10), to: day(12), note: '  Renovasi\u0007 kamar mandi ' });
    ok(closed, 201);
    expect(closed.body).toMatchObject({ message: CALENDAR_MESSAGES.blocked, data: { from: day(10), to: day(12), note: 'Renovasi  kamar mandi', by: 'Mitra Desa' } });
    expect((await partner.client.get(`/homestay/${homestay}/blocks`)).body.data).toEqual([closed.body.data]);

    // Publicly only what is left; the homestay's partner and an ADMIN also see why.
    const publicDays = await left(homestay, day(9), day(13));
    expect(publicDays.map((night) => night.left)).toEqual([3, 0, 0, 0, 3]);
    expect(publicDays.some((night) => 'sources' in night)).toBe(false);
    expect((await left(homestay, day(12), day(13), partner.client)).map((night) => night.sources)).toEqual([
      { requests: 0, blocked: true, imported: 0, platforms: [] },
      { requests: 0, blocked: false, imported: 0, platforms: [] },
    ]);
    expect((await left(homestay, day(20), day(20), admin))[0]).toEqual({ date: day(20), left: 2, sources: { requests: 1, blocked: false, imported: 0, platforms: [] } });

    const refused = await ask(homestay, day(12), 2);
    ok(refused, 400);
    expect(refused.body.errors.check_in).toEqual([requestTexts('id').roomsFull(formatDateWithDay(day(12), 'id'))]);
    const confirm = await admin.post(`/booking/${waiting.body.data.code}/confirm`);
    ok(confirm, 409);

    const over = await admin.post(`/homestay/${homestay}/blocks`, { from: day(19), to: day(25) });
    ok(over, 409);
    expect(over.body.message).toBe(CALENDAR_MESSAGES.heldByRequests([held]));
    expect((await admin.get(`/homestay/${homestay}/blocks`)).body.data).toHaveLength(1);

    // Opened again: the waiting request can be confirmed.
    ok(await partner.client.delete(`/homestay/${homestay}/blocks/${closed.body.data.id}`));
    expect((await left(homestay, day(10), day(12))).map((night) => night.left)).toEqual([3, 3, 3]);
    ok(await admin.post(`/booking/${waiting.body.data.code}/confirm`));
    ok(await admin.delete(`/homestay/${homestay}/blocks/${closed.body.data.id}`), 404);
    // Past a row id's range (PostgreSQL's int4 refused it with a 500): unknown, as any other.
    for (const id of ['2147483648', '99999999999', '0']) ok(await admin.delete(`/homestay/${homestay}/blocks/${id}`), 404);

    const activity = (await admin.get('/activity?limit=10')).body.data.map((entry: { action: string }) => entry.action);
    expect(activity).toEqual(expect.arrayContaining(['calendar_block', 'calendar_unblock']));
  });

  it('a block and a confirmation racing for the last room: exactly one wins, whichever comes first', async () => {
    const homestay = await newHomestay(1);
    for (const offset of [50, 53, 56, 59]) {
      const asked = await ask(homestay, day(offset), 1);
      ok(asked, 201);
      const [block, confirm] = await Promise.all([admin.post(`/homestay/${homestay}/blocks`, { from: day(offset), to: day(offset) }), admin.post(`/booking/${asked.body.data.code}/confirm`)]);
      expect([
        [201, 409],
        [409, 200],
      ]).toContainEqual([block.status, confirm.status]);
    }
  });

  it('refuses a bad block with the field and its Indonesian message, and stores nothing', async () => {
    const homestay = await newHomestay(1);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ from: day(-1), to: day(1) }, 'from', CALENDAR_MESSAGES.fromPast],
      [{ from: day(5), to: day(4) }, 'to', CALENDAR_MESSAGES.toBeforeFrom],
      [{ from: day(5), to: '9999-12-31' }, 'to', CALENDAR_MESSAGES.dayInvalid],
      [{ from: day(5), to: day(400) }, 'to', CALENDAR_MESSAGES.tooFarAhead],
      [{ from: '2026-02-30', to: day(4) }, 'from', CALENDAR_MESSAGES.dayInvalid],
      [{ from: day(1), to: day(2), note: 'x'.repeat(201) }, 'note', CALENDAR_MESSAGES.noteMax],
      [{ from: { $gt: '' }, to: day(2) }, 'from', CALENDAR_MESSAGES.dayInvalid],
    ];
    for (const [body, field, message] of cases) {
      const answer = await admin.post(`/homestay/${homestay}/blocks`, body);
      ok(answer, 400);
      expect(answer.body.errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect((await admin.get(`/homestay/${homestay}/blocks`)).body.data).toEqual([]);
    ok(await admin.post('/homestay/tidakada0/blocks', { from: day(1), to: day(2) }), 404);
  });

  it("exports the full nights to the platforms: one event per stay, no guest's data, gone when cancelled, 304 when unchanged", async () => {
    // A title of three-octet characters: the calendar's name folds within 75 octets a line (ical.js's own fold wrote 76).
    const homestay = await newHomestay(1, `Homestay ${'☕'.repeat(91)}`);
    const stay = await confirmed(homestay, day(3), 2);
    const later = await confirmed(homestay, day(8), 1);
    const declined = await ask(homestay, day(30), 1);
    ok(await admin.post(`/booking/${declined.body.data.code}/decline`, { reason: 'Penuh' }));
    await ask(homestay, day(40), 1); // still `baru`: takes nothing
    ok(await admin.post(`/homestay/${homestay}/blocks`, { from: day(14), to: day(16), note: 'Dipakai keluarga' }), 201);

    const url = await feedUrlOf(homestay);
    expect(url).toMatch(new RegExp(`^https://${HOST}/ical/penginapan/${homestay}/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await anonymous.get(`/homestay/${homestay}`)).body).not.toHaveProperty('ical_export_url');
    const feed = await anonymous.get(feedCall(url));
    ok(feed);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('no-cache');
    const body = feed.body as string;
    expect(body.endsWith('\r\n') && !/[^\r]\n/.test(body)).toBe(true);
    expect(body.split('\r\n').filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
    expect(body).toContain('\r\n ');
    for (const secret of ['Budi', '0812', '3456', 'Datang malam', 'Dipakai keluarga', declined.body.data.code]) expect(body).not.toContain(secret);

    const expected: Night[] = [
      { uid: `${stay}@${HOST}`, start: day(3), end: day(5), summary: FEED_SUMMARY },
      { uid: `${later}@${HOST}`, start: day(8), end: day(9), summary: FEED_SUMMARY },
      { uid: expect.stringMatching(new RegExp(`^blok-\\d+@${HOST}$`)) as unknown as string, start: day(14), end: day(17), summary: FEED_SUMMARY },
    ];
    expect(byStart(readWithIcalJs(body))).toEqual(expected);
    expect(byStart(readWithNodeIcal(body))).toEqual(expected);

    const unchanged = await anonymous.request('GET', feedCall(url), undefined, { 'if-none-match': feed.headers.get('etag')! });
    expect(unchanged.status).toBe(304);

    ok(await admin.post(`/booking/${later}/cancel`, { reason: 'Tamu batal' }));
    const after = await anonymous.request('GET', feedCall(url), undefined, { 'if-none-match': feed.headers.get('etag')! });
    ok(after);
    expect(readWithIcalJs(after.body).map((night) => night.uid)).not.toContain(`${later}@${HOST}`);
    expect(readWithNodeIcal(after.body)).toHaveLength(2);
  });

  it('exports a homestay of several rooms only where no room is left', async () => {
    const homestay = await newHomestay(2);
    await confirmed(homestay, day(3), 3); // one room of two: the homestay stays open
    await confirmed(homestay, day(4), 1); // with the first, full on day 4 and 5
    const whole = await confirmed(homestay, day(10), 2, 2); // both rooms: its own event
    const nights = byStart(readWithNodeIcal((await anonymous.get(feedCall(await feedUrlOf(homestay)))).body));
    expect(nights).toEqual([
      { uid: `penuh-${day(4)}@${HOST}`, start: day(4), end: day(5), summary: FEED_SUMMARY },
      { uid: `${whole}@${HOST}`, start: day(10), end: day(12), summary: FEED_SUMMARY },
    ]);
  });

  it("rotates the feed's URL: the old one answers 404, the new one the feed; only with the homestay's own token", async () => {
    const homestay = await newHomestay(1);
    const other = await newHomestay(1);
    const old = await feedUrlOf(homestay);
    expect(await feedUrlOf(homestay)).toBe(old);
    ok(await anonymous.get(feedCall(old)));
    // Another homestay's token does not open this one's feed.
    ok(await anonymous.get(feedCall(old).replace(homestay, other)), 404);

    const rotated = await partner.client.post(`/homestay/${homestay}/feed-token`);
    ok(rotated, 403); // not this partner's homestay
    const renewed = await admin.post(`/homestay/${homestay}/feed-token`);
    ok(renewed);
    expect(renewed.body.message).toBe(CALENDAR_MESSAGES.feedRotated);
    expect(renewed.body.url).not.toBe(old);
    expect(await feedUrlOf(homestay)).toBe(renewed.body.url);
    ok(await anonymous.get(feedCall(old)), 404);
    ok(await anonymous.get(feedCall(renewed.body.url)));
  });

  it('keeps one key when first reads and rotations come at once (PostgreSQL refused the racing insert with a 500)', async () => {
    const homestay = await newHomestay(1);
    const rotations = Array.from({ length: 4 }, () => admin.post(`/homestay/${homestay}/feed-token`));
    const reads = Array.from({ length: 4 }, () => admin.get(`/homestay/${homestay}?status=all`));
    for (const answer of await Promise.all([...rotations, ...reads])) ok(answer);
    ok(await anonymous.get(feedCall(await feedUrlOf(homestay))));
  });

  /** Adds a platform's calendar as `client` and answers it (synced once already). */
  async function linked(homestay: string, name: string, path: string, rooms: number | '' = '', client = admin): Promise<ExternalCalendar> {
    const added = await client.post(`/homestay/${homestay}/calendars`, { name, url: feeds.url(path), rooms });
    ok(added, 201);
    expect(added.body.message).toBe(IMPORT_MESSAGES.added);
    return added.body.data;
  }
  const sync = async (homestay: string, calendar: number, client = admin) => {
    const synced = await client.post(`/homestay/${homestay}/calendars/${calendar}/sync`);
    ok(synced);
    return synced.body.data as ExternalCalendar;
  };
  const rooms = async (homestay: string, from: string, to: string) => (await left(homestay, from, to)).map((night) => night.left);

  it("takes the nights of Airbnb's, Booking.com's and Vrbo's feeds wherever a request's count: free dates, the form, a confirmation and the export", async () => {
    const homestay = await newHomestay(2, 'Pondok Sinkron');
    const owner = await invitePartner(admin, { homestays: [homestay] });
    const waiting = await ask(homestay, day(10), 1, 2);
    ok(waiting, 201);
    feeds.set('/airbnb.ics', { body: airbnbFeed(today, { reservations: [{ from: day(5), to: day(6) }], notAvailable: { from: day(300), to: day(900) } }), etag: '"a1"' });
    feeds.set('/booking.ics', { body: bookingComFeed(today, [{ from: day(10), to: day(11) }]) });
    feeds.set('/vrbo.ics', { body: vrboFeed(today, [{ from: day(15), to: day(16), clock: 'Europe/London' }, { from: day(18), to: day(18), clock: 'UTC' }]) });

    const airbnb = await linked(homestay, 'Airbnb', '/airbnb.ics', '', owner.client);
    expect(airbnb).toMatchObject({ name: 'Airbnb', rooms: null, last_error: null, events: 2 });
    expect(Date.parse(airbnb.last_success_at!)).toBeGreaterThan(Date.now() - 60_000);
    const booking = await linked(homestay, 'Booking.com', '/booking.ics', 1);
    await linked(homestay, 'Vrbo', '/vrbo.ics', 1);
    expect((await owner.client.get(`/homestay/${homestay}/calendars`)).body.data.map((calendar: ExternalCalendar) => [calendar.name, calendar.events])).toEqual([
      ['Airbnb', 2],
      ['Booking.com', 1],
      ['Vrbo', 2],
    ]);

    // Airbnb's stay takes every room, its closed window too; a Booking.com and a Vrbo stay one room
    // each (Vrbo's 15.00 London check-in to 10.00 check-out: the nights of the 15th and 16th).
    expect(await rooms(homestay, day(4), day(7))).toEqual([2, 0, 0, 2]);
    expect(await rooms(homestay, day(9), day(12))).toEqual([2, 1, 1, 2]);
    expect(await rooms(homestay, day(14), day(19))).toEqual([2, 1, 1, 2, 1, 2]);
    expect(await rooms(homestay, day(299), day(301))).toEqual([2, 0, 0]);
    expect((await left(homestay, day(5), day(5), owner.client))[0]!.sources).toEqual({ requests: 0, blocked: false, imported: 2, platforms: ['Airbnb'] });
    expect((await left(homestay, day(5), day(5)))[0]).not.toHaveProperty('sources');

    const full = await ask(homestay, day(5), 1);
    ok(full, 400);
    expect(full.body.errors.check_in).toEqual([requestTexts('id').roomsFull(formatDateWithDay(day(5), 'id'))]);
    // Asked for both rooms before Booking.com's stay was known: it cannot be confirmed now.
    ok(await admin.post(`/booking/${waiting.body.data.code}/confirm`), 409);

    // The feed the platforms read closes Airbnb's nights for Booking.com too (the site is the hub).
    const exported = readWithIcalJs((await anonymous.get(feedCall(await feedUrlOf(homestay)))).body as string);
    expect(exported.map((night) => [night.start, night.end])).toEqual(expect.arrayContaining([[day(5), day(7)]]));
    // Not Airbnb's own closure: fed back, a platform that exports what it closed would keep it closed for ever.
    expect(exported.filter((night) => night.start >= day(300))).toEqual([]);
    // Nothing of the platforms' text is kept: no "Reserved", no guest's name, no phone digits.
    const stored = JSON.stringify((await owner.client.get(`/homestay/${homestay}/calendars`)).body);
    for (const text of ['Reserved', AIRBNB_PHONE_DIGITS, ...VRBO_GUESTS]) expect(stored).not.toContain(text);

    // A generic feed's odd cases (no DTEND, cancelled, a zone without its VTIMEZONE, a weekly rule with an
    // EXDATE, a moved occurrence, DURATION, no UID, a floating time, an end before its start) take the nights
    // the parser's own test expects (ical-parse.test.ts), and only those.
    const generic = await newHomestay(1);
    feeds.set('/campuran.ics', { body: mixedFeed(today) });
    expect(await linked(generic, 'Saluran', '/campuran.ics')).toMatchObject({ events: mixedExpected(today).length, last_error: null });
    const taken = new Set(mixedExpected(today).flatMap((event) => eachDay(event.from, event.to, 10)));
    expect((await left(generic, day(1), day(96))).filter((night) => night.left === 0).map((night) => night.date)).toEqual([...taken].sort());

    // A platform's calendar removed: its nights are free again.
    ok(await owner.client.delete(`/homestay/${homestay}/calendars/${booking.id}`));
    expect(await rooms(homestay, day(10), day(11))).toEqual([2, 2]);
    ok(await admin.post(`/booking/${waiting.body.data.code}/confirm`));
    const activity = (await admin.get('/activity?limit=20')).body.data.map((entry: { action: string }) => entry.action);
    expect(activity).toEqual(expect.arrayContaining(['calendar_link', 'calendar_unlink']));
  });

  it('follows a feed by UID (moved, dropped, unchanged) and keeps the last good nights, with the reason, when a fetch fails', async () => {
    const homestay = await newHomestay(1);
    const stay = { from: day(20), to: day(21), uid: 'tetap-1@airbnb.com' };
    feeds.set('/berubah.ics', { body: airbnbFeed(today, { reservations: [stay], notAvailable: null }), etag: '"v1"' });
    const calendar = await linked(homestay, 'Airbnb', '/berubah.ics');
    expect(await rooms(homestay, day(19), day(23))).toEqual([1, 0, 0, 1, 1]);

    // Unchanged: asked with the ETag it gave, answered 304, the nights kept and the time of success moved on.
    const unchanged = await sync(homestay, calendar.id);
    expect(feeds.seen('/berubah.ics').at(-1)!['if-none-match']).toBe('"v1"');
    expect(unchanged).toMatchObject({ last_error: null, events: 1 });
    expect(Date.parse(unchanged.last_success_at!)).toBeGreaterThan(Date.parse(calendar.last_success_at!));

    feeds.set('/berubah.ics', { body: airbnbFeed(today, { reservations: [{ ...stay, from: day(22), to: day(23) }], notAvailable: null }), etag: '"v2"' });
    await sync(homestay, calendar.id);
    expect(await rooms(homestay, day(19), day(23))).toEqual([1, 1, 1, 0, 0]);

    // Failing: the calendar keeps its last good nights and says why, in Indonesian.
    const before = await sync(homestay, calendar.id);
    feeds.set('/gagal-500.ics', { status: 500, body: 'Internal Server Error' });
    const broken = await admin.post(`/homestay/${homestay}/calendars/${calendar.id}?_method=PATCH`, { url: feeds.url('/gagal-500.ics') });
    ok(broken);
    expect(broken.body.data).toMatchObject({ last_error: `${SYNC_FAILURES.http} (HTTP 500)`, last_success_at: before.last_success_at, events: 1 });
    expect(await rooms(homestay, day(22), day(23))).toEqual([0, 0]);
    // The other failures, each a calendar of its own fetched at once: the slow one takes the 10 s timeout, the others less.
    const failures: Array<[string, Parameters<FeedServer['set']>[1], string]> = [
      ['/lima-mb.ics', { bytes: 5 * 1024 * 1024 }, SYNC_FAILURES['too-large']],
      ['/putar.ics', { redirect: '/putar.ics' }, SYNC_FAILURES.redirects],
      ['/bukan.ics', { body: '<html><body>Masuk dulu</body></html>' }, SYNC_FAILURES['not-calendar']],
      ['/lambat.ics', { delayMs: IMPORT_LIMITS.timeoutMs + 2_000, body: '' }, SYNC_FAILURES.timeout],
      // A rule that never matches (a daily one on 30 February) keeps ical.js looping: read in a worker, ended at its deadline.
      ['/rumit.ics', { body: NEVER_MATCHING_RULE }, SYNC_FAILURES['too-complex']],
      // The same rule with its name folded across two lines (ical.js joins them again): still found, still bounded.
      ['/rumit-terlipat.ics', { body: NEVER_MATCHING_RULE.replace('RRULE:', 'RRU\r\n LE:') }, SYNC_FAILURES['too-complex']],
    ];
    const homestays = await Promise.all(failures.map(() => newHomestay(1)));
    const failing = Promise.all(
      failures.map(async ([path, route, reason], index) => {
        feeds.set(path, route);
        return [await linkedOrFailed(homestays[index]!, path), reason] as const;
      }),
    );
    // Meanwhile the CMS answers as ever.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const started = Date.now();
    ok(await anonymous.get(`/homestay/${homestay}/availability?from=${day(1)}&to=${day(60)}`));
    expect(Date.now() - started).toBeLessThan(1_000);
    for (const [answer, reason] of await failing) expect(answer).toMatchObject({ last_error: reason, last_success_at: null, events: 0 });

    // Fine again, then the event dropped: its nights are free.
    feeds.set('/berubah.ics', { body: airbnbFeed(today, { reservations: [], notAvailable: null }) });
    ok(await admin.post(`/homestay/${homestay}/calendars/${calendar.id}?_method=PATCH`, { url: feeds.url('/berubah.ics') }));
    expect(await rooms(homestay, day(19), day(23))).toEqual([1, 1, 1, 1, 1]);
  }, 60_000);

  /** A new calendar at `path` (each failing address on a homestay of its own, fetched together). */
  async function linkedOrFailed(homestay: string, path: string): Promise<ExternalCalendar> {
    const added = await admin.post(`/homestay/${homestay}/calendars`, { name: 'Airbnb', url: feeds.url(path), rooms: '' });
    ok(added, 201);
    return added.body.data;
  }

  it('lists, logs and mails a platform stay over a confirmed request as a conflict, once; nothing is cancelled', async () => {
    const homestay = await newHomestay(1, 'Pondok Bentrok');
    const owner = await invitePartner(admin, { homestays: [homestay] });
    const other = await invitePartner(admin);
    const code = await confirmed(homestay, day(30), 2);
    feeds.set('/bentrok.ics', { body: airbnbFeed(today, { reservations: [], notAvailable: null }) });
    const calendar = await linked(homestay, 'Airbnb', '/bentrok.ics');
    expect((await admin.get('/calendar-conflicts')).body.data.filter((conflict: { item_id: string }) => conflict.item_id === homestay)).toEqual([]);

    const conflictMails = () => mails.filter((mail) => mail.text.includes(`Subject: ${IMPORT_MESSAGES.conflictSubject}: Pondok Bentrok`));
    // Airbnb closes the nights our feed told it were full, and exports them back: the echo, not a conflict.
    const echo = { from: day(30), to: day(31) };
    feeds.set('/bentrok.ics', { body: airbnbFeed(today, { reservations: [], notAvailable: echo }) });
    expect(await sync(homestay, calendar.id)).toMatchObject({ events: 1, last_error: null });
    expect((await admin.get('/calendar-conflicts')).body.data.filter((conflict: { item_id: string }) => conflict.item_id === homestay)).toEqual([]);
    feeds.set('/bentrok.ics', { body: airbnbFeed(today, { reservations: [{ from: day(31), to: day(33) }], notAvailable: echo }) });
    await sync(homestay, calendar.id, owner.client);
    const expected = { item_id: homestay, item_title: 'Pondok Bentrok', calendar_id: calendar.id, calendar: 'Airbnb', from: day(31), to: day(31), code };
    expect((await owner.client.get('/calendar-conflicts')).body.data).toEqual([expected]);
    expect((await admin.get('/calendar-conflicts')).body.data).toContainEqual(expected);
    expect((await other.client.get('/calendar-conflicts')).body.data).toEqual([]);
    expect((await admin.get(`/booking/${code}`)).body.data.status).toBe('dikonfirmasi');

    await expect.poll(() => conflictMails().length, { timeout: 10_000 }).toBe(1);
    const mail = conflictMails()[0]!;
    expect(mail.to.split(',').sort()).toEqual(['pengelola@sukamaju.desa.id', owner.email].sort());
    expect(mail.text).toContain(conflictText(expected));
    const logged = (await admin.get('/activity?limit=10')).body.data.find((entry: { action: string }) => entry.action === 'calendar_conflict');
    expect(logged.record_title ?? logged.recordTitle).toContain(conflictText(expected));

    // The same conflict on the next sync: still listed, not mailed again.
    ok(await admin.post(`/homestay/${homestay}/calendars/${calendar.id}?_method=PATCH`, { name: 'Airbnb Pondok' }));
    await sync(homestay, calendar.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(conflictMails()).toHaveLength(1);
  });

  it('refuses a sixth calendar and bad fields with their Indonesian messages, storing nothing', async () => {
    const homestay = await newHomestay(1);
    feeds.set('/kosong.ics', { body: airbnbFeed(today, { reservations: [], notAvailable: null }) });
    const bad = await admin.post(`/homestay/${homestay}/calendars`, { name: ' ', url: 'ftp://contoh.id/x.ics', rooms: '0' });
    ok(bad, 400);
    expect(bad.body.errors).toEqual({ name: [IMPORT_MESSAGES.nameRequired], url: [IMPORT_MESSAGES.urlInvalid], rooms: [IMPORT_MESSAGES.roomsInvalid] });
    for (let index = 0; index < IMPORT_LIMITS.calendarsPerHomestay; index += 1) await linked(homestay, `Platform ${index + 1}`, '/kosong.ics');
    const sixth = await admin.post(`/homestay/${homestay}/calendars`, { name: 'Keenam', url: feeds.url('/kosong.ics'), rooms: '' });
    ok(sixth, 409);
    expect(sixth.body.message).toBe(IMPORT_MESSAGES.tooMany);
    expect((await admin.get(`/homestay/${homestay}/calendars`)).body.data).toHaveLength(IMPORT_LIMITS.calendarsPerHomestay);
    for (const id of ['2147483648', '99999999999', '0', 'abc']) ok(await admin.post(`/homestay/${homestay}/calendars/${id}/sync`), 404);
  });

  it("forgets a homestay's calendars, closed nights and feed key once it is purged from the trash, not while it is there", async () => {
    const homestay = await newHomestay(1);
    feeds.set('/dihapus.ics', { body: airbnbFeed(today, { reservations: [{ from: day(40), to: day(41) }], notAvailable: null }) });
    await linked(homestay, 'Airbnb', '/dihapus.ics');
    ok(await admin.post(`/homestay/${homestay}/blocks`, { from: day(50), to: day(50) }), 201);
    await feedUrlOf(homestay);
    const left = async () =>
      (await Promise.all(['external_calendars', 'imported_events', 'homestay_blocks', 'calendar_feeds'].map(async (table) => (await sql(cms.env, `SELECT count(*) AS n FROM ${table} WHERE item_id = ?`, [homestay]))[0]!.n))).map(Number);
    expect(await left()).toEqual([1, 1, 1, 1]);
    ok(await admin.delete(`/homestay/delete/${homestay}`));
    // Clean-ups come every 2 s here: in the trash, all is kept for a restore.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await left()).toEqual([1, 1, 1, 1]);
    ok(await admin.delete(`/trash/homestay/${homestay}`));
    await expect.poll(left, { timeout: 10_000 }).toEqual([0, 0, 0, 0]);
  });
});
