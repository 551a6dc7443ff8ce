// axe-core on every public page, phone and desktop, light and dark (colour contrast included),
// plus the open mobile menu and the open photo viewer. The dark theme is checked on the same
// page load with the colour rules (expectAccessibleInBothThemes says why).
import type { List } from '@desa/contract';
import { beforeAll, describe } from 'vitest';
import { it } from '../support/fixtures';
import { PHONE } from '../support/browser';
import { VIEWPORTS, animationsSettled, cmsGet, expectAccessibleInBothThemes, expectPagesAccessible, open } from '../support/public';

let paths: string[];

beforeAll(async () => {
  const first = async (type: string) => (await cmsGet<List<{ id: string }>>(`/${type}/all?limit=1`)).data[0].id;
  paths = ['/', '/wisata', '/agenda', '/artikel', '/galeri', `/wisata/${await first('tour')}`, `/agenda/${await first('event')}`, `/artikel/${await first('article')}`, '/tidak-ada'];
});

describe('accessibility', () => {
  for (const [name, viewport] of VIEWPORTS) {
    it(`has no axe-core violations (${name}, light and dark)`, { timeout: 180_000 }, async ({ browser }) => {
      const { page } = await open(browser, '/', { viewport });
      await expectPagesAccessible(page, paths);
    });
  }

  it('has no violations with the mobile menu or the photo viewer open', async ({ browser }) => {
    const { page } = await open(browser, '/', { viewport: PHONE });
    await page.getByText('Menu', { exact: true }).locator('..').click();
    await page.locator('details').getByRole('link', { name: 'Galeri' }).waitFor();
    await expectAccessibleInBothThemes(page, 'menu');
    await page.locator('details').getByRole('link', { name: 'Galeri' }).click();
    await page.waitForURL(/\/galeri$/);
    await page.locator('main ul.columns-1 a').first().click();
    await page.getByRole('dialog').waitFor();
    await animationsSettled(page);
    await expectAccessibleInBothThemes(page, 'viewer');
  });
});
