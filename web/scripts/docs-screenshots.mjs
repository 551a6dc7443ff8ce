#!/usr/bin/env node
// `npm run docs:screenshots`: the pictures of the village admin's guide (docs/panduan-admin.md)
// and the partners' (docs/panduan-mitra.md), taken from the seeded demo village on a phone-sized
// Chromium, light theme, into docs/gambar.
// Run it again whenever the back office's screens change. Needs the built CMS and web app
// (`npm run build`) and Chromium (CHROME_PATH or the usual paths).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { qrisCrc } from '@desa/contract';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(webDir, '../docs/gambar');
/** A common Android phone; docs/panduan-admin.md and the guide's page show them at this size. */
const PHONE = { width: 390, height: 844 };

/**
 * web/tests/support/servers.ts as used here. (Typed by hand: its extensionless imports, fine
 * for vitest and jiti, are not ESM that this project's NodeNext resolution could follow.)
 * @typedef {{ startWeb: (cmsUrl: string) => Promise<{ url: string, stop: () => Promise<void> }> }} WebServers
 */

const jiti = createJiti(import.meta.url);
const { startCms, TEST_ADMIN } = /** @type {typeof import('../../cms/tests/support/strapi-server.js')} */ (
  await jiti.import(path.join(webDir, '../cms/tests/support/strapi-server.ts'))
);
const { sessionToken } = /** @type {typeof import('../../cms/tests/support/api.js')} */ (await jiti.import(path.join(webDir, '../cms/tests/support/api.ts')));
const { startWeb } = /** @type {WebServers} */ (await jiti.import(path.join(webDir, 'tests/support/servers.ts')));
const { findChromium, CHROMIUM_ARGS } = /** @type {typeof import('../tests/support/chromium.js')} */ (
  await jiti.import(path.join(webDir, 'tests/support/chromium.ts'))
);

/** @typedef {import('playwright-core').Page} Page */

/**
 * Each picture: its file name in docs/gambar, and how to get the screen ready on a signed-in page.
 * `paper`: on an A4 sheet's width (794 CSS px) drawn at the phone's 390 pixels; `partner`: signed
 * in as a partner (MITRA) who owns a homestay and sent a change of it.
 * @type {Array<[name: string, prepare: (page: Page, ids: { tour: string, completed: string, reviewForm: string, paying: string, dueStatus: string }) => Promise<unknown>, options?: { signedIn: boolean, paper?: boolean, partner?: boolean }]>}
 */
const SHOTS = [
  ['masuk', async (page) => page.goto('/signin'), { signedIn: false }],
  ['dasbor', async (page) => page.goto('/admin')],
  ['menu', async (page) => (await page.goto('/admin'), await page.getByRole('button', { name: 'Buka atau tutup sidebar' }).click())],
  ['wisata-tambah', async (page) => page.goto('/admin/wisata?baru')],
  ['paket-tambah', async (page) => page.goto('/admin/paket-wisata?baru')],
  ['agenda-tambah', async (page) => page.goto('/admin/agenda-desa?baru')],
  ['artikel-tambah', async (page) => page.goto('/admin/artikel?baru')],
  ['galeri-tambah', async (page) => page.goto('/admin/galeri?baru')],
  ['bahasa-inggris', async (page, ids) => page.goto(`/admin/wisata?inggris=${ids.tour}`)],
  ['profil-desa', async (page) => page.goto('/admin/profil-desa')],
  ['pengaturan', async (page) => page.goto('/admin/pengaturan')],
  ['pemesanan', async (page) => page.goto('/admin/pemesanan')],
  ['pembayaran-pengaturan', async (page) => (await page.goto('/admin/profil-desa'), await scrollToTop(page, '#pembayaran', 96))],
  ['pembayaran-tamu', async (page, ids) => (await page.goto(ids.dueStatus), await scrollToTop(page, '[role=img][aria-label^="QRIS"]', 150)), { signedIn: false }],
  ['bukti-bayar', async (page, ids) => (await page.goto('/admin/pemesanan?status=dikonfirmasi'), await page.getByRole('region', { name: `Pembayaran ${ids.paying}` }).scrollIntoViewIfNeeded())],
  ['minta-ulasan', async (page, ids) => (await page.goto('/admin/pemesanan?status=selesai'), await page.getByRole('article', { name: ids.completed }).getByRole('button', { name: 'Minta ulasan' }).click(), await page.getByRole('link', { name: 'Kirim permintaan ulasan di WhatsApp' }).scrollIntoViewIfNeeded())],
  ['ulasan-tamu', async (page, ids) => page.goto(ids.reviewForm), { signedIn: false }],
  ['ulasan', async (page) => page.goto('/admin/ulasan?status=tampil')],
  ['undang-mitra', async (page) => page.goto('/admin/tim?baru=mitra')],
  ['persetujuan', async (page) => page.goto('/admin/persetujuan')],
  ['mitra-beranda', async (page) => page.goto('/admin'), { signedIn: true, partner: true }],
  ['mitra-listing', async (page) => page.goto('/admin/listing'), { signedIn: true, partner: true }],
  ['laporan', async (page) => page.goto(`/admin/laporan?bulan=${thisMonth()}`)],
  // What the printer gets: the print rules on an A4 page, shrunk to the guide's width.
  ['laporan-cetak', async (page) => (await page.emulateMedia({ media: 'print' }), await page.goto(`/admin/laporan?bulan=${thisMonth()}`)), { signedIn: true, paper: true }],
];

function thisMonth() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()).slice(0, 7);
}
/** `SHOTS=pemesanan,menu` takes only those (the others' files stay as they are). */
const only = process.env.SHOTS?.split(',');

/** A BUMDes's static QRIS, as its bank prints it on the sticker. */
function sticker() {
  const tlv = (/** @type {string} */ tag, /** @type {string} */ value) => `${tag}${String(value.length).padStart(2, '0')}${value}`;
  const merchant = tlv('26', tlv('00', 'ID.CO.BRI.WWW') + tlv('01', '936000020112345678')) + tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID1023246813579'));
  const body = `${tlv('00', '01')}${tlv('01', '11')}${merchant}${tlv('52', '7011')}${tlv('53', '360')}${tlv('58', 'ID')}${tlv('59', 'BUMDES SUKAMAJU')}${tlv('60', 'GARUT')}6304`;
  return body + qrisCrc(body);
}

/**
 * Scrolls the element of `selector` to the top of the screen, `margin` pixels below it (a bar).
 * @param {Page} page @param {string} selector @param {number} margin
 */
async function scrollToTop(page, selector, margin) {
  await page.locator(selector).first().waitFor();
  await page.evaluate(([css, gap]) => window.scrollTo(0, (document.querySelector(String(css))?.getBoundingClientRect().top ?? 0) + window.scrollY - Number(gap)), [selector, margin]);
}

/** What a guest's phone shows after a transfer: a bank app's receipt, as a picture. */
function transferReceipt() {
  const lines = ['Transfer Berhasil', 'Rp150.000', 'Ke BUMDes Sukamaju', 'BRI 0123 0100 0456 507', '29 Nov 2026 10.15 WIB'];
  const text = lines.map((line, index) => `<text x="180" y="${140 + index * 56}" font-size="${index === 1 ? 40 : 24}" text-anchor="middle" font-family="sans-serif">${line}</text>`).join('');
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480"><rect width="360" height="480" fill="#f4f7fb"/><circle cx="180" cy="70" r="30" fill="#1f9d55"/>${text}</svg>`)).jpeg().toBuffer();
}

/** A partner of the demo village: Bu Darsih, who owns its first homestay. */
const PARTNER = { name: 'Bu Darsih', email: 'darsih@mitra.desa', password: 'MitraDesa2026' };

/** @param {Page} page */
async function signIn(page, { email, password } = TEST_ADMIN) {
  await page.goto('/signin');
  await page.getByPlaceholder('Masukan email anda').fill(email);
  await page.getByPlaceholder('Masukan password anda').fill(password);
  await page.getByRole('button', { name: 'SignIn' }).click();
  await page.waitForURL(/\/admin$/);
}

/**
 * Fonts, images and transitions done, so the picture shows the screen at rest.
 * @param {Page} page
 */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Only the images on screen: lazy ones further down are never asked for.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((image) => image.complete),
  );
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity));
}

console.log('Menyalakan CMS berisi desa contoh dan aplikasi web (build)…');
const cms = await startCms({ seed: true });
const web = await startWeb(cms.url);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const [tour] = (await (await fetch(`${cms.url}/api/v1/tour/all?limit=1`)).json()).data;
  const ids = { tour: tour.id, completed: '', reviewForm: '', paying: '', dueStatus: '' };
  // Two requests in the inbox, as guests would send them from a homestay's page.
  const [homestay] = (await (await fetch(`${cms.url}/api/v1/homestay/all?limit=1`)).json()).data;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const codes = [];
  const statusPaths = [];
  for (const [name, nights] of [['Dewi Lestari', 2], ['Budi Santoso', 1], ['Sari Wulandari', 1], ['Rina Marlina', 2]]) {
    const answer = await (
      await fetch(`${cms.url}/api/v1/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'homestay', item_id: homestay.id, check_in: today, nights, guests: 2, name, phone: '081277778888', note: 'Tiba sore hari.' }),
      })
    ).json();
    codes.push(answer.data.code);
    statusPaths.push(answer.status_url);
  }
  // The third came and stayed: the report has income to show (the inbox keeps the other two).
  const token = await sessionToken(cms.url);
  for (const move of ['confirm', 'complete']) {
    await fetch(`${cms.url}/api/v1/booking/${codes[2]}/${move}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
  }
  // The village takes payments (a BUMDes QRIS and a bank account); the first is confirmed and
  // its deposit due, the fourth too and its guest sent a photo of the transfer, which waits.
  const paymentSettings = {
    qris_payload: sticker(),
    banks: [{ bank: 'BRI', number: '012301000456507', holder: 'BUMDes Sukamaju' }],
    deposit_percent: 30,
    pay_within_hours: 24,
    auto_cancel: false,
    policy: 'Uang muka tidak dapat dikembalikan bila pembatalan kurang dari 3 hari sebelum kedatangan.',
    policy_en: 'The deposit is not refunded for a cancellation less than 3 days before arrival.',
  };
  await fetch(`${cms.url}/api/v1/payment-settings?_method=PATCH`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(paymentSettings) });
  for (const code of [codes[0], codes[3]]) {
    await fetch(`${cms.url}/api/v1/booking/${code}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ amount: 500_000 }) });
  }
  const proof = new FormData();
  proof.append('file', new Blob([new Uint8Array(await transferReceipt())], { type: 'image/jpeg' }), 'bukti-transfer.jpg');
  proof.append('method', 'transfer');
  proof.append('amount', '150000');
  const statusUrl = new URL(statusPaths[3], cms.url);
  await fetch(`${cms.url}/api/v1/booking/${codes[3]}/payment${statusUrl.search}`, { method: 'POST', body: proof });
  ids.paying = codes[3];
  ids.dueStatus = statusPaths[0];
  // The guest of that stay is asked for a review (the demo village's other stays have theirs).
  ids.completed = codes[2];
  ids.reviewForm = (await (await fetch(`${cms.url}/api/v1/booking/${codes[2]}/review-link`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()).url;
  // A partner with the homestay, who chose a password and sent a new price and a longer description.
  const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const invited = await (await fetch(`${cms.url}/api/v1/partners`, { method: 'POST', headers: json, body: JSON.stringify({ name: PARTNER.name, email: PARTNER.email, phone: '081355550001', homestays: [homestay.id], products: [] }) })).json();
  const partnerToken = await sessionToken(cms.url, { email: PARTNER.email, password: invited.temporary_password });
  const asPartner = { authorization: `Bearer ${partnerToken}`, 'content-type': 'application/json' };
  await fetch(`${cms.url}/api/v1/auth/password`, { method: 'POST', headers: asPartner, body: JSON.stringify({ currentPassword: invited.temporary_password, password: PARTNER.password, passwordConfirmation: PARTNER.password }) });
  await fetch(`${cms.url}/api/v1/homestay/update/${homestay.id}?_method=PATCH`, {
    method: 'POST',
    headers: asPartner,
    body: JSON.stringify({ price: String(homestay.price + 25_000), description: `${homestay.description}<p>Sarapan nasi liwet dan teh hangat setiap pagi.</p>` }),
  });
  mkdirSync(outDir, { recursive: true });
  const context = await browser.newContext({ baseURL: web.url, viewport: PHONE, deviceScaleFactor: 1, colorScheme: 'light', locale: 'id-ID', timezoneId: 'Asia/Jakarta', hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const guest = await (await browser.newContext({ baseURL: web.url, viewport: PHONE, colorScheme: 'light', isMobile: true, hasTouch: true })).newPage();
  const A4 = { width: 794, height: 1123 };
  const paper = await (await browser.newContext({ baseURL: web.url, viewport: A4, deviceScaleFactor: PHONE.width / A4.width, colorScheme: 'light', locale: 'id-ID', timezoneId: 'Asia/Jakarta' })).newPage();
  const partnerPage = await browser.newContext({ baseURL: web.url, viewport: PHONE, deviceScaleFactor: 1, colorScheme: 'light', locale: 'id-ID', timezoneId: 'Asia/Jakarta', hasTouch: true, isMobile: true }).then((partnerContext) => partnerContext.newPage());
  await signIn(page);
  await signIn(paper);
  await signIn(partnerPage, PARTNER);
  for (const [name, prepare, options = { signedIn: true }] of SHOTS.filter(([name]) => !only || only.includes(name))) {
    const target = options.paper ? paper : options.partner ? partnerPage : options.signedIn ? page : guest;
    await prepare(target, ids);
    await settled(target);
    const file = path.join(outDir, `${name}.jpg`);
    await target.screenshot({ path: file, type: 'jpeg', quality: 70 });
    console.log(`  ${path.relative(process.cwd(), file)}`);
  }
} finally {
  await browser.close();
  await web.stop();
  await cms.stop();
}
