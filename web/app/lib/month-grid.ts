// Days laid out as month tables, Monday first: the public calendar of free nights and the back
// office's rooms per night both draw from it.

/** Days ('YYYY-MM-DD', in order) grouped by month ('2026-12'), each month's weeks padded with null before its first weekday. */
export function monthGrids<Day extends { date: string }>(days: readonly Day[]): Array<{ month: string; weeks: Array<Array<Day | null>> }> {
  const grouped = new Map<string, Day[]>();
  for (const day of days) grouped.set(day.date.slice(0, 7), [...(grouped.get(day.date.slice(0, 7)) ?? []), day]);
  return [...grouped.entries()].map(([month, list]) => {
    const pad = (new Date(`${list[0].date}T12:00:00Z`).getUTCDay() + 6) % 7;
    const cells: Array<Day | null> = [...Array<null>(pad).fill(null), ...list];
    const weeks: Array<Array<Day | null>> = [];
    for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
    return { month, weeks };
  });
}

/** The short weekday names of a month table's header, Monday first. */
export const WEEKDAYS = { id: ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'], en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] } as const;
