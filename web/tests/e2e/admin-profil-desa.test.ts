// Admin › Profil Desa: one form for the village's own details. An admin changes the tagline
// and the hero image and the public home shows both at the next request (hero, footer,
// <title>, Open Graph, JSON-LD); a wrong e-mail shows its message under the field. (axe on
// the page: admin-a11y.test.ts.)
import type { VillageProfile } from '@desa/contract';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { api, expectToast, imageFile, shot, visible } from '../support/admin';
import { cmsGet, serverHtml } from '../support/public';
import { HYDRATED_ATTRIBUTE } from '../../app/lib/held-taps';

let original: VillageProfile;
let originalHero: Buffer;

const fileName = (url: string | null) => path.basename(new URL(url!).pathname);

beforeAll(async () => {
  original = await cmsGet<VillageProfile>('/site');
  originalHero = Buffer.from(await (await fetch(original.hero_image!)).arrayBuffer());
});
it.afterAll(async ({ token }) => {
  // The other suites expect the seeded village: its tagline and the same hero picture.
  const body = new FormData();
  body.append('tagline', original.tagline);
  body.append('email', original.email);
  body.append('hero_image', new Blob([new Uint8Array(originalHero)], { type: 'image/jpeg' }), fileName(original.hero_image));
  await api('/site?_method=PATCH', { method: 'POST', body, token });
});

async function openForm(page: Page) {
  await page.goto('/admin/profil-desa');
  await visible(page.getByRole('heading', { level: 1, name: 'Profil Desa' }));
}

/** The URL the public hero <img> shows, with its `/img?src=` wrapper undone. */
async function heroSource(page: Page): Promise<string> {
  const hero = page.locator('section:has(h1) picture img').first();
  await hero.evaluate((img: HTMLImageElement) => (img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))));
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return decodeURIComponent(await hero.evaluate((img: HTMLImageElement) => img.currentSrc));
}

describe('Profil Desa', () => {
  it('sits in the sidebar after Pengaturan and fills the form with the stored profile', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP });
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Profil Desa' }).click();
    await page.waitForURL(/\/admin\/profil-desa$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Profil Desa' }));
    const others = await page.locator('nav[aria-label="Menu admin"] h2:has-text("Lainnya") + ul > li > a').evaluateAll((links) => links.map((link) => link.textContent?.trim()));
    expect(others).toEqual(['Pengaturan', 'Profil Desa', 'Tim Admin', 'Riwayat', 'Sampah', 'Bantuan']);
    expect(await page.getByLabel('Nama Desa').inputValue()).toBe(original.name);
    expect(await page.getByLabel('Tagline').inputValue()).toBe(original.tagline);
    expect(await page.getByRole('textbox', { name: 'Tentang Desa' }).inputValue()).toBe(original.about);
    expect(await page.getByLabel('Alamat').inputValue()).toBe(original.address);
    expect(await page.getByLabel('Email').inputValue()).toBe(original.email);
    expect(await page.getByLabel('Link Google Maps').inputValue()).toBe(original.maps ?? '');
    expect(await page.getByRole('img', { name: 'Gambar saat ini' }).evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual([original.hero_image, original.about_image]);
  });

  it('saves a new tagline and hero image: spinner, toast, and the public home shows both', async ({ adminPage, browser }) => {
    // A visitor sees the home first, so the page cache holds the old version.
    const before = await serverHtml('/');
    expect(before.html).toContain(original.tagline);

    const { page } = await adminPage({ viewport: DESKTOP });
    await openForm(page);
    const tagline = 'Panen raya setiap Agustus di kaki Cikuray';
    await page.getByLabel('Tagline').fill(tagline);
    await page.getByLabel('Gambar Utama (Beranda)').setInputFiles(await imageFile('panen-raya.png', '#d84'));
    await visible(page.getByRole('img', { name: 'Pratinjau gambar yang dipilih' }));
    await shot(page, 'admin-profil-desa-desktop-edit');
    // Slow the CMS answer down a little so the spinner can be seen.
    await page.route('**/admin/profil-desa*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await visible(page.locator('button[type="submit"][aria-busy="true"] svg'));
    await expectToast(page, 'Profil desa berhasil diperbarui!');
    const toaster = page.locator('[data-sonner-toaster]').first();
    expect([await toaster.getAttribute('data-y-position'), await toaster.getAttribute('data-x-position')]).toEqual(['top', 'right']);

    const site = await cmsGet<VillageProfile>('/site');
    expect(site).toMatchObject({ ...original, tagline, hero_image: expect.stringMatching(/\/uploads\/panen_raya_\w+\.png$/) });
    expect((await fetch(original.hero_image!)).status).toBe(404);
    // The form comes back with the saved profile and an empty file input.
    expect(await page.getByLabel('Tagline').inputValue()).toBe(tagline);
    expect(await page.getByRole('img', { name: 'Gambar saat ini' }).first().getAttribute('src')).toBe(site.hero_image);

    const visitor = await newPage(browser, { viewport: DESKTOP });
    await visitor.page.goto('/');
    await visible(visitor.page.locator('section:has(h1)').getByText(tagline, { exact: true }));
    expect(await heroSource(visitor.page)).toContain(fileName(site.hero_image));
    await visible(visitor.page.getByRole('contentinfo').getByText(tagline, { exact: true }));
    expect(await visitor.page.title()).toBe(`${site.name} - ${tagline}`);
    await shot(visitor.page, 'admin-profil-desa-public-home');

    const { html } = await serverHtml('/');
    expect(html).toContain(`<title>${site.name} - ${tagline}</title>`);
    expect(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1]).toBe(`${site.name} - ${tagline}`);
    expect(/<meta property="og:image" content="([^"]*)"/.exec(html)?.[1]).toContain(fileName(site.hero_image));
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]));
    expect(JSON.stringify(jsonLd)).toContain(`"description":"${tagline}"`);
    expect(JSON.stringify(jsonLd)).toContain(fileName(site.hero_image));
  });

  it('shows a wrong e-mail\'s message under the Email field and sends nothing', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE });
    await openForm(page);
    const stored = await cmsGet<VillageProfile>('/site');
    await page.getByLabel('Email').fill('bukan-email@');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    const email = page.getByLabel('Email');
    await visible(page.getByText('Format email tidak valid!', { exact: true }));
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby'))!.split(' ');
    expect(await page.locator(`[id="${describedBy.find((id) => id.endsWith('-error'))}"]`).innerText()).toBe('Format email tidak valid!');
    await page.getByLabel('Nama Desa').fill('ab');
    await visible(page.getByText('Nama desa minimal 3 karakter!', { exact: true }));
    await shot(page, 'admin-profil-desa-phone-errors');
    expect(await cmsGet<VillageProfile>('/site')).toEqual(stored);
  });

  it('a save tapped while the page is still hydrating on a slow phone shows its message', { timeout: 150_000 }, async ({ adminPage }) => {
    // The flaky tests above, made certain: a tap at each moment of a hydration slowed tenfold was
    // once dropped (no request, no message) or stopped hydration (React error #345).
    const { page, context } = await adminPage({ viewport: PHONE });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 10 });
    const stored = await cmsGet<VillageProfile>('/site');
    for (const wait of [0, 50, 100, 150, 200]) {
      await page.goto('/admin/profil-desa', { waitUntil: 'commit' });
      await visible(page.getByRole('heading', { level: 1, name: 'Profil Desa' }));
      await page.waitForTimeout(wait);
      await page.getByLabel('Email').fill('bukan-email@');
      await page.getByRole('button', { name: 'Simpan', exact: true }).click();
      await visible(page.getByText('Format email tidak valid!', { exact: true }), 30_000);
    }
    // The menu's icon-only button tapped before the scripts have even arrived (held from <head>;
    // the tap lands on its <svg>) opens the menu once React runs.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto('/admin/profil-desa', { waitUntil: 'commit' });
    await visible(page.getByRole('heading', { level: 1, name: 'Profil Desa' }));
    // A photo picked as early is shown (and shrunk) once React runs: no change event is lost.
    await page.getByLabel('Gambar Utama (Beranda)').setInputFiles(await imageFile('dipilih-dini.png', '#5a8'));
    await page.getByRole('button', { name: 'Buka atau tutup sidebar' }).click();
    expect(await page.locator('html').getAttribute(HYDRATED_ATTRIBUTE)).toBeNull();
    await expect.poll(async () => (await page.locator('#admin-sidebar').boundingBox())?.x, { timeout: 30_000 }).toBe(0);
    await visible(page.getByRole('img', { name: 'Pratinjau gambar yang dipilih' }), 30_000);
    await visible(page.getByText('dipilih-dini.png', { exact: true }));
    await page.unrouteAll();
    // A link tapped as early goes where it points (the sidebar's, at desktop width).
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/profil-desa', { waitUntil: 'commit' });
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Riwayat' }).click();
    await page.waitForURL(/\/admin\/riwayat$/, { timeout: 30_000 });
    await visible(page.getByRole('heading', { level: 1, name: 'Riwayat' }), 30_000);
    expect(errors).toEqual([]);
    expect(await cmsGet<VillageProfile>('/site')).toEqual(stored);
  });

  // axe on this page at both widths in both themes: admin-a11y.test.ts (ADMIN_PAGES).
});
