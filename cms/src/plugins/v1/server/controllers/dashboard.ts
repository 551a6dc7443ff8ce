// The back office's dashboard (issue 56): every figure of the page in one read (ADMIN).
import type { Core } from '@strapi/strapi';
import type { Ctx } from '../http';
import { villageDashboard } from '../../../../content/dashboard';

export function dashboardController(strapi: Core.Strapi) {
  return {
    async show(ctx: Ctx) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await villageDashboard(strapi);
    },
  };
}
