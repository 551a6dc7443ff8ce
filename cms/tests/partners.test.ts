// Partners (issue 41): invitations and owners, a partner's changes waiting in the listing's draft
// until an ADMIN approves or returns them, their lists narrowed to their own items, replies that
// wait, and the Riwayat naming who did what. Who may call which route is the role matrix
// (security.test.ts).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER, todayInJakarta, type Approval, type Homestay } from '@desa/contract';
import { ApiClient, asAdmin, form, invitePartner, pngBytes, type Answer, type InvitedPartner } from './support/api';
import { validRecords, VALID_OPTIONS } from './support/records';
import { expectDashboardAgrees } from './support/dashboard';
import { startCms, type RunningCms } from './support/strapi-server';

const SECRET = 'partners-test-secret';
let cms: RunningCms;
let admin: ApiClient;
let anonymous: ApiClient;
let VALID: ReturnType<typeof validRecords>;
let red: Buffer;

beforeAll(async () => {
  cms = await startCms({ env: { BOOKING_RATE_LIMIT: '1000', REVALIDATE_SECRET: SECRET } });
  admin = await asAdmin(cms.url);
  anonymous = new ApiClient(cms.url);
  VALID = validRecords(await pngBytes());
  red = await pngBytes(40, 30, { r: 200, g: 20, b: 20 });
  for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
});
afterAll(async () => cms?.stop());

function ok(answer: Answer, status = 200) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

async function createOne(kind: 'homestay' | 'product'): Promise<Homestay> {
  return ok(await admin.post(`/${kind}/create`, VALID[kind]()), 201).data;
}

async function activityOf(recordId: string) {
  return ok(await admin.get(`/activity?limit=100`)).data.filter((entry: { record_id: string }) => entry.record_id === recordId);
}

describe('partners', () => {
  it('an invitation gives the partner their items; an item invited again moves to the new partner; the owner is the WhatsApp number', async () => {
    const homestay = await createOne('homestay');
    const product = await createOne('product');
    const first = await invitePartner(admin, { homestays: [homestay.id], products: [product.id] });
    const listed = ok(await admin.get('/partners')).data.find((partner: { id: string }) => partner.id === first.id);
    expect(listed.items).toEqual(expect.arrayContaining([{ type: 'homestay', id: homestay.id, title: homestay.title }, { type: 'product', id: product.id, title: 'Keripik Tempe' }]));
    // The account reads MITRA; the village's contact stays the admins'.
    const users = ok(await admin.get('/user/all')).users;
    expect(users.find((account: { id: string }) => account.id === first.id).role).toBe('MITRA');
    expect(ok(await anonymous.get('/user/contact')).user.map((contact: { id: string }) => contact.id)).not.toContain(first.id);
    expect(ok(await first.client.get('/auth/me')).role).toBe('MITRA');

    // No number on the record: bookings go to the owner's WhatsApp.
    expect(ok(await anonymous.get(`/homestay/${homestay.id}`)).whatsapp).toBe('081299990000');
    const asked = ok(
      await anonymous.post('/booking', { type: 'homestay', item_id: homestay.id, check_in: todayInJakarta(), nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' }),
      201,
    );
    expect(asked.whatsapp.startsWith('https://wa.me/6281299990000?text=')).toBe(true);
    // The partner's new number follows to their items.
    ok(await first.client.post('/user/update?_method=PATCH', form({ name: 'Bu Mitra', phone: '081277776666', instagram: 'mitra', email: first.email })));
    expect(ok(await anonymous.get(`/homestay/${homestay.id}`)).whatsapp).toBe('081277776666');

    const second = await invitePartner(admin, { homestays: [homestay.id] });
    const partners = ok(await admin.get('/partners')).data;
    expect(partners.find((partner: { id: string }) => partner.id === first.id).items).toEqual([{ type: 'product', id: product.id, title: 'Keripik Tempe' }]);
    expect(partners.find((partner: { id: string }) => partner.id === second.id).items).toEqual([{ type: 'homestay', id: homestay.id, title: homestay.title }]);
    expect((await activityOf(homestay.id)).map((entry: { action: string }) => entry.action)).toContain('owner_move');
    // The first partner now gets 403 on it, not 404.
    const refused = await first.client.post(`/homestay/update/${homestay.id}?_method=PATCH`, { price: '300000' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: PARTNER.notYours });
    // Unknown items refuse the invitation whole.
    const before = ok(await admin.get('/partners')).data.length;
    const unknown = await admin.post('/partners', { name: 'Mitra Salah', email: `salah-${Date.now()}@test.desa`, phone: '081234567890', homestays: ['tidakada'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ homestays: [PARTNER.itemUnknown] });
    expect(ok(await admin.get('/partners')).data.length).toBe(before);
  });

  it("a partner's edit waits: the public keeps the published version until an ADMIN approves; returned with a note, sent again", async () => {
    const homestay = await createOne('homestay');
    const partner: InvitedPartner = await invitePartner(admin, { homestays: [homestay.id] });
    const [firstPhoto, secondPhoto] = homestay.photo_ids;
    const uploads = cms.files().uploads.length;

    // New price, the first photo dropped, a new one added after the second.
    const body = form({ price: '300000', title: 'Homestay Pak Darto Baru' }, [{ bytes: red, name: 'baru.png' }]);
    body.append('photos_keep', secondPhoto);
    body.append('photos_keep', 'file:0');
    const sent = await partner.client.post(`/homestay/update/${homestay.id}?_method=PATCH`, body);
    const answer = ok(sent, 202);
    expect(answer.message).toBe(PARTNER.changeSent);
    expect(answer.change).toMatchObject({ type: 'homestay', item_id: homestay.id, status: 'menunggu', is_new: false, partner: { id: partner.id, name: 'Mitra Desa' } });
    // The public still reads the old version, and every file it shows is still there.
    const shown = ok(await anonymous.get(`/homestay/${homestay.id}`));
    expect(shown).toMatchObject({ price: 250_000, title: homestay.title, photo_ids: homestay.photo_ids });
    expect(cms.files().uploads.length).toBe(uploads + 1);

    const [change]: Approval[] = ok(await admin.get('/approvals')).data.filter((approval: Approval) => approval.item_id === homestay.id);
    const byField = Object.fromEntries(change.changes.map((entry) => [entry.field, entry]));
    expect(Object.keys(byField).sort()).toEqual(['photos', 'price', 'title']);
    expect(byField.price).toEqual({ field: 'price', locale: 'id', before: 250_000, after: 300_000 });
    expect(byField.title).toEqual({ field: 'title', locale: 'id', before: homestay.title, after: 'Homestay Pak Darto Baru' });
    expect((byField.photos.before as string[]).length).toBe(2);
    expect((byField.photos.after as string[])[0]).toBe((byField.photos.before as string[])[1]);

    // Sent back with a note: the partner reads it; the public still has the old price.
    const empty = await admin.post(`/approvals/${change.id}/return`, { note: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ note: [PARTNER.noteRequired] });
    ok(await admin.post(`/approvals/${change.id}/return`, { note: 'Foto pertama lebih bagus, pakai lagi.' }));
    const mine: Approval[] = ok(await partner.client.get('/approvals')).data;
    expect(mine).toEqual([expect.objectContaining({ id: change.id, status: 'dikembalikan', note: 'Foto pertama lebih bagus, pakai lagi.' })]);
    expect(ok(await admin.get('/approvals')).data.map((approval: Approval) => approval.id)).not.toContain(change.id);
    // Sent again: it waits again, without the note.
    ok(await partner.client.post(`/homestay/update/${homestay.id}?_method=PATCH`, { price: '320000' }), 202);
    expect(ok(await partner.client.get('/approvals')).data).toEqual([expect.objectContaining({ id: change.id, status: 'menunggu', note: null })]);

    // Approved: public at once, the dropped photo's file gone, the Riwayat names each.
    ok(await admin.post(`/approvals/${change.id}/approve`));
    expect(ok(await anonymous.get(`/homestay/${homestay.id}`))).toMatchObject({ price: 320_000, title: 'Homestay Pak Darto Baru' });
    expect(ok(await anonymous.get(`/homestay/${homestay.id}`)).photo_ids).not.toContain(firstPhoto);
    expect(cms.files().uploads.length).toBe(uploads);
    expect(ok(await admin.get('/approvals')).data.map((approval: Approval) => approval.id)).not.toContain(change.id);
    expect((await admin.post(`/approvals/${change.id}/approve`)).status).toBe(404);
    const entries = await activityOf(homestay.id);
    expect(entries.find((entry: { action: string }) => entry.action === 'change_submit').actor.name).toBe('Mitra Desa');
    expect(entries.find((entry: { action: string }) => entry.action === 'change_approve').actor.name).not.toBe('Mitra Desa');
    expect(entries.find((entry: { action: string }) => entry.action === 'update').actor.name).toBe('Mitra Desa');
  });

  it("a partner's new listing is a draft until approved; an ADMIN's own edit settles a waiting change", async () => {
    const partner = await invitePartner(admin);
    const created = ok(await partner.client.post('/product/create', VALID.product()), 201);
    expect(created.message).toBe(PARTNER.listingSent);
    expect(created.change).toMatchObject({ type: 'product', is_new: true, status: 'menunggu' });
    const id = created.data.id;
    expect((await anonymous.get(`/product/${id}`)).status).toBe(404);
    // Theirs, in their own list with its state; nobody else's list.
    expect(ok(await partner.client.get('/product/all?status=all')).data.map((record: { id: string; status: string }) => [record.id, record.status])).toEqual([[id, 'draft']]);
    const [approval] = ok(await admin.get('/approvals')).data.filter((entry: Approval) => entry.item_id === id);
    expect(approval.changes.find((entry: { field: string }) => entry.field === 'price')).toEqual({ field: 'price', locale: 'id', before: null, after: 15_000 });
    ok(await admin.post(`/approvals/${approval.id}/approve`));
    expect(ok(await anonymous.get(`/product/${id}`)).whatsapp).toBe('081299990000');

    ok(await partner.client.post(`/product/update/${id}?_method=PATCH`, { price: '17000' }), 202);
    ok(await admin.post(`/product/update/${id}?_method=PATCH`, { price: '18000' }));
    expect(ok(await admin.get('/approvals')).data.filter((entry: Approval) => entry.item_id === id)).toEqual([]);
    expect(ok(await anonymous.get(`/product/${id}`)).price).toBe(18_000);
  });

  it("a partner's English edit joins their change: compared per language, approved exactly as shown, never published by an ADMIN's Indonesian write", async () => {
    const homestay = await createOne('homestay');
    ok(await admin.post(`/homestay/update/${homestay.id}?_method=PATCH&locale=en`, { title: 'Riverside Homestay', description: '<p>By the river.</p>', location: 'River hamlet' }));
    const partner = await invitePartner(admin, { homestays: [homestay.id] });
    ok(await partner.client.post(`/homestay/update/${homestay.id}?_method=PATCH&locale=en`, { title: 'Riverside Homestay, new rooms' }), 202);
    ok(await partner.client.post(`/homestay/update/${homestay.id}?_method=PATCH`, { price: '275000' }), 202);
    const waiting = async () => ok(await admin.get('/approvals')).data.find((entry: Approval) => entry.item_id === homestay.id) as Approval | undefined;
    const shown = (await waiting())!;
    expect(shown.changes).toEqual([
      { field: 'price', locale: 'id', before: 250_000, after: 275_000 },
      { field: 'title', locale: 'en', before: 'Riverside Homestay', after: 'Riverside Homestay, new rooms' },
    ]);
    const english = async () => ok(await anonymous.get(`/homestay/${homestay.id}?locale=en`)).title;
    expect(await english()).toBe('Riverside Homestay');

    // An ADMIN's Indonesian write publishes Indonesian only: the English change still waits, unseen.
    ok(await admin.post(`/homestay/update/${homestay.id}?_method=PATCH`, { price: '260000' }));
    expect(ok(await anonymous.get(`/homestay/${homestay.id}`)).price).toBe(260_000);
    expect(await english()).toBe('Riverside Homestay');
    const after = (await waiting())!;
    expect(after.changes).toEqual([{ field: 'title', locale: 'en', before: 'Riverside Homestay', after: 'Riverside Homestay, new rooms' }]);

    // The partner moves it after the ADMIN read it: the old comparison is refused, nothing goes public.
    ok(await partner.client.post(`/homestay/update/${homestay.id}?_method=PATCH&locale=en`, { description: '<p>By the river, with a garden.</p>' }), 202);
    const stale = await admin.post(`/approvals/${after.id}/approve`, { version: after.version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(PARTNER.changeMoved);
    expect(await english()).toBe('Riverside Homestay');
    expect((await admin.post(`/approvals/${after.id}/approve`, { version: 'bukan-versi' })).status).toBe(400);
    const current = (await waiting())!;
    expect(current.changes.map((change) => `${change.locale}.${change.field}`)).toEqual(['en.title', 'en.description']);
    ok(await admin.post(`/approvals/${current.id}/approve`, { version: current.version }));
    expect(ok(await anonymous.get(`/homestay/${homestay.id}?locale=en`))).toMatchObject({ title: 'Riverside Homestay, new rooms', description: '<p>By the river, with a garden.</p>', price: 260_000 });
  });

  it("whatever languages and fields a partner's edit touches, each is compared, none goes public before approval, and approval publishes exactly those (property)", async () => {
    const homestay = await createOne('homestay');
    ok(await admin.post(`/homestay/update/${homestay.id}?_method=PATCH&locale=en`, { title: 'Riverside Homestay', description: '<p>By the river.</p>', location: 'River hamlet' }));
    const partner = await invitePartner(admin, { homestays: [homestay.id] });
    const read = async () => ({ id: ok(await anonymous.get(`/homestay/${homestay.id}`)), en: ok(await anonymous.get(`/homestay/${homestay.id}?locale=en`)) });
    let round = 0;
    const edit = fc.record({
      id: fc.subarray(['title', 'location', 'price', 'rooms'] as const),
      en: fc.subarray(['title', 'location', 'description'] as const),
    }).filter((picked) => picked.id.length + picked.en.length > 0);
    await fc.assert(
      fc.asyncProperty(edit, async (picked) => {
        round += 1;
        const valueOf = (field: string, locale: string): string => (field === 'price' ? String(300_000 + round * 1000) : field === 'rooms' ? String(1 + (round % 5) + 1) : field === 'description' ? `<p>${locale} ${round}</p>` : `${field} ${locale} ${round}`);
        const written = (locale: 'id' | 'en') => Object.fromEntries(picked[locale].map((field) => [field, valueOf(field, locale)]));
        const before = await read();
        if (picked.id.length) ok(await partner.client.post(`/homestay/update/${homestay.id}?_method=PATCH`, written('id')), 202);
        if (picked.en.length) ok(await partner.client.post(`/homestay/update/${homestay.id}?_method=PATCH&locale=en`, written('en')), 202);
        const change: Approval = ok(await admin.get('/approvals')).data.find((entry: Approval) => entry.item_id === homestay.id);
        const expected = [...picked.id.map((field) => `id.${field}`), ...picked.en.map((field) => `en.${field}`)].filter((key) => !(key === 'id.rooms' && String(before.id.rooms) === valueOf('rooms', 'id')));
        expect(change.changes.map((entry) => `${entry.locale}.${entry.field}`).sort()).toEqual(expected.sort());
        expect(await read()).toEqual(before);
        ok(await admin.post(`/approvals/${change.id}/approve`, { version: change.version }));
        const after = await read();
        for (const locale of ['id', 'en'] as const) {
          for (const field of picked[locale]) expect(String(after[locale][field])).toBe(valueOf(field, locale));
        }
      }),
      { seed: Number(process.env.FC_SEED ?? 51), numRuns: 6, endOnFailure: true },
    );
  });

  it("an item given to another partner drops the old owner's waiting change: drafts back to the public version, a note in the Riwayat", async () => {
    const homestay = await createOne('homestay');
    const first = await invitePartner(admin, { homestays: [homestay.id] });
    const body = form({ price: '990000' }, [{ bytes: red, name: 'lama.png' }]);
    for (const id of homestay.photo_ids) body.append('photos_keep', id);
    body.append('photos_keep', 'file:0');
    ok(await first.client.post(`/homestay/update/${homestay.id}?_method=PATCH`, body), 202);
    ok(await first.client.post(`/homestay/update/${homestay.id}?_method=PATCH&locale=en`, { title: 'Old owner title', description: '<p>Old.</p>', location: 'Somewhere' }), 202);
    // Its first English text left the Indonesian draft as the partner made it (Strapi copies the
    // shared fields into a new language from an older version, and then back over the draft).
    expect(ok(await first.client.get(`/homestay/${homestay.id}?status=all`))).toMatchObject({ price: 990_000, photo_ids: [...homestay.photo_ids, expect.any(String)] });
    const uploads = cms.files().uploads.length;
    const second = await invitePartner(admin, { homestays: [homestay.id] });
    expect(ok(await admin.get('/approvals')).data.filter((entry: Approval) => entry.item_id === homestay.id)).toEqual([]);
    expect(ok(await first.client.get('/approvals')).data).toEqual([]);
    // The new owner starts from what the public sees, in every language; the old draft's photo is gone.
    const draft = ok(await second.client.get(`/homestay/${homestay.id}?status=all`));
    expect(draft).toMatchObject({ price: 250_000, photo_ids: homestay.photo_ids });
    expect(ok(await second.client.get(`/homestay/${homestay.id}?status=all&locale=en`)).locale).toBe('id');
    expect(cms.files().uploads.length).toBe(uploads - 1);
    const dropped = (await activityOf(homestay.id)).find((entry: { action: string }) => entry.action === 'change_drop');
    expect(dropped.record_title).toContain('Mitra Desa');
    // Taken away without a new owner: the same.
    ok(await second.client.post(`/homestay/update/${homestay.id}?_method=PATCH`, { price: '310000' }), 202);
    ok(await admin.post(`/partners/${second.id}?_method=PATCH`, { homestays: [], products: [] }));
    expect(ok(await admin.get('/approvals')).data.filter((entry: Approval) => entry.item_id === homestay.id)).toEqual([]);
    expect(ok(await admin.get(`/homestay/${homestay.id}?status=all`)).price).toBe(250_000);
  });

  it("a partner sees their items' requests, reviews and visits only; their reply waits; deactivated, their session ends", async () => {
    const mine = await createOne('homestay');
    const theirs = await createOne('homestay');
    const partner = await invitePartner(admin, { homestays: [mine.id] });
    const book = (id: string) => anonymous.post('/booking', { type: 'homestay', item_id: id, check_in: todayInJakarta(), nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' });
    const own = ok(await book(mine.id), 201).data.code;
    const other = ok(await book(theirs.id), 201).data.code;
    expect(ok(await partner.client.get('/booking/all')).data.map((request: { code: string }) => request.code)).toEqual([own]);
    expect((await partner.client.post(`/booking/${other}/confirm`)).status).toBe(403);
    ok(await partner.client.post(`/booking/${own}/confirm`));
    ok(await partner.client.post(`/booking/${own}/complete`));

    const { url } = ok(await partner.client.post(`/booking/${own}/review-link`));
    const t = new URL(url, cms.url).searchParams.get('t');
    const review = ok(await anonymous.post('/review', { code: own, t, rating: 5, text: 'Pemiliknya ramah dan kamarnya bersih.', name: 'Tamu' }), 201).data;
    expect(ok(await partner.client.get('/review/all')).data.map((entry: { id: string }) => entry.id)).toEqual([review.id]);
    const reply = ok(await partner.client.post(`/review/${review.id}/reply`, { text: 'Terima kasih, sampai jumpa lagi!' }), 202);
    expect(reply.data).toMatchObject({ type: 'review', review_id: review.id, changes: [{ field: 'reply', locale: 'id', before: null, after: 'Terima kasih, sampai jumpa lagi!' }] });
    ok(await admin.post(`/review/${review.id}/approve`));
    expect(ok(await anonymous.get(`/homestay/${mine.id}/reviews`)).data[0].reply).toBeNull();
    ok(await admin.post(`/approvals/${reply.data.id}/approve`));
    expect(ok(await anonymous.get(`/homestay/${mine.id}/reviews`)).data[0].reply).toBe('Terima kasih, sampai jumpa lagi!');

    // Visits: their items' pages and WhatsApp clicks only.
    const today = todayInJakarta();
    const visits = (path: string, views: number, whatsapp: number) => ({ day: today, path, source: 'langsung', language: 'id', device: 'ponsel', views, whatsapp, visitors: [] });
    const ingested = await fetch(`${cms.url}/api/v1/stats/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ rows: [visits(`/penginapan/${mine.id}`, 4, 0), visits(`/wa/penginapan/${mine.id}`, 0, 2), visits(`/penginapan/${theirs.id}`, 9, 0), visits('/', 30, 0)] }),
    });
    expect(ingested.status).toBe(200);
    const stats = ok(await partner.client.get(`/stats?from=${today}&to=${today}&group=page`));
    expect(stats.data.map((row: { key: string; views: number; whatsapp: number }) => [row.key, row.views, row.whatsapp]).sort()).toEqual(
      [[`/penginapan/${mine.id}`, 4, 0], [`/wa/penginapan/${mine.id}`, 0, 2]].sort(),
    );
    expect(stats.totals).toMatchObject({ views: 4, whatsapp: 2 });
    expect(ok(await admin.get(`/stats?from=${today}&to=${today}&group=page`)).totals.views).toBe(43);

    // The dashboard's one read counts what waits as /approvals lists it: a reply to a review deleted since is not.
    ok(await partner.client.post(`/review/${review.id}/reply`, { text: 'Balasan kedua untuk tamu.' }), 202);
    const waiting = (await expectDashboardAgrees(admin, cms.url)).waiting!.changes;
    ok(await admin.delete(`/review/${review.id}`));
    expect((await expectDashboardAgrees(admin, cms.url)).waiting!.changes).toBe(waiting - 1);

    ok(await admin.post(`/partners/${partner.id}/deactivate`));
    expect((await partner.client.get('/booking/all')).status).toBe(401);
    expect((await new ApiClient(cms.url).login(partner.email, partner.password)).status).not.toBe(200);
  });
});
