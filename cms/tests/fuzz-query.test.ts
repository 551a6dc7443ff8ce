// Fuzz of what a query or a form carries: every kind of locale value on the routes of the English
// version (issue 13), and generated days, numbers and ids (issue 51) on every GET of the route
// table, on the booking form, on "Tutup tanggal" and on a platform calendar (with every address on
// the server's own network), each answer within 2 s and never a 5xx, the server still healthy
// after each, nothing stored by a refused call. (Every route, method and role with the
// hostile bodies: fuzz.test.ts; the corpus and server: support/fuzz.ts.)
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { IMPORT_MESSAGES, SYNC_FAILURES, addDays, todayInJakarta } from '@desa/contract';
import { ROUTES } from '../src/plugins/v1/server/routes';
import { ApiClient, asAdmin } from './support/api';
import { sql } from './support/database';
import { CONCURRENCY, NO_BODY, SSRF_ADDRESSES, fuzz, hasRoute, inPool, parsedBodies, recordCounts, sender, useFuzzServer, type Tally } from './support/fuzz';

useFuzzServer();

const LOCALES = ['en', 'id', 'xx', '', 'en&locale=id', '%00', 'en%27%20OR%201=1', '*'];
/**
 * The locales a body goes on to meet. Any other value is refused (400, requestedLocale) whatever
 * the body, after only the body's own checks, which fuzz.test.ts's corpus met on every route: one
 * body each proves the refusal.
 */
const SUPPORTED = ['en', 'id'];

it('no hostile request with a locale answers 5xx, leaks internals or adds a record', async () => {
  const { cms, paths } = fuzz;
  const counts = await recordCounts();
  const files = cms.files();
  const tally: Tally = { sent: 0, failures: [], statuses: {} };
  const send = sender(tally, 'ADMIN', await asAdmin(cms.url));
  const localized = paths.filter((path) => /\/(all|update|create|site)\b|^\/(tour|package|event|article|gallery|setting)\/[^/]+$/.test(path));
  const tasks = localized.flatMap((path) =>
    // A GET's body is never read: fuzz.test.ts sent every one; here each GET goes once. A body
    // the parser refuses never meets the locale (fuzz.test.ts proved the refusal on every route).
    // A method no route takes on the path is refused before its body is read (fuzz.test.ts): once.
    LOCALES.flatMap((locale) => {
      const bodies = SUPPORTED.includes(locale) ? parsedBodies() : parsedBodies().slice(0, 1);
      return [
        send('GET', `${path}?locale=${locale}`, NO_BODY),
        ...['POST', 'PATCH'].flatMap((method) => (hasRoute(path, method) ? bodies : [NO_BODY]).map((sample) => send(method, `${path}?locale=${locale}`, sample))),
      ];
    }),
  );
  await inPool(tasks, CONCURRENCY);
  console.log(`fuzz /api/v1 ?locale (${cms.db}): ${tally.sent} requests, ${tally.failures.length} failures; statuses ${JSON.stringify(tally.statuses)}`);
  expect(tally.failures).toEqual([]);
  expect(localized.length).toBeGreaterThan(10);
  expect(tally.statuses.ADMIN[200]).toBeGreaterThan(0);
  expect(await recordCounts()).toEqual(counts);
  expect(cms.files()).toEqual(files);
  expect(files.temp).toEqual([]);
}, 600_000);

/**
 * Seeded, so a failure repeats (FC_SEED overrides it); fast-check prints the seed and the case.
 * No shrinking: a case that hangs the server would hang every smaller one too.
 */
const RUNS = { seed: Number(process.env.FC_SEED ?? 51), numRuns: 250, endOnFailure: true };
const SLOW_MS = 2000;
/** Past this a call counts as no answer at all, and the run ends there. */
const NO_ANSWER_MS = 10_000;

/** What a client can put where a day goes: real days, impossible ones, days past the bounds, junk. */
const dayText = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 })).map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.constantFrom('9999-12-30', '9999-12-31', '0001-01-01', '275760-09-13', '2026-13-01', '2026-00-10', '2026-12-32', '2026-02-30', '+010000-01-01', ''),
  fc.date({ min: new Date('1999-01-01'), max: new Date('2102-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.string({ maxLength: 12 }),
);
/** Numbers, written as a query or form writes them: huge, negative, fractional, not numbers at all. */
const numberText = fc.oneof(fc.integer().map(String), fc.double().map(String), fc.constantFrom('0', '-1', '1.5', '1e9', 'NaN', 'Infinity', '9'.repeat(400), '0x10', ''), fc.string({ maxLength: 6 }));
/** A JSON field's value of any type: scalars, arrays, objects, very long strings. */
const jsonValue = fc.oneof(dayText, numberText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }), fc.string({ minLength: 5000, maxLength: 6000 }));
/** A day as text `days` after `day`, however far it goes ('+010000-01-01' past 9999). */
const textDaysAfter = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  date.setUTCDate(date.getUTCDate() + days);
  return Number.isNaN(date.getTime()) ? day : date.toISOString().slice(0, 10);
};
const rangeStart = fc.oneof(fc.constantFrom('9999-12-25', '9999-12-30', '2100-12-30', '1999-12-31', '0001-01-01', '2026-12-01'), dayText);
const range = fc.oneof(
  fc.tuple(rangeStart, fc.oneof(fc.integer({ min: -2, max: 3 }), fc.integer({ min: -2, max: 800 }))).map(([from, length]) => ({ from, to: textDaysAfter(from, length) })),
  fc.record({ from: dayText, to: dayText }),
);
const queryOf = fc
  .tuple(range, fc.record({ date: dayText, page: numberText, limit: numberText, group: fc.constantFrom('day', 'month', 'type', 'item', 'page', '') }, { requiredKeys: [] }))
  .map(([{ from, to }, rest]) => ({ from, to, ...rest }));
/** The cases of issue 51: a range past 9999-12-31 (it hung the CMS), impossible days (500s), the year 1. */
const EXTREME_QUERIES: Array<[Record<string, string>, boolean]> = [
  [{ from: '9999-12-30', to: '9999-12-31', group: 'day' }, true],
  [{ from: '9999-12-30', to: '9999-12-31', group: 'month' }, true],
  [{ from: '2026-13-01', to: '2026-12-32', date: '2026-02-30' }, true],
  [{ from: '0001-01-01', to: '0001-01-02' }, false],
];
const idText = fc.oneof(fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999', '9'.repeat(40), 'x'.repeat(3000), '%00', '..%2F..'), fc.string({ maxLength: 10 }).map(encodeURIComponent));

it('generated days, numbers and ids: an answer within 2 s, never a 5xx, the server healthy after each, nothing stored by a refusal', async () => {
  const { cms, paths } = fuzz;
  const counts = await recordCounts();
  const admin = await asAdmin(cms.url);
  const anonymous = new ApiClient(cms.url);
  const failures: string[] = [];
  let stored = 0;
  const check = async (label: string, call: () => Promise<{ status: number; body: unknown }>) => {
    const begun = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${label}: no answer in ${NO_ANSWER_MS} ms`)), NO_ANSWER_MS)));
    const { status, body } = await Promise.race([call(), hung]).finally(() => clearTimeout(timer));
    const took = Date.now() - begun;
    if (status >= 500 || took > SLOW_MS) failures.push(`${label} → ${status} in ${took} ms ${JSON.stringify(body).slice(0, 200)}`);
    const health = await fetch(`${cms.url}/_health`, { signal: AbortSignal.timeout(SLOW_MS) }).then((answer) => answer.status, () => 0);
    if (health !== 204) failures.push(`${label}: /_health answered ${health} after it`);
    return status;
  };

  // Every GET of the route table (its real ids), each with generated values for every day and
  // number a query takes: ranges that start anywhere (the last days of 9999, of 2100, before
  // 2000) and run a few days to years, or days drawn on their own.
  const gets = ROUTES.flatMap((route, index) => (route.method === 'GET' ? [paths[index]!] : []));
  for (const path of gets) {
    await fc.assert(
      fc.asyncProperty(queryOf, fc.boolean(), async (query, asAdminCaller) => {
        const search = new URLSearchParams(query as Record<string, string>).toString();
        await check(`GET ${path}?${search}`, () => (asAdminCaller ? admin : anonymous).get(`${path}?${search}`));
      }),
      // Besides the generated ones, each route meets the extremes that once hung or broke it.
      { ...RUNS, numRuns: 8, examples: EXTREME_QUERIES },
    );
  }
  // The same routes with generated ids where their id goes.
  const withIds = ROUTES.flatMap((route) => (route.method === 'GET' && route.path.includes(':') ? [route.path] : []));
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...withIds), idText, async (template, id) => {
      await check(`GET ${template} (${id.slice(0, 40)})`, () => admin.get(template.replace(/:(id|code)/, id)));
    }),
    // Every route with a number past a row id's range (PostgreSQL's int4 answered it with a 500).
    { ...RUNS, numRuns: 100, examples: withIds.map((template): [string, string] => [template, '99999999999']) },
  );
  // The booking form, as the public pages and the legacy client send it: any value in any field.
  const homestay = paths.find((path) => /^\/homestay\/[^/]+\/availability$/.test(path))!.split('/')[2]!;
  const pkg = paths.find((path) => /^\/package\/[^/]+\/availability$/.test(path))!.split('/')[2]!;
  const form = fc.record(
    {
      type: fc.constantFrom('homestay', 'package', 'product'),
      item_id: fc.oneof(fc.constantFrom(homestay, pkg), idText),
      check_in: fc.oneof(jsonValue, rangeStart),
      check_out: fc.oneof(jsonValue, rangeStart),
      nights: jsonValue,
      guests: jsonValue,
      rooms: jsonValue,
      date: fc.oneof(jsonValue, rangeStart),
      people: jsonValue,
      quantity: jsonValue,
    },
    { requiredKeys: ['type', 'item_id'] },
  );
  await fc.assert(
    fc.asyncProperty(form, async (fields) => {
      const status = await check(`POST /booking ${JSON.stringify(fields).slice(0, 300)}`, () => anonymous.post('/booking', { ...fields, name: 'Tamu Fuzz', phone: '081234567890' }));
      if (status === 201) stored += 1;
    }),
    {
      ...RUNS,
      numRuns: 300,
      examples: [
        [{ type: 'homestay', item_id: homestay, check_in: '9999-12-30', nights: 2, guests: 1 }],
        [{ type: 'homestay', item_id: homestay, check_in: '2026-13-01', check_out: '2026-12-32', guests: 1 }],
        [{ type: 'package', item_id: pkg, date: '2026-02-30', people: 1 }],
        [{ type: 'package', item_id: pkg, date: '9999-12-31', people: 1 }],
      ],
    },
  );
  // "Tutup tanggal" (issue 55): any first and last night and note, as the admin's form or a client sends them.
  let closed = 0;
  await fc.assert(
    fc.asyncProperty(fc.record({ from: fc.oneof(jsonValue, rangeStart), to: fc.oneof(jsonValue, rangeStart), note: jsonValue }, { requiredKeys: [] }), async (fields) => {
      const status = await check(`POST /homestay/${homestay}/blocks ${JSON.stringify(fields).slice(0, 300)}`, () => admin.post(`/homestay/${homestay}/blocks`, fields));
      if (status === 201) closed += 1;
    }),
    { ...RUNS, numRuns: 150, examples: [[{ from: '9999-12-30', to: '9999-12-31' }], [{ from: '2026-02-30', to: '2026-13-01' }], [{ from: '0001-01-01', to: '+010000-01-01' }], [{ from: addDays(todayInJakarta(), 200), to: addDays(todayInJakarta(), 201), note: 'Renovasi' }]] },
  );
  // The platforms' calendars (issue 55): any name, address and rooms, and every address on the
  // server's own network: refused with the field's message, nothing stored, nothing fetched.
  await fc.assert(
    fc.asyncProperty(fc.record({ name: fc.oneof(jsonValue, fc.constant('Airbnb')), url: fc.oneof(jsonValue, fc.constantFrom(...SSRF_ADDRESSES)), rooms: jsonValue }, { requiredKeys: [] }), async (fields) => {
      const label = `POST /homestay/${homestay}/calendars ${JSON.stringify(fields).slice(0, 300)}`;
      const status = await check(label, () => admin.post(`/homestay/${homestay}/calendars`, fields));
      if (status !== 400) failures.push(`${label} → ${status}, not refused`);
    }),
    { ...RUNS, numRuns: 100 },
  );
  const refusedAddress = (answer: { status: number; body: { errors?: { url?: string[] } } }) =>
    answer.status === 400 && [IMPORT_MESSAGES.addressRefused, IMPORT_MESSAGES.urlInvalid].some((message) => JSON.stringify(answer.body.errors?.url ?? []).includes(message));
  for (const url of SSRF_ADDRESSES) {
    const refused = await admin.post(`/homestay/${homestay}/calendars`, { name: 'Airbnb', url, rooms: '' });
    if (!refusedAddress(refused)) failures.push(`${url} → ${refused.status} ${JSON.stringify(refused.body).slice(0, 200)}`);
  }
  // A calendar that exists (stored as a host's would be; its address, TEST-NET-1, is never fetched: refused
  // at the connection), so a change and "Sinkronkan sekarang" meet any body, and every address above.
  await sql(cms.env, 'INSERT INTO external_calendars (document_id, item_id, name, url, created_at, updated_at) VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)', ['fuzzkalender', homestay, 'Airbnb', 'https://192.0.2.1/kalender.ics']);
  const [{ id: calendar }] = (await admin.get(`/homestay/${homestay}/calendars`)).body.data;
  await fc.assert(
    fc.asyncProperty(fc.record({ name: jsonValue, url: fc.oneof(jsonValue, fc.constantFrom(...SSRF_ADDRESSES)), rooms: jsonValue }, { requiredKeys: [] }), async (fields) => {
      await check(`PATCH /homestay/${homestay}/calendars/${calendar} ${JSON.stringify(fields).slice(0, 300)}`, () => admin.post(`/homestay/${homestay}/calendars/${calendar}?_method=PATCH`, fields));
    }),
    { ...RUNS, numRuns: 100 },
  );
  for (const url of SSRF_ADDRESSES) {
    const refused = await admin.post(`/homestay/${homestay}/calendars/${calendar}?_method=PATCH`, { url });
    if (!refusedAddress(refused)) failures.push(`PATCH ${url} → ${refused.status} ${JSON.stringify(refused.body).slice(0, 200)}`);
  }
  const synced = await check(`POST /homestay/${homestay}/calendars/${calendar}/sync`, () => admin.post(`/homestay/${homestay}/calendars/${calendar}/sync`));
  const state = (await admin.get(`/homestay/${homestay}/calendars`)).body.data[0];
  if (synced !== 200 || state.last_error !== SYNC_FAILURES.address || state.url !== 'https://192.0.2.1/kalender.ics') failures.push(`sync of the stored calendar → ${synced} ${JSON.stringify(state)}`);
  expect((await admin.delete(`/homestay/${homestay}/calendars/${calendar}`)).status).toBe(200);
  console.log(`fuzz days, numbers, ids (${cms.db}): ${failures.length} failures, ${stored} requests and ${closed} blocks stored`);
  expect(failures).toEqual([]);
  // A refused call stored nothing: the only new records are the requests and blocks that were taken.
  expect(await recordCounts()).toEqual({ ...counts, booking: counts.booking! + stored, 'homestay blocks': counts['homestay blocks']! + closed });
}, 600_000);
