// Sessions: a users-permissions session (table strapi_sessions) whose signed token travels
// in an HttpOnly cookie or as `Authorization: Bearer`. Every request looks the session up,
// so logout ends it at once, wherever the token was copied to.
import type { Core } from '@strapi/strapi';
import { serialize } from 'cookie';
import { TEMPORARY_PASSWORD_PROOF_MINUTES, type UserRole } from '@desa/contract';
import { PARTNER_ROLE_TYPE } from '../../../../content/partners';
import type { Ctx } from '../http';
import type { StoredDocument } from '../../../../content/resources';
import { settings } from '../settings';
import { USER_UID } from '../../../../content/uids';
import { ACCOUNT_POPULATE } from '../../../../content/profiles';

const ORIGIN = 'users-permissions';
export const SESSION_COOKIE = 'desa_session';
export const SESSION_LIFESPAN_SECONDS = 7 * 24 * 60 * 60;

/** A users-permissions account with its role and photo. */
export type UserDocument = StoredDocument<typeof USER_UID>;

export type SessionUser = {
  id: number;
  documentId: string;
  sessionId: string;
  isAdmin: boolean;
  /** A MITRA: a host or producer, within their own items (issue 41). */
  isPartner: boolean;
  raw: UserDocument;
};

export { USER_UID };
export const USER_POPULATE = ACCOUNT_POPULATE;

function sessionManager(strapi: Core.Strapi) {
  return strapi.sessionManager(ORIGIN);
}

type WithRole = { role?: { type?: string | null } | null };

export function isAdminUser(user: WithRole): boolean {
  return user?.role?.type === 'admin';
}

export function isPartnerUser(user: WithRole): boolean {
  return user?.role?.type === PARTNER_ROLE_TYPE;
}

/** The wire's role: ADMIN, MITRA, or USER for any other account. */
export function roleOf(user: WithRole): UserRole {
  return isAdminUser(user) ? 'ADMIN' : isPartnerUser(user) ? 'MITRA' : 'USER';
}

function tokenFrom(ctx: Ctx): string | undefined {
  const header = String(ctx.get('authorization') || '');
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  return ctx.cookies.get(SESSION_COOKIE) || undefined;
}

/** The signed-in user of this request, or null. Cached on the request. */
export async function currentUser(strapi: Core.Strapi, ctx: Ctx): Promise<SessionUser | null> {
  if (ctx.state.v1User !== undefined) return ctx.state.v1User;
  ctx.state.v1User = null;
  const token = tokenFrom(ctx);
  if (!token || token.length > 2048) return null;
  const session = await sessionManager(strapi).validateRefreshToken(token);
  if (!session.isValid) return null;
  const user = await strapi.db.query(USER_UID).findOne({
    where: { id: Number(session.userId) },
    populate: USER_POPULATE,
  });
  if (!user || user.blocked) return null;
  ctx.state.v1User = {
    id: user.id,
    documentId: user.documentId,
    sessionId: session.sessionId,
    isAdmin: isAdminUser(user),
    isPartner: isPartnerUser(user),
    raw: user,
  };
  return ctx.state.v1User;
}

function setCookie(strapi: Core.Strapi, ctx: Ctx, value: string | null) {
  const { sameSite, secure } = settings(strapi).sessionCookie;
  const httpsPublicUrl = /^https:/i.test(strapi.config.get<string>('server.url'));
  ctx.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, value ?? '', {
      httpOnly: true,
      path: '/',
      sameSite,
      // SameSite=None is only honoured with Secure.
      secure: sameSite === 'none' || httpsPublicUrl || secure,
      maxAge: value ? SESSION_LIFESPAN_SECONDS : 0,
    }),
  );
}

export async function startSession(strapi: Core.Strapi, ctx: Ctx, userId: number): Promise<string> {
  const { token } = await sessionManager(strapi).generateRefreshToken(String(userId), undefined, {
    type: 'refresh',
  });
  setCookie(strapi, ctx, token);
  return token;
}

/** Whether the session began (its sign-in) within TEMPORARY_PASSWORD_PROOF_MINUTES. */
export async function signedInRecently(strapi: Core.Strapi, user: SessionUser): Promise<boolean> {
  const session = await strapi.db.query('admin::session').findOne({ where: { sessionId: user.sessionId }, select: ['createdAt'] });
  const started = session?.createdAt ? new Date(session.createdAt).getTime() : NaN;
  return Date.now() - started <= TEMPORARY_PASSWORD_PROOF_MINUTES * 60_000;
}

export async function endSession(strapi: Core.Strapi, ctx: Ctx): Promise<void> {
  const user = await currentUser(strapi, ctx);
  if (user) await sessionManager(strapi).revokeSessionById(String(user.id), user.sessionId);
  setCookie(strapi, ctx, null);
  ctx.state.v1User = null;
}
