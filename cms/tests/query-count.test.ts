// Reads cost a fixed number of queries, whatever the number of rows. The real server logs
// each SQL statement (DEBUG=knex:query); the test counts them per request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, asAdmin, form, pngBytes } from './support/api';
import { startCms, type RunningCms } from './support/strapi-server';

let cms: RunningCms;
let admin: ApiClient;
let png: Buffer;

beforeAll(async () => {
  // The publishing schedule and the clean-up stay quiet: their statements must not fall into a read's count.
  cms = await startCms({ env: { DEBUG: 'knex:query', SCHEDULER_INTERVAL_MS: '86400000', CLEANUP_INTERVAL_MS: '86400000' } });
  admin = await asAdmin(cms.url);
  png = await pngBytes();
  await admin.post('/setting/create', { name: 'Toilet', category: 'Fasilitas' });
  await admin.post('/setting/create', { name: 'Gazebo', category: 'Fasilitas' });
});
afterAll(async () => cms?.stop());

async function addTours(count: number) {
  for (let i = 0; i < count; i++) {
    const created = await admin.post(
      '/tour/create',
      form({ title: `Wisata ${i}`, about: 'Tentang wisata.', operational: 'Senin', location: 'Dusun', start: '08:00', end: '17:00', facility: 'Toilet,Gazebo', price: '20000' }, { bytes: png, name: 'w.png' }),
    );
    expect(created.status).toBe(201);
  }
}

async function queriesFor(pathname: string) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const before = cms.logs().length;
  const response = await fetch(`${cms.url}/api/v1${pathname}`);
  expect(response.status).toBe(200);
  await response.json();
  await new Promise((resolve) => setTimeout(resolve, 100));
  return (cms.logs().slice(before).match(/knex:query/g) ?? []).length;
}

describe('queries per read', () => {
  it('stay the same for 2 rows and for 30 rows', async () => {
    // In English too (issue 13): the English versions and the options' English names, one query each.
    const reads = async () => ({
      tours: await queriesFor('/tour/all'),
      settings: await queriesFor('/setting/all'),
      englishTours: await queriesFor('/tour/all?locale=en'),
      englishSettings: await queriesFor('/setting/all?locale=en'),
    });
    await addTours(2);
    const few = await reads();
    await addTours(28);
    const many = await reads();
    expect(few.tours).toBeGreaterThan(0);
    expect(many).toEqual(few);
    expect(few.tours).toBeLessThanOrEqual(12);
    // Two lookups more, each its own BEGIN, SELECT and COMMIT.
    expect(few.englishTours).toBeLessThanOrEqual(few.tours + 6);
  });
});
