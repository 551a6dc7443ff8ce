// Route guards: /admin/** for anonymous, USER and ADMIN (pages and actions), the guest-only
// sign-in page, and sign-out ending both sessions.
import type { APIRequestContext } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { PHONE, newPage } from '../support/browser';
import { ADMIN_PAGES, expectToast, registerUser, visible } from '../support/admin';
import { signIn } from '../support/sign-in';

const ADMIN_ACTIONS = ['/admin/wisata', '/admin/paket-wisata', '/admin/artikel', '/admin/agenda-desa', '/admin/galeri', '/admin/pengaturan', '/admin/profile'];

async function redirectOf(request: APIRequestContext, url: string, method: 'GET' | 'POST' = 'GET') {
  const response =
    method === 'GET'
      ? await request.get(url, { maxRedirects: 0 })
      : await request.post(url, { maxRedirects: 0, multipart: { intent: 'delete', id: 'x' } });
  return { status: response.status(), location: response.headers()['location'] ?? null, body: await response.text() };
}

describe('anonymous visitor', () => {
  it('is sent to / from every admin page and action, before any admin content is sent', async ({ browser }) => {
    const { context } = await newPage(browser, { javaScriptEnabled: false });
    for (const url of ADMIN_PAGES) {
      const answer = await redirectOf(context.request, url);
      expect([answer.status, answer.location], url).toEqual([302, '/']);
      expect(answer.body).not.toContain('Dashboard');
    }
    for (const url of ADMIN_ACTIONS) {
      expect((await redirectOf(context.request, url, 'POST')).location, url).toBe('/');
    }
    expect((await redirectOf(context.request, '/signin')).status).toBe(200);
  });

  it('lands on the home page when opening /admin in the browser', async ({ browser }) => {
    const { page } = await newPage(browser, { viewport: PHONE });
    await page.goto('/admin/wisata');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('signed-in USER', () => {
  it('signs in to the home page, is sent to /signin by /admin (and from there home), actions too', async ({ browser }) => {
    const user = await registerUser();
    const { context, page } = await newPage(browser);
    await signIn(page, user);
    await page.waitForURL((url) => url.pathname === '/');
    await expectToast(page, 'Berhasil login!');
    for (const url of ADMIN_PAGES) {
      const answer = await redirectOf(context.request, url);
      expect([answer.status, answer.location], url).toEqual([302, '/signin']);
    }
    for (const url of ADMIN_ACTIONS) {
      expect((await redirectOf(context.request, url, 'POST')).location, url).toBe('/signin');
    }
    expect((await redirectOf(context.request, '/signin')).location).toBe('/');
    await page.goto('/admin');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('signed-in ADMIN', () => {
  it('is sent from /signin to /admin, and signing out ends the session', async ({ adminPage }) => {
    const { context, page } = await adminPage();
    await expectToast(page, 'Berhasil login!');
    expect((await redirectOf(context.request, '/signin')).location).toBe('/admin');
    await page.goto('/signin');
    expect(new URL(page.url()).pathname).toBe('/admin');

    await page.getByRole('button', { name: /Menu pengguna/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await redirectOf(context.request, '/admin')).location).toBe('/');
    await page.goto('/signin');
    await visible(page.getByRole('heading', { name: 'Masuk Admin' }));
  });

  it('signing out also ends the CMS session the web session held', async ({ adminPage, browser }) => {
    const { context, page } = await adminPage();
    // The web cookie is opaque; copy it into a second browser context, sign out in the first.
    const cookies = await context.cookies();
    const { context: copy } = await newPage(browser);
    await copy.addCookies(cookies);
    expect((await redirectOf(copy.request, '/admin')).status).toBe(200);
    await page.getByRole('button', { name: /Menu pengguna/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await redirectOf(copy.request, '/admin')).location).toBe('/');
    await copy.close();
  });

  it('sign-out is a POST only: a GET does not end the session', async ({ adminPage }) => {
    const { context } = await adminPage();
    const answer = await redirectOf(context.request, '/signout');
    expect(answer.location).toBe('/');
    expect((await redirectOf(context.request, '/admin')).status).toBe(200);
  });
});
