// The village contact, the user list and the signed-in admin's own profile.
import type { Core } from '@strapi/strapi';
import { PROFILE_UPDATED, instagramHandle } from '@desa/contract';
import { readBody, uploadedFile, type Ctx } from '../http';
import { updateProfile } from '../../../../content/profiles';
import { USER_POPULATE, USER_UID, currentUser, type UserDocument } from '../services/session';
import { toUserRecord } from '../services/users';

const adminsOldestFirst = {
  where: { role: { type: 'admin' }, blocked: false },
  orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
};

export function usersController(strapi: Core.Strapi) {
  return {
    async contact(ctx: Ctx) {
      const admins = await strapi.db.query(USER_UID).findMany({
        ...adminsOldestFirst,
        select: ['documentId', 'name', 'username', 'phone', 'instagram'],
      });
      ctx.body = {
        user: admins.map((admin: Pick<UserDocument, 'documentId' | 'name' | 'username' | 'phone' | 'instagram'>) => ({
          id: admin.documentId,
          name: admin.name || admin.username,
          phone: admin.phone ?? null,
          instagram: admin.instagram ? instagramHandle(admin.instagram) : null,
        })),
      };
    },

    async all(ctx: Ctx) {
      const users = await strapi.db.query(USER_UID).findMany({
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        populate: USER_POPULATE,
      });
      ctx.body = { users: users.map((user: UserDocument) => toUserRecord(strapi, user)) };
    },

    async update(ctx: Ctx) {
      const session = (await currentUser(strapi, ctx))!;
      const record = toUserRecord(strapi, await updateProfile(strapi, session.raw, readBody(ctx), uploadedFile(ctx)));
      ctx.body = { message: PROFILE_UPDATED, user: record, data: record };
    },
  };
}
