import type { LoaderFunctionArgs } from '@remix-run/node';
import { PUBLIC_CACHE_CONTROL, siteOrigin } from '~/lib/public.server';
import { sitemapEntries, sitemapXml } from './sitemap[.]xml.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const xml = sitemapXml(siteOrigin(request), await sitemapEntries(context));
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL },
  });
}
