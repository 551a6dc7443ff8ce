// Helpers of the back-office browser tests: accounts, images, toasts, direct CMS calls.
import path from 'node:path';
import type { Cookie, Locator, Page } from 'playwright-core';
import { COOKIES } from '@desa/contract';
import sharp from 'sharp';
import { inject } from 'vitest';
import { phase } from 'cms/testing/phases';
import { registerUser as registerUserAt, sessionToken } from 'cms/testing/api';
import { SCREENSHOTS, screenshot, waitForHydration } from './browser';
import { signIn } from './sign-in';
import { CMS_URL } from './stack';

/** Every page of the back office. */
export const ADMIN_PAGES = [
  '/admin',
  '/admin/statistik',
  '/admin/laporan',
  '/admin/ulasan',
  '/admin/persetujuan',
  '/admin/wisata',
  '/admin/paket-wisata',
  '/admin/penginapan',
  '/admin/produk',
  '/admin/fasilitas-umum',
  '/admin/artikel',
  '/admin/agenda-desa',
  '/admin/galeri',
  '/admin/pengaturan',
  '/admin/profile',
  '/admin/profil-desa',
  '/admin/tim',
  '/admin/riwayat',
  '/admin/sampah',
  '/admin/bantuan',
] as const;

/** A signed-up USER (role USER) of this file's CMS, through its register API. */
export const registerUser = () => registerUserAt(CMS_URL);

/** The seeded ADMIN's CMS token, for setting the stage directly through the API. */
export const adminToken = () => sessionToken(CMS_URL, inject('admin'));

export async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${CMS_URL}/api/v1${path}`, { ...init, headers });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body as T;
}

/** A small real PNG for the image inputs. */
export async function png(background = '#2a7', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

export async function imageFile(name = 'gambar.png', background?: string) {
  return { name, mimeType: 'image/png', buffer: await png(background) };
}

/** The seeded ADMIN's web session cookie, once this test file has signed in through the form. */
let session: Cookie | undefined;

/**
 * Signs in as the seeded ADMIN and waits for the dashboard, or for the page `at`, hydrated (a tap
 * before that waits for React: the sign-in may have been a full page load). The form is used once
 * per file; later pages get that session's cookie and go straight to their page, and the form
 * again when the server no longer takes it (the session ended, or another web server).
 */
export async function signInAdmin(page: Page, at = '/admin') {
  const onDashboard = new URL(at, 'http://localhost').pathname === '/admin';
  const arrived = () => (onDashboard ? dashboardReady(page) : hydrated(page));
  await phase('sign-in', async () => {
    if (session) {
      await page.context().addCookies([session]);
      await page.goto(at);
      // A session the server no longer takes lands outside the back office.
      if (new URL(page.url()).pathname.startsWith('/admin')) return arrived();
    }
    await signIn(page);
    await page.waitForURL(/\/admin$/);
    session = (await page.context().cookies(page.url())).find((cookie) => cookie.name === COOKIES.session);
    if (onDashboard) return dashboardReady(page);
    await page.goto(at);
    await hydrated(page);
  });
}

async function dashboardReady(page: Page) {
  await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
  await hydrated(page);
}

/** Remix's inline context script ran (JavaScript on): then wait until React has hydrated the page. */
async function hydrated(page: Page) {
  if (await page.evaluate(() => '__remixContext' in window)) await waitForHydration(page);
}

/** Picks a day in a react-day-picker calendar within `scope`, turning its month page when the day is on another. */
export async function pickDay(scope: Locator, day: string) {
  const cell = scope.locator(`td[data-day="${day}"] button`);
  if (!(await cell.count())) {
    // The page's own first day: the first row may begin with the last days of the month before
    // (outside days), which on the last day of a month made "today" look already shown.
    const shown = (await scope.locator('td[data-day]:not([data-outside])').first().getAttribute('data-day'))!;
    await scope.locator(day < shown ? '.rdp-button_previous' : '.rdp-button_next').click();
  }
  await cell.click();
}

export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export async function expectToast(page: Page, text: string, timeout?: number) {
  await visible(toast(page, text).first(), timeout);
}

export async function visible(locator: Locator, timeout = 10_000) {
  await phase('waiting', () => locator.waitFor({ state: 'visible', timeout }));
}

export async function gone(locator: Locator, timeout = 10_000) {
  await phase('waiting', () => locator.waitFor({ state: 'hidden', timeout }));
}

export function dialog(page: Page, name?: string): Locator {
  return name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
}

/** Field error under a labelled control. */
export function errorText(scope: Page | Locator, text: string): Locator {
  return scope.getByText(text, { exact: true });
}

/** Screenshot once fonts and images are in: the whole page, or the viewport when a modal is open. */
export async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  if (!(await page.locator('dialog[open]').count())) {
    // Lazy images load only near the viewport: pass by all of them once.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(250); // transitions (sidebar, toasts, modal) settle
  if (await page.locator('dialog[open]').count()) {
    await page.screenshot({ path: path.resolve(__dirname, '../../screenshots', `${name}.png`) });
  } else {
    await screenshot(page, name);
  }
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Opens a list page's create modal through its header button. */
/** Goes to `path`, unless the page is there already (opened `at` it). */
export async function openPath(page: Page, path: string) {
  const url = new URL(page.url());
  if (url.href !== new URL(path, url).href) await page.goto(path);
}

export async function openCreate(page: Page, path: string, button: 'Tambah' | 'Buat', title: string): Promise<Locator> {
  await openPath(page, path);
  await page.getByRole('main').getByRole('link', { name: button, exact: true }).click();
  const modal = dialog(page, title);
  await visible(modal);
  return modal;
}

export async function openEdit(page: Page, name: string, title: string): Promise<Locator> {
  await page.getByRole('link', { name: `Edit ${name}`, exact: true }).first().click();
  const modal = dialog(page, title);
  await visible(modal);
  return modal;
}

/** The record id an edit link points at (`?ubah=<id>`). */
export async function recordIdOf(page: Page, name: string): Promise<string> {
  const href = await page.getByRole('link', { name: `Edit ${name}`, exact: true }).first().getAttribute('href');
  return new URLSearchParams(href!.slice(href!.indexOf('?'))).get('ubah')!;
}

/** Deletes through the confirmation dialog, after checking its texts and that 'Batal' backs out. */
export async function deleteThroughDialog(page: Page, name: string, title: string, text: string) {
  const open = async () => {
    await page.getByRole('link', { name: `Hapus ${name}`, exact: true }).first().click();
    const confirm = dialog(page, title);
    await visible(confirm);
    return confirm;
  };
  let confirm = await open();
  await visible(confirm.getByText(text, { exact: true }));
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await gone(confirm);
  confirm = await open();
  await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
  await gone(confirm);
}

/** Sends a create call straight to the CMS (multipart with a PNG in `imageField`), returns the record. */
export async function createThroughApi<T>(type: string, fields: Record<string, string>, token: string, imageField = 'file'): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(imageField, new Blob([new Uint8Array(await png('#58a'))], { type: 'image/png' }), 'api.png');
  const answer = await api<{ data: T }>(`/${type}/create`, { method: 'POST', body, token });
  return answer.data;
}

export async function deleteThroughApi(type: string, id: string, token: string) {
  await api(`/${type}/delete/${id}`, { method: 'DELETE', token });
}

/**
 * A save that fails at the CMS: a record (`fields`, made through the API) is deleted behind
 * its open edit modal; saving shows the CMS's not-found `message` in a toast and closes the
 * modal. Screenshots the list as `shotName` and the modal as `shotName-edit`.
 */
export async function expectFailedSaveClosesModal(
  page: Page,
  token: string,
  record: { type: string; fields: Record<string, string>; list: string; editTitle: string; message: string; shotName: string },
) {
  const created = await createThroughApi<{ id: string; title: string }>(record.type, record.fields, token);
  await page.goto(record.list);
  await shot(page, record.shotName);
  const edit = await openEdit(page, created.title, record.editTitle);
  await shot(page, `${record.shotName}-edit`);
  await deleteThroughApi(record.type, created.id, token);
  await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expectToast(page, record.message);
  await gone(edit);
}

/** A file the browser calls an image but that is not one (for the CMS's byte check). */
export const fakePng = () => ({ name: 'palsu.png', mimeType: 'image/png', buffer: Buffer.from('ini bukan gambar sama sekali') });
export const textFile = () => ({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('halo') });
export const hugePng = () => ({ name: 'besar.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 1) });

/** Every listed message is shown in `scope`. */
export async function expectErrors(scope: Locator, messages: string[]) {
  for (const message of messages) await visible(scope.getByText(message, { exact: true }));
}
