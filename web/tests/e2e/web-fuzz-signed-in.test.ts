// Hostile requests against every route of the built web app with a signed-in ADMIN's session,
// as a stolen or cross-site session would carry them (the corpus and the checks:
// support/web-fuzz.ts). None may answer 5xx, and the content stays as it was.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminToken } from '../support/admin';
import { webSessionCookie } from '../support/sign-in';
import { WEB_URL } from '../support/stack';
import { fuzzWebApp } from '../support/web-fuzz';

let sessionCookie: string;
beforeAll(async () => {
  sessionCookie = await webSessionCookie(WEB_URL);
  await adminToken();
});
afterAll(async () => {
  await fetch(`${WEB_URL}/signout`, { method: 'POST', headers: { cookie: sessionCookie } });
});

describe('the web app under hostile requests, signed in', () => {
  it('never answers 5xx, and changes no content', { timeout: 600_000 }, async () => {
    await fuzzWebApp(sessionCookie);
  });
});
