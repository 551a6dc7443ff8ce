// /signin: texts, validation messages, wrong password, success, the pending button.
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { inject } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { expectToast, gone, shot, visible } from '../support/admin';

describe('sign-in page', () => {
  it('shows the spec texts, the branded panel on large screens only, and toggles the password', async ({ browser }) => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { context, page } = await newPage(browser, { viewport, colorScheme });
        await page.goto('/signin');
        expect(await page.title()).toBe('SignIn Admin');
        await visible(page.getByRole('heading', { level: 1, name: 'Masuk Admin' }));
        const email = page.getByPlaceholder('Masukan email anda');
        const password = page.getByPlaceholder('Masukan password anda');
        await visible(email);
        expect(await page.locator('label', { hasText: 'Email' }).textContent()).toBe('Email*');
        expect(await page.locator('label', { hasText: 'Password' }).textContent()).toBe('Password*');
        expect(await password.getAttribute('type')).toBe('password');
        await page.getByRole('button', { name: 'Tampilkan password' }).click();
        expect(await password.getAttribute('type')).toBe('text');
        await page.getByRole('button', { name: 'Sembunyikan password' }).click();
        expect(await password.getAttribute('type')).toBe('password');
        const panel = page.getByText('Keindahan alam desa adalah anugerah');
        expect(await panel.isVisible()).toBe(viewport === DESKTOP);
        await shot(page, `admin-signin-${name}-${colorScheme}`);
        await context.close();
      }
    }
  });

  it('validates on submit, then again on every input, with the spec messages', async ({ browser }) => {
    const { page } = await newPage(browser, { viewport: PHONE });
    await page.goto('/signin');
    await page.getByRole('button', { name: 'SignIn' }).click();
    await visible(page.getByText('Email wajib diisi', { exact: true }));
    await visible(page.getByText('Kata sandi wajib diisi', { exact: true }));
    await shot(page, 'admin-signin-phone-errors');
    await page.getByPlaceholder('Masukan email anda').fill('bukan-email');
    await visible(page.getByText('Format email tidak valid', { exact: true }));
    await page.getByPlaceholder('Masukan email anda').fill('admin@desa.test');
    await gone(page.getByText('Format email tidak valid', { exact: true }));
    await page.getByPlaceholder('Masukan password anda').fill('x');
    await gone(page.getByText('Kata sandi wajib diisi', { exact: true }));
    expect(page.url()).toMatch(/\/signin$/);
  });

  it('shows the server message as an error toast for a wrong password', async ({ browser }) => {
    const { page } = await newPage(browser);
    await page.goto('/signin');
    await page.getByPlaceholder('Masukan email anda').fill(inject('admin').email);
    await page.getByPlaceholder('Masukan password anda').fill('SalahSekali123');
    await page.getByRole('button', { name: 'SignIn' }).click();
    await expectToast(page, 'Kredensial tidak valid');
    expect(page.url()).toMatch(/\/signin$/);
    await shot(page, 'admin-signin-desktop-wrong-password');
  });

  it('shows a spinner and Loading... while submitting, then signs in with a toast', async ({ browser }) => {
    const { page } = await newPage(browser);
    await page.goto('/signin');
    // Hold the submission a moment so the pending state can be seen.
    await page.route('**/signin.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByPlaceholder('Masukan email anda').fill(inject('admin').email);
    await page.getByPlaceholder('Masukan password anda').fill(inject('admin').password);
    await page.getByRole('button', { name: 'SignIn' }).click();
    const pending = page.getByRole('button', { name: 'Loading...' });
    await visible(pending);
    expect(await pending.isDisabled()).toBe(true);
    await page.waitForURL(/\/admin$/);
    await expectToast(page, 'Berhasil login!');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
  });
});
