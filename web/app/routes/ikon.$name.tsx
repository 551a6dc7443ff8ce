// `/ikon/192.png`, `/ikon/512.png`, `/ikon/maskable-512.png`: the installed site's icons (issue 26).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { appIcon, isAppIcon } from '~/lib/app-icons.server';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!isAppIcon(params.name)) return new Response('Tidak ditemukan', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const png = await appIcon(params.name);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
}
