// The report's period (`?bulan=` / `?tahun=`, web/app/lib/report.ts) and its CSV cells
// (web/app/lib/csv.server.ts): what a URL asks for, what it is compared with, and text a
// spreadsheet cannot run.
import { describe, expect, it } from 'vitest';
import { csvCell } from '@desa/contract';
import { nextPeriod, previousPeriod, reportPeriodOf, reportYears } from '~/lib/report';

const today = '2026-01-15';
const periodOf = (query: string) => reportPeriodOf(new URLSearchParams(query), today);

describe('the report period', () => {
  it('is last month by default, across the year', () => {
    expect(periodOf('')).toMatchObject({ kind: 'month', key: '2025-12', from: '2025-12-01', to: '2025-12-31', search: '?bulan=2025-12', label: 'Desember 2025' });
  });
  it('takes a month or a year of the picker, and anything else is the default', () => {
    expect(periodOf('bulan=2024-02')).toMatchObject({ from: '2024-02-01', to: '2024-02-29', label: 'Februari 2024' });
    expect(periodOf('tahun=2025')).toMatchObject({ kind: 'year', from: '2025-01-01', to: '2025-12-31', label: 'Tahun 2025' });
    expect(reportYears(today)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    for (const wrong of ['bulan=2026-02', 'bulan=2025-13', 'bulan=2020-12', 'bulan=abc', 'tahun=2027', 'tahun=2020', 'tahun=1e3', 'tahun=']) expect(periodOf(wrong).key, wrong).toBe('2025-12');
  });
  it('is compared with the one before, and steps to the next while it has begun', () => {
    expect(previousPeriod(periodOf('bulan=2026-01')).key).toBe('2025-12');
    expect(previousPeriod(periodOf('tahun=2026')).key).toBe('2025');
    expect(nextPeriod(periodOf('bulan=2025-12'), today)?.key).toBe('2026-01');
    expect(nextPeriod(periodOf('bulan=2026-01'), today)).toBeNull();
    expect(nextPeriod(periodOf('tahun=2026'), today)).toBeNull();
  });
});

describe('a CSV cell', () => {
  it('makes a formula text, and quotes what would break the line', () => {
    expect(csvCell('=HYPERLINK("https://contoh.test","Klik")')).toBe(`"'=HYPERLINK(""https://contoh.test"",""Klik"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Homestay Pak Darto, Dusun Lor')).toBe('"Homestay Pak Darto, Dusun Lor"');
    expect(csvCell('Keripik "Renyah"')).toBe('"Keripik ""Renyah"""');
    expect([csvCell(550000), csvCell(null), csvCell(undefined), csvCell('Selesai')]).toEqual(['550000', '', '', 'Selesai']);
  });
});
