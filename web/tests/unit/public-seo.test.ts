// Head tags, JSON-LD and sitemap of the public site.
import { describe, expect, it, vi } from 'vitest';
import type { Article, Tour, VillageEvent } from '@desa/contract';
import { site as articlePages } from '~/content/article';
import { site as eventPages } from '~/content/event';
import { site as tourPages } from '~/content/tour';
import { loaderMeta } from '~/components/public/meta';
import { canonicalUrl, pageMeta, pageTitle } from '~/lib/seo.server';
import { sitemapXml } from '~/routes/sitemap[.]xml.server';
import { jsonForScript } from '~/components/public/json-ld';

const site = {
  name: 'Desa Wisata Contoh',
  tagline: 'Sejuk dan ramah',
  about: 'Tentang desa',
  address: 'Jl. Desa No. 1',
  email: 'halo@desa.test',
  maps: null,
  hero_image: 'http://cms/hero.jpg',
  about_image: null,
};
const request = (path: string) => new Request(`https://desa.test${path}`);

function find(meta: ReturnType<typeof pageMeta>, key: string) {
  return meta.find((tag) => (tag as Record<string, string>).property === key || (tag as Record<string, string>).name === key) as
    | Record<string, string>
    | undefined;
}

describe('page meta', () => {
  it('titles a page with the village name, and the home page with the tagline', () => {
    const page = pageMeta({ request: request('/wisata'), site, title: 'Objek Wisata', description: 'Daftar' });
    expect(page[0]).toEqual({ title: 'Objek Wisata | Desa Wisata Contoh' });
    const home = pageMeta({ request: request('/'), site });
    expect(home[0]).toEqual({ title: 'Desa Wisata Contoh - Sejuk dan ramah' });
    expect(find(home, 'description')?.content).toBe('Sejuk dan ramah');
    expect(pageTitle('Artikel', 1)).toBe('Artikel');
    expect(pageTitle('Artikel', 2)).toBe('Artikel - Halaman 2');
  });

  it('has canonical, Open Graph and Twitter tags with the page image, or the hero image', () => {
    const meta = pageMeta({ request: request('/wisata/abc?utm_source=x'), site, title: 'Curug', description: 'Air terjun', image: 'http://cms/curug.jpg' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://desa.test/wisata/abc' });
    expect(find(meta, 'og:url')?.content).toBe('https://desa.test/wisata/abc');
    expect(find(meta, 'og:title')?.content).toBe('Curug | Desa Wisata Contoh');
    expect(find(meta, 'og:image')?.content).toBe('http://cms/curug.jpg');
    expect(find(meta, 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(meta, 'twitter:image')?.content).toBe('http://cms/curug.jpg');
    expect(find(pageMeta({ request: request('/'), site }), 'og:image')?.content).toBe('http://cms/hero.jpg');
  });

  it('takes the canonical origin from PUBLIC_WEB_URL when set', async () => {
    // Settings are read once, when the server starts: load the app again with the variable set.
    vi.stubEnv('PUBLIC_WEB_URL', 'https://www.desa.id/');
    vi.resetModules();
    try {
      const seo: typeof import('~/lib/seo.server') = await import('~/lib/seo.server');
      expect(seo.pageMeta({ request: request('/galeri'), site })).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.desa.id/galeri' });
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('keeps only the page-making parameters in the canonical URL', () => {
    expect(canonicalUrl('https://d.test', new URL('http://x/agenda?page=2&waktu=semua&fbclid=1'))).toBe('https://d.test/agenda?page=2&waktu=semua');
    expect(canonicalUrl('https://d.test', new URL('http://x/galeri?page=1'))).toBe('https://d.test/galeri');
  });

  it('hands the loader’s tags to the page, and marks failed pages noindex with their own title', () => {
    const meta = [{ title: 'x' }];
    const args = { matches: [{ id: 'routes/_public', data: { site } }], location: {}, params: {} };
    expect(loaderMeta({ ...args, data: { meta } } as never)).toBe(meta);
    expect(loaderMeta({ ...args, data: undefined, error: { status: 404 } } as never)).toEqual([
      { title: 'Halaman tidak ditemukan | Desa Wisata Contoh' },
      { name: 'robots', content: 'noindex' },
    ]);
    expect((loaderMeta({ ...args, data: undefined, error: new Error('x') } as never) as Array<{ title?: string }>)[0]).toEqual({
      title: 'Layanan tidak tersedia | Desa Wisata Contoh',
    });
  });
});

describe('JSON-LD', () => {
  const context = { site, url: 'https://desa.test/x', origin: 'https://desa.test', locale: 'id' as const };
  // Each type's schema.org data is its public face's (`site.detail.jsonLd` in app/content/<kind>.tsx).
  type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const tourJsonLd = (tour: Partial<Tour>, ctx: typeof context) => tourPages.detail!.jsonLd(tour as Tour, ctx) as Data;
  const eventJsonLd = (event: Partial<VillageEvent>, ctx: typeof context) => eventPages.detail!.jsonLd(event as VillageEvent, ctx) as Data;
  const articleJsonLd = (article: Partial<Article>, ctx: typeof context) => articlePages.detail!.jsonLd(article as Article, ctx) as Data;

  it('describes a tour as a TouristAttraction with opening hours', () => {
    const data = tourJsonLd(
      { title: 'Curug', about: 'Air', location: 'Kampung', operational: 'Sabtu, Senin,Hari Libur', start: '08:00', end: '17:00', price: 0, thumbnail: null },
      context,
    );
    expect(data['@type']).toBe('TouristAttraction');
    expect(data.isAccessibleForFree).toBe(true);
    expect(data.openingHoursSpecification.dayOfWeek).toEqual(['https://schema.org/Saturday', 'https://schema.org/Monday']);
  });

  it('describes an event in Jakarta time with its offer', () => {
    const data = eventJsonLd({ title: 'Festival', description: 'Meriah', date: '2026-12-12', time: '08:00', place: 'Sawah', price: 25000, thumbnail: 'http://cms/f.jpg' }, context);
    expect(data['@type']).toBe('Event');
    expect(data.startDate).toBe('2026-12-12T08:00:00+07:00');
    expect(data.offers).toMatchObject({ price: 25000, priceCurrency: 'IDR' });
    expect(data.location).toMatchObject({ name: 'Sawah', address: site.address });
  });

  it('describes an article with its writer and dates', () => {
    const data = articleJsonLd(
      { title: 'Panen', writer: 'Sri', thumbnail: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z', content: '<p>Panen <b>raya</b></p>' },
      context,
    );
    expect(data).toMatchObject({ '@type': 'Article', headline: 'Panen', description: 'Panen raya', author: { name: 'Sri' }, datePublished: '2026-01-01T00:00:00Z' });
  });

  it('cannot close its <script> tag', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('sitemap', () => {
  it('lists absolute URLs, escaped, with lastmod when known', () => {
    const xml = sitemapXml('https://desa.test', [{ path: '/' }, { path: '/artikel/a&b', lastmod: '2026-01-02T00:00:00.000Z' }]);
    expect(xml).toContain('<loc>https://desa.test/</loc>');
    expect(xml).toContain('<loc>https://desa.test/artikel/a&#38;b</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
