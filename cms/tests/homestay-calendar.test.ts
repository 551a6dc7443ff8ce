// Issue 55 through /api/v1: a homestay's closed nights ("Tutup tanggal") take every room for the
// free-dates read, the public form and a confirmation, and are refused over a confirmed request;
// the secret iCalendar feed lists exactly the full nights (parsed back by ical.js and by
// node-ical, an independent parser), forgets a cancelled request, answers 304 when unchanged,
// and 404s its old URL once rotated. Who may call what: security.test.ts's role matrix.
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, FEED_SUMMARY, addDays, formatDateWithDay, requestTexts, todayInJakarta } from '@desa/contract';
import { ApiClient, asAdmin, invitePartner, pngBytes, type Answer, type InvitedPartner } from './support/api';
import { VALID_OPTIONS, validRecords } from './support/records';
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

  beforeAll(async () => {
    cms = await startCms({ env: { PUBLIC_WEB_URL: `https://${HOST}`, BOOKING_RATE_LIMIT: '1000' } });
    admin = await asAdmin(cms.url);
    anonymous = new ApiClient(cms.url);
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    records = validRecords(await pngBytes());
  });
  afterAll(() => cms?.stop());

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
      { requests: 0, blocked: true },
      { requests: 0, blocked: false },
    ]);
    expect((await left(homestay, day(20), day(20), admin))[0]).toEqual({ date: day(20), left: 2, sources: { requests: 1, blocked: false } });

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
});
