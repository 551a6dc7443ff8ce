// Booking requests (issue 38): what the public forms store before they open WhatsApp, what the
// guest's link and the inbox read, and the rooms (or places) left per day. A confirmed (or
// completed) request holds its rooms or places for its days; the moves that make it hold them
// check what is left under a lock on the item (booking-moves.ts).
import { createHash, randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  AVAILABILITY_MAX_DAYS,
  BOOKING_CODE,
  BOOKING_REQUEST,
  DEFAULT_LOCALE,
  MAX_NIGHTS,
  PERSONAL_DATA_DAYS,
  bookingStatusPath,
  STATUS_LINK_DAYS_AFTER_STAY,
  addDays,
  eachDay,
  checkGuest,
  checkQuantity,
  checkStay,
  checkVisit,
  formatDateWithDay,
  isLocale,
  isRequestType,
  requestMessage,
  requestTexts,
  signToken,
  todayInJakarta,
  verifyToken,
  whatsappLink,
  type BookingRequest,
  type GuestRequestView,
  type Locale,
  type RequestCounts,
  type RequestStatus,
  type RequestType,
  type Payment,
  type NightSources,
} from '@desa/contract';
import { env } from '../env';
import { ContentError, invalid } from './errors';
import { findDocument } from './records';
import { RESOURCES, wireFields } from './resources';
import { trashedSnapshot } from './trash';
import { notifyNewRequest } from './booking-mail';
import { BOOKING_UID, USER_UID } from './uids';
import { heldPerDay, nightsTaken } from './nights-taken';
import { guestPayment, isoInstant, paymentFields, paymentsOf, paymentsTable } from './payments';
import { inTransaction } from './transactions';

export { BOOKING_UID };

export type Row = Omit<BookingRequest, 'created_at' | 'estimate' | 'amount' | 'deposit_due' | 'pay_by' | 'history' | 'payments' | 'paid' | 'payment_status' | 'payment_overdue'> & {
  id: number;
  documentId: string;
  createdAt: string | Date;
  estimate: number | string;
  amount: number | string | null;
  deposit_due?: number | string | null;
  pay_by?: string | Date | number | null;
  history: BookingRequest['history'] | string | null;
};

function historyOf(row: Row): BookingRequest['history'] {
  const value = typeof row.history === 'string' ? JSON.parse(row.history) : row.history;
  return Array.isArray(value) ? value : [];
}

const numberOrNull = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
const timeOrNull = (value: string | Date | number | null | undefined) => (value === null || value === undefined ? null : isoInstant(value));

/** A stored request on the wire, with its payments (the admins' read). */
export function toRequestRecord(row: Row, payments: Payment[] = []): BookingRequest {
  const terms = { amount: numberOrNull(row.amount), deposit_due: numberOrNull(row.deposit_due), pay_by: timeOrNull(row.pay_by), status: row.status };
  return {
    code: row.code,
    type: row.type,
    item_id: row.item_id,
    item_title: row.item_title,
    check_in: row.check_in ?? null,
    nights: row.nights ?? null,
    rooms: row.rooms ?? null,
    guests: row.guests ?? null,
    date: row.date ?? null,
    people: row.people ?? null,
    quantity: row.quantity ?? null,
    first_day: row.first_day,
    last_day: row.last_day,
    name: row.name ?? null,
    phone: row.phone ?? null,
    note: row.note ?? null,
    locale: isLocale(row.locale) ? row.locale : 'id',
    status: row.status,
    estimate: Number(row.estimate),
    amount: terms.amount,
    deposit_due: terms.deposit_due,
    pay_by: terms.pay_by,
    created_at: new Date(typeof row.createdAt === 'number' ? row.createdAt : String(row.createdAt)).toISOString(),
    history: historyOf(row),
    ...paymentFields(terms, payments),
  };
}

export function newBookingCode(): string {
  return Array.from({ length: BOOKING_CODE.length }, () => BOOKING_CODE.alphabet[randomInt(BOOKING_CODE.alphabet.length)]).join('');
}

/** The guests' status links are signed with a key of the CMS's own (from APP_KEYS): only the CMS checks them. */
export function statusLinkSecret(strapi: Core.Strapi): string {
  return createHash('sha256').update(`booking-status:${strapi.config.get<string[]>('server.app.keys').join(',')}`).digest('hex');
}

/** The guest's link works until the end (WIB) of this many days after the stay. */
function statusLinkExpiry(lastDay: string): number {
  return Math.floor(Date.parse(`${addDays(lastDay, STATUS_LINK_DAYS_AFTER_STAY + 1)}T00:00:00+07:00`) / 1000);
}

export async function statusPath(secret: string, request: Pick<BookingRequest, 'code' | 'last_day' | 'locale'>): Promise<string> {
  const token = await signToken(secret, `booking:${request.code}`, statusLinkExpiry(request.last_day));
  return bookingStatusPath(request.code, token, request.locale);
}

export function verifyStatusToken(secret: string, code: string, token: string): Promise<boolean> {
  return verifyToken(secret, { subject: `booking:${code}`, token });
}

/** A call with the guest's link (`?t=`): a token that is not this request's is the same not-found as an unknown code. */
export async function assertGuestLink(strapi: Core.Strapi, code: string, token: unknown): Promise<void> {
  if (typeof token !== 'string' || !(await verifyStatusToken(statusLinkSecret(strapi), code, token))) throw new ContentError('not-found', BOOKING_REQUEST.notFound);
}

export function tableOf(strapi: Core.Strapi): string {
  return strapi.db.metadata.get(BOOKING_UID).tableName;
}

/** One version of a request's item, or null when it has none. */
export function findVersion(strapi: Core.Strapi, type: RequestType, id: string, version: 'published' | 'draft') {
  return findDocument(strapi, RESOURCES[type], id, version).catch((error) => {
    if (error instanceof ContentError && error.failure === 'not-found') return null;
    throw error;
  });
}

type Item = { title: string; price: number; capacity: number | null; phone: string | null; soldOut: boolean };

/**
 * What a request needs of its item, read from its published version: null when there is none.
 * Its title in the guest's language (its public English title, where it has one), which the
 * request keeps for the chat, the status page and the review.
 */
async function findItem(strapi: Core.Strapi, type: RequestType, id: string, locale: Locale = DEFAULT_LOCALE): Promise<(Item & { fields: Record<string, unknown> }) | null> {
  if (!/^[a-z0-9]{1,64}$/.test(id)) return null;
  const resource = RESOURCES[type];
  const doc = await findVersion(strapi, type, id, 'published');
  if (!doc) return null;
  const fields = wireFields(resource, doc, true);
  const phone = (type === 'package' ? null : fields.whatsapp) as string | null;
  const capacity = type === 'homestay' ? Number(fields.rooms) : type === 'package' ? (fields.quota as number | null) ?? null : null;
  const translated = locale === DEFAULT_LOCALE ? null : await strapi.documents(resource.uid).findOne({ documentId: id, locale, status: 'published', fields: ['title'] as never });
  const title = String((translated as { title?: string } | null)?.title ?? fields.title);
  return { title, price: Number(fields.price), capacity, phone, soldOut: fields.availability === 'Habis', fields };
}

/**
 * The rooms (a homestay) or places (a package; null without a quota) a confirmation counts
 * against, whatever state the item is in: its public version, else its draft (unpublished for an
 * edit), else its snapshot in the trash. Undefined when it is nowhere: such a request can only be
 * declined or cancelled. (Reading the public version alone let two guests confirm the last room
 * of a homestay taken off the site for an edit.)
 */
export async function capacityToConfirm(strapi: Core.Strapi, type: RequestType, id: string): Promise<number | null | undefined> {
  if (type === 'product') return null;
  const field = type === 'homestay' ? 'rooms' : 'quota';
  for (const version of ['published', 'draft'] as const) {
    const doc = await findVersion(strapi, type, id, version);
    if (doc) return ((doc as Record<string, unknown>)[field] as number | null | undefined) ?? null;
  }
  const snapshot = await trashedSnapshot(strapi, type, id);
  return snapshot ? ((snapshot.data[field] as number | null | undefined) ?? null) : undefined;
}

/** The village's own number: the oldest active admin's (as `GET /user/contact` lists them). */
async function villagePhone(strapi: Core.Strapi): Promise<string | null> {
  const admin = await strapi.db
    .query(USER_UID)
    .findOne({
      where: { role: { type: 'admin' }, blocked: false, phone: { $notNull: true } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: ['phone'],
    });
  return admin?.phone || null;
}

export type AvailabilityDay = { date: string; left: number | null; sources?: NightSources };

/**
 * Rooms (homestay) or places (package with a quota; without one, `left` is null) left per day;
 * with `sources` (an ADMIN's or the homestay's partner's read), why each day's rooms are gone.
 */
export async function availability(strapi: Core.Strapi, type: 'homestay' | 'package', id: string, from: string, to: string, { sources = false } = {}) {
  const item = await findItem(strapi, type, id);
  if (!item) throw new ContentError('not-found', RESOURCES[type].text.notFound);
  const taken = item.capacity === null ? null : await nightsTaken(strapi, strapi.db.connection, id, from, to);
  const data: AvailabilityDay[] = eachDay(from, to, AVAILABILITY_MAX_DAYS).map((date) => {
    if (!taken) return { date, left: null };
    const requests = taken.byRequests.get(date) ?? 0;
    const blocked = taken.closed.has(date);
    const imported = Math.min(item.capacity!, taken.imported.get(date) ?? 0);
    const left = blocked ? 0 : Math.max(0, item.capacity! - requests - imported);
    return sources ? { date, left, sources: { requests, blocked, imported, platforms: [...(taken.platforms.get(date) ?? [])].sort() } } : { date, left };
  });
  return { data, capacity: item.capacity };
}

type ShortageWords = { full: (day: string) => string; left: (day: string, left: number) => string };

/** The first day in `days` with fewer than `wanted` left: whether none is left, and its message. */
export function shortage(days: string[], capacity: number, held: Map<string, number>, wanted: number, words: ShortageWords, locale: Locale) {
  for (const day of days) {
    const left = capacity - (held.get(day) ?? 0);
    if (left < wanted)
      return { none: left <= 0, message: left <= 0 ? words.full(formatDateWithDay(day, locale)) : words.left(formatDateWithDay(day, locale), left) };
  }
  return undefined;
}

type NewRequest = { request: BookingRequest; whatsapp: string | null; statusPath: string };

/** Checks a form's fields as the public form does, then stores a `baru` request. Nothing is stored on any refusal. */
export async function createRequest(strapi: Core.Strapi, body: Record<string, unknown>, secret: string, today = todayInJakarta()): Promise<NewRequest> {
  const locale: Locale = isLocale(body.locale) ? body.locale : 'id';
  const words = requestTexts(locale);
  if (typeof body.website === 'string' ? body.website.trim() : body.website) throw invalid({ website: [words.refused] });
  if (!isRequestType(body.type)) throw invalid({ type: [words.typeInvalid] });
  const type = body.type;
  const itemId = typeof body.item_id === 'string' ? body.item_id : String(body.item_id ?? '');
  const item = await findItem(strapi, type, itemId, locale);
  if (!item) throw invalid({ item_id: [words.itemNotFound] });

  const guest = checkGuest(body, locale);
  const errors: Record<string, string> = { ...guest.errors };
  let stored: Partial<BookingRequest> = {};
  if (type === 'homestay') {
    const stay = checkStay({ rooms: item.capacity!, guests_per_room: Number(item.fields.guests_per_room) }, body, locale, today);
    Object.assign(errors, stay.errors);
    if (stay.value) {
      const nights = Math.round((Date.parse(stay.value.check_out) - Date.parse(stay.value.check_in)) / 86_400_000);
      const lastDay = addDays(stay.value.check_in, nights - 1);
      const held = await heldPerDay(strapi, strapi.db.connection, itemId, stay.value.check_in, lastDay);
      const short = shortage(
        eachDay(stay.value.check_in, lastDay, MAX_NIGHTS),
        item.capacity!,
        held,
        stay.value.rooms,
        { full: words.roomsFull, left: words.roomsLeft },
        locale
      );
      // A night with no room left is the dates' problem; one with fewer rooms than asked, the rooms'.
      if (short) errors[short.none ? 'check_in' : 'rooms'] = short.message;
      const { check_in, rooms, guests } = stay.value;
      stored = { check_in, nights, rooms, guests, first_day: check_in, last_day: lastDay, estimate: item.price * rooms * nights };
    }
  } else if (type === 'package') {
    const visit = checkVisit(body, locale, today);
    Object.assign(errors, visit.errors);
    if (visit.value) {
      const { date, people } = visit.value;
      const held = item.capacity === null ? undefined : await heldPerDay(strapi, strapi.db.connection, itemId, date, date);
      const short = held && shortage([date], item.capacity!, held, people, { full: words.placesFull, left: words.placesLeft }, locale);
      if (short) errors[short.none ? 'date' : 'people'] = short.message;
      stored = { date, people, first_day: date, last_day: date, estimate: item.price * people };
    }
  } else {
    const quantity = checkQuantity(body, locale);
    if (quantity.errors) Object.assign(errors, quantity.errors);
    else if (item.soldOut) errors.quantity = words.soldOut;
    stored = { quantity: quantity.value, first_day: today, last_day: today, estimate: item.price * (quantity.value ?? 0) };
  }
  if (Object.keys(errors).length) throw invalid(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])));

  const data = {
    ...stored,
    type,
    item_id: itemId,
    item_title: item.title.slice(0, 255),
    ...guest.value!,
    note: guest.value!.note || null,
    locale,
    made_on: today,
    status: 'baru' as const,
    history: [{ at: new Date().toISOString(), by: 'Tamu', from: null, to: 'baru' as const, reason: null }],
  };
  let row: Row | undefined;
  // A code taken already (one in a billion at a few thousand requests) is drawn again.
  for (let attempt = 0; !row; attempt += 1) {
    try {
      row = (await strapi.db.query(BOOKING_UID).create({ data: { ...data, code: newBookingCode() } })) as Row;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
  const request = toRequestRecord(row);
  notifyNewRequest(strapi, request);
  const path = await statusPath(secret, request);
  const phone = item.phone ?? (await villagePhone(strapi));
  return { request, statusPath: path, whatsapp: phone ? whatsappLink(phone, requestMessage(request, `${env.PUBLIC_WEB_URL}${path}`, locale)) : null };
}

export async function findRequest(strapi: Core.Strapi, code: string): Promise<BookingRequest> {
  const row = (await strapi.db.query(BOOKING_UID).findOne({ where: { code } })) as Row | null;
  if (!row) throw new ContentError('not-found', BOOKING_REQUEST.notFound);
  return toRequestRecord(row, (await paymentsOf(strapi, [code])).get(code));
}

/** What the guest's link reads: no name, number, note or history; the chat link with the code; where its money stands. */
export async function guestView(strapi: Core.Strapi, request: BookingRequest, secret: string): Promise<GuestRequestView> {
  const { name, phone, note, history, payments, paid, payment_status, payment_overdue, ...rest } = request;
  const item = await findItem(strapi, request.type, request.item_id);
  const contact = item?.phone ?? (await villagePhone(strapi));
  const path = await statusPath(secret, request);
  return {
    ...rest,
    whatsapp: contact ? whatsappLink(contact, requestMessage({ ...request, name, note }, `${env.PUBLIC_WEB_URL}${path}`, request.locale)) : null,
    payment: await guestPayment(strapi, request, request.locale),
  };
}

/** `items`: only requests for these (a partner's own items). */
export type RequestFilter = { statuses?: RequestStatus[]; type?: RequestType; item?: string; from?: string; to?: string; items?: string[] };

function filterWhere({ type, item, from, to, items }: RequestFilter) {
  return {
    ...(type && { type }),
    ...(item && { item_id: item }),
    ...(items && { item_id: { $in: items, ...(item && { $eq: item }) } }),
    ...((from || to) && { first_day: { ...(from && { $gte: from }), ...(to && { $lte: to }) } }),
  };
}

/** A page of requests, newest first, and how many there are in each status under the same filter. */
export async function listRequests(strapi: Core.Strapi, filter: RequestFilter, { start, limit }: { start: number; limit: number }) {
  const where = { ...filterWhere(filter), ...(filter.statuses?.length && { status: { $in: filter.statuses } }) };
  const query = strapi.db.query(BOOKING_UID);
  const [rows, total, grouped] = await Promise.all([
    query.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], offset: start, limit }),
    query.count({ where }),
    strapi.db.connection(tableOf(strapi)).select('status').count({ n: '*' }).where(knexWhere(filter)).groupBy('status'),
  ]);
  const counts: RequestCounts = { baru: 0, dikonfirmasi: 0, selesai: 0, ditolak: 0, batal: 0 };
  for (const { status, n } of grouped as Array<{ status: RequestStatus; n: number | string }>) if (status in counts) counts[status] = Number(n);
  const payments = await paymentsOf(strapi, (rows as Row[]).map((row) => row.code));
  return { data: (rows as Row[]).map((row) => toRequestRecord(row, payments.get(row.code))), total, counts };
}

function knexWhere({ type, item, from, to, items }: RequestFilter) {
  return (builder: Knex.QueryBuilder) => {
    if (type) builder.where('type', type);
    if (item) builder.where('item_id', item);
    if (items) builder.whereIn('item_id', items);
    if (from) builder.where('first_day', '>=', from);
    if (to) builder.where('first_day', '<=', to);
  };
}

/** How many requests wait for a first answer (the menu's and dashboard's count). */
export function countNew(strapi: Core.Strapi): Promise<number> {
  return strapi.db.query(BOOKING_UID).count({ where: { status: 'baru' } });
}

/**
 * Name, number, note and the proofs of payment go PERSONAL_DATA_DAYS after the stay; the code,
 * item, days, people, amounts and payments stay for the reports and the cash book.
 */
export async function erasePersonalData(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const before = addDays(todayInJakarta(now), -PERSONAL_DATA_DAYS);
  return inTransaction(strapi, async (trx) => {
    const due = () => trx(tableOf(strapi)).where('last_day', '<', before).whereNull('erased_at');
    await trx(paymentsTable(strapi)).whereIn('request_code', due().select('code')).whereNotNull('proof').update({ proof: null, proof_type: null });
    return due().update({ name: null, phone: null, note: null, erased_at: now });
  });
}
