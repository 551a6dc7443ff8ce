// One deadline for work that must not hold its caller: a streamed part of a page, a part of the
// dashboard's answer, an image's turn. The work itself is not stopped (a promise cannot be); its
// answer after the deadline is ignored.

/** `work`'s answer, or `tooLate()` as the rejection once `ms` have passed without one. */
export function withinTime<T>(work: Promise<T>, ms: number, tooLate: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(tooLate()), ms);
    // In Node a deadline alone never keeps the process alive; a browser's timer is a number.
    if (typeof timer === 'object' && 'unref' in timer) timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
