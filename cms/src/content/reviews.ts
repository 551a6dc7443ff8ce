// Reviews (issue 40): only a guest whose request was completed writes one, through a link the
// village sends (`review:<code>`, signed with the requests' own key, REVIEW.linkDays long);
// one per request (a unique index on the code); shown once an admin lets it. An item's page
// reads its shown reviews and what they add up to in one grouped query. The admins' moves are in
// the Riwayat; a guest's writing is not (as a guest's request is not), the review itself says it.
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  REVIEW,
  REVIEW_MESSAGES,
  REVIEW_MOVES,
  isLocale,
  reviewChangedTypes,
  plainMultiline,
  reviewPath,
  reviewRequestMessage,
  reviewSchema,
  reviewTexts,
  signToken,
  verifyToken,
  whatsappLink,
  type Locale,
  type BookingRequest,
  type RequestType,
  type Review,
  type ReviewMove,
  type ReviewStatus,
  type ReviewSummary,
} from '@desa/contract';
import { env } from '../env';
import { recordActivity } from './activity';
import { findRequest, statusLinkSecret } from './bookings';
import { ContentError, check, invalid } from './errors';
import { announceChanged } from './purge-notice';
import { trashRow } from './trash';
import { REVIEW_UID } from './uids';
import { inTransaction } from './transactions';

export { REVIEW_UID };

type Row = Omit<Review, 'id' | 'created_at' | 'replied_at' | 'code'> & {
  documentId: string;
  booking_code: string;
  createdAt: string | Date;
  replied_at: string | Date | null;
};

function toReview(row: Row, { withCode = false } = {}): Review {
  return {
    id: row.documentId,
    type: row.type,
    item_id: row.item_id,
    item_title: row.item_title,
    rating: Number(row.rating),
    text: row.text,
    name: row.name,
    locale: isLocale(row.locale) ? row.locale : 'id',
    stay_day: row.stay_day,
    status: row.status,
    reply: row.reply ?? null,
    replied_at: row.replied_at ? new Date(row.replied_at).toISOString() : null,
    created_at: new Date(row.createdAt).toISOString(),
    ...(withCode && { code: row.booking_code }),
  };
}

const subjectOf = (code: string) => `review:${code}`;

function linkExpiry(now = new Date()): number {
  return Math.floor(now.getTime() / 1000) + REVIEW.linkDays * 86_400;
}

export async function reviewOf(strapi: Core.Strapi, code: string): Promise<Row | null> {
  return (await strapi.db.query(REVIEW_UID).findOne({ where: { booking_code: code } })) as Row | null;
}

/**
 * `POST /booking/{code}/review-link`: the guest's review link and the WhatsApp chat that sends
 * it, in the guest's language. Only for a completed request without a review.
 */
export async function reviewLink(strapi: Core.Strapi, code: string, mayAct: (request: BookingRequest) => Promise<void>): Promise<{ url: string; whatsapp: string | null }> {
  const secret = statusLinkSecret(strapi);
  const request = await findRequest(strapi, code);
  await mayAct(request);
  if (request.status !== 'selesai') throw new ContentError('conflict', REVIEW_MESSAGES.notCompleted);
  if (await reviewOf(strapi, code)) throw new ContentError('conflict', REVIEW_MESSAGES.alreadyReviewed);
  const url = reviewPath(code, await signToken(secret, subjectOf(code), linkExpiry()), request.locale);
  const whatsapp = request.phone ? whatsappLink(request.phone, reviewRequestMessage(request, `${env.PUBLIC_WEB_URL}${url}`)) : null;
  return { url, whatsapp };
}

/**
 * What the guest's form shows, or null for a link that does not open it. `sent`: the link was
 * used (its review is in), so the page says so instead of showing the form.
 */
export async function reviewForm(strapi: Core.Strapi, code: string, token: string) {
  if (!(await verifyToken(statusLinkSecret(strapi), { subject: subjectOf(code), token }))) return null;
  const request = await findRequest(strapi, code).catch(() => null);
  const sent = Boolean(request && (await reviewOf(strapi, code)));
  if (!request || (request.status !== 'selesai' && !sent)) return null;
  return {
    sent,
    code,
    type: request.type,
    item_id: request.item_id,
    item_title: request.item_title,
    stay_day: request.first_day,
    locale: request.locale,
    /** The name to show, unless the guest writes another: their first name. */
    name: request.name?.trim().split(/\s+/)[0] ?? '',
  };
}

/** `POST /review`: stores the token holder's review, waiting for the village. A link that does not open the form: 404, nothing stored. */
export async function createReview(strapi: Core.Strapi, body: Record<string, unknown>): Promise<Review> {
  const code = typeof body.code === 'string' ? body.code : '';
  const token = typeof body.t === 'string' ? body.t : '';
  const form = code && token ? await reviewForm(strapi, code, token) : null;
  if (!form || form.sent) throw new ContentError('not-found', reviewTexts('id').linkInvalid);
  const locale: Locale = isLocale(body.locale) ? body.locale : form.locale;
  const checked = check(reviewSchema(locale), body);
  if (checked.errors) throw invalid(checked.errors);
  try {
    const row = (await strapi.db.query(REVIEW_UID).create({
      data: { booking_code: code, type: form.type, item_id: form.item_id, item_title: form.item_title, stay_day: form.stay_day, locale, status: 'menunggu', ...checked.data },
    })) as Row;
    return toReview(row);
  } catch (error) {
    // Two posts of one link at once: the unique code lets one in.
    if (await reviewOf(strapi, code)) throw new ContentError('not-found', reviewTexts('id').linkInvalid);
    throw error;
  }
}

/** `items`: only reviews of these (a partner's own items). */
export type ReviewFilter = { status?: ReviewStatus; type?: RequestType; item?: string; items?: string[] };

/** How many reviews wait to be shown or hidden (the dashboard's card). */
export function countWaitingReviews(strapi: Core.Strapi): Promise<number> {
  return strapi.db.query(REVIEW_UID).count({ where: { status: 'menunggu' } });
}

/** `GET /review/all`: the admins' list, newest first, with the count of each status. */
export async function listReviews(strapi: Core.Strapi, filter: ReviewFilter, { start, limit }: { start: number; limit: number }) {
  const where = { ...(filter.type && { type: filter.type }), ...(filter.item && { item_id: filter.item }) };
  const owned = (builder: Knex.QueryBuilder) => (filter.items ? builder.where(where).whereIn('item_id', filter.items) : builder.where(where));
  const query = strapi.db.query(REVIEW_UID);
  const listed = { ...where, ...(filter.items && { item_id: { $in: filter.items, ...(filter.item && { $eq: filter.item }) } }), ...(filter.status && { status: filter.status }) };
  const [rows, total, grouped] = await Promise.all([
    query.findMany({ where: listed, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], offset: start, limit }),
    query.count({ where: listed }),
    strapi.db.connection(tableOf(strapi)).select('status').count({ n: '*' }).where(owned).groupBy('status'),
  ]);
  const counts: Record<ReviewStatus, number> = { menunggu: 0, tampil: 0, disembunyikan: 0 };
  for (const { status, n } of grouped as Array<{ status: ReviewStatus; n: number | string }>) if (status in counts) counts[status] = Number(n);
  return { data: (rows as Row[]).map((row) => toReview(row, { withCode: true })), total, counts };
}

function tableOf(strapi: Core.Strapi): string {
  return strapi.db.metadata.get(REVIEW_UID).tableName;
}

async function findReview(strapi: Core.Strapi, id: string): Promise<Row> {
  const row = (await strapi.db.query(REVIEW_UID).findOne({ where: { documentId: id } })) as Row | null;
  if (!row) throw new ContentError('not-found', REVIEW_MESSAGES.notFound);
  return row;
}

function itemChanged(type: RequestType) {
  announceChanged(reviewChangedTypes(type));
}

const titleOf = (row: Pick<Row, 'booking_code' | 'item_title'>) => `${row.booking_code} · ${row.item_title}`;

/** One review as the admins read it. */
export async function reviewById(strapi: Core.Strapi, id: string): Promise<Review> {
  return toReview(await findReview(strapi, id), { withCode: true });
}

/** `POST /review/{id}/approve|hide`. */
export async function moveReview(strapi: Core.Strapi, id: string, move: ReviewMove): Promise<Review> {
  return inTransaction(strapi, async () => {
    const row = await findReview(strapi, id);
    const updated = (await strapi.db.query(REVIEW_UID).update({ where: { documentId: id }, data: { status: REVIEW_MOVES[move] } })) as Row;
    itemChanged(row.type);
    await recordActivity(strapi, { action: `review_${move}`, type: 'review', recordId: id, recordTitle: titleOf(row) });
    return toReview(updated, { withCode: true });
  });
}

/** A reply's text as plain text, or the field's message: empty or too long. */
export function replyTextOf(body: Record<string, unknown>): string {
  const text = typeof body.text === 'string' ? plainMultiline(body.text) : '';
  if (!text) throw invalid({ text: [REVIEW_MESSAGES.replyRequired] });
  if (text.length > REVIEW.maxReply) throw invalid({ text: [REVIEW_MESSAGES.replyMax] });
  return text;
}

/** `POST /review/{id}/reply`: the village's answer, shown under the review ("Balasan pengelola"); an empty one is refused. */
export async function replyToReview(strapi: Core.Strapi, id: string, body: Record<string, unknown>): Promise<Review> {
  const text = replyTextOf(body);
  return inTransaction(strapi, async () => {
    const row = await findReview(strapi, id);
    const updated = (await strapi.db.query(REVIEW_UID).update({ where: { documentId: id }, data: { reply: text, replied_at: new Date() } })) as Row;
    itemChanged(row.type);
    await recordActivity(strapi, { action: 'review_reply', type: 'review', recordId: id, recordTitle: titleOf(row) });
    return toReview(updated, { withCode: true });
  });
}

/** `GET /{type}/{id}/reviews?page=`: the item's shown reviews, newest first, and their average, count and stars. */
export async function itemReviews(strapi: Core.Strapi, type: RequestType, itemId: string, { start, limit }: { start: number; limit: number }) {
  const where = { type, item_id: itemId, status: 'tampil' };
  const [rows, grouped] = await Promise.all([
    strapi.db.query(REVIEW_UID).findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], offset: start, limit }),
    strapi.db.connection(tableOf(strapi)).select('rating').count({ n: '*' }).where(where).groupBy('rating'),
  ]);
  const distribution: ReviewSummary['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { rating, n } of grouped as Array<{ rating: number; n: number | string }>) {
    const stars = Number(rating) as keyof ReviewSummary['distribution'];
    if (stars in distribution) distribution[stars] = Number(n);
  }
  const count = Object.values(distribution).reduce((sum, n) => sum + n, 0);
  const sum = Object.entries(distribution).reduce((total, [stars, n]) => total + Number(stars) * n, 0);
  const summary: ReviewSummary = { average: count ? Math.round((sum / count) * 10) / 10 : null, count, distribution };
  return { data: (rows as Row[]).map((row) => toReview(row)), ...summary };
}

/** The review of each of these requests that has one (the inbox shows it, or offers to ask for one). */
export async function reviewStatusesOf(strapi: Core.Strapi, codes: string[]): Promise<Map<string, ReviewStatus>> {
  if (!codes.length) return new Map();
  const rows = (await strapi.db.query(REVIEW_UID).findMany({ where: { booking_code: { $in: codes } }, select: ['booking_code', 'status'] })) as Array<Pick<Row, 'booking_code' | 'status'>>;
  return new Map(rows.map((row) => [row.booking_code, row.status]));
}

/** `GET /review/recent`: the home page's "Kata Tamu", the newest shown reviews of REVIEW.homeMinRating stars or more. */
export async function recentReviews(strapi: Core.Strapi): Promise<Review[]> {
  const rows = await strapi.db.query(REVIEW_UID).findMany({
    where: { status: 'tampil', rating: { $gte: REVIEW.homeMinRating } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: REVIEW.onHome,
  });
  return (rows as Row[]).map((row) => toReview(row));
}

/** `DELETE /review/{id}`: to the Sampah, from where it comes back as it was. */
export async function deleteReview(strapi: Core.Strapi, id: string): Promise<void> {
  const row = await findReview(strapi, id);
  await trashRow(strapi, 'review', id, titleOf(row));
  if (row.status === 'tampil') itemChanged(row.type);
}
