// The MITRA behind a call (issue 41): their calls are the admins' ones, answered within their
// own items (`content/partners.ts`); an ADMIN's call is not narrowed.
import type { Core } from '@strapi/strapi';
import type { Ctx } from '../http';
import { assertOwns, ownedIds, type Partner } from '../../../../content/partners';
import { currentUser } from './session';

/** The signed-in partner, or null for anyone else (an ADMIN: the whole village). */
export async function partnerOf(strapi: Core.Strapi, ctx: Ctx): Promise<Partner | null> {
  const user = await currentUser(strapi, ctx);
  if (!user?.isPartner) return null;
  return { documentId: user.documentId, name: user.raw.name || user.raw.username || '', phone: user.raw.phone ?? null };
}

/** A list's narrowing: the partner's item ids, or undefined for an ADMIN. */
export async function partnerItems(strapi: Core.Strapi, ctx: Ctx): Promise<string[] | undefined> {
  const partner = await partnerOf(strapi, ctx);
  return partner ? ownedIds(strapi, partner.documentId) : undefined;
}

/** A call on one item: an ADMIN's always, a partner's only on their own (else 403). */
export async function assertMayAct(strapi: Core.Strapi, ctx: Ctx, item: { type: string; item_id: string }) {
  const partner = await partnerOf(strapi, ctx);
  if (partner) await assertOwns(strapi, partner, item.type, item.item_id);
}
