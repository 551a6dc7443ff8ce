// Roles and accounts the product needs on every database.
import type { Core } from '@strapi/strapi';
import { env } from './env';
import { PARTNER_ROLE_TYPE } from './content/partners';
import { ROLE_UID } from './content/uids';

/** The product's roles as users-permissions roles: ADMIN is of type 'admin', MITRA of type 'mitra', USER is 'authenticated'. */
const ROLES = [
  { name: 'Admin', type: 'admin', description: 'Admin desa: mengelola seluruh konten situs (ADMIN)' },
  { name: 'Mitra', type: PARTNER_ROLE_TYPE, description: 'Mitra desa: pemilik penginapan atau produsen yang mengelola listingnya sendiri, disetujui admin (MITRA)' },
];

export async function ensureRoles(strapi: Core.Strapi) {
  const roles = strapi.db.query(ROLE_UID);
  for (const role of ROLES) if (!(await roles.findOne({ where: { type: role.type } }))) await roles.create({ data: role });
  // Accounts are made through /api/v1/auth/register only, where the product's rules apply.
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
}

/** The first Strapi panel account, for maintainers, when STRAPI_ADMIN_EMAIL/PASSWORD are set. */
export async function ensurePanelAdmin(strapi: Core.Strapi) {
  const email = env.STRAPI_ADMIN_EMAIL;
  const password = env.STRAPI_ADMIN_PASSWORD;
  if (!email || !password) return;
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    email: email.toLowerCase(),
    firstname: 'Pengelola',
    lastname: 'CMS',
    password,
    isActive: true,
    registrationToken: null,
    roles: superAdmin ? [superAdmin.id] : [],
  });
  strapi.log.info(`Akun panel Strapi dibuat untuk ${email}.`);
}
