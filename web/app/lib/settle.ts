export type Settled<T> = { done: true; value: T } | { done: false };

/** Waits at most `ms` for a promise: its value if it settles in time, otherwise `{ done: false }`. */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Settled<T>>((resolve) => {
    timer = setTimeout(() => resolve({ done: false }), ms);
  });
  try {
    return await Promise.race([promise.then((value): Settled<T> => ({ done: true, value })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
