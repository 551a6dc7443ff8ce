// The village report's tables (routes/admin.laporan.tsx): figures per type or month with the
// period's totals, the items with the most requests, and the year's facts for the award. Each
// is a real table with a caption, readable when printed.
import { CONTENT_TYPES, formatCount, formatRupiah, isRequestType, type ReportCounts, type ReportFacts, type ReportRow } from '@desa/contract';
import { cn } from '~/lib/cn';
import { ScrollBox, Section, TableHead, numberClass, rowHeadClass } from './figure-table';

const typeOf = (key: string) => key.split('/')[0];
const typeLabel = (key: string) => {
  const type = typeOf(key);
  return isRequestType(type) ? CONTENT_TYPES[type].admin.label : type;
};

// 'Pendapatan' is what the confirmed stays are worth; 'Diterima' the money the village accepted in
// the period, 'Belum diterima' what of those stays is still to come (issue 54).
const FIGURE_COLUMNS = ['Permintaan', 'Dikonfirmasi', 'Selesai', 'Batal', 'Tamu', 'Malam', 'Pendapatan', 'Diterima', 'Belum diterima'];

/** Rows of figures (per type or month), with the period's totals under them when given. */
export function FigureTable({ rows, column, caption, label = typeLabel, totals }: { rows: ReportRow[]; column: string; caption: string; label?: (key: string) => string; totals?: ReportCounts }) {
  const cells = (row: ReportCounts) => (
    <>
      <td className={numberClass}>{formatCount(row.requests)}</td>
      <td className={numberClass}>{formatCount(row.confirmed)}</td>
      <td className={numberClass}>{formatCount(row.completed)}</td>
      <td className={numberClass}>{formatCount(row.cancelled)}</td>
      <td className={numberClass}>{formatCount(row.guests)}</td>
      <td className={numberClass}>{formatCount(row.nights)}</td>
      <td data-income={row.income} className={cn(numberClass, 'font-medium')}>
        {formatRupiah(row.income)}
      </td>
      <td data-received={row.received} className={numberClass}>
        {formatRupiah(row.received)}
      </td>
      <td data-outstanding={row.outstanding} className={numberClass}>
        {formatRupiah(row.outstanding)}
      </td>
    </>
  );
  return (
    <ScrollBox label={`Tabel ${caption.toLowerCase()}`}>
      <table className="w-full text-left text-sm print:text-[9pt]">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={[column, ...FIGURE_COLUMNS]} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.key} data-key={row.key}>
              <th scope="row" className={cn(rowHeadClass, 'font-medium whitespace-nowrap')}>
                {label(row.key)}
              </th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
            <tr data-key="total">
              <th scope="row" className={cn(rowHeadClass, 'font-semibold')}>
                Total
              </th>
              {cells(totals)}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollBox>
  );
}

/**
 * Each published homestay, package and product (and one gone since with figures), highest
 * income first, with its host or producer. A print leaves out the ones with nothing in the
 * period and says how many: a month fits two pages.
 */
export function ItemTable({ items }: { items: ReportRow[] }) {
  const idle = items.filter((item) => !item.requests && !item.confirmed && !item.cancelled).length;
  return (
    <Section title="Pendapatan per usaha" className="mt-6 print:mt-3">
      {items.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600 dark:text-slate-400">Belum ada penginapan, paket wisata atau produk yang tayang.</p>
      ) : (
        <ScrollBox label="Tabel pendapatan per usaha">
          <table className="w-full text-left text-sm print:text-[9pt]">
            <caption className="sr-only">Pendapatan per penginapan, paket wisata dan produk</caption>
            <TableHead columns={['Usaha', 'Permintaan', 'Selesai', 'Tamu', 'Pendapatan']} phoneHidden={[1, 2, 3]} />
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {items.map((item) => (
                <tr key={item.key} data-key={item.key} className={cn(!item.requests && !item.confirmed && !item.cancelled && 'print:hidden')}>
                  <th scope="row" className={cn(rowHeadClass, 'font-normal')}>
                    <span className="block font-medium">{item.label}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{typeLabel(item.key)}</span>
                    <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                      {formatCount(item.requests)} permintaan · {formatCount(item.completed)} selesai · {formatCount(item.guests)} tamu
                    </span>
                  </th>
                  <td className={cn(numberClass, 'max-sm:hidden')}>{formatCount(item.requests)}</td>
                  <td className={cn(numberClass, 'max-sm:hidden')}>{formatCount(item.completed)}</td>
                  <td className={cn(numberClass, 'max-sm:hidden')}>{formatCount(item.guests)}</td>
                  <td data-income={item.income} className={cn(numberClass, 'font-medium')}>
                    {formatRupiah(item.income)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {idle ? <p className="hidden px-5 pt-2 text-xs print:block print:px-0">{formatCount(idle)} usaha tanpa permintaan pada periode ini tidak dicetak.</p> : null}
    </Section>
  );
}

/** "Data Tahunan Desa Wisata": the year's figures and what the village offers, as the regency's form asks them. */
export function YearFacts({ facts, totals, types, year }: { facts: ReportFacts; totals: ReportCounts; types: ReportRow[]; year: string }) {
  const lines: Array<[string, string]> = [
    ['Kunjungan wisatawan (tamu dari pesanan selesai)', formatCount(totals.guests)],
    ['Malam menginap (kamar × malam)', formatCount(totals.nights)],
    ['Tayangan situs', formatCount(totals.views)],
    ['Klik WhatsApp', formatCount(totals.whatsapp)],
    ...types.map((type): [string, string] => [`Pendapatan ${type.label.toLowerCase()}`, formatRupiah(type.income)]),
    ['Pendapatan seluruhnya', formatRupiah(totals.income)],
    ['Uang diterima (setelah pengembalian)', formatRupiah(totals.received - totals.refunded)],
    ['Objek wisata', formatCount(facts.tours)],
    ['Paket wisata', formatCount(facts.packages)],
    ['Penginapan (homestay)', `${formatCount(facts.homestays)} dengan ${formatCount(facts.rooms)} kamar`],
    ['Produk desa', `${formatCount(facts.products)} dari ${formatCount(facts.producers)} produsen`],
    [`Agenda terselenggara ${year}`, formatCount(facts.events)],
    [`Artikel terbit ${year}`, formatCount(facts.articles)],
  ];
  return (
    <Section title={`Data Tahunan Desa Wisata ${year}`} className="mt-6 print:mt-3">
      <dl data-year-facts className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {lines.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 px-5 py-2.5 print:px-0 print:py-1">
            <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="font-semibold whitespace-nowrap text-slate-900 tabular-nums dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
