// Admin › Artikel: validation, the rich-text editor (toolbar formats surviving the CMS's
// sanitiser onto the public page), pasted scripts that never run, the full cycle.
import type { Article } from '@desa/contract';
import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, takeCspViolations } from '../support/browser';
import { api, createThroughApi, deleteThroughApi, deleteThroughDialog, expectErrors, expectToast, gone, imageFile, openCreate, openEdit, recordIdOf, shot, unique, visible } from '../support/admin';

const PAGE = '/admin/artikel';

// ProseMirror reads the browser's selection changes a moment later; a person types slower than this.
const press = async (page: Page, key: string) => {
  await page.keyboard.press(key);
  await page.waitForTimeout(60);
};
const type = async (page: Page, text: string) => {
  await page.keyboard.type(text);
  await page.waitForTimeout(60);
};
/** Shift+Home, then waits until the browser has selected `line` (a loaded machine is slower than a person). */
const selectLine = async (page: Page, line: string) => {
  await page.keyboard.press('Shift+Home');
  await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe(line);
  await page.waitForTimeout(60);
};
const editorOf = (page: Page) => page.getByRole('dialog').getByRole('textbox', { name: 'Konten' });
const tool = (page: Page, name: string) => page.getByRole('dialog').getByRole('toolbar', { name: 'Format teks' }).getByRole('button', { name, exact: true });

describe('Artikel', () => {
  it('validates every field with the spec messages; the editor is 300 px high with its placeholder', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE, at: PAGE });
    const modal = await openCreate(page, PAGE, 'Buat', 'Buat Artikel');
    expect(await modal.getByLabel('Penulis').inputValue()).toBe('Asep Saepul Rohman');
    await visible(editorOf(page));
    expect(await editorOf(page).locator('p').first().getAttribute('data-placeholder')).toBe('Tulis sesuatu di sini...');
    const scrollArea = editorOf(page).locator('xpath=..');
    expect((await scrollArea.boundingBox())?.height).toBe(300);
    await modal.getByLabel('Penulis').fill('');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectErrors(modal, ['Thumbnail tidak boleh kosong!', 'Judul tidak boleh kosong!', 'Konten tidak boleh kosong!', 'Nama penulis tidak boleh kosong!']);
    await shot(page, 'admin-artikel-phone-errors');
    await modal.getByLabel('Judul Artikel').fill('ab');
    await modal.getByLabel('Penulis').fill('ab');
    await editorOf(page).click();
    await page.keyboard.type('ab');
    await expectErrors(modal, ['Judul minimal harus 3 karakter!', 'Nama penulis minimal harus 3 karakter!', 'Konten minimal harus 3 karakter!']);
    await page.keyboard.type('c');
    await gone(modal.getByText('Konten minimal harus 3 karakter!', { exact: true }));
  });

  it('a rich article written with the toolbar shows the same formats on its public page', async ({ adminPage, token }) => {
    const title = unique('Artikel Kaya');
    const { page } = await adminPage({ viewport: DESKTOP, at: PAGE });
    const modal = await openCreate(page, PAGE, 'Buat', 'Buat Artikel');
    await modal.getByLabel('Thumbnail').setInputFiles(await imageFile('artikel.png', '#a72'));
    await modal.getByLabel('Judul Artikel').fill(title);
    const editor = editorOf(page);
    await editor.click();
    await type(page, 'Teks tebal');
    await selectLine(page, 'Teks tebal');
    await tool(page, 'Tebal').click();
    expect(await tool(page, 'Tebal').getAttribute('aria-pressed')).toBe('true');
    await press(page, 'End');
    await press(page, 'Enter');
    await tool(page, 'Daftar poin').click();
    await type(page, 'Butir satu');
    await press(page, 'Enter');
    await type(page, 'Butir dua');
    await press(page, 'Enter');
    await press(page, 'Enter');
    await type(page, 'Teks merah');
    await selectLine(page, 'Teks merah');
    await page.getByRole('dialog').getByLabel('Warna teks').fill('#dc2626');
    await expect.poll(() => editor.locator('span[style*="color"]').allInnerTexts()).toEqual(['Teks merah']);
    await editor.focus(); // back where the selection was
    await press(page, 'End');
    await press(page, 'Enter');
    await type(page, 'Teks di tengah');
    await tool(page, 'Rata tengah').click();
    await press(page, 'Enter');
    await tool(page, 'Rata kiri').click();
    await tool(page, 'Daftar periksa').click();
    await type(page, 'Tugas desa');
    await press(page, 'Enter');
    await press(page, 'Enter');
    await type(page, 'Paragraf menjorok');
    await tool(page, 'Tambah indentasi').click();
    await press(page, 'Enter');
    await tool(page, 'Kurangi indentasi').click();
    await type(page, 'Kanan ke kiri');
    await tool(page, 'Kanan ke kiri').click();
    await shot(page, 'admin-artikel-desktop-editor');
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, 'Artikel berhasil ditambahkan!');
    await gone(modal);
    const id = await recordIdOf(page, title);
    // Other suites read the newest article; its admin-chosen red is not theirs to judge.
    onTestFinished(() => deleteThroughApi('article', id, token));
    const stored = await api<Article>(`/article/${id}`);
    expect(stored.content).not.toMatch(/data-|<input|dir=/);

    await page.goto(`/artikel/${id}`);
    await visible(page.getByRole('heading', { name: title }));
    expect(await page.locator('strong', { hasText: 'Teks tebal' }).count()).toBe(1);
    expect(await page.locator('ul:not(.task-list) > li', { hasText: /^Butir/ }).allInnerTexts()).toEqual(['Butir satu', 'Butir dua']);
    const red = page.locator('span').filter({ hasText: /^Teks merah$/ });
    expect(await red.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(220, 38, 38)');
    const centered = page.getByText('Teks di tengah', { exact: true });
    expect(await centered.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');
    expect(await page.locator('ul.task-list > li', { hasText: 'Tugas desa' }).count()).toBe(1);
    const indented = page.getByText('Paragraf menjorok', { exact: true });
    expect(await indented.evaluate((element) => getComputedStyle(element).marginInlineStart)).not.toBe('0px');
    const rtl = page.getByText('Kanan ke kiri', { exact: true });
    expect(await rtl.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    expect(await rtl.evaluate((element) => getComputedStyle(element).textAlign)).toBe('right');
    await shot(page, 'admin-artikel-public-rich');

    // Editing loads the same formats back into the editor.
    await page.goto(PAGE);
    await openEdit(page, title, 'Edit Artikel');
    expect(await editorOf(page).locator('strong').innerText()).toBe('Teks tebal');
    expect(await editorOf(page).locator('ul.task-list li').count()).toBe(1);
    // The checkbox's label is its touch target, 44 px like every other control.
    const checkbox = editorOf(page).locator('ul.task-list label');
    await checkbox.scrollIntoViewIfNeeded();
    expect(await checkbox.boundingBox()).toMatchObject({ width: 44, height: 44 });
    await shot(page, 'admin-artikel-desktop-task-list');
  });

  it('a pasted script or onerror payload never runs, in the editor nor on the public page', async ({ adminPage, token }) => {
    const title = unique('Artikel Tempel');
    const { page } = await adminPage({ viewport: DESKTOP, at: PAGE });
    const modal = await openCreate(page, PAGE, 'Buat', 'Buat Artikel');
    await modal.getByLabel('Thumbnail').setInputFiles(await imageFile());
    await modal.getByLabel('Judul Artikel').fill(title);
    await editorOf(page).click();
    await page.evaluate(() => {
      const html =
        '<p>Teks tempelan aman</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>' +
        '<p onclick="window.__xss=3"><a href="javascript:window.__xss=4">tautan jahat</a></p>';
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Teks tempelan aman');
      document.querySelector('.ProseMirror')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await visible(editorOf(page).getByText('Teks tempelan aman'));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await modal.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expectToast(page, 'Artikel berhasil ditambahkan!');
    const id = await recordIdOf(page, title);
    onTestFinished(() => deleteThroughApi('article', id, token)); // even when it fails: other suites read the newest article
    const stored = await api<Article>(`/article/${id}`);
    expect(stored.content).not.toMatch(/onerror|onclick|<script|javascript:/i);

    await page.goto(`/artikel/${id}`);
    await visible(page.getByText('Teks tempelan aman'));
    const link = page.locator('a', { hasText: 'tautan jahat' });
    if (await link.count()) await link.click({ timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('script', { hasText: '__xss' }).count()).toBe(0);
    expect(await page.locator('[onerror], [onclick], a[href^="javascript:"]').count()).toBe(0);
    // Any inline handler that slipped into the editor was refused by the CSP: that is the point.
    expect(takeCspViolations().every((violation) => /script-src(-attr|-elem)? blocked inline/.test(violation))).toBe(true);
  });

  it('shows the list, edits an article keeping its image, deletes it; a failing save closes the modal', async ({ adminPage, token }) => {
    const record = await createThroughApi<Article>('article', { title: unique('Artikel Siklus'), writer: 'Penulis Tamu', content: '<p>Isi awal artikel</p>' }, token);
    const { page } = await adminPage({ viewport: PHONE, colorScheme: 'dark', at: PAGE });
    await shot(page, 'admin-artikel-phone-dark');
    const card = page.locator('li', { has: page.getByRole('heading', { name: record.title }) });
    for (const label of ['Penulis:', 'Dibuat:', 'Diperbarui:', 'Penulis Tamu', 'Isi awal artikel']) expect(await card.innerText()).toContain(label);
    const edit = await openEdit(page, record.title, 'Edit Artikel');
    await edit.getByLabel('Judul Artikel').fill(`${record.title} Revisi`);
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Artikel berhasil diperbarui!');
    expect(await api<Article>(`/article/${record.id}`)).toMatchObject({ title: `${record.title} Revisi`, thumbnail: record.thumbnail });
    await deleteThroughDialog(page, `${record.title} Revisi`, 'Hapus Artikel', 'Apakah Anda yakin ingin menghapus artikel ini?');
    await expectToast(page, 'Artikel berhasil dihapus!');

    const doomed = await createThroughApi<Article>('article', { title: unique('Artikel Hilang'), writer: 'Penulis Tamu', content: '<p>Sebentar</p>' }, token);
    await page.goto(PAGE);
    const failing = await openEdit(page, doomed.title, 'Edit Artikel');
    await deleteThroughApi('article', doomed.id, token);
    await failing.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Artikel tidak ditemukan');
    await gone(failing);
  });
});
