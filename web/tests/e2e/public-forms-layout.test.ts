// Issue 52: nothing floats over a form. On every public page with a form (a homestay's booking, a
// package's, a product's order, a guest's review), at 320, 360, 390, 412, 768 and 1280 px, each
// field and button is brought to the middle and to the bottom edge of the screen (past the point
// where the floating WhatsApp and back-to-top buttons appear), and the point at its centre and at
// both ends must be the control itself (document.elementFromPoint). The dark theme changes colours
// and swaps the toggle's icon for one of the same size, no layout: it is checked at the narrowest
// width only, where a layout rule of its own would show first.
import { todayInJakarta, type Homestay, type List, type Product, type TourPackage } from '@desa/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { adminToken, api } from '../support/admin';
import { it } from '../support/fixtures';
import { cmsGet, open, switchTheme } from '../support/public';

const WIDTHS = [320, 360, 390, 412, 768, 1280];
let pages: string[];

beforeAll(async () => {
  const first = async <T extends { id: string }>(path: string) => (await cmsGet<List<T>>(path)).data[0];
  const [homestay, pkg] = await Promise.all([first<Homestay>('/homestay/all?limit=1'), first<TourPackage>('/package/all?limit=1')]);
  const product = (await cmsGet<List<Product>>('/product/all?limit=50')).data.find((item) => item.availability !== 'Habis')!;
  // A completed stay's review link: the review form is the fourth page with a form.
  const token = await adminToken();
  const json = { 'content-type': 'application/json' };
  const asked = await api<{ data: { code: string } }>('/booking', { method: 'POST', headers: json, body: JSON.stringify({ type: 'homestay', item_id: homestay.id, check_in: todayInJakarta(), nights: 1, guests: 1, name: 'Tamu Tata Letak', phone: '081234500077' }) });
  const { code } = asked.data;
  await api(`/booking/${code}/confirm`, { method: 'POST', token, headers: json, body: '{}' });
  await api(`/booking/${code}/complete`, { method: 'POST', token, headers: json, body: '{}' });
  const { url } = await api<{ url: string }>(`/booking/${code}/review-link`, { method: 'POST', token });
  pages = [`/penginapan/${homestay.id}`, `/paket/${pkg.id}`, `/produk/${product.id}`, new URL(url, 'http://desa.invalid').pathname + new URL(url, 'http://desa.invalid').search];
});

/** Every visible control of the page's posting forms that something else covers, as "name at point". */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const controls = [...document.querySelectorAll<HTMLElement>('form[method="post" i] :is(input:not([type="hidden"]), select, textarea, button)')].filter(
      // Not the visually hidden ones (a star's radio under its label, the robots' field).
      (control) => control.checkVisibility() && control.getBoundingClientRect().width > 4 && control.getBoundingClientRect().height > 4,
    );
    const covered: string[] = [];
    for (const control of controls) {
      // In the middle of the screen, and at its bottom edge, where the floating buttons sit.
      for (const block of ['center', 'end'] as const) {
        control.scrollIntoView({ block, behavior: 'instant' });
        // The floating buttons appear a quarter of a window down: be sure the page is past it.
        if (window.scrollY <= window.innerHeight / 4) window.scrollTo({ top: window.innerHeight / 4 + 1, behavior: 'instant' });
        await frame();
        await frame();
        const box = control.getBoundingClientRect();
        // Off the screen on purpose (the robots' field): nothing to reach.
        if (box.bottom < 0 || box.top > window.innerHeight || box.right <= 0 || box.left >= window.innerWidth) continue;
        const y = Math.min(box.top + box.height / 2, window.innerHeight - 2);
        for (const [where, x] of [['start', box.left + 2], ['centre', box.left + box.width / 2], ['end', box.right - 2]] as const) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !(hit === control || control.contains(hit))) {
            covered.push(`${control.getAttribute('name') ?? control.textContent?.trim()} (${block}, ${where}) under ${hit?.closest('[aria-label]')?.getAttribute('aria-label') ?? hit?.tagName}`);
          }
        }
      }
    }
    return covered;
  });
}

describe('nothing floats over a form (issue 52)', () => {
  it('every field and button of every public form is reachable at 320–1280 px, light (and dark at 320 px)', { timeout: 600_000 }, async ({ browser }) => {
    const problems: string[] = [];
    let checked = 0;
    for (const width of WIDTHS) {
      const { page } = await open(browser, pages[0], { viewport: { width, height: width < 768 ? 740 : 900 } });
      for (const path of pages) {
        if (path !== pages[0]) await page.goto(path);
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-enhanced'));
        for (const theme of width === WIDTHS[0] ? (['light', 'dark'] as const) : (['light'] as const)) {
          await switchTheme(page, theme);
          problems.push(...(await coveredControls(page)).map((problem) => `${path} ${width} px ${theme}: ${problem}`));
          checked += 1;
        }
      }
      await page.context().close();
    }
    expect(checked).toBe((WIDTHS.length + 1) * pages.length);
    expect(problems).toEqual([]);
  });
});
