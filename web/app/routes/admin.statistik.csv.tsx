// /admin/statistik/csv?hari=30: the period's figures day by day as a CSV file ("Unduh CSV" on
// the statistics page), for a spreadsheet: ISO dates and plain integers, oldest day first.
// Admin-only like every page of /admin.
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { StatsAnswer } from '@desa/contract';
import { cms } from '~/lib/cms.server';
import { PRIVATE_CACHE_CONTROL } from '~/lib/public.server';
import { requireAdmin } from '~/lib/session.server';
import { periodOf, rangeOf, statsPath } from '~/lib/stats';

const CSV_HEADER = 'Tanggal,Tayangan,Pengunjung,Klik WhatsApp';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const range = rangeOf(periodOf(new URL(request.url).searchParams));
  const { data } = await cms<StatsAnswer>(statsPath(range, 'day'), { token });
  const lines = [CSV_HEADER, ...data.map((day) => [day.key, day.views, day.visitors, day.whatsapp].join(','))];
  return new Response(`${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="statistik-${range.from}-${range.to}.csv"`,
      'Cache-Control': PRIVATE_CACHE_CONTROL,
    },
  });
}
