// The English site (/en, issue 13) for a visitor with imperfect eyesight: axe-core on every
// English page and the English 404, phone and desktop, light and dark, at the top and, where
// scrolling changes what axe sees, scrolled (expectPagesAccessible). (Its own file, so it runs
// beside public-english.test.ts.)
import { beforeAll, describe } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { englishPages, englishRecords, expectPagesAccessible } from '../support/public';

let paths: string[];

beforeAll(async () => {
  paths = [...englishPages(await englishRecords()).map(({ path }) => path), '/en/tidak-ada'];
});

describe('the English site', () => {
  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`has no axe-core violations (${name}, light and dark)`, { timeout: 180_000 }, async ({ browser }) => {
      const { page } = await newPage(browser, { viewport });
      await page.goto('/en');
      await expectPagesAccessible(page, paths);
    });
  }
});
