// Reads one feed off the CMS's main thread (ical-read.ts starts it): a feed whose rule keeps
// ical.js looping costs this thread, which is ended at the deadline, and never the requests.
import { parentPort, workerData } from 'node:worker_threads';
import { FeedParseError, parseFeed } from './ical-parse';

const { text, window } = workerData as { text: string; window: { from: string; to: string } };
try {
  parentPort!.postMessage({ events: parseFeed(text, window) });
} catch (error) {
  parentPort!.postMessage({ failure: error instanceof FeedParseError ? error.reason : 'not-calendar' });
}
