// The browser fixture itself: a failing test's pages are closed all the same.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';

let signedIn: Page | undefined;

describe('the browser fixture', () => {
  it.fails('a test that fails with a signed-in page open', async ({ adminPage }) => {
    const { page } = await adminPage();
    signedIn = page;
    throw new Error('failing on purpose');
  });

  it('closed that page afterwards', async ({ browser }) => {
    expect(signedIn?.isClosed()).toBe(true);
    expect(browser.contexts()).toEqual([]);
  });
});
