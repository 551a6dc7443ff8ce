// Playwright (playwright-core) driving the machine's Chromium.
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { phase } from 'cms/testing/phases';
import { HYDRATED_ATTRIBUTE } from '../../app/lib/held-taps';
import { CHROMIUM_ARGS } from './chromium';
import { WEB_URL } from './stack';

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

const cspViolations: string[] = [];

/** The CSP violations the pages of this test reported since the last call (csp-guard.ts checks them). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** Every page of the context reports its `securitypolicyviolation` events to the test. */
async function watchCsp(context: BrowserContext) {
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => void cspViolations.push(`${page.url()}: ${text}`));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    }),
  );
}

/**
 * playwright refuses `--user-data-dir` in launch(); it gives every launch a fresh profile
 * itself. Every context of the browser watches for CSP violations. (One Chromium per file, over
 * a pipe: a Chromium shared by the whole run is reached through a WebSocket relayed by vitest's
 * main process, and a 20 MB camera photo handed to a file input then took over 30 s.)
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await phase('Chromium start', () => chromium.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS }));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
}

/** Waits until React has hydrated the page and taps go through it (app/lib/held-taps.ts). */
export async function waitForHydration(page: Page) {
  await phase('waiting', () => page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE));
}

export type PageOptions = {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  colorScheme?: 'light' | 'dark';
  /** Another web server than the suite's (a test's own, in front of a failing CMS). */
  baseURL?: string;
  /** Device pixels per CSS pixel (a common phone's 2: which image width the browser picks). */
  deviceScaleFactor?: number;
};

/** A page's navigations count as the phase 'navigation' (TEST_PHASES=1). */
function timeNavigation(page: Page) {
  for (const method of ['goto', 'reload', 'goBack', 'waitForURL', 'waitForLoadState'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => phase('navigation', () => original(...args));
  }
}

export async function newPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phase('browser context', () =>
    browser.newContext({
      baseURL: options.baseURL ?? WEB_URL,
      viewport: options.viewport ?? DESKTOP,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      colorScheme: options.colorScheme ?? 'light',
      deviceScaleFactor: options.deviceScaleFactor,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    }),
  );
  const page = await context.newPage();
  timeNavigation(page);
  return { context, page };
}

/**
 * Screenshots are for a person to look at (`npm run screenshots` writes them to web/screenshots,
 * git-ignored); they prove nothing a test asserts, so a plain `npm test` skips them.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const dir = path.resolve(__dirname, '../../screenshots');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Prints each open page's address and the start of its text (on a failed test: the log is all CI keeps). */
export async function describePages(browser: Browser, testName: string) {
  const pages = browser.contexts().flatMap((context) => context.pages());
  for (const page of pages) {
    const text = await page
      .evaluate(() => document.body?.innerText ?? '')
      .catch((error: unknown) => `(unreadable: ${String(error)})`);
    console.error(`[${testName}] page ${page.url()}\n${text.replace(/\n{2,}/g, '\n').slice(0, 1500)}\n`);
  }
}
