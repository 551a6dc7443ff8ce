// Load figures of the bench scripts (bench:api, bench:web): one way to measure an endpoint.

/**
 * req/s, p50 and p99 (ms) of `requests` GETs, `concurrency` at a time, after a warm-up of 20
 * per URL; several URLs take turns. `failed`: how many answers were not a 200, or held
 * `failedText` when one is given.
 * @param {string | string[]} urls
 * @param {{ requests: number, concurrency: number, headers?: Record<string, string>, failedText?: string }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, failed: number }>}
 */
export async function throughput(urls, { requests, concurrency, headers = {}, failedText }) {
  const list = [urls].flat();
  for (let i = 0; i < 20 * list.length; i += 1) await (await fetch(list[i % list.length], { headers })).arrayBuffer();
  /** @type {number[]} */
  const latencies = [];
  /** Answers that were not a 200, or held `failedText` (a part of the page that could not be loaded). */
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t0 = performance.now();
        const answer = await fetch(list[next % list.length], { headers });
        const body = failedText ? await answer.text() : await answer.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (answer.status !== 200 || (failedText && typeof body === 'string' && body.includes(failedText))) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ quantile) => latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))];
  return { rps: requests / seconds, p50: at(0.5), p99: at(0.99), failed };
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
