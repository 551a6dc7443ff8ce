// Two CMS replicas on one PostgreSQL database and one bucket, as behind a load balancer:
// sessions, the login limit and uploads are shared. Runs when TEST_DATABASE_URL is set, once
// (package.json runs it in the PostgreSQL pass only).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, asAdmin, form, pngBytes } from './support/api';
import { startObjectStore, type ObjectStore } from './support/object-store';
import { TEST_ADMIN, removeWorkDir, startCms, type RunningCms } from './support/strapi-server';

describe.runIf(process.env.TEST_DATABASE_URL)('two CMS replicas on one PostgreSQL database and one bucket', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-cms-replicas-'));
  let store: ObjectStore;
  let a: RunningCms;
  let b: RunningCms;

  beforeAll(async () => {
    store = await startObjectStore();
    const options = { db: 'postgres' as const, workDir, env: { ...store.env, LOGIN_LIMIT_PER_EMAIL: '5' } };
    // The first replica migrates the fresh database; the second starts on it afterwards.
    a = await startCms(options);
    b = await startCms(options);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await removeWorkDir(workDir);
    await store?.stop();
  });

  it('a session made on one works on the other; logout on one ends it on both', async () => {
    const onA = new ApiClient(a.url);
    expect((await onA.login()).status).toBe(200);
    const onB = new ApiClient(b.url);
    onB.cookie = onA.cookie;
    expect((await onB.get('/auth/me')).body.email).toBe(TEST_ADMIN.email);
    expect((await onB.post('/auth/logout')).status).toBe(200);
    onB.cookie = onA.cookie;
    expect((await onA.get('/auth/me')).status).toBe(401);
    expect((await onB.get('/auth/me')).status).toBe(401);
  });

  it('failed sign-ins spread over both replicas hit one shared limit (429)', async () => {
    const email = 'tamu@test.desa';
    const statuses: number[] = [];
    for (const replica of [a, b, a, b, a, b]) statuses.push((await new ApiClient(replica.url).post('/auth/login', { email, password: 'salah' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const onA = await new ApiClient(a.url).post('/auth/login', { email, password: 'salah' });
    expect(onA.status).toBe(429);
    expect(onA.body.message).toMatch(/^Terlalu banyak percobaan/);
  });

  it('an image uploaded through one is served from S3_PUBLIC_URL and deleted through the other, leaving no object', async () => {
    const created = await (await asAdmin(a.url)).post('/gallery/create', form({ title: 'Sawah pagi', caption: 'Terasering' }, { bytes: await pngBytes(900, 600), name: 'sawah.png' }));
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const onB = (await new ApiClient(b.url).get(`/gallery/${id}`)).body;
    expect(onB.image).toMatch(new RegExp(`^${store.publicUrl}/sawah_\\w+\\.png$`));
    expect((await fetch(onB.image)).status).toBe(200);
    expect((await store.objects()).length).toBeGreaterThan(1);
    expect((await (await asAdmin(b.url)).delete(`/gallery/delete/${id}`)).status).toBe(200);
    expect(await store.objects()).toEqual([]);
    expect([...a.files().uploads, ...b.files().uploads]).toEqual([]);
  });
});
