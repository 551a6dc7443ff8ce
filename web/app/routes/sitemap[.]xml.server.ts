// The URLs of sitemap.xml: the public pages and every tour, event and article, each in
// Indonesian and in English (/en), with the other language as its alternate.
import type { AppLoadContext } from '@remix-run/node';
import { LOCALES, PUBLIC_TYPES } from '@desa/contract';
import { localizedPath } from '~/lib/locale';
import { cmsRead } from '~/lib/cms.server';
import type { List } from '@desa/contract';

export type SitemapEntry = { path: string; lastmod?: string };

const STATIC_PATHS = ['/', ...PUBLIC_TYPES.map(({ slug }) => `/${slug}`), '/privasi'];
const DETAIL_TYPES = PUBLIC_TYPES.filter(({ detail }) => detail).map(({ path, slug }) => ({ api: path, path: `/${slug}` }));
const PAGE_SIZE = 100;

async function allRecords(context: AppLoadContext, type: string) {
  const records: Array<{ id: string; updated_at: string }> = [];
  for (let page = 1; ; page += 1) {
    const list = await cmsRead<List<{ id: string; updated_at: string }>>(context, `/${type}/all?page=${page}&limit=${PAGE_SIZE}`);
    records.push(...list.data);
    if (page >= list.last_page) return records;
  }
}

export async function sitemapEntries(context: AppLoadContext): Promise<SitemapEntry[]> {
  const details = await Promise.all(
    DETAIL_TYPES.map(async ({ api, path }) =>
      (await allRecords(context, api)).map((record) => ({ path: `${path}/${encodeURIComponent(record.id)}`, lastmod: record.updated_at })),
    ),
  );
  return [...STATIC_PATHS.map((path) => ({ path })), ...details.flat()];
}

function escapeXml(value: string) {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `path` (Indonesian) in every language, the default (x-default) being Indonesian. */
function alternates(origin: string, path: string) {
  const links = LOCALES.map((locale) => [locale, origin + localizedPath(path, locale)]);
  return [...links, ['x-default', origin + path]]
    .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
    .join('');
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .flatMap(({ path, lastmod }) =>
      LOCALES.map(
        (locale) =>
          `  <url><loc>${escapeXml(origin + localizedPath(path, locale))}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates(origin, path)}</url>`,
      ),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
