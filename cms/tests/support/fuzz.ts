// The fuzz of /api/v1 (fuzz.test.ts: every route, method and role; fuzz-query.test.ts: the
// `?locale` routes, generated days, numbers and ids): the hostile corpus, a real `strapi start` with a record of every type, and
// the sender that checks each answer. Two files, each on its own server, so that each runs in
// the suite's budget of a file and the two run side by side.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';
import { API, CONTENT_KINDS, CONTENT_TYPES, DEFAULT_MAX_UPLOAD_MB, IMAGE, todayInJakarta } from '@desa/contract';
import { filesAllowed } from '../../src/plugins/v1/server/middlewares/api-v1-body';
import { ROUTES } from '../../src/plugins/v1/server/routes';
import { ApiClient, asAdmin, asUser, corruptPng, pngBytes } from './api';
import { validRecords, VALID_OPTIONS } from './records';
import { startCms, type RunningCms } from './strapi-server';

export const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];
export const CONCURRENCY = 6;
/** The body parser's own answers (api-v1-body.ts): nothing behind it ran. */
const PARSER_MESSAGES = [API.badJson, API.badBody, API.bodyTooLarge, IMAGE.tooLarge(DEFAULT_MAX_UPLOAD_MB)];
export const PARSED_METHODS = ['POST', 'PATCH', 'PUT'];
const LEAK = /Error:|\bat \/|\/work\/|node_modules|SQL|stack|syntax error|knex|sqlite|postgres/i;

/** `parserRefuses`: the body parser answers 400/413 before any field reaches a handler or a query. */
/** `large`: over every limit (megabytes, or a gzip that inflates to them): refused by the parser, see sendsLarge. */
type Sample = { name: string; type?: string; encoding?: string; body: Buffer; parserRefuses?: true; large?: true };

function multipart(boundary: string, parts: Array<{ name: string; value: string | Buffer; filename?: string }>): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/png` : '') +
        '\r\n\r\n',
    ),
    Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/** The hostile bodies, each with the content type it claims. */
function corpus(png: Buffer): Sample[] {
  const MP = 'multipart/form-data; boundary=batas';
  const JSON_TYPE = 'application/json';
  const long = 'x'.repeat(200_000);
  const fields = (value: unknown) => ({ title: value, name: value, email: value, password: value, caption: value, category: value });
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const wellFormed = multipart('batas', [
    { name: 'title', value: 'Sawah' },
    { name: 'caption', value: 'Pagi' },
    { name: 'file', value: png, filename: 'foto.png' },
  ]);
  // Over every body limit (the upload limit is the largest) by 64 KB: as refused as 10 MB was, for half the bytes.
  const overEveryLimit = Buffer.alloc((DEFAULT_MAX_UPLOAD_MB * 1024 + 64) * 1024, 0x61);
  return [
    { name: 'malformed multipart', parserRefuses: true, type: MP, body: Buffer.from('sama sekali bukan multipart') },
    { name: 'multipart without boundary', parserRefuses: true, type: 'multipart/form-data', body: wellFormed },
    { name: 'truncated multipart', parserRefuses: true, type: MP, body: wellFormed.subarray(0, wellFormed.length - 60) },
    { name: 'multipart with a corrupt PNG', type: MP, body: multipart('batas', [{ name: 'title', value: 'Sawah' }, { name: 'caption', value: 'Pagi' }, { name: 'file', value: corruptPng(png), filename: 'rusak.png' }]) },
    { name: 'multipart operator and prototype fields', type: MP, body: multipart('batas', [{ name: 'title[$gt]', value: '' }, { name: '__proto__[isAdmin]', value: 'true' }, { name: 'constructor[prototype][x]', value: '1' }, { name: 'name', value: 'a\u0000b' }, { name: '_method', value: 'DELETE' }]) },
    { name: 'multipart 200,000-character field', type: MP, body: multipart('batas', [{ name: 'title', value: long }, { name: 'name', value: long }]) },
    { name: 'multipart file over the upload limit', parserRefuses: true, large: true, type: MP, body: multipart('batas', [{ name: 'file', value: Buffer.concat([png, overEveryLimit]), filename: 'besar.png' }]) },
    { name: 'truncated JSON', parserRefuses: true, type: JSON_TYPE, body: Buffer.from('{"title": "Sawah", "caption": "Pa') },
    { name: 'operator objects', type: JSON_TYPE, body: json({ ...fields({ $gt: '' }), id: { $ne: null }, role: { $in: ['admin'] } }) },
    { name: '__proto__ and constructor', type: JSON_TYPE, body: Buffer.from('{"__proto__":{"isAdmin":true,"role":{"type":"admin"}},"constructor":{"prototype":{"polluted":true}},"title":"Sawah"}') },
    { name: 'NUL bytes in strings', type: JSON_TYPE, body: json(fields('Sa\u0000wah\u0000')) },
    { name: 'NUL bytes in otherwise valid fields', type: JSON_TYPE, body: json({ title: 'Sa\u0000wah', caption: 'Pagi', name: 'Warga\u0000Desa', category: 'Fasilitas', email: 'nul@test.desa', password: 'WargaDesa123', passwordConfirmation: 'WargaDesa123', phone: '081234567890', instagram: 'desa' }) },
    { name: 'raw NUL bytes', parserRefuses: true, type: JSON_TYPE, body: Buffer.alloc(256) },
    { name: 'wrong types', type: JSON_TYPE, body: json({ ...fields([1, { a: null }]), price: { amount: 5 }, file: 'x', operational: [1, 2] }) },
    { name: 'JSON array', type: JSON_TYPE, body: json([{ $gt: '' }]) },
    { name: 'deeply nested JSON', type: JSON_TYPE, body: Buffer.from('['.repeat(100_000) + ']'.repeat(100_000)) },
    { name: 'deeply nested field', type: JSON_TYPE, body: Buffer.from('{"title":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}') },
    { name: '200,000-character string', type: JSON_TYPE, body: json({ title: long, name: long, content: long }) },
    { name: 'JSON over every body limit', parserRefuses: true, large: true, type: JSON_TYPE, body: Buffer.concat([Buffer.from('{"title":"'), overEveryLimit, Buffer.from('"}')]) },
    { name: 'gzip that is not gzip', parserRefuses: true, type: JSON_TYPE, encoding: 'gzip', body: Buffer.from('bukan gzip') },
    { name: 'gzip bomb-ish JSON (5 KB inflating over every limit)', parserRefuses: true, large: true, type: JSON_TYPE, encoding: 'gzip', body: gzipSync(Buffer.concat([Buffer.from('{"title":"'), overEveryLimit, Buffer.from('"}')])) },
    { name: 'JSON declared as text', type: 'text/plain', body: json(fields('Sawah')) },
    { name: 'XML', type: 'application/xml', body: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>') },
    { name: 'url-encoded operators', type: 'application/x-www-form-urlencoded', body: Buffer.from('title[$gt]=&__proto__[isAdmin]=1&constructor[prototype][x]=1&name[]=a&name[]=b&a[b][c][d][e][f][g]=1') },
    { name: 'url-encoded declared as JSON', parserRefuses: true, type: JSON_TYPE, body: Buffer.from('title=Sawah&caption=Pagi') },
    { name: 'a PNG as the body', type: 'image/png', body: png },
    { name: 'no content type', body: json(fields('Sawah')) },
  ];
}

/**
 * Platform calendar addresses that point at the server's own network, or are not https (issue 55):
 * with ICAL_ALLOW_PRIVATE off (the fuzz's server), every one is refused before anything is fetched.
 */
export const SSRF_ADDRESSES = [
  'http://example.com/kalender.ics',
  'https://127.0.0.1/kalender.ics',
  'https://localhost:1337/api/v1/user/all',
  'https://[::1]/kalender.ics',
  'https://10.0.0.8/kalender.ics',
  'https://172.16.5.4/kalender.ics',
  'https://192.168.1.1/kalender.ics',
  'https://169.254.169.254/latest/meta-data/',
  'https://[fe80::1]/kalender.ics',
  'https://[fd12:3456::1]/kalender.ics',
  'https://[::ffff:127.0.0.1]/kalender.ics',
  'https://2130706433/kalender.ics',
  'https://0x7f.1/kalender.ics',
  'https://0.0.0.0/kalender.ics',
  'https://100.64.0.1/kalender.ics',
  'https://user:rahasia@127.0.0.1/kalender.ics',
  'file:///etc/passwd',
  'gopher://127.0.0.1:25/_HELO',
];

/** The server, its roles' clients, every route's path with real ids, the corpus: set by useFuzzServer's beforeAll. */
export const fuzz = {} as { cms: RunningCms; clients: Record<string, ApiClient | null>; paths: string[]; samples: Sample[]; ids: Record<string, string> };

const OVERRIDDEN_BY_POST = ['PATCH', 'PUT', 'DELETE'];
const routePatterns = ROUTES.map((route) => ({ method: route.method as string, access: route.access as string, pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`) }));

/** The routes of the table `method` reaches on `path` (a POST also those `_method` turns it into). */
function routesReached(path: string, method: string) {
  const methods = method === 'POST' ? [method, ...OVERRIDDEN_BY_POST] : [method];
  return routePatterns.filter((route) => methods.includes(route.method) && route.pattern.test(path.split('?')[0]));
}

/** Whether the route table takes `method` on `path` (a POST also what `_method` turns it into), as api-v1-body.ts asks before it reads a byte. */
export function hasRoute(path: string, method: string): boolean {
  return routesReached(path, method).length > 0;
}

/**
 * A method no route takes on a path answers 404 before its body is read (api-v1-body.ts), the
 * same check on every path: one path per method, the first of the table without that route,
 * proves it with the whole corpus; the others send no body.
 */
function refusedUnread(method: string, path: string | undefined): boolean {
  if (path === undefined || hasRoute(path, method)) return false;
  return fuzz.paths.find((candidate) => !hasRoute(candidate, method)) !== path;
}

export const NO_BODY: Sample = { name: 'no body', body: Buffer.alloc(0) };
const onSqlite = () => fuzz.cms.db === 'sqlite';

/**
 * Whether every route `method` can reach on `path` (a POST also those `_method` turns it into)
 * is for a signed-in ADMIN or partner only, so the guard refuses anyone else. The body parser
 * runs before the guard and does not ask who sends (the ADMIN's pass proves it on every route):
 * such a role sends one body that gets past the parser, and the guard's 401/403 is the whole
 * answer to the rest of the corpus too.
 */
function refusedByGuard(role: string, method: string, path: string): boolean {
  const routes = routesReached(path, method);
  return role !== 'ADMIN' && routes.length > 0 && routes.every((route) => route.access === 'admin' || route.access === 'partner');
}

/** Whether `path` is the first of the table that `method` is routed on. */
function firstRouted(method: string, path: string): boolean {
  return fuzz.paths.find((candidate) => hasRoute(candidate, method)) === path;
}

/**
 * A body over every limit is refused by the parser the same way on every path a method is routed
 * on, whoever sends it (the parser runs before the guard), except that a call's share of files
 * (`filesAllowed`) sets how much of a multipart body is read first. Megabytes each, such bodies go
 * as the ADMIN to the first path each method is routed on and to every path whose share differs
 * from that path's, besides the path that proves a method without a route is refused unread
 * (in December 2026 they were 130 requests of 5 MB and half the SQLite pass's time).
 */
function sendsLarge(role: string, method: string, path: string): boolean {
  if (role !== 'ADMIN') return false;
  const first = fuzz.paths.find((candidate) => hasRoute(candidate, method));
  return first === path || (first !== undefined && filesAllowed(`/api/v1${path}`) !== filesAllowed(`/api/v1${first}`));
}

/**
 * The bodies a request with `method` is sent with, by whom. GET and DELETE bodies are never read
 * (koa-body parses POST, PATCH and PUT, whatever the path): the SQLite pass sends every sample
 * anyway, as the ADMIN, on the first path each is routed on, to prove they harm nothing (every
 * other GET and DELETE is sent once, as with a method no route takes); the PostgreSQL pass repeats
 * only what can reach a query (tests/README.md): each GET and DELETE once, and the bodies the
 * parser lets through (the SQLite pass checks that it stops the rest itself). A role the guard
 * refuses on a route sends it one body (refusedByGuard).
 */
export function bodiesFor(method: string, role = 'ADMIN', path?: string): Sample[] {
  if (refusedUnread(method, path)) return [NO_BODY];
  if (path !== undefined && refusedByGuard(role, method, path)) return [PARSED_METHODS.includes(method) ? parsedBodies()[0] : NO_BODY];
  if (PARSED_METHODS.includes(method)) return onSqlite() ? fuzz.samples.filter((sample) => !sample.large || path === undefined || !hasRoute(path, method) || sendsLarge(role, method, path)) : parsedBodies();
  return onSqlite() && role === 'ADMIN' && path !== undefined && firstRouted(method, path) ? fuzz.samples : [NO_BODY];
}

/** The bodies that get past the body parser to the handlers. */
export const parsedBodies = () => fuzz.samples.filter((sample) => !sample.parserRefuses);

export async function recordCounts(): Promise<Record<string, number>> {
  const admin = await asAdmin(fuzz.cms.url);
  const counts: Record<string, number> = {};
  // Every record of each type, drafts included, and how many of them are public.
  for (const kind of CONTENT_KINDS) {
    const { all, published } = (await admin.get(`/${CONTENT_TYPES[kind].path}/all?status=all`)).body.counts;
    counts[kind] = all;
    counts[`${kind} public`] = published;
  }
  counts.setting = (await admin.get('/setting/all')).body.length;
  counts.user = (await admin.get('/user/all')).body.users.length;
  counts.booking = (await admin.get('/booking/all')).body.total;
  counts['homestay blocks'] = (await admin.get(`/homestay/${fuzz.ids.homestay}/blocks`)).body.data.length;
  counts['homestay calendars'] = (await admin.get(`/homestay/${fuzz.ids.homestay}/calendars`)).body.data.length;
  return counts;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** The fuzz's server for this file, started before its tests and stopped after. */
export function useFuzzServer() {
  beforeAll(async () => {
    const cms = await startCms({ env: { LOGIN_LIMIT_PER_CLIENT: '1000000', LOGIN_LIMIT_PER_EMAIL: '1000000', BOOKING_RATE_LIMIT: '1000000' } });
    const admin = await asAdmin(cms.url);
    const png = await pngBytes();
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    // Real ids, so the handlers behind `:id` run; deletes and unpublishes get an unknown id so nothing goes.
    const ids: Record<string, string> = {};
    for (const [kind, valid] of Object.entries(validRecords(png))) {
      const created = await admin.post(`/${kind}/create`, valid());
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids[kind] = created.body.data.id;
    }
    // A booking request of the homestay's, so the inbox's calls reach a real one.
    const asked = await new ApiClient(cms.url).post('/booking', { type: 'homestay', item_id: ids.homestay, check_in: todayInJakarta(), nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const paths = ROUTES.map((route) => {
      const kind = route.path.split('/')[1];
      return route.path.replace(':id', /\/(delete|unpublish)\//.test(route.path) ? 'tidakada0fuzz' : ids[kind]).replace(':code', asked.body.data.code);
    });
    Object.assign(fuzz, { cms, ids, paths, samples: corpus(png), clients: { anonymous: null, USER: await asUser(cms.url), ADMIN: await asAdmin(cms.url) } });
  });
  afterAll(async () => {
    agent.destroy();
    await fuzz.cms?.stop();
  });
}

/** Any method with any body (fetch refuses a GET with a body). */
function rawRequest(url: string, method: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(url, { method, agent, headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.end(body);
  });
}

export async function inPool<T>(tasks: Array<() => Promise<T>>, size: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: size }, worker));
}

export type Tally = { sent: number; failures: string[]; statuses: Record<string, Record<number, number>> };

/** A task that sends one hostile request and records what was wrong with its answer. */
export function sender(tally: Tally, role: string, client: ApiClient | null) {
  return (method: string, path: string, sample: Sample) => async () => {
    const headers: Record<string, string> = {};
    if (sample.type) headers['content-type'] = sample.type;
    if (sample.encoding) headers['content-encoding'] = sample.encoding;
    if (client?.cookie) headers.cookie = client.cookie;
    const label = `${role} ${method} ${path} [${sample.name}]`;
    tally.sent++;
    try {
      const { status, text } = await rawRequest(`${fuzz.cms.url}/api/v1${path}`, method, headers, sample.body);
      (tally.statuses[role] ??= {})[status] = (tally.statuses[role][status] ?? 0) + 1;
      if (status >= 500) tally.failures.push(`${label} → ${status} ${text.slice(0, 200)}`);
      else if (status >= 400 && (typeof JSON.parse(text)?.message !== 'string' || LEAK.test(text))) {
        tally.failures.push(`${label} → ${status} unexpected body ${text.slice(0, 200)}`);
      } else if (sample.parserRefuses && PARSED_METHODS.includes(method) && status !== 404 && !PARSER_MESSAGES.includes(JSON.parse(text)?.message)) {
        tally.failures.push(`${label} → ${status} got past the body parser: ${text.slice(0, 200)}`);
      }
    } catch (error) {
      tally.failures.push(`${label} → no answer: ${(error as Error).message}`);
    }
  };
}

