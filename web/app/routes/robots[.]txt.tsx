import type { LoaderFunctionArgs } from '@remix-run/node';
import { PUBLIC_CACHE_CONTROL, siteOrigin } from '~/lib/public.server';

export function loader({ request }: LoaderFunctionArgs) {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /signin', '', `Sitemap: ${siteOrigin(request)}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL },
  });
}
