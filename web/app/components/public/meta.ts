import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { localeOfPath } from '~/lib/locale';
import { errorPageTexts, publicTexts } from '~/lib/i18n';
import { PUBLIC_LAYOUT_IDS } from './layout-data';

/**
 * `meta` export of the public pages: the tags their loader built (lib/seo.server.ts), or, for
 * a page that failed, a title that says so and keeps it out of search engines.
 */
export const loaderMeta: MetaFunction = ({ data, error, matches, location }) => {
  const meta = (data as { meta?: MetaDescriptor[] } | undefined)?.meta;
  if (meta) return meta;
  const site = (matches.find((match) => PUBLIC_LAYOUT_IDS.includes(match.id))?.data as { site?: { name: string } } | undefined)?.site;
  const status = (error as { status?: number } | undefined)?.status ?? 500;
  const { title } = errorPageTexts(publicTexts(localeOfPath(location.pathname)), status);
  return [{ title: site ? `${title} | ${site.name}` : title }, { name: 'robots', content: 'noindex' }];
};
