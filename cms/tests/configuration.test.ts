// Configuration: production refuses to start without secrets or an admin account; the
// session cookie, registration and upload limit follow their settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, form, pngBytes } from './support/api';
import { startCms, type RunningCms } from './support/strapi-server';

describe('production without configuration', () => {
  it('a missing secret is a clear startup error', async () => {
    await expect(startCms({ env: { APP_KEYS: '' } })).rejects.toThrow(/Variabel rahasia APP_KEYS belum diisi/);
  });

  it('an empty database without ADMIN_EMAIL/ADMIN_PASSWORD is a clear startup error', async () => {
    await expect(startCms({ env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } })).rejects.toThrow(
      /ADMIN_EMAIL dan ADMIN_PASSWORD wajib diisi/,
    );
  });
});

describe('cross-site deployment settings', () => {
  let cms: RunningCms;
  beforeAll(async () => {
    cms = await startCms({ env: { SESSION_COOKIE_SAMESITE: 'none', ALLOW_REGISTRATION: 'false', MAX_UPLOAD_MB: '1' } });
  });
  afterAll(async () => cms?.stop());

  it('sets SameSite=None with Secure on the session cookie', async () => {
    const answer = await new ApiClient(cms.url).login();
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/Secure/);
  });

  it('closes registration', async () => {
    const answer = await new ApiClient(cms.url).post('/auth/register', {
      name: 'Warga', email: 'warga@test.desa', password: 'WargaDesa1', passwordConfirmation: 'WargaDesa1',
    });
    expect(answer).toMatchObject({ status: 403, body: { message: 'Registrasi sedang ditutup' } });
  });

  it('applies the configured upload limit', async () => {
    const admin = new ApiClient(cms.url);
    // Secure cookies are not sent back over plain http by a browser; a script uses the token.
    const login = await admin.login();
    admin.cookie = undefined;
    const token = /desa_session=([^;]+)/.exec(login.headers.get('set-cookie')!)![1];
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(1.5 * 1024 * 1024)]);
    const answer = await admin.request('POST', '/gallery/create', form({ title: 'Besar', caption: 'Terlalu besar' }, { bytes: big, name: 'b.png' }), {
      authorization: `Bearer ${decodeURIComponent(token)}`,
    });
    expect(answer).toMatchObject({ status: 413, body: { message: 'Ukuran gambar maksimal 1 MB' } });
    expect(cms.files().temp).toEqual([]);
  });
});
