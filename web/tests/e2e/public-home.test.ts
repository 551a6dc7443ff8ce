// Home page: hero, about, the 3 tours, the 3 packages with their WhatsApp booking, 4 photos.
import { formatRupiah, splitList, whatsappNumber, type GalleryPhoto as Photo, type List, type VillageProfile, type Tour, type TourPackage as Package } from '@desa/contract';
import { beforeAll, describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import sharp from 'sharp';
import { PHONE } from '../support/browser';
import { WEB_URL } from '../support/stack';
import { VIEWPORTS, cards, chatTarget, cmsGet, open, serverHtml, smoothScroll, shotPublic, whatsappText } from '../support/public';

let site: VillageProfile;
let tours: Tour[];
let packages: Package[];
let photos: Photo[];
let phone: string;

beforeAll(async () => {
  site = await cmsGet<VillageProfile>('/site');
  tours = (await cmsGet<List<Tour>>('/tour/all?limit=3')).data;
  packages = (await cmsGet<List<Package>>('/package/all?limit=3')).data;
  photos = (await cmsGet<List<Photo>>('/gallery/all?limit=4')).data;
  phone = (await cmsGet<{ user: Array<{ phone: string }> }>('/user/contact')).user[0].phone;
});

describe('home page', () => {
  it('is in the first HTML: village name, tagline, tours and packages', async () => {
    const { status, html } = await serverHtml('/');
    expect(status).toBe(200);
    for (const text of [site.name, site.tagline, 'Eksplorasi Wisata', 'Temukan Paket Wisata', 'Lihat Paket Wisata', ...tours.map((tour) => tour.title), ...packages.map((pkg) => pkg.title)]) {
      expect(html).toContain(text.replace(/&/g, '&amp;'));
    }
  });

  it("preloads the hero first in the <head>, and the image route makes each width it is asked for at the asked quality", async ({ browser }) => {
    const { html } = await serverHtml('/');
    const head = html.slice(0, html.indexOf('</head>'));
    // The preload comes before any stylesheet, with the <picture>'s own WebP srcset and sizes (issue 42).
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? '';
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
    const source = /<source type="image\/webp"[^>]*>/.exec(html.slice(html.indexOf('<main')))?.[0] ?? '';
    expect(attribute(preload, 'imageSrcSet')).toBe(attribute(source, 'srcSet'));
    expect(attribute(preload, 'imageSizes')).toBe(attribute(source, 'sizes'));
    expect(attribute(preload, 'fetchpriority')).toBe('high');
    // A phone at DPR 2 takes the 640-pixel backdrop from it.
    const { page, context } = await open(browser, '/', { viewport: PHONE, deviceScaleFactor: 2 });
    const shown = await page.locator('main img').first().evaluate((image: HTMLImageElement) => image.currentSrc);
    await context.close();
    expect(new URL(shown).searchParams.get('w')).toBe('640');
    // Each width really is that wide, and the backdrop's quality makes fewer bytes than a photo's.
    const bytes = async (url: string) => Buffer.from(await (await fetch(`${WEB_URL}${url}`)).arrayBuffer());
    const backdrop = new URL(shown).pathname + new URL(shown).search;
    const photo = backdrop.replace(/&q=\d+/, '');
    for (const width of [240, 640]) {
      const image = await sharp(await bytes(backdrop.replace('w=640', `w=${width}`))).metadata();
      expect([image.width, image.format]).toEqual([width, 'webp']);
    }
    expect((await bytes(backdrop)).length).toBeLessThan((await bytes(photo)).length);
    expect((await fetch(`${WEB_URL}${backdrop.replace(/q=\d+/, 'q=99')}`)).status).toBe(400);
  });

  for (const [name, viewport] of VIEWPORTS) {
    it(`shows hero, about, 3 tours, 3 packages and 4 photos (${name})`, async ({ browser }) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page } = await open(browser, '/', { viewport, colorScheme });
        await expect(page.title()).resolves.toBe(`${site.name} - ${site.tagline}`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(site.name);
        await page.getByRole('main').getByText(site.tagline, { exact: true }).waitFor();
        expect(await page.getByRole('link', { name: 'Lihat Paket Wisata' }).getAttribute('href')).toBe('#paket-wisata');
        await page.getByText(site.about.split('\n')[0].slice(0, 60)).waitFor();

        await page.getByRole('heading', { level: 2, name: 'Eksplorasi Wisata' }).waitFor();
        const tourCards = cards(page, 'Objek wisata');
        expect(await tourCards.count()).toBe(3);
        for (const [index, tour] of tours.entries()) {
          const card = tourCards.nth(index);
          expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(tour.title);
          await card.getByText(tour.location).waitFor();
          expect(await card.getByRole('link').getAttribute('href')).toBe(`/wisata/${tour.id}`);
        }
        expect(await page.getByRole('region', { name: 'Eksplorasi Wisata' }).getByRole('link', { name: 'Lihat Semua' }).getAttribute('href')).toBe('/wisata');

        await page.getByRole('heading', { level: 2, name: 'Temukan Paket Wisata' }).waitFor();
        expect(await cards(page, 'Paket wisata').count()).toBe(3);

        const gallery = page.getByRole('region', { name: 'Galeri Desa' });
        const images = gallery.getByRole('img');
        expect(await images.count()).toBe(4);
        expect(await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt')))).toEqual(photos.map((photo) => photo.title));
        for (const href of await gallery.getByRole('link').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))) {
          expect(['/galeri']).toContain(href);
        }
        await shotPublic(page, `public-home-${name}-${colorScheme}`);
      }
    });
  }

  it("shows the packages with their price and benefits, each linking to its page; the old chat link still answers", async ({ browser }) => {
    const { page } = await open(browser, '/');
    const links = page.getByRole('link', { name: /^Lihat Paket: / });
    expect(await links.count()).toBe(3);
    for (const [index, pkg] of packages.entries()) {
      expect(await links.nth(index).getAttribute('href')).toBe(`/paket/${pkg.id}`);
      // A chat link shared before the package pages (issue 25's counted redirect) still leads to the chat.
      const href = await chatTarget(`/wa/paket/${pkg.id}`);
      expect(href.startsWith(`https://wa.me/${whatsappNumber(phone)}?text=`)).toBe(true);
      const message = whatsappText(href);
      expect(message).toContain(`*${pkg.title}*`);
      expect(message).toContain(`Harga: ${formatRupiah(pkg.price)}`);
      for (const benefit of splitList(pkg.benefit)) expect(message).toContain(`• ${benefit}`);
      const card = cards(page, 'Paket wisata').nth(index);
      await card.getByText(formatRupiah(pkg.price), { exact: true }).waitFor();
      for (const benefit of splitList(pkg.benefit)) await card.getByText(benefit, { exact: true }).waitFor();
    }
  });

  it('scrolls smoothly to the packages from the hero button', async ({ browser }) => {
    for (const [, viewport] of VIEWPORTS) {
      const { page } = await open(browser, '/', { viewport });
      const { end, passedBetween } = await smoothScroll(page, () => page.getByRole('link', { name: 'Lihat Paket Wisata' }).click());
      const top = await page.getByRole('heading', { name: 'Temukan Paket Wisata' }).evaluate((node) => node.closest('section')!.getBoundingClientRect().top);
      expect(end).toBeGreaterThan(0);
      expect(passedBetween).toBe(true);
      expect(Math.abs(top - 64)).toBeLessThanOrEqual(2);
      expect(page.url()).not.toContain('#');
    }
  });
});
