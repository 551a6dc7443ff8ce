// `/admin/pemesanan/jumlah`: how many booking requests wait for a first answer and how many proofs
// of payment wait to be checked, for the menu's count (lib/new-requests.ts asks it while the back
// office is open).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadInboxWaiting } from '~/lib/admin-loaders.server';
import { PRIVATE_CACHE_CONTROL } from '~/lib/public.server';
import { requireAdmin } from '~/lib/session.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context, { partners: 'allow' });
  return Response.json(await loadInboxWaiting(token), { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } });
}
