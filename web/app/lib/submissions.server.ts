// One save per submission. A save whose answer was lost (a dropped connection, a timeout)
// is sent again by the admin with the same token (form-sending.ts); the CMS call of the
// first one is reused instead of storing the record twice. In-flight repeats wait for it.
// Per web process: a retry that lands on another replica is not recognised.
import { LRUCache } from 'lru-cache';

const SUBMISSION_TTL_MS = 15 * 60_000;
const sent = new LRUCache<string, Promise<unknown>>({ max: 2000, ttl: SUBMISSION_TTL_MS });

export function sendOnce(token: string | null, send: () => Promise<unknown>): Promise<unknown> {
  if (!token) return send();
  let sending = sent.get(token);
  if (!sending) {
    sending = send();
    sent.set(token, sending);
    // A failed save may be tried again for real.
    sending.catch(() => sent.delete(token));
  }
  return sending;
}
