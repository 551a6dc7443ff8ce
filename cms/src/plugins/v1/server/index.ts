// Plugin v1: serves the village's legacy API contract at /api/v1.
import { timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { API, CONTENT_KINDS, TEAM, WEB_CLIENT_HEADER } from '@desa/contract';
import { ContentError, type ContentFailure } from '../../../content/errors';
import { HttpError, type Ctx } from './http';
import { RESOURCES } from '../../../content/resources';
import { ROUTES, type Access } from './routes';
import { settings } from './settings';
import { currentUser, type SessionUser } from './services/session';
import { actingAs, type Actor } from '../../../content/activity';
import { contentController } from './controllers/content';
import { optionsController } from './controllers/options';
import { authController } from './controllers/auth';
import { usersController } from './controllers/users';
import { siteController } from './controllers/site';
import { trashController } from './controllers/trash';
import { activityController } from './controllers/activity';
import { dashboardController } from './controllers/dashboard';
import { adminsController } from './controllers/admins';
import { reportController } from './controllers/report';
import { statsController } from './controllers/stats';
import { bookingsController } from './controllers/bookings';
import { reviewsController } from './controllers/reviews';
import { partnersController } from './controllers/partners';
import { approvalsController } from './controllers/approvals';
import { paymentsController } from './controllers/payments';
import { paymentGatewayController } from './controllers/payment-gateway';
import { paymentSettingsController } from './controllers/payment-settings';
import { homestayCalendarController, withFeedUrl } from './controllers/homestay-calendar';
import { assertFormAllowed, clientAddress } from './services/login-limiter';
import apiV1Body from './middlewares/api-v1-body';
import apiV1Errors from './middlewares/api-v1-errors';
import methodOverride from './middlewares/method-override';
import requestLog from './middlewares/request-log';

type ControllerFactory = ({ strapi }: { strapi: Core.Strapi }) => object;

const controllers: Record<string, ControllerFactory> = {
  ...Object.fromEntries(CONTENT_KINDS.map((kind): [string, ControllerFactory] => [kind, ({ strapi }) => contentController(strapi, RESOURCES[kind])])),
  setting: ({ strapi }) => optionsController(strapi),
  auth: ({ strapi }) => authController(strapi),
  user: ({ strapi }) => usersController(strapi),
  site: ({ strapi }) => siteController(strapi),
  trash: ({ strapi }) => trashController(strapi),
  activity: ({ strapi }) => activityController(strapi),
  dashboard: ({ strapi }) => dashboardController(strapi),
  admins: ({ strapi }) => adminsController(strapi),
  stats: ({ strapi }) => statsController(strapi),
  report: ({ strapi }) => reportController(strapi),
  booking: ({ strapi }) => bookingsController(strapi),
  review: ({ strapi }) => reviewsController(strapi),
  partners: ({ strapi }) => partnersController(strapi),
  approvals: ({ strapi }) => approvalsController(strapi),
  payment: ({ strapi }) => paymentsController(strapi),
  paymentGateway: ({ strapi }) => paymentGatewayController(strapi),
  paymentSettings: ({ strapi }) => paymentSettingsController(strapi),
  homestay: ({ strapi }) => withFeedUrl(strapi, contentController(strapi, RESOURCES.homestay)),
  homestayCalendar: ({ strapi }) => homestayCalendarController(strapi),
};

/** A cookie-authenticated write must come from the site itself or a configured origin. */
function trustedOrigin(ctx: Ctx): boolean {
  const origin = ctx.get('origin');
  if (!origin || /^Bearer\s/i.test(ctx.get('authorization') || '')) return true;
  return origin === ctx.origin || settings(strapi).corsOrigins.includes(origin);
}

/** Who an ADMIN call acts for in the Riwayat: the back office's account, or the same account through another client. */
export function actorOf(ctx: Ctx, user: SessionUser): Actor {
  const fromWebApp = ctx.get(WEB_CLIENT_HEADER.name) === WEB_CLIENT_HEADER.value;
  return { kind: fromWebApp ? 'account' : 'api', id: user.documentId, name: user.raw.name || user.raw.username || '' };
}

/** Constant time; an empty secret (none configured) matches nothing. */
function sameSecret(given: string | undefined, secret: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(secret);
  return secret.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

/** The one call an account with a temporary password may make: choosing its own. */
const TEMPORARY_PASSWORD_ALLOWS = new Set(['auth.password']);

function guard(access: Access, handler: string) {
  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (access === 'secret') {
      const [scheme, given] = (ctx.get('authorization') || '').split(' ');
      if (scheme !== 'Bearer' || !sameSecret(given, settings(strapi).sharedSecret)) throw new HttpError(401, API.secretRefused);
      return next();
    }
    if (access === 'form') {
      await assertFormAllowed(clientAddress(ctx));
      return next();
    }
    if (access === 'token' && ctx.query.t !== undefined) return next();
    if (access === 'public' || access === 'signed') return next();
    const user = await currentUser(strapi, ctx);
    if (!user) throw new HttpError(401, API.unauthenticated);
    if (!trustedOrigin(ctx)) throw new HttpError(403, API.originRefused);
    // A partner's call goes on to the handler, which keeps it within their own items.
    if (!user.isAdmin && !(user.isPartner && access !== 'admin')) throw new HttpError(403, API.forbidden);
    if (user.raw.mustChangePassword && !TEMPORARY_PASSWORD_ALLOWS.has(handler)) throw new HttpError(403, TEAM.mustChangePassword);
    await actingAs(actorOf(ctx, user), next);
  };
}

/** The status each of the domain's failures answers with. */
const STATUS_OF: Record<ContentFailure, number> = { invalid: 400, 'not-found': 404, conflict: 409, 'too-large': 413, forbidden: 403, unsigned: 401, unavailable: 502 };

/** Expected failures answer with their message; Strapi's own validation errors become 400s. */
async function answerErrors(ctx: Ctx, next: () => Promise<void>) {
  try {
    await next();
  } catch (error) {
    if (error instanceof HttpError || error instanceof ContentError) {
      ctx.status = error instanceof HttpError ? error.status : STATUS_OF[error.failure];
      ctx.body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      return;
    }
    // Strapi's errors (@strapi/utils) are told apart by name.
    const name = error instanceof Error ? error.name : undefined;
    if (name === 'ApplicationError' || name === 'ForbiddenError') {
      ctx.status = 409;
      ctx.body = { message: (error as Error).message };
      return;
    }
    if (name === 'ValidationError') {
      ctx.status = 400;
      ctx.body = { message: API.validationFailed };
      return;
    }
    throw error;
  }
}

export default {
  register() {},
  bootstrap() {},
  // Global middlewares that act on /api/v1 only; config/middlewares.ts places them around strapi::body.
  middlewares: { 'api-v1-errors': apiV1Errors, 'api-v1-body': apiV1Body, 'method-override': methodOverride, 'request-log': requestLog },
  controllers,
  routes: {
    'content-api': {
      type: 'content-api',
      routes: ROUTES.map((route) => ({
        method: route.method,
        path: route.path,
        handler: route.handler,
        config: { auth: false, middlewares: [answerErrors, guard(route.access, route.handler)] },
      })),
    },
  },
};
