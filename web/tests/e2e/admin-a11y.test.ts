// The back office for a village admin with imperfect eyesight, on a phone: axe (WCAG 2.1 AA
// and best practices) on every admin page and every modal (create, edit, delete confirm), in
// both themes, at 375 and 1280 px; and touch targets of at least 44 px at phone width.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { it } from '../support/fixtures';
import { PHONE } from '../support/browser';
import { dialog, shot, visible } from '../support/admin';
import { ADMIN_PAGES, MODAL_PAGES, lighthouseAccessibility, smallTargets } from '../support/admin-a11y';
import { VIEWPORTS, expectAccessible } from '../support/public';

/** Opens `path` (a modal through its query) and waits until React runs it. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => (window as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter?.state?.initialized === true);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** The modal queries of a list page: create, and edit and delete of its first record. */
async function modalsOf(page: Page, path: string): Promise<string[]> {
  await openHydrated(page, path);
  const href = await page.getByRole('link', { name: /^Edit / }).first().getAttribute('href');
  const id = new URLSearchParams(href!.slice(href!.indexOf('?'))).get('ubah')!;
  return [`${path}?baru`, `${path}?ubah=${id}`, `${path}?hapus=${id}`];
}

describe.each(VIEWPORTS)('back office at %s width', (viewportName, viewport) => {
  describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
    it('every page and every modal has no axe violation', { timeout: 240_000 }, async ({ adminPage }) => {
      const { page } = await adminPage({ viewport, colorScheme: theme });
      // The sign-in toast, once it has slid in.
      await visible(page.locator('[data-sonner-toast][data-visible="true"]').first());
      await page.waitForTimeout(600);
      await expectAccessible(page, `toast ${viewportName} ${theme}`);
      const seen: string[] = [];
      for (const path of ADMIN_PAGES) {
        await openHydrated(page, path);
        await expectAccessible(page, `${path} ${viewportName} ${theme}`);
        seen.push(path);
      }
      for (const path of MODAL_PAGES) {
        for (const modal of await modalsOf(page, path)) {
          await openHydrated(page, modal);
          await visible(dialog(page));
          await expectAccessible(page, `${modal} ${viewportName} ${theme}`);
          seen.push(modal);
        }
      }
      expect(seen).toHaveLength(ADMIN_PAGES.length + MODAL_PAGES.length * 3);
    });
  });
});

describe('touch targets on a phone', () => {
  it('every control of every page and modal is at least 44 px on each side', { timeout: 240_000 }, async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE });
    const problems: string[] = [];
    for (const path of ADMIN_PAGES) {
      await openHydrated(page, path);
      problems.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
    }
    // The slide-over menu and the user menu.
    await page.getByRole('button', { name: 'Buka atau tutup sidebar' }).click();
    await expect.poll(async () => (await page.locator('#admin-sidebar').boundingBox())?.x, { timeout: 5_000 }).toBe(0); // slid in
    problems.push(...(await smallTargets(page)).map((target) => `menu: ${target}`));
    await shot(page, 'admin-phone-menu-open');
    for (const path of MODAL_PAGES) {
      for (const modal of await modalsOf(page, path)) {
        await openHydrated(page, modal);
        await visible(dialog(page));
        problems.push(...(await smallTargets(page)).map((target) => `${modal}: ${target}`));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('Lighthouse', () => {
  it('scores accessibility 100 on /admin and /admin/wisata signed in', { timeout: 120_000 }, async () => {
    const signin = await fetch(`${inject('webUrl')}/signin`, {
      method: 'POST',
      body: new URLSearchParams({ email: inject('admin').email, password: inject('admin').password }),
      redirect: 'manual',
    });
    const cookie = signin.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
    for (const path of ['/admin', '/admin/wisata']) {
      const { score, failing } = await lighthouseAccessibility(`${inject('webUrl')}${path}`, cookie, inject('chromium'));
      console.log(`Lighthouse accessibility ${path}: ${score}`);
      expect({ path, score, failing }).toEqual({ path, score: 100, failing: [] });
    }
  });
});
