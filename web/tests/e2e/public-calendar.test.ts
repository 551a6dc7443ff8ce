// Issue 26, the calendar: an event's iCalendar file and Google Calendar link, and the feed of
// upcoming events, through the real web server and CMS, parsed back with ical.js field by field.
import ICAL from 'ical.js';
import { addDays, todayInJakarta, type List, type VillageEvent } from '@desa/contract';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { adminToken, api, createThroughApi, deleteThroughApi } from '../support/admin';
import { cmsGet, open, serverHtml, shotPublic } from '../support/public';
import { DESKTOP, PHONE } from '../support/browser';
import { WEB_URL } from '../support/stack';

// Commas, semicolons, a backslash, emoji and the title's full 100 characters; a long description with line breaks.
const TITLE = `Festival Panen; Tari, Musik \\ Kuliner 🎉🌾 ${'Sawah '.repeat(20)}`.slice(0, 100).trimEnd();
const DESCRIPTION = `Semua warga diundang: bawa keluarga, teman; dan tetangga. 🌾🎶\nAcara dimulai tepat waktu.\n\n${'Panen raya bersama petani desa, '.repeat(6)}selesai.`;
const PLACE = 'Balai Desa; Lapangan Utara, RT 02';

let token: string;
let event: VillageEvent;

beforeAll(async () => {
  token = await adminToken();
  event = await createThroughApi<VillageEvent>('event', { title: TITLE, description: DESCRIPTION, date: addDays(todayInJakarta(), 12), time: '19:30', place: PLACE, price: '0' }, token);
});
afterAll(async () => {
  if (event) await deleteThroughApi('event', event.id, token);
});

async function calendarOf(path: string) {
  const response = await fetch(`${WEB_URL}${path}`);
  const text = await response.text();
  return { response, text, calendar: new ICAL.Component(ICAL.parse(text)) };
}

/** RFC 5545 §3.1: CRLF line ends, at most 75 octets a line, folded lines start with a space, no character cut. */
function expectWellFolded(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(line).not.toContain('\uFFFD');
  }
  expect(lines.some((line) => line.startsWith(' '))).toBe(true);
}

describe('an event in the calendar', () => {
  it('downloads as .ics that parses back field by field: title, times in WIB, place, description, link, stable UID', async () => {
    const { response, text, calendar } = await calendarOf(`/agenda/${event.id}/kalender.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // The title as a file name: lower case, words joined by hyphens, emoji and punctuation gone, 60 characters at most.
    const [, fileName] = /^attachment; filename="(.+)"$/.exec(response.headers.get('content-disposition') ?? '') ?? [];
    expect(fileName).toMatch(/^festival-panen-tari-musik-kuliner-sawah(-sawah)*\.ics$/);
    expect(fileName.length).toBeLessThanOrEqual(64);
    expectWellFolded(text);
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe(TITLE);
    expect(parsed.location).toBe(PLACE);
    const url = `${WEB_URL}/agenda/${event.id}`;
    expect(parsed.description).toBe(`${DESCRIPTION}\n\n${url}`);
    expect(vevent.getFirstPropertyValue('url')).toBe(url);
    // 19:30 WIB is 12:30 UTC; two hours by default.
    expect(parsed.startDate.toJSDate().toISOString()).toBe(`${event.date}T12:30:00.000Z`);
    expect(parsed.endDate.toJSDate().toISOString()).toBe(`${event.date}T14:30:00.000Z`);
    expect(parsed.uid).toMatch(new RegExp(`^agenda-${event.id}@`));
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const again = await calendarOf(`/agenda/${event.id}/kalender.ics`);
    expect(new ICAL.Event(again.calendar.getFirstSubcomponent('vevent')!).uid).toBe(parsed.uid);

    const english = await calendarOf(`/en/agenda/${event.id}/kalender.ics`);
    expect(english.calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('url')).toBe(`${WEB_URL}/en/agenda/${event.id}`);
    expect((await fetch(`${WEB_URL}/agenda/tidakada/kalender.ics`)).status).toBe(404);
  });

  it('offers the file and Google Calendar on the event page, without JavaScript too', async ({ browser }) => {
    const { html } = await serverHtml(`/agenda/${event.id}`);
    expect(html).toContain('Tambahkan ke kalender');
    const { page } = await open(browser, `/agenda/${event.id}`, { javaScriptEnabled: false });
    const section = page.getByRole('region', { name: 'Tambahkan ke kalender' });
    expect(await section.getByRole('link', { name: /Unduh \.ics/ }).getAttribute('href')).toBe(`/agenda/${event.id}/kalender.ics`);
    const google = new URL((await section.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'))!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: TITLE,
      dates: `${event.date.replaceAll('-', '')}T123000Z/${event.date.replaceAll('-', '')}T143000Z`,
      location: PLACE,
      details: `${DESCRIPTION}\n\n${WEB_URL}/agenda/${event.id}`,
    });
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: /Unduh \.ics/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^festival-panen.*\.ics$/);
    for (const [viewport, colorScheme] of [[PHONE, 'light'], [DESKTOP, 'dark']] as const) {
      const { page: shown } = await open(browser, `/agenda/${event.id}`, { viewport, colorScheme });
      await shotPublic(shown, `public-agenda-kalender-${viewport.width}-${colorScheme}`);
    }
  });
});

describe('the feed of upcoming events', () => {
  it('holds every upcoming event and no past one, in both languages, linked from /agenda', async ({ browser }) => {
    const upcoming = await cmsGet<List<VillageEvent>>('/event/all?upcoming=1&limit=100');
    const every = await cmsGet<List<VillageEvent>>('/event/all?limit=100');
    const past = every.data.filter((candidate) => !upcoming.data.some((soon) => soon.id === candidate.id));
    expect(past.length).toBeGreaterThan(0);
    const { text, calendar } = await calendarOf('/agenda.ics');
    expectWellFolded(text);
    const uids = calendar.getAllSubcomponents('vevent').map((vevent) => String(vevent.getFirstPropertyValue('uid')));
    expect(uids.map((uid) => uid.replace(/^agenda-|@.*$/g, '')).sort()).toEqual(upcoming.data.map((soon) => soon.id).sort());
    expect(uids.some((uid) => uid.includes(event.id))).toBe(true);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/^Agenda Desa · /);
    const english = await calendarOf('/en/agenda.ics');
    expect(english.calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/^Village Events · /);
    expect(english.calendar.getAllSubcomponents('vevent')).toHaveLength(upcoming.data.length);

    const { html } = await serverHtml('/agenda');
    expect(html).toMatch(/href="\/agenda\.ics"[^>]*>[^<]*Langganan kalender|Langganan kalender/);
    expect((await serverHtml('/en/agenda')).html).toContain('href="/en/agenda.ics"');
    for (const [viewport, colorScheme] of [[PHONE, 'dark'], [DESKTOP, 'light']] as const) {
      const { page } = await open(browser, '/agenda', { viewport, colorScheme });
      await page.getByRole('link', { name: 'Langganan kalender' }).waitFor();
      await shotPublic(page, `public-agenda-langganan-${viewport.width}-${colorScheme}`, { viewportOnly: true });
    }
  });

  it('is cached like the pages and purged when an event changes', async () => {
    await fetch(`${WEB_URL}/agenda.ics`);
    expect((await fetch(`${WEB_URL}/agenda.ics`)).headers.get('x-page-cache')).toBe('HIT');
    const body = new FormData();
    body.append('title', 'Festival Panen Diganti');
    await api(`/event/update/${event.id}?_method=PATCH`, { method: 'POST', body, token });
    await expect.poll(async () => (await calendarOf('/agenda.ics')).text.includes('Festival Panen Diganti'), { timeout: 10_000 }).toBe(true);
  });
});
