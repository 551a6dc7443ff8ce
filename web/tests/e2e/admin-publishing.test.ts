// Draf, Terjadwal, Terbit in the back office (issue 22): an article saved as a draft stays off
// the public site, its card says so and the tabs count it; "Terbitkan" and "Turunkan" on the
// card; a schedule in the past is refused under the field, one tomorrow shows on the card, the
// tab and the dashboard's "Akan Terbit" and can be cancelled; the new controls pass axe.
import { PUBLISHING, addDays, formatDateWithDay, todayInJakarta, type Article, type TourPackage } from '@desa/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { adminToken, createThroughApi, deleteThroughApi, expectToast, imageFile, openCreate, pickDay, recordIdOf, shot, unique, visible } from '../support/admin';
import { expectAccessibleInBothThemes } from '../support/public';
import { WEB_URL } from '../support/stack';

const PAGE = '/admin/artikel';

/** What a visitor gets for a path: its status, and whether the title is on it. */
async function visitor(path: string, title: string) {
  const response = await fetch(`${WEB_URL}${path}`);
  return { status: response.status, shows: (await response.text()).includes(title) };
}

function card(page: Page, title: string): Locator {
  return page.getByRole('main').locator('li').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function tabCount(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('navigation', { name: 'Status terbit' }).getByRole('link', { name: new RegExp(`^${label} `) }).innerText();
  return Number(text.replace(/\D+/g, ''));
}

async function writeArticle(page: Page, title: string): Promise<Locator> {
  const modal = await openCreate(page, PAGE, 'Buat', 'Buat Artikel');
  await modal.getByLabel('Thumbnail').setInputFiles(await imageFile('draf.png', '#7a4'));
  await modal.getByLabel('Judul Artikel').fill(title);
  await modal.getByRole('textbox', { name: 'Konten' }).click();
  await page.keyboard.type('Ditulis pelan-pelan selama tiga malam.');
  return modal;
}

describe('publishing states in the back office', () => {
  it('keeps a draft off the site, then publishes it and takes it down from its card', async ({ adminPage }) => {
    const title = unique('Artikel Draf');
    const { page } = await adminPage({ viewport: DESKTOP, colorScheme: 'dark', at: PAGE });
    const draftsBefore = await tabCount(page, 'Draf');
    const modal = await writeArticle(page, title);
    await modal.getByRole('button', { name: 'Simpan sebagai draf' }).click();
    await expectToast(page, 'Artikel berhasil ditambahkan!');
    const id = await recordIdOf(page, title);
    await visible(card(page, title).getByText('Draf', { exact: true }));
    expect(await tabCount(page, 'Draf')).toBe(draftsBefore + 1);
    expect(await visitor('/artikel', title)).toMatchObject({ shows: false });
    expect((await visitor(`/artikel/${id}`, title)).status).toBe(404);
    expect(await visitor('/sitemap.xml', id)).toMatchObject({ status: 200, shows: false });
    expect(await visitor('/', title)).toMatchObject({ shows: false });
    await shot(page, 'admin-artikel-desktop-dark-draft');

    await page.getByRole('link', { name: /^Draf / }).click();
    await page.waitForURL(/status=draf/);
    await visible(card(page, title));

    await card(page, title).getByRole('button', { name: `Terbitkan: ${title}` }).click();
    await expectToast(page, PUBLISHING.published);
    await page.goto(PAGE);
    await visible(card(page, title).getByText('Terbit', { exact: true }));
    expect(await visitor(`/artikel/${id}`, title)).toEqual({ status: 200, shows: true });

    // Enter in a field of a public record's form saves the change and keeps it public.
    await card(page, title).getByRole('link', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Artikel' });
    await edit.getByLabel('Judul Artikel').fill(`${title} baru`);
    await edit.getByLabel('Judul Artikel').press('Enter');
    await expectToast(page, 'Artikel berhasil diperbarui!');
    await visible(card(page, `${title} baru`).getByText('Terbit', { exact: true }));
    await edit.waitFor({ state: 'detached' });
    const renamed = `${title} baru`;

    await card(page, renamed).getByRole('button', { name: `Turunkan: ${renamed}` }).click();
    await expectToast(page, PUBLISHING.unpublished);
    await visible(card(page, renamed).getByText('Draf', { exact: true }));
    expect((await visitor(`/artikel/${id}`, renamed)).status).toBe(404);
    await deleteThroughApi('article', id, await adminToken());
  });

  it('refuses a time in the past, schedules one for tomorrow (card, tab, dashboard) and cancels it', async ({ adminPage }) => {
    const title = unique('Artikel Terjadwal');
    const { page } = await adminPage({ viewport: PHONE });
    const modal = await writeArticle(page, title);
    await shot(page, 'admin-artikel-phone-publishing-buttons');
    await modal.getByRole('button', { name: 'Jadwalkan…' }).click();
    const schedule = modal.getByRole('group', { name: 'Jadwal terbit (WIB)' });
    await visible(schedule);
    // Today at 00.00 WIB has passed.
    const today = todayInJakarta();
    await pickDay(schedule, today);
    await schedule.getByLabel('Jam').selectOption('00');
    await schedule.getByLabel('Menit').selectOption('00');
    await modal.getByRole('button', { name: 'Jadwalkan', exact: true }).click();
    await visible(schedule.getByText(PUBLISHING.publishAtPast, { exact: true }));
    await shot(page, 'admin-artikel-phone-schedule-past');
    await expectAccessibleInBothThemes(page, 'jadwal terbit 375');

    const tomorrow = addDays(today, 1);
    await pickDay(schedule, tomorrow);
    await schedule.getByLabel('Jam').selectOption('08');
    await schedule.getByLabel('Menit').selectOption('30');
    await visible(schedule.getByText(`Terbit pada ${formatDateWithDay(tomorrow)}, pukul 08.30 WIB`));
    await modal.getByRole('button', { name: 'Jadwalkan', exact: true }).click();
    await expectToast(page, 'Artikel berhasil ditambahkan!');
    const id = await recordIdOf(page, title);
    await visible(card(page, title).getByText(/^Terjadwal · .* 08\.30 WIB$/));
    expect((await visitor(`/artikel/${id}`, title)).status).toBe(404);

    await page.getByRole('link', { name: /^Terjadwal / }).click();
    await visible(card(page, title));
    await page.goto('/admin');
    const next = page.getByRole('heading', { name: 'Akan Terbit' }).locator('xpath=../..');
    await visible(next.getByRole('link', { name: title }));
    await visible(next.getByText(/08\.30 WIB/).first());
    // Its type's card counts it apart from what visitors see.
    await visible(page.getByRole('link', { name: /^Artikel \d+ (\d+ draf · )?\d+ terjadwal$/ }));
    await shot(page, 'admin-dashboard-phone-scheduled');

    await page.goto(`${PAGE}?status=terjadwal`);
    await card(page, title).getByRole('button', { name: `Batalkan jadwal: ${title}` }).click();
    await expectToast(page, PUBLISHING.unpublished);
    await page.goto(`${PAGE}?status=draf`);
    await visible(card(page, title).getByText('Draf', { exact: true }));
    expect((await visitor(`/artikel/${id}`, title)).status).toBe(404);
    await deleteThroughApi('article', id, await adminToken());
  });

  it('previews a draft through its signed link, in both languages, never cached and not for search engines', async ({ adminPage, browser, token }) => {
    const draft = await createThroughApi<Article>('article', { title: unique('Draf Pratinjau'), content: '<p>Isi yang belum terbit.</p>', writer: 'Warga', status: 'draft' }, token);
    const { page } = await adminPage({ viewport: DESKTOP, at: `${PAGE}?status=draf` });
    const href = (await card(page, draft.title).getByRole('link', { name: `Pratinjau ${draft.title}` }).getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/artikel/${draft.id}\\?pratinjau=\\d+\\.[0-9a-f]{64}$`));

    // Whoever holds the link: a browser with no session.
    const { page: visitorPage } = await newPage(browser, { viewport: PHONE });
    for (const [path, banner] of [[href, 'Pratinjau — belum terbit'], [`/en${href}`, 'Preview — not published yet']] as const) {
      const response = (await visitorPage.goto(path))!;
      expect(response.status(), path).toBe(200);
      expect(response.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
      expect(response.headers()['x-page-cache']).toBeUndefined();
      await visible(visitorPage.getByRole('status').getByText(banner));
      await visible(visitorPage.getByRole('heading', { level: 1, name: draft.title }));
      expect(await visitorPage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    }
    await shot(visitorPage, 'public-artikel-phone-preview');
    const [path, token_] = href.split('?pratinjau=');
    const tampered = `${path}?pratinjau=${token_.slice(0, -1)}${token_.endsWith('0') ? '1' : '0'}`;
    for (const refused of [path, tampered]) expect((await visitor(refused, draft.title)).status, refused).toBe(404);
    await deleteThroughApi('article', draft.id, token);

    // A package has its page (issue 38): its preview is that page.
    const pkg = await createThroughApi<TourPackage>('package', { title: unique('Paket Draf'), price: '125000', benefit: 'Pemandu Wisata', status: 'draft' }, token);
    await page.goto('/admin/paket-wisata?status=draf');
    const pageHref = (await card(page, pkg.title).getByRole('link', { name: `Pratinjau ${pkg.title}` }).getAttribute('href'))!;
    expect(pageHref).toMatch(new RegExp(`^/paket/${pkg.id}\\?pratinjau=`));
    await visitorPage.goto(pageHref);
    await visible(visitorPage.getByRole('heading', { level: 1, name: pkg.title }));
    expect((await visitor(`/paket/${pkg.id}`, pkg.title)).status).toBe(404);
    await deleteThroughApi('package', pkg.id, token);

    // An amenity has no page of its own: its preview is its card as its list page shows it.
    const amenity = await createThroughApi<{ id: string; title: string }>(
      'amenity',
      { title: unique('Toilet Draf'), kind: 'Toilet Umum', description: 'Bersih.', location: 'Balai Desa', hours: '24 jam', status: 'draft' },
      token,
    );
    await page.goto('/admin/fasilitas-umum?status=draf');
    const cardHref = (await card(page, amenity.title).getByRole('link', { name: `Pratinjau ${amenity.title}` }).getAttribute('href'))!;
    expect(cardHref).toMatch(new RegExp(`^/pratinjau/amenity/${amenity.id}\\?pratinjau=`));
    const response = (await visitorPage.goto(cardHref))!;
    expect(response.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    await visible(visitorPage.getByRole('status').getByText('Pratinjau — belum terbit'));
    await visible(visitorPage.getByRole('heading', { level: 3, name: amenity.title }));
    expect((await visitor(cardHref.replace('/amenity/', '/tour/'), amenity.title)).status).toBe(404);
    expect((await visitor(`/pratinjau/amenity/${amenity.id}`, amenity.title)).status).toBe(404);
    await deleteThroughApi('amenity', amenity.id, token);
  });

  it('shows a scheduled record on the cached public list at its time, with nobody signed in and no manual purge', async ({ token }) => {
    const title = unique('Terbit Sendiri');
    const at = new Date(Date.now() + 4000);
    const scheduled = await createThroughApi<Article>('article', { title, content: '<p>Pada waktunya.</p>', writer: 'Warga', status: 'scheduled', publish_at: at.toISOString() }, token);
    // The list is in the page cache without it (once the create's own purge notice has come and gone).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await fetch(`${WEB_URL}/artikel`);
    const cached = await fetch(`${WEB_URL}/artikel`);
    expect(cached.headers.get('x-page-cache')).toBe('HIT');
    expect(await cached.text()).not.toContain(title);
    let seenAt = 0;
    for (const end = Date.now() + 20_000; Date.now() < end && !seenAt; await new Promise((resolve) => setTimeout(resolve, 250))) {
      if ((await (await fetch(`${WEB_URL}/artikel`)).text()).includes(title)) seenAt = Date.now();
    }
    expect(seenAt, 'shown on /artikel').toBeGreaterThan(0);
    expect(seenAt - at.getTime()).toBeLessThan(10_000);
    expect((await visitor(`/artikel/${scheduled.id}`, title)).status).toBe(200);
    await deleteThroughApi('article', scheduled.id, token);
  });

  it('passes axe with the tabs, badges and card buttons in both themes at 1280 px', async ({ adminPage, token }) => {
    const { page } = await adminPage({ viewport: DESKTOP });
    const draft = await createThroughApi<Article>('article', { title: unique('Draf Axe'), content: '<p>Isi</p>', writer: 'Warga', status: 'draft' }, token);
    await page.goto(PAGE);
    await visible(card(page, draft.title));
    await expectAccessibleInBothThemes(page, 'artikel dengan draf 1280');
    await deleteThroughApi('article', draft.id, token);
  });
});
