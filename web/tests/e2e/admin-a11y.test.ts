// The back office for a village admin with imperfect eyesight: axe (WCAG 2.1 AA and best
// practices) on every admin page and every modal (create, edit, delete confirm), in both themes,
// at 1280 px. The same at 375 px, with touch targets of at least 44 px:
// admin-a11y-phone.test.ts; Lighthouse's score: admin-lighthouse.test.ts (three files, side by side).
import { describe } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP } from '../support/browser';
import { checkBackOffice } from '../support/admin-a11y';

describe('back office at desktop width', () => {
  it('every page and every modal has no axe violation in either theme', { timeout: 480_000 }, async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP });
    await checkBackOffice(page, 'desktop', DESKTOP);
  });
});
