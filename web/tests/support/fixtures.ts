// The browser tests' `it`: one Chromium per test file, and every page a test opens is closed
// when the test ends, passed or failed, so a failure never leaves a browser context behind.
import { it as base } from 'vitest';
import { adminToken, signInAdmin } from './admin';
import { describePages, launchBrowser, newPage, type PageOptions } from './browser';

export const it = base
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  // Every context the test opened (adminPage, newPage, browser.newContext), closed when it ends;
  // when the test failed, what each page showed first, so a failure in CI can be read from its log.
  .extend('closesPages', { auto: true }, async ({ browser, task }, { onCleanup }) => {
    onCleanup(async () => {
      if (task.result?.state === 'fail') await describePages(browser, task.name);
      await Promise.all(browser.contexts().map((context) => context.close()));
    });
  })
  /** The seeded ADMIN's CMS token, for setting the stage through the API. */
  .extend('token', { scope: 'file' }, () => adminToken())
  /**
   * Opens a page (desktop, light, by default) signed in as the seeded ADMIN: on the dashboard, or
   * straight `at` a page of the back office (one page load instead of the dashboard's and then that one's).
   */
  .extend('adminPage', ({ browser }) => async ({ at, ...options }: PageOptions & { at?: string } = {}) => {
    const opened = await newPage(browser, options);
    await signInAdmin(opened.page, at);
    return opened;
  });
