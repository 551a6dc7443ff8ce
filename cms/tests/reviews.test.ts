// Issue 40 through /api/v1: a review only from a completed request's signed link, once; the
// admins' list, moves and reply; an item's shown reviews with their average and stars. The
// link's secret is the requests' own (from the test server's APP_KEYS), so an expired link can
// be signed here.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, TRASH, reviewTexts, signToken, todayInJakarta, type Review } from '@desa/contract';
import { ApiClient, asAdmin, pngBytes, type Answer } from './support/api';
import { VALID_OPTIONS, validRecords } from './support/records';
import { startCms, type RunningCms } from './support/strapi-server';
import { expectDashboardAgrees } from './support/dashboard';

const ok = (answer: Answer, status = 200) => expect(answer.status, JSON.stringify(answer.body)).toBe(status);
const today = todayInJakarta();
const tokenOf = (url: string) => new URL(url, 'http://desa.test').searchParams.get('t')!;

describe('reviews', () => {
  let cms: RunningCms;
  let admin: ApiClient;
  let guest: ApiClient;
  let homestay: string;
  let product: string;

  async function request(body: Record<string, unknown>, { complete = true } = {}): Promise<string> {
    const answer = await guest.post('/booking', { name: 'Dewi Lestari Putri', phone: '081234567890', ...body });
    ok(answer, 201);
    const { code } = answer.body.data;
    ok(await admin.post(`/booking/${code}/confirm`, {}));
    if (complete) ok(await admin.post(`/booking/${code}/complete`, {}));
    return code;
  }
  const stay = (extra: Record<string, unknown> = {}) => request({ type: 'homestay', item_id: homestay, check_in: today, nights: 1, guests: 2, ...extra });
  const link = async (code: string) => {
    const answer = await admin.post(`/booking/${code}/review-link`, {});
    ok(answer);
    return answer.body as { url: string; whatsapp: string | null };
  };
  const write = (code: string, t: string, fields: Record<string, unknown> = {}) =>
    guest.post('/review', { code, t, rating: 5, text: 'Rumahnya bersih, sarapannya enak, pemiliknya ramah sekali.', name: 'Dewi', ...fields });
  const written = async (code: string, fields: Record<string, unknown> = {}) => {
    const answer = await write(code, tokenOf((await link(code)).url), fields);
    ok(answer, 201);
    return answer.body.data as Review;
  };

  beforeAll(async () => {
    cms = await startCms({ env: { BOOKING_RATE_LIMIT: '1000' } });
    admin = await asAdmin(cms.url);
    guest = new ApiClient(cms.url);
    const records = validRecords(await pngBytes());
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    // Rooms enough for every stay of this file: each completed one holds a room tonight.
    const big = records.homestay() as FormData;
    big.set('rooms', '30');
    homestay = (await admin.post('/homestay/create', big)).body.data.id;
    product = (await admin.post('/product/create', records.product() as FormData)).body.data.id;
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('gives a link only for a completed request, in the guest’s language, with the code', async () => {
    const confirmed = await stay();
    const waiting = await request({ type: 'homestay', item_id: homestay, check_in: today, nights: 1, guests: 1 }, { complete: false });
    const refused = await admin.post(`/booking/${waiting}/review-link`, {});
    expect([refused.status, refused.body.message]).toEqual([409, REVIEW_MESSAGES.notCompleted]);
    const { url, whatsapp } = await link(confirmed);
    expect(url).toMatch(new RegExp(`^/ulasan/${confirmed}\\?t=\\d+\\.[0-9a-f]{64}$`));
    const text = decodeURIComponent(new URL(whatsapp!).searchParams.get('text')!);
    expect(whatsapp!.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(text).toContain('Halo Dewi Lestari Putri,');
    expect(text).toContain(url);
    expect(text).toContain(`Kode pesanan: ${confirmed}`);
    const english = await stay({ locale: 'en' });
    const englishLink = await link(english);
    expect(englishLink.url.startsWith(`/en/ulasan/${english}?t=`)).toBe(true);
    expect(decodeURIComponent(new URL(englishLink.whatsapp!).searchParams.get('text')!)).toContain('Would you write a short review?');
    expect((await guest.post(`/booking/${confirmed}/review-link`, {})).status).toBe(401);
  });

  it('takes one review per link, waiting; a used link says it was sent; a tampered, expired or other request’s link is 404; none stores anything', async () => {
    const code = await stay();
    const other = await stay();
    const { url } = await link(code);
    const token = tokenOf(url);
    const opened = await guest.get(`/review/form/${code}?t=${token}`);
    ok(opened);
    expect(opened.body.data).toMatchObject({ code, type: 'homestay', item_id: homestay, stay_day: today, name: 'Dewi', locale: 'id' });

    const secret = createHash('sha256').update('booking-status:a1,b2,c3,d4').digest('hex');
    const expired = await signToken(secret, `review:${code}`, Math.floor(Date.now() / 1000) - 60);
    const tampered = token.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    for (const [what, answer] of [
      ['tampered', await write(code, tampered)],
      ['expired', await write(code, expired)],
      ['another request’s', await write(other, token)],
      ['no token', await write(code, '')],
    ] as const) {
      expect([what, answer.status, answer.body.message]).toEqual([what, 404, reviewTexts('id').linkInvalid]);
    }
    expect((await guest.get(`/review/form/${code}?t=${tampered}`)).status).toBe(404);

    // The form's rules, in the guest's language; nothing stored.
    for (const rating of [true, [5], { value: 5 }, '5 bintang', 4.5]) {
      const mistyped = await write(code, token, { rating });
      expect([rating, mistyped.status, mistyped.body.errors]).toEqual([rating, 400, { rating: ['Pilih 1 sampai 5 bintang!'] }]);
    }
    const wrong = await write(code, token, { rating: 6, text: 'Bagus.', name: ' ' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ rating: ['Pilih 1 sampai 5 bintang!'], text: ['Ulasan minimal 20 karakter!'], name: ['Nama tidak boleh kosong!'] });

    const first = await write(code, token, { text: '  <b>Sangat</b> nyaman,\r\nakan kembali lagi tahun depan!  ' });
    ok(first, 201);
    expect(first.body.message).toBe(reviewTexts('id').created);
    expect(first.body.data).toMatchObject({ status: 'menunggu', rating: 5, text: '<b>Sangat</b> nyaman,\nakan kembali lagi tahun depan!', name: 'Dewi', item_id: homestay, stay_day: today });
    expect(first.body.data.code).toBeUndefined();
    // Used: the same link, and a new one, no longer open it.
    expect((await write(code, token)).status).toBe(404);
    const used = await guest.get(`/review/form/${code}?t=${token}`);
    ok(used);
    expect(used.body.data).toMatchObject({ code, sent: true, type: 'homestay', item_id: homestay, locale: 'id' });
    expect(opened.body.data.sent).toBe(false);
    const again = await admin.post(`/booking/${code}/review-link`, {});
    expect([again.status, again.body.message]).toEqual([409, REVIEW_MESSAGES.alreadyReviewed]);
    // The request log kept the form's visits and the review, not the link that writes it.
    expect(cms.logs()).toContain(`/review/form/${code}?t=… (`);
    expect(cms.logs()).not.toContain(token);
    const listed = await admin.get(`/review/all?status=menunggu&item=${homestay}`);
    expect(listed.body.data.filter((review: Review) => review.code === code)).toHaveLength(1);
    // The dashboard's one read counts it among those waiting.
    expect((await expectDashboardAgrees(admin, cms.url)).waiting!.reviews).toBeGreaterThan(0);
  });

  it('is shown, hidden and answered by an admin; an item reads its shown ones with their average and stars', async () => {
    const reviews = [await written(await stay(), { rating: 5 }), await written(await stay(), { rating: 4, name: 'Budi' }), await written(await stay(), { rating: 2 })];
    const productReview = await written(await request({ type: 'product', item_id: product, quantity: 2 }), { rating: 3 });
    const shown = async () => (await guest.get(`/homestay/${homestay}/reviews`)).body;
    expect(await shown()).toMatchObject({ data: [], count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });

    for (const review of [...reviews, productReview]) {
      const answer = await admin.post(`/review/${review.id}/approve`, {});
      ok(answer);
      expect([answer.body.message, answer.body.data.status]).toEqual([REVIEW_MESSAGES.moved.approve, 'tampil']);
    }
    const hidden = await admin.post(`/review/${reviews[2].id}/hide`, {});
    expect([hidden.body.message, hidden.body.data.status]).toEqual([REVIEW_MESSAGES.moved.hide, 'disembunyikan']);
    const replied = await admin.post(`/review/${reviews[0].id}/reply`, { text: 'Terima kasih, Bu Dewi! Sampai jumpa lagi.' });
    ok(replied);
    expect(replied.body.data).toMatchObject({ reply: 'Terima kasih, Bu Dewi! Sampai jumpa lagi.', replied_at: expect.any(String) });
    const empty = await admin.post(`/review/${reviews[0].id}/reply`, { text: '   ' });
    expect([empty.status, empty.body.errors]).toEqual([400, { text: [REVIEW_MESSAGES.replyRequired] }]);

    const page = await shown();
    expect(page.data.map((review: Review) => review.id)).toEqual([reviews[1].id, reviews[0].id]);
    expect(page).toMatchObject({ count: 2, average: 4.5, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 }, total: 2 });
    expect(page.data[1].reply).toBe('Terima kasih, Bu Dewi! Sampai jumpa lagi.');
    expect(page.data[0].code).toBeUndefined();
    expect((await guest.get(`/product/${product}/reviews`)).body).toMatchObject({ count: 1, average: 3 });

    // The admins' list: counts per status, filters checked.
    const all = await admin.get('/review/all');
    expect(all.body.counts.tampil).toBeGreaterThanOrEqual(3);
    expect(all.body.counts.disembunyikan).toBeGreaterThanOrEqual(1);
    expect((await admin.get('/review/all?status=hilang')).status).toBe(400);
    expect((await admin.post('/review/bukan-id/approve', {})).status).toBe(404);
    expect((await guest.get('/review/all')).status).toBe(401);
    // Each move is in the Riwayat.
    const activity = await admin.get('/activity?type=review');
    expect(new Set(activity.body.data.map((entry: { action: string }) => entry.action))).toEqual(new Set(['review_approve', 'review_hide', 'review_reply']));
  });

  it('gives the home the newest shown reviews of four stars or more, and the inbox each completed request’s review', async () => {
    const codes = [await stay(), await stay(), await stay()];
    const [low, high, hidden] = [await written(codes[0], { rating: 3 }), await written(codes[1], { rating: 5, name: 'Sari' }), await written(codes[2], { rating: 4 })];
    for (const review of [low, high, hidden]) ok(await admin.post(`/review/${review.id}/approve`, {}));
    ok(await admin.post(`/review/${hidden.id}/hide`, {}));
    const recent = (await guest.get('/review/recent')).body.data as Review[];
    expect(recent.length).toBeLessThanOrEqual(3);
    expect(recent[0]).toMatchObject({ id: high.id, name: 'Sari', rating: 5, item_id: homestay, type: 'homestay' });
    expect(recent.every((review) => review.rating >= 4 && review.status === 'tampil' && review.code === undefined)).toBe(true);
    expect(recent.map((review) => review.id)).not.toContain(low.id);

    const waiting = await stay();
    const inbox = (await admin.get(`/booking/all?status=selesai&limit=100`)).body.data as Array<{ code: string; review: string | null }>;
    expect(inbox.find((request) => request.code === waiting)?.review).toBeNull();
    expect(inbox.find((request) => request.code === codes[1])?.review).toBe('tampil');
    expect(inbox.find((request) => request.code === codes[2])?.review).toBe('disembunyikan');
  });

  it('moves a deleted review to the Sampah, restores it as it was, and not over a newer one', async () => {
    const code = await stay();
    const review = await written(code, { rating: 4, name: 'Rina' });
    ok(await admin.post(`/review/${review.id}/approve`, {}));
    ok(await admin.post(`/review/${review.id}/reply`, { text: 'Terima kasih, Bu Rina.' }));
    const deleted = await admin.delete(`/review/${review.id}`);
    expect([deleted.status, deleted.body.message]).toEqual([200, REVIEW_MESSAGES.deleted]);
    expect((await guest.get(`/homestay/${homestay}/reviews?limit=100`)).body.data.map((shown: Review) => shown.id)).not.toContain(review.id);
    const trash = (await admin.get('/trash?limit=100')).body.data as Array<{ type: string; id: string; title: string }>;
    expect(trash.find((item) => item.id === review.id)).toMatchObject({ type: 'review', title: `${code} · ${review.item_title}` });

    const restored = await admin.post(`/trash/review/${review.id}/restore`, {});
    ok(restored);
    expect(restored.body.data).toMatchObject({ id: review.id, code, rating: 4, name: 'Rina', status: 'tampil', reply: 'Terima kasih, Bu Rina.', created_at: review.created_at });
    expect((await guest.get(`/homestay/${homestay}/reviews?limit=100`)).body.data.map((shown: Review) => shown.id)).toContain(review.id);
    const actions = (await admin.get('/activity?type=review&limit=100')).body.data.filter((entry: { record_id: string }) => entry.record_id === review.id);
    expect(actions.map((entry: { action: string }) => entry.action).slice(0, 2)).toEqual(['restore', 'delete']);

    // Deleted again, the guest is asked once more and writes anew: the old one stays in the Sampah.
    ok(await admin.delete(`/review/${review.id}`));
    await written(code, { rating: 5 });
    const refused = await admin.post(`/trash/review/${review.id}/restore`, {});
    expect([refused.status, refused.body.message]).toEqual([409, TRASH.replacedSince]);
    ok(await admin.delete(`/trash/review/${review.id}`));
    expect((await admin.delete(`/review/${review.id}`)).status).toBe(404);
  });
});
