// Fuzz of the English version (issue 13): it reads and writes through `?locale`, so hostile
// bodies go as the ADMIN with every kind of locale value, on the routes that take one. (Every
// route, method and role: fuzz.test.ts; the corpus and server: support/fuzz.ts.)
import { expect, it } from 'vitest';
import { asAdmin } from './support/api';
import { CONCURRENCY, NO_BODY, fuzz, hasRoute, inPool, parsedBodies, recordCounts, sender, useFuzzServer, type Tally } from './support/fuzz';

useFuzzServer();

const LOCALES = ['en', 'id', 'xx', '', 'en&locale=id', '%00', 'en%27%20OR%201=1', '*'];

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
    LOCALES.flatMap((locale) => [
      send('GET', `${path}?locale=${locale}`, NO_BODY),
      ...['POST', 'PATCH'].flatMap((method) => (hasRoute(path, method) ? parsedBodies() : [NO_BODY]).map((sample) => send(method, `${path}?locale=${locale}`, sample))),
    ]),
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
