// Draf, Terjadwal, Terbit (issue 22) through /api/v1: drafts unseen by visitors and seen by the
// ADMIN with `?status=`, the publishing fields refused with Indonesian messages and nothing
// changed, a schedule published by the CMS itself (and after a restart), publish and unpublish
// with the English version following, the legacy calls keeping their meaning, and a backup from
// before drafts restored with every record published.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS, CONTENT_TYPES, OPTION, PREVIEW_PARAM, PUBLISHING, signPreview, toWibIso, toWibLocal, type Tour } from '@desa/contract';
import { ApiClient, asAdmin, form, pngBytes } from './support/api';
import { sql } from './support/database';
import { npmRun } from './support/process';
import { purgeListener, waitFor } from './support/purge-listener';
import { VALID_OPTIONS, validRecords } from './support/records';
import { expectDashboardAgrees } from './support/dashboard';
import { removeWorkDir, startCms, type RunningCms } from './support/strapi-server';

const SCHEDULER = { SCHEDULER_INTERVAL_MS: '500' };
const FIXTURE = path.join(__dirname, 'fixtures/backup-before-drafts.tar.gz');
const seconds = (n: number) => new Date(Date.now() + n * 1000);

describe('publishing states', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-publishing-'));
  let web: Awaited<ReturnType<typeof purgeListener>>;
  let cms: RunningCms;
  let admin: ApiClient;
  let anonymous: ApiClient;
  let records: ReturnType<typeof validRecords>;

  const start = async () => {
    cms = await startCms({ workDir, env: { ...SCHEDULER, WEB_REVALIDATE_URLS: web.url, REVALIDATE_SECRET: 'rahasia-cache' } });
    admin = await asAdmin(cms.url);
    anonymous = new ApiClient(cms.url);
  };
  const create = async (kind: string, fields: Record<string, string>) => {
    const body = records[kind]() as FormData;
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const answer = await admin.post(`/${kind}/create`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as Tour;
  };
  const visible = async (kind: string, id: string) => (await anonymous.get(`/${kind}/all?limit=100`)).body.data.some((record: { id: string }) => record.id === id);
  const stateOf = async (kind: string, id: string) => (await admin.get(`/${kind}/${id}?status=all`)).body;

  beforeAll(async () => {
    web = await purgeListener();
    await start();
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    records = validRecords(await pngBytes());
  });
  afterAll(async () => {
    await cms?.stop();
    await removeWorkDir(workDir);
    await web?.close();
  });

  it('keeps a draft of every publishable type from visitors, and shows it to the ADMIN with ?status=', async () => {
    for (const kind of CONTENT_KINDS) {
      const draft = await create(kind, { title: `Draf ${kind}`, status: 'draft' });
      expect(await visible(kind, draft.id), kind).toBe(false);
      expect((await anonymous.get(`/${kind}/${draft.id}`)).status, kind).toBe(404);
      expect((await anonymous.get(`/${kind}/${draft.id}?locale=en`)).status, kind).toBe(404);
      // A visitor's ?status= is ignored, not an error; the ADMIN's without it reads as a visitor.
      expect((await anonymous.get(`/${kind}/${draft.id}?status=all`)).status, kind).toBe(404);
      expect((await anonymous.get(`/${kind}/all?status=draft`)).body.data.map((record: { id: string }) => record.id)).not.toContain(draft.id);
      expect((await admin.get(`/${kind}/${draft.id}`)).status, kind).toBe(404);

      const list = (await admin.get(`/${kind}/all?status=draft&limit=100`)).body;
      expect(list.data.find((record: { id: string }) => record.id === draft.id)).toMatchObject({ status: 'draft', publish_at: null });
      expect(list.counts.draft).toBeGreaterThanOrEqual(1);
      expect(list.counts.all).toBe(list.counts.published + list.counts.draft + list.counts.scheduled);
      expect(await stateOf(kind, draft.id)).toMatchObject({ id: draft.id, status: 'draft' });
      expect((await admin.get(`/${kind}/${draft.id}?status=published`)).status).toBe(404);
    }
    // Legacy answers carry no state; visitors' lists have no counts.
    const publicList = (await anonymous.get('/tour/all')).body;
    expect(publicList).not.toHaveProperty('counts');
    expect(publicList.data.every((record: object) => !('status' in record))).toBe(true);
    expect((await admin.get('/tour/all?status=semua')).body).toEqual({ message: PUBLISHING.statusFilterInvalid });
  });

  it('refuses bad publishing fields in Indonesian under the field, and stores nothing', async () => {
    const before = (await admin.get('/tour/all?status=all')).body.counts.all;
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ status: 'terbit' }, 'status', PUBLISHING.statusInvalid],
      [{ status: 'scheduled' }, 'publish_at', PUBLISHING.publishAtRequired],
      [{ status: 'scheduled', publish_at: 'besok pagi' }, 'publish_at', PUBLISHING.publishAtInvalid],
      [{ status: 'scheduled', publish_at: '2026-02-30T08:00' }, 'publish_at', PUBLISHING.publishAtInvalid],
      [{ status: 'scheduled', publish_at: toWibLocal(seconds(-120)) }, 'publish_at', PUBLISHING.publishAtPast],
    ];
    for (const [fields, field, message] of cases) {
      const body = records.tour() as FormData;
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      const answer = await admin.post('/tour/create', body);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.errors[field]).toEqual([message]);
    }
    expect((await admin.get('/tour/all?status=all')).body.counts.all).toBe(before);
    expect(cms.files().temp).toEqual([]);
  });

  it('publishes a scheduled record at its time, by itself, and tells the web app', async () => {
    const at = seconds(3);
    const scheduled = await create('article', { title: 'Terbit Nanti', status: 'scheduled', publish_at: at.toISOString() });
    expect(await stateOf('article', scheduled.id)).toMatchObject({ status: 'scheduled', publish_at: toWibIso(at) });
    expect((await admin.get('/article/all?status=scheduled')).body.data[0]).toMatchObject({ id: scheduled.id });
    expect(await visible('article', scheduled.id)).toBe(false);
    web.types.length = 0;
    expect(await waitFor(() => visible('article', scheduled.id), 8000)).toBe(true);
    const publishedAt = Date.now();
    expect(publishedAt - at.getTime()).toBeLessThan(3000);
    expect(await stateOf('article', scheduled.id)).toMatchObject({ status: 'published', publish_at: null });
    expect(await waitFor(() => web.types.includes('article'))).toBe(true);
  });

  it('reads YYYY-MM-DDTHH:mm as WIB', async () => {
    const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 24 * 3600_000);
    const scheduled = await create('event', { title: 'Agenda Besok', status: 'scheduled', publish_at: toWibLocal(at) });
    expect((await stateOf('event', scheduled.id)).publish_at).toBe(toWibIso(at));
    expect(toWibIso(at)).toMatch(/\+07:00$/);
    // Cancelling a schedule makes it a plain draft.
    const cancelled = await admin.post(`/event/unpublish/${scheduled.id}`);
    expect(cancelled.body).toMatchObject({ message: PUBLISHING.unpublished, data: { id: scheduled.id, status: 'draft', publish_at: null } });
  });

  it('publishes and takes down a record with its English version; an English text saved on a draft stays unseen', async () => {
    const tour = await create('tour', { title: 'Curug Draf', status: 'draft' });
    const english = await admin.post(`/tour/update/${tour.id}?_method=PATCH&locale=en`, { title: 'Draft Falls', about: 'Hidden for now.', location: 'Hamlet' });
    expect(english.status).toBe(200);
    expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).status).toBe(404);

    const published = await admin.post(`/tour/publish/${tour.id}`);
    expect(published.body).toMatchObject({ message: PUBLISHING.published, data: { id: tour.id, status: 'published' } });
    expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).body).toMatchObject({ title: 'Draft Falls', locale: 'en' });
    expect((await anonymous.get(`/tour/${tour.id}`)).body).toMatchObject({ title: 'Curug Draf', facility: 'Toilet' });

    // While public, an English edit shows at once.
    await admin.post(`/tour/update/${tour.id}?_method=PATCH&locale=en`, { title: 'Public Falls' });
    expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).body.title).toBe('Public Falls');

    const down = await admin.post(`/tour/unpublish/${tour.id}`);
    expect(down.body.data).toMatchObject({ status: 'draft' });
    expect((await anonymous.get(`/tour/${tour.id}`)).status).toBe(404);
    expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).status).toBe(404);
    expect((await admin.post('/tour/publish/bukan-id')).status).toBe(404);
  });

  it('answers a draft to a signed preview link of that record, for an hour, in both languages', async () => {
    const draft = await create('article', { title: 'Pratinjau Artikel', status: 'draft' });
    await admin.post(`/article/update/${draft.id}?_method=PATCH&locale=en`, { title: 'Preview Article', content: '<p>Soon.</p>' });
    const token = await signPreview('rahasia-cache', { kind: 'article', id: draft.id });
    const read = (path: string) => anonymous.get(path);
    expect((await read(`/article/${draft.id}?${PREVIEW_PARAM}=${token}`)).body).toMatchObject({ id: draft.id, title: 'Pratinjau Artikel' });
    expect((await read(`/article/${draft.id}?${PREVIEW_PARAM}=${token}&locale=en`)).body).toMatchObject({ title: 'Preview Article', locale: 'en' });
    const expired = await signPreview('rahasia-cache', { kind: 'article', id: draft.id, now: new Date(Date.now() - 2 * 3600_000) });
    const other = await signPreview('rahasia-cache', { kind: 'article', id: (await create('article', { title: 'Lain', status: 'draft' })).id });
    const foreign = await signPreview('rahasia-lain', { kind: 'article', id: draft.id });
    for (const bad of [expired, other, foreign, `${token}0`, '']) expect((await read(`/article/${draft.id}?${PREVIEW_PARAM}=${bad}`)).status, bad).toBe(404);
    // A tour's token does not open the same id as an article, and the id must exist.
    expect((await read(`/tour/${draft.id}?${PREVIEW_PARAM}=${token}`)).status).toBe(404);
  });

  it('keeps the legacy meaning: a create without status publishes, an update without it keeps the state', async () => {
    const live = await create('package', { title: 'Paket Langsung' });
    expect(await visible('package', live.id)).toBe(true);
    expect((await admin.post(`/package/update/${live.id}?_method=PATCH`, form({ title: 'Paket Langsung Baru' }))).status).toBe(200);
    expect((await anonymous.get(`/package/${live.id}`)).body.title).toBe('Paket Langsung Baru');

    const draft = await create('package', { title: 'Paket Diam', status: 'draft' });
    expect((await admin.post(`/package/update/${draft.id}?_method=PATCH`, form({ title: 'Paket Diam Baru' }))).status).toBe(200);
    expect(await stateOf('package', draft.id)).toMatchObject({ title: 'Paket Diam Baru', status: 'draft' });
    expect(await visible('package', draft.id)).toBe(false);

    // Saving a public record as a draft takes it down; deleting removes every version.
    expect((await admin.post(`/package/update/${live.id}?_method=PATCH`, form({ status: 'draft' }))).status).toBe(200);
    expect(await visible('package', live.id)).toBe(false);
    // An option a public package links (its draft and its public version) is in use by one record.
    const benefit = (await admin.post('/setting/create', { name: 'Sarapan Pagi', category: 'Benefit' })).body.data;
    const linking = await create('package', { title: 'Paket Sarapan', benefit: 'Sarapan Pagi' });
    expect((await admin.delete(`/setting/delete/${benefit.id}`)).body).toEqual({ message: OPTION.inUse('Sarapan Pagi', 1) });
    expect((await admin.delete(`/package/delete/${linking.id}`)).status).toBe(200);
    expect((await admin.delete(`/package/delete/${draft.id}`)).status).toBe(200);
    const table = (await sql(cms.env, 'SELECT count(*) AS n FROM tour_packages WHERE document_id = ?', [draft.id]))[0];
    expect(Number(table.n)).toBe(0);
  });

  it('answers the dashboard in one read: each type by state and the next scheduled as the lists say; a part that fails is null and logged, the others answer', async () => {
    const day = 24 * 3600_000;
    await create('tour', { title: 'Curug Terjadwal', status: 'scheduled', publish_at: seconds(3 * day / 1000).toISOString() });
    await create('gallery', { title: 'Foto Terjadwal', status: 'scheduled', publish_at: seconds(2 * day / 1000).toISOString() });
    await create('tour', { title: 'Curug Draf', status: 'draft' });
    await create('tour', { title: 'Curug Terbit', status: 'published' });
    const dashboard = await expectDashboardAgrees(admin, cms.url);
    expect(dashboard.scheduled?.slice(0, 2).map((record) => record.title)).toEqual(['Foto Terjadwal', 'Curug Terjadwal']);
    expect(Object.values(dashboard.records!.tour).every((count) => count > 0)).toBe(true);
    // Visitors and partners cannot read it.
    expect((await anonymous.get('/dashboard')).status).toBe(401);

    await sql(cms.env, 'ALTER TABLE visit_stats RENAME TO visit_stats_away');
    try {
      const answer = (await admin.get('/dashboard')).body;
      expect(answer.visits).toBeNull();
      expect(answer.records).toEqual(dashboard.records);
      expect(answer.activity).toEqual(dashboard.activity);
    } finally {
      await sql(cms.env, 'ALTER TABLE visit_stats_away RENAME TO visit_stats');
    }
    expect(cms.logs()).toMatch(/Dashboard: bagian "visits" gagal: /);
    expect((await admin.get('/dashboard')).body.visits).not.toBeNull();
  });

  it('still publishes a schedule whose time passed while the CMS was stopped', async () => {
    const at = seconds(2);
    const scheduled = await create('gallery', { title: 'Foto Tertunda', status: 'scheduled', publish_at: at.toISOString() });
    await cms.stop();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 200));
    await start();
    expect(await waitFor(() => visible('gallery', scheduled.id), 5000)).toBe(true);
  });
});

describe('a backup from before drafts', () => {
  it('restores with every record published, its English version public, and editable', async () => {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-publishing-restore-'));
    let cms = await startCms({ workDir });
    try {
      const restore = await npmRun('restore', [FIXTURE, '--yes'], cms.env);
      expect(restore.code, restore.output).toBe(0);
      // The types registered since (issue 24 and later) come back empty, and the operator is told.
      const newer = (['homestay', 'product', 'amenity'] as const).map((kind) => CONTENT_TYPES[kind].plural);
      expect(restore.output).toContain(`catatan: arsip ini dibuat sebelum ada ${newer.join(', ')}; bagian itu akan kosong.`);
      await cms.stop();
      cms = await startCms({ workDir });
      const anonymous = new ApiClient(cms.url);
      const titles: Record<string, string> = { tour: 'Curug Lama', package: 'Paket Lama', event: 'Agenda Lama', article: 'Artikel Lama', gallery: 'Foto Lama' };
      for (const kind of CONTENT_KINDS) {
        const list = (await anonymous.get(`/${CONTENT_TYPES[kind].path}/all`)).body;
        expect(list.data.map((record: { title: string }) => record.title), kind).toEqual(titles[kind] ? [titles[kind]] : []);
      }
      const tour = (await anonymous.get('/tour/all')).body.data[0];
      expect(tour).toMatchObject({ facility: 'Parkir Luas', thumbnail: expect.stringMatching(/\/uploads\/foto_10_/) });
      expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).body).toMatchObject({ title: 'Old Waterfall', locale: 'en' });
      const admin = await asAdmin(cms.url);
      expect((await admin.get(`/tour/${tour.id}?status=all`)).body).toMatchObject({ status: 'published' });
      expect((await admin.post(`/tour/update/${tour.id}?_method=PATCH`, form({ title: 'Curug Lama Dipulihkan' }))).status).toBe(200);
      expect((await anonymous.get(`/tour/${tour.id}`)).body.title).toBe('Curug Lama Dipulihkan');
      expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).body.title).toBe('Old Waterfall');
    } finally {
      await cms.stop();
      await removeWorkDir(workDir);
    }
  });
});
