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

/**
 * The seeded admin's web session (the test and demo seed's account, cms/tests/support/strapi-server.ts):
 * a real sign-in through the web app's form, as the cookie header to send.
 * @param {string} webUrl
 */
export async function adminCookie(webUrl) {
  const response = await fetch(`${webUrl}/signin`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'admin@test.desa', password: 'AdminTes123' }),
    redirect: 'manual',
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
