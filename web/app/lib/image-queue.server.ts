// The image route makes one variant at a time (issue 56). A variant already on disk is served at
// once; one to be made waits its turn, and past IMAGE_QUEUE.waiting turns the route answers 503
// with Retry-After instead of holding more decodes (tens of MB each) in memory.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { withinTime } from '@desa/contract';
import pLimit from 'p-limit';

export const IMAGE_QUEUE = {
  /** Variants made side by side: sharp's memory is one decode's. */
  making: 1,
  /** Variants waiting for their turn; one more is refused. */
  waiting: 24,
  /** What a refused request is told to wait, in seconds. */
  retryAfterSeconds: 2,
  /**
   * The longest a turn is held: openimg waits on sharp's `info`, which never comes when the
   * source's stream breaks (the CMS restarting mid-transfer); the turn then goes to the next.
   */
  turnMs: 30_000,
} as const;

export class ImageQueueFull extends Error {
  constructor() {
    super(`antrean gambar penuh (${IMAGE_QUEUE.waiting} menunggu)`);
  }
}

/** A turn given up: its client left while it waited, or its making took longer than IMAGE_QUEUE.turnMs. */
export class ImageTurnLost extends Error {}

const turns = pLimit(IMAGE_QUEUE.making);

/**
 * `make` in its turn, or ImageQueueFull at once when the queue is full. A turn whose client has
 * gone (`signal`) is skipped, and one that takes longer than IMAGE_QUEUE.turnMs is given up
 * (ImageTurnLost) so that it never holds the queue.
 */
export function inTurn<T>(make: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (turns.activeCount + turns.pendingCount >= IMAGE_QUEUE.making + IMAGE_QUEUE.waiting) return Promise.reject(new ImageQueueFull());
  return turns(() => {
    if (signal?.aborted) return Promise.reject(new ImageTurnLost('the client left'));
    return withinTime(make(), IMAGE_QUEUE.turnMs, () => new ImageTurnLost(`longer than ${IMAGE_QUEUE.turnMs} ms`));
  });
}

/**
 * Where openimg keeps a variant of a fetched source (its `getCachePath`, which it does not
 * export): `cacheKey` is the pipeline's. tests/unit/image-queue.test.ts checks it against the
 * file openimg writes, so an openimg that names them otherwise fails there, not silently here.
 */
export function variantPath(cacheFolder: string, cacheKey: string, { width, format }: { width?: number; format?: string }): string {
  const { hostname, pathname } = new URL(cacheKey);
  const extension = format ? `.${format}` : path.extname(pathname);
  let slug = `${hostname}${pathname}`;
  slug = slug.startsWith('/') ? slug : `/${slug}`;
  slug = slug.endsWith('/') ? slug.slice(0, -1) : slug;
  slug = slug.replaceAll('.', '-').replaceAll(':', '-').replaceAll('//', '/').replaceAll('/-/', '/');
  return `${cacheFolder}${slug}-w-${width || 'base'}-h-base-fit-base${extension}`;
}

export const isMade = (file: string) => existsSync(file);
