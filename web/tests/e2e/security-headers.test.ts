// The headers of every web answer: a CSP with this response's nonce (cached pages too), no
// framing of /signin and /admin, nosniff, referrer and permissions policies, HSTS on https only.
import type { List, Tour } from '@desa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWeb } from '../support/servers';
import { CMS_URL, WEB_URL } from '../support/stack';

let paths: string[];
beforeAll(async () => {
  const tours = (await (await fetch(`${CMS_URL}/api/v1/tour/all?limit=1`)).json()) as List<Tour>;
  paths = ['/', '/wisata', `/wisata/${tours.data[0].id}`, '/agenda', '/artikel', '/galeri', '/tidak-ada', '/signin', '/admin', '/sitemap.xml', '/favicon.svg'];
});

async function head(path: string, webUrl = WEB_URL, headers: Record<string, string> = {}) {
  const response = await fetch(`${webUrl}${path}`, { redirect: 'manual', headers });
  return { response, html: await response.text() };
}

function directives(csp: string | null): Map<string, string> {
  return new Map((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
}

describe('security headers', () => {
  it('are on every answer: CSP with a nonce, nosniff, referrer and permissions policies', async () => {
    for (const path of paths) {
      const { response } = await head(path);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toMatch(/^'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'$/);
      expect(csp.get('object-src'), path).toBe("'none'");
      expect(csp.get('base-uri'), path).toBe("'self'");
      // A booking form's post ends on WhatsApp (303, then 302): form-action covers its redirects.
      expect(csp.get('form-action'), path).toBe("'self' https://wa.me https://api.whatsapp.com");
      expect(csp.get('connect-src'), path).toBe("'self'");
      // The public site's service worker (/sw.js, issue 26): nonces do not reach workers.
      expect(csp.get('worker-src'), path).toBe("'self'");
      expect(csp.get('frame-src'), path).toBe('https://www.google.com');
      expect(csp.get('img-src'), path).toBe(`'self' data: blob: ${new URL(CMS_URL).origin}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('keep /signin and /admin out of every frame, and other pages out of other sites’ frames', async () => {
    for (const path of paths) {
      const { response } = await head(path);
      const unframeable = path === '/signin' || path === '/admin';
      expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors'), path).toBe(unframeable ? "'none'" : "'self'");
      expect(response.headers.get('x-frame-options'), path).toBe(unframeable ? 'DENY' : 'SAMEORIGIN');
    }
  });

  it('give every response of a cached page its own nonce, the same in the header and on every script', async () => {
    const nonces = new Set<string>();
    for (let view = 0; view < 3; view += 1) {
      const { response, html } = await head('/artikel');
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')![1];
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/application\/(ld\+)?json/.test(tag));
      // The theme's inline script and the public script (public pages do not load React).
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain('PAGE-CACHE-NONCE');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });
});

describe('over https behind a proxy (TRUST_PROXY)', () => {
  let web: Awaited<ReturnType<typeof startWeb>>;
  beforeAll(async () => {
    web = await startWeb(CMS_URL, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await web?.stop();
  });

  it('sends HSTS only on answers that went out over https', async () => {
    expect((await head('/', web.url, { 'x-forwarded-proto': 'https' })).response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect((await head('/', web.url)).response.headers.get('strict-transport-security')).toBeNull();
  });
});
