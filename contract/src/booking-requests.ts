// Booking requests (issue 38): what a booking or order form stores before it opens WhatsApp, the
// statuses the village moves it through, its code, the messages of its calls and the chat texts
// that carry the code. The form's own rules (dates, rooms, guests, name, number) are `booking.ts`.
import { bookingTexts, type WhatsAppTarget } from './booking.js';
import { addDays } from './days.js';
import { formatDate, formatDateWithDay, formatRupiah } from './format.js';
import type { Locale } from './locale.js';
import type { GuestPayment, Payment, PaymentState } from './payments.js';
import { PRIVATE_SECTIONS, localizedPath } from './web.js';

export const REQUEST_TYPES = ['homestay', 'package', 'product'] as const satisfies readonly WhatsAppTarget[];
export type RequestType = (typeof REQUEST_TYPES)[number];

export function isRequestType(value: unknown): value is RequestType {
  return typeof value === 'string' && (REQUEST_TYPES as readonly string[]).includes(value);
}

export const REQUEST_STATUSES = ['baru', 'dikonfirmasi', 'selesai', 'ditolak', 'batal'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

export const REQUEST_STATUS_LABELS: Record<Locale, Record<RequestStatus, string>> = {
  id: { baru: 'Baru', dikonfirmasi: 'Dikonfirmasi', selesai: 'Selesai', ditolak: 'Ditolak', batal: 'Batal' },
  en: { baru: 'New', dikonfirmasi: 'Confirmed', selesai: 'Completed', ditolak: 'Declined', batal: 'Cancelled' },
};

/** A confirmed or completed request holds its rooms (or places) for its days. */
export const HOLDING_STATUSES = ['dikonfirmasi', 'selesai'] as const satisfies readonly RequestStatus[];

/** The only moves a request makes; `reason`: the move asks why (the guest reads it). */
export const REQUEST_MOVES = {
  confirm: { from: 'baru', to: 'dikonfirmasi', reason: false, verb: 'dikonfirmasi' },
  decline: { from: 'baru', to: 'ditolak', reason: true, verb: 'ditolak' },
  complete: { from: 'dikonfirmasi', to: 'selesai', reason: false, verb: 'diselesaikan' },
  cancel: { from: 'dikonfirmasi', to: 'batal', reason: true, verb: 'dibatalkan' },
} as const satisfies Record<string, { from: RequestStatus; to: RequestStatus; reason: boolean; verb: string }>;
export type RequestMove = keyof typeof REQUEST_MOVES;
export const REQUEST_MOVE_NAMES = Object.keys(REQUEST_MOVES) as RequestMove[];
/** A move can be taken back (`POST /booking/{code}/undo`) for this long after it was made. */
export const REQUEST_UNDO_MINUTES = 10;

/** Six characters without look-alikes (no 0/O, 1/I/L): easy to read out over the phone. */
export const BOOKING_CODE = { alphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ', length: 6 } as const;

export function isBookingCode(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^[${BOOKING_CODE.alphabet}]{${BOOKING_CODE.length}}$`).test(value);
}

export const MAX_REASON = 300;
/** The longest range `GET …/availability` answers. */
export const AVAILABILITY_MAX_DAYS = 120;
/** The days the public calendar shows. */
export const CALENDAR_DAYS = 60;
/** The guest's status link works until this many days after the stay's last day. */
export const STATUS_LINK_DAYS_AFTER_STAY = 30;
/** A guest's name, number and note are erased this many days after the stay; the rest stays for the reports. */
export const PERSONAL_DATA_DAYS = 365;
/** The status page's token parameter: `/pesanan/K7Q4PX?t=…`. */
export const STATUS_TOKEN_PARAM = 't';
/** On the status page right after the form (`…?t=…&baru=1`): the confirmation "Permintaan tersimpan". */
export const NEW_REQUEST_PARAM = 'baru';
/** The guest's status page: `/pesanan/K7Q4PX?t=…` (`/en/pesanan/…`). */
export function bookingStatusPath(code: string, token: string, locale: Locale): string {
  return localizedPath(`/${PRIVATE_SECTIONS.bookingStatus}/${code}?${STATUS_TOKEN_PARAM}=${token}`, locale);
}

/** `undo`: the entry takes the one before it back (the request returned to `to`). */
export type RequestHistoryEntry = { at: string; by: string; from: RequestStatus | null; to: RequestStatus; reason: string | null; undo?: true };

/**
 * Until when the request's last move can be undone (ISO), or null: a move by the village (not the
 * guest's request itself, not an undo) made less than REQUEST_UNDO_MINUTES before `now`.
 */
export function undoDeadline(request: Pick<BookingRequest, 'status' | 'history'>, now: Date): string | null {
  const last = request.history.at(-1);
  if (!last || last.from === null || last.undo || last.to !== request.status) return null;
  const deadline = Date.parse(last.at) + REQUEST_UNDO_MINUTES * 60_000;
  return Number.isFinite(deadline) && deadline > now.getTime() ? new Date(deadline).toISOString() : null;
}

/** A request on the wire. `name`, `phone` and `note` are the admins' only (null once erased). */
export type BookingRequest = {
  code: string;
  type: RequestType;
  item_id: string;
  item_title: string;
  check_in: string | null;
  nights: number | null;
  rooms: number | null;
  guests: number | null;
  date: string | null;
  people: number | null;
  quantity: number | null;
  /** The stay's (visit's, order's) first and last day, WIB. */
  first_day: string;
  last_day: string;
  name: string | null;
  phone: string | null;
  note: string | null;
  locale: Locale;
  status: RequestStatus;
  /** The price at the time × rooms × nights (people, quantity). */
  estimate: number;
  /** Set on confirmation. */
  amount: number | null;
  /** Set on confirmation (issue 54): the deposit asked (whole rupiah of `amount` × the village's percentage) and by when. */
  deposit_due: number | null;
  pay_by: string | null;
  created_at: string;
  history: RequestHistoryEntry[];
  /** Its payments and refunds, oldest first, and what they add up to (no state before confirmation). */
  payments: Payment[];
  paid: number;
  payment_status: PaymentState | null;
  /** Confirmed, past `pay_by`, and the deposit not received: "Lewat batas bayar". */
  payment_overdue: boolean;
};

/** What the guest's own link reads: the request without the personal fields, and where its money stands. */
export type GuestRequestView = Omit<BookingRequest, 'name' | 'phone' | 'note' | 'history' | 'payments' | 'paid' | 'payment_status' | 'payment_overdue'> & {
  whatsapp: string | null;
  payment: GuestPayment | null;
};

export type RequestCounts = Record<RequestStatus, number>;

/** Messages of the requests' calls, in the visitor's language where the visitor reads them. */
const TEXTS = {
  id: {
    created: 'Permintaan pesanan tersimpan. Lanjutkan di WhatsApp.',
    typeInvalid: 'Jenis pesanan harus homestay, package atau product!',
    itemNotFound: 'Yang dipesan tidak ditemukan',
    roomsFull: (day: string) => `Kamar penuh pada ${day}`,
    roomsLeft: (day: string, left: number) => `Hanya tersisa ${left} kamar pada ${day}`,
    placesFull: (day: string) => `Kuota paket penuh pada ${day}`,
    placesLeft: (day: string, left: number) => `Hanya tersisa ${left} tempat pada ${day}`,
    soldOut: 'Produk ini sedang habis.',
    refused: 'Permintaan tidak dapat diproses.',
  },
  en: {
    created: 'Your request is saved. Continue on WhatsApp.',
    typeInvalid: 'The type must be homestay, package or product.',
    itemNotFound: 'What you are booking could not be found.',
    roomsFull: (day: string) => `No rooms left on ${day}`,
    roomsLeft: (day: string, left: number) => `Only ${left} ${left === 1 ? 'room' : 'rooms'} left on ${day}`,
    placesFull: (day: string) => `No places left on ${day}`,
    placesLeft: (day: string, left: number) => `Only ${left} ${left === 1 ? 'place' : 'places'} left on ${day}`,
    soldOut: 'This product is sold out.',
    refused: 'The request could not be processed.',
  },
};

export function requestTexts(locale: Locale) {
  return TEXTS[locale];
}

/** The admins' messages (always Indonesian). */
export const BOOKING_REQUEST = {
  notFound: 'Pesanan tidak ditemukan',
  moved: {
    confirm: 'Pesanan dikonfirmasi.',
    decline: 'Pesanan ditolak.',
    complete: 'Pesanan ditandai selesai.',
    cancel: 'Pesanan dibatalkan.',
  } satisfies Record<RequestMove, string>,
  wrongMove: (status: RequestStatus, move: RequestMove) => `Pesanan berstatus ${REQUEST_STATUS_LABELS.id[status]} tidak bisa ${REQUEST_MOVES[move].verb}.`,
  completeTooEarly: (day: string) => `Pesanan baru bisa diselesaikan mulai ${formatDateWithDay(day)}.`,
  reasonRequired: 'Alasan wajib diisi!',
  reasonMax: `Alasan maksimal ${MAX_REASON} karakter!`,
  amountInvalid: 'Jumlah harus berupa angka bulat rupiah, 0 atau lebih!',
  itemGone: 'Yang dipesan sudah tidak ada: permintaan ini hanya bisa ditolak atau dibatalkan.',
  undone: (status: RequestStatus) => `Langkah terakhir diurungkan: pesanan kembali ${REQUEST_STATUS_LABELS.id[status]}.`,
  nothingToUndo: `Tidak ada langkah yang bisa diurungkan: hanya langkah terakhir, paling lama ${REQUEST_UNDO_MINUTES} menit setelahnya.`,
  undoReviewed: 'Tamu sudah mengirim ulasan untuk pesanan ini: selesainya tidak bisa diurungkan.',
  undoPaid: 'Sudah ada pembayaran pada pesanan ini: konfirmasinya tidak bisa diurungkan.',
  undoLabel: 'Urungkan',
  undoneMark: 'diurungkan',
  filterInvalid: 'Filter tidak valid',
  rangeInvalid: `Rentang tanggal tidak valid: from dan to berformat YYYY-MM-DD, paling banyak ${AVAILABILITY_MAX_DAYS} hari.`,
  mailSubject: (code: string, title: string) => `Pesanan baru ${code}: ${title}`,
} as const;

type Described = Pick<BookingRequest, 'type' | 'item_title' | 'check_in' | 'nights' | 'rooms' | 'guests' | 'date' | 'people' | 'quantity' | 'estimate'>;

/** The lines that say what was asked for: dates, rooms, people or quantity, and the estimate. */
export function requestLines(request: Described, locale: Locale): string[] {
  const words = bookingTexts(locale);
  const estimate = `${words.estimate}: ${formatRupiah(request.estimate, locale)}`;
  if (request.type === 'homestay' && request.check_in && request.nights) {
    return [
      `${words.checkIn}: ${formatDateWithDay(request.check_in, locale)}`,
      `${words.checkOut}: ${formatDateWithDay(addDays(request.check_in, request.nights), locale)}`,
      `${words.stay}: ${words.nights(request.nights)} · ${words.rooms(request.rooms ?? 1)}`,
      `${words.guests}: ${words.people(request.guests ?? 1)}`,
      estimate,
    ];
  }
  if (request.type === 'package' && request.date) {
    return [`${words.visitDate}: ${formatDateWithDay(request.date, locale)}`, `${words.party}: ${words.people(request.people ?? 1)}`, estimate];
  }
  return [`${words.quantity}: ${request.quantity ?? 1}`, `${words.total}: ${formatRupiah(request.estimate, locale)}`];
}

/** The chat message a stored request opens WhatsApp with: the code first, the status page's address last. */
export function requestMessage(request: Described & Pick<BookingRequest, 'code' | 'name' | 'note'>, statusUrl: string, locale: Locale): string {
  const words = bookingTexts(locale);
  const greeting = { homestay: words.bookingGreeting, package: words.visitGreeting, product: words.orderGreeting }[request.type];
  return [
    `${words.code}: ${request.code}`,
    greeting,
    '',
    `*${request.item_title}*`,
    ...requestLines(request, locale),
    ...(request.name ? [`${words.name}: ${request.name}`] : []),
    ...(request.note ? [`${words.note}: ${request.note}`] : []),
    '',
    `${words.statusPage}: ${statusUrl}`,
  ].join('\n');
}

const REPLIES = {
  id: {
    confirm: (title: string, amount: string) => `Pesanan Anda untuk *${title}* sudah kami konfirmasi. Total: ${amount}. Terima kasih, sampai jumpa di desa!`,
    decline: (title: string, reason: string) => `Mohon maaf, pesanan Anda untuk *${title}* belum bisa kami terima: ${reason}. Terima kasih atas pengertiannya.`,
    cancel: (title: string, reason: string) => `Mohon maaf, pesanan Anda untuk *${title}* kami batalkan: ${reason}. Terima kasih atas pengertiannya.`,
    greeting: (name: string) => `Halo ${name},`,
  },
  en: {
    confirm: (title: string, amount: string) => `Your booking for *${title}* is confirmed. Total: ${amount}. Thank you, see you in the village!`,
    decline: (title: string, reason: string) => `We are sorry, we cannot accept your booking for *${title}*: ${reason}. Thank you for understanding.`,
    cancel: (title: string, reason: string) => `We are sorry, your booking for *${title}* has been cancelled: ${reason}. Thank you for understanding.`,
    greeting: (name: string) => `Hello ${name},`,
  },
};

/** The admin's prefilled reply to the guest, in the guest's language: the confirmation with its amount, or a polite decline with its reason. */
export function replyMessage(request: Pick<BookingRequest, 'code' | 'item_title' | 'name' | 'locale' | 'status' | 'amount' | 'estimate' | 'history'>): string {
  const words = REPLIES[request.locale];
  const reason = request.history.at(-1)?.reason ?? '';
  const body =
    request.status === 'ditolak'
      ? words.decline(request.item_title, reason)
      : request.status === 'batal'
      ? words.cancel(request.item_title, reason)
      : words.confirm(request.item_title, formatRupiah(request.amount ?? request.estimate, request.locale));
  return [words.greeting(request.name ?? ''), '', body, '', `${bookingTexts(request.locale).code}: ${request.code}`].join('\n');
}

/** "Desember 2026": the month a stay falls in, for cards and reviews. */
export function stayMonth(day: string, locale: Locale = 'id'): string {
  return formatDate(day, locale).replace(/^\d{1,2}\s/, '');
}
