// Tim Admin, "Ganti kata sandi" and the first sign-in (issue 23): inviting an admin shows the
// temporary password once; the new admin meets /admin/kata-sandi-baru before anything else; the
// profile's password change ends the account's other sessions; deactivating an admin signs them
// out at their next step; nobody deactivates themselves. The tests run in order and share the
// invited admin.
import type { Page } from 'playwright-core';
import { API, PROFILE, REGISTER, SIGN_IN, TEAM, type AdminAccount, type User } from '@desa/contract';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, SCREENSHOTS, newPage } from '../support/browser';
import { api, dialog, expectErrors, expectToast, gone, shot, toast, visible } from '../support/admin';
import { smallTargets } from '../support/admin-a11y';
import { expectAccessibleInBothThemes, switchTheme } from '../support/public';
import { signIn, webSessionCookie } from '../support/sign-in';
import { sessionToken } from 'cms/testing/api';
import { CMS_URL, WEB_URL } from '../support/stack';

const invitee = { name: 'Sari Pengelola', email: `sari-${Date.now().toString(36)}@test.desa`, phone: '081234567890' };
/** The temporary password of the invitation, then the ones Sari chooses. */
let temporary = '';
const chosen = 'SariDesa2026';
const changed = 'SariLagi2027';

const NEW_PASSWORD_PATH = '/admin/kata-sandi-baru';

let self: User;
it.beforeAll(async ({ token }) => {
  self = await api<User>('/auth/me', { token });
});

/** Each width and theme of the page as it is now (no reload: what the page holds in memory stays). */
async function shotVariants(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const viewport = page.viewportSize();
  for (const [size, width] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme);
      await shot(page, `${name}-${width}-${theme}`);
    }
  }
  await switchTheme(page, 'light');
  if (viewport) await page.setViewportSize(viewport);
}

const row = (page: Page, name: string) => page.getByRole('list', { name: 'Daftar admin' }).getByRole('listitem').filter({ hasText: name });

/** The web server's answer to a GET of `path` with a session cookie: where it sends the visitor, if anywhere. */
async function redirectOf(cookie: string, path: string): Promise<string | null> {
  const response = await fetch(`${WEB_URL}${path}`, { headers: { cookie }, redirect: 'manual' });
  return response.status === 302 ? response.headers.get('location') : null;
}

describe('Tim Admin', () => {
  it('invites an admin: the temporary password shows once, with what to do with it', async ({ adminPage }) => {
    const { page, context } = await adminPage({ viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/admin/tim');
    await visible(page.getByRole('heading', { level: 1, name: 'Tim Admin' }));
    expect(await page.title()).toBe('Tim Admin | Admin');
    const mine = row(page, self.name);
    await visible(mine.getByText('Anda', { exact: true }));
    await visible(mine.getByText('Aktif', { exact: true }));
    // The footer's contact: the first active admin, the seeded one (this page's viewer).
    const note = page.getByText('Kontak WhatsApp dan Instagram di footer situs publik diambil dari admin aktif pertama di daftar ini:');
    expect(await note.innerText()).toContain(`${self.name} (Anda)`);
    expect(await note.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/admin/profile');
    await shotVariants(page, 'admin-tim');

    await page.getByRole('link', { name: 'Tambah Admin' }).click();
    const modal = dialog(page, 'Tambah Admin');
    await visible(modal);
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expectErrors(modal, [PROFILE.nameRequired, PROFILE.emailRequired, PROFILE.phoneRequired]);
    await expectAccessibleInBothThemes(page, 'Tambah Admin');
    await modal.getByLabel('Nama Lengkap').fill(invitee.name);
    await modal.getByLabel('WhatsApp').fill(invitee.phone);
    // An address already in use: the CMS's refusal, under the field.
    await modal.getByLabel('Email').fill(self.email);
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expectErrors(modal, [TEAM.emailTaken]);
    await modal.getByLabel('Email').fill(invitee.email);
    await modal.getByRole('button', { name: 'Simpan', exact: true }).click();
    await gone(modal);

    const panel = page.getByRole('region', { name: TEAM.added(invitee.name) });
    await visible(panel);
    temporary = (await panel.getByTestId('kata-sandi-sementara').innerText()).trim();
    expect(temporary).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    await visible(panel.getByText(`Sampaikan kata sandi ini kepada ${invitee.name} secara pribadi`, { exact: false }));
    await visible(panel.getByText(`Saat pertama kali masuk, ${invitee.name} wajib memilih kata sandinya sendiri.`));
    await panel.getByRole('button', { name: 'Salin' }).click();
    await visible(panel.getByRole('button', { name: 'Tersalin' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary);
    const invited = row(page, invitee.name);
    await visible(invited.getByText('Menunggu ganti kata sandi', { exact: true }));
    await visible(invited.getByText('Belum pernah', { exact: true }));
    await shotVariants(page, 'admin-tim-kata-sandi-sementara');
    await expectAccessibleInBothThemes(page, '/admin/tim with the temporary password');

    // Nowhere but on this page, and only until it is reloaded.
    expect((await context.cookies()).some((cookie) => decodeURIComponent(cookie.value).includes(temporary))).toBe(false);
    await page.reload();
    await visible(invited);
    expect(await page.getByText(temporary).count()).toBe(0);
    expect(await page.content()).not.toContain(temporary);
  });

  it('sends the invited admin to choose a password first, from every /admin page', async ({ browser }) => {
    const { page } = await newPage(browser, { viewport: PHONE });
    await signIn(page, { email: invitee.email, password: temporary });
    await page.waitForURL(new RegExp(`${NEW_PASSWORD_PATH}$`));
    await visible(page.getByRole('heading', { level: 1, name: 'Pilih Kata Sandi Baru' }));
    await visible(page.getByText('Anda masuk dengan kata sandi sementara. Pilih kata sandi Anda sendiri untuk melanjutkan: tulis dua kali.'));
    // No sidebar: nowhere else to go yet.
    expect(await page.getByRole('navigation', { name: 'Menu admin' }).count()).toBe(0);
    for (const path of ['/admin', '/admin/wisata', '/admin/tim', '/admin/profile?ubah', '/signin']) {
      await page.goto(path);
      expect(new URL(page.url()).pathname, path).toBe(NEW_PASSWORD_PATH);
    }
    // Signing out stays at hand, and the next sign-in lands here again.
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL(`${WEB_URL}/`);
    await signIn(page, { email: invitee.email, password: temporary });
    await page.waitForURL(new RegExp(`${NEW_PASSWORD_PATH}$`));
    // A write through an admin page's action is turned back too.
    const cookie = await webSessionCookie(WEB_URL, { email: invitee.email, password: temporary });
    const write = await fetch(`${WEB_URL}/admin/tim`, {
      method: 'POST',
      headers: { cookie, origin: WEB_URL },
      body: new URLSearchParams({ intent: 'activate', id: self.id }),
      redirect: 'manual',
    });
    expect(write.status).toBe(302);
    expect(write.headers.get('location')).toBe(NEW_PASSWORD_PATH);

    // Signing in proved the temporary password: the page asks for the new one twice, nothing else.
    expect(await page.getByLabel(/^Kata sandi sementara/).count()).toBe(0);
    const password = page.getByLabel(/^Kata sandi baru/);
    const confirmation = page.getByLabel(/^Konfirmasi kata sandi baru/);
    const save = page.getByRole('button', { name: 'Simpan dan Lanjutkan' });
    await save.click();
    const form = page.locator('main');
    await expectErrors(form, [SIGN_IN.passwordRequired, REGISTER.confirmationRequired]);
    await shotVariants(page, 'admin-kata-sandi-baru-errors');
    await expectAccessibleInBothThemes(page, NEW_PASSWORD_PATH);
    expect(await smallTargets(page)).toEqual([]);
    await password.fill('pendek');
    await expectErrors(form, [REGISTER.passwordMin]);
    await password.fill('tanpaangka');
    await expectErrors(form, [REGISTER.passwordComposition]);
    await password.fill(chosen);
    await confirmation.fill(`${chosen}x`);
    await expectErrors(form, [REGISTER.confirmationMismatch]);
    // The show/hide switch.
    await page.getByRole('button', { name: 'Tampilkan kata sandi baru' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Sembunyikan kata sandi baru' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    // The temporary password again: the CMS's answer (only it knows it), under its field.
    await password.fill(temporary);
    await confirmation.fill(temporary);
    await save.click();
    await expectErrors(form, [TEAM.samePassword]);
    await shotVariants(page, 'admin-kata-sandi-baru');
    expect(await toast(page, SIGN_IN.success).count()).toBe(0);

    await password.fill(chosen);
    await confirmation.fill(chosen);
    await save.click();
    await page.waitForURL(/\/admin$/);
    // The welcome the sign-in held back, now that the back office opens.
    await expectToast(page, SIGN_IN.success);
    await expectToast(page, TEAM.ownPasswordSaved);
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    // Done with: the page itself now sends them on; their other session has ended.
    await page.goto(NEW_PASSWORD_PATH);
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await redirectOf(cookie, '/admin/tim')).toBe('/');
    const account = (await api<{ data: AdminAccount[] }>('/admins', { token: await tokenOf(invitee.email, chosen) })).data.find(
      (admin) => admin.email === invitee.email,
    );
    expect(account).toMatchObject({ must_change_password: false, active: true });
    expect(account!.last_sign_in_at).not.toBe(null);
  });

  it('changes the password on the profile: the CMS refuses a wrong current one; other sessions end', async ({ browser }) => {
    const { page } = await newPage(browser, { viewport: DESKTOP });
    await signIn(page, { email: invitee.email, password: chosen });
    await page.waitForURL(/\/admin$/);
    const elsewhere = await webSessionCookie(WEB_URL, { email: invitee.email, password: chosen });
    expect(await redirectOf(elsewhere, '/admin/profile')).toBe(null);

    await page.goto('/admin/profile');
    const card = page.getByRole('region', { name: 'Ganti Kata Sandi' });
    await visible(card);
    const current = card.getByLabel(/^Kata sandi saat ini/);
    const password = card.getByLabel(/^Kata sandi baru/);
    const confirmation = card.getByLabel(/^Konfirmasi kata sandi baru/);
    await current.fill('SalahSekali123');
    await password.fill(changed);
    await confirmation.fill(changed);
    await card.getByRole('button', { name: 'Ganti Kata Sandi' }).click();
    await expectErrors(card, [TEAM.currentPasswordWrong]);
    await shotVariants(page, 'admin-profile-kata-sandi');

    await current.fill(chosen);
    await password.fill(changed);
    await confirmation.fill(changed);
    await card.getByRole('button', { name: 'Ganti Kata Sandi' }).click();
    await expectToast(page, TEAM.passwordChanged);
    // The form empties; this session goes on, the other one is over.
    await expect.poll(() => password.inputValue()).toBe('');
    expect(await current.inputValue()).toBe('');
    await page.goto('/admin/profile');
    await visible(page.getByRole('heading', { level: 1, name: 'Profile' }));
    expect(await redirectOf(elsewhere, '/admin/profile')).toBe('/');
    await tokenOf(invitee.email, changed);
  });

  it('deactivates an admin: their next step signs them out, and they cannot sign in again', async ({ adminPage, browser }) => {
    const sari = await newPage(browser, { viewport: DESKTOP });
    await signIn(sari.page, { email: invitee.email, password: changed });
    await sari.page.waitForURL(/\/admin$/);

    const { page } = await adminPage({ viewport: PHONE, at: '/admin/tim' });
    const open = async () => {
      await row(page, invitee.name).getByRole('link', { name: `Nonaktifkan ${invitee.name}` }).click();
      const confirm = dialog(page, 'Nonaktifkan Admin');
      await visible(confirm);
      return confirm;
    };
    let confirm = await open();
    await visible(confirm.getByText(`${invitee.name} tidak dapat masuk lagi ke panel admin, dan semua sesinya langsung berakhir.`));
    await shot(page, 'admin-tim-nonaktifkan-phone-light');
    await expectAccessibleInBothThemes(page, 'Nonaktifkan Admin');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await gone(confirm);
    confirm = await open();
    await confirm.getByRole('button', { name: 'Nonaktifkan', exact: true }).click();
    await expectToast(page, TEAM.deactivated(invitee.name));
    await gone(confirm);
    const deactivated = row(page, invitee.name);
    await visible(deactivated.getByText('Nonaktif', { exact: true }));
    await visible(deactivated.getByRole('button', { name: `Aktifkan ${invitee.name}` }));
    await shot(page, 'admin-tim-nonaktif-phone-light');
    expect(await smallTargets(page)).toEqual([]);

    // Sari's next step in the back office (a link of the sidebar) ends on the public home page.
    await sari.page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Pengaturan' }).click();
    await sari.page.waitForURL(`${WEB_URL}/`);
    await sari.page.goto('/admin');
    expect(new URL(sari.page.url()).pathname).toBe('/');
    await signIn(sari.page, { email: invitee.email, password: changed });
    await expectToast(sari.page, API.loginInvalid);

    // Back again: Sari can sign in.
    await deactivated.getByRole('button', { name: `Aktifkan ${invitee.name}` }).click();
    await expectToast(page, TEAM.activated(invitee.name));
    await visible(row(page, invitee.name).getByText('Aktif', { exact: true }));
    await tokenOf(invitee.email, changed);
  });

  it('never offers deactivating oneself, and refuses it when forced', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP, colorScheme: 'dark', at: '/admin/tim' });
    const mine = row(page, self.name);
    await visible(mine);
    expect(await mine.getByRole('link', { name: /Nonaktifkan/ }).count()).toBe(0);
    await visible(row(page, invitee.name).getByRole('link', { name: `Nonaktifkan ${invitee.name}` }));
    // Its URL opens nothing either.
    await page.goto(`/admin/tim?nonaktifkan=${self.id}`);
    await visible(mine);
    expect(await dialog(page).count()).toBe(0);
    // A hand-made form, posted as the page's would be: the CMS's refusal in a toast.
    await page.evaluate((id) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/admin/tim';
      for (const [name, value] of Object.entries({ intent: 'deactivate', id })) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, self.id);
    await expectToast(page, TEAM.notSelf);
    await visible(mine.getByText('Aktif', { exact: true }));
  });
});

/** Signs in through the CMS's API: the account and password work. */
function tokenOf(email: string, password: string): Promise<string> {
  return sessionToken(CMS_URL, { email, password });
}
