// The service worker's rules that need no browser (issue 26): which requests it may answer and
// keep, the address a page is kept under, and which build files a page or script needs.
import { describe, expect, it } from 'vitest';
import { pageAddress } from '@desa/contract';
import { assetsOf, isPublicPage, staticImportsOf } from '~/service-worker/settings';

const url = (path: string) => new URL(path, 'https://desa.example');

describe('the service worker rules', () => {
  it('answers public pages of both languages, never the back office, sign-in, previews, redirects or files', () => {
    for (const path of ['/', '/wisata/5', '/wisata?page=2', '/en', '/en/agenda/3', '/privasi', '/en/privacy', '/administrasi-desa']) expect(isPublicPage(url(path)), path).toBe(true);
    for (const path of ['/admin', '/admin/wisata', '/en/admin', '/signin', '/signout', '/pratinjau/package/5', '/wisata/5?pratinjau=x', '/wa/desa', '/en/wa/paket/3', '/offline', '/en/offline', '/img?src=x', '/ikon/192.png', '/assets/main.js', '/_revalidate', '/wisata.data']) {
      expect(isPublicPage(url(path)), path).toBe(false);
    }
  });

  it('keeps a page under its path and the parameters pages read, as the page cache does', () => {
    expect(pageAddress(url('/wisata?utm_source=wa&page=2&fbclid=x#top'))).toBe('https://desa.example/wisata?page=2');
    expect(pageAddress(url('/agenda?waktu=semua'))).toBe('https://desa.example/agenda?waktu=semua');
    expect(pageAddress(url('/'))).toBe('https://desa.example/');
  });

  it('finds the build files a page names and the modules a script imports statically (not the lazy ones)', () => {
    const html = '<link rel="stylesheet" href="/assets/tailwind-Ab1.css"><script type="module" src="/assets/main-X_2.js"></script><img src="/img?src=a">';
    expect(assetsOf(html)).toEqual(['/assets/tailwind-Ab1.css', '/assets/main-X_2.js']);
    const code = 'import{a as b}from"./hooks-1.js";import"./theme-2.js";const c=()=>import("./gallery-3.js");export{b};';
    expect(staticImportsOf(code, '/assets/main-X_2.js')).toEqual(['/assets/hooks-1.js', '/assets/theme-2.js']);
  });
});
