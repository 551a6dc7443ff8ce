// The page cache for anonymous visitors and its invalidation, against the real CMS and web
// server of the run: writes show at once, sessions never share a page, junk cannot grow it.
import type { List, Tour } from '@desa/contract';
import { describe, expect} from 'vitest';
import { it } from '../support/fixtures';
import { api, expectToast, openEdit } from '../support/admin';
import { DESKTOP } from '../support/browser';
import { TEST_REVALIDATE_SECRET } from '../support/servers';
import { WEB_URL } from '../support/stack';

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${WEB_URL}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, state: response.headers.get('x-page-cache'), cacheControl: response.headers.get('cache-control'), html: await response.text() };
}

/** Views `path` until it comes from the cache (a notice of an earlier write may still land). */
async function cached(path: string) {
  const until = Date.now() + 5000;
  let state: string | null = null;
  while (state !== 'HIT' && Date.now() < until) {
    state = (await get(path)).state;
    if (state !== 'HIT') await new Promise((resolve) => setTimeout(resolve, 150));
  }
  expect(state, path).toBe('HIT');
}

async function firstTour() {
  return (await api<List<Tour>>('/tour/all?limit=1')).data[0];
}

async function renameTour(id: string, title: string, token: string) {
  const body = new FormData();
  body.set('title', title);
  await api(`/tour/update/${id}?_method=PATCH`, { method: 'POST', token, body });
}

describe('the page cache', () => {
  it('answers anonymous views from memory, and 1,000 junk query strings do not grow it', async () => {
    await cached('/galeri');
    const states = new Map<string, number>();
    for (let index = 0; index < 1000; index += 1) {
      const response = await fetch(`${WEB_URL}/galeri?utm_${index}=${index}&fbclid=${Math.random()}`);
      await response.arrayBuffer();
      const state = response.headers.get('x-page-cache') ?? 'none';
      states.set(state, (states.get(state) ?? 0) + 1);
    }
    // Every one of them came from the one entry (fresh, or stale while it refreshed).
    expect((states.get('HIT') ?? 0) + (states.get('STALE') ?? 0)).toBe(1000);
  });

  it('never serves a signed-in visitor’s answer to anyone, nor the reverse', async ({ adminPage }) => {
    const { context } = await adminPage({ viewport: DESKTOP });
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    expect(cookie).toContain('__desa=');

    await cached('/artikel');
    const anonymous = await get('/artikel');
    expect(anonymous.cacheControl).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);

    const signedIn = await get('/artikel', { cookie });
    expect(signedIn.state).toBeNull();
    expect(signedIn.cacheControl).toBe('private, no-store');
    const admin = await get('/admin', { cookie });
    expect(admin.status).toBe(200);
    expect(admin.cacheControl).toBe('private, no-store');
    // The back office is never kept: an anonymous visitor is sent away, not shown it.
    const after = await get('/admin');
    expect([after.status, after.state]).toEqual([302, null]);
    expect(after.html).not.toContain('Dashboard');
  });

  it('shows a save made through /admin at the very next request', async ({ adminPage, token }) => {
    const tour = await firstTour();
    await cached(`/wisata/${tour.id}`);
    const { context, page } = await adminPage({ viewport: DESKTOP, at: '/admin/wisata' });
    const renamed = `${tour.title} (admin)`;
    const modal = await openEdit(page, tour.title, 'Edit Objek Wisata');
    await modal.getByLabel('Nama Objek Wisata').fill(renamed);
    await modal.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Wisata berhasil diperbarui!');
    await context.close();
    try {
      const next = await get(`/wisata/${tour.id}`);
      expect(next.html).toContain(renamed);
    } finally {
      await renameTour(tour.id, tour.title, token);
    }
  });

  it('shows a write made straight to /api/v1 within 10 seconds, with no restart', async ({ token }) => {
    const tour = await firstTour();
    await cached(`/wisata/${tour.id}`);
    const renamed = `${tour.title} (API)`;
    await renameTour(tour.id, renamed, token);
    const written = Date.now();
    try {
      let html = '';
      while (Date.now() - written < 10_000 && !html.includes(renamed)) {
        html = (await get(`/wisata/${tour.id}`)).html;
        if (!html.includes(renamed)) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(html).toContain(renamed);
      console.log(`Tulisan lewat /api/v1 tampil setelah ${Date.now() - written} ms`);
    } finally {
      await renameTour(tour.id, tour.title, token);
    }
  });

  it('purges only for the CMS: a missing or wrong secret answers 401 and purges nothing', async () => {
    await cached('/agenda');
    const purge = (authorization?: string, body = '{"types":["*"]}') =>
      fetch(`${WEB_URL}/_revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization && { authorization }) },
        body,
      });
    for (const authorization of [undefined, 'Bearer salah', `Basic ${TEST_REVALIDATE_SECRET}`, `Bearer ${TEST_REVALIDATE_SECRET}x`]) {
      expect((await purge(authorization)).status, String(authorization)).toBe(401);
    }
    expect((await get('/agenda')).state).toBe('HIT');
    for (const body of ['{', '{"types":"tour"}', '{"types":["<script>"]}', 'x'.repeat(10_000)]) {
      expect([400, 413]).toContain((await purge(`Bearer ${TEST_REVALIDATE_SECRET}`, body)).status);
    }
    expect((await get('/agenda')).state).toBe('HIT');
    expect((await purge(`Bearer ${TEST_REVALIDATE_SECRET}`, '{"types":["event"]}')).status).toBe(200);
    expect((await get('/agenda')).state).toBe('MISS');
  });
});
