// `/admin/bukti-bayar/{id}`: a guest's proof of payment, opened large from its request's card
// (issue 54). Passed through from the CMS with the admin's (or the item's partner's) own session,
// which the CMS checks; never cached anywhere.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { cmsFile } from '~/lib/cms.server';
import { requireAdmin } from '~/lib/session.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context, { partners: 'allow' });
  const id = params.id ?? '';
  if (!/^\d{1,12}$/.test(id)) throw new Response('Pembayaran tidak ditemukan', { status: 404 });
  const answer = await cmsFile(`/payments/${id}/proof`, { token });
  if (!answer.ok) throw new Response('Pembayaran tidak ditemukan', { status: answer.status === 403 ? 403 : 404 });
  return new Response(answer.body, {
    headers: { 'Content-Type': answer.headers.get('content-type') ?? 'image/jpeg', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
