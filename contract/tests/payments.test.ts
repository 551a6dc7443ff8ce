// Issue 54: what a request's payments add up to, the deposit a confirmation asks, the receipt's
// number and its amount in words. Properties over generated payments (fast-check, seeded).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES, depositFor, paymentSettingsSchema, receiptNumber, rupiahInWords, summarisePayments } from '../src/index.js';

const RUNS = { seed: Number(process.env.FC_SEED ?? 54), numRuns: 300 };

describe('payments', () => {
  it('a 30% deposit of Rp 500.000 is Rp 150.000; paid in two, it is lunas', () => {
    const request = { amount: 500_000, deposit_due: depositFor(500_000, 30), pay_by: '2026-12-01T10:00:00.000Z', status: 'dikonfirmasi' };
    expect(request.deposit_due).toBe(150_000);
    const now = new Date('2026-11-30T10:00:00Z');
    expect(summarisePayments(request, [], now)).toEqual({ deposit_due: 150_000, paid: 0, remaining: 500_000, refunded: 0, status: 'belum_bayar', overdue: false });
    expect(summarisePayments(request, [], new Date('2026-12-02T00:00:00Z')).overdue).toBe(true);
    const proof = { kind: 'dp' as const, method: 'qris' as const, amount: 150_000, status: 'menunggu' as const };
    expect(summarisePayments(request, [proof], now).status).toBe('menunggu_verifikasi');
    // A gateway's charge not yet paid is nothing for the village to check.
    expect(summarisePayments(request, [{ ...proof, method: 'gateway' }], now).status).toBe('belum_bayar');
    const deposit = { ...proof, status: 'diterima' as const };
    expect(summarisePayments(request, [deposit], now)).toMatchObject({ paid: 150_000, remaining: 350_000, status: 'dp_diterima' });
    expect(summarisePayments(request, [deposit, { kind: 'pelunasan', method: 'tunai', amount: 350_000, status: 'diterima' }], now)).toMatchObject({ paid: 500_000, remaining: 0, status: 'lunas' });
  });

  it('any payments: paid is accepted money in less refunds, remaining never below 0, lunas exactly when all is paid', () => {
    const payment = fc.record({ kind: fc.constantFrom(...PAYMENT_KINDS), method: fc.constantFrom(...PAYMENT_METHODS), amount: fc.integer({ min: 1, max: 2_000_000 }), status: fc.constantFrom(...PAYMENT_STATUSES) });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 100 }), fc.array(payment, { maxLength: 6 }), (amount, percent, payments) => {
        const summary = summarisePayments({ amount, deposit_due: depositFor(amount, percent), pay_by: null, status: 'dikonfirmasi' }, payments);
        const sum = (kind: (k: string) => boolean) => payments.filter((p) => p.status === 'diterima' && kind(p.kind)).reduce((total, p) => total + p.amount, 0);
        expect(summary.paid).toBe(sum((k) => k !== 'pengembalian') - sum((k) => k === 'pengembalian'));
        expect(summary.remaining).toBe(Math.max(0, amount - summary.paid));
        expect(summary.status === 'lunas').toBe(summary.refunded === 0 && amount > 0 && summary.paid >= amount);
        // A proof waits for the village; a gateway's unpaid charge does not.
        const proofWaits = payments.some((p) => p.status === 'menunggu' && p.method !== 'gateway');
        expect(summary.status === 'menunggu_verifikasi').toBe(summary.refunded === 0 && !(amount > 0 && summary.paid >= amount) && proofWaits);
        expect(summary.overdue).toBe(false);
        expect(Number.isInteger(summary.deposit_due) && summary.deposit_due <= amount).toBe(true);
      }),
      RUNS,
    );
  });

  it('numbers receipts per year with four digits, and writes amounts in words', () => {
    expect(receiptNumber(2026, 1)).toBe('KW/2026/0001');
    expect(receiptNumber(2026, 12345)).toBe('KW/2026/12345');
    expect(rupiahInWords(150_000)).toBe('Seratus lima puluh ribu rupiah');
    expect(rupiahInWords(1_001_000)).toBe('Satu juta seribu rupiah');
  });

  it('reads the settings form: banks, percentage, hours, and says what is wrong in Indonesian', () => {
    const ok = paymentSettingsSchema.safeParse({ banks: [{ bank: 'BRI', number: '0123-01-000456-50-7', holder: 'BUMDes Sukamaju' }], deposit_percent: '30', pay_within_hours: '24', auto_cancel: 'false', policy: 'DP tidak dapat dikembalikan.\r\nKecuali cuaca buruk.', policy_en: '' });
    expect(ok.data).toEqual({ banks: [{ bank: 'BRI', number: '012301000456507', holder: 'BUMDes Sukamaju' }], deposit_percent: 30, pay_within_hours: 24, auto_cancel: false, policy: 'DP tidak dapat dikembalikan.\nKecuali cuaca buruk.', policy_en: '' });
    const bad = paymentSettingsSchema.safeParse({ banks: [{ bank: 'BRI', number: '12', holder: 'BUMDes' }], deposit_percent: 101, pay_within_hours: 0, auto_cancel: 'mungkin', policy: 'x'.repeat(2001), policy_en: '' });
    const messages = bad.error!.issues.map((issue) => issue.message);
    expect(paymentSettingsSchema.shape.banks.safeParse(Array(4).fill({ bank: 'BRI', number: '12345', holder: 'BUMDes' })).error!.issues[0].message).toBe('Paling banyak 3 rekening!');
    expect(messages).toEqual(expect.arrayContaining(['Nomor rekening berupa 5–20 angka!', 'Persentase DP berupa angka bulat 0–100!', 'Batas waktu bayar berupa 1–336 jam!', 'Batal otomatis harus ya atau tidak!', 'Kebijakan pembatalan maksimal 2000 karakter!']));
  });
});
