// The English site (/en, issue 13) in a real Chromium: every page in English with the
// English navigation, the language switch keeping the page (with and without JavaScript,
// navbar and phone menu), head tags and sitemap, English dates, prices and booking message,
// the English 404. (axe on every English page: public-english-a11y.test.ts.)
import { addDays, todayInJakarta, type Article, type Homestay, type Localized, type VillageProfile, type Tour, type VillageEvent } from '@desa/contract';
import { adminToken, api, createThroughApi, deleteThroughApi, unique } from '../support/admin';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect} from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, SCREENSHOTS, newPage, type PageOptions } from '../support/browser';
import { codeOf, englishPages, englishRecords, expectAccessibleInBothThemes, open, sendForm, serverHtml, shotPublic, whatsappText } from '../support/public';
import type { Browser } from 'playwright-core';
import { WEB_URL } from '../support/stack';

let tour: Localized<Tour>;
let event: Localized<VillageEvent>;
let article: Localized<Article>;
let site: Localized<VillageProfile>;
let pages: Array<{ path: string; heading: string }>;

beforeAll(async () => {
  ({ tour, event, article, site } = await englishRecords());
  pages = englishPages({ site, tour, event, article });
});

/** A public page as a visitor gets it; public pages ship no React, so 'load' is the end of it. */
async function visit(browser: Browser, path: string, options: PageOptions = {}): Promise<Page> {
  const { page } = await newPage(browser, options);
  await page.goto(path);
  return page;
}

const ENGLISH_NAV = ['Home', 'Tours', 'Homestays', 'Local products', 'Events', 'Articles', 'Gallery', 'Facilities', 'Contact'];

describe('the English site', () => {
  it('serves every public page in English, under <html lang="en">, with the English navigation', async ({ browser }) => {
    const page = await visit(browser, '/en', { viewport: DESKTOP });
    for (const { path, heading } of pages) {
      await page.goto(path);
      expect(await page.locator('html').getAttribute('lang'), path).toBe('en');
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      expect((await nav.getByRole('listitem').allInnerTexts()).map((text) => text.trim()).slice(0, ENGLISH_NAV.length), path).toEqual(ENGLISH_NAV);
      expect(await page.getByRole('navigation', { name: 'Footer navigation' }).getByRole('link').allInnerTexts(), path).toEqual(ENGLISH_NAV.slice(0, -1));
      // The links stay on the English site.
      const hrefs = await page.locator('main a[href^="/"], header a[href^="/"], footer a[href^="/"]').evaluateAll((links) =>
        links.filter((link) => !link.hasAttribute('hreflang')).map((link) => link.getAttribute('href')),
      );
      expect(hrefs.filter((href) => href !== '/en' && !href!.startsWith('/en/') && !href!.startsWith('/img')), path).toEqual([]);
    }
    // English content from the CMS, not the Indonesian one.
    await page.goto('/en');
    await page.getByText(site.tagline, { exact: true }).first().waitFor();
    expect(tour.locale).toBe('en');
  });

  it('switches language from the navbar and keeps the page and its query', async ({ browser }) => {
    const page = await visit(browser, `/wisata/${tour.id}`, { viewport: DESKTOP });
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(new RegExp(`/en/wisata/${tour.id}$`));
    await page.getByRole('heading', { level: 2, name: 'Tour Information' }).waitFor();
    await page.getByRole('link', { name: 'Bahasa Indonesia', exact: true }).click();
    await page.waitForURL(new RegExp(`/wisata/${tour.id}$`));
    expect(new URL(page.url()).pathname).toBe(`/wisata/${tour.id}`);
    await page.getByRole('heading', { level: 2, name: 'Informasi Wisata' }).waitFor();

    await page.goto('/agenda?waktu=semua');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(/\/en\/agenda\?waktu=semua$/);
    await page.getByRole('link', { name: 'All Events', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.goto('/');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(/\/en$/);
  });

  it('switches language from the phone menu, also without JavaScript', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await visit(browser, `/en/artikel/${article.id}`, { viewport: PHONE, javaScriptEnabled });
      await page.getByText('Menu', { exact: true }).locator('..').click();
      const menu = page.locator('details');
      expect(await menu.getByRole('link').allInnerTexts()).toEqual([...ENGLISH_NAV, 'Bahasa Indonesia']);
      await menu.getByRole('link', { name: 'Bahasa Indonesia' }).click();
      await page.waitForURL(new RegExp(`/artikel/${article.id}$`));
      expect(await page.locator('html').getAttribute('lang')).toBe('id');
      await page.getByText('Menu', { exact: true }).locator('..').click();
      await page.locator('details').getByRole('link', { name: 'English' }).click();
      await page.waitForURL(new RegExp(`/en/artikel/${article.id}$`));
    }
  });

  it('works without JavaScript: content, card links and the English package links', async ({ browser }) => {
    const page = await visit(browser, '/en', { viewport: PHONE, javaScriptEnabled: false });
    await page.getByRole('heading', { level: 2, name: 'Explore the Village' }).waitFor();
    expect(await page.getByRole('link', { name: /^View Package/ }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: /^View Details/ }).first().click();
    await page.waitForURL(/\/en\/wisata\/.+/);
    await page.getByRole('heading', { level: 2, name: 'About This Tour' }).waitFor();
    await shotPublic(page, 'public-en-nojs-tour-phone');
  });

  it('writes dates, prices and the WhatsApp booking message for English readers', async ({ browser }) => {
    const page = await visit(browser, `/en/agenda/${event.id}`, { viewport: DESKTOP });
    const date = await page.getByRole('region', { name: 'Event Information' }).locator('time').innerText();
    expect(date).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
    await page.goto(`/en/wisata/${tour.id}`);
    const info = await page.getByRole('region', { name: 'Tour Information' }).innerText();
    expect(info).toMatch(/IDR\u00A0\d{1,3}(,\d{3})* \/ person|Free/);
    expect(info).toMatch(/WIB/);
    await page.goto('/en');
    const price = await page.getByRole('region', { name: 'Find a Tour Package' }).getByText(/^IDR\s/).first().innerText();
    // One unbreakable amount: a no-break space between the currency and the number.
    expect(price).toMatch(/^IDR\u00A0\d{1,3}(,\d{3})*$/);
    // A package's English page books in English: the request's chat starts with its code.
    await page.getByRole('link', { name: /^View Package/ }).first().click();
    await page.waitForURL(/\/en\/paket\/.+/);
    await page.getByLabel('Date of visit').fill(addDays(todayInJakarta(), 4));
    await page.getByLabel('People').fill('2');
    await page.getByLabel('Your name').fill('Emma Visitor');
    await page.getByLabel('WhatsApp number').fill('081211112222');
    await page.getByText(/^2 people · Estimated total: IDR\s/).waitFor();
    const { chat } = await sendForm(page, () => page.getByRole('button', { name: 'Book on WhatsApp' }).click());
    const text = whatsappText(chat);
    expect(text).toMatch(/^Booking code: [A-Z0-9]{6}\nHello, I'd like to book this tour package:\n\n\*.+\*\nDate of visit: \w+day, /);
    expect(text).toMatch(/\nBooking status: http.+\/en\/pesanan\/[A-Z0-9]{6}\?t=/);
  });

  for (const javaScript of [true, false]) {
    it(`a guest from abroad books a homestay on a 390 px phone, JavaScript ${javaScript ? 'on' : 'off'}: a +44 number, the confirmation in English, on to WhatsApp (issue 52)`, async ({ browser }) => {
      const token = await adminToken();
      const title = unique('Pondok Situ');
      const homestay = await createThroughApi<Homestay>(
        'homestay',
        { title, description: '<p>Rumah di tepi situ.</p>', host: 'Bu Ratna', location: 'Dusun Situ', rooms: '2', guests_per_room: '2', price: '250000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' },
        token,
        'files',
      );
      const english = `Lakeside Lodge ${javaScript ? 'A' : 'B'}`;
      await api(`/homestay/update/${homestay.id}?_method=PATCH&locale=en`, { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: english, description: '<p>By the lake.</p>', location: 'Lake hamlet' }) });
      try {
        const { page } = await open(browser, `/en/penginapan/${homestay.id}`, { viewport: { width: 390, height: 844 }, javaScriptEnabled: javaScript });
        const day = addDays(todayInJakarta(), 20);
        await page.getByLabel('Check-in date').fill(day);
        await page.getByLabel('Check-out date').fill(addDays(day, 2));
        await page.getByLabel('Guests').fill('2');
        await page.getByLabel('Your name').fill('Emma Visitor');
        await page.getByLabel('WhatsApp number').fill('+44 7911 123456');
        const { chat, confirmation } = await sendForm(page, () => page.getByRole('button', { name: 'Book on WhatsApp' }).click());
        const code = codeOf(chat);
        expect(new URL(confirmation).pathname).toBe(`/en/pesanan/${code}`);
        // The chat goes to the village, in English, about the English title, with the guest's own number.
        expect(chat).toMatch(/^https:\/\/wa\.me\/62\d+\?text=/);
        expect(whatsappText(chat)).toContain(`*${english}*`);
        expect(whatsappText(chat)).toMatch(/^Booking code: [A-Z0-9]{6}\nHello, I'd like to book this homestay:/);
        const request = await api<{ data: { phone: string; item_title: string } }>(`/booking/${code}`, { token });
        expect(request.data).toMatchObject({ phone: '447911123456', item_title: english });
        // The confirmation, opened again: the code large, the English title, the status link to keep.
        await page.goto(confirmation);
        await page.getByRole('heading', { level: 1, name: 'Booking request saved' }).waitFor();
        await page.getByText(code, { exact: true }).waitFor();
        await page.getByText(english, { exact: true }).waitFor();
        const link = page.getByRole('region', { name: 'Your booking status link' });
        await link.getByText(`/en/pesanan/${code}?t=`, { exact: false }).waitFor();
        const statusLink = `${new URL(confirmation).origin}/en/pesanan/${code}?t=${new URL(confirmation).searchParams.get('t')}`;
        await link.getByText(statusLink, { exact: true }).waitFor();
        const copy = link.getByRole('button', { name: 'Copy status link' });
        // Without JavaScript the link is shown to select; with it, one tap copies it.
        expect(await copy.isVisible()).toBe(javaScript);
        if (javaScript) {
          await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
          await copy.click();
          await link.getByRole('button', { name: 'Link copied' }).waitFor();
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(statusLink);
          for (const viewport of [{ width: 375, height: 800 }, DESKTOP]) {
            await page.setViewportSize(viewport);
            await expectAccessibleInBothThemes(page, `the confirmation at ${viewport.width} px`);
            await shotPublic(page, `public-en-booking-saved-${viewport.width}`);
          }
        }
      } finally {
        await deleteThroughApi('homestay', homestay.id, token);
      }
    });
  }

  it('answers an unknown English page with the English 404', async ({ browser }) => {
    const { status } = await serverHtml('/en/tidak-ada');
    expect(status).toBe(404);
    expect((await serverHtml(`/en/wisata/tidak-ada`)).status).toBe(404);
    const page = await visit(browser, '/en/tidak-ada', { viewport: PHONE });
    await page.getByRole('heading', { level: 1, name: "Sorry, we couldn't find the page you're looking for." }).waitFor();
    expect(await page.title()).toBe(`Page not found | ${site.name}`);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(/\/en$/);
  });

  it('gives search engines hreflang alternates both ways, a canonical URL per language and og:locale', async () => {
    const webUrl = WEB_URL;
    for (const path of ['', '/wisata', `/wisata/${tour.id}`, '/agenda?waktu=semua']) {
      const indonesianPath = path || '/';
      const englishPath = `/en${path}`;
      for (const [own, locale, ogLocale] of [
        [indonesianPath, 'id', 'id_ID'],
        [englishPath, 'en', 'en_US'],
      ] as const) {
        const { html } = await serverHtml(`${own}${own.includes('?') ? '&' : '?'}utm_source=uji`);
        expect(html, own).toContain(`<html lang="${locale}"`);
        expect(html, own).toContain(`<link rel="canonical" href="${webUrl}${own}"/>`);
        expect(html, own).toMatch(new RegExp(`<link rel="alternate" hreflang="id" href="${webUrl}${indonesianPath.replace('?', '\\?')}"/>`, 'i'));
        expect(html, own).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="${webUrl}${englishPath.replace('?', '\\?')}"/>`, 'i'));
        expect(html, own).toMatch(new RegExp(`<link rel="alternate" hreflang="x-default" href="${webUrl}${indonesianPath.replace('?', '\\?')}"/>`, 'i'));
        expect(html, own).toContain(`<meta property="og:locale" content="${ogLocale}"/>`);
      }
    }
    const { html: articleHtml } = await serverHtml(`/en/artikel/${article.id}`);
    expect(articleHtml).toContain('"inLanguage":"en"');
  });

  it('lists both languages in the sitemap', async () => {
    const webUrl = WEB_URL;
    const { html: xml } = await serverHtml('/sitemap.xml');
    for (const path of ['/', '/wisata', `/wisata/${tour.id}`, `/agenda/${event.id}`, `/artikel/${article.id}`]) {
      expect(xml, path).toContain(`<loc>${webUrl}${path}</loc>`);
      expect(xml, path).toContain(`<loc>${webUrl}${path === '/' ? '/en' : `/en${path}`}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${webUrl}/en/wisata/${tour.id}"/>`);
  });

  // Screenshots only, for a person to look at (npm run screenshots).
  it.runIf(SCREENSHOTS)('looks right on a phone and a desktop, light and dark (screenshots)', { timeout: 120_000 }, async ({ browser }) => {
    for (const [name, viewport] of [['390', { width: 390, height: 844 }], ['1280', DESKTOP]] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await visit(browser, '/en', { viewport, colorScheme });
        await shotPublic(page, `public-en-home-${name}-${colorScheme}`);
        await page.goto(`/en/wisata/${tour.id}`);
        await shotPublic(page, `public-en-tour-${name}-${colorScheme}`);
      }
    }
  });
});
