// Seeding fills an empty database once, and never touches one that has content.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api';
import { removeWorkDir, startCms } from './support/strapi-server';

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
    expect(tours.filter((tour: any) => tour.maps).length).toBeGreaterThan(tours.length / 2);
    expect(tours.every((tour: any) => tour.facility && tour.operational && tour.thumbnail)).toBe(true);
    expect(files).toBeGreaterThan(43);

    const second = await startCms({ seed: true, workDir });
    expect(await totals(second.url)).toEqual(seeded);
    expect(second.files().uploads.length).toBe(files);
    await second.stop();
  });

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
