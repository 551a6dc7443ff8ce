// Users in wire form: never a password, token, reset code or provider.
import type { Core } from '@strapi/strapi';
import { absoluteUrl, publicBaseUrl } from '../../../../content/images';
import { timestamps } from '../../../../content/records';
import { roleOf, type UserDocument } from './session';

export function toUserRecord(strapi: Core.Strapi, user: UserDocument) {
  const imageUrl = absoluteUrl(publicBaseUrl(strapi), user.photo?.url);
  return {
    id: user.documentId,
    name: user.name || user.username,
    email: user.email,
    phone: user.phone ?? null,
    instagram: user.instagram ?? null,
    role: roleOf(user),
    image_url: imageUrl,
    imageUrl,
    ...timestamps(user),
    // Only while a temporary password waits to be replaced (the legacy record is otherwise unchanged).
    ...(user.mustChangePassword && { must_change_password: true }),
  };
}
