// The back office for a village admin with imperfect eyesight: axe (WCAG 2.1 AA and best
// practices) on every admin page and every modal (create, edit, delete confirm), in both themes,
// at 1280 px, and Lighthouse's accessibility score. The same at 375 px, with touch targets of
// at least 44 px: admin-a11y-phone.test.ts (two files, so the two widths run side by side).
import { describe, expect, inject } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP } from '../support/browser';
import { checkBackOffice, lighthouseAccessibility } from '../support/admin-a11y';
import { webSessionCookie } from '../support/sign-in';
import { WEB_URL } from '../support/stack';

describe('back office at desktop width', () => {
  it('every page and every modal has no axe violation in either theme', { timeout: 480_000 }, async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP });
    await checkBackOffice(page, 'desktop', DESKTOP);
  });
});
describe('Lighthouse', () => {
  it('scores accessibility 100 on /admin and /admin/wisata signed in', { timeout: 120_000 }, async () => {
    const cookie = await webSessionCookie(WEB_URL);
    for (const path of ['/admin', '/admin/wisata']) {
      const { score, failing } = await lighthouseAccessibility(`${WEB_URL}${path}`, cookie, inject('chromium'));
      console.log(`Lighthouse accessibility ${path}: ${score}`);
      expect({ path, score, failing }).toEqual({ path, score: 100, failing: [] });
    }
  });
});
