// A part of a page that streams in after its shell (a loader's promise, shown through <Await>).
// It answers within STREAM_TIMEOUT_MS or fails, and a failure is logged with its page and part:
// the page stays a 200 and the part shows its fallback ("Gagal memuat, coba lagi"). The render's
// own abort comes later (entry.server.tsx), so it never meets a part still pending: before, a part
// later than the abort turned a whole-page render (a bot, a benchmark) into a silent 500.
import { withinTime } from '@desa/contract';

/** How long a streamed part may take. */
export const STREAM_TIMEOUT_MS = 5_000;

export class PartTooLate extends Error {
  constructor() {
    super(`tidak terjawab dalam ${STREAM_TIMEOUT_MS / 1000} detik`);
  }
}

/** `promise` as the part `part` of the page of `request`: within the time, and logged when it fails. */
export function streamedPart<T>(request: Request, part: string, promise: Promise<T>): Promise<T> {
  const answer = withinTime(promise, STREAM_TIMEOUT_MS, () => new PartTooLate());
  // Handled at once: a part may fail before Remix takes the loader's answer (a failure with no
  // handler yet would end the process); <Await> still sees it fail.
  answer.catch((error: unknown) => {
    // The path only: a query can hold a guest's link token.
    console.error(`Bagian "${part}" dari ${new URL(request.url).pathname} gagal dimuat: ${error instanceof Error ? error.message : String(error)}`);
  });
  return answer;
}

export class PartMissing extends Error {
  constructor() {
    super('CMS tidak dapat menghitungnya (lihat log CMS)');
  }
}

/**
 * The part `part` of a read that answers several at once (`whole`, itself a streamed part): what
 * `pick` takes from it, failing (and logged) when that is null, which is how the CMS says it could
 * not work that part out. A failure of the whole is logged once, by its own streamedPart.
 */
export function partOf<A, T>(request: Request, part: string, whole: Promise<A>, pick: (answer: A) => T | null): Promise<T> {
  const picked = whole.then((answer) => {
    let value: T | null | undefined;
    let failure: unknown = new PartMissing();
    try {
      value = pick(answer);
    } catch (error) {
      failure = error;
    }
    // Missing (undefined) too: a CMS of another release may not answer this part at all.
    if (value !== null && value !== undefined) return value;
    console.error(`Bagian "${part}" dari ${new URL(request.url).pathname} gagal dimuat: ${failure instanceof Error ? failure.message : String(failure)}`);
    throw failure;
  });
  picked.catch(() => {});
  return picked;
}
