// Fuzz: every route of the /api/v1 table × GET, POST, PATCH, PUT, DELETE × a corpus of
// hostile bodies and content types, anonymous, as a USER and as an ADMIN, against a real
// `strapi start` on loopback. No answer may be a 5xx or leak internals, and nothing may
// change: record counts, stored uploads, upload temp files. A method no route takes on a path is
// refused before its body is read: one path per method gets the corpus for it (support/fuzz.ts). (The `?locale` routes:
// fuzz-query.test.ts: the `?locale` routes, and generated days, numbers and ids in queries and booking forms; the corpus and server: support/fuzz.ts.)
import { expect, it } from 'vitest';
import { ROUTES } from '../src/plugins/v1/server/routes';
import { CONCURRENCY, METHODS, bodiesFor, fuzz, inPool, recordCounts, sender, useFuzzServer, type Tally } from './support/fuzz';

useFuzzServer();

it('no hostile request answers 5xx, leaks internals or changes anything', async () => {
  const counts = await recordCounts();
  const { cms, clients, paths } = fuzz;
  const files = cms.files();
  const tally: Tally = { sent: 0, failures: [], statuses: {} };
  const { failures, statuses } = tally;

  for (const [role, client] of Object.entries(clients)) {
    const send = sender(tally, role, client);
    // Logout ends the session the other requests use, so it goes last.
    const ordered = [...paths.filter((path) => path !== '/auth/logout'), '/auth/logout'];
    const tasks = ordered.flatMap((path) => METHODS.flatMap((method) => bodiesFor(method, role, path).map((sample) => send(method, path, sample))));
    await inPool(tasks, CONCURRENCY);
  }

  console.log(`fuzz /api/v1 (${cms.db}): ${tally.sent} requests, ${failures.length} failures; statuses ${JSON.stringify(statuses)}`);
  expect(failures).toEqual([]);
  // The sessions held: the USER was refused for its role, the ADMIN got past the guard.
  expect(statuses.USER[403]).toBeGreaterThan(0);
  expect(statuses.ADMIN[200]).toBeGreaterThan(statuses.anonymous[200]);
  // Every path and method of the table, each with the whole corpus where a route reads it.
  expect(paths).toHaveLength(ROUTES.length);
  const planned = Object.keys(clients).flatMap((role) => paths.flatMap((path) => METHODS.map((method) => bodiesFor(method, role, path))));
  expect(tally.sent).toBe(planned.reduce((sum, bodies) => sum + bodies.length, 0));
  expect(planned.filter((bodies) => bodies.length > 1).length).toBeGreaterThan(ROUTES.length);
  expect(await recordCounts()).toEqual(counts);
  expect(cms.files()).toEqual(files);
  expect(files.temp).toEqual([]);
}, 600_000);
