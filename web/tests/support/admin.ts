// Helpers of the back-office browser tests: accounts, images, toasts, direct CMS calls.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { inject } from 'vitest';
import { screenshot, signIn } from './browser';

export const WARGA_PASSWORD = 'WargaDesa123';

/** A signed-up USER (role USER) through the CMS's register API. */
export async function registerUser(): Promise<{ email: string; password: string }> {
  const email = `warga-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.desa`;
  const response = await fetch(`${inject('cmsUrl')}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Warga Desa', email, password: WARGA_PASSWORD, passwordConfirmation: WARGA_PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return { email, password: WARGA_PASSWORD };
}

/** The seeded ADMIN's CMS token, for setting the stage directly through the API. */
export async function adminToken(): Promise<string> {
  const { email, password } = inject('admin');
  const response = await fetch(`${inject('cmsUrl')}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = /desa_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`login: ${response.status}`);
  return decodeURIComponent(token);
}

export async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${inject('cmsUrl')}/api/v1${path}`, { ...init, headers });
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

/** Signs in as the seeded ADMIN and waits for the dashboard. */
export async function signInAdmin(page: Page) {
  await signIn(page);
  await page.waitForURL(/\/admin$/);
  await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
}

export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export async function expectToast(page: Page, text: string) {
  await visible(toast(page, text).first());
}

export async function visible(locator: Locator, timeout = 10_000) {
  await locator.waitFor({ state: 'visible', timeout });
}

export async function gone(locator: Locator, timeout = 10_000) {
  await locator.waitFor({ state: 'hidden', timeout });
}

export function dialog(page: Page, name?: string): Locator {
  return name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
}

/** Field error under a labelled control. */
export function errorText(scope: Page | Locator, text: string): Locator {
  return scope.getByText(text, { exact: true });
}

/** Screenshot once fonts and images are in. */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await screenshot(page, name);
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;
