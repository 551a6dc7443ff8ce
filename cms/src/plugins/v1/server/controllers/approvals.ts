// Persetujuan (issue 41): the partners' changes waiting for an ADMIN, each with its comparison;
// approve publishes it, return sends it back with a note. A partner reads their own.
import type { Core } from '@strapi/strapi';
import { PARTNER, approveChangeSchema, isApprovalStatus, returnChangeSchema } from '@desa/contract';
import { HttpError, check, isDocumentId, readBody, validationError, type Ctx } from '../http';
import { approveChange, listChanges, returnChange } from '../../../../content/partners';
import { partnerOf } from '../services/partner';

const idOf = (ctx: Ctx) => {
  if (!isDocumentId(ctx.params.id)) throw new HttpError(404, PARTNER.changeNotFound);
  return ctx.params.id as string;
};

export function approvalsController(strapi: Core.Strapi) {
  return {
    /** `?status=menunggu|dikembalikan` (an ADMIN's default: waiting ones; a partner's: both). */
    async list(ctx: Ctx) {
      const { status } = ctx.query;
      if (status !== undefined && !isApprovalStatus(status)) throw new HttpError(400, PARTNER.filterInvalid);
      const partner = await partnerOf(strapi, ctx);
      const data = await listChanges(strapi, { status: status ?? (partner ? undefined : 'menunggu'), partnerId: partner?.documentId });
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data };
    },

    /** Optional `{ version }`: the comparison the ADMIN read (409 when the partner changed it since). */
    async approve(ctx: Ctx) {
      const id = idOf(ctx);
      const { data, errors } = check(approveChangeSchema, readBody(ctx));
      if (errors) throw validationError(errors);
      ctx.body = { message: PARTNER.approved, data: await approveChange(strapi, id, data.version) };
    },

    async return(ctx: Ctx) {
      const id = idOf(ctx);
      const { data, errors } = check(returnChangeSchema, readBody(ctx));
      if (errors) throw validationError(errors);
      ctx.body = { message: PARTNER.returned, data: await returnChange(strapi, id, data.note) };
    },
  };
}
