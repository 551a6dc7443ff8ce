// Issue 54 through /api/v1: the village's payment settings (its QRIS read from a sticker's picture
// or its text, refused with what is wrong), the deposit a confirmation asks, the guest's read
// with the QRIS made for what is due, the guest's proof (private, by content), the village's
// accept, reject, record and refund, receipt numbers under concurrent accepts, and racing accepts.
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, currentYearInJakarta, formatRupiah, parseQris, qrisAmount, qrisCrc, qrisForAmount, todayInJakarta, type BookingRequest, type GuestRequestView, type PaymentSettings } from '@desa/contract';
import { ApiClient, asAdmin, form, pngBytes, type Answer } from './support/api';
import { sql } from './support/database';
import { fakeMidtrans, MIDTRANS_TEST_KEY as SERVER_KEY, midtransNotification as notification } from './support/midtrans';
import { waitFor } from './support/purge-listener';
import { VALID_OPTIONS, validRecords } from './support/records';
import { startCms, type RunningCms } from './support/strapi-server';
import { expectDashboardAgrees } from './support/dashboard';

const ok = (answer: Answer, status = 200) => expect(answer.status, JSON.stringify(answer.body)).toBe(status);
const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;
const signed = (body: string) => `${body}6304${qrisCrc(`${body}6304`)}`;
/** A village's static QRIS as its bank prints it. */
const STICKER = signed(
  tlv('00', '01') + tlv('01', '11') + tlv('26', tlv('00', 'ID.CO.BANKDESA.WWW') + tlv('01', '936000140000123456')) + tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID1023246813579') + tlv('03', 'UMI')) +
    tlv('52', '7011') + tlv('53', '360') + tlv('58', 'ID') + tlv('59', 'BUMDES SUKAMAJU') + tlv('60', 'GARUT') + tlv('61', '44181'),
);
const YEAR = currentYearInJakarta();
describe('payments', () => {
  let cms: RunningCms;
  let admin: ApiClient;
  let guest: ApiClient;
  let homestay: string;
  let address = 1;

  /** A request for 2 nights of the homestay, confirmed for 500.000, and its guest's link token. */
  async function confirmed(amount = 500_000, locale = 'id'): Promise<{ code: string; t: string }> {
    const asked = await guest.post('/booking', { type: 'homestay', item_id: homestay, check_in: addDays(todayInJakarta(), 5 + (address % 20)), nights: 1, guests: 1, name: 'Budi', phone: '081234567890', locale }, { 'x-forwarded-for': `203.0.113.${address++ % 250}` });
    ok(asked, 201);
    ok(await admin.post(`/booking/${asked.body.data.code}/confirm`, { amount }));
    return { code: asked.body.data.code, t: new URL(asked.body.status_url, cms.url).searchParams.get('t')! };
  }
  const read = async ({ code, t }: { code: string; t: string }) => (await guest.get(`/booking/${code}?t=${t}`)).body.data as GuestRequestView;
  const sendProof = (link: { code: string; t: string }, bytes: Buffer, fields: Record<string, string> = {}) =>
    guest.post(`/booking/${link.code}/payment?t=${link.t}`, form(fields, { bytes, name: 'bukti.jpg', type: 'image/jpeg' }), { 'x-forwarded-for': `198.51.100.${address++ % 250}` });
  let photo: Buffer;
  let midtrans: Awaited<ReturnType<typeof fakeMidtrans>>;

  beforeAll(async () => {
    midtrans = await fakeMidtrans(STICKER);
    cms = await startCms({ env: { BOOKING_RATE_LIMIT: '1000', CLEANUP_INTERVAL_MS: '700', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_API_URL: midtrans.url } });
    guest = new ApiClient(cms.url);
    admin = await asAdmin(cms.url);
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    ok(await admin.post('/user/update?_method=PATCH', form({ name: 'Admin Desa', phone: '081299990000', email: 'admin@test.desa' })));
    const homestayForm = validRecords(await pngBytes()).homestay() as FormData;
    homestayForm.set('rooms', '30');
    homestay = (await admin.post('/homestay/create', homestayForm)).body.data.id;
    // A receipt photographed on a phone: a JPEG that says where it was taken.
    photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#e8e2d0' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Murah 1' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '7/1 13/1 0/1' } })
      .toBuffer();
  });
  afterAll(async () => {
    await cms?.stop();
    midtrans?.server.close();
  });

  it('reads the sticker’s picture as the village’s QRIS, shows its merchant, and refuses a broken payload without storing it', async () => {
    const defaults = (await guest.get('/payment-settings')).body.data as PaymentSettings;
    expect(defaults).toMatchObject({ qris_payload: null, deposit_percent: 30, pay_within_hours: 24, auto_cancel: false, banks: [] });

    const picture = await QRCode.toBuffer(STICKER, { type: 'png', margin: 4, scale: 6 });
    const body = form({ banks: JSON.stringify([{ bank: 'BRI', number: '0123 0100 0456 507', holder: 'BUMDes Sukamaju' }]), deposit_percent: '30', pay_within_hours: '24', auto_cancel: 'false', policy: 'DP tidak dapat dikembalikan.' });
    body.append('qris_image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'qris.png');
    const saved = await admin.post('/payment-settings?_method=PATCH', body);
    ok(saved);
    expect(saved.body.data).toMatchObject({ qris_payload: STICKER, merchant_name: 'BUMDES SUKAMAJU', merchant_city: 'GARUT', nmid: 'ID1023246813579', banks: [{ bank: 'BRI', number: '012301000456507', holder: 'BUMDes Sukamaju' }] });

    const broken = await admin.post('/payment-settings?_method=PATCH', { qris_payload: `${STICKER.slice(0, -4)}0000`, deposit_percent: 101 });
    expect(broken.status).toBe(400);
    expect(broken.body.errors.qris_payload).toEqual(['Kode QRIS tidak valid: CRC tidak cocok']);
    expect(broken.body.errors.deposit_percent).toEqual(['Persentase DP berupa angka bulat 0–100!']);
    const notQr = form({});
    notQr.append('qris_image', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'foto.png');
    expect((await admin.post('/payment-settings?_method=PATCH', notQr)).body.errors.qris_image).toEqual(['Kode QRIS tidak valid: tidak ada kode QR yang terbaca di gambar']);
    expect((await guest.get('/payment-settings')).body.data).toEqual(saved.body.data);
  });

  it('a guest pays the deposit by QRIS, the village accepts it, records the rest in cash: DP diterima, then Lunas, two receipts', async () => {
    const link = await confirmed();
    const admins = (await admin.get(`/booking/${link.code}`)).body.data as BookingRequest;
    expect(admins).toMatchObject({ amount: 500_000, deposit_due: 150_000, payments: [], paid: 0, payment_status: 'belum_bayar', payment_overdue: false });
    expect(Date.parse(admins.pay_by!) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const before = await read(link);
    expect(before.payment).toMatchObject({ deposit_due: 150_000, paid: 0, remaining: 500_000, status: 'belum_bayar', banks: [{ bank: 'BRI' }], policy: 'DP tidak dapat dikembalikan.' });
    const qris = parseQris(before.payment!.qris!.payload);
    expect(before.payment!.qris!.payload.startsWith('000201010212')).toBe(true);
    expect(qrisAmount(qris)).toBe(150_000);

    const sent = await sendProof(link, photo, { method: 'qris' });
    ok(sent, 201);
    expect(sent.body.data).toMatchObject({ kind: 'dp', method: 'qris', amount: 150_000, status: 'menunggu', receipt_number: null, has_proof: true });
    expect((await read(link)).payment).toMatchObject({ status: 'menunggu_verifikasi', qris: null });
    expect((await admin.get('/booking/all?limit=1')).body.proofs_waiting).toBe(1);

    // The proof: the admin's only, never cached, without the phone's metadata.
    const proofUrl = `${cms.url}/api/v1/payments/${sent.body.data.id}/proof`;
    const cookie = admin.cookie!;
    const proof = await fetch(proofUrl, { headers: { cookie } });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('image/jpeg');
    expect(proof.headers.get('cache-control')).toBe('private, no-store');
    const stored = await sharp(Buffer.from(await proof.arrayBuffer())).metadata();
    expect(stored.exif).toBeUndefined();
    expect((await fetch(proofUrl)).status).toBe(401);

    const accepted = await admin.post(`/payments/${sent.body.data.id}/accept`, { amount: '150.000' });
    ok(accepted);
    expect(accepted.body.data).toMatchObject({ paid: 150_000, payment_status: 'dp_diterima' });
    expect(accepted.body.data.payments[0]).toMatchObject({ status: 'diterima', receipt_number: `KW/${YEAR}/0001`, by: 'Admin Desa' });
    expect((await read(link)).payment).toMatchObject({ paid: 150_000, remaining: 350_000, status: 'dp_diterima', qris: { amount: 350_000 } });
    expect((await admin.post(`/payments/${sent.body.data.id}/accept`, {})).status).toBe(409);

    const tooMuch = await admin.post(`/booking/${link.code}/payments`, { kind: 'pelunasan', method: 'tunai', amount: 350_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount).toEqual([`Nominal melebihi sisa tagihan (${formatRupiah(350_000)})!`]);
    const cash = await admin.post(`/booking/${link.code}/payments`, { kind: 'pelunasan', method: 'tunai', amount: 350_000 });
    ok(cash, 201);
    expect(cash.body.data).toMatchObject({ paid: 500_000, payment_status: 'lunas' });
    expect(cash.body.data.payments.map((payment: { receipt_number: string }) => payment.receipt_number)).toEqual([`KW/${YEAR}/0001`, `KW/${YEAR}/0002`]);
    expect((await read(link)).payment).toMatchObject({ status: 'lunas', remaining: 0, qris: null });
    expect((await admin.post(`/booking/${link.code}/undo`)).status).toBe(409);
    // The receipts: the guest's with their link (their own name on it), nobody's without it.
    const first = cash.body.data.payments[0];
    const receipt = await guest.get(`/booking/${link.code}/receipt/${first.id}?t=${link.t}`);
    ok(receipt);
    expect(receipt.body.data).toMatchObject({ receipt_number: `KW/${YEAR}/0001`, kind: 'dp', method: 'qris', amount: 150_000, amount_words: 'Seratus lima puluh ribu rupiah', name: 'Budi', code: link.code });
    expect((await guest.get(`/booking/${link.code}/receipt/${first.id}`)).status).toBe(401);
    expect((await guest.get(`/booking/${link.code}/receipt/${first.id}?t=${link.t.slice(0, -2)}00`)).status).toBe(404);
    expect((await guest.get(`/booking/${link.code}/receipt/999999?t=${link.t}`)).status).toBe(404);
    const activity = (await admin.get('/activity?type=booking')).body.data.map((entry: { action: string }) => entry.action);
    expect(activity).toEqual(expect.arrayContaining(['payment_accept', 'payment_record']));
  });

  it('a rejected proof tells the guest why, who sends again; a refund on a cancelled request is at most what was paid', async () => {
    const link = await confirmed(200_000);
    const first = (await sendProof(link, photo)).body.data;
    ok(await admin.post(`/payments/${first.id}/reject`, { reason: 'Foto bukti buram.' }));
    expect((await admin.post(`/payments/${first.id}/reject`, { reason: 'Lagi.' })).status).toBe(409);
    const seen = (await read(link)).payment!;
    expect(seen).toMatchObject({ status: 'belum_bayar', qris: { amount: 60_000 } });
    expect(seen.payments[0]).toMatchObject({ status: 'ditolak', reason: 'Foto bukti buram.' });
    expect(JSON.stringify(seen)).not.toContain('Admin Desa');
    const again = (await sendProof(link, photo, { amount: '60.000', method: 'transfer' })).body.data;
    ok(await admin.post(`/payments/${again.id}/accept`, {}));

    expect((await admin.post(`/booking/${link.code}/payments`, { kind: 'pengembalian', method: 'transfer', amount: 1 })).status).toBe(409);
    ok(await admin.post(`/booking/${link.code}/cancel`, { reason: 'Tamu berhalangan.' }));
    expect((await admin.post(`/booking/${link.code}/payments`, { kind: 'pengembalian', method: 'transfer', amount: 60_001 })).body.errors.amount).toEqual([`Pengembalian melebihi yang sudah dibayar (${formatRupiah(60_000)})!`]);
    const refunded = await admin.post(`/booking/${link.code}/payments`, { kind: 'pengembalian', method: 'transfer', amount: 60_000 });
    ok(refunded, 201);
    expect(refunded.body.data).toMatchObject({ paid: 0, payment_status: 'dikembalikan' });
  });

  it('refuses what is not a photo, and a proof on another guest’s link or an unconfirmed request, changing nothing', async () => {
    const link = await confirmed();
    const other = await confirmed();
    const text = await guest.post(`/booking/${link.code}/payment?t=${link.t}`, form({}, { bytes: Buffer.from('bukan gambar'), name: 'bukti.jpg', type: 'image/jpeg' }));
    expect(text.status).toBe(400);
    expect(text.body.errors.file).toEqual(['Bukti bayar harus berupa gambar JPG, PNG atau WebP!']);
    expect((await guest.post(`/booking/${link.code}/payment?t=${link.t}`, form({}))).body.errors.file).toEqual(['Lampirkan foto atau tangkapan layar bukti bayar!']);
    expect((await sendProof({ code: link.code, t: other.t }, photo)).status).toBe(404);
    const fresh = await guest.post('/booking', { type: 'homestay', item_id: homestay, check_in: addDays(todayInJakarta(), 3), nights: 1, guests: 1, name: 'Sari', phone: '081234567891' });
    const freshLink = { code: fresh.body.data.code, t: new URL(fresh.body.status_url, cms.url).searchParams.get('t')! };
    expect((await read(freshLink)).payment).toBeNull();
    expect((await sendProof(freshLink, photo)).status).toBe(409);
    expect(((await admin.get(`/booking/${link.code}`)).body.data as BookingRequest).payments).toEqual([]);

    // A guest who booked in English reads the refusals and the answer in English.
    const english = await confirmed(500_000, 'en');
    expect((await guest.post(`/booking/${english.code}/payment?t=${english.t}`, form({}, { bytes: Buffer.from('not a picture'), name: 'proof.jpg', type: 'image/jpeg' }))).body.errors.file).toEqual(['The proof of payment must be a JPG, PNG or WebP image!']);
    expect((await sendProof(english, photo, { method: 'tunai', amount: 'seratus' })).body.errors).toEqual({ method: ['The payment method must be qris or transfer!'], amount: ['The amount must be a whole number of rupiah above 0!'] });
    expect((await guest.post(`/booking/${english.code}/payment?t=${english.t}`, form({}))).body.errors.file).toEqual(['Attach a photo or screenshot of your payment!']);
    const sentInEnglish = await sendProof(english, photo);
    ok(sentInEnglish, 201);
    expect(sentInEnglish.body.message).toBe('Proof of payment sent. The village will check it.');
  });

  it('numbers 20 concurrent accepts consecutively, and one of two racing accepts of one payment wins', async () => {
    const proofs: number[] = [];
    for (let index = 0; index < 20; index += 1) proofs.push((await sendProof(await confirmed(), photo)).body.data.id);
    const last = Number(/\d+$/.exec((await admin.get('/booking/all')).body.data.flatMap((r: BookingRequest) => r.payments).map((p: { receipt_number: string | null }) => p.receipt_number).filter(Boolean).sort().at(-1))![0]);
    const answers = await Promise.all(proofs.map((id) => admin.post(`/payments/${id}/accept`, {})));
    answers.forEach((answer) => ok(answer));
    const numbers = answers.map((answer) => answer.body.data.payments[0].receipt_number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `KW/${YEAR}/${String(last + 1 + index).padStart(4, '0')}`));

    const racing = (await sendProof(await confirmed(), photo)).body.data.id;
    const statuses = (await Promise.all(Array.from({ length: 4 }, () => admin.post(`/payments/${racing}/accept`, {})))).map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
  });

  it('flags a deposit past its deadline; with auto-cancel on, the clean-up cancels it once and frees its rooms; a proof goes with the guest’s data', async () => {
    const past = (ms: number) => (cms.db === 'postgres' ? new Date(Date.now() - ms) : Date.now() - ms);
    const late = await confirmed();
    const checking = await confirmed();
    const proofId = (await sendProof(checking, photo)).body.data.id;
    for (const { code } of [late, checking]) await sql(cms.env, 'UPDATE booking_requests SET pay_by = ? WHERE code = ?', [past(60_000), code]);
    expect((await admin.get(`/booking/${late.code}`)).body.data).toMatchObject({ payment_overdue: true, status: 'dikonfirmasi' });
    expect((await read(late)).payment).toMatchObject({ overdue: true, status: 'belum_bayar' });

    const day = ((await admin.get(`/booking/${late.code}`)).body.data as BookingRequest).first_day;
    const roomsLeft = async () => (await guest.get(`/homestay/${homestay}/availability?from=${day}&to=${day}`)).body.data[0].left as number;
    const leftBefore = await roomsLeft();
    ok(await admin.post('/payment-settings?_method=PATCH', { auto_cancel: true }));
    expect(await waitFor(async () => (await read(late)).status === 'batal', 15_000), cms.logs().split('\n').filter((line) => !line.includes('/api/v1')).slice(-30).join('\n')).toBe(true);
    const cancelled = (await admin.get(`/booking/${late.code}`)).body.data as BookingRequest;
    expect(cancelled.history.filter((entry) => entry.to === 'batal')).toEqual([expect.objectContaining({ reason: 'Uang muka tidak dibayar sampai batas waktunya.', by: 'Sistem (pembersihan harian)' })]);
    expect(await roomsLeft()).toBe(leftBefore + 1);
    // A proof waiting is the village's to check: that request stays.
    expect((await read(checking)).status).toBe('dikonfirmasi');
    ok(await admin.post('/payment-settings?_method=PATCH', { auto_cancel: false }));

    await sql(cms.env, 'UPDATE booking_requests SET last_day = ? WHERE code = ?', [addDays(todayInJakarta(), -400), checking.code]);
    expect(await waitFor(async () => ((await admin.get(`/booking/${checking.code}`)).body.data as BookingRequest).name === null, 15_000)).toBe(true);
    expect((await admin.get(`/payments/${proofId}/proof`)).status).toBe(404);
    expect(((await admin.get(`/booking/${checking.code}`)).body.data as BookingRequest).payments).toEqual([expect.objectContaining({ id: proofId, has_proof: false })]);
  });

  it('with a gateway: "Bayar otomatis" makes one QRIS charge; its signed settlement is accepted once, a wrong signature changes nothing', async () => {
    const link = await confirmed();
    const start = () => guest.post(`/booking/${link.code}/gateway?t=${link.t}`, {}, { 'x-forwarded-for': `192.0.2.${address++ % 250}` });
    expect((await guest.post(`/booking/${link.code}/gateway`, {})).status).toBe(404);
    const started = await start();
    ok(started, 201);
    expect(started.body.data).toMatchObject({ amount: 150_000, payload: qrisForAmount(STICKER, 150_000) });
    expect(midtrans.charges).toHaveLength(1);
    const [charge] = midtrans.charges;
    expect(charge.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(charge.body).toMatchObject({ payment_type: 'qris', transaction_details: { gross_amount: 150_000 } });
    const orderId = charge.body.transaction_details.order_id;
    expect(orderId.startsWith(`${link.code}-`)).toBe(true);
    // Asked again while it can be paid: the same QRIS, no second charge.
    expect((await start()).body.data).toEqual(started.body.data);
    expect(midtrans.charges).toHaveLength(1);
    // The guest sees the gateway's QRIS; nothing waits for the village.
    const waiting = (await read(link)).payment!;
    expect(waiting).toMatchObject({ gateway: true, gateway_charge: started.body.data, status: 'belum_bayar', payments: [] });
    const proofsBefore = (await admin.get('/booking/all?limit=1')).body.proofs_waiting;

    const unchanged = async () => expect(((await admin.get(`/booking/${link.code}`)).body.data as BookingRequest).payments).toEqual([expect.objectContaining({ method: 'gateway', status: 'menunggu' })]);
    expect((await guest.post('/payments/midtrans', notification(orderId, 150_000, 'settlement', 'kunci-lain'))).status).toBe(401);
    expect((await guest.post('/payments/midtrans', { ...notification(orderId, 150_000, 'settlement'), gross_amount: '1500000.00' })).status).toBe(401);
    expect((await guest.post('/payments/midtrans', { order_id: orderId })).status).toBe(400);
    expect((await guest.post('/payments/midtrans', notification(`${link.code}-tidakada`, 150_000, 'settlement'))).status).toBe(404);
    ok(await guest.post('/payments/midtrans', notification(orderId, 150_000, 'pending')));
    await unchanged();

    // Midtrans sends again until it gets a 200: three times, two at once.
    const settled = notification(orderId, 150_000, 'settlement');
    const answers = [...(await Promise.all([guest.post('/payments/midtrans', settled), guest.post('/payments/midtrans', settled)])), await guest.post('/payments/midtrans', settled)];
    answers.forEach((answer) => ok(answer));
    expect(answers.map((answer) => answer.body.result).sort()).toEqual(['diterima', 'unchanged', 'unchanged']);
    const paid = (await admin.get(`/booking/${link.code}`)).body.data as BookingRequest;
    expect(paid.payments).toEqual([expect.objectContaining({ method: 'gateway', kind: 'dp', amount: 150_000, status: 'diterima', by: 'Sistem (pembayaran otomatis)', receipt_number: expect.stringMatching(new RegExp(`^KW/${YEAR}/\\d{4}$`)) })]);
    expect(paid.payment_status).toBe('dp_diterima');
    expect((await read(link)).payment).toMatchObject({ status: 'dp_diterima', paid: 150_000, gateway_charge: null, payments: [expect.objectContaining({ method: 'gateway', status: 'diterima' })] });
    expect((await admin.get('/booking/all?limit=1')).body.proofs_waiting).toBe(proofsBefore);
    const logged = (await admin.get('/activity?limit=50')).body.data.filter((entry: { record_id: string; action: string }) => entry.record_id === link.code && entry.action === 'payment_accept');
    expect(logged).toHaveLength(1);

    // The balance's charge expires unpaid: rejected with the reason, and a new one can be asked.
    ok(await start(), 201);
    const balance = midtrans.charges[1].body.transaction_details;
    expect(balance.gross_amount).toBe(350_000);
    expect((await guest.post('/payments/midtrans', notification(balance.order_id, 350_000, 'expire'))).body.result).toBe('ditolak');
    expect(((await admin.get(`/booking/${link.code}`)).body.data as BookingRequest).payments.at(-1)).toMatchObject({ status: 'ditolak', reason: 'Pembayaran otomatis gagal atau kedaluwarsa.' });
    expect((await read(link)).payment).toMatchObject({ gateway: true, gateway_charge: null });
  });
  it('every move above left each request’s stored `paid` (what the report adds up) equal to its payments', async () => {
    const rows = await sql(cms.env, 'SELECT code, paid FROM booking_requests');
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const request = (await admin.get(`/booking/${row.code}`)).body.data as BookingRequest;
      expect({ code: row.code, paid: Number(row.paid ?? 0) }).toEqual({ code: request.code, paid: request.paid });
    }
    expect(rows.some((row) => Number(row.paid) > 0)).toBe(true);
    // The dashboard's one read: the month's income and the proofs waiting, as the report and the inbox say.
    await expectDashboardAgrees(admin, cms.url);
  });
});
