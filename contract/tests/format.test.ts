import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatCount,
  formatDays,
  formatDateWithDay,
  formatDateTime,
  formatPercent,
  formatPrice,
  formatRupiah,
  formatTimeRange,
  packageBookingMessage,
  todayInJakarta,
  whatsappLink,
} from '../src/index.js';
import { sanitizeHtml } from '../src/sanitize.js';

describe('formatters', () => {
  it('formats rupiah with Indonesian grouping and no decimals', () => {
    expect(formatRupiah(25000)).toBe('Rp\u00A025.000');
    expect(formatRupiah(1500000)).toBe('Rp\u00A01.500.000');
    expect(formatPrice(0)).toBe('Gratis');
    expect(formatPrice(10000)).toBe('Rp\u00A010.000');
  });
  it('formats dates in Indonesian and in Jakarta, whatever the server zone', () => {
    expect(formatDate('2026-11-21')).toBe('21 November 2026');
    expect(formatDateWithDay('2026-11-21')).toBe('Sabtu, 21 November 2026');
    // 20 Nov 18:30 UTC is already 21 Nov in Jakarta.
    expect(todayInJakarta(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
    expect(formatDate('2026-11-20T18:30:00Z')).toBe('21 November 2026');
    expect(formatTimeRange('08:00', '17:00')).toBe('08:00 - 17:00 WIB');
    // An instant in WIB, as the offline banner dates a saved page.
    expect(formatDateTime('2026-11-20T18:30:00Z')).toBe('21 November 2026, 01.30 WIB');
    expect(formatDateTime(new Date('2026-11-21T07:05:00Z'), 'en')).toBe('21 November 2026, 14:05 WIB');
  });
  it('formats counts and rates in Indonesian: dots between thousands, a decimal comma', () => {
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(3.45, { decimals: 1 })).toBe('3,5');
    expect(formatCount(12, { signed: true })).toBe('+12');
    expect(formatCount(-12, { signed: true })).toBe('-12');
    expect(formatCount(0, { signed: true })).toBe('0');
    expect(formatPercent(0.0342)).toBe('3,4%');
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(12.345)).toBe('1.234,5%');
  });
  it('builds the WhatsApp booking link with the package title, price and benefits', () => {
    const message = packageBookingMessage({ title: 'Paket Sawah', price: 150000, benefit: 'Makan Siang,Pemandu' });
    expect(message).toContain('Paket Sawah');
    expect(message).toContain('Rp\u00A0150.000');
    expect(message).toContain('• Makan Siang\n• Pemandu');
    const link = whatsappLink('0812-3456-7890', message);
    expect(link.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(decodeURIComponent(link.split('text=')[1])).toBe(message);
  });
});

describe('sanitizeHtml', () => {
  const payloads = [
    '<script>alert(1)</script><p>ok</p>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<svg onload=alert(1)></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<p onclick="alert(1)" data-x="1" id="a">x</p>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<form action="javascript:alert(1)"><input type=submit></form>',
    '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
    '<details open ontoggle=alert(1)>',
    '<object data="javascript:alert(1)"></object>',
  ];
  it.each(payloads)('neutralises %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(clean).not.toMatch(/<script|onerror|onload|onclick|ontoggle|javascript:|<iframe|<svg|<object|<form/i);
  });
  it('keeps the allowed attributes only', () => {
    const clean = sanitizeHtml('<p style="text-align: center" class="lead" id="x" dir="rtl" align="left">Halo</p>');
    expect(clean).toBe('<p style="text-align: center" class="lead" align="left">Halo</p>');
  });
});

describe('sanitizeHtml styles', () => {
  it('keeps colours and alignment, drops styles with URLs or scripts', () => {
    expect(sanitizeHtml('<span style="color: #dc2626; background-color: #fef08a">x</span>')).toBe(
      '<span style="color: #dc2626; background-color: #fef08a">x</span>',
    );
    expect(sanitizeHtml('<div style="background:url(javascript:alert(1))">x</div>')).toBe('<div>x</div>');
    expect(sanitizeHtml('<p style="width: expression(alert(1))">x</p>')).toBe('<p>x</p>');
  });
});

describe('formatters for English readers (/en)', () => {
  it('formats rupiah as IDR with English grouping', () => {
    expect(formatRupiah(25000, 'en')).toBe('IDR\u00A025,000');
    expect(formatRupiah(1500000.4, 'en')).toBe('IDR\u00A01,500,000');
    expect(formatPrice(0, 'en')).toBe('Free');
    expect(formatPrice(null, 'en')).toBe('Free');
    expect(formatPrice(10000, 'en')).toBe('IDR\u00A010,000');
  });
  it('formats dates day first in English, in Jakarta', () => {
    expect(formatDate('2026-11-26', 'en')).toBe('26 November 2026');
    expect(formatDateWithDay('2026-11-21', 'en')).toBe('Saturday, 21 November 2026');
    expect(formatDate('2026-11-20T18:30:00Z', 'en')).toBe('21 November 2026');
  });
  it('names operational days in week order in either language', () => {
    expect(formatDays(['Minggu', 'Senin', 'Sabtu'])).toBe('Senin, Sabtu, Minggu');
    expect(formatDays(['Minggu', 'Senin', 'Sabtu'], 'en')).toBe('Monday, Saturday, Sunday');
  });
  it('writes the WhatsApp booking message in English', () => {
    const message = packageBookingMessage({ title: 'Rice Field Package', price: 150000, benefit: 'Lunch,Guide' }, 'en');
    expect(message).toBe(
      "Hello, I'm interested in this tour package:\n\n*Rice Field Package*\nPrice: IDR\u00A0150,000\n\nWhat's included:\n• Lunch\n• Guide\n\nIs this package available? Thank you.",
    );
    expect(packageBookingMessage({ title: 'Paket', price: 150000, benefit: 'Makan' })).toContain('Harga: Rp\u00A0150.000');
  });
});
