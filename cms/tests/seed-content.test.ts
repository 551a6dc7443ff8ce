import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import {
  adminProfile,
  articles,
  events,
  gallery,
  homestays,
  options,
  packages,
  products,
  siteImages,
  tours,
  village,
  type ImageSpec,
} from '../src/seed/demo-content';
import { articlesEn, eventsEn, galleryEn, homestaysEn, optionsEn, packagesEn, productsEn, toursEn, villageEn } from '../src/seed/demo-content-en';
import { SCENES, renderLandscape } from '../seed-pictures/landscape';
import { demoPicture } from '../src/seed/picture-cache';
import { OPTION_CATEGORIES, homestaySchema, productSchema, translationSchema, type OptionCategory, type TranslatableKind } from '@desa/contract';

const DAYS = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'blockquote', 'a']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'width', 'height', 'style', 'class', 'align']);
const BLOCK_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'blockquote']);

function expectLength(value: string, min: number, max: number, label: string): void {
  expect(value.trim().length, `${label}: "${value}"`).toBeGreaterThanOrEqual(min);
  expect(value.length, `${label}: "${value}"`).toBeLessThanOrEqual(max);
}

function expectPrice(value: number, min: number, label: string): void {
  expect(Number.isInteger(value), label).toBe(true);
  expect(value, label).toBeGreaterThanOrEqual(min);
}

function namesOf(category: OptionCategory): Set<string> {
  return new Set(options.filter((option) => option.category === category).map((option) => option.name));
}

/** Walks the tags of an HTML fragment: allowlisted tags and attributes, balanced nesting. */
function checkHtml(html: string, label: string): { topLevelBlocks: number } {
  expect(html.toLowerCase(), label).not.toContain('<script');
  const open: string[] = [];
  let topLevelBlocks = 0;
  for (const [, closing, name, rest] of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    const tag = name.toLowerCase();
    expect(ALLOWED_TAGS.has(tag), `${label}: <${tag}>`).toBe(true);
    if (closing) {
      expect(open.pop(), `${label}: </${tag}> closes the wrong element`).toBe(tag);
      continue;
    }
    if (open.length === 0 && BLOCK_TAGS.has(tag)) topLevelBlocks++;
    open.push(tag);
    const attributes = [...rest.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)];
    expect(rest.replace(/([a-zA-Z:-]+)="([^"]*)"/g, '').trim(), `${label}: <${tag}${rest}>`).toBe('');
    for (const [, attribute, value] of attributes) {
      expect(ALLOWED_ATTRIBUTES.has(attribute.toLowerCase()), `${label}: ${attribute} on <${tag}>`).toBe(true);
      if (attribute === 'href') expect(value, label).toMatch(/^https:\/\/[^\s"]+$/);
    }
    if (tag === 'a') expect(attributes.map(([, attribute]) => attribute), label).toContain('href');
  }
  expect(open, `${label}: unclosed elements`).toEqual([]);
  return { topLevelBlocks };
}

function allImages(): ImageSpec[] {
  return [
    ...tours.map((tour) => tour.image),
    ...packages.map((item) => item.image),
    ...events.map((event) => event.image),
    ...articles.map((article) => article.image),
    ...gallery.map((item) => item.image),
    ...homestays.flatMap((homestay) => homestay.photos),
    ...products.flatMap((product) => product.photos),
    siteImages.hero,
    siteImages.about,
  ];
}

describe('demo content', () => {
  it('describes the village', () => {
    expectLength(village.name, 3, 100, 'name');
    expectLength(village.tagline, 3, 200, 'tagline');
    const paragraphs = village.about.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(paragraphs.length).toBeLessThanOrEqual(3);
    for (const paragraph of paragraphs) expect(paragraph.trim().length).toBeGreaterThan(40);
    expect(village.about).not.toMatch(/lorem|ipsum/i);
    expectLength(village.address, 3, 200, 'address');
    expect(village.email).toMatch(/^halo@desa[a-z0-9.-]+\.[a-z]{2,}$/);
    expect(village.maps.startsWith('https://www.google.com/maps/search/?api=1&query=')).toBe(true);
    expect(URL.canParse(village.maps)).toBe(true);
  });

  it('has a valid admin profile', () => {
    expectLength(adminProfile.name, 3, 50, 'name');
    expect(adminProfile.phone).toMatch(/^[0-9]{10,15}$/);
    expect(adminProfile.instagram).toMatch(/^[A-Za-z0-9._]{1,30}$/);
  });

  it('has unique options of every category', () => {
    for (const option of options) {
      expectLength(option.name, 3, 100, 'option');
      // Tours and packages store their choices comma-joined.
      expect(option.name).not.toContain(',');
      expect(OPTION_CATEGORIES).toContain(option.category);
    }
    expect(new Set(options.map((option) => option.name)).size).toBe(options.length);
    expect(namesOf('Fasilitas').size).toBeGreaterThanOrEqual(8);
    expect(namesOf('Benefit').size).toBeGreaterThanOrEqual(8);
    expect(namesOf('Fasilitas Penginapan').size).toBeGreaterThanOrEqual(6);
    expect([...namesOf('Kategori Produk')].sort()).toEqual(['Kerajinan', 'Makanan', 'Minuman', 'Pertanian']);
  });

  it('has 4 homestays and 8 products that pass the rules of /api/v1, with their photos', () => {
    expect(homestays).toHaveLength(4);
    expect(products).toHaveLength(8);
    const facilities = namesOf('Fasilitas Penginapan');
    for (const homestay of homestays) {
      const result = homestaySchema.safeParse({ ...homestay, facility: homestay.facilities });
      expect(result.error?.issues, homestay.title).toBeUndefined();
      checkHtml(homestay.description, homestay.title);
      for (const name of homestay.facilities) expect(facilities.has(name), `${homestay.title}: ${name}`).toBe(true);
      expect(homestay.photos.length, homestay.title).toBeGreaterThanOrEqual(3);
    }
    for (const product of products) {
      expect(productSchema.safeParse(product).error?.issues, product.title).toBeUndefined();
      expect(namesOf('Kategori Produk').has(product.category), product.title).toBe(true);
      expect(product.photos.length, product.title).toBeGreaterThanOrEqual(2);
    }
    // Every category shows something, and the home page's first 4 available products exist.
    expect(new Set(products.map((product) => product.category)).size).toBe(4);
    expect(products.filter((product) => product.availability === 'Tersedia').length).toBeGreaterThanOrEqual(5);
    expect(products.filter((product) => product.availability === 'Habis').length).toBeGreaterThanOrEqual(1);
  });

  it('has valid tours', () => {
    const facilities = namesOf('Fasilitas');
    expect(tours.length).toBeGreaterThanOrEqual(6);
    for (const tour of tours) {
      expectLength(tour.title, 3, 100, 'title');
      expectLength(tour.about, 3, 5000, 'about');
      expectLength(tour.location, 3, 200, 'location');
      expect(tour.operational.length, tour.title).toBeGreaterThan(0);
      const indexes = tour.operational.map((day) => DAYS.indexOf(day));
      expect(indexes, tour.title).not.toContain(-1);
      expect(indexes, `${tour.title}: week order`).toEqual([...new Set(indexes)].sort((a, b) => a - b));
      expect(tour.start).toMatch(HH_MM);
      expect(tour.end).toMatch(HH_MM);
      expect(tour.end > tour.start, tour.title).toBe(true);
      expect(tour.facilities.length, tour.title).toBeGreaterThan(0);
      for (const name of tour.facilities) expect(facilities.has(name), `${tour.title}: ${name}`).toBe(true);
      expectPrice(tour.price, 10000, tour.title);
      if (tour.maps !== null) {
        expect(tour.maps).toMatch(/^https:\/\/www\.google\.com\/maps\?q=-?\d+\.\d+,-?\d+\.\d+&output=embed$/);
      }
    }
    const withMap = tours.filter((tour) => tour.maps !== null).length;
    expect(withMap).toBeGreaterThan(tours.length / 2);
    expect(withMap).toBeLessThan(tours.length);
  });

  it('places mapped tours close together', () => {
    const points = tours.flatMap((tour) => {
      const match = tour.maps?.match(/q=(-?[\d.]+),(-?[\d.]+)/);
      return match ? [[Number(match[1]), Number(match[2])]] : [];
    });
    for (const [lat, lng] of points) {
      expect(Math.abs(lat - points[0][0])).toBeLessThan(0.1);
      expect(Math.abs(lng - points[0][1])).toBeLessThan(0.1);
    }
  });

  it('has valid packages', () => {
    const benefits = namesOf('Benefit');
    expect(packages).toHaveLength(4);
    for (const item of packages) {
      expectLength(item.title, 3, 100, 'title');
      expectPrice(item.price, 10000, item.title);
      expect(item.benefits.length, item.title).toBeGreaterThan(0);
      for (const name of item.benefits) expect(benefits.has(name), `${item.title}: ${name}`).toBe(true);
    }
  });

  it('has upcoming and past events', () => {
    expect(events).toHaveLength(8);
    expect(events.filter((event) => event.dayOffset > 0)).toHaveLength(5);
    expect(events.filter((event) => event.dayOffset < 0)).toHaveLength(3);
    expect(events.filter((event) => event.price === 0).length).toBeGreaterThanOrEqual(2);
    for (const event of events) {
      expectLength(event.title, 3, 100, 'title');
      expectLength(event.description, 3, 5000, 'description');
      expectLength(event.place, 3, 200, 'place');
      expect(Number.isInteger(event.dayOffset)).toBe(true);
      expect(event.time).toMatch(HH_MM);
      expectPrice(event.price, 0, event.title);
    }
  });

  it('has articles with safe rich HTML', () => {
    expect(articles).toHaveLength(6);
    for (const article of articles) {
      expectLength(article.title, 3, 100, 'title');
      expectLength(article.writer, 3, 100, 'writer');
      const { topLevelBlocks } = checkHtml(article.content, article.title);
      expect(topLevelBlocks, article.title).toBeGreaterThanOrEqual(4);
      expect(topLevelBlocks, article.title).toBeLessThanOrEqual(8);
      expect(article.content).not.toMatch(/lorem|ipsum/i);
    }
    const all = articles.map((article) => article.content).join('');
    expect(all).toContain('style="text-align: center"');
    // Inline text colours cannot reach 4.5:1 contrast on both the light and the dark theme.
    expect(all).not.toMatch(/style="[^"]*(?<!background-)color:/);
    for (const tag of ALLOWED_TAGS) expect(all, `<${tag}> is used somewhere`).toContain(`<${tag}`);
  });

  it('has gallery items with short captions', () => {
    expect(gallery).toHaveLength(16);
    for (const item of gallery) {
      expectLength(item.title, 3, 100, 'title');
      expectLength(item.caption, 3, 50, 'caption');
    }
  });

  it('uses every image spec once, with known scenes', () => {
    const images = allImages();
    for (const image of images) {
      expect(SCENES).toContain(image.scene);
      expect(Number.isInteger(image.seed)).toBe(true);
    }
    expect(new Set(images.map((image) => `${image.scene}#${image.seed}`)).size).toBe(images.length);
  });
});

describe('English demo content', () => {
  const tagsOf = (html: string) => [...html.matchAll(/<\/?[a-z0-9]+(?: [^>]*)?>/g)].map(([tag]) => tag.replace(/ href="[^"]*"/, ''));
  const linksOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
  const byKind: [TranslatableKind, Record<string, object>, string[]][] = [
    ['setting', optionsEn, options.map((option) => option.name)],
    ['tour', toursEn, tours.map((tour) => tour.title)],
    ['package', packagesEn, packages.map((item) => item.title)],
    ['event', eventsEn, events.map((event) => event.title)],
    ['article', articlesEn, articles.map((article) => article.title)],
    ['gallery', galleryEn, gallery.map((item) => item.title)],
    ['homestay', homestaysEn, homestays.map((item) => item.title)],
    ['product', productsEn, products.map((item) => item.title)],
  ];

  it('has an English version for every record and nothing else', () => {
    for (const [kind, translations, keys] of byKind) expect(Object.keys(translations).sort(), kind).toEqual([...keys].sort());
  });

  it('passes the rules /api/v1 applies to an English version', () => {
    const versions: [TranslatableKind, object][] = [
      ['site', villageEn],
      ...byKind.flatMap(([kind, translations]) => Object.values(translations).map((text) => [kind, text] as [TranslatableKind, object])),
    ];
    for (const [kind, text] of versions) {
      const result = translationSchema(kind).safeParse(text);
      expect(result.error?.issues, `${kind}: ${JSON.stringify(text).slice(0, 80)}`).toBeUndefined();
    }
  });

  it('translates the village profile paragraph by paragraph', () => {
    const paragraphs = villageEn.about.split('\n\n');
    expect(paragraphs).toHaveLength(village.about.split('\n\n').length);
    for (const paragraph of paragraphs) expect(paragraph.trim().length).toBeGreaterThan(40);
  });

  it('names every option once, without commas', () => {
    const names = options.map((option) => optionsEn[option.name].name);
    for (const name of names) expect(name).not.toContain(',');
    expect(new Set(names).size).toBe(options.length);
  });

  it('gives each article the same safe HTML structure and links as the Indonesian one', () => {
    for (const article of articles) {
      const { title, content } = articlesEn[article.title];
      checkHtml(content, title);
      expect(tagsOf(content), title).toEqual(tagsOf(article.content));
      expect(linksOf(content), title).toEqual(linksOf(article.content));
    }
  });

  it('differs from the Indonesian texts it translates', () => {
    expect(villageEn.tagline).not.toBe(village.tagline);
    for (const tour of tours) expect(toursEn[tour.title].about).not.toBe(tour.about);
    for (const event of events) expect(eventsEn[event.title].description).not.toBe(event.description);
    for (const item of gallery) expect(galleryEn[item.title].caption).not.toBe(item.caption);
  });
});

describe('renderLandscape', () => {
  it.each([...SCENES])('renders %s as a JPEG of the requested size', async (scene) => {
    const buffer = await renderLandscape(scene, 7, { width: 360, height: 240 });
    expect(buffer[0]).toBe(0xff);
    expect(buffer[1]).toBe(0xd8);
    const metadata = await sharp(buffer).metadata();
    expect(metadata.format).toBe('jpeg');
    expect([metadata.width, metadata.height]).toEqual([360, 240]);
  });

  it('defaults to 1200 × 800 and crops to other aspect ratios', async () => {
    const full = await sharp(await renderLandscape('village', 3)).metadata();
    expect([full.width, full.height]).toEqual([1200, 800]);
    const square = await sharp(await renderLandscape('beach', 3, { width: 300, height: 300 })).metadata();
    expect([square.width, square.height]).toEqual([300, 300]);
  });

  it('is deterministic per seed and varies between seeds', async () => {
    const size = { width: 240, height: 160 };
    const [a, b, c] = await Promise.all([
      renderLandscape('lake', 5, size),
      renderLandscape('lake', 5, size),
      renderLandscape('lake', 6, size),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });
});

describe('the demo pictures cache', () => {
  it('draws a picture once, then reads it from .cache/demo-pictures, the same bytes', async () => {
    const appRoot = mkdtempSync(path.join(os.tmpdir(), 'desa-demo-pictures-'));
    try {
      const spec: ImageSpec = { scene: 'lake', seed: 3 };
      const drawn = await demoPicture(spec, appRoot);
      expect(drawn).toEqual(await renderLandscape('lake', 3));
      const [file] = readdirSync(path.join(appRoot, '.cache', 'demo-pictures'));
      expect(file).toMatch(/^lake-3-[0-9a-f]{16}\.jpg$/);
      // What the cache holds is what comes back, not a new drawing.
      writeFileSync(path.join(appRoot, '.cache', 'demo-pictures', file), 'dari cache');
      expect((await demoPicture(spec, appRoot)).toString()).toBe('dari cache');
    } finally {
      rmSync(appRoot, { recursive: true, force: true });
    }
  });
});
