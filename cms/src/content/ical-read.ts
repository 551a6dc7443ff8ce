// A platform's feed read within IMPORT_LIMITS.parseMs (issue 55). ical.js loops for ever on some
// repeating rules that never match (a daily rule on 30 February), and on the main thread that
// would stop every request of this CMS: a feed with a rule is read in a worker thread, ended at
// the deadline. One without (every platform's export) is read here at once: reading the text
// itself takes time in proportion to it (2 MB at most).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { IMPORT_LIMITS } from '@desa/contract';
import { FeedParseError, parseFeed, type ImportedEvent } from './ical-parse';

type Answer = { events: ImportedEvent[] } | { failure: FeedParseError['reason'] };

/** A repeating rule, looked for in the unfolded text (a line may be folded anywhere, even inside a name). */
const hasRule = (text: string) => /RRULE|EXRULE/i.test(text.replace(/\r?\n[ \t]/g, ''));

type Window = { from: string; to: string };

export async function readFeed(text: string, window: Window, deadlineMs: number = IMPORT_LIMITS.parseMs): Promise<ImportedEvent[]> {
  return hasRule(text) ? readInWorker(text, window, deadlineMs) : parseFeed(text, window);
}

function readInWorker(text: string, window: Window, deadlineMs: number): Promise<ImportedEvent[]> {
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
