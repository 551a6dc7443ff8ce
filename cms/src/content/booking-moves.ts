// The village's moves on a booking request (REQUEST_MOVES) and the undo of the last one within
// REQUEST_UNDO_MINUTES (issue 52). Each runs in one transaction holding a lock on the item
// (PostgreSQL: an advisory lock, shared by every CMS replica; SQLite: its one connection), so a
// move that makes a request hold rooms again checks what is left against every other move.
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  BOOKING_REQUEST,
  CONTENT_TYPES,
  MAX_NIGHTS,
  MAX_REASON,
  REQUEST_MOVES,
  eachDay,
  parseRupiah,
  requestTexts,
  todayInJakarta,
  undoDeadline,
  type ActivityAction,
  type BookingRequest,
  type ListedRequest,
  type RequestHistoryEntry,
  type RequestMove,
  type RequestStatus,
} from '@desa/contract';
import { currentActor, recordActivity } from './activity';
import { ContentError, invalid } from './errors';
import { announceChanged } from './purge-notice';
import { reviewOf, reviewStatusesOf } from './reviews';
import { capacityToConfirm, findRequest, listRequests, shortage, tableOf, toRequestRecord, type RequestFilter, type Row } from './bookings';
import { heldPerDay, lockItem } from './nights-taken';
import { inTransaction } from './transactions';
import { depositTerms, paymentFields, paymentsOf, paymentsTable } from './payments';

function plainReason(value: unknown): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it takes out
  return typeof value === 'string' ? value.replace(/[\u0000-\u001F\u007F]/g, ' ').trim() : '';
}

/** A confirmation's amount: a whole number of rupiah ≥ 0 (parseRupiah's rule); absent: the estimate. */
function amountOf(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const amount = parseRupiah(value);
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 && amount < 1e13 ? amount : null;
}

/** The request as it is inside the transaction. */
async function lockedRequest(strapi: Core.Strapi, trx: Knex.Transaction, request: BookingRequest): Promise<BookingRequest> {
  // One move per item at a time, across replicas.
  await lockItem(strapi, trx, request.item_id);
  const row = await trx(tableOf(strapi)).where('code', request.code).first();
  return toRequestRecord({ ...row, createdAt: row.created_at } as Row, (await paymentsOf(strapi, [request.code])).get(request.code));
}

/** Refuses (409) when the request's rooms or places are no longer all left on one of its days. */
async function assertRoomsLeft(strapi: Core.Strapi, trx: Knex.Transaction, request: BookingRequest, capacity: number | null) {
  if (capacity === null) return;
  const held = await heldPerDay(strapi, trx, request.item_id, request.first_day, request.last_day, { except: request.code });
  const words = requestTexts('id');
  const short = shortage(
    eachDay(request.first_day, request.last_day, MAX_NIGHTS),
    capacity,
    held,
    Number(request.rooms ?? request.people ?? 1),
    request.type === 'homestay' ? { full: words.roomsFull, left: words.roomsLeft } : { full: words.placesFull, left: words.placesLeft },
    'id',
  );
  if (short) throw new ContentError('conflict', short.message);
}

/** What a move reading `capacity` needs: the item's rooms or places, or a 409 when the item is gone. */
async function capacityFor(strapi: Core.Strapi, request: BookingRequest): Promise<number | null> {
  const capacity = await capacityToConfirm(strapi, request.type, request.item_id);
  if (capacity === undefined) throw new ContentError('conflict', BOOKING_REQUEST.itemGone);
  return capacity;
}

/** What a request asks in money: the amount, and the deposit and its deadline (issue 54). */
type Money = { amount: number | null; deposit_due: number | null; pay_by: Date | null };

async function writeMove(trx: Knex.Transaction, table: string, request: BookingRequest, entry: Omit<RequestHistoryEntry, 'at' | 'by'>, money: Money) {
  const history = [...request.history, { at: new Date().toISOString(), by: currentActor()?.name || 'Admin', ...entry }];
  await trx(table).where('code', request.code).update({ status: entry.to, history: JSON.stringify(history), ...money, updated_at: new Date() });
  const moved = { ...request, status: entry.to, history, amount: money.amount, deposit_due: money.deposit_due, pay_by: money.pay_by?.toISOString() ?? null };
  return { ...moved, ...paymentFields(moved, request.payments) };
}

/** The request's money as it stands. */
const keptMoney = (request: BookingRequest): Money => ({ amount: request.amount, deposit_due: request.deposit_due, pay_by: request.pay_by ? new Date(request.pay_by) : null });

/** With a move, in its transaction: the Riwayat keeps it, and (once committed) the item's page shows its free days. */
async function afterMove(strapi: Core.Strapi, moved: BookingRequest, action: ActivityAction, changesFreeDays: boolean) {
  if (changesFreeDays) announceChanged([CONTENT_TYPES[moved.type].path]);
  await recordActivity(strapi, { action, type: 'booking', recordId: moved.code, recordTitle: `${moved.code} · ${moved.item_title}` });
}

/** A confirmation's money: the amount, the deposit the village asks of it, and by when. */
async function confirmedMoney(strapi: Core.Strapi, amount: number): Promise<Money> {
  const { deposit_due, pay_by } = await depositTerms(strapi, amount);
  return { amount, deposit_due, pay_by };
}

/**
 * Moves a request (REQUEST_MOVES), or refuses with 409: a move its status does not allow, a
 * completion before the stay's first day, a confirmation for rooms or places no longer left.
 */
export async function moveRequest(
  strapi: Core.Strapi,
  code: string,
  move: RequestMove,
  body: Record<string, unknown>,
  today = todayInJakarta(),
): Promise<BookingRequest> {
  const rule = REQUEST_MOVES[move];
  const reason = plainReason(body.reason);
  const amount = move === 'confirm' ? amountOf(body.amount) : undefined;
  if (rule.reason && !reason) throw invalid({ reason: [BOOKING_REQUEST.reasonRequired] });
  if (reason.length > MAX_REASON) throw invalid({ reason: [BOOKING_REQUEST.reasonMax] });
  if (amount === null) throw invalid({ amount: [BOOKING_REQUEST.amountInvalid] });
  const current = await findRequest(strapi, code);
  const capacity = move === 'confirm' ? await capacityFor(strapi, current) : null;
  const table = tableOf(strapi);

  return inTransaction(strapi, async (trx) => {
    const request = await lockedRequest(strapi, trx, current);
    if (request.status !== rule.from) throw new ContentError('conflict', BOOKING_REQUEST.wrongMove(request.status, move));
    if (move === 'complete' && today < request.first_day) throw new ContentError('conflict', BOOKING_REQUEST.completeTooEarly(request.first_day));
    if (move === 'confirm') await assertRoomsLeft(strapi, trx, request, capacity);
    const money = move === 'confirm' ? await confirmedMoney(strapi, amount ?? request.estimate) : keptMoney(request);
    const moved = await writeMove(trx, table, request, { from: request.status, to: rule.to, reason: reason || null }, money);
    await afterMove(strapi, moved, `booking_${move}`, move !== 'complete');
    return moved;
  });
}

/**
 * Takes the request's last move back (undoDeadline: within REQUEST_UNDO_MINUTES): the request
 * returns to the status before it, the history keeps both entries. Back to `dikonfirmasi` its
 * rooms are checked again (409 when they went meanwhile); a completion a guest has reviewed
 * stays; an undone confirmation forgets its amount.
 */
export async function undoMove(strapi: Core.Strapi, code: string, now = new Date()): Promise<BookingRequest> {
  const current = await findRequest(strapi, code);
  const last = current.history.at(-1);
  const back = last?.from as RequestStatus | undefined;
  if (!back || !undoDeadline(current, now)) throw new ContentError('conflict', BOOKING_REQUEST.nothingToUndo);
  const capacity = back === 'dikonfirmasi' ? await capacityFor(strapi, current) : null;
  if (current.status === 'selesai' && (await reviewOf(strapi, code))) throw new ContentError('conflict', BOOKING_REQUEST.undoReviewed);
  if (back === 'baru' && current.payments.some((payment) => payment.status !== 'ditolak')) throw new ContentError('conflict', BOOKING_REQUEST.undoPaid);
  const table = tableOf(strapi);

  return inTransaction(strapi, async (trx) => {
    const request = await lockedRequest(strapi, trx, current);
    // Someone else moved it since it was read: what would be undone is no longer this.
    if (request.history.length !== current.history.length || !undoDeadline(request, now)) throw new ContentError('conflict', BOOKING_REQUEST.nothingToUndo);
    if (back === 'dikonfirmasi') await assertRoomsLeft(strapi, trx, request, capacity);
    const money = back === 'baru' ? { amount: null, deposit_due: null, pay_by: null } : keptMoney(request);
    const moved = await writeMove(trx, table, request, { from: request.status, to: back, reason: null, undo: true }, money);
    await afterMove(strapi, moved, 'booking_undo', current.status !== 'selesai');
    return moved;
  });
}

/** The back office's inbox: a page of requests, each completed one with its review's state (or none yet), and how many proofs of payment wait. */
export async function listInbox(strapi: Core.Strapi, filter: RequestFilter, page: { start: number; limit: number }) {
  const { data, total, counts } = await listRequests(strapi, filter, page);
  const reviews = await reviewStatusesOf(strapi, data.filter((request) => request.status === 'selesai').map((request) => request.code));
  const listed: ListedRequest[] = data.map((request) => ({ ...request, review: reviews.get(request.code) ?? null }));
  return { data: listed, total, counts, proofs_waiting: await countWaitingProofs(strapi, filter.items) };
}

/** How many proofs of payment wait for the village (`items`: only those of a partner's own items). */
export async function countWaitingProofs(strapi: Core.Strapi, items?: string[]): Promise<number> {
  const knex = strapi.db.connection;
  const query = knex(paymentsTable(strapi)).count({ n: '*' }).where('status', 'menunggu').whereNot('method', 'gateway');
  if (items) query.whereIn('request_code', knex(tableOf(strapi)).select('code').whereIn('item_id', items));
  const [row] = (await query) as Array<{ n: number | string }>;
  return Number(row?.n ?? 0);
}
