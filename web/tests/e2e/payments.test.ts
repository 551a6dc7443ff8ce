// Issue 54, the guest's side in Chromium on a phone, JavaScript off then on: the village's QRIS is
// set through the API; a request confirmed for Rp 500.000 with a 30% deposit shows on its status
// page what to pay and by when, the QRIS drawn on the page (decoded here from the rendered
// pixels) is the village's payload made for the deposit, its "Simpan gambar QRIS" picture is the
// same code; the guest sends a proof through the page's form; once the village accepts it the
// page says DP diterima with the rest to pay, then Lunas. With the village's payment gateway
// (the stack's local Midtrans), "Bayar otomatis" draws the gateway's QRIS, and Midtrans's signed
// word that it is paid makes the page say DP diterima with its receipt.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { addDays, formatRupiah, parseQris, qrisAmount, qrisCrc, qrisMerchant, todayInJakarta, type BookingRequest, type Homestay } from '@desa/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { midtransNotification, MIDTRANS_TEST_STICKER, type MidtransCharge } from 'cms/testing/midtrans';
import { adminToken, api, createThroughApi, deleteThroughApi, expectToast, png, shot, unique, visible } from '../support/admin';
import { DESKTOP, PHONE, waitForHydration } from '../support/browser';
import { findPdftotext } from '../support/chromium';
import { it } from '../support/fixtures';
import { CMS_URL, WEB_URL } from '../support/stack';
import { expectAccessibleInBothThemes, open, shotPublic } from '../support/public';

const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;
const body = tlv('00', '01') + tlv('01', '11') + tlv('26', tlv('00', 'ID.CO.BANKDESA.WWW') + tlv('01', '936000140000123456')) + tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID1023246813579')) + tlv('52', '7011') + tlv('53', '360') + tlv('58', 'ID') + tlv('59', 'BUMDES SUKAMAJU') + tlv('60', 'GARUT');
const STICKER = `${body}6304${qrisCrc(`${body}6304`)}`;

let token: string;
let homestay: Homestay;

beforeAll(async () => {
  token = await adminToken();
  const settings = { qris_payload: STICKER, banks: [{ bank: 'BRI', number: '012301000456507', holder: 'BUMDes Sukamaju' }], deposit_percent: 30, pay_within_hours: 24, auto_cancel: false, policy: 'DP tidak dapat dikembalikan.', policy_en: '' };
  await api('/payment-settings?_method=PATCH', { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) });
  homestay = await createThroughApi<Homestay>('homestay', { title: unique('Homestay Bayar'), description: '<p>Rumah kayu.</p>', host: 'Bu Ratna', location: 'Dusun Kidul', rooms: '4', guests_per_room: '2', price: '250000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' }, token, 'files');
});

afterAll(async () => {
  if (homestay) await deleteThroughApi('homestay', homestay.id, await adminToken());
  await api('/payment-settings?_method=PATCH', { method: 'POST', token: await adminToken(), headers: { 'content-type': 'application/json' }, body: JSON.stringify({ qris_payload: '', banks: [], policy: '' }) });
});

/** A request confirmed for Rp 500.000: its code and its status page's path. */
async function confirmedRequest(day: number) {
  const response = await fetch(`${CMS_URL}/api/v1/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${day}` },
    body: JSON.stringify({ type: 'homestay', item_id: homestay.id, check_in: addDays(todayInJakarta(), day), nights: 2, guests: 2, name: 'Dewi Lestari', phone: '081277778888' }),
  });
  const created = (await response.json()) as { data: BookingRequest; status_url: string };
  await api(`/booking/${created.data.code}/confirm`, { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: 500_000 }) });
  return { code: created.data.code, path: created.status_url };
}

/** The code the page draws, read from its pixels. */
async function drawnCode(page: Page): Promise<string> {
  const picture = await page.getByRole('img', { name: /^QRIS / }).screenshot();
  return decoded(picture);
}

async function decoded(picture: Buffer): Promise<string> {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  expect(code, 'no QR code in the picture').not.toBeNull();
  return code!.data;
}

/** A phone camera's photo of a receipt: 4000 × 3000 px, about 1.8 MB. */
const cameraPhoto = () => sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#d8d0c0', noise: { type: 'gaussian', mean: 128, sigma: 5 } } }).jpeg({ quality: 90 }).toBuffer();

/** Sends `photo` as the proof; with JavaScript, what goes is first made smaller than what was picked. */
async function sendsProof(page: Page, photo: { name: string; mimeType: string; buffer: Buffer }, shrunk: boolean) {
  const input = page.getByLabel('Foto atau tangkapan layar bukti bayar');
  await input.setInputFiles(photo);
  if (shrunk) {
    const chosen = () => input.evaluate((element: HTMLInputElement) => ({ size: element.files![0]!.size, type: element.files![0]!.type }));
    await expect.poll(async () => (await chosen()).size, { timeout: 15_000, message: 'the photo is shrunk in the browser before it goes' }).toBeLessThan(photo.buffer.length * 0.6);
    expect((await chosen()).type).toBe('image/jpeg');
  }
  await page.getByRole('button', { name: 'Kirim bukti bayar' }).click();
}

async function paysAndChecks(page: Page, payload: string, amount: number, photo?: Buffer) {
  const fields = parseQris(payload);
  expect(payload.startsWith('000201010212')).toBe(true);
  expect(qrisAmount(fields)).toBe(amount);
  expect(qrisMerchant(fields)).toEqual(qrisMerchant(parseQris(STICKER)));
  // The picture to save is the same code.
  const href = await page.getByRole('link', { name: 'Simpan gambar QRIS' }).getAttribute('href');
  const saved = await fetch(new URL(href!, WEB_URL));
  expect(saved.headers.get('content-type')).toBe('image/png');
  expect(saved.headers.get('cache-control')).toContain('no-store');
  expect(await decoded(Buffer.from(await saved.arrayBuffer()))).toBe(payload);
  if (photo) await sendsProof(page, { name: 'IMG_20261129.jpg', mimeType: 'image/jpeg', buffer: photo }, true);
  else await sendsProof(page, { name: 'bukti.png', mimeType: 'image/png', buffer: await png('#e8e2d0') }, false);
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Bukti bayar terkirim' }).count()).toBe(1);
  await expect.poll(() => page.getByText('Menunggu verifikasi', { exact: true }).count()).toBe(1);
}

async function acceptLatest(code: string, amount: number) {
  const request = (await api<{ data: BookingRequest }>(`/booking/${code}`, { token })).data;
  const waiting = request.payments.find((payment) => payment.status === 'menunggu')!;
  await api(`/payments/${waiting.id}/accept`, { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount }) });
}

/** Both receipts, printed to PDF by Chromium and read back with pdftotext: one A5 page each, numbered, the amount in words. */
async function printsReceipts(page: Page) {
  const links = page.getByRole('link', { name: /^Kuitansi KW\// });
  expect(await links.count()).toBe(2);
  const words = ['Seratus lima puluh ribu rupiah', 'Tiga ratus lima puluh ribu rupiah'];
  for (const [index, expected] of words.entries()) {
    const number = (await links.nth(index).innerText()).replace('Kuitansi ', '');
    await links.nth(index).click();
    await page.waitForURL(/\/kuitansi\/\d+\?t=/);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'kuitansi-')), 'kuitansi.pdf');
    writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const text = execFileSync(findPdftotext(), ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t\u00A0]+/g, ' ');
    expect(text).toContain(number);
    expect(text).toContain(expected);
    expect(text).toContain('Dewi Lestari');
    expect(execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n[\s\S]*Page size:.*\(A5\)/);
    if (index === 0) await shotPublic(page, 'kuitansi-tamu');
    await page.goBack();
  }
}

describe('a guest pays the deposit, then the rest', () => {
  for (const javaScript of [false, true]) {
    it(`by QRIS on their status page, JavaScript ${javaScript ? 'on' : 'off'}`, async ({ browser }) => {
      const { code, path } = await confirmedRequest(javaScript ? 30 : 20);
      const { page } = await open(browser, path, { viewport: PHONE, javaScriptEnabled: javaScript });
      const panel = page.getByRole('region', { name: 'Pembayaran' });
      await expect.poll(() => panel.getByText('Belum bayar', { exact: true }).count()).toBe(1);
      expect(await panel.innerText()).toContain(formatRupiah(150_000));
      expect(await panel.innerText()).toContain('WIB');
      expect(await panel.innerText()).toContain('012301000456507');
      await shotPublic(page, `pembayaran-tamu-${javaScript ? 'js' : 'tanpa-js'}`);
      if (javaScript) {
        await expectAccessibleInBothThemes(page, 'the status page with its payment');
        const wide = await open(browser, path, { viewport: DESKTOP, colorScheme: 'dark' });
        await shotPublic(wide.page, 'pembayaran-tamu-desktop-gelap');
        await wide.context.close();
      }
      await paysAndChecks(page, await drawnCode(page), 150_000, javaScript ? await cameraPhoto() : undefined);

      await acceptLatest(code, 150_000);
      await page.reload();
      await expect.poll(() => panel.getByText('DP diterima', { exact: true }).count()).toBe(1);
      expect(await panel.innerText()).toContain(formatRupiah(350_000));
      await paysAndChecks(page, await drawnCode(page), 350_000);
      await acceptLatest(code, 350_000);
      await page.reload();
      await expect.poll(() => panel.getByText('Lunas', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('img', { name: /^QRIS / }).count()).toBe(0);
      expect(await panel.innerText()).toMatch(/Kuitansi KW\/\d{4}\/\d{4}/);
      await shotPublic(page, `pembayaran-tamu-lunas-${javaScript ? 'js' : 'tanpa-js'}`);
      if (!javaScript) await printsReceipts(page);
    });
  }
});

describe('a guest pays through the village’s payment gateway', () => {
  it('taps "Bayar otomatis", scans the QRIS the gateway made for the deposit; once Midtrans says it is paid the page says DP diterima', async ({ browser }) => {
    const { code, path } = await confirmedRequest(50);
    const { page, context } = await open(browser, path, { viewport: PHONE });
    const panel = page.getByRole('region', { name: 'Pembayaran' });
    await panel.getByRole('button', { name: 'Bayar otomatis' }).click();
    const gatewayCode = page.getByRole('img', { name: /^Bayar otomatis / });
    await visible(gatewayCode);
    expect(await panel.innerText()).toMatch(/Berlaku sampai .*WIB/);
    const fields = parseQris(await decoded(await gatewayCode.screenshot()));
    expect(qrisAmount(fields)).toBe(150_000);
    expect(qrisMerchant(fields)).toEqual(qrisMerchant(parseQris(MIDTRANS_TEST_STICKER)));
    await shotPublic(page, 'pembayaran-otomatis');

    const charges = (await (await fetch(`${inject('midtrans').url}/charges`)).json()) as MidtransCharge[];
    const charge = charges.filter(({ body }) => body.transaction_details.order_id.startsWith(`${code}-`));
    expect(charge.map(({ body }) => body.transaction_details.gross_amount)).toEqual([150_000]);
    const told = await fetch(`${CMS_URL}/api/v1/payments/midtrans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(midtransNotification(charge[0]!.body.transaction_details.order_id, 150_000, 'settlement')),
    });
    expect(told.status).toBe(200);
    await page.reload();
    await expect.poll(() => panel.getByText('DP diterima', { exact: true }).count()).toBe(1);
    expect(await panel.innerText()).toMatch(/Kuitansi KW\/\d{4}\/\d{4}/);
    await context.close();
  });
});

describe('the village sets up its payments in Admin › Profil Desa', () => {
  it('reads the sticker’s picture, shows its merchant to check, keeps a bank account; a broken code is refused under its field', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE, at: '/admin/profil-desa' });
    await waitForHydration(page);
    const section = page.locator('form', { has: page.getByRole('button', { name: 'Simpan Pembayaran' }) });
    await section.getByLabel('Atau kode QRIS (teks)').fill(`${STICKER.slice(0, -4)}0000`);
    await section.getByRole('button', { name: 'Simpan Pembayaran' }).click();
    await visible(section.getByText('Kode QRIS tidak valid: CRC tidak cocok'));
    await section.getByLabel('Gambar QRIS desa').setInputFiles({ name: 'qris.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(STICKER, { type: 'png', margin: 4, scale: 6 }) });
    await section.getByLabel('Uang muka (DP, %)').fill('40');
    await section.getByRole('group', { name: 'Rekening 2' }).getByLabel('Bank').fill('Mandiri');
    await section.getByRole('group', { name: 'Rekening 2' }).getByLabel('Nomor rekening').fill('1234 5678 90');
    await section.getByRole('group', { name: 'Rekening 2' }).getByLabel('Atas nama').fill('Pokdarwis Sukamaju');
    await section.getByRole('button', { name: 'Simpan Pembayaran' }).click();
    await expectToast(page, 'Pengaturan pembayaran tersimpan.');
    await visible(page.getByText('QRIS atas nama BUMDES SUKAMAJU · GARUT · NMID ID1023246813579'));
    const stored = (await api<{ data: { deposit_percent: number; banks: unknown[]; qris_payload: string } }>('/payment-settings')).data;
    expect(stored).toMatchObject({ deposit_percent: 40, qris_payload: STICKER, banks: [{ bank: 'BRI' }, { bank: 'Mandiri', number: '1234567890', holder: 'Pokdarwis Sukamaju' }] });
    await shot(page, 'admin-profil-desa-pembayaran-phone');
    // The guest pages of this file ask a 30% deposit.
    await api('/payment-settings?_method=PATCH', { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ deposit_percent: 30 }) });
  });
});

describe('the village checks payments in Admin › Pemesanan', () => {
  it('opens a proof, accepts it with the amount on it, records the rest in cash: Lunas, two receipt numbers', async ({ browser, adminPage }) => {
    const { code, path } = await confirmedRequest(40);
    const guest = await open(browser, path, { viewport: PHONE, javaScriptEnabled: false });
    await guest.page.getByLabel('Foto atau tangkapan layar bukti bayar').setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: await png('#d0e2e8', 320, 480) });
    await guest.page.getByRole('button', { name: 'Kirim bukti bayar' }).click();
    await expect.poll(() => guest.page.getByText('Menunggu verifikasi', { exact: true }).count()).toBe(1);

    const { page } = await adminPage({ viewport: PHONE });
    // The dashboard counts the proofs waiting, and leads to them.
    await page.goto('/admin');
    const proofs = page.getByRole('link', { name: /Bukti Bayar/ });
    await visible(proofs);
    expect(Number(/\d+/.exec(await proofs.innerText())![0])).toBeGreaterThanOrEqual(1);
    // So does the menu's badge beside Pemesanan, with the new requests, and says which is which.
    const badge = page.locator('#admin-sidebar [aria-label*="bukti bayar"]');
    const counted = [...((await badge.getAttribute('aria-label')) ?? '').matchAll(/(\d+) (baru|bukti bayar)/g)].map((match) => Number(match[1]));
    expect(Number(await badge.textContent())).toBe(counted.reduce((sum, count) => sum + count, 0));
    await page.goto(`/admin/pemesanan?status=dikonfirmasi&item=${homestay.id}`);
    const card = page.getByRole('region', { name: `Pembayaran ${code}` });
    await visible(card.getByText('Menunggu verifikasi', { exact: true }));
    const proof = await fetch(new URL(await card.getByRole('link', { name: 'Bukti bayar' }).getAttribute('href') as string, page.url()), { headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } });
    expect(proof.headers.get('content-type')).toBe('image/jpeg');
    expect(proof.headers.get('cache-control')).toBe('private, no-store');
    expect((await sharp(Buffer.from(await proof.arrayBuffer())).metadata()).width).toBe(320);
    await shot(page, 'admin-pemesanan-bukti-bayar-phone');

    await card.getByLabel('Nominal di bukti (Rp)').fill('150.000');
    await card.getByRole('button', { name: 'Terima' }).click();
    await expectToast(page, `${code}: Pembayaran diterima.`);
    await visible(card.getByText('DP diterima', { exact: true }));
    await card.getByText('Catat pembayaran').click();
    await card.getByLabel('Cara').selectOption('tunai');
    await expect.poll(() => card.getByLabel('Nominal (Rp)').inputValue()).toBe('350.000');
    await card.getByRole('button', { name: 'Catat', exact: true }).click();
    await expectToast(page, `${code}: Pembayaran tercatat.`);
    await visible(card.getByText('Lunas', { exact: true }));
    const receipts = (await card.innerText()).match(/KW\/\d{4}\/\d{4}/g) ?? [];
    expect(receipts).toHaveLength(2);
    await shot(page, 'admin-pemesanan-lunas-phone');
    // The month's cash book has both, in and with the running balance.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const book = await fetch(new URL(`/admin/laporan/buku-kas?bulan=${todayInJakarta().slice(0, 7)}`, WEB_URL), { headers: { cookie } });
    expect(book.headers.get('content-disposition')).toContain('buku-kas-');
    const lines = parse(await book.text(), { bom: true }) as string[][];
    expect(lines.filter((line) => line[2] === code).map((line) => [line[1], line[6]])).toEqual(receipts.map((receipt, index) => [receipt, index ? '350000' : '150000']));
    expect((await fetch(new URL('/admin/laporan/buku-kas', WEB_URL), { redirect: 'manual' })).status).toBe(302);
    await guest.context.close();
  });
});
