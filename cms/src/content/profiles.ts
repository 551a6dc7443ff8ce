// An account's own profile (name, WhatsApp, Instagram, photo): checked, written with its Riwayat
// entry in one transaction; a partner's new WhatsApp follows to their items' booking number.
import type { Core } from '@strapi/strapi';
import { PROFILE, profileSchema } from '@desa/contract';
import { changedFields, recordActivity } from './activity';
import { afterCommit, inTransaction } from './transactions';
import { check, invalid, mergeErrors, type UploadedFile } from './errors';
import { imageErrors, removeImage, storeImage } from './images';
import { PARTNER_ROLE_TYPE, refreshOwnerPhone } from './partners';
import type { StoredDocument } from './resources';
import { USER_UID } from './uids';

export type Account = StoredDocument<typeof USER_UID>;
/** What a profile's answer reads of the account: its role and photo. */
export const ACCOUNT_POPULATE = { role: true, photo: true } as const;

const contactOf = (account: Pick<Account, 'name' | 'phone' | 'instagram'>) => ({ name: account.name, phone: account.phone, instagram: account.instagram });

/** Updates the account's profile (the email stays: it signs in); returns the account as stored now. */
export async function updateProfile(strapi: Core.Strapi, account: Account, body: Record<string, unknown>, file: UploadedFile | undefined): Promise<Account> {
  const { data, errors } = check(profileSchema, { ...contactOf(account), email: account.email, ...body });
  const emailChanged = data && data.email !== String(account.email).toLowerCase();
  const fileErrors = await imageErrors(file);
  if (errors || emailChanged || fileErrors) throw invalid(mergeErrors(errors, emailChanged ? { email: [PROFILE.emailReadOnly] } : undefined, fileErrors));
  const photo = file ? await storeImage(strapi, file) : undefined;
  try {
    return await inTransaction(strapi, async () => {
      await strapi.db.query(USER_UID).update({ where: { id: account.id }, data: { ...contactOf(data!), ...(photo && { photo: photo.id }) } });
      const updated = (await strapi.db.query(USER_UID).findOne({ where: { id: account.id }, populate: ACCOUNT_POPULATE })) as Account;
      const fields = changedFields(contactOf(account), contactOf(updated));
      await recordActivity(strapi, { action: 'profile', type: 'account', recordId: account.documentId, recordTitle: account.email, fields: photo ? [...fields, 'photo'] : fields });
      const partner = (updated.role as { type?: string } | null)?.type === PARTNER_ROLE_TYPE;
      if (partner && updated.phone !== account.phone) await refreshOwnerPhone(strapi, { documentId: updated.documentId, name: updated.name || updated.username || '', phone: updated.phone ?? null });
      if (photo) await afterCommit(strapi, () => removeImage(strapi, account.photo));
      return updated;
    });
  } catch (error) {
    if (photo) await removeImage(strapi, photo);
    throw error;
  }
}
