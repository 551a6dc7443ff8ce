// Booking a homestay and ordering a village product through WhatsApp: the forms' rules and
// messages, the nights and totals, and the prefilled chat message, in the visitor's language.
// Without zod: the public pages' small script runs these very functions in the browser (the
// live total, the link), and the page's action runs them on the server (without JavaScript).
// Exported on its own, as `@desa/contract/booking`, so the script does not ship the rest.
import { DAYS, addDays, isDay, nightsBetween } from './days.js';
import { formatDateWithDay, formatRupiah, todayInJakarta, whatsappLink } from './format.js';
import { mobileNumber } from './phones.js';
import type { Locale } from './locale.js';

export { isDay, nightsBetween } from './days.js';

/** The longest stay the booking form takes: longer stays are arranged in the chat. */
export const MAX_NIGHTS = 30;
export const MAX_ORDER_QUANTITY = 99;
/** The largest group one package request takes: larger groups are arranged in the chat. */
export const MAX_PARTY = 50;
export const MAX_NAME = 100;
export const MAX_NOTE = 500;

const TEXTS = {
  id: {
    checkInRequired: 'Tanggal check-in wajib diisi!',
    checkOutRequired: 'Tanggal check-out wajib diisi!',
    dateInvalid: 'Tanggal tidak valid',
    checkInPast: 'Tanggal check-in tidak boleh di masa lalu!',
    tooFarAhead: `Tanggal paling jauh ${DAYS.aheadDays} hari dari hari ini`,
    checkOutAfter: 'Tanggal check-out harus setelah tanggal check-in!',
    tooLong: `Lama menginap maksimal ${MAX_NIGHTS} malam!`,
    guestsRequired: 'Jumlah tamu wajib diisi!',
    guestsInvalid: 'Jumlah tamu harus berupa angka bulat!',
    guestsRange: (capacity: number) => `Jumlah tamu harus antara 1 dan ${capacity} orang!`,
    quantityRequired: 'Jumlah wajib diisi!',
    quantityInvalid: 'Jumlah harus berupa angka bulat!',
    quantityRange: `Jumlah harus antara 1 dan ${MAX_ORDER_QUANTITY}!`,
    nightsInvalid: `Lama menginap harus 1 sampai ${MAX_NIGHTS} malam!`,
    roomsInvalid: 'Jumlah kamar harus berupa angka bulat!',
    roomsRange: (rooms: number) => `Jumlah kamar harus antara 1 dan ${rooms}!`,
    guestsForRooms: (guests: number, rooms: number) => `Maksimal ${guests} tamu untuk ${rooms} kamar!`,
    dateRequired: 'Tanggal kunjungan wajib diisi!',
    datePast: 'Tanggal kunjungan tidak boleh di masa lalu!',
    peopleRequired: 'Jumlah peserta wajib diisi!',
    peopleRange: `Jumlah peserta harus antara 1 dan ${MAX_PARTY} orang!`,
    nameRequired: 'Nama wajib diisi!',
    nameMax: `Nama maksimal ${MAX_NAME} karakter!`,
    phoneRequired: 'Nomor WhatsApp wajib diisi!',
    phoneInvalid: 'Nomor WhatsApp tidak valid. Nomor luar negeri: tulis dengan kode negara, mis. +44 7911 123456',
    noteMax: `Catatan maksimal ${MAX_NOTE} karakter!`,
    bookingGreeting: 'Halo, saya ingin memesan penginapan berikut:',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    stay: 'Lama menginap',
    nights: (nights: number) => `${nights} malam`,
    guests: 'Jumlah tamu',
    people: (guests: number) => `${guests} orang`,
    estimate: 'Perkiraan total',
    rooms: (rooms: number) => `${rooms} kamar`,
    bookingQuestion: 'Apakah kamar masih tersedia? Terima kasih.',
    pickDates: 'Pilih tanggal dan jumlah tamu untuk melihat perkiraan total.',
    fixDates: 'Perbaiki tanggal atau jumlah tamu yang ditandai merah untuk melihat perkiraan total.',
    orderGreeting: 'Halo, saya ingin memesan produk desa berikut:',
    price: 'Harga',
    quantity: 'Jumlah',
    total: 'Total',
    orderQuestion: 'Apakah produk ini masih tersedia? Terima kasih.',
    code: 'Kode pesanan',
    visitGreeting: 'Halo, saya ingin memesan paket wisata berikut:',
    visitDate: 'Tanggal kunjungan',
    party: 'Jumlah peserta',
    name: 'Nama',
    note: 'Catatan',
    statusPage: 'Status pesanan',
    pickVisit: 'Pilih tanggal dan jumlah peserta untuk melihat perkiraan total.',
    fixVisit: 'Perbaiki tanggal atau jumlah peserta yang ditandai merah untuk melihat perkiraan total.',
  },
  en: {
    checkInRequired: 'Please choose a check-in date.',
    checkOutRequired: 'Please choose a check-out date.',
    dateInvalid: 'That date is not valid.',
    checkInPast: 'The check-in date cannot be in the past.',
    tooFarAhead: `The date can be at most ${DAYS.aheadDays} days from today.`,
    checkOutAfter: 'The check-out date must be after the check-in date.',
    tooLong: `Stays can be at most ${MAX_NIGHTS} nights.`,
    guestsRequired: 'Please enter the number of guests.',
    guestsInvalid: 'The number of guests must be a whole number.',
    guestsRange: (capacity: number) => `The number of guests must be between 1 and ${capacity}.`,
    quantityRequired: 'Please enter a quantity.',
    quantityInvalid: 'The quantity must be a whole number.',
    quantityRange: `The quantity must be between 1 and ${MAX_ORDER_QUANTITY}.`,
    nightsInvalid: `A stay must be 1 to ${MAX_NIGHTS} nights.`,
    roomsInvalid: 'The number of rooms must be a whole number.',
    roomsRange: (rooms: number) => `The number of rooms must be between 1 and ${rooms}.`,
    guestsForRooms: (guests: number, rooms: number) => `At most ${guests} guests for ${rooms} ${rooms === 1 ? 'room' : 'rooms'}.`,
    dateRequired: 'Please choose the date of your visit.',
    datePast: 'The date of your visit cannot be in the past.',
    peopleRequired: 'Please enter the number of people.',
    peopleRange: `The number of people must be between 1 and ${MAX_PARTY}.`,
    nameRequired: 'Please enter your name.',
    nameMax: `Your name can be at most ${MAX_NAME} characters.`,
    phoneRequired: 'Please enter your WhatsApp number.',
    phoneInvalid: 'That WhatsApp number is not valid. A number outside Indonesia: write it with its country code, e.g. +44 7911 123456.',
    noteMax: `The note can be at most ${MAX_NOTE} characters.`,
    bookingGreeting: "Hello, I'd like to book this homestay:",
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    stay: 'Length of stay',
    nights: (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`,
    guests: 'Guests',
    people: (guests: number) => `${guests} ${guests === 1 ? 'person' : 'people'}`,
    estimate: 'Estimated total',
    rooms: (rooms: number) => `${rooms} ${rooms === 1 ? 'room' : 'rooms'}`,
    bookingQuestion: 'Are rooms still available? Thank you.',
    pickDates: 'Choose your dates and guests to see the estimated total.',
    fixDates: 'Fix the dates or guests marked in red to see the estimated total.',
    orderGreeting: "Hello, I'd like to order this local product:",
    price: 'Price',
    quantity: 'Quantity',
    total: 'Total',
    orderQuestion: 'Is it still available? Thank you.',
    code: 'Booking code',
    visitGreeting: "Hello, I'd like to book this tour package:",
    visitDate: 'Date of visit',
    party: 'People',
    name: 'Name',
    note: 'Note',
    statusPage: 'Booking status',
    pickVisit: 'Choose a date and the number of people to see the estimated total.',
    fixVisit: 'Fix the date or number of people marked in red to see the estimated total.',
  },
};

export function bookingTexts(locale: Locale) {
  return TEXTS[locale];
}

/** '12' → 12; '1.5', '1e2', '' → null. */
function wholeNumber(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/** What the booking needs of a homestay: its rooms, guests per room and price per room and night. */
export type Lodging = { title: string; rooms: number; guests_per_room: number; price: number };
/** A stay as the form holds it; `rooms` as the visitor chose (by default: enough rooms for the guests). */
export type Stay = { check_in: string; check_out: string; guests: number; rooms: number };

/** Enough rooms of `guests_per_room` for the guests, within the homestay's rooms. */
export function roomsFor(lodging: Pick<Lodging, 'rooms' | 'guests_per_room'>, guests: number): number {
  return Math.min(lodging.rooms, Math.max(1, Math.ceil(guests / lodging.guests_per_room)));
}

/** The price is per room and night. */
export function stayQuote(lodging: Pick<Lodging, 'price'>, stay: Stay) {
  const nights = nightsBetween(stay.check_in, stay.check_out);
  return { nights, rooms: stay.rooms, total: lodging.price * stay.rooms * nights };
}

export type Checked<T> = { value: T; errors?: undefined } | { value?: undefined; errors: Record<string, string> };

function blank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

/**
 * The booking form's rules: check-in from today (Jakarta) to DAYS.aheadDays after it, check-out after it and at most
 * MAX_NIGHTS later (or `nights`, as the API takes it), rooms from 1 to the homestay's (left
 * blank: enough for the guests), guests from 1 to the rooms × guests per room.
 */
export function checkStay(lodging: Omit<Lodging, 'title' | 'price'>, input: Record<string, unknown>, locale: Locale = 'id', today = todayInJakarta()): Checked<Stay> {
  const words = TEXTS[locale];
  const errors: Record<string, string> = {};
  const checkIn = typeof input.check_in === 'string' ? input.check_in.trim() : '';
  if (!checkIn) errors.check_in = words.checkInRequired;
  else if (!isDay(checkIn)) errors.check_in = words.dateInvalid;
  else if (checkIn < today) errors.check_in = words.checkInPast;
  else if (checkIn > addDays(today, DAYS.aheadDays)) errors.check_in = words.tooFarAhead;
  let checkOut = typeof input.check_out === 'string' ? input.check_out.trim() : '';
  if (input.nights !== undefined) {
    const nights = wholeNumber(input.nights);
    if (nights === null || nights < 1 || nights > MAX_NIGHTS) errors.nights = words.nightsInvalid;
    else if (!errors.check_in) checkOut = addDays(checkIn, nights);
  } else if (!checkOut) errors.check_out = words.checkOutRequired;
  else if (!isDay(checkOut)) errors.check_out = words.dateInvalid;
  else if (!errors.check_in && checkOut <= checkIn) errors.check_out = words.checkOutAfter;
  else if (!errors.check_in && nightsBetween(checkIn, checkOut) > MAX_NIGHTS) errors.check_out = words.tooLong;
  const guests = wholeNumber(input.guests);
  if (blank(input.guests)) errors.guests = words.guestsRequired;
  else if (guests === null) errors.guests = words.guestsInvalid;
  else if (guests < 1 || guests > lodging.rooms * lodging.guests_per_room) errors.guests = words.guestsRange(lodging.rooms * lodging.guests_per_room);
  let rooms = blank(input.rooms) ? null : wholeNumber(input.rooms);
  if (!blank(input.rooms) && rooms === null) errors.rooms = words.roomsInvalid;
  else if (rooms !== null && (rooms < 1 || rooms > lodging.rooms)) errors.rooms = words.roomsRange(lodging.rooms);
  else if (!errors.guests && guests !== null) {
    rooms ??= roomsFor(lodging, guests);
    if (guests > rooms * lodging.guests_per_room) errors.guests = words.guestsForRooms(rooms * lodging.guests_per_room, rooms);
  }
  if (Object.keys(errors).length) return { errors };
  return { value: { check_in: checkIn, check_out: checkOut, guests: guests!, rooms: rooms! } };
}

/** The prefilled chat message of a booking. */
export function bookingMessage(lodging: Lodging, stay: Stay, locale: Locale = 'id'): string {
  const words = TEXTS[locale];
  const { nights, rooms, total } = stayQuote(lodging, stay);
  return [
    words.bookingGreeting,
    '',
    `*${lodging.title}*`,
    `${words.checkIn}: ${formatDateWithDay(stay.check_in, locale)}`,
    `${words.checkOut}: ${formatDateWithDay(stay.check_out, locale)}`,
    `${words.stay}: ${words.nights(nights)}`,
    `${words.guests}: ${words.people(stay.guests)}`,
    `${words.estimate}: ${formatRupiah(total, locale)} (${words.rooms(rooms)} × ${words.nights(nights)})`,
    '',
    words.bookingQuestion,
  ].join('\n');
}

/** A package's visit: its day and the people coming. */
export type Visit = { date: string; people: number };

/** The package form's rules: a day from today (Jakarta) to DAYS.aheadDays after it, and 1 to MAX_PARTY people. */
export function checkVisit(input: Record<string, unknown>, locale: Locale = 'id', today = todayInJakarta()): Checked<Visit> {
  const words = TEXTS[locale];
  const errors: Record<string, string> = {};
  const date = typeof input.date === 'string' ? input.date.trim() : '';
  if (!date) errors.date = words.dateRequired;
  else if (!isDay(date)) errors.date = words.dateInvalid;
  else if (date < today) errors.date = words.datePast;
  else if (date > addDays(today, DAYS.aheadDays)) errors.date = words.tooFarAhead;
  const people = wholeNumber(input.people);
  if (blank(input.people)) errors.people = words.peopleRequired;
  else if (people === null || people < 1 || people > MAX_PARTY) errors.people = words.peopleRange;
  if (Object.keys(errors).length) return { errors };
  return { value: { date, people: people! } };
}

/** The form's summary line of a package: "2 orang · Perkiraan total: Rp 700.000". */
export function visitSummary(price: number, checked: Checked<Visit> | undefined, locale: Locale = 'id'): string {
  const words = TEXTS[locale];
  const visit = checked?.value;
  if (!visit) return chosenButWrong(checked, [words.dateRequired, words.peopleRequired]) ? words.fixVisit : words.pickVisit;
  return `${words.people(visit.people)} · ${words.estimate}: ${formatRupiah(price * visit.people, locale)}`;
}

/** Who asks: a name, a mobile number (stored as its digits with the country code: `62…`, `44…`; `phones.ts`) and an optional note, all plain text. */
export type Guest = { name: string; phone: string; note: string };

/** Control characters other than line breaks and tabs never reach a stored note. */
function plain(value: unknown): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it takes out
  return typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim() : '';
}

export function checkGuest(input: Record<string, unknown>, locale: Locale = 'id'): Checked<Guest> {
  const words = TEXTS[locale];
  const errors: Record<string, string> = {};
  const name = plain(input.name).replace(/\s+/g, ' ');
  const note = plain(input.note).replace(/\r\n?/g, '\n');
  const phone = mobileNumber(plain(input.phone));
  if (!name) errors.name = words.nameRequired;
  else if (name.length > MAX_NAME) errors.name = words.nameMax;
  if (!plain(input.phone)) errors.phone = words.phoneRequired;
  else if (!phone) errors.phone = words.phoneInvalid;
  if (note.length > MAX_NOTE) errors.note = words.noteMax;
  if (Object.keys(errors).length) return { errors };
  return { value: { name, phone: phone!, note } };
}

/**
 * Whether a form's checked fields were all given and some are wrong (a past date, too many
 * guests): the summary then says to fix them, not to choose them.
 */
function chosenButWrong(checked: Checked<unknown> | undefined, required: string[]): boolean {
  return Boolean(checked?.errors && Object.values(checked.errors).some((message) => !required.includes(message)));
}

/** The form's summary line: "2 malam · 1 kamar · Perkiraan total: Rp 500.000". */
export function staySummary(lodging: Omit<Lodging, 'title'>, checked: Checked<Stay> | undefined, locale: Locale = 'id'): string {
  const words = TEXTS[locale];
  const stay = checked?.value;
  if (!stay) return chosenButWrong(checked, [words.checkInRequired, words.checkOutRequired, words.guestsRequired]) ? words.fixDates : words.pickDates;
  const { nights, rooms, total } = stayQuote(lodging, stay);
  return `${words.nights(nights)} · ${words.rooms(rooms)} · ${words.estimate}: ${formatRupiah(total, locale)}`;
}

/** What the order needs of a product. */
export type Goods = { title: string; price: number; unit: string };

/** The order form's rule: a whole quantity from 1 to MAX_ORDER_QUANTITY. */
export function checkQuantity(input: Record<string, unknown>, locale: Locale = 'id'): Checked<number> {
  const words = TEXTS[locale];
  const blank = input.quantity === undefined || input.quantity === null || String(input.quantity).trim() === '';
  const quantity = wholeNumber(input.quantity);
  if (blank) return { errors: { quantity: words.quantityRequired } };
  if (quantity === null) return { errors: { quantity: words.quantityInvalid } };
  if (quantity < 1 || quantity > MAX_ORDER_QUANTITY) return { errors: { quantity: words.quantityRange } };
  return { value: quantity };
}

/** The prefilled chat message of an order. */
export function orderMessage(goods: Goods, quantity: number, locale: Locale = 'id'): string {
  const words = TEXTS[locale];
  return [
    words.orderGreeting,
    '',
    `*${goods.title}*`,
    `${words.price}: ${formatRupiah(goods.price, locale)} ${goods.unit}`,
    `${words.quantity}: ${quantity}`,
    `${words.total}: ${formatRupiah(goods.price * quantity, locale)}`,
    '',
    words.orderQuestion,
  ].join('\n');
}

/** The form's summary line: "Total: Rp 45.000". */
export function orderSummary(goods: Omit<Goods, 'title' | 'unit'>, quantity: number, locale: Locale = 'id'): string {
  return `${TEXTS[locale].total}: ${formatRupiah(goods.price * quantity, locale)}`;
}

/** The chat link of a booking or an order; null without a number to write to. */
export function chatLink(phone: string | null | undefined, message: string): string | null {
  return phone ? whatsappLink(phone, message) : null;
}

/**
 * The site's own redirects to WhatsApp (`/wa/paket/5`, `/en/wa/penginapan/3?…`, `/wa/desa`):
 * each counts a click and answers 302 to the chat. Their path is the page the click is stored under.
 */
export const WHATSAPP_REDIRECT = {
  prefix: 'wa',
  /** The records booked or ordered through WhatsApp, by kind: the slug of their redirect. */
  targets: { package: 'paket', homestay: 'penginapan', product: 'produk' },
  /** A stored request's chat, with its code (`/wa/pesanan/K7Q4PX?t=…`): counted under its item's redirect. */
  request: 'pesanan',
  /** The village's own number (footer, floating button). */
  village: 'desa',
} as const;
export type WhatsAppTarget = keyof typeof WHATSAPP_REDIRECT.targets;

/** The kind a redirect's slug names (`paket` → package), or undefined. */
export function whatsappTargetOf(slug: string | undefined): WhatsAppTarget | undefined {
  return (Object.keys(WHATSAPP_REDIRECT.targets) as WhatsAppTarget[]).find((target) => WHATSAPP_REDIRECT.targets[target] === slug);
}

export function whatsappRedirectPath(target: WhatsAppTarget | 'village', id?: string | number): string {
  const { prefix, targets, village } = WHATSAPP_REDIRECT;
  return target === 'village' ? `/${prefix}/${village}` : `/${prefix}/${targets[target]}/${id}`;
}
