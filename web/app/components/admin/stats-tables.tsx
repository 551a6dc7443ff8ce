// Statistik's tables (routes/admin.statistik.tsx): visitors per day, the most visited pages and
// where visitors came from, and the WhatsApp clicks of each item against its page's views.
import { CONTENT_TYPES, formatCount, formatPercent, whatsappRedirectPath, type StatsRow, type WhatsAppTarget } from '@desa/contract';
import { cn } from '~/lib/cn';
import { ScrollBox, Section, TableHead, numberClass, rowHeadClass } from './figure-table';
import { dayLabel } from './stats';

/** What a table of an empty period says. */
export const EMPTY = 'Belum ada kunjungan pada periode ini.';

/** An item's WhatsApp clicks, with the views of the page they are counted against. */
export type Click = StatsRow & { kind: WhatsAppTarget; title: string; baseViews: number };

/** The chart's figures day by day, newest first. */
export function DailyTable({ days }: { days: StatsRow[] }) {
  return (
    <ScrollBox label="Tabel tayangan, pengunjung dan klik WhatsApp per hari">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Tayangan, pengunjung dan klik WhatsApp per hari</caption>
        <TableHead columns={['Tanggal', 'Tayangan', 'Pengunjung', 'Klik WhatsApp']} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {[...days].reverse().map((day) => (
            <tr key={day.key} data-day={day.key}>
              <th scope="row" className={cn(rowHeadClass, 'font-medium whitespace-nowrap')}>
                {/* The year on a phone is the period's, said above the totals. */}
                <time dateTime={day.key}>
                  {dayLabel(day.key)}
                  <span className="max-sm:hidden"> {day.key.slice(0, 4)}</span>
                </time>
              </th>
              <td className={numberClass}>{formatCount(day.views)}</td>
              <td className={numberClass}>{formatCount(day.visitors)}</td>
              <td className={numberClass}>{formatCount(day.whatsapp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

const linkClass = 'font-medium text-slate-800 hover:text-brand-700 hover:underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center dark:text-slate-100 dark:hover:text-brand-500';

/** The most viewed lines of one dimension (pages, sources, devices, languages); a page links to itself on the public site. */
export function RankTable({ title, column, rows, link = false }: { title: string; column: string; rows: StatsRow[]; link?: boolean }) {
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600 dark:text-slate-400">{EMPTY}</p>
      ) : (
        <ScrollBox label={`Tabel ${title.toLowerCase()}`}>
          <table className="w-full text-left text-sm">
            <TableHead columns={[column, 'Tayangan', 'Pengunjung']} />
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <th scope="row" className={cn(rowHeadClass, 'font-normal break-words')}>
                    {link ? (
                      <a href={row.key} className={linkClass}>
                        {row.label}
                      </a>
                    ) : (
                      row.label
                    )}
                  </th>
                  <td className={numberClass}>{formatCount(row.views)}</td>
                  <td className={numberClass}>{formatCount(row.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </Section>
  );
}

/**
 * The WhatsApp clicks of each package, homestay and product, and their conversion: clicks per
 * view of the page they are made from (a package's card is on the home page); the village's
 * own number, on every page, has no such page and is its own line.
 */
export function ClickTable({ clicks, villageClicks }: { clicks: Click[]; villageClicks: number }) {
  return (
    <Section title="Klik WhatsApp" className="mt-6">
      <p className="px-5 pt-4 text-sm text-slate-600 dark:text-slate-400">
        Konversi: klik WhatsApp dibagi tayangan halaman tempat tombolnya berada (halaman penginapan atau produk itu; untuk paket wisata, Beranda).
      </p>
      {clicks.length === 0 && !villageClicks ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600 dark:text-slate-400">Belum ada klik WhatsApp pada periode ini.</p>
      ) : (
        <div className="mt-3">
          <ScrollBox label="Tabel klik WhatsApp">
            <table className="w-full text-left text-sm">
              <TableHead columns={['Tujuan', 'Klik', 'Tayangan halaman', 'Konversi']} phoneHidden={[2]} />
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {clicks.map((click) => (
                  <tr key={click.key} data-key={click.key}>
                    <th scope="row" className={cn(rowHeadClass, 'font-normal')}>
                      <span className="block font-medium">{click.title}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{CONTENT_TYPES[click.kind].admin.label}</span>
                      <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">dari {formatCount(click.baseViews)} tayangan halaman</span>
                    </th>
                    <td className={numberClass}>{formatCount(click.whatsapp)}</td>
                    <td className={cn(numberClass, 'max-sm:hidden')}>{formatCount(click.baseViews)}</td>
                    <td data-conversion className={numberClass}>
                      {click.baseViews ? formatPercent(click.whatsapp / click.baseViews) : '—'}
                    </td>
                  </tr>
                ))}
                {villageClicks ? (
                  <tr data-key={whatsappRedirectPath('village')}>
                    <th scope="row" className={cn(rowHeadClass, 'font-normal')}>
                      <span className="block font-medium">Kontak desa</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">Tombol WhatsApp di setiap halaman, tanpa konversi</span>
                    </th>
                    <td className={numberClass}>{formatCount(villageClicks)}</td>
                    <td className={cn(numberClass, 'max-sm:hidden')}>—</td>
                    <td data-conversion className={numberClass}>
                      —
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </ScrollBox>
        </div>
      )}
    </Section>
  );
}
