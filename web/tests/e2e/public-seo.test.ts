// What search engines, caches and slow phones get: head tags, JSON-LD, sitemap, robots,
// Cache-Control, responsive images and the JavaScript budget.
import type { Article, Homestay, List, VillageProfile, Tour, VillageEvent } from '@desa/contract';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect} from 'vitest';
import { it } from '../support/fixtures';
import { PHONE, newPage } from '../support/browser';
import { startWeb } from '../support/servers';
import { cmsGet, open, serverHtml } from '../support/public';
import BUDGET from '../../scripts/budget.json';
import { CMS_URL, WEB_URL } from '../support/stack';

let tour: Tour;
let event: VillageEvent;
let article: Article;
let site: VillageProfile;

beforeAll(async () => {
  tour = (await cmsGet<List<Tour>>('/tour/all?limit=1')).data[0];
  event = (await cmsGet<List<VillageEvent>>('/event/all?limit=1&upcoming=1')).data[0];
  article = (await cmsGet<List<Article>>('/article/all?limit=1')).data[0];
  site = await cmsGet('/site');
});

function head(html: string, pattern: RegExp) {
  return pattern.exec(html)?.[1];
}

describe('search engines', () => {
  it('gives every page its title, description, canonical URL, Open Graph and Twitter tags', async () => {
    const webUrl = WEB_URL;
    const pages = [
      { path: '/', title: `${site.name} - `, image: site.hero_image },
      { path: '/wisata', title: `Objek Wisata | ${site.name}`, image: site.hero_image },
      { path: '/agenda', title: `Agenda Desa | ${site.name}`, image: site.hero_image },
      { path: '/artikel', title: `Artikel | ${site.name}`, image: site.hero_image },
      { path: '/galeri', title: `Galeri | ${site.name}` },
      { path: `/wisata/${tour.id}`, title: `${tour.title} | ${site.name}`, image: tour.thumbnail, jsonLd: 'TouristAttraction' },
      { path: `/agenda/${event.id}`, title: `${event.title} | ${site.name}`, image: event.thumbnail, jsonLd: 'Event' },
      { path: `/artikel/${article.id}`, title: `${article.title} | ${site.name}`, image: article.thumbnail, jsonLd: 'Article' },
    ];
    for (const page of pages) {
      const { status, html } = await serverHtml(`${page.path}?utm_source=uji`);
      expect(status, page.path).toBe(200);
      expect(head(html, /<title>([^<]*)<\/title>/), page.path).toContain(page.title.replace(/&/g, '&amp;'));
      expect((head(html, /<meta name="description" content="([^"]*)"/) ?? '').length, page.path).toBeGreaterThan(20);
      expect(head(html, /<link rel="canonical" href="([^"]*)"/), page.path).toBe(`${webUrl}${page.path}`);
      expect(head(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${webUrl}${page.path}`);
      expect(head(html, /<meta property="og:title" content="([^"]*)"/)).toBeTruthy();
      expect(head(html, /<meta property="og:description" content="([^"]*)"/)).toBeTruthy();
      expect(head(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
      if (page.image) expect(head(html, /<meta property="og:image" content="([^"]*)"/), page.path).toBe(page.image);
      if (page.jsonLd) {
        const json = JSON.parse(head(html, /<script type="application\/ld\+json">([^<]*)<\/script>/)!);
        expect(json['@type']).toBe(page.jsonLd);
        expect(json.url ?? json.mainEntityOfPage).toBe(`${webUrl}${page.path}`);
      }
    }
    const home = await serverHtml('/');
    expect(JSON.parse(head(home.html, /<script type="application\/ld\+json">([^<]*)<\/script>/)!)['@type']).toBe('TouristDestination');
    expect(home.html).toMatch(/^<!DOCTYPE html><html lang="id"/);
  });

  it('takes the canonical origin from PUBLIC_WEB_URL', async () => {
    const web = await startWeb(CMS_URL, { PUBLIC_WEB_URL: 'https://desa.example' });
    try {
      const html = await (await fetch(`${web.url}/wisata?page=1`)).text();
      expect(head(html, /<link rel="canonical" href="([^"]*)"/)).toBe('https://desa.example/wisata');
      const robots = await (await fetch(`${web.url}/robots.txt`)).text();
      expect(robots).toContain('Sitemap: https://desa.example/sitemap.xml');
    } finally {
      await web.stop();
    }
  });

  it('serves robots.txt and a sitemap with every tour, event and article', async () => {
    const webUrl = WEB_URL;
    const robots = await fetch(`${webUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${webUrl}/sitemap.xml`);

    const sitemap = await fetch(`${webUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/', '/wisata', '/agenda', '/artikel', '/galeri']) expect(xml).toContain(`<loc>${webUrl}${path}</loc>`);
    for (const [type, path] of [
      ['tour', 'wisata'],
      ['event', 'agenda'],
      ['article', 'artikel'],
    ]) {
      const { data } = await cmsGet<List<{ id: string }>>(`/${type}/all?limit=100`);
      for (const record of data) expect(xml).toContain(`<loc>${webUrl}/${path}/${record.id}</loc>`);
    }
  });
});

describe('HTTP caching', () => {
  it('lets CDNs cache pages and data, never errors, and keeps hashed assets forever', async () => {
    for (const path of ['/', '/wisata', `/wisata/${tour.id}`, '/galeri', '/sitemap.xml', '/robots.txt', '/wisata.data', `/artikel/${article.id}.data`]) {
      const { headers, status } = await serverHtml(path);
      expect(status, path).toBe(200);
      const cacheControl = headers.get('cache-control') ?? '';
      expect(cacheControl, path).toMatch(/\bpublic\b/);
      expect(cacheControl, path).toMatch(/s-maxage=\d+/);
      expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
    }
    for (const path of ['/tidak-ada', '/wisata/tidak-ada']) {
      expect((await serverHtml(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    const html = (await serverHtml('/')).html;
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    const response = await fetch(`${WEB_URL}${asset}`);
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
  });
});

describe('images and JavaScript', () => {
  it('gives images width, height and srcset; the hero loads first, the rest lazily', async ({ browser }) => {
    const { page } = await open(browser, '/', { viewport: PHONE });
    const hero = page.locator('main section').first().locator('img');
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('loading')).toBe('eager');
    const images = await page.locator('main img').evaluateAll((nodes) =>
      nodes.map((node) => {
        // Inside a <picture> the WebP <source> carries the widths; the <img> keeps one fallback file.
        const source = node.closest('picture')?.querySelector('source[type="image/webp"]');
        const choices = source ?? node;
        return { loading: node.getAttribute('loading'), width: node.getAttribute('width'), height: node.getAttribute('height'), srcset: choices.getAttribute('srcset'), sizes: choices.getAttribute('sizes') };
      }),
    );
    expect(images.length).toBeGreaterThan(8);
    for (const image of images) {
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      expect(image.srcset).toMatch(/ \d+w/);
      expect(image.sizes).toBeTruthy();
    }
    expect(images.slice(1).every((image) => image.loading === 'lazy')).toBe(true);
  });

  it('ships no more gzipped JavaScript than the budget (80 KB) on a public page, a homestay page with its booking form too', async ({ browser }) => {
    const homestay = (await cmsGet<List<Homestay>>('/homestay/all?limit=1')).data[0];
    for (const path of ['/', `/wisata/${tour.id}`, '/galeri', '/agenda', `/penginapan/${homestay.id}`]) {
      const { context, page } = await newPage(browser, { viewport: PHONE });
      const scripts: Array<Promise<Buffer>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      const bytes = (await Promise.all(scripts)).reduce((sum, body) => sum + gzipSync(body).length, 0);
      expect(bytes, path).toBeLessThanOrEqual(BUDGET.jsGzipBytes);
      await context.close();
    }
  });
});
