// Seeding fills an empty database once, and never touches one that has content.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { splitList } from '@desa/contract';
import { sanitizeHtml } from '@desa/contract/sanitize';
import * as demo from '../src/seed/demo-content';
import * as demoEn from '../src/seed/demo-content-en';
import { ApiClient } from './support/api';
import { removeWorkDir, startCms } from './support/strapi-server';
import type { Option, Tour } from '@desa/contract';

const workDirs: string[] = [];
function freshDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'desa-seed-test-'));
  workDirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of workDirs) await removeWorkDir(dir);
});

async function totals(url: string) {
  const api = new ApiClient(url);
  const count = async (kind: string) => (await api.get(`/${kind}/all`)).body.total;
  return {
    tour: await count('tour'),
    package: await count('package'),
    event: await count('event'),
    article: await count('article'),
    gallery: await count('gallery'),
    options: (await api.get('/setting/all')).body.length,
    upcoming: (await api.get('/event/all?upcoming=1')).body.total,
  };
}

const ENGLISH_BY_KIND = {
  tour: [demo.tours, demoEn.toursEn],
  package: [demo.packages, demoEn.packagesEn],
  event: [demo.events, demoEn.eventsEn],
  article: [demo.articles, demoEn.articlesEn],
  gallery: [demo.gallery, demoEn.galleryEn],
} as const;

/** Every list, the options and the village profile, as today (no locale) and with ?locale=en; image URLs without the server's port. */
async function bothLanguages(url: string) {
  const api = new ApiClient(url);
  // Wire records of any kind, compared field by field.
  const kinds: Record<string, Record<'id' | 'en', Array<Record<string, unknown>>>> = {};
  for (const kind of Object.keys(ENGLISH_BY_KIND)) {
    kinds[kind] = { id: (await api.get(`/${kind}/all`)).body.data, en: (await api.get(`/${kind}/all?locale=en`)).body.data };
  }
  const answers = {
    kinds,
    options: { id: (await api.get('/setting/all')).body as Option[], en: (await api.get('/setting/all?locale=en')).body as Option[] },
    site: { id: (await api.get('/site')).body, en: (await api.get('/site?locale=en')).body },
  };
  return JSON.parse(JSON.stringify(answers).replaceAll(url, 'http://cms')) as typeof answers;
}

const englishName = (name: string) => demoEn.optionsEn[name as keyof typeof demoEn.optionsEn].name;

/** Indonesian answers hold the demo's Indonesian texts as before; each record's English version holds its English texts. */
function expectBothLanguages({ kinds, options, site }: Awaited<ReturnType<typeof bothLanguages>>) {
  for (const [kind, [records, english]] of Object.entries(ENGLISH_BY_KIND)) {
    const { id, en } = kinds[kind];
    expect(id.map((record) => record.title).sort(), kind).toEqual(records.map((record) => record.title).sort());
    expect(id.every((record) => !('locale' in record)), kind).toBe(true);
    expect(en.map((record) => record.id), kind).toEqual(id.map((record) => record.id));
    en.forEach((record, index) => {
      const indonesian = id[index];
      const texts: Record<string, string> = (english as Record<string, Record<string, string>>)[String(indonesian.title)];
      expect(record.locale, `${kind} ${indonesian.title}`).toBe('en');
      for (const [field, value] of Object.entries(texts)) {
        expect(record[field], `${kind} ${indonesian.title}: ${field}`).toBe(field === 'content' ? sanitizeHtml(value) : value);
      }
      expect(record.price, kind).toBe(indonesian.price);
      const relation = kind === 'tour' ? 'facility' : kind === 'package' ? 'benefit' : null;
      if (relation) expect(splitList(String(record[relation]))).toEqual(splitList(String(indonesian[relation])).map(englishName));
    });
  }
  expect(options.id.map((option) => option.name).sort()).toEqual(demo.options.map((option) => option.name).sort());
  expect(options.en.map((option) => option.id)).toEqual(options.id.map((option) => option.id));
  options.en.forEach((option, index) => {
    expect(option).toMatchObject({ locale: 'en', name: englishName(options.id[index].name), category: options.id[index].category });
  });
  expect(site.id).toMatchObject({ tagline: demo.village.tagline, about: demo.village.about, address: demo.village.address });
  expect(site.id).not.toHaveProperty('locale');
  expect(site.en).toMatchObject({ ...demoEn.villageEn, name: demo.village.name, locale: 'en' });
}

describe('seeding', () => {
  it('fills an empty database with the demo village, once', async () => {
    const workDir = freshDir();
    const first = await startCms({ seed: true, workDir });
    const seeded = await totals(first.url);
    const files = first.files().uploads.length;
    const api = new ApiClient(first.url);
    const site = (await api.get('/site')).body;
    const contact = (await api.get('/user/contact')).body.user;
    const article = (await api.get('/article/all')).body.data[0];
    const tours = (await api.get('/tour/all')).body.data;
    const languages = await bothLanguages(first.url);
    await first.stop();

    expect(seeded.tour).toBeGreaterThanOrEqual(6);
    expect(seeded).toMatchObject({ package: 4, event: 8, article: 6, gallery: 16 });
    expect(seeded.upcoming).toBeGreaterThan(0);
    expect(seeded.upcoming).toBeLessThan(8);
    expect(seeded.options).toBeGreaterThanOrEqual(8);
    expect(site.name).toBeTruthy();
    expect(site.hero_image).toMatch(/^http/);
    expect(contact).toHaveLength(1);
    expect(contact[0].phone).toMatch(/^\d{10,15}$/);
    expect(contact[0].instagram).toBeTruthy();
    expect(article.content).toMatch(/<p>/);
    expect(tours.filter((tour: Tour) => tour.maps).length).toBeGreaterThan(tours.length / 2);
    expect(tours.every((tour: Tour) => tour.facility && tour.operational && tour.thumbnail)).toBe(true);
    expect(files).toBeGreaterThan(43);
    expectBothLanguages(languages);

    const second = await startCms({ seed: true, workDir });
    expect(await totals(second.url)).toEqual(seeded);
    expect(await bothLanguages(second.url)).toEqual(languages);
    expect(second.files().uploads.length).toBe(files);
    await second.stop();
    // Two starts and a seeding: minutes when the machine is busy.
  }, 300_000);

  it('leaves a database with content alone, even when it is only an account', async () => {
    const workDir = freshDir();
    const bare = await startCms({ seed: false, workDir });
    await bare.stop();
    const again = await startCms({ seed: true, workDir });
    expect(await totals(again.url)).toMatchObject({ tour: 0, package: 0, gallery: 0, options: 0 });
    expect((await new ApiClient(again.url).get('/user/contact')).body.user).toHaveLength(1);
    await again.stop();
  });
});
