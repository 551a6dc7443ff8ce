// Signing in to the web app, as a person does (the real /signin form in a browser) and as a
// test does by hand (the same form posted without a browser: cookies for fetch). Through the
// CMS's API, for setting the stage, it is `sessionToken` of cms/testing/api. Both sign in the
// seeded ADMIN the global setup provides (cms TEST_ADMIN) unless given another account.
import type { Credentials } from 'cms/testing/api';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Signs in through the real /signin form. */
export async function signIn(page: Page, { email, password }: Credentials = inject('admin')) {
  await page.goto('/signin');
  await page.getByPlaceholder('Masukan email anda').fill(email);
  await page.getByPlaceholder('Masukan password anda').fill(password);
  await page.getByRole('button', { name: 'SignIn' }).click();
}

/**
 * Posts the /signin form of the web server at `webUrl` as its page would, and answers the
 * cookies it set (the session `__desa=…` and the toast the next page shows) as a Cookie header.
 */
export async function webSessionCookie(webUrl: string, credentials: Credentials = inject('admin')): Promise<string> {
  const response = await fetch(`${webUrl}/signin`, {
    method: 'POST',
    headers: { origin: webUrl },
    body: new URLSearchParams(credentials),
    redirect: 'manual',
  });
  expect(response.status, await response.text()).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
