// Issue 13: content in Indonesian and English on /api/v1 (`?locale=`). Fallback to Indonesian,
// English-only writes, options' English names inside tours, delete of every language, lists
// counting documents once, the web purge after English writes, and a database from before
// i18n. Real `strapi start`, SQLite or PostgreSQL.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE, TITLE, TOUR } from '@desa/contract';
import { ApiClient, asAdmin, form, pngBytes } from './support/api';
import { mapJsonLines, rewriteArchive } from './support/archive';
import { sql } from './support/database';
import { npmRun } from './support/process';
import { VALID_OPTIONS, validRecords } from './support/records';
import { purgeListener, waitFor } from './support/purge-listener';
import { removeWorkDir, startCms, type RunningCms } from './support/strapi-server';
import type { Option, Tour } from '@desa/contract';

const ENGLISH_TOUR = { title: 'Sawer Waterfall', about: 'A waterfall in the pine forest.', location: 'Sawer hamlet' };

describe('/api/v1 in two languages', () => {
  let cms: RunningCms;
  let admin: ApiClient;
  let anonymous: ApiClient;
  let web: Awaited<ReturnType<typeof purgeListener>>;
  let png: Buffer;
  const options: Record<string, string> = {};

  const createTour = async (title: string) => {
    const answer = await admin.post(
      '/tour/create',
      form(
        { title, about: 'Air terjun di hutan pinus.', operational: 'Senin,Sabtu', location: 'Dusun Sawer', start: '08:00', end: '17:00', facility: 'Toilet,Parkir', price: '15000' },
        { bytes: png, name: 'curug.png' },
      ),
    );
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  const updateEnglish = (kind: string, id: string, body: FormData | object) => admin.post(`/${kind}/update/${id}?_method=PATCH&locale=en`, body);
  const englishFacilities = async (documentId: string) =>
    (
      await sql(
        cms.env,
        `SELECT o.name FROM tours_facilities_lnk l JOIN tours t ON t.id = l.tour_id JOIN options o ON o.id = l.option_id
         WHERE t.document_id = ? AND t.locale = 'en' AND t.published_at IS NULL ORDER BY l.option_ord`,
        [documentId],
      )
    ).map((row) => row.name);
  /** The versions the panel edits (each language's draft); with `every`, the published ones too. */
  const rowsOf = (table: string, documentId: string, every = false) =>
    sql(cms.env, `SELECT locale, title FROM ${table} WHERE document_id = ? ${every ? '' : 'AND published_at IS NULL'} ORDER BY locale`, [documentId]);

  beforeAll(async () => {
    web = await purgeListener();
    cms = await startCms({ env: { WEB_REVALIDATE_URLS: web.url, REVALIDATE_SECRET: 'rahasia-cache' } });
    admin = await asAdmin(cms.url);
    anonymous = new ApiClient(cms.url);
    png = await pngBytes();
    for (const name of ['Toilet', 'Parkir']) {
      options[name] = (await admin.post('/setting/create', { name, category: 'Fasilitas' })).body.data.id;
    }
  });
  afterAll(async () => {
    await cms?.stop();
    await web?.close();
  });

  it('answers without locale exactly as before: no locale field anywhere', async () => {
    const tour = await createTour('Curug Sawer');
    const one = await anonymous.get(`/tour/${tour.id}`);
    expect(one.body).toEqual(tour);
    expect(one.body).not.toHaveProperty('locale');
    expect((await anonymous.get('/tour/all')).body.data[0]).not.toHaveProperty('locale');
    expect((await anonymous.get('/setting/all')).body[0]).not.toHaveProperty('locale');
  });

  it('falls back to Indonesian, saying so with locale "id"', async () => {
    const tour = await createTour('Bukit Teletubbies');
    const english = await anonymous.get(`/tour/${tour.id}?locale=en`);
    expect(english.status).toBe(200);
    expect(english.body).toEqual({ ...tour, locale: 'id' });
    const list = await anonymous.get('/tour/all?locale=en');
    expect(list.body.data.find((record: Tour) => record.id === tour.id)).toEqual({ ...tour, locale: 'id' });
    expect((await anonymous.get(`/tour/${tour.id}?locale=id`)).body).toEqual({ ...tour, locale: 'id' });
  });

  it('refuses an unsupported locale with an Indonesian 400, on reads and writes', async () => {
    const tour = await createTour('Kebun Teh');
    for (const path of [`/tour/${tour.id}?locale=fr`, '/tour/all?locale=EN', '/setting/all?locale=', '/site?locale=en-US', `/tour/${tour.id}?locale=en&locale=id`]) {
      const answer = await anonymous.get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toEqual({ message: LOCALE.unsupported });
    }
    const update = await admin.post(`/tour/update/${tour.id}?_method=PATCH&locale=de`, { title: 'Teegarten' });
    expect(update.status).toBe(400);
    expect(update.body).toEqual({ message: LOCALE.unsupported });
    expect((await anonymous.get(`/tour/${tour.id}`)).body).toEqual(tour);
  });

  it('creates the missing English version from an update: all its fields required, Indonesian messages', async () => {
    const tour = await createTour('Curug Cikaso');
    const partial = await updateEnglish('tour', tour.id, { title: 'Ci' });
    expect(partial.status).toBe(400);
    expect(partial.body).toEqual({
      message: 'Validasi gagal',
      errors: { title: [TITLE.min], about: [TOUR.aboutRequired], location: [TOUR.locationRequired] },
    });
    expect(await rowsOf('tours', tour.id)).toEqual([{ locale: 'id', title: 'Curug Cikaso' }]);

    // Shared fields and an image sent along are ignored: only the English text is written.
    const answer = await updateEnglish('tour', tour.id, form({ ...ENGLISH_TOUR, price: '99000', facility: 'Parkir' }, { bytes: png, name: 'lain.png' }));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Wisata berhasil diperbarui!');
    expect(answer.body.data).toEqual({ ...tour, ...ENGLISH_TOUR, locale: 'en', updated_at: expect.any(String), updatedAt: expect.any(String) });
    expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).body).toEqual(answer.body.data);
    expect((await anonymous.get(`/tour/${tour.id}`)).body).toEqual(tour);
    expect(await rowsOf('tours', tour.id)).toEqual([
      { locale: 'en', title: ENGLISH_TOUR.title },
      { locale: 'id', title: 'Curug Cikaso' },
    ]);
  });

  it('updates only the English version, partially; an Indonesian update keeps the English text and shares its prices', async () => {
    const tour = await createTour('Situ Bagendit');
    await updateEnglish('tour', tour.id, { title: 'Bagendit Lake', about: 'A lake with bamboo rafts.', location: 'Banyuresmi' });
    const retitled = await updateEnglish('tour', tour.id, { title: 'Lake Bagendit' });
    expect(retitled.body.data).toMatchObject({ title: 'Lake Bagendit', about: 'A lake with bamboo rafts.', location: 'Banyuresmi', locale: 'en' });
    const invalid = await updateEnglish('tour', tour.id, { title: 'x'.repeat(101) });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ title: [TITLE.max] });
    expect((await anonymous.get(`/tour/${tour.id}`)).body).toEqual(tour);

    const indonesian = await admin.post(`/tour/update/${tour.id}?_method=PATCH`, form({ price: '20000', operational: 'Minggu' }));
    expect(indonesian.status).toBe(200);
    expect(indonesian.body.data).not.toHaveProperty('locale');
    expect(indonesian.body.data).toMatchObject({ title: 'Situ Bagendit', price: 20000, operational: 'Minggu' });
    expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).body).toMatchObject({
      title: 'Lake Bagendit',
      price: 20000,
      operational: 'Minggu',
      thumbnail: tour.thumbnail,
      locale: 'en',
    });
  });

  it("names a tour's facilities in English where the option has an English name", async () => {
    const tour = await createTour('Kampung Naga');
    const renamed = await updateEnglish('setting', options.Toilet, { name: 'Toilets', category: 'Benefit' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: options.Toilet, name: 'Toilets', category: 'Fasilitas', locale: 'en' });
    expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).body.facility).toBe('Toilets,Parkir');
    expect((await anonymous.get(`/tour/${tour.id}`)).body.facility).toBe('Toilet,Parkir');
    const settings = (await anonymous.get('/setting/all?locale=en')).body;
    expect(settings.map((option: Option & { locale: string }) => [option.name, option.locale])).toEqual([
      ['Parkir', 'id'],
      ['Toilets', 'en'],
    ]);
    expect((await anonymous.get('/setting/all')).body.map((option: Option) => option.name)).toEqual(['Parkir', 'Toilet']);

    // The Strapi panel's English tour links the same options, those with an English version.
    await updateEnglish('tour', tour.id, ENGLISH_TOUR);
    expect(await englishFacilities(tour.id)).toEqual(['Toilets']);
    await updateEnglish('setting', options.Parkir, { name: 'Parking' });
    expect(await englishFacilities(tour.id)).toEqual(['Toilets', 'Parking']);
    await admin.post(`/tour/update/${tour.id}?_method=PATCH`, form({ facility: 'Parkir' }));
    expect(await englishFacilities(tour.id)).toEqual(['Parking']);
    expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).body.facility).toBe('Parking');
  });

  it('counts documents once in list totals and pages, whatever their languages', async () => {
    const all = (await anonymous.get('/tour/all')).body;
    const [rows] = await sql(cms.env, 'SELECT count(*) AS n FROM tours');
    expect(Number(rows.n)).toBeGreaterThan(all.total);
    for (const path of ['/tour/all', '/tour/all?locale=en']) {
      const page = (await anonymous.get(`${path}${path.includes('?') ? '&' : '?'}limit=2&page=1`)).body;
      expect(page.total).toBe(all.total);
      expect(page.last_page).toBe(Math.ceil(all.total / 2));
    }
    const english = (await anonymous.get('/tour/all?locale=en')).body;
    expect(english.data.map((record: Tour) => record.id)).toEqual(all.data.map((record: Tour) => record.id));
  });

  it('translates every content type: its translatable fields only, the Indonesian record unchanged', async () => {
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    const english: Record<string, Record<string, string>> = {
      package: { title: 'Rice Field Package' },
      event: { title: 'Harvest Festival', description: 'A village celebration.', place: 'Village hall' },
      article: { title: 'Great Harvest', content: '<p>The harvest story</p>' },
      gallery: { title: 'Morning rice fields', caption: 'Thin mist' },
    };
    const records = validRecords(png);
    for (const [kind, fields] of Object.entries(english)) {
      const created = (await admin.post(`/${kind}/create`, records[kind]())).body.data;
      const answer = await updateEnglish(kind, created.id, fields);
      expect(answer.status, kind).toBe(200);
      expect(answer.body.data, kind).toEqual({ ...created, ...fields, locale: 'en', updated_at: expect.any(String), updatedAt: expect.any(String) });
      expect((await anonymous.get(`/${kind}/${created.id}`)).body, kind).toEqual(created);
    }
  });

  it('cleans English article HTML like Indonesian', async () => {
    const article = (await admin.post('/article/create', validRecords(png).article())).body.data;
    const answer = await updateEnglish('article', article.id, {
      title: 'Safe story',
      content: '<p>Hello <a href="javascript:alert(1)" onclick="alert(1)">there</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.content).toContain('Hello');
    expect(answer.body.data.content).not.toMatch(/script|onerror|onclick|javascript:/);
    const [row] = await sql(cms.env, "SELECT content FROM articles WHERE document_id = ? AND locale = 'en'", [article.id]);
    expect(row.content).toBe(answer.body.data.content);
  });

  it('refuses to create a record in English first', async () => {
    const answer = await admin.post('/gallery/create?locale=en', form({ title: 'Rice fields', caption: 'Morning mist' }, { bytes: png, name: 'sawah.png' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: LOCALE.createIndonesianFirst });
    expect((await anonymous.get('/gallery/all')).body.total).toBe(1);
  });

  it('deletes every language of a record, and of an option', async () => {
    const tour = await createTour('Pantai Santolo');
    await updateEnglish('tour', tour.id, { title: 'Santolo Beach', about: 'White sand and a pier.', location: 'Cikelet' });
    expect(await rowsOf('tours', tour.id)).toHaveLength(2);
    expect(await rowsOf('tours', tour.id, true)).toHaveLength(4);
    expect((await admin.delete(`/tour/delete/${tour.id}`)).status).toBe(200);
    expect(await rowsOf('tours', tour.id, true)).toEqual([]);
    expect((await anonymous.get(`/tour/${tour.id}?locale=en`)).status).toBe(404);

    const option = (await admin.post('/setting/create', { name: 'Mushola', category: 'Fasilitas' })).body.data;
    await updateEnglish('setting', option.id, { name: 'Prayer room' });
    expect((await admin.delete(`/setting/delete/${option.id}`)).status).toBe(200);
    expect(await sql(cms.env, 'SELECT locale FROM options WHERE document_id = ?', [option.id])).toEqual([]);
  });

  it('keeps the village profile in both languages, the shared fields once', async () => {
    const missing = await admin.request('PATCH', '/site?locale=en', { tagline: 'Cool foothills' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: LOCALE.createIndonesianFirst });
    const profile = { name: 'Desa Sukamaju', tagline: 'Sejuknya kaki gunung', about: 'Desa di kaki gunung.', address: 'Garut, Jawa Barat', email: 'info@sukamaju.desa.id' };
    const indonesian = (await admin.request('PATCH', '/site', profile)).body.data;
    expect((await anonymous.get('/site?locale=en')).body).toEqual({ ...indonesian, locale: 'id' });

    const english = { tagline: 'Cool foothills', about: 'A village at the foot of the mountain.', address: 'Garut, West Java' };
    const answer = await admin.request('PATCH', '/site?locale=en', { ...english, name: 'Sukamaju Village' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ...indonesian, ...english, locale: 'en' });
    expect((await anonymous.get('/site')).body).toEqual(indonesian);
    expect((await admin.request('PATCH', '/site?locale=en', { tagline: 'x' })).body.errors).toEqual({ tagline: ['Tagline minimal 3 karakter!'] });

    await admin.request('PATCH', '/site', { email: 'halo@sukamaju.desa.id' });
    expect((await anonymous.get('/site?locale=en')).body).toMatchObject({ ...english, email: 'halo@sukamaju.desa.id', locale: 'en' });
  });

  it('tells the web app after an English write', async () => {
    const tour = await createTour('Curug Orok');
    await waitFor(() => web.types.includes('tour'));
    web.types.length = 0;
    await updateEnglish('tour', tour.id, ENGLISH_TOUR);
    expect(await waitFor(() => web.types.includes('tour'))).toBe(true);
    web.types.length = 0;
    await updateEnglish('setting', options.Parkir, { name: 'Parking' });
    expect(await waitFor(() => web.types.includes('setting') && web.types.includes('tour'))).toBe(true);
  });
});

/** The parts of a backup's rows that the rewrite below reads. */
type WithI18n = { pluginOptions?: { i18n?: unknown } };
type StoredSchema = WithI18n & { attributes?: Record<string, WithI18n> };
type EntityRow = { id: unknown; type: string; data: { code?: string; locale?: string | null } };
type LinkRow = { left: { type: string; ref: unknown } };
type SettingRow = { value?: { key?: string; value: unknown } };

/** A content type or attribute as Strapi stored it before i18n: no i18n plugin options. */
function withoutI18n(type: StoredSchema): StoredSchema {
  delete type.pluginOptions?.i18n;
  for (const attribute of Object.values(type.attributes ?? {})) delete attribute.pluginOptions?.i18n;
  return type;
}

/** How a backup's rows looked before this change: no locale on the content, only i18n's own 'en'. */
function beforeI18n() {
  const dropped = new Set<unknown>();
  return {
    entity: (row: EntityRow) => {
      if (row.type === 'plugin::i18n.locale' && row.data.code === 'id') {
        dropped.add(row.id);
        return null;
      }
      if (row.type.startsWith('api::')) row.data.locale = null;
      return row;
    },
    link: (row: LinkRow) => (row.left.type === 'plugin::i18n.locale' && dropped.has(row.left.ref) ? null : row),
    setting: (row: SettingRow) => {
      if (row.value?.key === 'plugin_i18n_default_locale') row.value.value = 'en';
      if (row.value?.key === 'strapi_content_types_schema') Object.values(row.value.value as Record<string, StoredSchema>).forEach(withoutI18n);
      return row;
    },
  };
}

describe('a database from before the English version', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-cms-locale-'));
  afterAll(() => removeWorkDir(workDir));

  it('keeps its content as the Indonesian version', async () => {
    let cms = await startCms({ workDir });
    const admin = await asAdmin(cms.url);
    const option = (await admin.post('/setting/create', { name: 'Toilet', category: 'Fasilitas' })).body.data;
    const benefit = (await admin.post('/setting/create', { name: 'Pemandu', category: 'Benefit' })).body.data;
    const created = (await admin.post('/package/create', form({ title: 'Paket Sawah', price: '150000', benefit: 'Pemandu' }, { bytes: await pngBytes(), name: 'p.png' }))).body.data;
    await cms.stop();

    // What Strapi 5 stored before the types were localized: no locale on the rows, no 'id'
    // locale, i18n's own default 'en', and content types without i18n in the stored schema.
    for (const table of ['options', 'tour_packages']) await sql(cms.env, `UPDATE ${table} SET locale = NULL`);
    await sql(cms.env, "DELETE FROM i18n_locale WHERE code = 'id'");
    await sql(cms.env, "UPDATE strapi_core_store_settings SET value = ? WHERE key = 'plugin_i18n_default_locale'", ['"en"']);
    const [stored] = await sql(cms.env, "SELECT value FROM strapi_core_store_settings WHERE key = 'strapi_content_types_schema'");
    const schema: Record<string, { pluginOptions?: { i18n?: unknown } }> = JSON.parse(String(stored.value));
    for (const contentType of Object.values(schema)) delete contentType.pluginOptions?.i18n;
    await sql(cms.env, "UPDATE strapi_core_store_settings SET value = ? WHERE key = 'strapi_content_types_schema'", [JSON.stringify(schema)]);

    const firstUrl = cms.url;
    cms = await startCms({ workDir });
    // The new start has another port, so another image origin.
    const sameOrigin = (record: object) => JSON.parse(JSON.stringify(record).replaceAll(firstUrl, cms.url));
    try {
      const anonymous = new ApiClient(cms.url);
      expect((await anonymous.get(`/package/${created.id}`)).body).toEqual(sameOrigin(created));
      expect((await anonymous.get('/setting/all')).body.map((record: Option) => record.id).sort()).toEqual([option.id, benefit.id].sort());
      expect((await anonymous.get(`/package/${created.id}?locale=en`)).body).toEqual({ ...sameOrigin(created), locale: 'id' });
      expect(await sql(cms.env, 'SELECT DISTINCT locale FROM tour_packages')).toEqual([{ locale: 'id' }]);
      expect(await sql(cms.env, 'SELECT code FROM i18n_locale ORDER BY code')).toEqual([{ code: 'en' }, { code: 'id' }]);
      const admin = await asAdmin(cms.url);
      expect((await admin.post(`/package/update/${created.id}?_method=PATCH&locale=en`, { title: 'Rice Field Package' })).body.data).toMatchObject({
        title: 'Rice Field Package',
        benefit: 'Pemandu',
        locale: 'en',
      });
    } finally {
      await cms.stop();
    }
  });

  it('restores a backup made before it as the Indonesian version', async () => {
    const cms = await startCms();
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'desa-locale-backup-'));
    try {
      const admin = await asAdmin(cms.url);
      await admin.post('/setting/create', { name: 'Pemandu', category: 'Benefit' });
      const created = (await admin.post('/package/create', form({ title: 'Paket Sawah', price: '150000', benefit: 'Pemandu' }, { bytes: await pngBytes(), name: 'p.png' }))).body.data;
      const backup = await npmRun('backup', ['--out', outDir], { ...cms.env, BACKUP_KEY: '' });
      expect(backup.code, backup.output).toBe(0);
      const [archive] = readdirSync(outDir);
      const olderArchive = path.join(outDir, 'sebelum-bahasa-inggris.tar.gz');
      const older = beforeI18n();
      await rewriteArchive(path.join(outDir, archive), olderArchive, (name, content) => {
        if (name.startsWith('entities/')) return mapJsonLines(content, older.entity);
        if (name.startsWith('links/')) return mapJsonLines(content, older.link);
        if (name.startsWith('configuration/')) return mapJsonLines(content, older.setting);
        if (name.startsWith('schemas/')) return mapJsonLines(content, withoutI18n);
        return undefined;
      });
      await admin.delete(`/package/delete/${created.id}`);
      const restore = await npmRun('restore', [olderArchive, '--yes'], { ...cms.env, BACKUP_KEY: '' });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toMatch(/1 paket wisata, .*1 opsi/);
      // The running CMS answers at once, without a restart.
      const anonymous = new ApiClient(cms.url);
      expect((await anonymous.get(`/package/${created.id}`)).body).toEqual(created);
      expect((await anonymous.get(`/package/${created.id}?locale=en`)).body).toEqual({ ...created, locale: 'id' });
      expect(await sql(cms.env, 'SELECT DISTINCT locale FROM tour_packages')).toEqual([{ locale: 'id' }]);
      expect(await sql(cms.env, 'SELECT code FROM i18n_locale ORDER BY code')).toEqual([{ code: 'en' }, { code: 'id' }]);
      const english = await (await asAdmin(cms.url)).post(`/package/update/${created.id}?_method=PATCH&locale=en`, { title: 'Rice Field Package' });
      expect(english.body.data).toMatchObject({ title: 'Rice Field Package', benefit: 'Pemandu', locale: 'en' });
    } finally {
      await cms.stop();
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
