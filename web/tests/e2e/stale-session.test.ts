// A web session whose CMS session has ended (signed out elsewhere, expired): the web app
// forgets its own cookie the first time the CMS answers /auth/me with 401.
import { describe, expect, it } from 'vitest';
import { webSessionCookie } from '../support/sign-in';
import { CMS_URL, WEB_URL } from '../support/stack';

/** The session cookie alone (`__desa=…`), without the toast the sign-in also set. */
async function signInCookie(): Promise<string> {
  return (await webSessionCookie(WEB_URL))
    .split('; ')
    .filter((cookie) => cookie.startsWith('__desa='))
    .join('; ');
}

/** The CMS token inside the web app's signed cookie (base64 JSON, then the signature). */
function cmsTokenOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice('__desa='.length));
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('utf8')).token;
}

async function endCmsSession(cookie: string) {
  const response = await fetch(`${CMS_URL}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${cmsTokenOf(cookie)}` } });
  expect(response.status).toBe(200);
}

function forgetsSession(response: Response) {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith('__desa=') && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie));
}

describe('a session the CMS has ended', () => {
  it('is forgotten on the way to /admin, and the visitor goes home', async () => {
    const cookie = await signInCookie();
    expect((await fetch(`${WEB_URL}/admin`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200);
    await endCmsSession(cookie);
    const response = await fetch(`${WEB_URL}/admin`, { headers: { cookie }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(forgetsSession(response)).toBe(true);
  });

  it('is forgotten on the sign-in page, which then shows as usual', async () => {
    const cookie = await signInCookie();
    await endCmsSession(cookie);
    const response = await fetch(`${WEB_URL}/signin`, { headers: { cookie }, redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(forgetsSession(response)).toBe(true);
    // A visitor without a session keeps no cookie to forget.
    const anonymous = await fetch(`${WEB_URL}/signin`, { redirect: 'manual' });
    expect(forgetsSession(anonymous)).toBe(false);
  });
});
