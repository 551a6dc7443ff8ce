// The optional payment gateway (issue 54): the guest's "Bayar otomatis" with their signed link,
// and the gateway's notification (believed only with its signature: content/payment-gateway.ts).
import type { Core } from '@strapi/strapi';
import { BOOKING_REQUEST, STATUS_TOKEN_PARAM, isBookingCode } from '@desa/contract';
import { HttpError, readBody, type Ctx } from '../http';
import { assertGuestLink } from '../../../../content/bookings';
import { gatewayNotification, startGatewayPayment } from '../../../../content/payment-gateway';

export function paymentGatewayController(strapi: Core.Strapi) {
  return {
    /** A QRIS from the gateway for what is asked now; anyone but the link's holder: 404. */
    async start(ctx: Ctx) {
      if (!isBookingCode(ctx.params.code)) throw new HttpError(404, BOOKING_REQUEST.notFound);
      await assertGuestLink(strapi, ctx.params.code, ctx.query[STATUS_TOKEN_PARAM]);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.status = 201;
      ctx.body = { data: await startGatewayPayment(strapi, ctx.params.code) };
    },

    /** Midtrans' HTTP notification: 200 once read (it sends again until it gets one), 401 unsigned. */
    async notification(ctx: Ctx) {
      ctx.body = { message: 'OK', result: await gatewayNotification(strapi, readBody(ctx)) };
    },
  };
}
