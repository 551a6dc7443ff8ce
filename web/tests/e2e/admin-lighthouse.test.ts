// Lighthouse's accessibility audit of the back office, signed in: a second opinion beside axe
// (admin-a11y.test.ts, admin-a11y-phone.test.ts).
import { describe, expect, inject, it } from 'vitest';
import { lighthouseAccessibility } from '../support/admin-a11y';
import { webSessionCookie } from '../support/sign-in';
import { WEB_URL } from '../support/stack';

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
