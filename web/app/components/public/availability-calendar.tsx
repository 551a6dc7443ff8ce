// Ketersediaan (issue 38): rooms or places left per day, drawn on the server as a table per month
// so it reads without JavaScript. A day with none left is struck through and named "penuh";
// the legend says what the small number is.
import { formatDate, type Locale } from '@desa/contract';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';

export type CalendarDay = { date: string; left: number | null };

const WEEKDAYS = { id: ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'], en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] };

const texts: ByLocale<{ free: (unit: string) => string; full: string; unit: { rooms: string; places: string } }> = {
  id: { free: (unit) => `Angka kecil: ${unit} tersisa`, full: 'Penuh', unit: { rooms: 'kamar', places: 'tempat' } },
  en: { free: (unit) => `Small number: ${unit} left`, full: 'Full', unit: { rooms: 'rooms', places: 'places' } },
};

/** The days grouped by month ('2026-12'), each month's first row padded to its weekday (Monday first). */
function months(days: CalendarDay[]) {
  const grouped = new Map<string, CalendarDay[]>();
  for (const day of days) grouped.set(day.date.slice(0, 7), [...(grouped.get(day.date.slice(0, 7)) ?? []), day]);
  return [...grouped.entries()].map(([month, list]) => {
    const pad = (new Date(`${list[0].date}T12:00:00Z`).getUTCDay() + 6) % 7;
    const cells: Array<CalendarDay | null> = [...Array<null>(pad).fill(null), ...list];
    const weeks: Array<Array<CalendarDay | null>> = [];
    for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
    return { month, weeks };
  });
}

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
      <div className="grid gap-4 sm:grid-cols-2">
        {months(days).map(({ month, weeks }) => (
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
