// Accessibility checks of the back office: every page and every modal, and the size of
// what a thumb has to hit on a phone.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PHONE, waitForHydration } from './browser';
import { ADMIN_PAGES, dialog, shot, visible } from './admin';
import { animationsSettled, expectAccessibleInBothThemes, switchTheme } from './public';

export { ADMIN_PAGES } from './admin';

/** The pages whose records open create, edit and delete-confirm modals. */
export const MODAL_PAGES = ['/admin/wisata', '/admin/paket-wisata', '/admin/artikel', '/admin/agenda-desa', '/admin/galeri', '/admin/pengaturan'] as const;

/** Smallest side of a touch target at phone width (WCAG 2.5.5). */
export const MIN_TARGET_PX = 44;

/**
 * Visible controls in the open modal (or, without one, the page) smaller than MIN_TARGET_PX
 * on a side. Links inside running text are exempt (WCAG's inline exception); a visually
 * hidden input counts through its label.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const scope = document.querySelector('dialog[open]') ?? document.body;
    const controls = scope.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="combobox"], [role="checkbox"], [tabindex="0"]');
    const small: string[] = [];
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert], [data-sonner-toaster]')) continue;
      const box = control.getBoundingClientRect();
      let target = control;
      const wrapping = control.tagName === 'INPUT' ? control.closest('label') : null;
      if (wrapping) target = wrapping; // a tap on the label is a tap on its input
      else if (box.width <= 1 || box.height <= 1) {
        // sr-only inputs are hit through their label
        const labels = control.id ? document.querySelectorAll<HTMLElement>(`label[for="${control.id}"]`) : [];
        const label = labels[labels.length - 1]; // the one styled as its button
        if (!label) continue;
        target = label;
      }
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || style.display === 'none' || target.getClientRects().length === 0) continue;
      if (target.tagName === 'A' && target.closest('p')) continue; // a link in a sentence
      const { width, height } = target.getBoundingClientRect();
      if (width < min - 0.5 || height < min - 0.5) {
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? target.getAttribute('name') ?? '').trim().slice(0, 30);
        small.push(`${target.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return small;
  }, MIN_TARGET_PX);
}

/** Lighthouse's accessibility score of a signed-in page (mobile), with the audits that failed. */
export async function lighthouseAccessibility(url: string, cookie: string, chromePath: string): Promise<{ score: number; failing: string[] }> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const nodePath = await import('node:path');
  const userDataDir = mkdtempSync(nodePath.join(os.tmpdir(), 'desa-lighthouse-'));
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', `--user-data-dir=${userDataDir}`];
  const chrome = await launch({ chromePath, chromeFlags: flags, userDataDir: false });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], extraHeaders: { Cookie: cookie } });
    const category = result!.lhr.categories.accessibility;
    const failing = category.auditRefs.filter((ref) => ref.weight > 0 && result!.lhr.audits[ref.id].score !== 1).map((ref) => {
        const items = ((result!.lhr.audits[ref.id].details as { items?: Array<{ node?: { selector?: string; snippet?: string } }> } | undefined)?.items ?? []);
        return `${ref.id}: ${items.slice(0, 3).map((item) => item.node?.selector ?? '').join(' | ')}`;
      });
    return { score: Math.round((category.score ?? 0) * 100), failing };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Opens `path` (a modal through its query) and waits until React runs it and its transitions end. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await animationsSettled(page);
}

/** The modal queries of a list page, read from it while it is open: create, and edit and delete of its first record. */
async function modalsOf(page: Page, path: string): Promise<string[]> {
  const href = await page.getByRole('link', { name: /^Edit / }).first().getAttribute('href');
  const id = new URLSearchParams(href!.slice(href!.indexOf('?'))).get('ubah')!;
  return [`${path}?baru`, `${path}?ubah=${id}`, `${path}?hapus=${id}`];
}

/**
 * One pass of the back office at one width, signed in on the dashboard: every page and modal
 * opened once and checked in both themes (the dark one with the colour rules:
 * expectAccessibleInBothThemes says why); at phone width the same pass measures the touch
 * targets and opens the slide-over menu. admin-a11y-phone.test.ts and admin-a11y.test.ts run
 * it, one width each, side by side.
 */
export async function checkBackOffice(page: Page, viewportName: string, viewport: { width: number; height: number }) {
  const onPhone = viewport === PHONE;
  // The sign-in toast, once it has slid in.
  await visible(page.locator('[data-sonner-toast][data-visible="true"]').first());
  await animationsSettled(page);
  await expectAccessibleInBothThemes(page, `toast ${viewportName}`);
  const seen: string[] = [];
  const smallOnes: string[] = [];
  const check = async (path: string) => {
    // Each state is opened by a navigation next, which brings the light theme back.
    await expectAccessibleInBothThemes(page, `${path} ${viewportName}`, { stay: true });
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
    // The slide-over menu, on the last page in the light theme (its screenshot's).
    await switchTheme(page, 'light');
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
}
