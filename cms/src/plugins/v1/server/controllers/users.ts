// The village contact, the user list and the signed-in admin's own profile.
import type { Core } from '@strapi/strapi';
import { PROFILE, PROFILE_UPDATED, profileSchema, instagramHandle } from '@desa/contract';
import { check, mergeErrors, readBody, uploadedFile, validationError, type Ctx } from '../http';
import { imageErrors, removeImage, storeImage } from '../../../../content/images';
import { USER_POPULATE, USER_UID, currentUser, isPartnerUser, type UserDocument } from '../services/session';
import { refreshOwnerPhone } from '../../../../content/partners';
import { partnerFrom } from '../services/partner';
import { toUserRecord } from '../services/users';
import { changedFields, recordActivity } from '../../../../content/activity';

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
      const user = session.raw;
      const body = readBody(ctx);
      const stored = { name: user.name, phone: user.phone, instagram: user.instagram, email: user.email };
      const { data, errors } = check(profileSchema, { ...stored, ...body });
      const emailChanged = data && data.email !== String(user.email).toLowerCase();
      const file = uploadedFile(ctx);
      const fileErrors = await imageErrors(file);
      if (errors || emailChanged || fileErrors) {
        throw validationError(mergeErrors(errors, emailChanged ? { email: [PROFILE.emailReadOnly] } : undefined, fileErrors));
      }
      const photo = file ? await storeImage(strapi, file) : undefined;
      try {
        await strapi.db.query(USER_UID).update({
          where: { id: user.id },
          data: { name: data!.name, phone: data!.phone, instagram: data!.instagram, ...(photo && { photo: photo.id }) },
        });
      } catch (error) {
        if (photo) await removeImage(strapi, photo);
        throw error;
      }
      if (photo) await removeImage(strapi, user.photo);
      const updated = await strapi.db.query(USER_UID).findOne({ where: { id: user.id }, populate: USER_POPULATE });
      const fields = changedFields({ name: user.name, phone: user.phone, instagram: user.instagram }, { name: updated.name, phone: updated.phone, instagram: updated.instagram });
      await recordActivity(strapi, { action: 'profile', type: 'account', recordId: user.documentId, recordTitle: user.email, fields: photo ? [...fields, 'photo'] : fields });
      // A partner's WhatsApp is their items' booking number, unless an item has its own.
      if (isPartnerUser(updated) && updated.phone !== user.phone) await refreshOwnerPhone(strapi, partnerFrom(updated));
      const record = toUserRecord(strapi, updated);
      ctx.body = { message: PROFILE_UPDATED, user: record, data: record };
    },
  };
}
