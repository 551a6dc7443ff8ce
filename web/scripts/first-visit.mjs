// A first visit on a weak signal (issue 42), as bench-web.mjs measures it: one cold Chromium
// context at a phone's size, the network held to WEAK_SIGNAL by the DevTools protocol, the page
// loaded, then its Largest Contentful Paint read (after `load`, as the issue asks) next to what
// the browser had fetched by then: requests, bytes on the wire, when the CSS arrived.

/** The village's 3G in the hills: 400 kbit/s both ways, 400 ms round trips. */
export const WEAK_SIGNAL = { latencyMs: 400, kbitPerSecond: 400 };
/** How long after `load` the LCP is read: the last image's paint lands within it. */
const PAINT_SETTLE_MS = 500;
/** A common Android phone: 390×800 CSS pixels at device pixel ratio 2. */
export const PHONE = { viewport: { width: 390, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * @typedef {{
 *   lcp: number, fcp: number, element: string, lcpUrl: string,
 *   requestsBefore: number, bytesBefore: number, listBefore: string[], cssAt: number | null, cssBytes: number,
 *   documentBytes: number, lcpBytes: number, requests: number, bytes: number, cls: number,
 * }} FirstVisit
 */

/**
 * Holds a page's network to WEAK_SIGNAL and records every response's end and size.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 */
export async function weakSignal(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (WEAK_SIGNAL.kbitPerSecond * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: WEAK_SIGNAL.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  /** @type {Map<string, { url: string, type: string, sent: number, finished?: number, bytes?: number }>} */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', sent: event.timestamp });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { finished: event.timestamp, bytes: event.encodedDataLength });
  });
  return { requests: () => [...requests.values()] };
}

/** What the page's timeline says: the last LCP candidate (its element, its image), FCP and CLS. */
function paintEntries() {
  return new Promise((resolve) => {
    /** @param {Element | null | undefined} node */
    const describe = (node) => {
      if (!node) return '(dihapus)';
      const text = node.tagName === 'IMG' ? '' : ` "${(node.textContent ?? '').trim().slice(0, 30)}"`;
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${text}`;
    };
    let cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of /** @type {Array<PerformanceEntry & { value: number, hadRecentInput: boolean }>} */ (list.getEntries())) {
        if (!entry.hadRecentInput) cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const last = /** @type {PerformanceEntry & { element: Element | null, url: string, size: number } | undefined} */ (list.getEntries().at(-1));
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      // The layout-shift observer reports its buffered entries first: read it a frame later.
      requestAnimationFrame(() => resolve({ lcp: last?.startTime ?? NaN, element: describe(last?.element), lcpUrl: last?.url ?? '', fcp, cls }));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * One first visit to `url` in a new context of `browser`.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<FirstVisit>}
 */
export async function firstVisit(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const network = await weakSignal(context, page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // An image that finished at `load` is painted a frame or two later: its LCP entry comes then.
    await page.waitForTimeout(PAINT_SETTLE_MS);
    const paint = /** @type {{ lcp: number, element: string, lcpUrl: string, fcp: number, cls: number }} */ (await page.evaluate(paintEntries));
    const all = network.requests();
    // The document's request is the navigation's start: the protocol's clock, in seconds.
    const start = all[0].sent;
    const at = (/** @type {number} */ timestamp) => (timestamp - start) * 1000;
    const done = all.filter((request) => request.finished !== undefined);
    const before = done.filter((request) => at(/** @type {number} */ (request.finished)) <= paint.lcp);
    const styles = done.filter((request) => request.type === 'Stylesheet');
    const sum = (/** @type {typeof done} */ list) => list.reduce((total, request) => total + (request.bytes ?? 0), 0);
    return {
      ...paint,
      requestsBefore: before.length,
      bytesBefore: sum(before),
      listBefore: (process.env.BENCH_ALL_REQUESTS ? done : before).map(
        (request) =>
          `${Math.round(at(request.sent))}–${Math.round(at(/** @type {number} */ (request.finished)))} ms ${request.type} ${((request.bytes ?? 0) / 1024).toFixed(1)} KB ${decodeURIComponent(new URL(request.url).pathname + new URL(request.url).search).slice(0, 60)}`,
      ),
      cssAt: styles.length ? Math.max(...styles.map((request) => at(/** @type {number} */ (request.finished)))) : null,
      cssBytes: sum(styles),
      documentBytes: done[0]?.bytes ?? 0,
      lcpBytes: paint.lcpUrl ? sum(done.filter((request) => request.url === paint.lcpUrl)) : 0,
      requests: done.length,
      bytes: sum(done),
    };
  } finally {
    await context.close();
  }
}
