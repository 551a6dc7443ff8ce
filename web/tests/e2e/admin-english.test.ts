// The back office's English tabs (issue 13): a record without an English version is marked on
// its list, the English tab checks its fields with the Indonesian messages, saving it shows on
// /en while / keeps the Indonesian text; the village profile has the same tab.
import type { Localized, VillageProfile, Tour } from '@desa/contract';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE } from '../support/browser';
import { api, createThroughApi, deleteThroughApi, dialog, expectErrors, expectToast, gone, shot, unique, visible } from '../support/admin';
import { serverHtml } from '../support/public';

const NO_ENGLISH = 'Belum ada versi Inggris';
const SAVED = 'Versi Bahasa Inggris berhasil disimpan!';

async function tourOnFirstPage(title: string, token: string) {
  return createThroughApi<Tour>(
    'tour',
    { title, about: 'Air terjun kecil di balik kebun kopi.', location: 'Dusun Cibodas', operational: 'Senin,Sabtu', start: '08:00', end: '16:00', facility: 'Toilet', price: '10000' },
    token,
  );
}

describe('English versions in the back office', () => {
  it('marks a tour without English, checks the English tab, and shows the English title on /en only', async ({ adminPage, token }) => {
    const title = unique('Curug Cibodas');
    const tour = await tourOnFirstPage(title, token);
    try {
      const { page } = await adminPage({ viewport: DESKTOP, at: '/admin/wisata' });
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await visible(card.getByText(NO_ENGLISH, { exact: true }));

      await card.getByRole('link', { name: `Edit ${title}` }).click();
      const modal = dialog(page, 'Edit Objek Wisata');
      await visible(modal);
      await modal.getByRole('navigation', { name: 'Bahasa' }).getByRole('link', { name: 'Bahasa Inggris' }).click();
      await page.waitForURL(new RegExp(`inggris=${tour.id}`));
      await visible(modal.getByText(`${NO_ENGLISH}:`, { exact: false }));
      expect(await modal.getByRole('link', { name: 'Bahasa Inggris' }).getAttribute('aria-current')).toBe('page');
      // The admin's interface stays Indonesian, and so do the messages.
      await modal.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expectErrors(modal, ['Judul tidak boleh kosong!', 'Tentang tidak boleh kosong!', 'Lokasi tidak boleh kosong!']);
      await modal.getByLabel('Nama Objek Wisata').fill('ab');
      await expectErrors(modal, ['Judul minimal harus 3 karakter!']);
      await shot(page, 'admin-english-tab-errors');

      const english = `Cibodas Falls ${Date.now().toString(36)}`;
      await modal.getByLabel('Nama Objek Wisata').fill(english);
      await modal.getByLabel('Tentang').fill('A small waterfall behind the coffee gardens.');
      await modal.getByLabel('Lokasi').fill('Cibodas Hamlet');
      await modal.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await gone(modal);
      await expectToast(page, SAVED);
      await gone(card.getByText(NO_ENGLISH, { exact: true }));

      // The CMS wrote only the English version.
      expect(await api<Tour>(`/tour/${tour.id}`)).toMatchObject({ title });
      expect(await api<Tour>(`/tour/${tour.id}?locale=en`)).toMatchObject({ title: english, locale: 'en' });

      // The public site: /en shows it at once (the page cache was purged), / is unchanged.
      const englishPage = await serverHtml(`/en/wisata/${tour.id}`);
      expect(englishPage.html).toContain(english);
      expect(englishPage.html).toContain('Cibodas Hamlet');
      expect(englishPage.html).not.toContain(title);
      const indonesianPage = await serverHtml(`/wisata/${tour.id}`);
      expect(indonesianPage.html).toContain(title);
      expect(indonesianPage.html).not.toContain(english);
      await page.goto(`/en/wisata/${tour.id}`);
      await visible(page.getByRole('heading', { level: 1, name: english }));
      expect((await serverHtml('/en/wisata')).html).toContain(english);

      // The tab opens with the saved English text; the Indonesian tab with the Indonesian one.
      await page.goto(`/admin/wisata?inggris=${tour.id}`);
      await visible(dialog(page, 'Edit Objek Wisata'));
      expect(await page.getByLabel('Nama Objek Wisata').inputValue()).toBe(english);
      await page.getByRole('link', { name: 'Bahasa Indonesia' }).click();
      await page.waitForURL(new RegExp(`ubah=${tour.id}`));
      await visible(page.getByRole('link', { name: 'Bahasa Indonesia' }).and(page.locator('[aria-current="page"]')));
      await expect.poll(() => page.getByLabel('Nama Objek Wisata').inputValue()).toBe(title);
    } finally {
      await deleteThroughApi('tour', tour.id, token);
    }
  });

  it('saves the village profile in English without touching the Indonesian one', async ({ adminPage, token }) => {
    const before = { id: await api<VillageProfile>('/site'), en: await api<Localized<VillageProfile>>('/site?locale=en') };
    const tagline = `Rice terraces, waterfalls and a warm welcome ${Date.now().toString(36)}`;
    try {
      const { page } = await adminPage({ viewport: PHONE, at: '/admin/profil-desa' });
      await page.getByRole('navigation', { name: 'Bahasa' }).getByRole('link', { name: 'Bahasa Inggris' }).click();
      await page.waitForURL(/bahasa=inggris/);
      // The URL changes before React renders the English form, so wait for the value itself.
      await expect.poll(() => page.getByLabel('Tagline').inputValue()).toBe(before.en.locale === 'en' ? before.en.tagline : '');
      await page.getByLabel('Tagline').fill('');
      await page.getByRole('button', { name: 'Simpan', exact: true }).click();
      await expectErrors(page.getByRole('main'), ['Tagline tidak boleh kosong!']);
      await page.getByLabel('Tagline').fill(tagline);
      await page.getByRole('button', { name: 'Simpan', exact: true }).click();
      await expectToast(page, SAVED);
      await shot(page, 'admin-english-profil-desa-phone');
      expect((await api<VillageProfile>('/site')).tagline).toBe(before.id.tagline);
      expect(await serverHtml('/en').then(({ html }) => html)).toContain(tagline);
      expect(await serverHtml('/').then(({ html }) => html)).not.toContain(tagline);
    } finally {
      if (before.en.locale === 'en') {
        const { tagline: oldTagline, about, address } = before.en;
        await api('/site?locale=en', { method: 'PATCH', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tagline: oldTagline, about, address }) });
      }
    }
  });

  it('marks options without an English name in Pengaturan and saves one, the Indonesian name unchanged', async ({ adminPage, token }) => {
    const name = unique('Gazebo');
    const option = (await api<{ data: { id: string } }>('/setting/create', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, category: 'Fasilitas' }),
    })).data;
    try {
      const { page } = await adminPage({ viewport: DESKTOP, at: '/admin/pengaturan' });
      const row = page.getByRole('listitem').filter({ hasText: name });
      await visible(row.getByText(NO_ENGLISH, { exact: true }));
      await page.goto(`/admin/pengaturan?inggris=${option.id}`);
      const modal = dialog(page, 'Edit Opsi');
      await visible(modal);
      await modal.getByLabel('Nama Opsi').fill('Gazebo (EN)');
      await modal.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expectToast(page, SAVED);
      await gone(row.getByText(NO_ENGLISH, { exact: true }));
      expect((await api<Array<{ id: string; name: string }>>('/setting/all')).find((item) => item.id === option.id)?.name).toBe(name);
    } finally {
      await api(`/setting/delete/${option.id}`, { method: 'DELETE', token });
    }
  });
});
