// The back office for a village admin with imperfect eyesight, on a phone: axe (WCAG 2.1 AA
// and best practices) on every admin page, every modal and the slide-over menu, in both themes,
// at 375 px, and touch targets of at least 44 px. (1280 px and Lighthouse: admin-a11y.test.ts.)
import { describe } from 'vitest';
import { it } from '../support/fixtures';
import { PHONE } from '../support/browser';
import { checkBackOffice } from '../support/admin-a11y';

describe('back office at phone width', () => {
  it('every page and every modal has no axe violation in either theme, and every touch target is 44 px', { timeout: 480_000 }, async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE });
    await checkBackOffice(page, 'phone', PHONE);
  });
});
