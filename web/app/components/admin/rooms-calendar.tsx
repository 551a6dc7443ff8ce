// A homestay's month in the back office (`/admin/pemesanan?kalender=<id>`): rooms taken per night
// by confirmed and completed requests, out of its rooms; a full night stands out.
import { Link } from '@remix-run/react';
import { addDays, formatDate } from '@desa/contract';
import { buttonClass } from './buttons';
import { Card } from './page-parts';
import { cn } from '~/lib/cn';
import { WEEKDAYS, monthGrids } from '~/lib/month-grid';

export type RoomNight = { date: string; left: number | null };

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
                const taken = rooms - (night.left ?? rooms);
                return (
                  <td
                    key={night.date}
                    className={cn(
                      'rounded-lg py-2',
                      night.left === 0
                        ? 'bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-100'
                        : taken
                          ? 'bg-amber-50 text-amber-900 dark:bg-amber-500/15 dark:text-amber-100'
                          : 'bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
                    )}
                  >
                    <span className="block font-semibold">{Number(night.date.slice(8))}</span>
                    <span className="block text-xs">
                      {taken}/{rooms}
                      <span className="sr-only"> kamar terisi</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
