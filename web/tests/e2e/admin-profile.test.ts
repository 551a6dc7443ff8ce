// Admin › Profile: the read-only card, the 'Edit Profile' modal's rules (email read-only, the
// fixed Instagram message), saving with a photo, and the API's own refusal under the field.
import type { User } from '@desa/contract';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, waitForHydration } from '../support/browser';
import { api, expectErrors, expectToast, gone, imageFile, shot, visible } from '../support/admin';

/** The seeded ADMIN has a phone and an Instagram account. */
let original: User & { phone: string; instagram: string };
it.beforeAll(async ({ token }) => {
  original = await api<typeof original>('/auth/me', { token });
});
it.afterAll(async ({ token }) => {
  // Put the seeded contact back for the other suites (the footer shows it).
  const body = new FormData();
  for (const field of ['name', 'phone', 'instagram', 'email'] as const) body.append(field, original[field]);
  await api('/user/update?_method=PATCH', { method: 'POST', body, token });
});

describe('Profile', () => {
  it('shows the breadcrumb, avatar, name, role and the read-only details', async ({ adminPage }) => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await adminPage({ viewport, colorScheme: name === 'phone' ? 'dark' : 'light', at: '/admin/profile' });
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await breadcrumb.getByRole('listitem').allInnerTexts()).toEqual(['Home', 'Profile']);
      const details = await page.locator('dl > div').allInnerTexts();
      expect(details.map((detail) => detail.split('\n').filter(Boolean))).toEqual([
        ['Nama Lengkap', original.name],
        ['Email', original.email],
        ['WhatsApp', original.phone],
        ['Instagram', `@${original.instagram}`],
      ]);
      await visible(page.getByText('ADMIN', { exact: true }));
      await shot(page, `admin-profile-${name}-${name === 'phone' ? 'dark' : 'light'}`);
      await context.close();
    }
  });

  it('validates with the spec messages and keeps the email read-only', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE, at: '/admin/profile' });
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Profile' });
    await visible(modal);
    expect(await modal.getByLabel('Email').isDisabled()).toBe(true);
    expect(await modal.getByLabel('Email').inputValue()).toBe(original.email);
    await modal.getByLabel('Nama Lengkap').fill('');
    await modal.getByLabel('WhatsApp').fill('');
    await modal.getByLabel('Instagram').fill('');
    await modal.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectErrors(modal, ['Nama tidak boleh kosong!', 'Nomor telepon tidak boleh kosong!', 'Instagram tidak boleh kosong!']);
    await shot(page, 'admin-profile-phone-errors');
    await modal.getByLabel('Nama Lengkap').fill('ab');
    await modal.getByLabel('WhatsApp').fill('0812');
    await expectErrors(modal, ['Nama minimal harus 3 karakter!', 'Nomor telepon minimal harus 10 karakter!']);
    await modal.getByLabel('Nama Lengkap').fill('n'.repeat(51));
    await modal.getByLabel('WhatsApp').fill('0812345678901234');
    await expectErrors(modal, ['Nama maksimal 50 karakter!', 'Nomor telepon maksimal 15 karakter!']);
  });

  it('saves a new name and photo: toast, card and top bar follow', async ({ adminPage, token }) => {
    const { page } = await adminPage({ viewport: DESKTOP, at: '/admin/profile?ubah' });
    const modal = page.getByRole('dialog', { name: 'Edit Profile' });
    await visible(modal);
    await modal.getByLabel('Foto Profil').setInputFiles(await imageFile('wajah.png', '#e94'));
    await modal.getByLabel('Nama Lengkap').fill('Ujang Kepala Desa');
    await modal.getByLabel('Instagram').fill('@desa.sukamaju_baru');
    await shot(page, 'admin-profile-desktop-edit');
    await modal.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Profile berhasil diperbarui!');
    await gone(modal);
    await visible(page.getByRole('banner').getByText('Ujang Kepala Desa').first());
    await visible(page.getByText('@desa.sukamaju_baru', { exact: true }));
    const me = await api<User>('/auth/me', { token });
    expect(me).toMatchObject({ name: 'Ujang Kepala Desa', instagram: 'desa.sukamaju_baru', email: original.email });
    expect(me.image_url).toMatch(/^http/);
    expect(await page.getByRole('img', { name: 'Foto Ujang Kepala Desa' }).getAttribute('src')).toBe(me.image_url);
  });

  it("shows the API's refusal of a changed email under the Email field", async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP, colorScheme: 'dark', at: '/admin/profile?ubah' });
    const modal = page.getByRole('dialog', { name: 'Edit Profile' });
    await visible(modal);
    await waitForHydration(page);
    // The field is disabled; only a tampered request can send another address. Tampered in the
    // form's data as it is sent (the `formdata` event), not in the hidden field: React writes a
    // field's value back whenever the form renders again, which on a busy machine came between
    // a change of the field and the tap.
    await modal.locator('form').evaluate((form: HTMLFormElement) => {
      form.addEventListener('formdata', (event) => event.formData.set('email', 'orang.lain@test.desa'));
    });
    await modal.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectErrors(modal, ['Email tidak dapat diubah!']);
    await shot(page, 'admin-profile-desktop-dark-email-refused');
  });
});
