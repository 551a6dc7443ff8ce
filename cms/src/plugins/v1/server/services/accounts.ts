// Passwords and sessions of the village's accounts (issue 23): temporary passwords for a new
// admin, partner or a reset, the invitation itself, ending every session of an account, and the
// check of a password.
import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { TEAM, type AdminAccount, type NewAdminInput } from '@desa/contract';
import { USER_UID, type UserDocument } from './session';
import { validationError } from '../http';
import { COMMAND, recordActivity } from '../../../../content/activity';
import { ROLE_UID } from '../../../../content/uids';

const ORIGIN = 'users-permissions';
// No 0/O, 1/l/I: read aloud over the phone or copied from a screen.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A one-time password that meets the registration's rules: three groups of four, e.g. "Kp7m-Q4tx-Rz9w". */
export function temporaryPassword(): string {
  const all = LOWER + UPPER + DIGITS;
  const pick = (set: string) => set[randomInt(set.length)];
  for (;;) {
    const groups = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => pick(all)).join(''));
    const password = groups.join('-');
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** Ends every session of the account, or every one but `keep` (the caller's own). Checked on every request, on every replica. */
export async function endSessions(strapi: Core.Strapi, userId: number, keep?: string) {
  const manager = strapi.sessionManager(ORIGIN);
  if (!keep) {
    await manager.invalidateRefreshToken(String(userId));
    return;
  }
  const sessions = await manager.listSessions(String(userId));
  for (const session of sessions) if (session.sessionId !== keep) await manager.revokeSessionById(String(userId), session.sessionId);
}

export async function validPassword(strapi: Core.Strapi, password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return false;
  return strapi.plugin('users-permissions').service('user').validatePassword(password, hash);
}

/** Sets a password (hashed by users-permissions' own lifecycle) and whether it must be changed at the next sign-in. */
export async function setPassword(strapi: Core.Strapi, userId: number, password: string, temporary: boolean) {
  await strapi.plugin('users-permissions').service('user').edit(userId, { password, mustChangePassword: temporary });
}

export async function findAccount(strapi: Core.Strapi, where: Record<string, unknown>) {
  return strapi.db.query(USER_UID).findOne({ where, populate: { role: true, photo: true } });
}

/** An account as Tim Admin lists it (admins and partners alike). */
export function toAccount(user: UserDocument): AdminAccount {
  return {
    id: user.documentId,
    name: user.name || user.username || '',
    email: user.email ?? '',
    phone: user.phone ?? null,
    instagram: user.instagram ?? null,
    active: !user.blocked,
    must_change_password: Boolean(user.mustChangePassword),
    last_sign_in_at: user.lastSignInAt ? new Date(String(user.lastSignInAt)).toISOString() : null,
    created_at: new Date(String(user.createdAt)).toISOString(),
  };
}

/**
 * A new account of the role (type 'admin' or 'mitra') with a one-time temporary password, to be
 * changed at the first sign-in; the password is answered once and stored hashed.
 */
export async function inviteAccount(strapi: Core.Strapi, roleType: string, data: NewAdminInput): Promise<{ user: UserDocument; password: string }> {
  const taken = await strapi.db.query(USER_UID).count({ where: { $or: [{ email: data.email }, { username: data.email }] } });
  if (taken) throw validationError({ email: [TEAM.emailTaken] });
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type: roleType } });
  const password = temporaryPassword();
  const created = await strapi.plugin('users-permissions').service('user').add({
    username: data.email,
    email: data.email,
    name: data.name,
    phone: data.phone,
    password,
    mustChangePassword: true,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
  return { user: (await findAccount(strapi, { id: created.id }))!, password };
}

/**
 * `npm run admin:reset-password`: a new temporary password for the account of `email` (to be
 * changed at the next sign-in), its sessions ended, and the reset in the Riwayat. Null when no
 * account has that email.
 */
export async function resetPassword(strapi: Core.Strapi, email: string): Promise<{ password: string; name: string } | null> {
  const user = await findAccount(strapi, { email: email.trim().toLowerCase() });
  if (!user) return null;
  const password = temporaryPassword();
  // All or nothing: a command run beside a busy SQLite site may find the file locked and try again.
  await strapi.db.transaction(async () => {
    await setPassword(strapi, Number(user.id), password, true);
    await endSessions(strapi, Number(user.id));
    await recordActivity(strapi, { action: 'password_reset', type: 'account', recordId: user.documentId, recordTitle: user.email }, COMMAND);
  });
  return { password, name: user.name || user.username };
}
