import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { withinTime } from '../src/deadline.js';

class Late extends Error {}
const after = <T>(ms: number, settle: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(settle()), ms));

describe('withinTime', () => {
  it("answers with the work's own outcome when it settles first, and with the deadline's error when it does not", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), fc.boolean(), async (workMs, deadlineMs, fails) => {
        fc.pre(Math.abs(workMs - deadlineMs) >= 10); // timers this close may fire in either order
        const work = after(workMs, () => (fails ? Promise.reject(new Error('gagal')) : 'jawaban'));
        const outcome = await withinTime(work, deadlineMs, () => new Late()).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        if (deadlineMs < workMs) expect(outcome).toEqual({ error: expect.any(Late) });
        else if (fails) expect(outcome).toEqual({ error: new Error('gagal') });
        else expect(outcome).toEqual({ value: 'jawaban' });
      }),
      { numRuns: 40 },
    );
  });

  it('leaves no timer behind once the work has answered', async () => {
    vi.useFakeTimers();
    try {
      await withinTime(Promise.resolve(1), 60_000, () => new Late());
      await withinTime(Promise.reject(new Error('gagal')), 60_000, () => new Late()).catch(() => undefined);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
