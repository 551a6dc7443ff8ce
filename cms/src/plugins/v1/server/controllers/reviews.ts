// Reviews (issue 40): the admin's review link for a completed request, the guest's form (read and
// post with the signed link), the admins' list, moves and reply, and an item's shown reviews.
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPES, PARTNER, REVIEW, REVIEW_MESSAGES, STATUS_TOKEN_PARAM, isBookingCode, isRequestType, isReviewStatus, reviewTexts, type RequestType, type ReviewMove } from '@desa/contract';
import { HttpError, isDocumentId, listEnvelope, listFilters, pagination, readBody, type Ctx } from '../http';
import { createReview, deleteReview, itemReviews, listReviews, moveReview, recentReviews, replyToReview, reviewForm, reviewLink, type ReviewFilter } from '../../../../content/reviews';
import { proposeReply } from '../../../../content/partners';
import { assertMayAct, partnerItems, partnerOf } from '../services/partner';

/** `?status=&type=&item=`: each part checked, anything else a 400. */
function reviewFilter(query: Record<string, unknown>): ReviewFilter {
  const { status, type, item } = listFilters(query, { status: isReviewStatus, type: isRequestType, item: isDocumentId }, REVIEW_MESSAGES.filterInvalid);
  return { status: status as ReviewFilter['status'], type: type as ReviewFilter['type'], item };
}

const idOf = (ctx: Ctx) => {
  if (!isDocumentId(ctx.params.id)) throw new HttpError(404, REVIEW_MESSAGES.notFound);
  return ctx.params.id as string;
};

export function reviewsController(strapi: Core.Strapi) {
  const move = (name: ReviewMove) => async (ctx: Ctx) => {
    ctx.body = { message: REVIEW_MESSAGES.moved[name], data: await moveReview(strapi, idOf(ctx), name) };
  };
  const itemPage = (type: RequestType) => async (ctx: Ctx) => {
    if (!isDocumentId(ctx.params.id)) throw new HttpError(404, CONTENT_TYPES[type].text.notFound);
    const { page, limit, start } = pagination({ ...ctx.query, limit: ctx.query.limit ?? String(REVIEW.perPage) });
    const { data, ...summary } = await itemReviews(strapi, type, ctx.params.id, { start, limit });
    ctx.body = { ...listEnvelope(data, summary.count, page, limit), ...summary };
  };
  return {
    /** ADMIN, or the item's partner: `{ url, whatsapp }` for a completed request without a review. */
    async link(ctx: Ctx) {
      const { code } = ctx.params;
      if (!isBookingCode(code)) throw new HttpError(404, REVIEW_MESSAGES.notFound);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await reviewLink(strapi, code, (request) => assertMayAct(strapi, ctx, request));
    },

    /** The guest's form: what it is about, for the link's holder; any other link 404. */
    async form(ctx: Ctx) {
      const token = ctx.query[STATUS_TOKEN_PARAM];
      ctx.set('Cache-Control', 'private, no-store');
      const form = isBookingCode(ctx.params.code) && typeof token === 'string' ? await reviewForm(strapi, ctx.params.code, token) : null;
      if (!form) throw new HttpError(404, reviewTexts('id').linkInvalid);
      ctx.body = { data: form };
    },

    async create(ctx: Ctx) {
      const review = await createReview(strapi, readBody(ctx));
      ctx.status = 201;
      ctx.body = { message: reviewTexts(review.locale).created, data: review };
    },

    async all(ctx: Ctx) {
      const filter = reviewFilter(ctx.query);
      const { page, limit, start } = pagination(ctx.query);
      const { data, total, counts } = await listReviews(strapi, { ...filter, items: await partnerItems(strapi, ctx) }, { start, limit });
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { ...listEnvelope(data, total, page, limit), counts };
    },

    approve: move('approve'),
    hide: move('hide'),

    /** An ADMIN's reply shows at once; a partner's waits for an ADMIN like a change of their listing (202). */
    async reply(ctx: Ctx) {
      const id = idOf(ctx);
      const partner = await partnerOf(strapi, ctx);
      if (!partner) {
        ctx.body = { message: REVIEW_MESSAGES.replied, data: await replyToReview(strapi, id, readBody(ctx)) };
        return;
      }
      const change = await proposeReply(strapi, partner, id, readBody(ctx));
      ctx.status = 202;
      ctx.body = { message: PARTNER.replySent, data: change };
    },

    async remove(ctx: Ctx) {
      await deleteReview(strapi, idOf(ctx));
      ctx.body = { message: REVIEW_MESSAGES.deleted };
    },

    /** The home page's "Kata Tamu". */
    async recent(ctx: Ctx) {
      ctx.body = { data: await recentReviews(strapi) };
    },

    homestayReviews: itemPage('homestay'),
    packageReviews: itemPage('package'),
    productReviews: itemPage('product'),
  };
}
