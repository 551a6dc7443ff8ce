// The English site (/en, issue 13): the locale from the URL, localized links and API reads,
// head tags both ways, the sitemap in both languages, and the caches keeping the two apart.
import { describe, expect, it } from 'vitest';
import { contentTypeOf, createContentCache } from '../../server/content-cache.mjs';
import { pageKey } from '../../server/page-cache.mjs';
import { loaderMeta } from '~/components/public/meta';
import { errorPageTexts } from '~/lib/i18n';
import { en } from '~/lib/i18n/en';
import { id } from '~/lib/i18n/id';
import type { Article, VillageEvent } from '@desa/contract';
import { site as articlePages } from '~/content/article';
import { site as eventPages } from '~/content/event';
import { localeOfPath, localizedApiPath, localizedPath, pathInLocale } from '~/lib/locale';
import { ticketPrice } from '~/lib/price';
import { pageMeta, pageTitle } from '~/lib/seo.server';
import { sitemapXml } from '~/routes/sitemap[.]xml.server';
import { PUBLIC_MENU } from '~/content';
import { articleTexts } from '~/content/article';
import { eventDetail, eventTexts } from '~/content/event';
import { galleryTexts } from '~/content/gallery';
import { homestayTexts } from '~/content/homestay';
import { productTexts } from '~/content/product';
import { packageCard } from '~/content/package';
import { tourDetail, tourTexts } from '~/content/tour';
import { amenityTexts } from '~/content/amenity';

const site = { name: 'Desa Wisata Contoh', tagline: 'Cool and friendly', hero_image: null };
const request = (path: string) => new Request(`https://desa.test${path}`);

describe('locale of a URL', () => {
  it('is English under /en and Indonesian everywhere else', () => {
    for (const path of ['/en', '/en/', '/en/wisata', '/en/wisata/5', '/en/tidak-ada']) expect(localeOfPath(path), path).toBe('en');
    for (const path of ['/', '/wisata', '/english', '/enak', '/admin/en']) expect(localeOfPath(path), path).toBe('id');
  });

  it('prefixes site paths for English and leaves Indonesian ones alone', () => {
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/#kontak', 'en')).toBe('/en#kontak');
    expect(localizedPath('/agenda?waktu=semua', 'en')).toBe('/en/agenda?waktu=semua');
    expect(localizedPath('/wisata/5', 'id')).toBe('/wisata/5');
  });

  it('switches the page to the other language, keeping its query', () => {
    expect(pathInLocale('/wisata/5', '?page=2', 'en')).toBe('/en/wisata/5?page=2');
    expect(pathInLocale('/en/wisata/5', '?page=2', 'id')).toBe('/wisata/5?page=2');
    expect(pathInLocale('/en', '', 'id')).toBe('/');
    expect(pathInLocale('/', '', 'en')).toBe('/en');
  });

  it('asks the API in English with ?locale=en and in Indonesian exactly as before', () => {
    expect(localizedApiPath('/site?with=formats', 'en')).toBe('/site?with=formats&locale=en');
    expect(localizedApiPath('/tour/5', 'en')).toBe('/tour/5?locale=en');
    expect(localizedApiPath('/tour/5', 'id')).toBe('/tour/5');
  });
});

describe('English dictionary', () => {
  it('has every text of the Indonesian one, and the navigation the issue asks for', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, inner]) => (inner && typeof inner === 'object' ? keys(inner, `${prefix}${key}.`) : [`${prefix}${key}`]));
    expect(keys(en).sort()).toEqual(keys(id).sort());
    for (const texts of [tourTexts, homestayTexts, productTexts, amenityTexts, eventTexts, articleTexts, galleryTexts]) expect(keys(texts.en).sort()).toEqual(keys(texts.id).sort());
    expect([en.layout.nav.home, ...PUBLIC_MENU.map(({ label }) => label.en), en.layout.nav.contact]).toEqual(['Home', 'Tours', 'Homestays', 'Local products', 'Events', 'Articles', 'Gallery', 'Facilities', 'Contact']);
    expect([id.layout.nav.home, ...PUBLIC_MENU.map(({ label }) => label.id), id.layout.nav.contact]).toEqual(['Beranda', 'Wisata', 'Penginapan', 'Produk', 'Agenda', 'Artikel', 'Galeri', 'Fasilitas', 'Kontak']);
  });
});

describe('error pages', () => {
  // The root error boundary and the public one both take their words from errorPageTexts: a page
  // that fails on /en says so in English, under lang="en".
  it('speak the language of the page for every status', () => {
    const texts = (status: number) => [errorPageTexts(id, status), errorPageTexts(en, status)];
    expect(texts(404)).toEqual([
      { title: 'Halaman tidak ditemukan', message: id.errors.notFound },
      { title: 'Page not found', message: en.errors.notFound },
    ]);
    expect(texts(413).map(({ title }) => title)).toEqual(['Permintaan tidak dapat diproses', 'Request not processed']);
    expect(texts(400)[1].message).toBe('The request could not be read.');
    expect(texts(500).map(({ title }) => title)).toEqual(['Layanan tidak tersedia', 'Service unavailable']);
    expect(texts(503)[1].message).toBe(en.errors.unavailable);
  });
});

describe('English head tags', () => {
  it('has a canonical URL per language and hreflang alternates both ways', () => {
    for (const path of ['/wisata/5?page=2&utm=x', '/en/wisata/5?page=2&utm=x']) {
      const meta = pageMeta({ request: request(path), site, title: 'Curug' });
      expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'id', href: 'https://desa.test/wisata/5?page=2' });
      expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://desa.test/en/wisata/5?page=2' });
      expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://desa.test/wisata/5?page=2' });
    }
    const english = pageMeta({ request: request('/en'), site });
    expect(english).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://desa.test/en' });
    expect(english).toContainEqual({ property: 'og:locale', content: 'en_US' });
    expect(english).toContainEqual({ property: 'og:locale:alternate', content: 'id_ID' });
    expect(pageMeta({ request: request('/'), site })).toContainEqual({ property: 'og:locale', content: 'id_ID' });
    expect(pageTitle('Articles', 2, 'en')).toBe('Articles - Page 2');
  });

  it('titles a failed English page in English', () => {
    const args = { matches: [{ id: 'en/routes/_public', data: { site } }], location: { pathname: '/en/nope' }, params: {} };
    expect(loaderMeta({ ...args, data: undefined, error: { status: 404 } } as never)).toEqual([
      { title: 'Page not found | Desa Wisata Contoh' },
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it('says the language of events and articles in their JSON-LD', () => {
    const context = { site: { name: 'Desa', address: 'Jl. 1' }, url: 'https://desa.test/en/x', origin: 'https://desa.test', locale: 'en' as const };
    const event = { title: 'Festival', description: 'x', date: '2026-12-12', time: '08:00', place: 'Field', price: 0, thumbnail: null } as VillageEvent;
    const article = { title: 'Harvest', writer: 'Sri', thumbnail: null, created_at: 'x', updated_at: 'x', content: '<p>x</p>' } as Article;
    expect(eventPages.detail!.jsonLd(event, context)).toMatchObject({ inLanguage: 'en' });
    expect(articlePages.detail!.jsonLd(article, { ...context, locale: 'id' })).toMatchObject({ inLanguage: 'id' });
  });
});

describe('English views', () => {
  const tour = { id: '1', title: 'Waterfall', about: 'A.', location: 'Hamlet', operational: 'Minggu,Senin', start: '08:00', end: '17:00', facility: 'Parking', maps: null, price: 25000, thumbnail: null } as never;

  it('formats prices, days and dates for English readers', () => {
    expect(tourDetail(tour, 'en')).toMatchObject({ days: 'Monday, Sunday', hours: '08:00 - 17:00 WIB', ticket: 'IDR\u00A025,000 / person' });
    expect(ticketPrice(0, 'en')).toBe('Free');
    const event = { id: '2', title: 'Festival', description: 'x', date: '2026-11-26', time: '19:00', place: 'Field', price: 0, thumbnail: null } as never;
    expect(eventDetail(event, 'en')).toMatchObject({ dateLabel: 'Thursday, 26 November 2026', ticket: 'Free' });
  });

  it("prices a package's card for English readers", () => {
    const card = packageCard({ id: '3', title: 'Rice Field Day', price: 150000, benefit: 'Lunch,Guide', thumbnail: null } as never, 'en');
    expect(card.priceLabel).toBe('IDR\u00A0150,000');
    expect(card.benefits).toEqual(['Lunch', 'Guide']);
  });
});

describe('sitemap in both languages', () => {
  it('lists every page in Indonesian and in English, each with its alternates', () => {
    const xml = sitemapXml('https://desa.test', [{ path: '/' }, { path: '/wisata/5', lastmod: '2026-01-02T00:00:00.000Z' }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://desa.test/</loc>');
    expect(xml).toContain('<loc>https://desa.test/en</loc>');
    expect(xml).toContain('<loc>https://desa.test/wisata/5</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>');
    expect(xml).toContain('<loc>https://desa.test/en/wisata/5</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://desa.test/en/wisata/5"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://desa.test/wisata/5"/>');
  });
});

describe('caches of the English site', () => {
  it('keeps English pages and reads apart from the Indonesian ones, and purges both on a write', () => {
    expect(pageKey('http://desa.test', '/en/wisata?page=2&utm=x')).toBe('http://desa.test/en/wisata?page=2');
    expect(contentTypeOf(localizedApiPath('/tour/all?limit=3', 'en'))).toBe('tour');
    const cache = createContentCache();
    const page = (body: string, types: string[]) => ({ status: 200, headers: [], body: Buffer.from(body), types, storedAt: Date.now() });
    cache.pages.set('http://desa.test/wisata', page('id', ['site', 'tour']), cache.pages.generation());
    cache.pages.set('http://desa.test/en/wisata', page('en', ['site', 'tour']), cache.pages.generation());
    expect(cache.data.keyOf('/tour/5')).not.toBe(cache.data.keyOf('/tour/5?locale=en'));
    cache.purge(['tour']);
    expect(cache.pages.get('http://desa.test/wisata')).toBeUndefined();
    expect(cache.pages.get('http://desa.test/en/wisata')).toBeUndefined();
  });
});
