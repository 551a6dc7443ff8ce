// `/manifest.webmanifest` (and `/en/manifest.webmanifest`): the installable site (issue 26), from
// the village profile: its name, a short name for the home screen, its tagline, the brand colour
// and the icons drawn from the logo; installed, it opens on the home page in the page's language.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { APP_ICONS } from '~/lib/app-icons.server';
import { BRAND_COLOR } from '~/lib/brand';
import { localizedPath, requestLocale } from '~/lib/locale';
import { PUBLIC_CACHE_CONTROL, loadSite } from '~/lib/public.server';

/** What fits under an icon: the name if short, else its last words that fit in 12 characters. */
function shortName(name: string): string {
  if (name.length <= 12) return name;
  const words = name.split(/\s+/);
  let short = words.at(-1) ?? name;
  for (let index = words.length - 2; index >= 0 && `${words[index]} ${short}`.length <= 12; index -= 1) short = `${words[index]} ${short}`;
  return short.slice(0, 12);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const site = await loadSite(context, locale);
  const manifest = {
    name: site.name,
    short_name: shortName(site.name),
    description: site.tagline,
    lang: locale,
    dir: 'ltr',
    id: '/',
    start_url: localizedPath('/', locale),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_COLOR,
    icons: Object.entries(APP_ICONS).map(([name, { size, maskable }]) => ({ src: `/ikon/${name}`, sizes: `${size}x${size}`, type: 'image/png', purpose: maskable ? 'maskable' : 'any' })),
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL } });
}
