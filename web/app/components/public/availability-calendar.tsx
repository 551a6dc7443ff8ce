// Ketersediaan (issue 38): rooms or places left per day, drawn on the server as a table per month
// so it reads without JavaScript. A day with none left is struck through and named "penuh";
// the legend says what the small number is.
import { CALENDAR_DAYS, addDays, formatDate, type Locale } from '@desa/contract';
import type { PublicRead } from '~/lib/public-face';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import { WEEKDAYS, monthGrids } from '~/lib/month-grid';

export type CalendarDay = { date: string; left: number | null };

/**
 * A homestay's or package's next CALENDAR_DAYS days (`/{path}/{id}/availability`) and its rooms
 * or quota (null: no limit); no days when the read fails (a draft's preview has none).
 */
export function loadFreeDays(read: PublicRead, path: string, id: string, today: string): Promise<{ days: CalendarDay[]; limit: number | null }> {
  return read<{ data: CalendarDay[]; rooms?: number; quota?: number | null }>(`/${path}/${encodeURIComponent(id)}/availability?from=${today}&to=${addDays(today, CALENDAR_DAYS - 1)}`).then(
    ({ data, rooms, quota }) => ({ days: data, limit: rooms ?? quota ?? null }),
    () => ({ days: [], limit: null }),
  );
}

const texts: ByLocale<{ free: (unit: string) => string; full: string; unit: { rooms: string; places: string } }> = {
  id: { free: (unit) => `Angka kecil: ${unit} tersisa`, full: 'Penuh', unit: { rooms: 'kamar', places: 'tempat' } },
  en: { free: (unit) => `Small number: ${unit} left`, full: 'Full', unit: { rooms: 'rooms', places: 'places' } },
};

export function AvailabilityCalendar({ days, unit, locale }: { days: CalendarDay[]; unit: 'rooms' | 'places'; locale: Locale }) {
  const words = useLocaleTexts(texts);
  return (
    <div>
      <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
        <span>{words.free(words.unit[unit])}</span>
        <span>
          <s className="rounded bg-red-100 px-1.5 text-red-800 dark:bg-red-950 dark:text-red-200">12</s> {words.full}
        </span>
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {monthGrids(days).map(({ month, weeks }) => (
          <table key={month} className="w-full table-fixed border-separate border-spacing-1 text-center text-sm">
            <caption className="pb-1 text-left font-semibold text-stone-900 dark:text-white">{formatDate(`${month}-15`, locale).replace(/^\d+\s/, '')}</caption>
            <thead>
              <tr>
                {WEEKDAYS[locale].map((day) => (
                  <th key={day} scope="col" className="text-xs font-medium text-stone-500 dark:text-stone-400">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean)?.date}>
                  {week.map((day, index) => (day ? <DayCell key={day.date} day={day} full={words.full} /> : <td key={index} />))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  );
}

function DayCell({ day, full }: { day: CalendarDay; full: string }) {
  const number = Number(day.date.slice(8));
  if (day.left === 0) {
    return (
      <td className="rounded-lg bg-red-100 py-1 text-red-800 dark:bg-red-950 dark:text-red-200">
        <s>{number}</s>
        <span className="sr-only"> {full}</span>
      </td>
    );
  }
  return (
    <td className="rounded-lg bg-emerald-50 py-1 text-stone-900 dark:bg-emerald-950/50 dark:text-stone-100">
      {number}
      {day.left === null ? null : <small className="block text-[0.7rem] leading-none text-emerald-800 dark:text-emerald-300">{day.left}</small>}
    </td>
  );
}
