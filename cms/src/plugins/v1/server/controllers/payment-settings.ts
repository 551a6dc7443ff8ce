// The village's payment settings (issue 54): read by anyone (what a guest pays to), changed by an ADMIN.
import type { Core } from '@strapi/strapi';
import { PAYMENT_MESSAGES } from '@desa/contract';
import { readBody, uploadedFile, type Ctx } from '../http';
import { readPaymentSettings, updatePaymentSettings } from '../../../../content/payment-settings';

export function paymentSettingsController(strapi: Core.Strapi) {
  return {
    async show(ctx: Ctx) {
      ctx.body = { data: await readPaymentSettings(strapi) };
    },

    /** JSON, or multipart with the sticker's picture as `qris_image`. */
    async update(ctx: Ctx) {
      const data = await updatePaymentSettings(strapi, readBody(ctx), uploadedFile(ctx, 'qris_image'));
      ctx.body = { message: PAYMENT_MESSAGES.settingsSaved, data };
    },
  };
}
