// /admin/laporan/buku-kas?bulan=2026-10: the month's cash book (Buku Kas, issue 54) as the CMS
// writes it (each accepted payment and refund with a running balance), downloaded with the
// admin's session; private like every page of /admin.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { API } from '@desa/contract';
import { cmsFile } from '~/lib/cms.server';
import { PRIVATE_CACHE_CONTROL } from '~/lib/public.server';
import { reportPeriodOf } from '~/lib/report';
import { requireAdmin } from '~/lib/session.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const period = reportPeriodOf(new URL(request.url).searchParams);
  const month = period.kind === 'month' ? period.key : period.from.slice(0, 7);
  const answer = await cmsFile(`/report/cash-book?month=${month}`, { token });
  if (!answer.ok) throw new Response(API.cmsUnavailable, { status: 503 });
  return new Response(answer.body, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="buku-kas-${month}.csv"`, 'Cache-Control': PRIVATE_CACHE_CONTROL },
  });
}
