// The content model as a maintainer meets it in the Strapi panel (its content-manager API):
// every type created, read, updated and deleted; bad values refused by the schema rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_NAMES, CONTENT_KINDS, CONTENT_TYPES, ENTITY_KINDS, OPTION_CATEGORIES, VILLAGE_PROFILE, type OptionCategory } from '@desa/contract';
import { RESOURCES } from '../src/content/resources';
import { asAdmin, form, pngBytes } from './support/api';
import { startCms, type RunningCms } from './support/strapi-server';

const MAINTAINER = { email: 'pengelola@test.desa', password: 'Pengelola123' };
let cms: RunningCms;
let token: string;
let imageId: number;

/** What the Content Manager answers: the document, or Strapi's error. */
type PanelBody = { data: { documentId: string } & Record<string, unknown>; error: { message: string } };

async function panel(method: string, path: string, body?: unknown) {
  const response = await fetch(`${cms.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as PanelBody };
}
const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
const PUBLISHABLE = new Set<string>(CONTENT_KINDS.map((kind) => CONTENT_TYPES[kind].uid));

beforeAll(async () => {
  cms = await startCms({ env: { STRAPI_ADMIN_EMAIL: MAINTAINER.email, STRAPI_ADMIN_PASSWORD: MAINTAINER.password } });
  const login = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MAINTAINER),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  const upload = new FormData();
  upload.append('files', new Blob([await pngBytes()], { type: 'image/png' }), 'panel.png');
  const uploaded = await fetch(`${cms.url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: upload });
  imageId = ((await uploaded.json()) as Array<{ id: number }>)[0].id;
});
afterAll(async () => cms?.stop());

async function createOption(name: string, category: OptionCategory) {
  const created = await panel('POST', collection(CONTENT_TYPES.setting.uid), { name, category });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.documentId as string;
}

const VALID: Record<string, () => Promise<Record<string, unknown>>> = {
  [CONTENT_TYPES.tour.uid]: async () => ({
    title: 'Curug Sawer',
    about: 'Air terjun di hutan pinus.',
    location: 'Dusun Cibeureum',
    operational: 'Senin,Sabtu',
    start: '08:00:00.000',
    end: '17:00:00.000',
    price: 15000,
    thumbnail: imageId,
  }),
  [CONTENT_TYPES.package.uid]: async () => ({ title: 'Paket Sawah', price: 150000, thumbnail: imageId }),
  [CONTENT_TYPES.event.uid]: async () => ({ title: 'Pesta Panen', description: 'Acara desa.', date: '2030-01-05', time: '19:00:00.000', place: 'Balai Desa', price: 0, thumbnail: imageId }),
  [CONTENT_TYPES.article.uid]: async () => ({ title: 'Panen Raya', content: '<p>Cerita panen</p>', writer: 'Siti', thumbnail: imageId }),
  [CONTENT_TYPES.gallery.uid]: async () => ({ title: 'Sawah pagi', caption: 'Kabut tipis', image: imageId }),
  [CONTENT_TYPES.homestay.uid]: async () => ({
    title: 'Omah Kali',
    description: '<p>Dekat sungai.</p>',
    host: 'Bu Tini',
    location: 'Dusun Kali',
    rooms: 2,
    guestsPerRoom: 2,
    price: 250000,
    checkIn: '14:00:00.000',
    checkOut: '12:00:00.000',
    photos: [imageId],
  }),
  [CONTENT_TYPES.product.uid]: async () => ({ title: 'Keripik Tempe', description: 'Renyah.', price: 15000, unit: 'per bungkus', producer: 'Bu Sri', availability: 'Tersedia', photos: [imageId] }),
  [CONTENT_TYPES.amenity.uid]: async () => ({ title: 'Toilet Umum', description: 'Bersih.', location: 'Balai Desa', hours: '24 jam', accessible: true, thumbnail: imageId }),
  [CONTENT_TYPES.setting.uid]: async () => ({ name: `Gazebo ${Date.now()}`, category: 'Fasilitas' }),
};

const BAD: Record<string, Record<string, unknown>> = {
  [CONTENT_TYPES.tour.uid]: { title: 'ab' },
  [CONTENT_TYPES.package.uid]: { price: 500 },
  [CONTENT_TYPES.event.uid]: { price: -1 },
  [CONTENT_TYPES.article.uid]: { writer: 'ab' },
  [CONTENT_TYPES.gallery.uid]: { caption: 'x'.repeat(51) },
  [CONTENT_TYPES.homestay.uid]: { rooms: 0 },
  [CONTENT_TYPES.product.uid]: { availability: 'Kosong' },
  [CONTENT_TYPES.amenity.uid]: { hours: 'x'.repeat(61) },
  [CONTENT_TYPES.setting.uid]: { category: 'Lainnya' },
};

it('covers every content type of the registry', () => {
  const registered = Object.values(CONTENT_TYPES).map((type) => type.uid as string);
  expect(Object.keys(VALID).sort()).toEqual(registered.sort());
  expect(Object.keys(BAD).sort()).toEqual(registered.sort());
});

describe.each(Object.keys(VALID))('%s in the panel', (uid) => {
  it('is created, read, updated and deleted', async () => {
    const created = await panel('POST', collection(uid), await VALID[uid]());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.documentId;
    expect((await panel('GET', `${collection(uid)}/${id}`)).status).toBe(200);
    const field = uid === CONTENT_TYPES.setting.uid ? 'name' : 'title';
    const updated = await panel('PUT', `${collection(uid)}/${id}`, { ...(await VALID[uid]()), [field]: 'Nama Baru' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data[field]).toBe('Nama Baru');
    expect((await panel('DELETE', `${collection(uid)}/${id}`)).status).toBe(200);
    expect((await panel('GET', `${collection(uid)}/${id}`)).status).toBe(404);
    // The Riwayat names the panel for each write, once, with the changed field; its delete is for good.
    const kind = ENTITY_KINDS.find((candidate) => CONTENT_TYPES[candidate].uid === uid);
    const log = (await (await asAdmin(cms.url)).get(`/activity?person=panel&type=${kind}&limit=100`)).body.data.filter((entry: { record_id: string }) => entry.record_id === id);
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['purge', 'update', 'create']);
    expect(log[1]).toMatchObject({ actor: { kind: 'panel', id: null, name: ACTOR_NAMES.panel }, fields: [field], record_title: 'Nama Baru' });
  });

  it('refuses a value that would break the site', async () => {
    // A draft may be unfinished (visitors never see it): a publishable type refuses at publishing.
    const path = PUBLISHABLE.has(uid) ? `${collection(uid)}/actions/publish` : collection(uid);
    const refused = await panel('POST', path, { ...(await VALID[uid]()), ...BAD[uid] });
    expect(refused.status).toBe(400);
  });
});

describe('rules beyond single fields', () => {
  it("offers the option's categories and links as the contract names them (src/content/option-links.ts)", async () => {
    const types = (await panel('GET', '/content-manager/content-types')).body as unknown as { data: Array<{ uid: string; attributes: Record<string, { enum?: string[]; target?: string }> }> };
    const option = types.data.find(({ uid }) => uid === CONTENT_TYPES.setting.uid)!;
    expect(option.attributes.category.enum).toEqual([...OPTION_CATEGORIES]);
    const linking = CONTENT_KINDS.filter((kind) => RESOURCES[kind].relation).map((kind) => CONTENT_TYPES[kind].uid);
    expect(Object.values(option.attributes).flatMap(({ target }) => (target?.startsWith('api::') ? [target] : [])).sort()).toEqual(linking.sort());
  });

  it('refuses a tour that closes before it opens, with the spec message', async () => {
    const refused = await panel('POST', collection(CONTENT_TYPES.tour.uid), { ...(await VALID[CONTENT_TYPES.tour.uid]()), end: '07:00:00.000' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Jam selesai harus lebih besar dari jam mulai!');
  });

  it('refuses unknown operating days', async () => {
    const refused = await panel('POST', `${collection(CONTENT_TYPES.tour.uid)}/actions/publish`, { ...(await VALID[CONTENT_TYPES.tour.uid]()), operational: 'Senin,Libur' });
    expect(refused.status).toBe(400);
  });

  it('sanitises article and homestay HTML saved in the panel', async () => {
    const html = '<p onclick="alert(1)">Halo</p><script>alert(1)</script><img src=x onerror=alert(1)>';
    const article = await panel('POST', collection(CONTENT_TYPES.article.uid), { ...(await VALID[CONTENT_TYPES.article.uid]()), content: html });
    expect(article.body.data.content).toBe('<p>Halo</p><img src="x">');
    const homestay = await panel('POST', collection(CONTENT_TYPES.homestay.uid), { ...(await VALID[CONTENT_TYPES.homestay.uid]()), description: html });
    expect(homestay.body.data.description).toBe('<p>Halo</p><img src="x">');
  });

  it('links a product only to a Kategori Produk option', async () => {
    const toilet = await createOption(`Toilet ${Date.now()}`, 'Fasilitas');
    const refused = await panel('POST', collection(CONTENT_TYPES.product.uid), { ...(await VALID[CONTENT_TYPES.product.uid]()), category: { connect: [{ documentId: toilet }] } });
    expect(refused.status).toBe(400);
  });

  it('refuses to delete an option still in use, and a duplicate option', async () => {
    const toilet = await createOption('Toilet', 'Fasilitas');
    const tour = await panel('POST', collection(CONTENT_TYPES.tour.uid), {
      ...(await VALID[CONTENT_TYPES.tour.uid]()),
      facilities: { connect: [{ documentId: toilet }] },
    });
    expect(tour.status, JSON.stringify(tour.body)).toBe(201);
    const refused = await panel('DELETE', `${collection(CONTENT_TYPES.setting.uid)}/${toilet}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/Toilet.*masih dipakai oleh 1 data/);
    expect((await panel('GET', `${collection(CONTENT_TYPES.setting.uid)}/${toilet}`)).status).toBe(200);
    const twin = await panel('POST', collection(CONTENT_TYPES.setting.uid), { name: 'Toilet', category: 'Fasilitas' });
    expect(twin.status).toBe(400);
    expect(twin.body.error.message).toBe('Opsi dengan nama dan kategori ini sudah ada!');
  });

  it('refuses a Benefit option as a tour facility', async () => {
    const benefit = await createOption('Makan Siang', 'Benefit');
    const refused = await panel('POST', collection(CONTENT_TYPES.tour.uid), {
      ...(await VALID[CONTENT_TYPES.tour.uid]()),
      facilities: { connect: [{ documentId: benefit }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Hanya opsi kategori Fasilitas yang boleh dipilih di sini!');
  });

  it('the village details are a single type read by GET /api/v1/site', async () => {
    const saved = await panel('PUT', `/content-manager/single-types/${VILLAGE_PROFILE.uid}`, {
      name: 'Desa Uji',
      tagline: 'Desa untuk diuji',
      about: 'Tentang desa uji.',
      address: 'Jalan Uji 1',
      email: 'halo@desa.uji',
      hero_image: imageId,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const site = (await (await fetch(`${cms.url}/api/v1/site`)).json()) as { hero_image: string };
    expect(site).toMatchObject({ name: 'Desa Uji', tagline: 'Desa untuk diuji', email: 'halo@desa.uji', maps: null, about_image: null });
    expect(site.hero_image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
  });
});

describe('one change detection (issue 53)', () => {
  it('the same edit in the panel and through /api/v1 writes the same Riwayat changes, in Indonesian and in English', async () => {
    const admin = await asAdmin(cms.url);
    await createOption('Toilet Sama', 'Fasilitas');
    const gazebo = await createOption('Gazebo Sama', 'Fasilitas');
    const png = await pngBytes();
    const tour = () => form({ title: 'Curug Asal', about: 'Air terjun.', operational: 'Senin', location: 'Dusun', start: '08:00', end: '17:00', facility: 'Toilet Sama', price: '15000' }, { bytes: png, name: 'a.png' });
    const [viaPanel, viaApi] = await Promise.all([admin.post('/tour/create', tour()), admin.post('/tour/create', tour())].map(async (created) => (await created).body.data.id as string));
    const fieldsOf = async (id: string) => (await admin.get(`/activity?type=tour&action=update&limit=100`)).body.data.find((entry: { record_id: string }) => entry.record_id === id)?.fields;

    const panelEdit = await panel('PUT', `${collection(CONTENT_TYPES.tour.uid)}/${viaPanel}`, {
      title: 'Curug Sama',
      end: '18:00:00.000',
      facilities: { connect: [{ documentId: gazebo }] },
      thumbnail: imageId,
    });
    expect(panelEdit.status, JSON.stringify(panelEdit.body)).toBe(200);
    const apiEdit = await admin.post(`/tour/update/${viaApi}?_method=PATCH`, form({ title: 'Curug Sama', end: '18:00', facility: 'Toilet Sama,Gazebo Sama' }, { bytes: png, name: 'b.png' }));
    expect(apiEdit.status, JSON.stringify(apiEdit.body)).toBe(200);
    expect(await fieldsOf(viaPanel)).toEqual(['title', 'end', 'facility', 'thumbnail']);
    expect(await fieldsOf(viaApi)).toEqual(await fieldsOf(viaPanel));

    const english = { title: 'Same Falls', about: 'A waterfall.', location: 'Hamlet' };
    expect((await panel('PUT', `${collection(CONTENT_TYPES.tour.uid)}/${viaPanel}?locale=en`, english)).status).toBe(200);
    expect((await admin.post(`/tour/update/${viaApi}?locale=en&_method=PATCH`, english)).status).toBe(200);
    expect(await fieldsOf(viaPanel)).toEqual(['en.title', 'en.about', 'en.location']);
    expect(await fieldsOf(viaApi)).toEqual(await fieldsOf(viaPanel));
  });
});
