// Payments (issue 54): the guest's proof sent with their signed link, the proof's private picture,
// and the village's accept, reject and record. The settings: payment-settings.ts.
import type { Core } from '@strapi/strapi';
import { BOOKING_REQUEST, GUEST_PAYMENT_TEXTS, PAYMENT_MESSAGES, STATUS_TOKEN_PARAM, isBookingCode } from '@desa/contract';
import { HttpError, readBody, rowIdOf, uploadedFile, type Ctx } from '../http';
import { assertGuestLink, findRequest } from '../../../../content/bookings';
import { decidePayment, proofOf, receiptOf, recordPayment, requestOfPayment, submitProof } from '../../../../content/payment-moves';
import { assertMayAct } from '../services/partner';

function codeOf(ctx: Ctx): string {
  if (!isBookingCode(ctx.params.code)) throw new HttpError(404, BOOKING_REQUEST.notFound);
  return ctx.params.code;
}

const idOf = (ctx: Ctx) => rowIdOf(ctx.params.id, PAYMENT_MESSAGES.notFound);

export function paymentsController(strapi: Core.Strapi) {
  const decide = (decision: 'accept' | 'reject') => async (ctx: Ctx) => {
    const id = idOf(ctx);
    await assertMayAct(strapi, ctx, () => requestOfPayment(strapi, id));
    const request = await decidePayment(strapi, id, decision, readBody(ctx));
    ctx.body = { message: decision === 'accept' ? PAYMENT_MESSAGES.accepted : PAYMENT_MESSAGES.rejected, data: request };
  };
  return {
    /** The guest's proof, with their signed link (`?t=`): anyone else's answer is the same 404 as an unknown code. */
    async submit(ctx: Ctx) {
      const code = codeOf(ctx);
      await assertGuestLink(strapi, code, ctx.query[STATUS_TOKEN_PARAM]);
      const { payment, locale } = await submitProof(strapi, code, uploadedFile(ctx, 'file'), readBody(ctx));
      ctx.status = 201;
      ctx.body = { message: GUEST_PAYMENT_TEXTS[locale].sent, data: payment };
    },

    /** The proof's picture: an ADMIN's, or the item's partner's; never cached anywhere. */
    async proof(ctx: Ctx) {
      const id = idOf(ctx);
      const request = await requestOfPayment(strapi, id);
      await assertMayAct(strapi, ctx, request);
      const proof = await proofOf(strapi, id);
      if (!proof) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = proof.type;
      ctx.body = proof.bytes;
    },

    /** A receipt: the guest's with their link (`?t=`), else an ADMIN's or the item's partner's. */
    async receipt(ctx: Ctx) {
      const code = codeOf(ctx);
      const token = ctx.query[STATUS_TOKEN_PARAM];
      if (token !== undefined) await assertGuestLink(strapi, code, token);
      else await assertMayAct(strapi, ctx, () => findRequest(strapi, code));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: await receiptOf(strapi, code, idOf(ctx)) };
    },

    accept: decide('accept'),
    reject: decide('reject'),

    async record(ctx: Ctx) {
      const code = codeOf(ctx);
      await assertMayAct(strapi, ctx, () => findRequest(strapi, code));
      const request = await recordPayment(strapi, code, readBody(ctx));
      ctx.status = 201;
      ctx.body = { message: PAYMENT_MESSAGES.recorded, data: request };
    },
  };
}
