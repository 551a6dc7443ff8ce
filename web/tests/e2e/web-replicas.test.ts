// Two web replicas on one CMS, each with its own page cache: a write through one replica's
// back office shows on the other within 10 s (the CMS tells every URL of WEB_REVALIDATE_URLS).
// Uploads live in an S3-compatible store (s3rver on loopback): the image route serves them
// from S3_PUBLIC_URL and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore, type ObjectStore } from 'cms/testing/object-store';
import { freePort } from 'cms/testing/process';
import { startCms, TEST_ADMIN, type RunningCms } from 'cms/testing/strapi-server';
import { TEST_REVALIDATE_SECRET, startWeb } from '../support/servers';
import { webSessionCookie } from '../support/sign-in';
import { asAdmin, pngBytes, sessionToken } from 'cms/testing/api';
import { VALID_OPTIONS, validRecords, validVillageProfile } from 'cms/testing/records';
import { API, CONTENT_TYPES, addDays, todayInJakarta, type StatsAnswer } from '@desa/contract';

type Web = Awaited<ReturnType<typeof startWeb>>;
let store: ObjectStore;
let cms: RunningCms;
let replicas: Web[];
let article: { id: string; title: string; content: string; writer: string };

beforeAll(async () => {
  const ports = [await freePort(), await freePort()];
  const urls = ports.map((port) => `http://127.0.0.1:${port}/_revalidate`).join(',');
  store = await startObjectStore();
  // Three public form posts an hour per address, two failed sign-ins per e-mail: the next one, on either replica, is refused.
  cms = await startCms({
    env: { ...store.env, WEB_REVALIDATE_URLS: urls, REVALIDATE_SECRET: TEST_REVALIDATE_SECRET, CORS_ORIGINS: 'http://127.0.0.1', BOOKING_RATE_LIMIT: '3', LOGIN_LIMIT_PER_EMAIL: '2' },
  });
  // The village, an article and a homestay, each with its photo in the store: all these tests
  // read (the demo village's hundred pictures would be a minute of seeding into S3).
  const admin = await asAdmin(cms.url);
  expect((await admin.post('/site?_method=PATCH', validVillageProfile(await pngBytes(120, 80)))).status).toBe(200);
  for (const option of VALID_OPTIONS) expect((await admin.post('/setting/create', option)).status).toBe(201);
  const records = validRecords(await pngBytes());
  for (const kind of ['article', 'homestay'] as const) expect((await admin.post(`/${CONTENT_TYPES[kind].path}/create`, records[kind]())).status).toBe(201);
  replicas = await Promise.all(ports.map((port) => startWeb(cms.url, { S3_PUBLIC_URL: store.publicUrl, STATS_FLUSH_MS: '1000' }, port)));
  article = (await (await fetch(`${cms.url}/api/v1/article/all?limit=1`)).json()).data[0];
});
afterAll(async () => {
  await Promise.all((replicas ?? []).map((web) => web.stop()));
  await cms?.stop();
  await store?.stop();
});

async function page(web: Web, path: string) {
  const response = await fetch(`${web.url}${path}`);
  return { state: response.headers.get('x-page-cache'), html: await response.text() };
}

/** Views `path` on a replica until it comes from that replica's cache. */
async function cachedOn(web: Web, path: string) {
  const until = Date.now() + 5000;
  while ((await page(web, path)).state !== 'HIT') {
    if (Date.now() > until) throw new Error(`${path} never cached on ${web.url}: ${web.logs().slice(-1000)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('two web replicas', () => {
  it('a write through one replica shows on the other within 10 s', async () => {
    const [a, b] = replicas;
    await cachedOn(a, '/artikel');
    await cachedOn(b, '/artikel');
    expect((await page(b, '/artikel')).html).toContain(article.title);

    const cookie = await webSessionCookie(a.url, TEST_ADMIN);
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: 'update', id: article.id, title: 'Panen raya kedua', content: article.content, writer: article.writer })) form.set(name, value);
    const saved = await fetch(`${a.url}/admin/artikel`, { method: 'POST', headers: { cookie, origin: a.url }, body: form, redirect: 'manual' });
    expect(saved.status, await saved.text()).toBe(302);
    const savedAt = Date.now();

    let seenAfter = Infinity;
    while (Date.now() - savedAt < 10_000) {
      if ((await page(b, '/artikel')).html.includes('Panen raya kedua')) {
        seenAfter = Date.now() - savedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`replica B shows the write after ${seenAfter} ms`);
    expect(seenAfter).toBeLessThan(10_000);
    expect((await page(a, '/artikel')).html).toContain('Panen raya kedua');
  });

  it("a public form over the CMS's limit is its page with 429 on either replica (issue 51: the status says what happened)", async () => {
    const [homestay] = (await (await fetch(`${cms.url}/api/v1/homestay/all?limit=1`)).json()).data;
    const day = addDays(todayInJakarta(), 5);
    const send = async (web: Web) => {
      const body = new URLSearchParams({ check_in: day, check_out: addDays(day, 1), guests: '1', rooms: '1', name: 'Dewi Lestari', phone: '0812 7777 8888' });
      const response = await fetch(`${web.url}/${CONTENT_TYPES.homestay.site.slug}/${homestay.id}`, { method: 'POST', headers: { origin: web.url }, body, redirect: 'manual' });
      return { status: response.status, html: await response.text() };
    };
    const [a, b] = replicas;
    for (const web of [a, b, a]) expect((await send(web)).status).toBe(303);
    const refused = await send(b);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain(API.tooManyAttempts(60).split(' dalam ')[0]);
    expect(refused.html).toContain('Dewi Lestari');

    // The sign-in page the same: a wrong password 401, then the limit's 429.
    const signIn = async (web: Web) => {
      const body = new URLSearchParams({ email: 'bukan-admin@desa.test', password: 'salah-sekali' });
      const response = await fetch(`${web.url}/signin`, { method: 'POST', headers: { origin: web.url }, body, redirect: 'manual' });
      return { status: response.status, html: await response.text() };
    };
    expect((await signIn(a)).status).toBe(401);
    expect((await signIn(b)).status).toBe(401);
    const limited = await signIn(a);
    expect(limited.status).toBe(429);
    expect(limited.html).toContain(API.tooManyAttempts(60).split(' dalam ')[0]);
  });

  it('serves images from S3_PUBLIC_URL through /img, refuses any other source, allows the store in img-src', async () => {
    const [a] = replicas;
    const home = await fetch(`${a.url}/`);
    expect(home.headers.get('content-security-policy')).toMatch(new RegExp(`img-src[^;]* ${new URL(store.publicUrl).origin}`));
    const html = await home.text();
    const src = /\/img\?src=([^"&\s]+)[^"\s,]*/.exec(html.replaceAll('&amp;', '&'));
    expect(decodeURIComponent(src![1])).toMatch(new RegExp(`^${store.publicUrl}/[\\w-]+\\.(png|jpg|webp)$`));
    const image = await fetch(`${a.url}${src![0]}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\//)]);
    const object = decodeURIComponent(src![1]).slice(store.publicUrl.length);
    for (const other of [`http://127.0.0.1:${new URL(cms.url).port}${object}`, `${store.publicUrl}/../${object}`, `${store.publicUrl}/sub${object}`, `https://contoh.test${object}`]) {
      expect((await fetch(`${a.url}/img?src=${encodeURIComponent(other)}`)).status, other).toBe(400);
    }
  });

  it('count one visitor once a day, whichever replicas they reach', async () => {
    const source = `replika-${Date.now().toString(36)}`;
    const agent = `Mozilla/5.0 (Linux; Android 14; Replika) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 ${source}`;
    for (const web of [...replicas, ...replicas]) {
      expect((await fetch(`${web.url}/galeri?utm_source=${source}`, { headers: { 'user-agent': agent } })).status).toBe(200);
    }
    const token = await sessionToken(cms.url, TEST_ADMIN);
    const today = todayInJakarta();
    const until = Date.now() + 15_000;
    let line: { views: number; visitors: number } | undefined;
    while (Date.now() < until) {
      const answer = await fetch(`${cms.url}/api/v1/stats?from=${today}&to=${today}&group=source`, { headers: { authorization: `Bearer ${token}` } });
      line = ((await answer.json()) as StatsAnswer).data.find((entry) => entry.key === source);
      if (line?.views === 4) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(line).toMatchObject({ views: 4, visitors: 1 });
  });
});
