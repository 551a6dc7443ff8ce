// Issue 40 in Chromium: the admin asks a guest of a completed request for a review → the guest
// opens the link on a phone, with JavaScript on and off, and writes it → it waits → the admin
// shows it and replies → the item's page shows the stars, the text and the reply, and its JSON-LD
// carries aggregateRating → a deleted review comes back from the Sampah. axe on the form, the
// item's reviews and the admin page. (The requests are made through the API: booking-loop.test.ts
// drives that part in the browser.)
import { REVIEW, TRASH, reviewTexts, todayInJakarta, type Homestay, type ReviewSummary } from '@desa/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { adminToken, api, createThroughApi, deleteThroughApi, dialog, expectToast, shot, signInAdmin, unique } from '../support/admin';
import { DESKTOP, PHONE } from '../support/browser';
import { it } from '../support/fixtures';
import { cmsGet, expectAccessibleInBothThemes, open, serverHtml, shotPublic, whatsappText } from '../support/public';

const today = todayInJakarta();
const WORDS = reviewTexts('id');
let homestay: Homestay;
let token: string;

/** A stay of today, asked through the public API (in `locale`) and completed by the admin: its code. */
async function completedStay(name: string, locale: 'id' | 'en' = 'id'): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const asked = await api<{ data: { code: string } }>('/booking', { method: 'POST', headers: json, body: JSON.stringify({ type: 'homestay', item_id: homestay.id, check_in: today, nights: 1, guests: 2, name, phone: '081234500011', locale }) });
  const { code } = asked.data;
  await api(`/booking/${code}/confirm`, { method: 'POST', token, headers: json, body: JSON.stringify({ amount: '300000' }) });
  await api(`/booking/${code}/complete`, { method: 'POST', token, headers: json, body: '{}' });
  return code;
}

/** The review link inside the chat the admin's button opens, as a path of this site. */
function linkIn(chat: string): string {
  const url = /https?:\/\/\S+\/ulasan\/\S+/.exec(whatsappText(chat))![0];
  return new URL(url).pathname + new URL(url).search;
}

async function askForReview(admin: Page, code: string): Promise<string> {
  await admin.goto('/admin/pemesanan?status=selesai');
  const card = admin.getByRole('article', { name: code });
  await card.getByRole('button', { name: 'Minta ulasan' }).click();
  const send = admin.getByRole('article', { name: code }).getByRole('link', { name: 'Kirim permintaan ulasan di WhatsApp' });
  const chat = (await send.getAttribute('href'))!;
  expect(chat).toMatch(/^https:\/\/wa\.me\/6281234500011\?text=/);
  expect(whatsappText(chat)).toContain(`Kode pesanan: ${code}`);
  // Shown short (the key elided), whole behind the link and in the copy button's clipboard.
  const shown = admin.getByRole('article', { name: code }).getByRole('link', { name: new RegExp(`/ulasan/${code}\\?t=…$`) });
  const path = linkIn(chat);
  expect(new URL((await shown.getAttribute('href'))!).pathname + new URL((await shown.getAttribute('href'))!).search).toBe(path);
  await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await admin.getByRole('article', { name: code }).getByRole('button', { name: 'Salin tautan' }).click();
  await admin.getByRole('article', { name: code }).getByRole('button', { name: 'Tersalin' }).waitFor();
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(await shown.getAttribute('href'));
  return path;
}

async function openForm(browser: Browser, path: string, javaScriptEnabled: boolean) {
  const { page } = await open(browser, path, { viewport: PHONE, javaScriptEnabled });
  await page.getByRole('heading', { level: 1, name: 'Tulis Ulasan' }).waitFor();
  return page;
}

beforeAll(async () => {
  token = await adminToken();
  homestay = await createThroughApi<Homestay>(
    'homestay',
    { title: unique('Homestay Ulasan'), description: '<p>Rumah kayu di tepi sawah.</p>', host: 'Pak Darto', location: 'Dusun Wetan', rooms: '6', guests_per_room: '2', price: '300000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' },
    token,
    'files',
  );
});

afterAll(async () => {
  if (homestay) await deleteThroughApi('homestay', homestay.id, await adminToken());
});

describe('reviews from guests who came', () => {
  for (const javaScript of [true, false]) {
    it(`go from the admin's request to the item's page, the guest's JavaScript ${javaScript ? 'on' : 'off'}`, async ({ browser }) => {
      const code = await completedStay(javaScript ? 'Sinta Dewi Lestari' : 'Bagus Prasetyo');
      const { page: admin } = await open(browser, '/signin', { viewport: PHONE });
      await signInAdmin(admin);
      const path = await askForReview(admin, code);
      expect(path).toMatch(new RegExp(`^/ulasan/${code}\\?t=`));

      // The guest's phone: the item, the stay's month, the first name to show; nothing sent yet.
      const guest = await openForm(browser, path, javaScript);
      await guest.getByText(`Bagaimana pengalaman Anda di ${homestay.title}?`).waitFor();
      expect(await guest.getByLabel('Nama yang ditampilkan').inputValue()).toBe(javaScript ? 'Sinta' : 'Bagus');
      await guest.getByRole('button', { name: 'Kirim Ulasan' }).click();
      await guest.getByText(WORDS.ratingRequired).waitFor();
      await guest.getByText(WORDS.textRequired).waitFor();
      expect((await api<{ counts: Record<string, number> }>(`/review/all?item=${homestay.id}`, { token })).counts.menunggu).toBe(0);

      // Stars by keyboard (a radio group: arrows move and choose) or by a tap on the fifth.
      const rating = javaScript ? 4 : 5;
      if (javaScript) {
        await guest.getByRole('radio', { name: '1 bintang' }).focus();
        for (let step = 1; step < rating; step += 1) await guest.keyboard.press('ArrowRight');
      } else {
        await guest.locator('label', { hasText: '5 bintang' }).click();
      }
      expect(await guest.getByRole('radio', { name: `${rating} bintang` }).isChecked()).toBe(true);
      const text = javaScript ? 'Kamarnya bersih, sarapannya enak, dan Pak Darto ramah sekali.' : 'Sawahnya indah sekali di pagi hari.\nPasti kembali lagi!';
      await guest.getByLabel('Ulasan', { exact: true }).fill(text);
      await guest.getByRole('button', { name: 'Kirim Ulasan' }).click();
      await guest.getByRole('heading', { name: 'Terima kasih!' }).waitFor();
      await guest.getByText(WORDS.created).waitFor();
      if (javaScript) await shotPublic(guest, 'public-ulasan-terkirim-phone');
      // The link is used: it says so (the way back to the item beside it), and nothing more is stored.
      await guest.goto(path);
      await guest.getByRole('heading', { level: 1, name: 'Ulasan Anda sudah terkirim' }).waitFor();
      await guest.getByRole('link', { name: `Kembali ke ${homestay.title}` }).waitFor();
      expect(await guest.getByRole('textbox').count()).toBe(0);

      // It waits: not on the item's page yet (which the page cache now keeps), nor on the home page.
      const shown = () => cmsGet<ReviewSummary & { data: Array<{ text: string; reply: string | null }> }>(`/homestay/${homestay.id}/reviews`);
      const firstLine = text.split('\n')[0];
      expect((await serverHtml(`/penginapan/${homestay.id}`)).html).not.toContain(firstLine);
      expect((await serverHtml('/')).html).not.toContain(firstLine);

      // The admin shows it and answers it.
      await admin.goto('/admin/ulasan');
      const waiting = admin.getByRole('article', { name: homestay.title }).filter({ hasText: firstLine });
      await waiting.getByRole('img', { name: `${rating} dari 5 bintang` }).waitFor();
      await waiting.getByText(`Tamu terverifikasi · menginap`).waitFor();
      if (javaScript) await shot(admin, 'admin-ulasan-phone');
      await waiting.getByRole('button', { name: /^Tampilkan ulasan/ }).click();
      await expectToast(admin, 'Ulasan ditampilkan.');
      await admin.goto('/admin/ulasan?status=tampil');
      const card = admin.getByRole('article', { name: homestay.title }).filter({ hasText: firstLine });
      await card.getByText('Balas', { exact: true }).click();
      const reply = `Terima kasih, ${javaScript ? 'Bu Sinta' : 'Mas Bagus'}! Sampai jumpa lagi.`;
      await card.getByLabel('Balasan pengelola (tampil di bawah ulasan)').fill(reply);
      await card.getByRole('button', { name: 'Simpan balasan' }).click();
      await expectToast(admin, 'Balasan tersimpan.');
      // Saved: its box closes (it looked unsaved open), the reply shows under the review.
      await card.getByLabel('Balasan pengelola (tampil di bawah ulasan)').waitFor({ state: 'hidden' });
      await card.locator('p', { hasText: reply }).waitFor();
      await admin.goto('/admin/pemesanan?status=selesai');
      await admin.getByRole('article', { name: code }).getByRole('link', { name: 'Tampil' }).waitFor();

      // The item's page shows it at once (purged): the average by the title, the stars, the text, the reply.
      const summary = await shown();
      const { page } = await open(browser, `/penginapan/${homestay.id}`, { viewport: PHONE, javaScriptEnabled: javaScript });
      const average = summary.average!.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      await page.getByRole('link', { name: `${average} / 5 · ${summary.count} ulasan` }).waitFor();
      const section = page.getByRole('region', { name: 'Ulasan Tamu' });
      const written = section.getByRole('article').filter({ hasText: firstLine });
      await written.getByRole('img', { name: `${rating} dari 5 bintang` }).waitFor();
      await written.getByText(reply).waitFor();
      await written.getByText('Balasan pengelola').waitFor();
      expect(await written.locator('[lang="id"]').first().innerText()).toBe(text);
      const lodging = (await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')))).find(
        (entry) => entry['@type'] === 'LodgingBusiness',
      );
      expect(lodging.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.count, bestRating: 5, worstRating: 1 });
      expect(lodging.review).toContainEqual(expect.objectContaining({ '@type': 'Review', author: { '@type': 'Person', name: javaScript ? 'Sinta' : 'Bagus' }, reviewBody: text, reviewRating: expect.objectContaining({ ratingValue: rating }) }));
      // Five stars and the newest: the home page's "Kata Tamu" has it too. The English page keeps it in its language.
      if (rating >= REVIEW.homeMinRating) expect((await serverHtml('/')).html).toContain(firstLine);
      const english = (await serverHtml(`/en/penginapan/${homestay.id}`)).html;
      expect(english).toContain('Verified guest · stayed');
      expect(english).toMatch(new RegExp(`<p lang="id"[^>]*>${firstLine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(english).toContain('Reply from the village');
      if (javaScript) {
        await expectAccessibleInBothThemes(page, '/penginapan with reviews 375');
        await section.scrollIntoViewIfNeeded();
        await shotPublic(page, 'public-penginapan-ulasan-phone', { viewportOnly: true });
      }
    });
  }

  it('passes axe on the form at 375 px in both themes; refuses a tampered link; a used English link says so in English; lists every review on its own page', async ({ browser }) => {
    const code = await completedStay('Rahmat Hidayat');
    const { url } = await api<{ url: string }>(`/booking/${code}/review-link`, { method: 'POST', token });
    const page = await openForm(browser, url, true);
    await expectAccessibleInBothThemes(page, '/ulasan 375');
    await page.getByRole('button', { name: 'Kirim Ulasan' }).click();
    await page.getByText(WORDS.ratingRequired).waitFor();
    await expectAccessibleInBothThemes(page, '/ulasan with errors 375');
    await shotPublic(page, 'public-ulasan-form-phone');
    // A link changed by one character, or another request's code: the not-found page, not the form.
    const tampered = url.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    for (const wrong of [tampered, url.replace(code, code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA')]) {
      const response = await page.goto(wrong);
      expect(response?.status()).toBe(404);
    }
    // An English guest's used link says so in English.
    const english = await completedStay('Emma Clarke', 'en');
    const link = await api<{ url: string }>(`/booking/${english}/review-link`, { method: 'POST', token });
    expect(link.url).toMatch(new RegExp(`^/en/ulasan/${english}\\?t=`));
    const t = new URL(link.url, 'http://x').searchParams.get('t');
    await api('/review', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: english, t, rating: 5, text: 'Lovely rooms and a warm welcome.', name: 'Emma' }) });
    const used = await serverHtml(link.url);
    expect([used.status, used.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    expect(used.html).toContain('Your review has been sent');
    // The item's page of all its reviews, and a page past its last one.
    const { page: all } = await open(browser, `/penginapan/${homestay.id}/ulasan`, { viewport: DESKTOP });
    await all.getByRole('heading', { level: 1, name: `Ulasan Tamu · ${homestay.title}` }).waitFor();
    const count = (await cmsGet<ReviewSummary>(`/homestay/${homestay.id}/reviews`)).count;
    expect(await all.getByRole('list', { name: 'Ulasan' }).getByRole('listitem').count()).toBe(Math.min(count, REVIEW.perPage));
    expect((await all.goto(`/penginapan/${homestay.id}/ulasan?page=9`))?.status()).toBe(404);
  });

  it('moves a deleted review to the Sampah, where it is restored', async ({ browser }) => {
    const { data } = await api<{ data: Array<{ id: string; name: string; code: string }> }>(`/review/all?item=${homestay.id}&status=tampil`, { token });
    const review = data[0];
    const { page: admin } = await open(browser, '/signin', { viewport: DESKTOP });
    await signInAdmin(admin);
    await admin.goto('/admin/ulasan?status=tampil');
    await admin.getByRole('button', { name: `Hapus ulasan ${review.name}` }).first().click();
    await dialog(admin, 'Hapus Ulasan').getByRole('button', { name: 'Hapus' }).click();
    await expectToast(admin, 'Ulasan dipindahkan ke Sampah.');
    await admin.goto('/admin/sampah');
    await admin.getByRole('button', { name: new RegExp(`^Pulihkan .* · ${homestay.title}$`) }).first().click();
    await expectToast(admin, TRASH.restored(`${review.code} · ${homestay.title}`));
    const after = await api<{ data: Array<{ id: string }> }>(`/review/all?item=${homestay.id}&status=tampil`, { token });
    expect(after.data.map((entry) => entry.id)).toContain(review.id);
  });
});
