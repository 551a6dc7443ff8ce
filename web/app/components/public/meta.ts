import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { PUBLIC_LAYOUT_ID } from './layout-data';

/**
 * `meta` export of the public pages: the tags their loader built (lib/seo.server.ts), or, for
 * a page that failed, a title that says so and keeps it out of search engines.
 */
export const loaderMeta: MetaFunction = ({ data, error, matches }) => {
  const meta = (data as { meta?: MetaDescriptor[] } | undefined)?.meta;
  if (meta) return meta;
  const site = (matches.find((match) => match.id === PUBLIC_LAYOUT_ID)?.data as { site?: { name: string } } | undefined)?.site;
  const status = (error as { status?: number } | undefined)?.status;
  const title = status === 404 ? 'Halaman tidak ditemukan' : 'Layanan tidak tersedia';
  return [{ title: site ? `${title} | ${site.name}` : title }, { name: 'robots', content: 'noindex' }];
};
