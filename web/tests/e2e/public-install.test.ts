// Issue 26, the installable site: a manifest from the village profile in each language, icons
// drawn from the logo, and Chromium's own verdict: no installability errors.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import type { VillageProfile } from '@desa/contract';
import { describe, expect, inject } from 'vitest';
import { it } from '../support/fixtures';
import { CHROMIUM_ARGS } from '../support/chromium';
import { cmsGet } from '../support/public';
import { WEB_URL } from '../support/stack';

type Manifest = { name: string; short_name: string; description: string; lang: string; start_url: string; display: string; theme_color: string; icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };

describe('the installable site', () => {
  it('has a manifest per language from the village profile, with icons of the right sizes', async () => {
    const site = await cmsGet<VillageProfile>('/site');
    const manifest = (await (await fetch(`${WEB_URL}/manifest.webmanifest`)).json()) as Manifest;
    expect(manifest).toMatchObject({ name: site.name, description: site.tagline, lang: 'id', start_url: '/', display: 'standalone', theme_color: '#15803d' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(site.name.endsWith(manifest.short_name)).toBe(true);
    const english = (await (await fetch(`${WEB_URL}/en/manifest.webmanifest`)).json()) as Manifest;
    expect(english).toMatchObject({ lang: 'en', start_url: '/en', description: (await cmsGet<VillageProfile>('/site?locale=en')).tagline });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]);
    for (const icon of manifest.icons) {
      const response = await fetch(`${WEB_URL}${icon.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      const { width, height } = await sharp(png).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      if (icon.purpose === 'maskable') {
        // Full bleed: the corners are the brand colour, not transparent (a phone crops them).
        const { data } = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
        expect([...data]).toEqual([0x15, 0x80, 0x3d, 255]);
      }
    }
    expect((await fetch(`${WEB_URL}/ikon/1024.png`)).status).toBe(404);
  });

  it('is installable: Chromium reports no installability errors, in both languages', async () => {
    // A profile of its own: the tests' usual contexts are incognito, where nothing installs.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'desa-install-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: inject('chromium'), args: CHROMIUM_ARGS, baseURL: WEB_URL });
    try {
      const page = await context.newPage();
      for (const start of ['/', '/en']) {
        await page.goto(start);
        expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(start === '/' ? '/manifest.webmanifest' : '/en/manifest.webmanifest');
        const session = await context.newCDPSession(page);
        const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
        expect(installabilityErrors, start).toEqual([]);
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
