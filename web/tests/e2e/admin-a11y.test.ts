// The back office for a village admin with imperfect eyesight, on a phone: axe (WCAG 2.1 AA
// and best practices) on every admin page and every modal (create, edit, delete confirm), in
// both themes, at 375 and 1280 px; and touch targets of at least 44 px at phone width.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { it } from '../support/fixtures';
import { PHONE } from '../support/browser';
import { dialog, shot, visible } from '../support/admin';
import { ADMIN_PAGES, MODAL_PAGES, lighthouseAccessibility, smallTargets } from '../support/admin-a11y';
import { VIEWPORTS, animationsSettled, expectAccessibleInBothThemes } from '../support/public';
import { webSessionCookie } from '../support/sign-in';
import { WEB_URL } from '../support/stack';

/** Opens `path` (a modal through its query) and waits until React runs it and its transitions end. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => (window as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter?.state?.initialized === true);
  await animationsSettled(page);
}

/** The modal queries of a list page, read from it while it is open: create, and edit and delete of its first record. */
async function modalsOf(page: Page, path: string): Promise<string[]> {
  const href = await page.getByRole('link', { name: /^Edit / }).first().getAttribute('href');
  const id = new URLSearchParams(href!.slice(href!.indexOf('?'))).get('ubah')!;
  return [`${path}?baru`, `${path}?ubah=${id}`, `${path}?hapus=${id}`];
}

// One pass per width: every page and modal is opened once and checked in both themes (the
// dark one with the colour rules: expectAccessibleInBothThemes says why); at phone width the
// same pass measures the touch targets.
describe.each(VIEWPORTS)('back office at %s width', (viewportName, viewport) => {
  it('every page and every modal has no axe violation in either theme', { timeout: 480_000 }, async ({ adminPage }) => {
    const onPhone = viewport === PHONE;
    const { page } = await adminPage({ viewport });
    // The sign-in toast, once it has slid in.
    await visible(page.locator('[data-sonner-toast][data-visible="true"]').first());
    await animationsSettled(page);
    await expectAccessibleInBothThemes(page, `toast ${viewportName}`);
    const seen: string[] = [];
    const smallOnes: string[] = [];
    const check = async (path: string) => {
      await expectAccessibleInBothThemes(page, `${path} ${viewportName}`);
      if (onPhone) smallOnes.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
      seen.push(path);
    };
    const modals: string[] = [];
    for (const path of ADMIN_PAGES) {
      await openHydrated(page, path);
      await check(path);
      if ((MODAL_PAGES as readonly string[]).includes(path)) modals.push(...(await modalsOf(page, path)));
    }
    if (onPhone) {
      // The slide-over menu.
      await page.getByRole('button', { name: 'Buka atau tutup sidebar' }).click();
      await expect.poll(async () => (await page.locator('#admin-sidebar').boundingBox())?.x, { timeout: 5_000 }).toBe(0); // slid in
      smallOnes.push(...(await smallTargets(page)).map((target) => `menu: ${target}`));
      await shot(page, 'admin-phone-menu-open');
    }
    for (const modal of modals) {
      await openHydrated(page, modal);
      await visible(dialog(page));
      await check(modal);
    }
    expect(seen).toHaveLength(ADMIN_PAGES.length + MODAL_PAGES.length * 3);
    // Touch targets of at least 44 px on each side at phone width.
    expect(smallOnes).toEqual([]);
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
