// A platform's feed read within IMPORT_LIMITS.parseMs (issue 55): parseFeed runs in a worker
// thread, ended at the deadline. ical.js loops forever on some rules that never match (a daily
// rule on 30 February), and on the main thread that would stop every request of this CMS.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { IMPORT_LIMITS } from '@desa/contract';
import { FeedParseError, type ImportedEvent } from './ical-parse';

type Answer = { events: ImportedEvent[] } | { failure: FeedParseError['reason'] };

export function readFeed(text: string, window: { from: string; to: string }, deadlineMs: number = IMPORT_LIMITS.parseMs): Promise<ImportedEvent[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'ical-parse-worker.js'), { workerData: { text, window }, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    const done = (settle: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(() => done(() => reject(new FeedParseError('too-complex'))), deadlineMs);
    worker.once('message', (answer: Answer) => done(() => ('events' in answer ? resolve(answer.events) : reject(new FeedParseError(answer.failure)))));
    // Out of memory or a crash of the reader: the feed cannot be read.
    worker.once('error', () => done(() => reject(new FeedParseError('not-calendar'))));
  });
}
