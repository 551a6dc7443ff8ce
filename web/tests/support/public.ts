// Helpers of the public-site browser tests.
import path from 'node:path';
import axe from 'axe-core';
import type { Article, List, Localized, Tour, VillageEvent, VillageProfile } from '@desa/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { phase } from 'cms/testing/phases';
import { applyTheme, currentTheme, THEME_SWITCHING_CLASS } from '../../app/components/theme';
import { HYDRATED_ATTRIBUTE } from '../../app/lib/held-taps';
import { ENHANCED, PUBLIC_HOOKS } from '../../app/lib/public-hooks';
import { DESKTOP, PHONE, SCREENSHOTS, newPage, screenshot } from './browser';
import { CMS_URL, WEB_URL } from './stack';

export const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** The cards of a card grid (its own items, not the lists inside a card). */
export function cards(page: Page, label: string) {
  return page.getByRole('list', { name: label }).locator(':scope > li');
}

/** A public read of the CMS, to compare the pages with the data they show. */
export async function cmsGet<T>(path: string): Promise<T> {
  const response = await fetch(`${CMS_URL}/api/v1${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The raw HTML the server sends (what a crawler or a visitor without JavaScript gets). */
export async function serverHtml(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${WEB_URL}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

type AxeViolation = { id: string; nodes: Array<{ target: string[] }> };

/**
 * axe-core's violations on the page as it is now: every rule axe enables by default (WCAG A/AA
 * and best practices), or only `rules`. axe is injected once per document and then run as often
 * as needed (injecting it costs more than a run on our pages). Run through the DevTools
 * protocol, so the page's CSP does not apply; iframes (the Google Maps embed) are not ours to
 * check inside, their title is checked from the page.
 */
async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
        .run(document, { resultTypes: ['violations'], iframes: false, ...(only && { runOnly: { type: 'rule', values: only } }) })
        .then((result) => result.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => ({ target: node.target })) }))),
    rules,
  );
}

/** No axe-core violation on the page as it is now (every rule, or only `rules`). */
export async function expectAccessible(page: Page, label: string, rules?: string[]) {
  const violations = await phase('axe', () => axeViolations(page, rules));
  const summary = violations.map((violation) => `${label}: ${violation.id} → ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
  expect(summary).toEqual([]);
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/**
 * Waits for a smooth scroll (700 ms) to come to rest and returns where it stopped: the same
 * position for ten painted frames in a row. Counted in frames, not milliseconds: on a busy
 * machine a frame can take longer than any fixed pause, and the scroll only moves in frames.
 */
export async function scrollSettled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let unchanged = 0;
        const tick = () => {
          const now = window.scrollY;
          unchanged = now === last ? unchanged + 1 : 0;
          last = now;
          if (unchanged >= 10) resolve(now);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * Runs `act` (a click that starts a smooth scroll) and records the scroll position of every
 * frame the page paints until the scroll comes to rest: `passed` tells whether any frame showed
 * the page between where it started and where it stopped. Recorded inside the page, so a busy
 * machine that answers the test late cannot miss the frames in between.
 */
export async function smoothScroll(page: Page, act: () => Promise<void>): Promise<{ end: number; passedBetween: boolean }> {
  await page.evaluate(() => {
    const frames: number[] = [];
    Object.assign(window, { scrollFrames: frames });
    const record = () => {
      frames.push(window.scrollY);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  const start = await scrollY(page);
  await act();
  const end = await scrollSettled(page);
  const frames = await page.evaluate(() => (window as unknown as { scrollFrames: number[] }).scrollFrames);
  return { end, passedBetween: frames.some((y) => y !== start && y !== end && (y - start) * (end - y) > 0) };
}

/**
 * Scrolls instantly, the way a visitor's flick would end, and waits two frames: the public
 * script reacts to a scroll in the next frame, and what it changes starts its transitions in
 * the one after (animationsSettled then waits for them).
 */
export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Until no CSS transition or animation runs (the navbar turning solid, the floating buttons fading in); endless ones (spinners) aside. */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** The axe rules whose outcome depends on colours. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * What a second theme can change: colours, and the few elements shown in one theme only (the
 * theme toggle's label). Measured: on 27 page states (every admin page, four create modals,
 * seven public pages at the top and scrolled), a full axe run in the dark theme differed from
 * the light one outside the colour rules only in `region`, on that label.
 */
const THEME_RULES = [...COLOUR_RULES, 'region'];

/** Switches the theme the way the theme toggle does (components/theme.ts), and waits until its two frames have passed. */
export async function switchTheme(page: Page, theme: 'light' | 'dark') {
  await phase('theme switch', async () => {
    await page.evaluate(applyTheme, { dark: theme === 'dark', switchingClass: THEME_SWITCHING_CLASS });
    await page.waitForFunction((switchingClass) => !document.documentElement.classList.contains(switchingClass), THEME_SWITCHING_CLASS);
    await animationsSettled(page);
  });
}

/**
 * No axe violation in either theme. The themes share one DOM and differ only by the `dark`
 * class on <html>, so after a full run in the theme the page is in, the other theme is checked on
 * the same page, without a second navigation, with the rules a theme can change (THEME_RULES).
 * The page is then put back in the theme it was in, unless `stay` (the caller navigates next,
 * which brings its own theme back, or checks again from the other theme).
 */
export async function expectAccessibleInBothThemes(page: Page, label: string, { stay = false } = {}) {
  const first = await page.evaluate(currentTheme);
  const second = first === 'dark' ? 'light' : 'dark';
  await expectAccessible(page, `${label} ${first}`);
  await switchTheme(page, second);
  await expectAccessible(page, `${label} ${second}`, THEME_RULES);
  if (!stay) await switchTheme(page, first);
}

/**
 * axe in both themes on each page at the top, and scrolled where scrolling changes something a
 * rule can see: a navbar over a hero turns solid, and the floating buttons come in. The buttons
 * are the same on every page, so a page whose navbar is solid from the top (a record's, an
 * error) is checked scrolled only when it is the first.
 */
export async function expectPagesAccessible(page: Page, paths: string[]) {
  let floatingButtonsChecked = false;
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectAccessibleInBothThemes(page, `${path} top`, { stay: true });
    const overHero = (await page.locator(`[${PUBLIC_HOOKS.navbar}="over-hero"]`).count()) > 0;
    if (!overHero && floatingButtonsChecked) continue;
    await scrollTo(page, 600);
    await animationsSettled(page);
    await expectAccessibleInBothThemes(page, `${path} scrolled`, { stay: true });
    floatingButtonsChecked ||= await page.locator(`[${PUBLIC_HOOKS.floatingButtons}]:not([hidden])`).isVisible();
  }
}

/** Opens a page; with JavaScript, waits until the public script has enhanced it (or React has hydrated it). */
export async function open(browser: Browser, path: string, options: Parameters<typeof newPage>[1] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, options);
  await page.goto(path);
  if (options.javaScriptEnabled !== false) await waitForScripts(page);
  return { context, page };
}

export async function waitForScripts(page: Page) {
  await phase('waiting', () =>
    page.waitForFunction(([enhanced, hydrated]) => document.documentElement.hasAttribute(enhanced) || document.documentElement.hasAttribute(hydrated), [ENHANCED, HYDRATED_ATTRIBUTE]),
  );
}

export async function shotPublic(page: Page, name: string, { viewportOnly = false } = {}) {
  if (!SCREENSHOTS) return;
  if (viewportOnly) {
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.resolve(__dirname, '../../screenshots', `${name}.png`) });
    return;
  }
  // Lazy images load only near the viewport: walk the page once so the screenshot shows them.
  // (From here, not with timers in the page: a page without JavaScript runs none.)
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(800);
  await screenshot(page, name);
}

/**
 * Where one of the site's chat links (`/wa/…`, issue 25) leads: the wa.me link its redirect
 * answers (asked as a bot, so the test's own requests do not count as clicks).
 */
export async function chatTarget(href: string): Promise<string> {
  const response = await fetch(new URL(href, WEB_URL), { redirect: 'manual', headers: { 'user-agent': 'desa-test-bot' } });
  expect(response.status, href).toBe(302);
  return response.headers.get('location') ?? '';
}

/** The text of a wa.me link's prefilled message. */
export function whatsappText(href: string): string {
  return new URL(href).searchParams.get('text') ?? '';
}

/** The English records the English site's tests visit: the first tour, upcoming event and article, and the village profile. */
export async function englishRecords() {
  const first = async <T>(path: string) => (await cmsGet<List<Localized<T>>>(path)).data[0];
  return {
    tour: await first<Tour>('/tour/all?limit=1&locale=en'),
    event: await first<VillageEvent>('/event/all?limit=1&upcoming=1&locale=en'),
    article: await first<Article>('/article/all?limit=1&locale=en'),
    site: await cmsGet<Localized<VillageProfile>>('/site?locale=en'),
  };
}

/** Every page of the English site with its heading. */
export function englishPages({ site, tour, event, article }: Awaited<ReturnType<typeof englishRecords>>): Array<{ path: string; heading: string }> {
  return [
    { path: '/en', heading: site.name },
    { path: '/en/wisata', heading: 'Tours' },
    { path: '/en/penginapan', heading: 'Homestays' },
    { path: '/en/produk', heading: 'Local Products' },
    { path: '/en/agenda', heading: 'Village Events' },
    { path: '/en/artikel', heading: 'Articles' },
    { path: '/en/galeri', heading: 'Gallery' },
    { path: `/en/wisata/${tour.id}`, heading: tour.title },
    { path: `/en/agenda/${event.id}`, heading: event.title },
    { path: `/en/artikel/${article.id}`, heading: article.title },
  ];
}

/**
 * A booking or order form sent: the page posts, stores the request and lands on its confirmation
 * (`/pesanan/{code}?t=…&baru=1`, issue 52), whose "Lanjutkan ke WhatsApp" goes on through
 * `/wa/pesanan/{code}` to wa.me, which the test answers itself (WhatsApp is outside the product;
 * the machine has no internet). The chat's URL, the site's redirect before it, and the
 * confirmation's address.
 */
export async function sendForm(page: Page, submit: () => Promise<void>): Promise<{ chat: string; via: string; confirmation: string }> {
  await page.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title><p>WhatsApp</p>' }));
  await Promise.all([page.waitForURL(/\/pesanan\/[A-Z0-9]{6}\?t=[^&#]+&baru=1(#|$)/, { timeout: 15_000 }), submit()]);
  const confirmation = page.url();
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().startsWith('https://wa.me/'), { timeout: 15_000 }),
    page.getByRole('link', { name: /^(Lanjutkan ke WhatsApp|Continue to WhatsApp)$/ }).click(),
  ]);
  return { chat: request.url(), via: request.redirectedFrom()?.url() ?? '', confirmation };
}

/** The code at the head of a request's chat message. */
export function codeOf(chat: string): string {
  return /^(?:Kode pesanan|Booking code): ([A-Z0-9]{6})$/m.exec(whatsappText(chat))?.[1] ?? '';
}
