// The MITRA behind a call (issue 41): their calls are the admins' ones, answered within their
// own items (`content/partners.ts`); an ADMIN's call is not narrowed.
import type { Core } from '@strapi/strapi';
import type { Ctx } from '../http';
import { assertOwns, ownedIds, type Partner } from '../../../../content/partners';
import { currentUser, type UserDocument } from './session';

/** A partner's account as the domain knows it: who they are and their WhatsApp. */
export function partnerFrom(user: UserDocument): Partner {
  return { documentId: user.documentId, name: user.name || user.username || '', phone: user.phone ?? null };
}

/** The signed-in partner, or null for anyone else (an ADMIN: the whole village). */
export async function partnerOf(strapi: Core.Strapi, ctx: Ctx): Promise<Partner | null> {
  const user = await currentUser(strapi, ctx);
  return user?.isPartner ? partnerFrom(user.raw) : null;
}

/** A list's narrowing: the partner's item ids, or undefined for an ADMIN. */
export async function partnerItems(strapi: Core.Strapi, ctx: Ctx): Promise<string[] | undefined> {
  const partner = await partnerOf(strapi, ctx);
  return partner ? ownedIds(strapi, partner.documentId) : undefined;
}

type Item = { type: string; item_id: string };

/**
 * A call on one item: an ADMIN's always, a partner's only on their own (else 403). `item` may be
 * read only when needed: an ADMIN's call then reads nothing more.
 */
export async function assertMayAct(strapi: Core.Strapi, ctx: Ctx, item: Item | (() => Promise<Item>)) {
  const partner = await partnerOf(strapi, ctx);
  if (!partner) return;
  const { type, item_id } = typeof item === 'function' ? await item() : item;
  await assertOwns(strapi, partner, type, item_id);
}
