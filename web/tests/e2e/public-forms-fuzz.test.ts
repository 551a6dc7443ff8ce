// Issue 51: the public forms that take a day, a number or an id (a homestay's stay, a package's
// visit, a product's order), posted with generated extremes: years 0001, 9999 and 275760, month
// 00 and 13, day 32, 2026-02-30, huge, negative, fractional and non-numeric numbers, a field sent
// twice, very long text, unknown ids. Seeded (FC_SEED repeats a failure; fast-check prints it).
// Each post answers within 2 s and never 5xx: stored (303 to WhatsApp) or refused (its page with
// 400, nothing stored), and the site still answers after it.
import { CONTENT_TYPES, addDays, todayInJakarta, type Homestay, type List, type Product, type TourPackage } from '@desa/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, createThroughApi, deleteThroughApi, unique } from '../support/admin';
import { WEB_URL } from '../support/stack';

const RUNS = { seed: Number(process.env.FC_SEED ?? 51), numRuns: 60, endOnFailure: true };
const ANSWER_MS = 2000;

/** A form's fields, each a day or a number, and one valid filling (so the stored branch is driven too). */
type Form = { kind: 'homestay' | 'package' | 'product'; id: string; fields: Record<string, 'day' | 'number'>; valid: Record<string, string> };
let forms: Form[];
let made: Array<[string, string]> = [];
const today = todayInJakarta();

beforeAll(async () => {
  const token = await adminToken();
  const [product] = (await api<List<Product>>('/product/all?limit=1')).data;
  const homestay = await createThroughApi<Homestay>(
    'homestay',
    { title: unique('Homestay Uji'), description: '<p>Rumah panggung.</p>', host: 'Bu Ratna', location: 'Dusun Kidul', rooms: '2', guests_per_room: '2', price: '200000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' },
    token,
    'files',
  );
  const pkg = await createThroughApi<TourPackage>('package', { title: unique('Paket Uji'), price: '150000', benefit: 'Pemandu Wisata', quota: '8' }, token);
  const own = await createThroughApi<Product>(
    'product',
    { title: unique('Produk Uji'), description: '<p>Renyah.</p>', category: product.category, price: '15000', unit: 'per bungkus', producer: 'Bu Sri' },
    token,
    'files',
  );
  made = [['homestay', homestay.id], ['package', pkg.id], ['product', own.id]];
  forms = [
    { kind: 'homestay', id: homestay.id, fields: { check_in: 'day', check_out: 'day', guests: 'number', rooms: 'number' }, valid: { check_in: addDays(today, 3), check_out: addDays(today, 4), guests: '2', rooms: '1' } },
    { kind: 'package', id: pkg.id, fields: { date: 'day', people: 'number' }, valid: { date: addDays(today, 3), people: '2' } },
    { kind: 'product', id: own.id, fields: { quantity: 'number' }, valid: { quantity: '2' } },
  ];
});

afterAll(async () => {
  const token = await adminToken();
  await Promise.all(made.map(([type, id]) => deleteThroughApi(type, id, token)));
});

const day = fc.oneof(
  fc.constantFrom('0001-01-01', '9999-12-31', '275760-09-13', '2026-00-10', '2026-13-01', '2026-01-32', '2026-02-30', '', '2026-1-1', '31/12/2026', 'hari ini'),
  fc.integer({ min: -2, max: 400 }).map((ahead) => addDays(today, ahead)),
  fc.string({ maxLength: 20 }),
  fc.constant('9'.repeat(5000)),
);
const number = fc.oneof(
  fc.constantFrom('-1', '0', '1.5', '1,5', '1e9', 'NaN', 'Infinity', '99999999999999999999', '٣', '0x10', ' 2 ', ''),
  fc.integer({ min: -5, max: 12 }).map(String),
  fc.double().map(String),
  fc.string({ maxLength: 12 }),
);
const generators = { day, number };
const idOf = (valid: string) => fc.oneof({ arbitrary: fc.constant(valid), weight: 6 }, fc.constantFrom('tidakada', 'x'.repeat(300), '..', '%00', '1e9'));

/** One post: the form's fields each once or twice (a field sent twice is an array to a careless parser), the guest's fields mostly valid. */
function post(form: Form) {
  const generated = Object.fromEntries(Object.entries(form.fields).map(([name, kind]) => [name, fc.array(generators[kind], { minLength: 1, maxLength: 2 })]));
  const valid = Object.fromEntries(Object.entries(form.valid).map(([name, value]) => [name, [value]]));
  return fc.record({
    id: idOf(form.id),
    fields: fc.oneof({ arbitrary: fc.record(generated), weight: 5 }, fc.constant(valid)),
    name: fc.oneof({ arbitrary: fc.constant('Dewi Lestari'), weight: 4 }, fc.string({ maxLength: 300 })),
    phone: fc.oneof({ arbitrary: fc.constant('0812 7777 8888'), weight: 4 }, fc.constantFrom('+44 20 7946 0958', '12', '0'.repeat(100)), fc.string({ maxLength: 20 })),
  });
}

async function storedFor(id: string): Promise<number> {
  return (await api<{ total: number }>(`/booking/all?item=${id}&limit=1`, { token: await adminToken() })).total;
}

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '', body, ms: performance.now() - started };
}

describe("the public forms under generated extremes (issue 51)", () => {
  it('answer each post within 2 s, never 5xx: stored (303) or its page with 400 and nothing stored', { timeout: 600_000 }, async () => {
    const seen = new Map<string, number>();
    for (const form of forms) {
      const before = await storedFor(form.id);
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(post(form), async ({ id, fields, name, phone }) => {
          const body = new URLSearchParams({ name, phone });
          for (const [field, values] of Object.entries(fields)) for (const value of values as string[]) body.append(field, value);
          const answer = await timed(`${WEB_URL}/${CONTENT_TYPES[form.kind].site.slug}/${encodeURIComponent(id)}`, { method: 'POST', headers: { origin: WEB_URL, 'content-type': 'application/x-www-form-urlencoded' }, body });
          seen.set(`${form.kind} ${answer.status}`, (seen.get(`${form.kind} ${answer.status}`) ?? 0) + 1);
          expect(answer.ms, `${answer.status} in ${Math.round(answer.ms)} ms`).toBeLessThan(ANSWER_MS);
          if (id !== form.id) expect(answer.status).toBe(404);
          else if (answer.status === 303) {
            expect(answer.location).toMatch(/^\/pesanan\/[A-Z0-9]{6}\?t=[^&]+&baru=1$/);
            accepted += 1;
          } else {
            expect(answer.status, answer.body.slice(0, 300)).toBe(400);
            expect(answer.body).toContain('<form');
          }
          const alive = await timed(`${WEB_URL}/robots.txt`);
          expect(alive.status).toBe(200);
          expect(alive.ms).toBeLessThan(ANSWER_MS);
        }),
        RUNS,
      );
      expect(await storedFor(form.id)).toBe(before + accepted);
    }
    console.log('Fuzz formulir publik:', Object.fromEntries(seen));
  });
});
