// The demo village a seeded start writes (src/seed/): what a seeded database must hold, in both
// languages, and a snapshot of it to compare a later start with. backup-restore.test.ts seeds
// once and checks it here before it edits and backs up the same village.
import { expect } from 'vitest';
import { splitList } from '@desa/contract';
import { sanitizeHtml } from '@desa/contract/sanitize';
import * as demo from '../../src/seed/demo-content';
import * as demoEn from '../../src/seed/demo-content-en';
import { ApiClient } from './api';
import type { RunningCms } from './strapi-server';
import type { Option, Tour } from '@desa/contract';

export async function totals(url: string) {
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
export async function bothLanguages(url: string) {
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
export function expectBothLanguages({ kinds, options, site }: Awaited<ReturnType<typeof bothLanguages>>) {
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

/** Checks the demo village a seeded start just wrote, and answers what a later start must still show. */
export async function expectDemoVillage(cms: RunningCms) {
  const seeded = await totals(cms.url);
  const files = cms.files().uploads.length;
  const api = new ApiClient(cms.url);
  const site = (await api.get('/site')).body;
  const contact = (await api.get('/user/contact')).body.user;
  const article = (await api.get('/article/all')).body.data[0];
  const tours = (await api.get('/tour/all')).body.data;
  const languages = await bothLanguages(cms.url);

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
  return { seeded, languages, files };
}

/** A start after the seeded one (seeding asked again) shows the same village: seeded once. */
export async function expectSameVillage(cms: RunningCms, { seeded, languages, files }: Awaited<ReturnType<typeof expectDemoVillage>>) {
  expect(await totals(cms.url)).toEqual(seeded);
  expect(await bothLanguages(cms.url)).toEqual(languages);
  expect(cms.files().uploads.length).toBe(files);
}
