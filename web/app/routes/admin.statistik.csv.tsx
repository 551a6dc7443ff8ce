// /admin/statistik/csv?hari=30: the period's figures day by day as a CSV file ("Unduh CSV" on
// the statistics page), for a spreadsheet: ISO dates and plain integers, oldest day first.
// Admin-only like every page of /admin.
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { StatsAnswer } from '@desa/contract';
import { cms } from '~/lib/cms.server';
import { csvResponse } from '~/lib/csv.server';
import { requireAdmin } from '~/lib/session.server';
import { periodOf, rangeOf, statsPath } from '~/lib/stats';

const CSV_HEADER = ['Tanggal', 'Tayangan', 'Pengunjung', 'Klik WhatsApp'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const range = rangeOf(periodOf(new URL(request.url).searchParams));
  const { data } = await cms<StatsAnswer>(statsPath(range, 'day'), { token });
  const lines = [CSV_HEADER, ...data.map((day) => [day.key, day.views, day.visitors, day.whatsapp])];
  return csvResponse(`statistik-${range.from}-${range.to}.csv`, lines, { byteOrderMark: false });
}
