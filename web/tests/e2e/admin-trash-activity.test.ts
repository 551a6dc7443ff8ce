// Sampah and Riwayat in the back office (issue 23): a tour deleted on its page waits in Sampah
// and comes back from it, onto its admin list and its public page, with the CMS's note on what
// could not come back; "Hapus permanen" asks first and removes the photo's file; a stale restore
// is an error toast. The Riwayat names who did what (the back office's account, "Klien API" for
// the same account through the API), its filters narrow the list with and without JavaScript and
// an impossible date range is refused in Indonesian; the dashboard shows the latest five.
import {
  ACTIVITY,
  ACTIVITY_ACTION_LABELS,
  ACTOR_NAMES,
  ENTITY_TEXT,
  TRASH,
  addDays,
  todayInJakarta,
  type GalleryPhoto,
  type Tour,
} from '@desa/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, SCREENSHOTS, newPage, screenshot, waitForHydration } from '../support/browser';
import { api, createThroughApi, deleteThroughApi, dialog, expectToast, gone, shot, signInAdmin, toast, unique, visible } from '../support/admin';
import { WEB_URL } from '../support/stack';

const TRASH_PAGE = '/admin/sampah';
const LOG_PAGE = '/admin/riwayat';
const RANGE_INVALID = 'Tanggal akhir tidak boleh sebelum tanggal awal';

/** What a visitor gets for a path: its status, and whether the text is on it. */
async function visitor(path: string, text: string) {
  const response = await fetch(`${WEB_URL}${path}`);
  return { status: response.status, shows: (await response.text()).includes(text) };
}

/** The seeded admin's name, as the Riwayat and Sampah name it. */
async function adminName(token: string): Promise<string> {
  return (await api<{ name: string }>('/auth/me', { token })).name;
}

async function newOption(token: string, name: string): Promise<string> {
  const answer = await api<{ data: { id: string } }>('/setting/create', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, category: 'Fasilitas' }),
  });
  return answer.data.id;
}

function newTour(token: string, title: string, facility = 'Toilet') {
  return createThroughApi<Tour>(
    'tour',
    { title, about: 'Air terjun kecil di balik kebun kopi.', location: 'Dusun Cibodas', operational: 'Senin,Sabtu', start: '08:00', end: '16:00', facility, price: '10000' },
    token,
  );
}

/** A record in Sampah: its table row from 768 px, its card below. */
function trashed(page: Page, title: string): Locator {
  return page.getByRole('main').locator('tr:visible, li:visible').filter({ hasText: title });
}

/** The Riwayat's entries (the dashboard's card or the page's list). */
function entries(scope: Page | Locator): Locator {
  return scope.getByRole('main').getByRole('listitem');
}

async function applyFilters(page: Page) {
  await page.getByRole('button', { name: 'Terapkan' }).click();
}

describe('Sampah', () => {
  it('takes a tour deleted on its page, restores it onto its list and public page, with the note on its lost facility', async ({ adminPage, token }) => {
    const facility = unique('Gazebo Uji');
    const optionId = await newOption(token, facility);
    const tour = await newTour(token, unique('Curug Sampah'), `Toilet,${facility}`);
    const name = await adminName(token);
    const { page } = await adminPage({ viewport: DESKTOP });

    // Deleted on its admin page: the confirmation says where it goes.
    await page.goto('/admin/wisata');
    await page.getByRole('link', { name: `Hapus ${tour.title}`, exact: true }).click();
    const confirm = dialog(page, ENTITY_TEXT.tour.deleteTitle);
    await visible(confirm.getByText('Data dipindahkan ke Sampah dan masih bisa dipulihkan selama 30 hari.'));
    await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
    await expectToast(page, ENTITY_TEXT.tour.deleted);
    expect((await visitor(`/wisata/${tour.id}`, tour.title)).status).toBe(404);
    // Its facility goes meanwhile (nothing uses it any more).
    await api(`/setting/delete/${optionId}`, { method: 'DELETE', token });

    await page.goto(TRASH_PAGE);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sampah');
    await visible(page.getByText('Data yang dihapus disimpan di sini selama 30 hari', { exact: false }));
    const row = trashed(page, tour.title);
    await visible(row);
    // Newest first: the facility (an option goes to Sampah too), then the tour.
    const rows = page.getByRole('main').locator('tbody tr');
    expect(await rows.nth(0).locator('th').innerText()).toBe(`Pengaturan\n${facility}`);
    expect(await rows.nth(1).innerText()).toContain(tour.title);
    const cells = await row.locator('td, th').allInnerTexts();
    expect(cells.slice(0, 2)).toEqual([`Objek Wisata\n${tour.title}`, name]);
    expect(cells[2]).toMatch(/^\d{1,2} \w+ \d{4} \d{2}\.\d{2} WIB$/);
    await shot(page, 'admin-sampah-desktop-light');

    await row.getByRole('button', { name: `Pulihkan ${tour.title}` }).click();
    const restored = toast(page, TRASH.restored(tour.title));
    await visible(restored);
    await visible(restored.getByText(TRASH.optionGone('Fasilitas', [facility])));
    await shot(page, 'admin-sampah-desktop-light-restored');
    await gone(trashed(page, tour.title));

    await page.goto('/admin/wisata');
    await visible(page.getByRole('link', { name: `Edit ${tour.title}`, exact: true }));
    expect(await visitor(`/wisata/${tour.id}`, tour.title)).toEqual({ status: 200, shows: true });
    expect((await api<Tour>(`/tour/${tour.id}`)).facility).toBe('Toilet');
    await deleteThroughApi('tour', tour.id, token);
  });

  it('"Hapus permanen" asks first, then removes the record and its photo for good', async ({ adminPage, token }) => {
    const photo = await createThroughApi<GalleryPhoto>('gallery', { title: unique('Foto Sampah'), caption: 'Sebentar lagi hilang' }, token);
    expect((await fetch(photo.image!)).status).toBe(200);
    await deleteThroughApi('gallery', photo.id, token);
    // The file waits with the record, for a restore.
    expect((await fetch(photo.image!)).status).toBe(200);

    const { page } = await adminPage({ viewport: PHONE, colorScheme: 'dark' });
    await gone(toast(page, 'Berhasil login!'));
    await page.goto(TRASH_PAGE);
    const card = trashed(page, photo.title);
    await visible(card.getByText('Galeri', { exact: true }));
    await shot(page, 'admin-sampah-phone-dark');

    const open = async () => {
      await card.getByRole('link', { name: `Hapus permanen ${photo.title}` }).click();
      const confirm = dialog(page, 'Hapus Permanen');
      await visible(confirm);
      return confirm;
    };
    let confirm = await open();
    const text = await confirm.getByText(`Hapus "${photo.title}" untuk selamanya?`, { exact: false }).innerText();
    expect(text).toContain('beserta gambarnya');
    expect(text).toContain('tidak dapat dibatalkan');
    await shot(page, 'admin-sampah-phone-dark-confirm');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await gone(confirm);
    await visible(card);

    confirm = await open();
    await confirm.getByRole('button', { name: 'Hapus permanen', exact: true }).click();
    await expectToast(page, TRASH.purged(photo.title));
    await gone(card);
    expect((await fetch(photo.image!)).status).toBe(404);
  });

  it('a record gone from Sampah meanwhile is an error toast, and the page stays', async ({ adminPage, token }) => {
    const tour = await newTour(token, unique('Wisata Basi'));
    await deleteThroughApi('tour', tour.id, token);
    const { page } = await adminPage({ viewport: DESKTOP, colorScheme: 'dark', at: TRASH_PAGE });
    const row = trashed(page, tour.title);
    await visible(row);
    await shot(page, 'admin-sampah-desktop-dark');
    await api(`/trash/tour/${tour.id}`, { method: 'DELETE', token });
    await row.getByRole('button', { name: `Pulihkan ${tour.title}` }).click();
    await expectToast(page, TRASH.notFound);
    await gone(row);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sampah');
  });
});

describe('Riwayat', () => {
  it('names who did what, narrows by action, person and days, refuses an impossible range, and feeds the dashboard', async ({ adminPage, token }) => {
    const name = await adminName(token);
    // Made through the API with the admin's token: "Klien API".
    const tour = await newTour(token, unique('Curug Riwayat'));
    const { page } = await adminPage({ viewport: DESKTOP, colorScheme: 'dark', at: `/admin/wisata?ubah=${tour.id}` });
    const edit = dialog(page, 'Edit Objek Wisata');
    await visible(edit);
    await edit.getByLabel('Harga Tiket Masuk').fill('25000');
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, ENTITY_TEXT.tour.updated);
    await page.getByRole('link', { name: `Hapus ${tour.title}`, exact: true }).click();
    await dialog(page, ENTITY_TEXT.tour.deleteTitle).getByRole('button', { name: 'Hapus', exact: true }).click();
    await expectToast(page, ENTITY_TEXT.tour.deleted);

    await page.goto(LOG_PAGE);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Riwayat');
    await visible(page.getByText('Riwayat disimpan selama 180 hari.', { exact: false }));
    const ofTour = entries(page).filter({ hasText: tour.title });
    const texts = await ofTour.allInnerTexts();
    expect(texts).toHaveLength(3);
    // Newest first: deleted, changed, made.
    expect(texts[0]).toContain(ACTIVITY_ACTION_LABELS.delete);
    expect(texts[0]).toContain(name);
    expect(texts[0]).not.toContain(ACTOR_NAMES.api);
    expect(texts[1]).toContain(ACTIVITY_ACTION_LABELS.update);
    expect(texts[1]).toContain('Yang diubah: Harga');
    expect(texts[1]).not.toContain(ACTOR_NAMES.api);
    expect(texts[2]).toContain(ACTIVITY_ACTION_LABELS.create);
    expect(texts[2]).toContain(ACTOR_NAMES.api);
    for (const text of texts) expect(text).toMatch(/Objek Wisata · .*\n?[\s\S]*\d{2}\.\d{2} WIB/);
    // The sign-in of this page, with its shortened address.
    const signIn = entries(page).filter({ hasText: ACTIVITY_ACTION_LABELS.sign_in }).filter({ hasText: 'Alamat IP:' }).first();
    expect(await signIn.innerText()).toMatch(/Alamat IP: (\d+\.\d+\.\d+\.x|[\da-f:]*::\/48)/);
    // The update links to the record's form (gone now: the list says so).
    expect(await ofTour.nth(1).getByRole('link', { name: tour.title }).getAttribute('href')).toBe(`/admin/wisata?ubah=${tour.id}`);
    await shot(page, 'admin-riwayat-desktop-dark');

    // Action: only deletions.
    await page.getByLabel('Aksi', { exact: true }).selectOption('delete');
    await applyFilters(page);
    await page.waitForURL(/action=delete/);
    // The URL moves before React has drawn the filtered list: wait until no other action is shown.
    await entries(page).filter({ hasNotText: ACTIVITY_ACTION_LABELS.delete }).first().waitFor({ state: 'detached' });
    const deletions = await entries(page).allInnerTexts();
    expect(deletions.length).toBeGreaterThan(0);
    for (const text of deletions) expect(text).toContain(ACTIVITY_ACTION_LABELS.delete);
    expect(deletions.some((text) => text.includes(tour.title))).toBe(true);
    expect(await page.getByLabel('Aksi', { exact: true }).inputValue()).toBe('delete');

    // Person: the admin's own entries; nobody worked in the Strapi panel.
    await page.goto(LOG_PAGE);
    await page.getByLabel('Orang', { exact: true }).selectOption({ label: name });
    await applyFilters(page);
    await page.waitForURL(/person=/);
    const own = await entries(page).allInnerTexts();
    // This test's four (deleted, changed, signed in, made); older ones may carry a name changed since.
    for (const text of own.slice(0, 4)) expect(text.startsWith(name)).toBe(true);
    for (const text of own) expect(text.startsWith(ACTOR_NAMES.panel) || text.startsWith('Sistem')).toBe(false);
    await page.getByLabel('Orang', { exact: true }).selectOption('panel');
    await applyFilters(page);
    await page.waitForURL(/person=panel/);
    await visible(page.getByText('Tidak ada aktivitas yang cocok dengan filter', { exact: true }));
    await page.getByRole('link', { name: 'Hapus filter' }).click();
    await page.waitForURL((url) => url.search === '');
    await visible(entries(page).filter({ hasText: tour.title }).first());

    // Days (WIB): today holds the tour's entries, a month long ago nothing.
    const today = todayInJakarta();
    await page.getByLabel('Dari tanggal', { exact: true }).fill(today);
    await page.getByLabel('Sampai tanggal', { exact: true }).fill(today);
    await applyFilters(page);
    await page.waitForURL(new RegExp(`from=${today}`));
    expect(await entries(page).filter({ hasText: tour.title }).count()).toBe(3);
    await page.goto(`${LOG_PAGE}?from=2020-01-01&to=2020-01-31`);
    await visible(page.getByText('Tidak ada aktivitas yang cocok dengan filter', { exact: true }));

    // An end before the start: refused in the browser, the URL and list unchanged. (The browser's
    // check needs React: before it, the form goes to the server, which refuses it on its own.)
    await page.goto(LOG_PAGE);
    await waitForHydration(page);
    await page.getByLabel('Dari tanggal', { exact: true }).fill(today);
    await page.getByLabel('Sampai tanggal', { exact: true }).fill(addDays(today, -1));
    await applyFilters(page);
    await visible(page.getByText(RANGE_INVALID, { exact: true }));
    expect(new URL(page.url()).search).toBe('');
    await visible(entries(page).first());
    expect(await page.getByLabel('Sampai tanggal', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'admin-riwayat-desktop-dark-invalid');

    // The dashboard: the latest five, newest first, and the way to all of them.
    await page.goto('/admin');
    const latest = page.getByRole('region', { name: 'Aktivitas Terbaru' });
    await expect.poll(() => latest.getByRole('listitem').count()).toBe(5);
    const first = await latest.getByRole('listitem').first().innerText();
    expect(first).toContain(tour.title);
    expect(first).toContain(ACTIVITY_ACTION_LABELS.delete);
    await shot(page, 'admin-dashboard-desktop-dark-activity');
    await latest.getByRole('link', { name: 'Lihat semua' }).click();
    await page.waitForURL(/\/admin\/riwayat$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Riwayat' }));
  });

  it('filters without JavaScript, and shows the messages of an invalid filter the server found', async ({ browser }) => {
    const { page } = await newPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await signInAdmin(page);
    await page.goto(LOG_PAGE);
    await page.getByLabel('Aksi', { exact: true }).selectOption('sign_in');
    await applyFilters(page);
    await page.waitForURL(/action=sign_in/);
    const signIns = await entries(page).allInnerTexts();
    expect(signIns.length).toBeGreaterThan(0);
    for (const text of signIns) expect(text).toContain('Alamat IP:');
    expect(await page.getByLabel('Aksi', { exact: true }).inputValue()).toBe('sign_in');
    // (screenshot, not shot: a page without JavaScript runs none of shot's timers)
    await screenshot(page, 'admin-riwayat-phone-light');

    const today = todayInJakarta();
    await page.goto(`${LOG_PAGE}?from=${today}&to=${addDays(today, -3)}`);
    await visible(page.getByText(RANGE_INVALID, { exact: true }));
    await visible(page.getByText(ACTIVITY.filterInvalid, { exact: true }));
    expect(await page.getByLabel('Dari tanggal', { exact: true }).inputValue()).toBe(today);
    await page.goto(`${LOG_PAGE}?from=2026-02-30&action=terbang`);
    await visible(page.getByText(ACTIVITY.dateInvalid, { exact: true }));
    await visible(page.getByText(ACTIVITY.actionInvalid, { exact: true }));
    await screenshot(page, 'admin-riwayat-phone-light-invalid');
  });

  it.runIf(SCREENSHOTS)('looks right on a phone in the dark theme and on a desktop in the light one', async ({ adminPage }) => {
    for (const [viewport, colorScheme, suffix] of [
      [PHONE, 'dark', 'phone-dark'],
      [DESKTOP, 'light', 'desktop-light'],
    ] as const) {
      const { page } = await adminPage({ viewport, colorScheme });
      await gone(toast(page, 'Berhasil login!'));
      await page.goto(LOG_PAGE);
      await shot(page, `admin-riwayat-${suffix}`);
      await page.goto(TRASH_PAGE);
      await shot(page, `admin-sampah-${suffix}-all`);
      await page.goto('/admin');
      await visible(page.getByRole('region', { name: 'Aktivitas Terbaru' }).getByRole('listitem').first());
      await shot(page, `admin-dashboard-${suffix}-activity`);
    }
  });
});
