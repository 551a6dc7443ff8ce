// Laporan in the back office (issue 39). Requests for today are made through the CMS's public
// API and moved by the admin's (confirmed and completed, confirmed then cancelled, waiting),
// one of them for a homestay named like a spreadsheet formula. The month's page is compared
// with `GET /api/v1/report` read at the same moment (the figures' own sums are the CMS test's,
// cms/tests/report.test.ts): totals, funnel, per type and per item; then it is printed to a PDF
// whose text is read back with poppler's pdftotext; the CSV is parsed back; the year report
// and the dashboard's card. Axe on the page at both widths and themes: admin-a11y (ADMIN_PAGES).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { addDays, formatCount, formatPercent, formatRupiah, todayInJakarta, type Homestay, type ReportAnswer, type ReportFacts, type TourPackage, type VillageProfile } from '@desa/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { adminToken, api, createThroughApi, deleteThroughApi, registerUser, shot, unique, visible } from '../support/admin';
import { DESKTOP, PHONE, waitForHydration } from '../support/browser';
import { findPdftotext } from '../support/chromium';
import { it } from '../support/fixtures';
import { switchTheme } from '../support/public';
import { webSessionCookie } from '../support/sign-in';
import { CMS_URL, WEB_URL } from '../support/stack';
import { monthPeriod, previousPeriod, reportPeriodOf } from '~/lib/report';
import { changeOf, comparedWith } from '~/lib/stats';

const PAGE = '/admin/laporan';
const today = todayInJakarta();
const month = monthPeriod(today.slice(0, 7));
/** A homestay whose name a spreadsheet would run, were it not made inert. */
const FORMULA = '=HYPERLINK("https://contoh.test/x","Klik")';

let token = '';
let homestay: Homestay;
let tourPackage: TourPackage;

async function ask(body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${CMS_URL}/api/v1/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Tamu Laporan', phone: '081234567890', ...body }),
  });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.data.code;
}

const move = (code: string, to: string, body: Record<string, unknown> = {}) =>
  api(`/booking/${code}/${to}`, { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const report = (group: string, period: { from: string; to: string } = month) => api<ReportAnswer>(`/report?${new URLSearchParams({ from: period.from, to: period.to, group })}`, { token });

async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

beforeAll(async () => {
  token = await adminToken();
  homestay = await createThroughApi<Homestay>(
    'homestay',
    { title: FORMULA, description: '<p>Rumah kayu.</p>', host: 'Pak Darto', location: 'Dusun Lor', rooms: '3', guests_per_room: '2', price: '275000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' },
    token,
    'files',
  );
  tourPackage = await createThroughApi<TourPackage>('package', { title: unique('Paket Laporan'), price: '100000', benefit: 'Pemandu Wisata', quota: '20' }, token);
  const stayed = await ask({ type: 'homestay', item_id: homestay.id, check_in: today, nights: 2, rooms: 1, guests: 2 });
  await move(stayed, 'confirm', { amount: 550_000 });
  await move(stayed, 'complete');
  const cancelled = await ask({ type: 'package', item_id: tourPackage.id, date: today, people: 3 });
  await move(cancelled, 'confirm', { amount: 300_000 });
  await move(cancelled, 'cancel', { reason: 'Hujan deras' });
  await ask({ type: 'package', item_id: tourPackage.id, date: today, people: 2 });
});

afterAll(async () => {
  if (homestay) await deleteThroughApi('homestay', homestay.id, token);
  if (tourPackage) await deleteThroughApi('package', tourPackage.id, token);
});

/** The page printed to PDF by Chromium, read back by poppler: its text (runs of spaces as one) and its number of pages. */
async function printed(page: Page): Promise<{ text: string; pages: number }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'laporan-'));
  try {
    const file = path.join(folder, 'laporan.pdf');
    writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const pdftotext = findPdftotext();
    // Spaces as one (a rupiah's no-break space too: pdftotext writes it either way).
    const text = execFileSync(pdftotext, ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t\u00A0]+/g, ' ');
    const info = execFileSync(path.join(path.dirname(pdftotext), 'pdfinfo'), [file], { encoding: 'utf8' });
    return { text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The page's totals: each one's value attribute. */
function totalsOf(page: Page): Promise<Record<string, number>> {
  return page.locator('[data-total]').evaluateAll((nodes) => Object.fromEntries(nodes.map((node) => [node.getAttribute('data-total'), Number(node.querySelector('[data-value]')!.getAttribute('data-value'))])));
}

describe('Laporan', () => {
  it("shows the month's figures as /report has them: totals, funnel, per type and per item; the default is last month", async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP, at: `${PAGE}${month.search}` });
    await openHydrated(page, `${PAGE}${month.search}`);
    const [byType, byItem, byDay, before] = await Promise.all([report('type'), report('item'), report('day'), report('type', reportPeriodOf(new URLSearchParams()))]);
    expect(byType.totals).toMatchObject({ requests: expect.any(Number) });
    expect(byType.totals.income).toBeGreaterThanOrEqual(550_000);

    const shown = await totalsOf(page);
    expect(shown).toEqual({
      income: byType.totals.income,
      guests: byType.totals.guests,
      views: byType.totals.views,
      whatsapp: byType.totals.whatsapp,
      requests: byType.totals.requests,
      confirmed: byType.totals.confirmed,
      completed: byType.totals.completed,
    });
    await visible(page.locator('[data-total="income"] [data-value]').getByText(formatRupiah(byType.totals.income), { exact: true }));

    // The funnel's table is /report's, with each step's rate against the step before.
    const funnel = await page.locator('table[data-funnel] tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())));
    const { views, whatsapp, requests, confirmed, completed } = byType.totals;
    const rate = (part: number, whole: number) => (whole ? formatPercent(part / whole) : '—');
    expect(funnel).toEqual([
      ['Tayangan halaman', formatCount(views), '—'],
      ['Klik WhatsApp', formatCount(whatsapp), rate(whatsapp, views)],
      ['Permintaan', formatCount(requests), rate(requests, whatsapp)],
      ['Dikonfirmasi', formatCount(confirmed), rate(confirmed, requests)],
      ['Selesai', formatCount(completed), rate(completed, confirmed)],
    ]);
    expect(await page.getByRole('img', { name: /^Corong / }).getAttribute('aria-label')).toContain(`Permintaan ${formatCount(requests)}`);

    // Requests per day: every day of the month, the CMS's figures.
    const bars = await page.locator('g[data-bar]').evaluateAll((groups) => groups.map((group) => [group.getAttribute('data-bar'), Number(group.getAttribute('data-value'))]));
    expect(bars).toEqual(byDay.data.map((row) => [row.key, row.requests]));
    expect(bars.find(([day]) => day === today)![1]).toBeGreaterThanOrEqual(3);

    // Per type, with the total under it; per item, highest income first, the host beside the name.
    const typeIncome = await page.getByRole('region', { name: 'Tabel pendapatan per jenis' }).locator('tr[data-key] td[data-income]').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-income'))));
    expect(typeIncome).toEqual([...byType.data.map((row) => row.income), byType.totals.income]);
    const items = page.getByRole('region', { name: 'Tabel pendapatan per usaha' }).locator('tr[data-key]');
    expect(await items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')))).toEqual(byItem.data.map((row) => row.key));
    await visible(items.filter({ hasText: `${FORMULA} · Pak Darto` }).getByText(formatRupiah(550_000)));

    // Against the month before, named.
    const earlier = previousPeriod(month);
    const previous = (await report('type', earlier)).totals;
    for (const name of ['income', 'requests'] as const) {
      const change = changeOf(byType.totals[name], previous[name]);
      expect((await page.locator(`[data-total="${name}"] [data-change]`).innerText()).replace(/\s+/g, ' ')).toBe(`${change.text} ${comparedWith(change, earlier.label)}`);
    }

    // No period: last month, and its figures.
    await openHydrated(page, PAGE);
    const lastMonth = reportPeriodOf(new URLSearchParams());
    await visible(page.getByRole('heading', { level: 2, name: lastMonth.label, exact: true }));
    expect((await totalsOf(page)).requests).toBe(before.totals.requests);
    // The picker moves by month; the next one of last month is this one.
    await page.getByRole('link', { name: 'Bulan berikutnya' }).click();
    await visible(page.getByRole('heading', { level: 2, name: month.label, exact: true }));
    expect(new URL(page.url()).search).toBe(month.search);
  });

  it('prints the month on A4: the village, the period, the totals and page numbers; no menu or buttons', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: DESKTOP, at: `${PAGE}${month.search}` });
    await openHydrated(page, `${PAGE}${month.search}`);
    const [{ totals }, site] = await Promise.all([report('type'), api<VillageProfile>('/site')]);
    // The button prints (the browser's own dialog, replaced here by a counter).
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole('button', { name: 'Cetak / Simpan PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const { text, pages } = await printed(page);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain(site.name);
    expect(text).toContain('Laporan Bulanan Desa Wisata');
    expect(text).toContain(month.label);
    expect(text).toContain(formatRupiah(totals.income).replace('\u00A0', ' '));
    for (const line of ['Pendapatan', 'Dari tayangan sampai selesai', 'Pendapatan per jenis', 'Pendapatan per usaha', `Halaman 1 dari ${pages}`]) expect(text).toContain(line);
    expect(text).toContain(`Permintaan ${formatCount(totals.requests)}`);
    // Paper has none of the screen's controls.
    for (const control of ['Cetak / Simpan PDF', 'Unduh CSV', 'Dashboard', 'Tampilkan']) expect(text).not.toContain(control);

    // The year prints the same way, with its "Data Tahunan".
    const year = today.slice(0, 4);
    await openHydrated(page, `${PAGE}?tahun=${year}`);
    const facts = (await api<{ data: ReportFacts }>(`/report/facts?from=${year}-01-01&to=${year}-12-31`, { token })).data;
    const yearly = (await printed(page)).text;
    for (const line of ['Data Tahunan Desa Wisata', `Tahun ${year}`, site.name, `Paket wisata ${formatCount(facts.packages)}`, `${formatCount(facts.homestays)} dengan ${formatCount(facts.rooms)} kamar`]) expect(yearly).toContain(line);
  });

  it("downloads the month's requests as CSV: one a line, a formula inert, UTF-8 with BOM; not without an admin's session", async ({ adminPage }) => {
    const cookie = await webSessionCookie(WEB_URL);
    const response = await fetch(`${WEB_URL}${PAGE}/csv${month.search}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="laporan-${month.key}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(Buffer.from(bytes), { bom: true });
    expect(rows[0]).toEqual(['Kode', 'Jenis', 'Yang dipesan', 'Check-in / Tanggal', 'Check-out / Sampai', 'Malam', 'Kamar', 'Orang', 'Jumlah barang', 'Status', 'Nilai (Rp)', 'Perkiraan (Rp)', 'Dibuat (WIB)']);
    const listed = await api<{ total: number }>(`/booking/all?from=${month.from}&to=${month.to}&limit=1`, { token });
    expect(rows).toHaveLength(listed.total + 1);
    const stay = rows.find((row) => row[2].includes('HYPERLINK'))!;
    // The name comes back as written, but a spreadsheet reads it as text: it starts with '.
    expect(stay[2]).toBe(`'${FORMULA}`);
    // Two nights from today: out the day after tomorrow (the check-out column, not the last night).
    expect(stay.slice(1, 11)).toEqual(['Penginapan', `'${FORMULA}`, today, addDays(today, 2), '2', '1', '2', '', 'Selesai', '550000']);
    for (const row of rows.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    // Without a session: sent away, no file; a USER: to the sign-in page.
    const anonymous = await fetch(`${WEB_URL}${PAGE}/csv${month.search}`, { redirect: 'manual' });
    expect([anonymous.status, anonymous.headers.get('content-type') ?? '']).toEqual([302, expect.not.stringContaining('text/csv')]);
    const user = await fetch(`${WEB_URL}${PAGE}/csv`, { headers: { cookie: await webSessionCookie(WEB_URL, await registerUser()) }, redirect: 'manual' });
    expect([user.status, user.headers.get('location')]).toEqual([302, '/signin']);

    // The page's link downloads its period's file.
    const { page } = await adminPage({ viewport: DESKTOP, at: `${PAGE}${month.search}` });
    await openHydrated(page, `${PAGE}${month.search}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Unduh CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`laporan-${month.key}.csv`);
  });

  it('shows the year report with what the village offers, and the dashboard card this month’s income', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport: PHONE });
    const year = today.slice(0, 4);
    await openHydrated(page, `${PAGE}${month.search}`);
    await page.getByLabel('Tahun').selectOption(year);
    await page.getByRole('button', { name: 'Laporan tahunan' }).click();
    await visible(page.getByRole('heading', { level: 2, name: `Data Tahunan Desa Wisata ${year}` }));
    expect(new URL(page.url()).search).toBe(`?tahun=${year}`);
    const yearPeriod = { from: `${year}-01-01`, to: `${year}-12-31` };
    const [facts, byMonth] = await Promise.all([
      api<{ data: ReportFacts }>(`/report/facts?from=${yearPeriod.from}&to=${yearPeriod.to}`, { token }),
      api<ReportAnswer>(`/report?from=${yearPeriod.from}&to=${yearPeriod.to}&group=month`, { token }),
    ]);
    const lines = Object.fromEntries(
      await page.locator('[data-year-facts] > div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent])),
    );
    expect(lines).toMatchObject({
      'Kunjungan wisatawan (tamu dari pesanan selesai)': formatCount(byMonth.totals.guests),
      'Pendapatan seluruhnya': formatRupiah(byMonth.totals.income),
      'Paket wisata': formatCount(facts.data.packages),
      'Penginapan (homestay)': `${formatCount(facts.data.homestays)} dengan ${formatCount(facts.data.rooms)} kamar`,
      [`Artikel terbit ${year}`]: formatCount(facts.data.articles),
    });
    expect(facts.data.homestays).toBeGreaterThanOrEqual(1);
    // The year's requests month by month.
    expect(await page.locator('g[data-bar]').count()).toBe(12);
    await shot(page, 'admin-laporan-tahun-375-light');

    await openHydrated(page, '/admin');
    const card = page.getByRole('region', { name: 'Pendapatan bulan ini', exact: true });
    const { totals } = await report('type');
    await visible(card.locator('[data-stat="income"] [data-value]').getByText(formatRupiah(totals.income), { exact: true }));
    expect(await card.getByRole('link', { name: 'Lihat laporan' }).getAttribute('href')).toBe(`${PAGE}${month.search}`);
  });
});

describe.each([
  ['375', PHONE],
  ['1280', DESKTOP],
] as const)('at %s px', (width, viewport) => {
  it('fits the width: what does not fit scrolls in its own box', async ({ adminPage }) => {
    const { page } = await adminPage({ viewport, at: `${PAGE}${month.search}` });
    await openHydrated(page, `${PAGE}${month.search}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, `admin-laporan-${width}-light`);
    await switchTheme(page, 'dark');
    await shot(page, `admin-laporan-${width}-dark`);
  });
});
