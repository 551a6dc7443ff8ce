// Load figures of the bench scripts (bench:api, bench:web): one way to measure an endpoint.

/**
 * req/s, p50 and p99 (ms) of `requests` GETs, `concurrency` at a time, after a warm-up of 20
 * per URL; several URLs take turns.
 * @param {string | string[]} urls
 * @param {{ requests: number, concurrency: number, headers?: Record<string, string> }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number }>}
 */
export async function throughput(urls, { requests, concurrency, headers = {} }) {
  const list = [urls].flat();
  for (let i = 0; i < 20 * list.length; i += 1) await (await fetch(list[i % list.length], { headers })).arrayBuffer();
  /** @type {number[]} */
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t0 = performance.now();
        await (await fetch(list[next % list.length], { headers })).arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ quantile) => latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))];
  return { rps: requests / seconds, p50: at(0.5), p99: at(0.99) };
}
