// The service worker's life as Chromium tells it (the DevTools protocol's ServiceWorker domain):
// each version's state (installing, installed, activating, activated, redundant), the errors a
// worker reports, and what the worker's own fetches were answered with. A test waits for the
// event that matters (a new version activated, or dropped) instead of a clock, and a failure
// says why.
import type { BrowserContext, Page } from 'playwright-core';

type Version = { versionId: string; scriptURL: string; status: string; runningStatus: string };

export type WorkerWatch = {
  /** Every event so far, one line each, oldest first (for a failure's message). */
  log: string[];
  /** The ids of the versions seen so far. */
  versions(): string[];
  /**
   * How the first version not in `known` ends up: activated, or redundant (its install failed).
   * Rejects with the log when neither comes within `timeoutMs`.
   */
  settled(known: string[], timeoutMs?: number): Promise<{ versionId: string; status: 'activated' | 'redundant' }>;
};

export async function watchServiceWorker(context: BrowserContext, page: Page): Promise<WorkerWatch> {
  const log: string[] = [];
  const begun = Date.now();
  const note = (line: string) => log.push(`${((Date.now() - begun) / 1000).toFixed(2)} s ${line}`);
  const states = new Map<string, string>();
  const listeners = new Set<() => void>();

  const cdp = await context.newCDPSession(page);
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }: { versions: Version[] }) => {
    for (const { versionId, status, runningStatus, scriptURL } of versions) {
      if (states.get(versionId) === status) continue;
      states.set(versionId, status);
      note(`version ${versionId} ${status} (${runningStatus}) ${new URL(scriptURL).pathname}`);
    }
    for (const listener of listeners) listener();
  });
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }: { errorMessage: { versionId: string; errorMessage: string } }) => {
    note(`version ${errorMessage.versionId} error: ${errorMessage.errorMessage}`);
  });
  await cdp.send('ServiceWorker.enable');
  context.on('requestfinished', async (request) => {
    if (!request.serviceWorker()) return;
    const response = await request.response().catch(() => null);
    note(`worker fetch ${new URL(request.url()).pathname} → ${response?.status() ?? 'no answer'}`);
  });
  context.on('requestfailed', (request) => {
    if (request.serviceWorker()) note(`worker fetch ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`);
  });

  return {
    log,
    versions: () => [...states.keys()],
    settled: (known, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          for (const [versionId, status] of states) {
            if (known.includes(versionId) || (status !== 'activated' && status !== 'redundant')) continue;
            clearTimeout(timer);
            listeners.delete(check);
            return resolve({ versionId, status: status as 'activated' | 'redundant' });
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No new service worker was activated or dropped within ${timeoutMs} ms:\n${log.join('\n')}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
  };
}
