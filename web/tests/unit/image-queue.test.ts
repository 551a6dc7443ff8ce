// The image route's turns (app/lib/image-queue.server.ts): one variant made at a time, a bounded
// queue refused past its length, and the path where openimg keeps a variant, checked against
// the file openimg itself writes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { getImgResponse } from 'openimg/node';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_QUEUE, ImageQueueFull, ImageTurnLost, inTurn, variantPath } from '~/lib/image-queue.server';

describe('the image turns', () => {
  it('make one variant at a time, take up to the queue’s length waiting, refuse the rest at once, and take again once it drains (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 2 * IMAGE_QUEUE.waiting + 5 }), async (durations) => {
        let making = 0;
        let most = 0;
        const settled = await Promise.allSettled(
          durations.map((ms) =>
            inTurn(async () => {
              making += 1;
              most = Math.max(most, making);
              await new Promise((resolve) => setTimeout(resolve, ms));
              making -= 1;
            }),
          ),
        );
        const taken = IMAGE_QUEUE.making + IMAGE_QUEUE.waiting;
        expect(most).toBe(IMAGE_QUEUE.making);
        expect(settled.map((result) => result.status)).toEqual(durations.map((_, index) => (index < taken ? 'fulfilled' : 'rejected')));
        for (const result of settled) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ImageQueueFull);
        expect(await inTurn(async () => 'lagi')).toBe('lagi');
      }),
      { numRuns: 25 },
    );
  });
});

describe('a turn that cannot end', () => {
  it('is given up after IMAGE_QUEUE.turnMs, and the next one runs; a turn whose client left is skipped', async () => {
    vi.useFakeTimers();
    try {
      const stuck = inTurn(() => new Promise<never>(() => {}));
      const left = new AbortController();
      let skippedRan = false;
      const skipped = inTurn(async () => {
        skippedRan = true;
      }, left.signal);
      left.abort();
      const next = inTurn(async () => 'berikutnya');
      const outcomes = Promise.allSettled([stuck, skipped, next]);
      await vi.advanceTimersByTimeAsync(IMAGE_QUEUE.turnMs);
      const [first, second, third] = await outcomes;
      expect(first.status === 'rejected' && first.reason).toBeInstanceOf(ImageTurnLost);
      expect(second.status === 'rejected' && second.reason).toBeInstanceOf(ImageTurnLost);
      expect(skippedRan).toBe(false);
      expect(third).toEqual({ status: 'fulfilled', value: 'berikutnya' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a variant’s place on disk', () => {
  it('is where openimg writes it, for every width and format', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } }).png().toBuffer();
    const server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const folder = mkdtempSync(path.join(os.tmpdir(), 'desa-img-'));
    try {
      const source = `http://127.0.0.1:${(server.address() as AddressInfo).port}/uploads/foto_sawah.v2.png`;
      const cacheKey = `http://127.0.0.1:${(server.address() as AddressInfo).port}/resized-1-q70/uploads/foto_sawah.v2.png`;
      for (const params of [{ width: 32, format: 'webp' as const }, { width: 48 }, {}]) {
        const file = variantPath(folder, cacheKey, params);
        expect(existsSync(file)).toBe(false);
        const answer = await getImgResponse(new Request('http://web.test/img'), {
          cacheFolder: folder,
          allowlistedOrigins: [new URL(source).origin],
          getImgParams: () => params,
          getImgSource: () => ({ type: 'fetch', url: source }),
          getSharpPipeline: () => ({ pipeline: sharp().resize({ width: params.width }), cacheKey }),
        });
        expect(answer.status).toBe(200);
        await answer.arrayBuffer();
        expect(existsSync(file), file).toBe(true);
      }
    } finally {
      server.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
