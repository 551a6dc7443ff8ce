// Sign-in, registration, sign-out and the current user.
import type { Core } from '@strapi/strapi';
import { API, registerSchema, signInSchema } from '@desa/contract';
import { HttpError, check, readBody, validationError, type Ctx } from '../http';
import { assertLoginAllowed, clientAddress, recordLoginFailure, recordLoginSuccess } from '../services/login-limiter';
import { USER_POPULATE, USER_UID, currentUser, endSession, startSession } from '../services/session';
import { toUserRecord } from '../services/users';
import { settings } from '../settings';

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
      const valid =
        user && !user.blocked && user.password && (await userService().validatePassword(data.password, user.password));
      if (!valid) {
        await recordLoginFailure(client, data.email);
        throw new HttpError(401, API.loginInvalid);
      }
      await recordLoginSuccess(data.email);
      await startSession(strapi, ctx, user.id);
      ctx.body = { message: API.loginSuccess, data: toUserRecord(strapi, user) };
    },

    async register(ctx: Ctx) {
      if (!settings(strapi).allowRegistration) throw new HttpError(403, API.registerDisabled);
      const { data, errors } = check(registerSchema, readBody(ctx));
      if (errors) throw validationError(errors);
      const taken = await strapi.db.query(USER_UID).count({ where: { email: data.email } });
      if (taken) throw validationError({ email: [API.emailTaken] });
      const role = await strapi.db
        .query('plugin::users-permissions.role')
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
      await endSession(strapi, ctx);
      ctx.body = { message: API.logoutSuccess };
    },

    async me(ctx: Ctx) {
      const user = await currentUser(strapi, ctx);
      if (!user) throw new HttpError(401, API.unauthenticated);
      ctx.body = toUserRecord(strapi, user.raw);
    },
  };
}
