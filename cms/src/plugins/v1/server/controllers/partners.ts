// Mitra (issue 41): the ADMINs' side of partner accounts. An invitation makes a MITRA account
// with a one-time password (as for an admin) and gives it its items; an ADMIN changes what a
// partner owns or deactivates them (their sessions end at once).
import type { Core } from '@strapi/strapi';
import { PARTNER, newPartnerSchema, partnerItemsSchema, type PartnerAccount } from '@desa/contract';
import { HttpError, check, isDocumentId, readBody, validationError, type Ctx } from '../http';
import { USER_UID, type UserDocument } from '../services/session';
import { endSessions, findAccount, inviteAccount, toAccount } from '../services/accounts';
import { recordActivity } from '../../../../content/activity';
import { PARTNER_ROLE_TYPE, assignItems, changeItems, itemsOf } from '../../../../content/partners';
import { partnerFrom } from '../services/partner';

const PARTNER_WHERE = { role: { type: PARTNER_ROLE_TYPE } };

export function partnersController(strapi: Core.Strapi) {
  async function partnerAccountOf(ctx: Ctx): Promise<UserDocument> {
    const id = ctx.params.id;
    const user = isDocumentId(id) ? await findAccount(strapi, { documentId: id, ...PARTNER_WHERE }) : null;
    if (!user) throw new HttpError(404, PARTNER.notFound);
    return user;
  }

  const withItems = async (user: UserDocument): Promise<PartnerAccount> => ({ ...toAccount(user), items: await itemsOf(strapi, user.documentId) });

  async function setActive(ctx: Ctx, active: boolean) {
    const user = await partnerAccountOf(ctx);
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { blocked: !active } });
    if (!active) await endSessions(strapi, Number(user.id));
    await recordActivity(strapi, { action: active ? 'partner_activate' : 'partner_deactivate', type: 'account', recordId: user.documentId, recordTitle: user.email });
    const updated = (await findAccount(strapi, { id: user.id }))!;
    const { name } = partnerFrom(updated);
    ctx.body = { message: active ? PARTNER.activated(name) : PARTNER.deactivated(name), data: await withItems(updated) };
  }

  return {
    async list(ctx: Ctx) {
      const users: UserDocument[] = await strapi.db.query(USER_UID).findMany({ where: PARTNER_WHERE, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: await Promise.all(users.map(withItems)) };
    },

    async add(ctx: Ctx) {
      const { data, errors } = check(newPartnerSchema, readBody(ctx));
      if (errors) throw validationError(errors);
      // The items are checked before the account exists: an unknown id changes nothing.
      await strapi.db.transaction(async () => {
        const { user, password } = await inviteAccount(strapi, PARTNER_ROLE_TYPE, data);
        await assignItems(strapi, partnerFrom(user), data);
        await recordActivity(strapi, { action: 'partner_add', type: 'account', recordId: user.documentId, recordTitle: user.email });
        ctx.status = 201;
        // The only time the temporary password is seen: it is stored hashed.
        ctx.body = { message: PARTNER.added(data.name), data: await withItems(user), temporary_password: password };
      });
    },

    async items(ctx: Ctx) {
      const user = await partnerAccountOf(ctx);
      const { data, errors } = check(partnerItemsSchema, readBody(ctx));
      if (errors) throw validationError(errors);
      await changeItems(strapi, partnerFrom(user), data, user);
      ctx.body = { message: PARTNER.itemsChanged(partnerFrom(user).name), data: await withItems(user) };
    },

    deactivate: (ctx: Ctx) => setActive(ctx, false),
    activate: (ctx: Ctx) => setActive(ctx, true),
  };
}
