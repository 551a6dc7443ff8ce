// Issue 41 in Chromium: an admin invites a partner → the partner signs in on a phone, chooses their
// own password, changes the price and a photo of their homestay → the public page keeps the old
// price → the admin sees the comparison in Persetujuan, English included, is refused once the
// partner edits again meanwhile, and approves → the public page shows the new price → the partner confirms a request for their homestay and cannot reach another's, nor the
// village's own pages. Then (issue 55) the partner closes two nights of their homestay's calendar:
// the public page shows them full, the platforms' feed lists them, a new address ends the old;
// they add their Airbnb calendar (a local fixture): its nights close on the public page, and a
// night Airbnb sells over a request confirmed here is a conflict on the village's dashboard.
// axe on the partner's pages and on Persetujuan with a change, at 375 and 1280 px in both themes.
import ICAL from 'ical.js';
import { CALENDAR_MESSAGES, IMPORT_MESSAGES, PARTNER, SIGN_IN, addDays, conflictText, formatRupiah, todayInJakarta, type Homestay } from '@desa/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { adminToken, api, createThroughApi, deleteThroughApi, dialog, errorText, expectToast, gone, imageFile, pickDay, shot, signInAdmin, toast, unique, visible } from '../support/admin';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { it } from '../support/fixtures';
import { expectAccessibleInBothThemes, serverHtml } from '../support/public';
import { signIn } from '../support/sign-in';
import { sessionToken } from 'cms/testing/api';
import { startFeedServer } from 'cms/testing/feed-server';
import { airbnbFeed } from 'cms/testing/ical-fixtures';
import { CMS_URL } from '../support/stack';

const today = todayInJakarta();
const partner = { name: 'Bu Darsih', email: `darsih-${Date.now().toString(36)}@mitra.desa`, phone: '081355550001' };
const chosen = 'MitraDesa2026';
let token: string;
let mine: Homestay;
let theirs: Homestay;

/** Seven paragraphs and a list: the comparison shows the changed ones with one around them. */
const LONG_DESCRIPTION = [
  '<p>Rumah panggung dengan teras menghadap sawah.</p>',
  '<p>Kamar berdinding bambu, sejuk sepanjang hari.</p>',
  '<p>Sarapan nasi liwet disajikan di teras.</p>',
  '<p>Pemandu mengantar tamu ke curug.</p>',
  '<ul><li>Kamar mandi dalam</li><li>Air panas</li></ul>',
  '<p>Jalan masuk bisa dilalui mobil.</p>',
].join('');

const homestay = (title: string) => ({
  title: unique(title),
  description: LONG_DESCRIPTION,
  host: 'Bu Darsih',
  location: 'Dusun Kulon',
  rooms: '3',
  guests_per_room: '2',
  price: '300000',
  facility: 'Sarapan',
  check_in: '14:00',
  check_out: '12:00',
});

async function book(item: Homestay): Promise<string> {
  const asked = await api<{ data: { code: string } }>('/booking', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'homestay', item_id: item.id, check_in: today, nights: 1, guests: 2, name: 'Tamu Mitra', phone: '081234500099' }),
  });
  return asked.data.code;
}

/** axe in both themes at phone and desktop width, on each of the paths. */
async function accessibleAtBothWidths(page: Page, paths: string[]) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await expectAccessibleInBothThemes(page, `${path} at ${viewport.width} px`);
    }
  }
  await page.setViewportSize(PHONE);
}

beforeAll(async () => {
  token = await adminToken();
  mine = await createThroughApi<Homestay>('homestay', homestay('Homestay Bu Darsih'), token, 'files');
  theirs = await createThroughApi<Homestay>('homestay', homestay('Homestay Tetangga'), token, 'files');
});

afterAll(async () => {
  const admin = await adminToken();
  for (const item of [mine, theirs]) if (item) await deleteThroughApi('homestay', item.id, admin);
});

describe('partners keep their own listings', () => {
  it('invite → first sign-in → a change waits → approved → public; their requests only', { timeout: 240_000 }, async ({ browser }) => {
    // The admin invites the partner with their homestay.
    const { page: admin } = await newPage(browser, { viewport: DESKTOP });
    await signInAdmin(admin);
    await admin.goto('/admin/tim');
    await admin.getByRole('link', { name: 'Undang Mitra' }).click();
    const invite = dialog(admin, 'Undang Mitra');
    await visible(invite);
    await invite.getByLabel('Nama Lengkap').fill(partner.name);
    await invite.getByLabel('Email').fill(partner.email);
    await invite.getByLabel('WhatsApp').fill(partner.phone);
    await invite.getByRole('checkbox', { name: mine.title }).check();
    await invite.getByRole('button', { name: 'Simpan', exact: true }).click();
    await gone(invite);
    const panel = admin.getByRole('region', { name: PARTNER.added(partner.name) });
    await visible(panel);
    const temporary = (await panel.getByTestId('kata-sandi-sementara').innerText()).trim();
    await visible(admin.getByRole('list', { name: 'Daftar mitra' }).getByText(mine.title));
    // What they own, changed from their row: the form shows it ticked; saving says whose.
    await admin.reload();
    await admin.getByRole('link', { name: `Ubah listing ${partner.name}` }).click();
    const items = dialog(admin, `Listing milik ${partner.name}`);
    await visible(items);
    expect(await items.getByRole('checkbox', { name: mine.title }).isChecked()).toBe(true);
    expect(await items.getByRole('checkbox', { name: theirs.title }).isChecked()).toBe(false);
    await items.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(admin, PARTNER.itemsChanged(partner.name));

    // The partner, on a phone: their own password first, then their Beranda with their homestay.
    const { page: phone } = await newPage(browser, { viewport: PHONE });
    await signIn(phone, { email: partner.email, password: temporary });
    await phone.waitForURL(/\/admin\/kata-sandi-baru$/);
    // Signing in proved the temporary password: only the new one, twice; no welcome while held here.
    expect(await phone.getByLabel(/^Kata sandi sementara/).count()).toBe(0);
    expect(await toast(phone, SIGN_IN.success).count()).toBe(0);
    await phone.getByLabel(/^Kata sandi baru/).fill(chosen);
    await phone.getByLabel(/^Konfirmasi kata sandi baru/).fill(chosen);
    await phone.getByRole('button', { name: 'Simpan dan Lanjutkan' }).click();
    await phone.waitForURL(/\/admin$/);
    await expectToast(phone, SIGN_IN.success);
    await visible(phone.getByRole('heading', { level: 1, name: `Selamat datang, ${partner.name}` }));
    await visible(phone.getByRole('link', { name: mine.title }));
    const menu = phone.getByRole('navigation', { name: 'Menu admin' });
    expect(await menu.getByRole('link', { name: 'Statistik' }).count()).toBe(0);
    await shot(phone, 'admin-mitra-beranda-phone');

    // The price and a photo of their homestay, sent for approval.
    await phone.goto('/admin/listing');
    await phone.getByRole('link', { name: `Ubah ${mine.title}` }).click();
    const form = dialog(phone, 'Edit Penginapan');
    await visible(form);
    await form.getByLabel('Harga per Kamar per Malam').fill('350000');
    await form.getByLabel('Tambah foto').setInputFiles([await imageFile('teras-baru.png', '#c84')]);
    await form.getByRole('button', { name: 'Kirim untuk Disetujui' }).click();
    await expectToast(phone, PARTNER.changeSent);
    await phone.goto('/admin/listing');
    await visible(phone.getByText('Menunggu persetujuan'));
    await shot(phone, 'admin-mitra-listing-phone');

    // Their English title too (issue 51): it joins the same change.
    const partnerToken = await sessionToken(CMS_URL, { email: partner.email, password: chosen });
    const english = (fields: Record<string, string>) =>
      fetch(`${CMS_URL}/api/v1/homestay/update/${mine.id}?_method=PATCH&locale=en`, { method: 'POST', headers: { authorization: `Bearer ${partnerToken}`, 'content-type': 'application/json' }, body: JSON.stringify(fields) });
    expect((await english({ title: 'Darsih Rice-Field Homestay', description: '<p>A stilt house facing the rice fields.</p>', location: 'Kulon hamlet' })).status).toBe(202);
    // And one paragraph and one list item of the long description.
    const indonesian = await fetch(`${CMS_URL}/api/v1/homestay/update/${mine.id}?_method=PATCH`, {
      method: 'POST',
      headers: { authorization: `Bearer ${partnerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ description: LONG_DESCRIPTION.replace('Pemandu mengantar tamu ke curug.', 'Pemandu desa yang ramah mengantar tamu ke curug.').replace('<li>Air panas</li>', '<li>Air panas</li><li>Wi-Fi</li>') }),
    });
    expect(indonesian.status, await indonesian.clone().text()).toBe(202);

    // The public keeps the published price meanwhile.
    const before = (await serverHtml(`/penginapan/${mine.id}`)).html;
    expect([before.includes('300.000'), before.includes('350.000')]).toEqual([true, false]);

    // The admin compares and approves.
    await admin.goto('/admin/persetujuan');
    const change = admin.getByRole('article', { name: mine.title });
    await visible(change.getByText(`Penginapan · dari ${partner.name}`, { exact: false }));
    await visible(change.getByText('Harga', { exact: true }));
    await visible(change.getByText(formatRupiah(350_000)));
    await visible(change.getByRole('img', { name: /^Foto \d+, baru$/ }));
    // The description: the changed paragraph and the new list item on their own lines, one unchanged one
    // around them; the paragraphs further off folded until "Tampilkan semua".
    await visible(change.getByText('desa yang ramah', { exact: true }));
    await visible(change.getByText('• Wi-Fi', { exact: true }));
    await visible(change.getByText('• Air panas', { exact: true }).first());
    await visible(change.getByText('Sarapan nasi liwet disajikan di teras.').first());
    expect(await change.getByText('Rumah panggung dengan teras menghadap sawah.').count()).toBe(0);
    await visible(change.getByText('… 2 paragraf tidak berubah').first());
    await change.getByRole('button', { name: 'Tampilkan semua' }).click();
    expect(await change.getByText('Rumah panggung dengan teras menghadap sawah.').count()).toBe(2);
    await change.getByRole('button', { name: 'Tampilkan perubahan saja' }).click();
    const inEnglish = change.getByRole('region', { name: 'Bahasa Inggris (situs /en)' });
    await visible(inEnglish.getByText('Darsih Rice-Field Homestay'));
    await accessibleAtBothWidths(admin, ['/admin/persetujuan']);
    await admin.setViewportSize(DESKTOP);
    await shot(admin, 'admin-persetujuan');
    // The partner edits again while the admin reads: Setujui refuses what was not shown.
    expect((await english({ title: 'Darsih Homestay by the Rice Fields' })).status).toBe(202);
    await change.getByRole('button', { name: `Setujui perubahan ${mine.title}` }).click();
    await expectToast(admin, PARTNER.changeMoved);
    expect((await serverHtml(`/penginapan/${mine.id}`)).html).not.toContain('350.000');
    await visible(inEnglish.getByText('Darsih Homestay by the Rice Fields'));
    await change.getByRole('button', { name: `Setujui perubahan ${mine.title}` }).click();
    await expectToast(admin, PARTNER.approved);

    // Public at once (the CMS's purge): the new price.
    await expect.poll(async () => (await serverHtml(`/penginapan/${mine.id}`)).html.includes('350.000'), { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await serverHtml(`/en/penginapan/${mine.id}`)).html.includes('Darsih Homestay by the Rice Fields'), { timeout: 10_000 }).toBe(true);

    // Their requests only: they confirm their own; another's is refused.
    const own = await book(mine);
    const other = await book(theirs);
    await phone.goto('/admin/pemesanan');
    await visible(phone.getByRole('article', { name: own }));
    expect(await phone.getByRole('article', { name: other }).count()).toBe(0);
    await phone.getByRole('article', { name: own }).getByRole('button', { name: 'Konfirmasi' }).click();
    await expectToast(phone, `${own}: Pesanan dikonfirmasi.`);
    const refused = await fetch(new URL('/admin/pemesanan', phone.url()), {
      method: 'POST',
      headers: { cookie: (await phone.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; '), origin: new URL(phone.url()).origin },
      body: new URLSearchParams({ intent: 'confirm', code: other }),
      redirect: 'manual',
    });
    expect(refused.status).toBeLessThan(500);
    expect((await api<{ data: { status: string } }>(`/booking/${other}`, { token })).data.status).toBe('baru');
    // The village's own pages send them to their Beranda, saying why.
    for (const path of ['/admin/statistik', '/admin/persetujuan', '/admin/tim', '/admin/wisata', '/admin/riwayat']) {
      await phone.goto(path);
      expect(new URL(phone.url()).pathname, path).toBe('/admin');
    }
    await expectToast(phone, PARTNER.villageOnlyPage);

    // Their own guide in Bantuan, not the village admin's.
    await phone.goto('/admin/bantuan');
    await visible(phone.getByRole('heading', { level: 2, name: 'Mengubah listing' }));
    expect(await phone.getByRole('heading', { level: 2, name: 'Pemesanan' }).count()).toBe(0);

    await accessibleAtBothWidths(phone, ['/admin', '/admin/listing', '/admin/penginapan', '/admin/pemesanan', '/admin/ulasan', '/admin/profile', '/admin/bantuan']);
  });

  it("closes nights in their homestay's calendar: the public page and the platforms' feed see them; a new address ends the old", { timeout: 120_000 }, async ({ browser }) => {
    const { page } = await newPage(browser, { viewport: PHONE });
    await signIn(page, { email: partner.email, password: chosen });
    await page.waitForURL(/\/admin$/);
    const [first, last] = [addDays(today, 20), addDays(today, 21)];
    const fullNights = async () => ((await serverHtml(`/penginapan/${mine.id}`)).html.match(/<s>\d+<\/s>/g) ?? []).length;
    expect(await fullNights()).toBe(0);

    // Their own homestay's calendar only, from the inbox.
    await page.goto('/admin/pemesanan');
    expect(await page.getByRole('link', { name: theirs.title }).count()).toBe(0);
    await page.getByRole('link', { name: mine.title }).click();
    await page.waitForURL((url) => url.searchParams.get('kalender') === mine.id);
    await page.goto(`/admin/pemesanan?kalender=${mine.id}&bulan=${first.slice(0, 7)}`);
    const form = page.locator('#form-homestay-block');
    // The last night before the first: refused in the form, nothing sent.
    await form.getByRole('button', { name: /^Malam pertama/ }).click();
    await pickDay(form, last);
    await form.getByRole('button', { name: /^Malam terakhir/ }).click();
    await pickDay(form, first);
    await form.getByRole('button', { name: 'Tutup tanggal' }).click();
    await visible(errorText(form, CALENDAR_MESSAGES.toBeforeFrom));
    await form.getByRole('button', { name: /^Malam pertama/ }).click();
    await pickDay(form, first);
    await form.getByRole('button', { name: /^Malam terakhir/ }).click();
    await pickDay(form, last);
    await form.getByLabel(/^Catatan/).fill('Renovasi kamar mandi');
    await form.getByRole('button', { name: 'Tutup tanggal' }).click();
    await expectToast(page, CALENDAR_MESSAGES.blocked);
    const closed = page.getByRole('list', { name: 'Tanggal yang ditutup' });
    await visible(closed.getByText('Renovasi kamar mandi · oleh Bu Darsih'));
    const shown = [first, last].filter((night) => night.slice(0, 7) === first.slice(0, 7)).length;
    expect(await page.getByRole('cell', { name: /Tutup untuk semua kamar/ }).count()).toBe(shown);
    await expect.poll(fullNights, { timeout: 10_000 }).toBe(2);
    await shot(page, 'admin-kalender-penginapan-phone');

    // The platforms' address: through the web server, fresh, the two nights as one all-day event.
    const address = await page.getByLabel('Alamat kalender (rahasia)').inputValue();
    const feedUrl = new URL(new URL(address).pathname, page.url());
    const feed = await fetch(feedUrl);
    expect([feed.status, feed.headers.get('content-type'), feed.headers.get('cache-control')]).toEqual([200, 'text/calendar; charset=utf-8', 'no-cache']);
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => [event.summary, event.startDate.toString(), event.endDate.toString()])).toEqual([['Terpesan', first, addDays(last, 1)]]);
    expect((await fetch(feedUrl, { headers: { 'if-none-match': feed.headers.get('etag')! } })).status).toBe(304);

    await page.getByText('Ganti alamat…').click();
    await page.getByRole('button', { name: 'Ya, ganti alamat' }).click();
    await expectToast(page, CALENDAR_MESSAGES.feedRotated);
    const renewed = await page.getByLabel('Alamat kalender (rahasia)').inputValue();
    expect(renewed).not.toBe(address);
    expect((await fetch(feedUrl)).status).toBe(404);
    expect((await fetch(new URL(new URL(renewed).pathname, page.url()))).status).toBe(200);

    await accessibleAtBothWidths(page, [`/admin/pemesanan?kalender=${mine.id}&bulan=${first.slice(0, 7)}`]);
    await closed.getByRole('button', { name: /^Buka kembali/ }).click();
    await expectToast(page, CALENDAR_MESSAGES.unblocked);
    await visible(page.getByText('Belum ada tanggal yang ditutup.'));
    await expect.poll(fullNights, { timeout: 10_000 }).toBe(0);
  });

  it("reads their Airbnb calendar: its nights close on the public page; a night sold there over a confirmed request is a conflict for the village", { timeout: 120_000 }, async ({ browser }) => {
    const feeds = await startFeedServer();
    try {
      const [first, last, held] = [addDays(today, 24), addDays(today, 25), addDays(today, 30)];
      feeds.set('/airbnb.ics', { body: airbnbFeed(today, { reservations: [{ from: first, to: last }], notAvailable: null }) });
      const { page } = await newPage(browser, { viewport: PHONE });
      await signIn(page, { email: partner.email, password: chosen });
      await page.waitForURL(/\/admin$/);
      await page.goto(`/admin/pemesanan?kalender=${mine.id}&bulan=${first.slice(0, 7)}`);
      const form = page.locator('#form-platform-calendar');
      await form.getByLabel('Nama').fill('Airbnb');
      await form.getByLabel(/^Alamat ekspor/).fill(feeds.url('/airbnb.ics'));
      await form.getByRole('button', { name: 'Tambah dan sinkronkan' }).click();
      await expectToast(page, IMPORT_MESSAGES.added);
      const listed = page.getByRole('list', { name: 'Kalender platform' });
      await visible(listed.getByText(/Airbnb · semua kamar · 1 jadwal/));
      await visible(listed.getByText(/^Sinkron \d{2}\.\d{2} WIB$/));
      const fromAirbnb = page.getByRole('cell', { name: /dari Airbnb/ });
      expect(await fromAirbnb.count()).toBe([first, last].filter((night) => night.slice(0, 7) === first.slice(0, 7)).length);
      await expect.poll(async () => ((await serverHtml(`/penginapan/${mine.id}`)).html.match(/<s>\d+<\/s>/g) ?? []).length, { timeout: 10_000 }).toBe(2);
      await shot(page, 'admin-kalender-platform-phone');

      // Airbnb sells a night a request here already holds: "Sinkronkan sekarang" brings it in, nothing is cancelled.
      const asked = await api<{ data: { code: string } }>('/booking', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'homestay', item_id: mine.id, check_in: held, nights: 1, guests: 2, name: 'Tamu Bentrok', phone: '081234500098' }),
      });
      const code = asked.data.code;
      await api(`/booking/${code}/confirm`, { method: 'POST', token });
      feeds.set('/airbnb.ics', { body: airbnbFeed(today, { reservations: [{ from: first, to: last }, { from: held, to: held }], notAvailable: null }) });
      await listed.getByRole('button', { name: 'Sinkronkan Airbnb sekarang' }).click();
      await expectToast(page, IMPORT_MESSAGES.synced);
      const conflict = conflictText({ calendar: 'Airbnb', from: held, to: held, code });
      const admin = await newPage(browser, { viewport: DESKTOP });
      await signInAdmin(admin.page, '/admin');
      await visible(admin.page.getByRole('alert').getByText(`${mine.title}: ${conflict}`));
      await shot(admin.page, 'admin-bentrok-jadwal');
      expect((await api<{ data: { status: string } }>(`/booking/${code}`, { token })).data.status).toBe('dikonfirmasi');

      // Removed: Airbnb's nights are free again here.
      await page.getByText('Hapus…').click();
      await page.getByRole('button', { name: 'Ya, hapus Airbnb' }).click();
      await expectToast(page, IMPORT_MESSAGES.removed);
      await visible(page.getByText('Belum ada kalender platform.'));
      await expect.poll(async () => ((await serverHtml(`/penginapan/${mine.id}`)).html.match(/<s>\d+<\/s>/g) ?? []).length, { timeout: 10_000 }).toBe(0);
      await api(`/booking/${code}/cancel`, { method: 'POST', token, body: JSON.stringify({ reason: 'Bentrok' }), headers: { 'content-type': 'application/json' } });
    } finally {
      await feeds.close();
    }
  });
});
