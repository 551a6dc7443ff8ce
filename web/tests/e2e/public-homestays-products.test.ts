// Issue 24 on the public site: /penginapan and /produk with their cards, detail pages, photos in
// the viewer, the WhatsApp booking and order forms (with JavaScript and without, the exact
// prefilled text and the right number), the category filter in the URL and the page cache, the
// home page's sections, the English pages, search data and accessibility.
import {
  addDays,
  bookingTexts,
  formatDateWithDay,
  formatRupiah,
  splitList,
  todayInJakarta,
  whatsappNumber,
  type Contact,
  type Homestay,
  type List,
  type Option,
  type Product,
} from '@desa/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { it } from '../support/fixtures';
import { VIEWPORTS, cards, cmsGet, codeOf, expectAccessibleInBothThemes, open, sendForm, serverHtml, shotPublic, whatsappText } from '../support/public';
import { WEB_URL } from '../support/stack';

let homestays: Homestay[];
let products: Product[];
let villagePhone: string;

beforeAll(async () => {
  homestays = (await cmsGet<List<Homestay>>('/homestay/all?limit=100')).data;
  products = (await cmsGet<List<Product>>('/product/all?limit=100')).data;
  villagePhone = (await cmsGet<{ user: Contact[] }>('/user/contact')).user[0].phone!;
});

const phoneOf = (record: Homestay | Product) => ('host_phone' in record ? record.host_phone : record.producer_phone) ?? villagePhone;
const stay = { check_in: addDays(todayInJakarta(), 7), check_out: addDays(todayInJakarta(), 9), guests: 3 };

async function fillStay(page: Page, values: { check_in: string; check_out: string; guests: number | string }) {
  await page.getByLabel('Tanggal check-in').fill(values.check_in);
  await page.getByLabel('Tanggal check-out').fill(values.check_out);
  await page.getByLabel('Jumlah tamu').fill(String(values.guests));
}

const guest = { name: 'Rina Wulandari', phone: '0857 1111 2222' };

async function fillGuest(page: Page, values: { name: string; phone: string } = guest) {
  await page.getByLabel('Nama Anda').fill(values.name);
  await page.getByLabel('Nomor WhatsApp').fill(values.phone);
}

function jsonLd(page: Page) {
  return page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')));
}

describe('homestays', () => {
  it('lists every homestay as a card with its first photo, location and price per night', async ({ browser }) => {
    expect(homestays.length).toBeGreaterThanOrEqual(4);
    for (const [name, viewport] of VIEWPORTS) {
      const { page } = await open(browser, '/penginapan', { viewport });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Penginapan');
      const list = cards(page, 'Daftar penginapan');
      expect(await list.count()).toBe(homestays.length);
      for (const [index, homestay] of homestays.entries()) {
        const card = list.nth(index);
        expect(await card.getByRole('heading').textContent()).toBe(homestay.title);
        await card.getByText(homestay.location, { exact: true }).waitFor();
        expect((await card.textContent())?.replace(/\s+/g, ' ')).toContain(`mulai ${formatRupiah(homestay.price)} / malam`.replace(/\s+/g, ' '));
        expect(await card.getByRole('link', { name: `Lihat Penginapan: ${homestay.title}` }).getAttribute('href')).toBe(`/penginapan/${homestay.id}`);
        expect(await card.locator('img').getAttribute('src')).toContain(encodeURIComponent(new URL(homestay.photos[0]).pathname));
      }
      await shotPublic(page, `public-penginapan-${name}`);
    }
  });

  it('shows a homestay: photos in the viewer, the info card, facilities, and books it on WhatsApp', async ({ browser }) => {
    const homestay = homestays.find((candidate) => candidate.photos.length > 2)!;
    const { context, page } = await open(browser, `/penginapan/${homestay.id}`, { viewport: DESKTOP });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(homestay.title);
    for (const facility of splitList(homestay.facility)) await page.getByRole('listitem').filter({ hasText: facility }).first().waitFor();
    const info = page.getByRole('region', { name: 'Informasi Penginapan' });
    await info.getByText(`${homestay.rooms} kamar`).waitFor();
    await info.getByText(`${homestay.check_in} / ${homestay.check_out} WIB`).waitFor();
    await info.getByText(`${formatRupiah(homestay.price)} per kamar / malam`).waitFor();

    // Every photo in the strip, in order; the second opens the gallery's viewer there.
    const photos = page.getByRole('region', { name: 'Foto penginapan' }).getByRole('link');
    expect(await photos.count()).toBe(homestay.photos.length);
    expect(await photos.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(homestay.photos);
    await photos.nth(1).click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    await viewer.locator('.yarl__counter').getByText(`2 / ${homestay.photos.length}`).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // The summary follows the form; a valid booking opens the chat with the exact message.
    const summary = page.locator('[data-order-summary]');
    expect(await summary.textContent()).toBe('Pilih tanggal dan jumlah tamu untuk melihat perkiraan total.');
    await fillStay(page, stay);
    const rooms = Math.ceil(stay.guests / homestay.guests_per_room);
    await page.getByText(`2 malam · ${rooms} kamar · Perkiraan total: ${formatRupiah(homestay.price * rooms * 2)}`).waitFor();
    await shotPublic(page, 'public-penginapan-detail-desktop');
    await fillGuest(page);
    // Sent in the same tab: the request is stored, and the chat's message starts with its code.
    const { chat, via } = await sendForm(page, () => page.getByRole('button', { name: 'Pesan via WhatsApp' }).click());
    expect(context.pages()).toHaveLength(1);
    const code = codeOf(chat);
    expect(via).toMatch(new RegExp(`/wa/pesanan/${code}\\?t=`));
    expect(chat.startsWith(`https://wa.me/${whatsappNumber(phoneOf(homestay))}?text=`)).toBe(true);
    const text = whatsappText(chat);
    expect(text).toContain(`Check-in: ${formatDateWithDay(stay.check_in)}`);
    expect(text).toContain(`Lama menginap: 2 malam · ${rooms} kamar`);
    expect(text).toContain(`Perkiraan total: ${formatRupiah(homestay.price * rooms * 2)}`);
    expect(text).toContain(`Nama: ${guest.name}`);
    expect(text.split('\n').at(-1)).toMatch(new RegExp(`^Status pesanan: ${WEB_URL}/pesanan/${code}\\?t=`));
  });

  it('checks dates and guests as the visitor types, and sends nothing invalid', async ({ browser }) => {
    const homestay = homestays[0];
    const capacity = homestay.rooms * homestay.guests_per_room;
    const { page } = await open(browser, `/penginapan/${homestay.id}`, { viewport: PHONE });
    let posted = 0;
    page.on('request', (request) => (posted += request.method() === 'POST' ? 1 : 0));
    await fillStay(page, { check_in: stay.check_out, check_out: stay.check_in, guests: capacity + 1 });
    await page.getByRole('button', { name: 'Pesan via WhatsApp' }).click();
    await page.getByText('Tanggal check-out harus setelah tanggal check-in!').waitFor();
    await page.getByText(`Jumlah tamu harus antara 1 dan ${capacity} orang!`).waitFor();
    // Outlined in red, as a screen reader hears it ('true'), and gone once it is right.
    const checkOut = page.getByLabel('Tanggal check-out');
    expect(await checkOut.getAttribute('aria-invalid')).toBe('true');
    const outline = (field: typeof checkOut) => field.evaluate((input) => [getComputedStyle(input).borderTopColor, getComputedStyle(input).boxShadow !== 'none']);
    const [invalidBorder, invalidRing] = await outline(checkOut);
    const [validBorder, validRing] = await outline(page.getByLabel('Catatan (opsional)'));
    expect([invalidBorder === validBorder, invalidRing, validRing]).toEqual([false, true, false]);
    await fillStay(page, { check_in: addDays(todayInJakarta(), -1), check_out: stay.check_out, guests: 1 });
    await page.getByRole('button', { name: 'Pesan via WhatsApp' }).click();
    await page.getByText('Tanggal check-in tidak boleh di masa lalu!').waitFor();
    expect(await checkOut.getAttribute('aria-invalid')).toBeNull();
    // Both chosen, one wrong: the summary says to fix it, not to choose.
    await page.getByText(bookingTexts('id').fixDates).waitFor();
    await page.getByText('Nama wajib diisi!').waitFor();
    await page.getByText('Nomor WhatsApp wajib diisi!').waitFor();
    expect(posted).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/penginapan/${homestay.id}`);
    await shotPublic(page, 'public-penginapan-detail-phone-errors');
  });

  it('books without JavaScript: the form posts and the page answers with the problems, then the chat', async ({ browser }) => {
    const homestay = homestays[1];
    const { page } = await open(browser, `/penginapan/${homestay.id}`, { viewport: PHONE, javaScriptEnabled: false });
    await fillStay(page, { ...stay, check_out: stay.check_in });
    await fillGuest(page, { name: guest.name, phone: '12345' });
    await page.getByRole('button', { name: 'Pesan via WhatsApp' }).click();
    await page.getByText('Tanggal check-out harus setelah tanggal check-in!').waitFor();
    await page.getByText(bookingTexts('id').phoneInvalid).waitFor();
    // What was typed stays.
    expect(await page.getByLabel('Tanggal check-in').inputValue()).toBe(stay.check_in);
    expect(await page.getByLabel('Nama Anda').inputValue()).toBe(guest.name);
    // Chosen but wrong: the page's answer says to fix them, not to choose them.
    expect(await page.locator('[data-order-summary]').textContent()).toBe(bookingTexts('id').fixDates);
    await fillStay(page, stay);
    await fillGuest(page);
    const { chat } = await sendForm(page, () => page.getByRole('button', { name: 'Pesan via WhatsApp' }).click());
    expect(chat.startsWith(`https://wa.me/${whatsappNumber(phoneOf(homestay))}?text=`)).toBe(true);
    expect(codeOf(chat)).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('describes the homestay for search engines: LodgingBusiness, its first photo, the sitemap', async ({ browser }) => {
    const homestay = homestays[0];
    const { page } = await open(browser, `/penginapan/${homestay.id}`);
    const data = (await jsonLd(page)).find((entry) => entry['@type'] === 'LodgingBusiness');
    expect(data).toMatchObject({
      name: homestay.title,
      priceRange: `${formatRupiah(homestay.price)} / kamar / malam`,
      checkinTime: `${homestay.check_in}:00+07:00`,
      checkoutTime: `${homestay.check_out}:00+07:00`,
      image: homestay.photos,
    });
    expect(data.amenityFeature.map((feature: { name: string }) => feature.name)).toEqual(splitList(homestay.facility));
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toContain(new URL(homestay.photos[0]).pathname);
    const sitemap = (await serverHtml('/sitemap.xml')).html;
    for (const path of [`/penginapan/${homestay.id}`, `/en/penginapan/${homestay.id}`, `/produk/${products[0].id}`, `/en/produk/${products[0].id}`, '/penginapan', '/en/produk']) {
      expect(sitemap).toContain(`<loc>${WEB_URL}${path}</loc>`);
    }
  });
});

describe('village products', () => {
  it('filters by category with plain links kept in the URL, each its own cached page', async ({ browser }) => {
    const categories = await cmsGet<Option[]>('/setting/all?category=Kategori%20Produk');
    // The seeded four (another file may add its own category meanwhile).
    expect(categories.map((option) => option.name)).toEqual(expect.arrayContaining(['Kerajinan', 'Makanan', 'Minuman', 'Pertanian']));
    const { page } = await open(browser, '/produk', { viewport: DESKTOP });
    const filters = page.getByRole('navigation', { name: 'Kategori produk' });
    expect(await filters.getByRole('link', { name: 'Semua' }).getAttribute('aria-current')).toBe('page');
    expect(await cards(page, 'Daftar produk desa').count()).toBe(products.length);
    await filters.getByRole('link', { name: 'Kerajinan' }).click();
    await page.waitForURL(/\/produk\?kategori=Kerajinan$/);
    await page.getByRole('heading', { level: 1, name: 'Produk Desa: Kerajinan' }).waitFor();
    const crafts = products.filter((product) => product.category === 'Kerajinan');
    expect(await cards(page, 'Daftar produk desa').count()).toBe(crafts.length);
    expect(await filters.getByRole('link', { name: 'Kerajinan' }).getAttribute('aria-current')).toBe('page');
    await shotPublic(page, 'public-produk-kerajinan-desktop');

    // The category is part of the cache key: each answers its own list, from memory the second time.
    const food = products.filter((product) => product.category === 'Makanan');
    for (const [query, expected] of [['Makanan', food], ['Kerajinan', crafts]] as const) {
      for (let view = 0; view < 2; view += 1) {
        const response = await fetch(`${WEB_URL}/produk?kategori=${query}&utm_source=x`);
        const html = await response.text();
        for (const product of products) expect(html.includes(`/produk/${product.id}"`), `${query} ${product.title}`).toBe(expected.includes(product));
      }
      const again = await fetch(`${WEB_URL}/produk?kategori=${query}`);
      expect(again.headers.get('x-page-cache')).toBe('HIT');
    }
    expect((await serverHtml('/produk?kategori=Tidak%20Ada')).status).toBe(404);
  });

  it('orders a product on WhatsApp with its quantity and total; a sold-out one has no button', async ({ browser }) => {
    const product = products.find((candidate) => candidate.availability === 'Tersedia')!;
    const { page } = await open(browser, `/produk/${product.id}`, { viewport: PHONE });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(product.title);
    const quantity = page.getByLabel(`Jumlah (${product.unit})`);
    expect(await quantity.inputValue()).toBe('1');
    await quantity.fill('100');
    await page.getByRole('button', { name: 'Pesan via WhatsApp' }).click();
    await page.getByText('Jumlah harus antara 1 dan 99!').waitFor();
    await quantity.fill('3');
    await page.getByText(`Total: ${formatRupiah(product.price * 3)}`).waitFor();
    await fillGuest(page);
    await shotPublic(page, 'public-produk-detail-phone');
    const { chat } = await sendForm(page, () => page.getByRole('button', { name: 'Pesan via WhatsApp' }).click());
    expect(chat.startsWith(`https://wa.me/${whatsappNumber(phoneOf(product))}?text=`)).toBe(true);
    expect(whatsappText(chat)).toContain(`Jumlah: 3\nTotal: ${formatRupiah(product.price * 3)}`);

    const soldOut = products.find((candidate) => candidate.availability === 'Habis')!;
    const { page: soldOutPage } = await open(browser, `/produk/${soldOut.id}`);
    await soldOutPage.getByText('Stok habis').first().waitFor();
    expect(await soldOutPage.getByRole('button', { name: 'Pesan via WhatsApp' }).count()).toBe(0);
    expect(await soldOutPage.locator('form[data-order-form]').count()).toBe(0);
  });

  it('orders without JavaScript: the request stored, the chat to the producer or the village', async ({ browser }) => {
    const product = products.find((candidate) => candidate.availability === 'Tersedia')!;
    const { page } = await open(browser, `/produk/${product.id}`, { javaScriptEnabled: false });
    await page.getByLabel(`Jumlah (${product.unit})`).fill('2');
    await fillGuest(page);
    const { chat } = await sendForm(page, () => page.getByRole('button', { name: 'Pesan via WhatsApp' }).click());
    expect(chat.startsWith(`https://wa.me/${whatsappNumber(phoneOf(product))}?text=`)).toBe(true);
    const text = whatsappText(chat);
    expect(text.split('\n')[1]).toBe('Halo, saya ingin memesan produk desa berikut:');
    expect(text).toContain(`*${product.title}*\nJumlah: 2\nTotal: ${formatRupiah(product.price * 2)}`);
  });

  it('describes the product for search engines: a Product with an Offer in IDR', async ({ browser }) => {
    for (const product of [products.find((candidate) => candidate.availability === 'Tersedia')!, products.find((candidate) => candidate.availability === 'Habis')!]) {
      const { page } = await open(browser, `/produk/${product.id}`);
      const data = (await jsonLd(page)).find((entry) => entry['@type'] === 'Product');
      expect(data).toMatchObject({
        name: product.title,
        category: product.category,
        image: product.photos,
        offers: { '@type': 'Offer', price: product.price, priceCurrency: 'IDR', availability: product.availability === 'Tersedia' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' },
      });
    }
  });
});

describe('around the site', () => {
  it('shows the first 3 homestays after the packages and the first 4 available products on the home page', async ({ browser }) => {
    const { page } = await open(browser, '/');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Tempat Menginap')).toBe(headings.indexOf('Temukan Paket Wisata') + 1);
    expect(await cards(page, 'Penginapan').locator('h3').allTextContents()).toEqual(homestays.slice(0, 3).map((homestay) => homestay.title));
    const available = products.filter((product) => product.availability === 'Tersedia').slice(0, 4);
    expect(await cards(page, 'Produk desa').locator('h3').allTextContents()).toEqual(available.map((product) => product.title));
  });

  it('has the English pages: Homestays and Local products, in the menu and with English forms', async ({ browser }) => {
    const { page } = await open(browser, '/en/penginapan', { viewport: DESKTOP });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Homestays');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Homestays' }).getAttribute('href')).toBe('/en/penginapan');
    expect(await nav.getByRole('link', { name: 'Local products' }).getAttribute('href')).toBe('/en/produk');
    const english = await cmsGet<Homestay>(`/homestay/${homestays[0].id}?locale=en`);
    await page.goto(`/en/penginapan/${english.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(english.title);
    await page.getByLabel('Check-in date').waitFor();
    const { html } = await serverHtml('/en/produk');
    expect(html).toContain('<h1');
    expect(html).toContain('Local Products');
  });

  it('passes axe on the new pages in both themes, at 375 and 1280 px', async ({ browser }) => {
    const paths = ['/penginapan', `/penginapan/${homestays[0].id}`, '/produk', `/produk/${products[0].id}`];
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      const { page } = await open(browser, paths[0], { viewport });
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectAccessibleInBothThemes(page, `${path} ${viewport.width}`);
      }
    }
  });
});
