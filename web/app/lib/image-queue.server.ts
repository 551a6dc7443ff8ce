// The image route makes one variant at a time (issue 56). A variant already on disk is served at
// once; one to be made waits its turn, and past IMAGE_QUEUE.waiting turns the route answers 503
// with Retry-After instead of holding more decodes (tens of MB each) in memory.
import { existsSync } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';

export const IMAGE_QUEUE = {
  /** Variants made side by side: sharp's memory is one decode's. */
  making: 1,
  /** Variants waiting for their turn; one more is refused. */
  waiting: 24,
  /** What a refused request is told to wait, in seconds. */
  retryAfterSeconds: 2,
} as const;

export class ImageQueueFull extends Error {
  constructor() {
    super(`antrean gambar penuh (${IMAGE_QUEUE.waiting} menunggu)`);
  }
}

const turns = pLimit(IMAGE_QUEUE.making);

/** `make` in its turn, or ImageQueueFull at once when the queue is full. */
export function inTurn<T>(make: () => Promise<T>): Promise<T> {
  if (turns.activeCount + turns.pendingCount >= IMAGE_QUEUE.making + IMAGE_QUEUE.waiting) return Promise.reject(new ImageQueueFull());
  return turns(make);
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
