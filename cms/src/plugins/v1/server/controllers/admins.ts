// Tim Admin: the village's admin accounts. A new admin gets a temporary password, shown once;
// a deactivated one cannot sign in and its sessions end at once (every request checks them).
import type { Core } from '@strapi/strapi';
import { TEAM, newAdminSchema } from '@desa/contract';
import { HttpError, check, isDocumentId, readBody, validationError, type Ctx } from '../http';
import { USER_UID, currentUser, type UserDocument } from '../services/session';
import { endSessions, findAccount, inviteAccount, toAccount } from '../services/accounts';
import { recordActivity } from '../../../../content/activity';

const ADMIN_WHERE = { role: { type: 'admin' } };

export function adminsController(strapi: Core.Strapi) {
  const accounts = () => strapi.db.query(USER_UID);

  async function adminOf(ctx: Ctx): Promise<UserDocument> {
    const id = ctx.params.id;
    const user = isDocumentId(id) ? await findAccount(strapi, { documentId: id, ...ADMIN_WHERE }) : null;
    if (!user) throw new HttpError(404, TEAM.notFound);
    return user;
  }

  async function setActive(ctx: Ctx, active: boolean) {
    const user = await adminOf(ctx);
    if (!active) {
      const self = (await currentUser(strapi, ctx))!;
      if (self.id === user.id) throw new HttpError(409, TEAM.notSelf);
      await strapi.db.transaction(async ({ trx }) => {
        // The active admins' rows stay locked until the end: two admins deactivating each other
        // at once cannot both pass the check (PostgreSQL; SQLite runs one write at a time).
        // (The lock takes the active accounts' rows alone: PostgreSQL locks no outer join.)
        await strapi.db.queryBuilder(USER_UID).select(['id']).where({ blocked: false }).forUpdate().transacting(trx as never).execute();
        const others = await accounts().count({ where: { ...ADMIN_WHERE, blocked: false, id: { $ne: user.id } } });
        if (others === 0) throw new HttpError(409, TEAM.lastAdmin);
        await accounts().update({ where: { id: user.id }, data: { blocked: true } });
      });
      await endSessions(strapi, Number(user.id));
    } else {
      await accounts().update({ where: { id: user.id }, data: { blocked: false } });
    }
    await recordActivity(strapi, { action: active ? 'admin_activate' : 'admin_deactivate', type: 'account', recordId: user.documentId, recordTitle: user.email });
    const updated = (await findAccount(strapi, { id: user.id }))!;
    const name = updated.name || updated.username || '';
    ctx.body = { message: active ? TEAM.activated(name) : TEAM.deactivated(name), data: toAccount(updated) };
  }

  return {
    async list(ctx: Ctx) {
      const users: UserDocument[] = await accounts().findMany({ where: ADMIN_WHERE, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: users.map(toAccount) };
    },

    async add(ctx: Ctx) {
      const { data, errors } = check(newAdminSchema, readBody(ctx));
      if (errors) throw validationError(errors);
      const { user, password } = await inviteAccount(strapi, 'admin', data);
      await recordActivity(strapi, { action: 'admin_add', type: 'account', recordId: user.documentId, recordTitle: user.email });
      ctx.status = 201;
      // The only time the temporary password is seen: it is stored hashed.
      ctx.body = { message: TEAM.added(data.name), data: toAccount(user), temporary_password: password };
    },

    deactivate: (ctx: Ctx) => setActive(ctx, false),
    activate: (ctx: Ctx) => setActive(ctx, true),
  };
}
