// Sessions: a users-permissions session (table strapi_sessions) whose signed token travels
// in an HttpOnly cookie or as `Authorization: Bearer`. Every request looks the session up,
// so logout ends it at once, wherever the token was copied to.
import type { Core } from '@strapi/strapi';
import { serialize } from 'cookie';
import type { Ctx } from '../http';

const ORIGIN = 'users-permissions';
export const SESSION_COOKIE = 'desa_session';
export const SESSION_LIFESPAN_SECONDS = 7 * 24 * 60 * 60;

export type SessionUser = {
  id: number;
  documentId: string;
  sessionId: string;
  isAdmin: boolean;
  raw: any;
};

export const USER_UID = 'plugin::users-permissions.user';
export const USER_POPULATE = { role: true, photo: true } as const;

function sessionManager(strapi: Core.Strapi) {
  return (strapi as any).sessionManager(ORIGIN);
}

export function isAdminUser(user: any): boolean {
  return user?.role?.type === 'admin';
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
    raw: user,
  };
  return ctx.state.v1User;
}

function setCookie(ctx: Ctx, value: string | null) {
  const sameSite = (process.env.SESSION_COOKIE_SAMESITE || 'lax').toLowerCase() as 'lax' | 'strict' | 'none';
  const httpsPublicUrl = /^https:/i.test(process.env.PUBLIC_CMS_URL || '');
  ctx.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, value ?? '', {
      httpOnly: true,
      path: '/',
      sameSite,
      // SameSite=None is only honoured with Secure.
      secure: sameSite === 'none' || httpsPublicUrl || process.env.SESSION_COOKIE_SECURE === 'true',
      maxAge: value ? SESSION_LIFESPAN_SECONDS : 0,
    }),
  );
}

export async function startSession(strapi: Core.Strapi, ctx: Ctx, userId: number): Promise<string> {
  const { token } = await sessionManager(strapi).generateRefreshToken(String(userId), undefined, {
    type: 'refresh',
  });
  setCookie(ctx, token);
  return token;
}

export async function endSession(strapi: Core.Strapi, ctx: Ctx): Promise<void> {
  const user = await currentUser(strapi, ctx);
  if (user) await sessionManager(strapi).revokeSessionById(String(user.id), user.sessionId);
  setCookie(ctx, null);
  ctx.state.v1User = null;
}
