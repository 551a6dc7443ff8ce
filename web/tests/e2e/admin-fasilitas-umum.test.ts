// Fasilitas Umum (issue 37), the type that proves one module per type: created in the back office
// with a photo and validated with its messages; on /fasilitas and /en/fasilitas, grouped under its
// kind with its map link and its schema.org data; in the sitemap and the home page's section;
// deleted to Sampah and restored from it.
import { AMENITY, ENTITY_TEXT, TRASH, type Amenity } from '@desa/contract';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, SCREENSHOTS } from '../support/browser';
import { api, deleteThroughDialog, expectErrors, expectToast, gone, imageFile, openCreate, recordIdOf, shot, toast, unique, visible } from '../support/admin';
import { serverHtml, shotPublic, open } from '../support/public';

const PAGE = '/admin/fasilitas-umum';
const TEXT = ENTITY_TEXT.amenity;
// A seeded kind, with its English name (cms/src/seed/demo-content-en.ts).
const KIND = { id: 'Toilet Umum', en: 'Public Toilets' };
const MAPS = 'https://www.google.com/maps?q=-7.27,107.81';

/** The JSON-LD blocks of a served page. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json));
}

describe('Fasilitas Umum', () => {
  it('is created with a photo, listed under its kind on /fasilitas and /en/fasilitas, in the sitemap, and comes back from Sampah', async ({
    adminPage,
    browser,
  }) => {
    const title = unique('Toilet Uji');
    const { page } = await adminPage({ viewport: DESKTOP, at: PAGE });
    const modal = await openCreate(page, PAGE, 'Tambah', 'Tambah Fasilitas Umum');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectErrors(modal, [
      'Foto tidak boleh kosong!',
      AMENITY.titleRequired,
      AMENITY.kindRequired,
      AMENITY.descriptionRequired,
      'Lokasi tidak boleh kosong!',
      AMENITY.hoursRequired,
    ]);
    await modal.getByLabel('Foto').setInputFiles(await imageFile('toilet.png', '#2a7'));
    await modal.getByLabel('Nama Fasilitas').fill(title);
    await modal.getByLabel('Jenis').selectOption(KIND.id);
    await modal.getByLabel('Jam Buka').fill('x'.repeat(61));
    await expectErrors(modal, [AMENITY.hoursMax]);
    await modal.getByLabel('Jam Buka').fill('Setiap hari 06.00–18.00');
    await modal.getByLabel('Keterangan').fill('Toilet bersih dengan air mengalir.');
    await modal.getByLabel('Lokasi').fill('Samping Lapangan Desa');
    await modal.getByLabel('Link Google Maps').fill(MAPS);
    await modal.getByLabel('Ramah difabel', { exact: false }).check();
    await shot(page, 'admin-fasilitas-umum-desktop-create');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, TEXT.created);
    await gone(modal);
    const id = await recordIdOf(page, title);
    const stored = await api<Amenity>(`/amenity/${id}`);
    expect(stored).toMatchObject({ title, kind: KIND.id, hours: 'Setiap hari 06.00–18.00', accessible: true, maps: MAPS });
    expect(stored.thumbnail).toMatch(/^http/);
    await shot(page, 'admin-fasilitas-umum-desktop-light');

    // One page, grouped by kind: the card sits under its kind's heading, with its map link.
    const visitor = await open(browser, '/fasilitas', { viewport: PHONE });
    const group = visitor.page.locator('section', { has: visitor.page.getByRole('heading', { level: 2, name: KIND.id, exact: true }) });
    const card = group.getByRole('listitem').filter({ hasText: title });
    await visible(card);
    expect(await card.innerText()).toContain('Ramah difabel');
    expect(await card.getByRole('link', { name: `Buka peta: ${title}` }).getAttribute('href')).toBe(MAPS);
    expect(await visitor.page.locator(`img[alt="${title}"]`).count()).toBe(1);
    const served = await serverHtml('/fasilitas');
    const places = jsonLdOf(served.html).flatMap((data) =>
      data['@type'] === 'ItemList' ? (data.itemListElement as Array<{ item: Record<string, unknown> }>) : []
    );
    expect(places.find(({ item }) => item.name === title)?.item).toMatchObject({ '@type': 'CivicStructure', hasMap: MAPS, address: 'Samping Lapangan Desa' });

    // The English page keeps the Indonesian slug; the kind is named in English.
    await visitor.page.goto('/en/fasilitas');
    expect(await visitor.page.getByRole('heading', { level: 1 }).innerText()).toBe('Public Facilities');
    const englishGroup = visitor.page.locator('section', { has: visitor.page.getByRole('heading', { level: 2, name: KIND.en, exact: true }) });
    await visible(englishGroup.getByRole('listitem').filter({ hasText: title }));
    const { html: sitemap } = await serverHtml('/sitemap.xml');
    for (const path of ['/fasilitas', '/en/fasilitas']) expect(sitemap, path).toContain(`${path}</loc>`);
    // The home page's section links to the page.
    const { html: home } = await serverHtml('/');
    expect(home).toContain('Fasilitas Umum Desa');
    expect(home).toMatch(/href="\/fasilitas"/);

    // Deleted: gone from the public page; restored from Sampah: back on it.
    await deleteThroughDialog(page, title, TEXT.deleteTitle, TEXT.deleteText);
    await expectToast(page, TEXT.deleted);
    await expect.poll(async () => (await serverHtml('/fasilitas')).html.includes(title), { timeout: 10_000 }).toBe(false);
    await page.goto('/admin/sampah');
    const row = page.getByRole('main').locator('tbody tr', { hasText: title });
    expect(await row.locator('th').innerText()).toBe(`Fasilitas Umum\n${title}`);
    await row.getByRole('button', { name: `Pulihkan ${title}` }).click();
    await visible(toast(page, TRASH.restored(title)));
    await gone(row);
    await expect.poll(async () => (await serverHtml('/fasilitas')).html.includes(title), { timeout: 10_000 }).toBe(true);
    expect(await api<Amenity>(`/amenity/${id}`)).toMatchObject({ title, kind: KIND.id, accessible: true });
  });

  // Screenshots only, for a person to look at (npm run screenshots).
  it.runIf(SCREENSHOTS)('looks right on a phone and a desktop, light and dark (screenshots)', { timeout: 120_000 }, async ({ browser }) => {
    for (const [name, viewport] of [
      ['375', { width: 375, height: 812 }],
      ['1280', DESKTOP],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page } = await open(browser, '/fasilitas', { viewport, colorScheme });
        await shotPublic(page, `public-fasilitas-${name}-${colorScheme}`);
        await page.goto('/');
        await page.getByRole('heading', { name: 'Fasilitas Umum Desa' }).scrollIntoViewIfNeeded();
        await shotPublic(page, `public-home-fasilitas-${name}-${colorScheme}`, { viewportOnly: true });
      }
    }
  });
});
