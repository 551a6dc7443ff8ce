// A homestay's month in the back office (`/admin/pemesanan?kalender=<id>`): rooms taken per night
// by confirmed and completed requests and by the platforms' calendars, out of its rooms; a full
// night stands out, a night a platform takes is dotted with a dashed edge, and a night closed by
// hand ("Tutup tanggal") is hatched. The legend names each by colour and by pattern.
import { Link } from '@remix-run/react';
import { addDays, formatDate, type NightSources } from '@desa/contract';
import { buttonClass } from './buttons';
import { Card } from './page-parts';
import { cn } from '~/lib/cn';
import { WEEKDAYS, monthGrids } from '~/lib/month-grid';

export type RoomNight = { date: string; left: number | null; sources?: NightSources };

const LOOKS = {
  open: 'bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  some: 'bg-amber-50 text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-500/15 dark:text-amber-100 dark:ring-amber-500/40',
  full: 'bg-red-100 text-red-900 ring-2 ring-red-400 ring-inset dark:bg-red-500/20 dark:text-red-100 dark:ring-red-400/60',
  platform:
    'bg-[radial-gradient(var(--color-sky-400)_1.2px,transparent_1.3px)] bg-[length:7px_7px] bg-sky-50 text-sky-950 outline-2 outline-dashed -outline-offset-2 outline-sky-600 dark:bg-sky-950 dark:bg-[radial-gradient(var(--color-sky-500)_1.2px,transparent_1.3px)] dark:text-white dark:outline-sky-400',
  closed:
    'bg-[repeating-linear-gradient(135deg,var(--color-slate-300)_0_5px,var(--color-slate-50)_5px_10px)] text-slate-900 dark:bg-[repeating-linear-gradient(135deg,var(--color-slate-600)_0_5px,var(--color-slate-900)_5px_10px)] dark:text-white',
} as const;

const LEGEND: Array<{ look: keyof typeof LOOKS; label: string }> = [
  { look: 'some', label: 'Sebagian terisi pesanan (garis tepi tipis)' },
  { look: 'full', label: 'Penuh oleh pesanan (garis tepi tebal)' },
  { look: 'platform', label: 'Terisi dari kalender platform (titik, garis putus-putus)' },
  { look: 'closed', label: 'Ditutup (arsir)' },
];

export function RoomsCalendar({ id, title, rooms, nights, month }: { id: string; title: string; rooms: number; nights: RoomNight[]; month: string }) {
  const first = `${month}-01`;
  const weeks = monthGrids(nights)[0]?.weeks ?? [];
  const previous = addDays(first, -1).slice(0, 7);
  const next = addDays(first, 32).slice(0, 7);
  return (
    <Card className="p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}: kamar terisi per malam ({rooms} kamar)
        </h2>
        <div className="flex gap-2">
          <Link to={`?kalender=${id}&bulan=${previous}`} className={buttonClass.outline} aria-label="Bulan sebelumnya">
            ‹
          </Link>
          <Link to={`?kalender=${id}&bulan=${next}`} className={buttonClass.outline} aria-label="Bulan berikutnya">
            ›
          </Link>
          <Link to="/admin/pemesanan" className={buttonClass.outline}>
            Kembali ke pesanan
          </Link>
        </div>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-1 text-center text-sm">
        <caption className="pb-2 text-left font-medium text-slate-700 dark:text-slate-300">{formatDate(`${month}-15`).replace(/^\d+\s/, '')}</caption>
        <thead>
          <tr>
            {WEEKDAYS.id.map((day) => (
              <th key={day} scope="col" className="text-xs font-medium text-slate-500 dark:text-slate-400">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.date}>
              {week.map((night, index) => {
                if (!night) return <td key={index} />;
                const closed = night.sources?.blocked ?? false;
                const imported = night.sources?.imported ?? 0;
                const taken = night.sources ? Math.min(rooms, night.sources.requests + imported) : rooms - (night.left ?? rooms);
                const look = closed ? 'closed' : imported ? 'platform' : night.left === 0 ? 'full' : taken ? 'some' : 'open';
                const platforms = night.sources?.platforms.join(', ');
                return (
                  <td key={night.date} className={cn('rounded-lg py-2', LOOKS[look])} title={imported ? platforms : undefined}>
                    <span className="block font-semibold">{Number(night.date.slice(8))}</span>
                    <span className="block text-xs">
                      {closed ? 'Tutup' : `${taken}/${rooms}`}
                      <span className="sr-only">{closed ? ' untuk semua kamar' : imported ? ` kamar terisi, ${imported} dari ${platforms}` : ' kamar terisi'}</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300" aria-label="Keterangan">
        {LEGEND.map(({ look, label }) => (
          <li key={look} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('inline-block size-5 rounded', LOOKS[look])} />
            {label}
          </li>
        ))}
      </ul>
    </Card>
  );
}
