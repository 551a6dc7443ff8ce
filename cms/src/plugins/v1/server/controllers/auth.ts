// Sign-in, registration, sign-out and the current user.
import type { Core } from '@strapi/strapi';
import { API, TEAM, newPasswordSchema, passwordChangeSchema, registerSchema, signInSchema } from '@desa/contract';
import { HttpError, check, readBody, validationError, type Ctx } from '../http';
import { assertLoginAllowed, clientAddress, recordLoginFailure, recordLoginSuccess } from '../services/login-limiter';
import { USER_POPULATE, USER_UID, currentUser, endSession, signedInRecently, startSession } from '../services/session';
import { toUserRecord } from '../services/users';
import { settings } from '../settings';
import { endSessions, setPassword, validPassword } from '../services/accounts';
import { recordActivity, shortenAddress, type Actor } from '../../../../content/activity';
import { ROLE_UID } from '../../../../content/uids';

const accountActor = (user: { documentId?: string; name?: string | null; username?: string | null } | null, email: string): Actor => ({
  kind: 'account',
  id: user?.documentId ?? null,
  name: user?.name || user?.username || email,
});

export function authController(strapi: Core.Strapi) {
  const userService = () => strapi.plugin('users-permissions').service('user');

  return {
    async login(ctx: Ctx) {
      const { data, errors } = check(signInSchema, readBody(ctx));
      if (errors) throw validationError(errors);
      const client = clientAddress(ctx);
      await assertLoginAllowed(client, data.email);
      const user = await strapi.db.query(USER_UID).findOne({
        where: { email: data.email, provider: 'local' },
        populate: USER_POPULATE,
      });
      const valid = user && !user.blocked && (await validPassword(strapi, data.password, user.password));
      const sign = { type: 'account' as const, recordId: user?.documentId ?? null, recordTitle: data.email, ip: shortenAddress(client) || null };
      if (!valid) {
        await recordLoginFailure(client, data.email);
        await recordActivity(strapi, { action: 'sign_in_failed', ...sign }, accountActor(user, data.email));
        throw new HttpError(401, API.loginInvalid);
      }
      await recordLoginSuccess(data.email);
      await startSession(strapi, ctx, user.id);
      // The query builder leaves updatedAt alone: signing in does not change the account.
      await strapi.db.queryBuilder(USER_UID).update({ lastSignInAt: new Date() }).where({ id: user.id }).execute();
      await recordActivity(strapi, { action: 'sign_in', ...sign }, accountActor(user, data.email));
      ctx.body = { message: API.loginSuccess, data: toUserRecord(strapi, user) };
    },

    async register(ctx: Ctx) {
      if (!settings(strapi).allowRegistration) throw new HttpError(403, API.registerDisabled);
      const { data, errors } = check(registerSchema, readBody(ctx));
      if (errors) throw validationError(errors);
      const taken = await strapi.db.query(USER_UID).count({ where: { email: data.email } });
      if (taken) throw validationError({ email: [API.emailTaken] });
      const role = await strapi.db
        .query(ROLE_UID)
        .findOne({ where: { type: 'authenticated' } });
      const created = await userService().add({
        username: data.email,
        email: data.email,
        name: data.name,
        password: data.password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role.id,
      });
      const user = await strapi.db.query(USER_UID).findOne({ where: { id: created.id }, populate: USER_POPULATE });
      ctx.status = 201;
      ctx.body = { message: API.registerSuccess, data: toUserRecord(strapi, user) };
    },

    async logout(ctx: Ctx) {
      const user = await currentUser(strapi, ctx);
      await endSession(strapi, ctx);
      if (user) await recordActivity(strapi, { action: 'sign_out', type: 'account', recordId: user.documentId, recordTitle: user.raw.email }, accountActor(user.raw, user.raw.email ?? ''));
      ctx.body = { message: API.logoutSuccess };
    },

    /**
     * "Ganti kata sandi": the account's own; its other sessions end. Also the first sign-in's step
     * after a temporary password, which may leave the current one out (newPasswordSchema) while
     * the session that proved it is fresh.
     */
    async password(ctx: Ctx) {
      const session = (await currentUser(strapi, ctx))!;
      const body = readBody(ctx);
      const withCurrent = body.currentPassword !== undefined && body.currentPassword !== '';
      if (!withCurrent && !(session.raw.mustChangePassword && (await signedInRecently(strapi, session)))) {
        throw validationError({ currentPassword: [TEAM.currentPasswordRequired] });
      }
      const { data, errors } = check(withCurrent ? passwordChangeSchema : newPasswordSchema, body);
      if (errors) throw validationError(errors);
      const current = (data as { currentPassword?: string }).currentPassword;
      if (current !== undefined && !(await validPassword(strapi, current, session.raw.password))) {
        throw validationError({ currentPassword: [TEAM.currentPasswordWrong] });
      }
      // Without the current password the schema cannot compare: the stored one tells.
      if (current === undefined && (await validPassword(strapi, data.password, session.raw.password))) {
        throw validationError({ password: [TEAM.samePassword] });
      }
      await setPassword(strapi, session.id, data.password, false);
      await endSessions(strapi, session.id, session.sessionId);
      await recordActivity(strapi, { action: 'password', type: 'account', recordId: session.documentId, recordTitle: session.raw.email });
      ctx.body = { message: TEAM.passwordChanged };
    },

    async me(ctx: Ctx) {
      const user = await currentUser(strapi, ctx);
      if (!user) throw new HttpError(401, API.unauthenticated);
      ctx.body = toUserRecord(strapi, user.raw);
    },
  };
}
