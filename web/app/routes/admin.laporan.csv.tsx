// /admin/laporan/csv?bulan=2026-10 (or ?tahun=2026): the report period's requests as a CSV
// file, one per line ("Unduh CSV" on the report page): those whose stay, visit or order begins
// in the period, the ones its income counts, in order of that day. Admin-only like every page
// of /admin; the guest's name and number stay out of it.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { CONTENT_TYPES, REQUEST_STATUS_LABELS, addDays, type BookingRequest, type List } from '@desa/contract';
import { cms } from '~/lib/cms.server';
import { csvResponse } from '~/lib/csv.server';
import { reportPeriodOf } from '~/lib/report';
import { requireAdmin } from '~/lib/session.server';

// A stay's second date is its check-out day (the last night + 1), as a reader expects it; a visit or an order has one day.
const HEADER = ['Kode', 'Jenis', 'Yang dipesan', 'Check-in / Tanggal', 'Check-out / Sampai', 'Malam', 'Kamar', 'Orang', 'Jumlah barang', 'Status', 'Nilai (Rp)', 'Perkiraan (Rp)', 'Dibuat (WIB)'];
/** The CMS's largest page, and how many pages are asked at once. */
const PAGE = 100;
const AT_ONCE = 4;

const createdAt = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta', dateStyle: 'short', timeStyle: 'short' });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const period = reportPeriodOf(new URL(request.url).searchParams);
  const page = (number: number) =>
    cms<List<BookingRequest>>(`/booking/all?${new URLSearchParams({ from: period.from, to: period.to, limit: String(PAGE), page: String(number) })}`, { token });
  const first = await page(1);
  const requests = [...first.data];
  for (let next = 2; next <= first.last_page; next += AT_ONCE) {
    const numbers = Array.from({ length: Math.min(AT_ONCE, first.last_page - next + 1) }, (_, index) => next + index);
    for (const list of await Promise.all(numbers.map(page))) requests.push(...list.data);
  }
  requests.sort((a, b) => a.first_day.localeCompare(b.first_day) || a.created_at.localeCompare(b.created_at));
  const lines = requests.map((row) => [
    row.code,
    CONTENT_TYPES[row.type].admin.label,
    row.item_title,
    row.first_day,
    row.type === 'homestay' && row.check_in && row.nights ? addDays(row.check_in, row.nights) : row.last_day,
    row.nights,
    row.rooms,
    row.guests ?? row.people,
    row.quantity,
    REQUEST_STATUS_LABELS.id[row.status],
    row.amount,
    row.estimate,
    createdAt.format(new Date(row.created_at)),
  ]);
  return csvResponse(`laporan-${period.key}.csv`, [HEADER, ...lines]);
}
