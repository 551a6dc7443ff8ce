// Issue 38 through /api/v1: booking requests from the public forms (the forms' rules, the code,
// the chat link with it, the honeypot, the limit per address), the guest's signed link, the
// admins' inbox and moves (409 on a wrong move or a full night), rooms and places left per day,
// the package's quota on admin reads only, the activity log, and the mail to the village.
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, BOOKING_CODE, REQUEST_MOVES, REQUEST_STATUS_LABELS, addDays, bookingTexts, formatDateWithDay, todayInJakarta, type BookingRequest, type RequestMove, type RequestStatus } from '@desa/contract';
import { ApiClient, asAdmin, asUser, form, pngBytes, type Answer } from './support/api';
import { VALID_OPTIONS, validRecords } from './support/records';
import { startCms, type RunningCms } from './support/strapi-server';

const ok = (answer: Answer, status = 200) => expect(answer.status, JSON.stringify(answer.body)).toBe(status);
const today = todayInJakarta();
const RATE_LIMIT = 40;

type Mail = { to: string; text: string };

describe('booking requests', () => {
  let cms: RunningCms;
  let admin: ApiClient;
  let user: ApiClient;
  let anonymous: ApiClient;
  let records: ReturnType<typeof validRecords>;
  let smtp: SMTPServer;
  const mails: Mail[] = [];
  let refuseMail = false;
  let homestay: string;
  let pkg: string;
  let product: string;
  /** Each test's requests come from an address of their own, so the limit per address is the rate-limit test's alone. */
  let address = 1;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${address}` });

  const book = (body: Record<string, unknown>, headers = from()) => anonymous.post('/booking', { name: 'Budi Santoso', phone: '0812-3456-7890', ...body }, headers);
  const stay = (fields: Record<string, unknown> = {}) => book({ type: 'homestay', item_id: homestay, check_in: addDays(today, 10), nights: 2, rooms: 1, guests: 2, ...fields });
  const created = async (answer: Promise<Answer>) => {
    const done = await answer;
    ok(done, 201);
    return done.body as { data: BookingRequest; whatsapp: string; status_url: string };
  };
  const count = async () => (await admin.get('/booking/all')).body.total as number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let text = '';
        stream.on('data', (chunk) => (text += chunk));
        stream.on('end', () => {
          if (refuseMail) return callback(new Error('kotak surat penuh'));
          mails.push({ to: session.envelope.rcptTo.map((to) => to.address).join(','), text });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    cms = await startCms({ env: { BOOKING_RATE_LIMIT: String(RATE_LIMIT), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_WEB_URL: 'https://desa.example' } });
    admin = await asAdmin(cms.url);
    user = await asUser(cms.url);
    anonymous = new ApiClient(cms.url);
    for (const option of VALID_OPTIONS) await admin.post('/setting/create', option);
    records = validRecords(await pngBytes());
    ok(await admin.post('/site?_method=PATCH', { name: 'Desa Sukamaju', tagline: 'Desa di kaki gunung', about: 'Sawah.', address: 'Garut', email: 'pengelola@sukamaju.desa.id' }));
    ok(await admin.post('/user/update?_method=PATCH', form({ name: 'Admin Desa', phone: '081299990000', email: 'admin@test.desa' })));
    const homestayForm = records.homestay() as FormData;
    homestayForm.set('host_phone', '0813 1111 2222');
    homestay = (await admin.post('/homestay/create', homestayForm)).body.data.id; // 3 rooms, 2 guests per room, Rp 250.000
    pkg = (await admin.post('/package/create', records.package())).body.data.id; // Rp 150.000, no quota
    product = (await admin.post('/product/create', records.product())).body.data.id; // Rp 15.000, producer without a number
  });
  afterAll(async () => {
    await cms?.stop();
    smtp?.close();
  });

  it('stores a homestay request with a code, and answers the chat link that carries it and the status page', async () => {
    address += 1;
    const { data, whatsapp, status_url } = await created(stay({ note: 'Datang malam.\u0007', locale: 'id' }));
    expect(data.code).toMatch(new RegExp(`^[${BOOKING_CODE.alphabet}]{6}$`));
    expect(data).toMatchObject({ status: 'baru', type: 'homestay', item_id: homestay, item_title: 'Homestay Pak Darto', check_in: addDays(today, 10), nights: 2, rooms: 1, guests: 2, estimate: 500_000, amount: null });
    expect(data).not.toHaveProperty('phone');
    expect(status_url).toMatch(new RegExp(`^/pesanan/${data.code}\\?t=\\d+\\.[0-9a-f]{64}$`));
    // To the host's number, the code first and the status page's address last.
    const message = decodeURIComponent(whatsapp.split('?text=')[1]);
    expect(whatsapp.startsWith('https://wa.me/6281311112222?text=')).toBe(true);
    expect(message.split('\n')[0]).toBe(`Kode pesanan: ${data.code}`);
    expect(message.split('\n').at(-1)).toBe(`Status pesanan: https://desa.example${status_url}`);
    expect(message).toContain(`Check-in: ${formatDateWithDay(addDays(today, 10))}`);
    // The admin reads the guest's number normalised and the note as plain text.
    const stored = (await admin.get(`/booking/${data.code}`)).body.data;
    expect(stored).toMatchObject({ name: 'Budi Santoso', phone: '6281234567890', note: 'Datang malam.' });
    expect(stored.history).toEqual([expect.objectContaining({ by: 'Tamu', from: null, to: 'baru' })]);
    // The village hears of it by mail.
    await expect.poll(() => mails.find((mail) => mail.text.includes(data.code)), { timeout: 5000 }).toBeTruthy();
    expect(mails.find((mail) => mail.text.includes(data.code))!.to).toBe('pengelola@sukamaju.desa.id');
  });

  it("refuses what the forms refuse, in the visitor's language, and stores nothing", async () => {
    address += 1;
    const before = await count();
    const refusals: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ name: '', phone: '12' }, { name: 'Nama wajib diisi!', phone: bookingTexts('id').phoneInvalid }],
      [{ nights: 31 }, { nights: 'Lama menginap harus 1 sampai 30 malam!' }],
      [{ check_in: addDays(today, -1) }, { check_in: 'Tanggal check-in tidak boleh di masa lalu!' }],
      [{ rooms: 4 }, { rooms: 'Jumlah kamar harus antara 1 dan 3!' }],
      [{ rooms: 1, guests: 3 }, { guests: 'Maksimal 2 tamu untuk 1 kamar!' }],
      [{ note: 'x'.repeat(501) }, { note: 'Catatan maksimal 500 karakter!' }],
      [{ item_id: 'tidakada' }, { item_id: 'Yang dipesan tidak ditemukan' }],
      [{ type: 'kamar' }, { type: 'Jenis pesanan harus homestay, package atau product!' }],
      [{ rooms: 9, locale: 'en' }, { rooms: 'The number of rooms must be between 1 and 3.' }],
    ];
    for (const [fields, errors] of refusals) {
      const answer = await stay(fields);
      ok(answer, 400);
      expect(answer.body.message).toBe(API.validationFailed);
      expect(answer.body.errors).toEqual(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])));
    }
    // A product marked Habis; a package visit in the past.
    const soldOut = records.product() as FormData;
    soldOut.set('availability', 'Habis');
    const gone = (await admin.post('/product/create', soldOut)).body.data.id;
    expect((await book({ type: 'product', item_id: gone, quantity: 2 })).body.errors).toEqual({ quantity: ['Produk ini sedang habis.'] });
    expect((await book({ type: 'package', item_id: pkg, date: addDays(today, -2), people: 2 })).body.errors).toEqual({ date: ['Tanggal kunjungan tidak boleh di masa lalu!'] });
    // The honeypot: a robot fills every field.
    const robot = await stay({ website: 'https://spam.example' });
    ok(robot, 400);
    expect(robot.body.errors).toEqual({ website: ['Permintaan tidak dapat diproses.'] });
    expect(await count()).toBe(before);
  });

  it('takes a form post as well as JSON, and a package and a product request', async () => {
    address += 1;
    const posted = await anonymous.post(
      '/booking',
      new URLSearchParams({ type: 'package', item_id: pkg, date: addDays(today, 5), people: '3', name: 'Ana', phone: '+62 857 1234 5678' }).toString(),
      { ...from(), 'content-type': 'application/x-www-form-urlencoded' },
    );
    ok(posted, 201);
    expect(posted.body.data).toMatchObject({ type: 'package', date: addDays(today, 5), people: 3, estimate: 450_000, first_day: addDays(today, 5), last_day: addDays(today, 5) });
    // The product's producer has no number: the chat goes to the village's (the oldest admin's).
    // A guest from abroad on /en: their number in international form, the English title kept.
    ok(await admin.post(`/product/update/${product}?_method=PATCH&locale=en`, { title: 'Tempeh Chips', description: 'Crispy.', unit: 'per pack', producer: 'Mrs Sri' }));
    const order = await created(book({ type: 'product', item_id: product, quantity: 3, locale: 'en', phone: '+44 7911 123456' }));
    expect(order.data).toMatchObject({ quantity: 3, estimate: 45_000, first_day: today, locale: 'en', item_title: 'Tempeh Chips' });
    expect(decodeURIComponent(order.whatsapp)).toContain('*Tempeh Chips*');
    expect((await admin.get(`/booking/${order.data.code}`)).body.data.phone).toBe('447911123456');
    const guestLink = new URL(order.status_url, cms.url);
    expect((await anonymous.get(`/booking/${order.data.code}?t=${guestLink.searchParams.get('t')}`)).body.data.item_title).toBe('Tempeh Chips');
    expect(order.whatsapp.startsWith('https://wa.me/6281299990000?text=')).toBe(true);
    expect(decodeURIComponent(order.whatsapp.split('?text=')[1])).toMatch(/^Booking code: [A-Z0-9]{6}\nHello, I'd like to order this local product:/);
    expect(order.status_url.startsWith(`/en/pesanan/${order.data.code}?t=`)).toBe(true);
  });

  it('answers the guest through the signed link only, without the personal fields', async () => {
    address += 1;
    const { data, status_url } = await created(stay());
    const token = new URL(status_url, 'https://x').searchParams.get('t')!;
    const guest = await anonymous.get(`/booking/${data.code}?t=${token}`);
    ok(guest);
    expect(guest.headers.get('cache-control')).toBe('private, no-store');
    expect(guest.body.data).toMatchObject({ code: data.code, status: 'baru', item_title: 'Homestay Pak Darto' });
    for (const field of ['name', 'phone', 'note', 'history']) expect(guest.body.data).not.toHaveProperty(field);
    expect(guest.body.data.whatsapp).toContain(encodeURIComponent(`Kode pesanan: ${data.code}`));
    const other = (await created(stay())).data.code;
    const tampered = token.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    for (const path of [`/booking/${other}?t=${token}`, `/booking/${data.code}?t=${tampered}`, `/booking/${data.code}?t=1.${'0'.repeat(64)}`, `/booking/${data.code}?t=`]) {
      const refused = await anonymous.get(path);
      expect(refused.status, path).toBe(404);
      expect(refused.body).toEqual({ message: 'Pesanan tidak ditemukan' });
    }
    expect((await anonymous.get(`/booking/${data.code}`)).status).toBe(401);
    expect((await user.get(`/booking/${data.code}`)).status).toBe(403);
    // The request log keeps the visit, not the link's capability.
    expect(cms.logs()).toContain(`GET /api/v1/booking/${data.code}?t=… (`);
    expect(cms.logs()).not.toContain(token);
    expect(cms.logs()).not.toContain(tampered);
  });

  it('confirms, declines, completes and cancels only as the statuses allow, with the history and the log', async () => {
    address += 1;
    const first = (await created(stay({ check_in: today, nights: 1 }))).data;
    // Rupiah exactly as typed: digits, with or without thousands dots; anything else is the field's message.
    for (const amount of [-5, '-5', '1,5', '45.00', '1.5', true, [5], '4 50', 1.5]) {
      const refused = await admin.post(`/booking/${first.code}/confirm`, { amount });
      expect([amount, refused.status, refused.body.errors]).toEqual([amount, 400, { amount: ['Jumlah harus berupa angka bulat rupiah, 0 atau lebih!'] }]);
    }
    const confirmed = await admin.post(`/booking/${first.code}/confirm`, {});
    ok(confirmed);
    expect(confirmed.body).toMatchObject({ message: 'Pesanan dikonfirmasi.', data: { status: 'dikonfirmasi', amount: 250_000 } });
    expect(typeof confirmed.body.data.amount).toBe('number');
    const again = await admin.post(`/booking/${first.code}/decline`, { reason: 'Penuh' });
    ok(again, 409);
    expect(again.body).toEqual({ message: 'Pesanan berstatus Dikonfirmasi tidak bisa ditolak.' });
    ok(await admin.post(`/booking/${first.code}/complete`));
    ok(await admin.post(`/booking/${first.code}/cancel`, { reason: 'x' }), 409);

    const later = (await created(stay({ check_in: addDays(today, 3) }))).data;
    expect((await admin.post(`/booking/${later.code}/confirm`, { amount: '480.000' })).body.data.amount).toBe(480_000);
    const early = await admin.post(`/booking/${later.code}/complete`);
    ok(early, 409);
    expect(early.body.message).toBe(`Pesanan baru bisa diselesaikan mulai ${formatDateWithDay(addDays(today, 3))}.`);
    expect((await admin.post(`/booking/${later.code}/cancel`, {})).body.errors).toEqual({ reason: ['Alasan wajib diisi!'] });
    const cancelled = await admin.post(`/booking/${later.code}/cancel`, { reason: 'Tamu berhalangan' });
    ok(cancelled);
    expect(cancelled.body.data.history.map((entry: { to: string; by: string; reason: string | null }) => [entry.to, entry.by, entry.reason])).toEqual([
      ['baru', 'Tamu', null],
      ['dikonfirmasi', 'Admin Desa', null],
      ['batal', 'Admin Desa', 'Tamu berhalangan'],
    ]);
    const declined = (await created(stay())).data;
    ok(await admin.post(`/booking/${declined.code}/decline`, { reason: 'Sedang renovasi' }));
    ok(await admin.post(`/booking/NOPE22/confirm`), 404);

    const log = (await admin.get('/activity?type=booking')).body.data as Array<{ action: string; record_id: string }>;
    expect(log.filter((entry) => entry.record_id === later.code).map((entry) => entry.action)).toEqual(['booking_cancel', 'booking_confirm']);
    expect(log.some((entry) => entry.record_id === declined.code && entry.action === 'booking_decline')).toBe(true);
  });

  it('undoes the last move only, within its minutes: the status before it, both entries kept, the amount of an undone confirmation forgotten (every sequence of moves)', async () => {
    address += 1;
    const roomy = records.homestay() as FormData;
    roomy.set('rooms', '50');
    const many = (await admin.post('/homestay/create', roomy)).body.data.id as string;
    const steps = fc.array(fc.constantFrom<RequestMove | 'undo'>('confirm', 'decline', 'complete', 'cancel', 'undo'), { minLength: 1, maxLength: 7 });
    await fc.assert(
      fc.asyncProperty(steps, async (sequence) => {
        address += 1;
        const { code } = (await created(book({ type: 'homestay', item_id: many, check_in: today, nights: 1, rooms: 1, guests: 1 }))).data;
        // The model: the status, and the one an undo returns to (null: nothing to undo).
        let status: RequestStatus = 'baru';
        let back: RequestStatus | null = null;
        let entries = 1;
        let priced = false; // an amount is set by a confirmation, and forgotten when it is undone
        for (const step of sequence) {
          const answer = await admin.post(`/booking/${code}/${step}`, { reason: 'Alasan' });
          const allowed = step === 'undo' ? back !== null : REQUEST_MOVES[step].from === status;
          expect([step, answer.status], JSON.stringify(answer.body)).toEqual([step, allowed ? 200 : 409]);
          if (!allowed) continue;
          entries += 1;
          if (step === 'undo') {
            if (status === 'dikonfirmasi' && back === 'baru') priced = false;
            [status, back] = [back!, null];
          } else {
            if (step === 'confirm') priced = true;
            [back, status] = [status, REQUEST_MOVES[step].to];
          }
          expect(answer.body.data).toMatchObject({ status });
          if (step === 'undo') expect(answer.body.message).toBe(`Langkah terakhir diurungkan: pesanan kembali ${REQUEST_STATUS_LABELS.id[status]}.`);
        }
        const stored = (await admin.get(`/booking/${code}`)).body.data as BookingRequest;
        expect(stored.status).toBe(status);
        expect(stored.history).toHaveLength(entries);
        // One chain: each entry starts where the one before it ended.
        stored.history.slice(1).forEach((entry, index) => expect(entry.from).toBe(stored.history[index].to));
        expect(stored.amount !== null).toBe(priced);
      }),
      { numRuns: 12, seed: 52 },
    );
    const log = (await admin.get('/activity?type=booking')).body.data as Array<{ action: string }>;
    expect(log.some((entry) => entry.action === 'booking_undo')).toBe(true);
  });

  it('checks the rooms again when an undo makes a request hold them, and keeps a completion the guest reviewed', async () => {
    address += 1;
    const night = addDays(today, 40);
    const whole = (await created(stay({ check_in: night, nights: 1, rooms: 3, guests: 6 }))).data;
    ok(await admin.post(`/booking/${whole.code}/confirm`, {}));
    ok(await admin.post(`/booking/${whole.code}/cancel`, { reason: 'Tamu berhalangan' }));
    const other = (await created(stay({ check_in: night, nights: 1 }))).data;
    ok(await admin.post(`/booking/${other.code}/confirm`, {}));
    const refused = await admin.post(`/booking/${whole.code}/undo`);
    ok(refused, 409);
    expect(refused.body.message).toBe(`Hanya tersisa 2 kamar pada ${formatDateWithDay(night)}`);
    expect((await admin.get(`/booking/${whole.code}`)).body.data.status).toBe('batal');
    ok(await admin.post(`/booking/${other.code}/undo`));
    ok(await admin.post(`/booking/${whole.code}/undo`));
    expect((await admin.get(`/booking/${whole.code}`)).body.data.status).toBe('dikonfirmasi');
    // Nothing to undo: a request as the guest sent it, an undo itself.
    ok(await admin.post(`/booking/${whole.code}/undo`), 409);
    expect((await admin.post(`/booking/${other.code}/undo`)).body.message).toBe('Tidak ada langkah yang bisa diurungkan: hanya langkah terakhir, paling lama 10 menit setelahnya.');

    const stayed = (await created(stay({ check_in: today, nights: 1 }))).data;
    ok(await admin.post(`/booking/${stayed.code}/confirm`, {}));
    ok(await admin.post(`/booking/${stayed.code}/complete`));
    const t = new URL((await admin.post(`/booking/${stayed.code}/review-link`)).body.url, cms.url).searchParams.get('t');
    ok(await anonymous.post('/review', { code: stayed.code, t, rating: 5, text: 'Tempatnya bersih dan tenang sekali.', name: 'Budi' }, from()), 201);
    const reviewed = await admin.post(`/booking/${stayed.code}/undo`);
    ok(reviewed, 409);
    expect(reviewed.body.message).toBe('Tamu sudah mengirim ulasan untuk pesanan ini: selesainya tidak bisa diurungkan.');
    ok(await user.post(`/booking/${stayed.code}/undo`), 403);
  });

  it('counts rooms left per night after confirmations, and refuses a full night when asked and when confirmed', async () => {
    address += 1;
    const night = addDays(today, 20);
    const range = `from=${addDays(night, -1)}&to=${addDays(night, 2)}`;
    const left = async () => (await anonymous.get(`/homestay/${homestay}/availability?${range}`)).body.data.map((day: { left: number }) => day.left);
    expect(await left()).toEqual([3, 3, 3, 3]);
    const two = (await created(stay({ check_in: night, nights: 2, rooms: 2, guests: 4 }))).data;
    expect(await left()).toEqual([3, 3, 3, 3]); // a request holds nothing until it is confirmed
    ok(await admin.post(`/booking/${two.code}/confirm`, {}));
    expect(await left()).toEqual([3, 1, 1, 3]);
    // Two requests for the last room: both are taken, the second confirmation is refused.
    const [a, b] = [(await created(stay({ check_in: night, nights: 1 }))).data, (await created(stay({ check_in: addDays(night, 1), nights: 1 }))).data];
    ok(await admin.post(`/booking/${a.code}/confirm`, {}));
    ok(await admin.post(`/booking/${b.code}/confirm`, {}));
    expect(await left()).toEqual([3, 0, 0, 3]);
    const third = await created(stay({ check_in: addDays(night, 2), nights: 1 }));
    ok(await admin.post(`/booking/${third.data.code}/confirm`, {}));
    const late = await stay({ check_in: addDays(night, 1), nights: 1 });
    ok(late, 400);
    expect(late.body.errors).toEqual({ check_in: [`Kamar penuh pada ${formatDateWithDay(addDays(night, 1))}`] });
    expect(await left()).toEqual([3, 0, 0, 2]);
    ok(await admin.post(`/booking/${b.code}/cancel`, { reason: 'Batal' }));
    expect(await left()).toEqual([3, 0, 1, 2]);
    // Asked before the night filled up, confirmed after: 409, nothing changes.
    const waiting = (await created(stay({ check_in: addDays(night, 1), nights: 1 }))).data;
    const filler = (await created(stay({ check_in: addDays(night, 1), nights: 1 }))).data;
    ok(await admin.post(`/booking/${filler.code}/confirm`, {}));
    const refused = await admin.post(`/booking/${waiting.code}/confirm`, {});
    ok(refused, 409);
    expect(refused.body.message).toBe(`Kamar penuh pada ${formatDateWithDay(addDays(night, 1))}`);
    expect((await admin.get(`/booking/${waiting.code}`)).body.data.status).toBe('baru');
    // The range's rules.
    for (const query of ['', 'from=2026-1-1&to=2026-01-02', `from=${night}&to=${addDays(night, 120)}`, `from=${night}&to=${addDays(night, -1)}`]) {
      const answer = await anonymous.get(`/homestay/${homestay}/availability?${query}`);
      ok(answer, 400);
    }
    ok(await anonymous.get(`/homestay/${homestay}/availability?from=${night}&to=${addDays(night, 119)}`));
    ok(await anonymous.get(`/homestay/tidakada/availability?${range}`), 404);
  });

  it('counts the rooms of an item off the site too: a draft, one in the trash, and refuses to confirm for one that is gone', async () => {
    address += 1;
    const night = addDays(today, 30);
    const oneRoom = async () => {
      const body = records.homestay() as FormData;
      body.set('rooms', '1');
      body.set('title', `Pondok Satu Kamar ${address}-${Math.random().toString(36).slice(2, 6)}`);
      return (await admin.post('/homestay/create', body)).body.data.id as string;
    };
    const twoGuests = async (id: string) => [
      (await created(book({ type: 'homestay', item_id: id, check_in: night, nights: 1, guests: 1 }))).data.code,
      (await created(book({ type: 'homestay', item_id: id, check_in: night, nights: 1, guests: 1 }))).data.code,
    ];
    const full = `Kamar penuh pada ${formatDateWithDay(night)}`;

    // Taken off the site for an edit: its draft's one room is still one room.
    const draft = await oneRoom();
    const [first, second] = await twoGuests(draft);
    ok(await admin.post(`/homestay/unpublish/${draft}`, {}));
    ok(await admin.post(`/booking/${first}/confirm`, {}));
    const twice = await admin.post(`/booking/${second}/confirm`, {});
    ok(twice, 409);
    expect(twice.body.message).toBe(full);

    // In the trash: its snapshot's rooms count; once purged, a request can be declined, not confirmed.
    const trashed = await oneRoom();
    const [kept, extra, third] = [...(await twoGuests(trashed)), (await created(book({ type: 'homestay', item_id: trashed, check_in: addDays(night, 1), nights: 1, guests: 1 }))).data.code];
    ok(await admin.delete(`/homestay/delete/${trashed}`));
    ok(await admin.post(`/booking/${kept}/confirm`, {}));
    expect((await admin.post(`/booking/${extra}/confirm`, {})).body.message).toBe(full);
    ok(await admin.delete(`/trash/homestay/${trashed}`));
    const gone = await admin.post(`/booking/${third}/confirm`, {});
    ok(gone, 409);
    expect(gone.body.message).toBe('Yang dipesan sudah tidak ada: permintaan ini hanya bisa ditolak atau dibatalkan.');
    expect((await admin.get(`/booking/${third}`)).body.data.status).toBe('baru');
    ok(await admin.post(`/booking/${third}/decline`, { reason: 'Penginapan sudah tidak ada' }));
  });

  it("keeps a package's quota off the legacy record, and counts its places per day", async () => {
    address += 1;
    const day = addDays(today, 7);
    expect(Object.keys((await anonymous.get(`/package/${pkg}`)).body)).not.toContain('quota');
    expect((await anonymous.get(`/package/${pkg}/availability?from=${day}&to=${day}`)).body).toEqual({ data: [{ date: day, left: null }], quota: null });
    ok(await admin.post(`/package/update/${pkg}?_method=PATCH`, { quota: '5' }));
    expect((await admin.get(`/package/${pkg}?status=all`)).body.quota).toBe(5);
    expect(Object.keys((await anonymous.get(`/package/${pkg}`)).body)).not.toContain('quota');
    ok(await admin.post(`/package/update/${pkg}?_method=PATCH`, { quota: '0' }), 400);
    const visit = (await created(book({ type: 'package', item_id: pkg, date: day, people: 4 }))).data;
    ok(await admin.post(`/booking/${visit.code}/confirm`, {}));
    expect((await anonymous.get(`/package/${pkg}/availability?from=${day}&to=${day}`)).body.data).toEqual([{ date: day, left: 1 }]);
    expect((await book({ type: 'package', item_id: pkg, date: day, people: 2 })).body.errors).toEqual({ people: [`Hanya tersisa 1 tempat pada ${formatDateWithDay(day)}`] });
  });

  it('lists the inbox newest first with counts per status, filtered, and refuses a bad filter', async () => {
    const all = await admin.get('/booking/all?limit=5');
    ok(all);
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    expect(all.body).toMatchObject({ current_page: 1, per_page: 5 });
    const times = all.body.data.map((request: BookingRequest) => request.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const { counts, total } = all.body;
    expect(Object.values(counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(total);
    const open = await admin.get('/booking/all?status=baru,dikonfirmasi&type=homestay');
    expect(open.body.data.every((request: BookingRequest) => ['baru', 'dikonfirmasi'].includes(request.status) && request.type === 'homestay')).toBe(true);
    expect(open.body.total).toBe(open.body.counts.baru + open.body.counts.dikonfirmasi);
    expect((await admin.get(`/booking/all?item=${pkg}`)).body.data.every((request: BookingRequest) => request.item_id === pkg)).toBe(true);
    for (const query of ['status=lunas', 'type=kamar', 'from=kemarin', 'item=../x', 'urut=1']) ok(await admin.get(`/booking/all?${query}`), 400);
  });

  it('never loses a request to a mail that fails', async () => {
    address += 1;
    refuseMail = true;
    const { data } = await created(stay());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await admin.get(`/booking/${data.code}`)).body.data.status).toBe('baru');
    refuseMail = false;
  });

  it('limits the posts of one address per hour, in the sign-in limit’s words', async () => {
    address += 1;
    const before = await count();
    const answers: number[] = [];
    for (let attempt = 0; attempt < RATE_LIMIT; attempt += 1) answers.push((await stay({ website: 'x' })).status);
    expect(answers.every((status) => status === 400)).toBe(true);
    const over = await stay();
    ok(over, 429);
    expect(over.body.message).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\.$/);
    expect(await count()).toBe(before);
    // Another address is not held back.
    address += 1;
    ok(await stay(), 201);
  });
});
