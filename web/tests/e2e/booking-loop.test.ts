// Issue 38, the whole loop in Chromium, with JavaScript on and off: a visitor books 2 rooms for 2
// nights → the chat opens with the request's code → the admin confirms it with an amount in
// /admin/pemesanan → those nights show 2 rooms fewer on the homestay's public calendar → the
// guest's status page says Dikonfirmasi → the admin marks it done. And a tour package's own
// page: its calendar of places, its JSON-LD and its form.
import { addDays, formatDateWithDay, formatRupiah, groupRupiah, todayInJakarta, type Homestay, type List, type TourPackage } from '@desa/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { adminToken, api, createThroughApi, deleteThroughApi, dialog, expectToast, shot, signInAdmin, toast, unique } from '../support/admin';
import { NEW_REQUESTS } from '../../app/lib/new-requests';
import { DESKTOP, PHONE } from '../support/browser';
import { it } from '../support/fixtures';
import { cmsGet, codeOf, expectAccessibleInBothThemes, open, sendForm, shotPublic, waitForScripts, whatsappText } from '../support/public';

const today = todayInJakarta();
// This file's own homestays and package: other files of the stack create and delete theirs meanwhile.
let homestays: Homestay[];
let pkg: TourPackage;

beforeAll(async () => {
  const token = await adminToken();
  const homestay = (title: string) =>
    createThroughApi<Homestay>('homestay', { title: unique(title), description: '<p>Rumah panggung.</p>', host: 'Bu Ratna', location: 'Dusun Kidul', rooms: '4', guests_per_room: '2', price: '200000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' }, token, 'files');
  homestays = [await homestay('Homestay Pesan'), await homestay('Homestay Tanpa Skrip'), await homestay('Homestay Sinyal')];
  pkg = await createThroughApi<TourPackage>('package', { title: unique('Paket Pesan'), price: '150000', benefit: 'Pemandu Wisata', quota: '12' }, token);
});

afterAll(async () => {
  const token = await adminToken();
  const made = [...(homestays ?? []).map((homestay) => ['homestay', homestay.id]), ...(pkg ? [['package', pkg.id]] : [])];
  await Promise.all(made.map(([type, id]) => deleteThroughApi(type, id, token)));
});

/** The public calendar's cell of `day`: its small number is the rooms left. */
async function roomsLeft(page: Page, day: string): Promise<string> {
  const cells = page.getByRole('region', { name: 'Ketersediaan' }).locator('td');
  const texts = await cells.evaluateAll((nodes, wanted) => nodes.map((node) => ({ day: node.firstChild?.textContent ?? '', left: node.querySelector('small')?.textContent ?? (node.querySelector('s') ? '0' : '') })).filter((cell) => cell.day === wanted), String(Number(day.slice(8))));
  return texts[0]?.left ?? '';
}

async function bookTwoRooms(page: Page, homestay: Homestay) {
  await page.getByLabel('Tanggal check-in').fill(today);
  await page.getByLabel('Tanggal check-out').fill(addDays(today, 2));
  await page.getByLabel('Jumlah tamu').fill('3');
  await page.getByLabel('Jumlah kamar').fill('2');
  await page.getByLabel('Nama Anda').fill('Dewi Lestari');
  await page.getByLabel('Nomor WhatsApp').fill('0812 7777 8888');
  await page.getByLabel('Catatan (opsional)').fill('Tiba sore hari.');
  const { chat, via } = await sendForm(page, () => page.getByRole('button', { name: 'Pesan via WhatsApp' }).click());
  const code = codeOf(chat);
  expect(code, whatsappText(chat)).toMatch(/^[A-Z0-9]{6}$/);
  expect(via).toContain(`/wa/pesanan/${code}?t=`);
  expect(whatsappText(chat)).toContain(`*${homestay.title}*`);
  const statusLink = /^Status pesanan: (\S+)$/m.exec(whatsappText(chat))![1];
  return { code, statusPath: new URL(statusLink).pathname + new URL(statusLink).search };
}

describe('a booking request, from the form to a guest who came', () => {
  for (const javaScript of [true, false]) {
    it(`goes from the form to done, JavaScript ${javaScript ? 'on' : 'off'}`, async ({ browser }) => {
      const homestay = homestays[javaScript ? 0 : 1];
      // The admin has the dashboard open (on a desktop: the menu shows the count beside Pemesanan).
      const { page: admin } = await open(browser, '/signin', { viewport: DESKTOP });
      // The dashboard's timers run at their pace; the test moves its clock a round on instead of waiting one out.
      await admin.clock.install();
      await signInAdmin(admin);
      const waiting = async () => {
        const text = await admin.getByRole('link', { name: 'Pesanan Baru' }).locator('span.text-2xl').innerText();
        return /^\d+$/.test(text) ? Number(text) : NaN;
      };
      // The card streams in ('–' until the count arrives).
      // (Beside the waiting reviews' card, each a read of the CMS: on a loaded machine more than expect.poll's default second.)
      await expect.poll(waiting, { timeout: 15_000 }).not.toBeNaN();
      const before_ = await waiting();

      const { page } = await open(browser, `/penginapan/${homestay.id}`, { viewport: PHONE, javaScriptEnabled: javaScript });
      await page.getByRole('heading', { name: 'Ketersediaan' }).waitFor();
      const before = Number(await roomsLeft(page, addDays(today, 1)));
      const { code, statusPath } = await bookTwoRooms(page, homestay);

      // The guest's page before the village answers.
      const guest = await open(browser, statusPath, { viewport: PHONE, javaScriptEnabled: javaScript });
      await guest.page.getByText('Baru', { exact: true }).waitFor();

      // The open dashboard counts it after a round of asking (every NEW_REQUESTS.pollMs while visible), menu and card.
      if (javaScript) {
        await admin.clock.fastForward(NEW_REQUESTS.pollMs);
        // (Other files of this stack may book in the same moments: at least this one more.)
        await expect.poll(waiting, { timeout: 10_000 }).toBeGreaterThan(before_);
        const now = await waiting();
        expect(await admin.getByRole('navigation', { name: 'Menu admin' }).getByLabel(`${now} baru`).count()).toBe(1);
      }

      // The admin confirms it with an amount, in the inbox.
      await admin.goto('/admin/pemesanan');
      const card = admin.getByRole('article', { name: code });
      await card.getByText('Dewi Lestari').waitFor();
      await card.getByText('+6281277778888').waitFor();
      await card.getByText('Tiba sore hari.').waitFor();
      // Rupiah in thousands groups, as shown and as typed (45.000 and 450.000 read apart).
      const amount = card.getByLabel('Nilai (Rp)');
      expect(await amount.inputValue()).toBe(groupRupiah(String(homestay.price * 2 * 2)));
      await amount.fill('');
      await amount.pressSequentially('900000');
      expect(await amount.inputValue()).toBe('900.000');
      await card.getByRole('button', { name: 'Konfirmasi' }).click();
      await expectToast(admin, `${code}: Pesanan dikonfirmasi.`);
      const confirmed = admin.getByRole('article', { name: code });
      await confirmed.getByText('Nilai dikonfirmasi: Rp 900.000').waitFor();
      const reply = await confirmed.getByRole('link', { name: 'Balas di WhatsApp' }).getAttribute('href');
      expect(decodeURIComponent(reply!)).toContain(`Total: ${formatRupiah(900_000)}`);
      if (javaScript) {
        await admin.setViewportSize(PHONE);
        await shot(admin, 'admin-pemesanan-phone');
      }

      // The public calendar: two rooms fewer on both nights, at once (the page was purged).
      await page.goto(`/penginapan/${homestay.id}`);
      expect(Number(await roomsLeft(page, today))).toBe(before - 2);
      expect(Number(await roomsLeft(page, addDays(today, 1)))).toBe(before - 2);
      expect(await roomsLeft(page, addDays(today, 2))).toBe(String(before));
      // The guest's page says so, with the amount.
      await guest.page.reload();
      await guest.page.getByText('Dikonfirmasi', { exact: true }).waitFor();
      await guest.page.getByText('Rp 900.000').first().waitFor();
      if (javaScript) await shotPublic(guest.page, 'public-pesanan-status-phone');

      // The stay began today: the admin marks it done, asked first (the check-out day), and takes it back
      // once, from the move's toast (first run) or from the card (second run): both moves stay in the history.
      await admin.goto('/admin/pemesanan?status=dikonfirmasi');
      const complete = async () => {
        await admin.getByRole('article', { name: code }).getByRole('link', { name: 'Selesai' }).click();
        const asked = dialog(admin, 'Tandai selesai?');
        await asked.getByText(`Tamu check-out ${formatDateWithDay(addDays(today, 2))}.`).waitFor();
        if (javaScript) await shot(admin, 'admin-pemesanan-selesai-phone');
        await asked.getByRole('button', { name: 'Tandai selesai' }).click();
        await expectToast(admin, `${code}: Pesanan ditandai selesai.`);
      };
      await complete();
      // (A completed request leaves the Dikonfirmasi tab: its card is under Selesai.)
      if (!javaScript) await admin.goto('/admin/pemesanan?status=selesai');
      const undo = javaScript ? toast(admin, `${code}: Pesanan ditandai selesai.`).getByRole('button', { name: 'Urungkan' }) : admin.getByRole('article', { name: code }).getByRole('button', { name: 'Urungkan' });
      await undo.click();
      await expectToast(admin, `${code}: Langkah terakhir diurungkan: pesanan kembali Dikonfirmasi.`);
      await admin.goto('/admin/pemesanan?status=dikonfirmasi');
      const undone = admin.getByRole('article', { name: code });
      await undone.getByText('Dikonfirmasi', { exact: true }).waitFor();
      await undone.getByText('Riwayat status').click();
      await undone.getByText(/Dikonfirmasi → Selesai$/).waitFor();
      await undone.getByText(/Selesai → Dikonfirmasi \(diurungkan\)$/).waitFor();
      await complete();
      const stored = await api<{ data: { status: string; amount: number } }>(`/booking/${code}`, { token: await adminToken() });
      expect(stored.data).toMatchObject({ status: 'selesai', amount: 900_000 });
    });
  }

  it('keeps the form when there is no signal, and sends it once the signal is back', async ({ browser }) => {
    const homestay = homestays[2];
    const { context, page } = await open(browser, `/penginapan/${homestay.id}`, { viewport: PHONE });
    await page.getByLabel('Tanggal check-in').fill(addDays(today, 30));
    await page.getByLabel('Tanggal check-out').fill(addDays(today, 31));
    await page.getByLabel('Jumlah tamu').fill('1');
    await page.getByLabel('Nama Anda').fill('Tamu Tanpa Sinyal');
    await page.getByLabel('Nomor WhatsApp').fill('081299998888');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Pesan via WhatsApp' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Tidak ada sinyal: permintaan belum terkirim.' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/penginapan/${homestay.id}`);
    expect(await page.getByLabel('Nama Anda').inputValue()).toBe('Tamu Tanpa Sinyal');
    await context.setOffline(false);
    const { chat } = await sendForm(page, () => alert.getByRole('button', { name: 'Coba lagi' }).click());
    expect(whatsappText(chat)).toContain('Nama: Tamu Tanpa Sinyal');
  });

  it('refuses a wrong or missing status link with the not-found page, privately', async ({ browser }) => {
    const { page } = await open(browser, '/pesanan/ABCDEF?t=1.abc');
    await page.getByText('Maaf, halaman yang Anda cari tidak ditemukan.').waitFor();
    const response = await fetch(new URL('/pesanan/ABCDEF', page.url()));
    expect(response.status).toBe(404);
  });

  it("gives a tour package its own page: benefits, places left, TouristTrip, and a request", async ({ browser }) => {
    // The home page's cards lead to the packages' pages (which ones it shows, other files may change).
    const { page } = await open(browser, '/', { viewport: DESKTOP });
    const shown = (await cmsGet<List<TourPackage>>('/package/all?limit=100')).data.map((entry) => `/paket/${entry.id}`);
    expect(shown).toContain(await page.getByRole('link', { name: /^Lihat Paket: / }).first().getAttribute('href'));
    await page.goto(`/paket/${pkg.id}`);
    await page.getByRole('heading', { level: 1, name: pkg.title }).waitFor();
    await page.getByRole('heading', { name: 'Ketersediaan' }).waitFor();
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')));
    expect(data.find((entry) => entry['@type'] === 'TouristTrip')).toMatchObject({ name: pkg.title, offers: { '@type': 'Offer', price: pkg.price, priceCurrency: 'IDR' } });
    await shotPublic(page, 'public-paket-detail-desktop');
    await page.getByLabel('Tanggal kunjungan').fill(addDays(today, 3));
    await page.getByLabel('Jumlah peserta').fill('13');
    await page.getByLabel('Nama Anda').fill('Sekolah Harapan');
    await page.getByLabel('Nomor WhatsApp').fill('081355556666');
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Pesan via WhatsApp' }).click(),
    ]);
    // The answer echoes the visitor's name and number: never in a shared cache.
    expect(refused.headers()['cache-control']).toBe('private, no-store');
    const placesLeft = page.getByText(/^Hanya tersisa 12 tempat pada /);
    await placesLeft.waitFor();
    // The public script cannot know the quota: the server's word stays once it runs and while another field changes.
    await waitForScripts(page);
    await page.getByLabel('Catatan (opsional)').fill('Rombongan sekolah.');
    await placesLeft.waitFor();
    await page.getByLabel('Jumlah peserta').fill('4');
    const { chat } = await sendForm(page, () => page.getByRole('button', { name: 'Pesan via WhatsApp' }).click());
    expect(whatsappText(chat)).toContain(`Jumlah peserta: 4 orang\nPerkiraan total: ${formatRupiah(pkg.price * 4)}`);
    for (const viewport of [PHONE, DESKTOP]) {
      const { page: check } = await open(browser, `/paket/${pkg.id}`, { viewport });
      await expectAccessibleInBothThemes(check, `/paket ${viewport.width}`);
    }
  });

  it('passes axe on the inbox in both themes at 375 and 1280 px', async ({ browser }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await open(browser, '/signin', { viewport });
      await signInAdmin(page);
      await page.goto('/admin/pemesanan?status=selesai');
      await page.getByRole('heading', { name: 'Pemesanan' }).waitFor();
      await expectAccessibleInBothThemes(page, `/admin/pemesanan ${viewport.width}`);
      if (viewport === DESKTOP) await shot(page, 'admin-pemesanan-desktop');
    }
  });
});
