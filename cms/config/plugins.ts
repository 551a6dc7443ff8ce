import type { Core } from '@strapi/strapi';
import { ACCEPTED_IMAGE_TYPES } from '@desa/contract';
import { env } from '../src/env';
import { objectStore } from '../src/object-store';
import type { V1Settings } from '../src/plugins/v1/server/settings';

const v1: V1Settings = {
  corsOrigins: env.CORS_ORIGINS,
  uploadLimitMb: env.MAX_UPLOAD_MB,
  allowRegistration: env.ALLOW_REGISTRATION,
  sessionCookie: { sameSite: env.SESSION_COOKIE_SAMESITE, secure: env.SESSION_COOKIE_SECURE },
  loginLimits: {
    perEmail: env.LOGIN_LIMIT_PER_EMAIL,
    perClient: env.LOGIN_LIMIT_PER_CLIENT,
    windowSeconds: env.LOGIN_LIMIT_WINDOW_SECONDS,
    trustedProxies: env.TRUSTED_PROXIES,
  },
  formsPerHour: env.BOOKING_RATE_LIMIT,
  sharedSecret: env.REVALIDATE_SECRET ?? '',
};

const config: Core.Config.Plugin = {
  'users-permissions': {
    config: {
      jwtSecret: env.JWT_SECRET,
      jwtManagement: 'refresh',
      // /api/v1 sessions: one signed token per sign-in, looked up on every request, 7 days.
      sessions: { maxRefreshTokenLifespan: 7 * 24 * 3600, idleRefreshTokenLifespan: 7 * 24 * 3600 },
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      ...objectStore(),
      sizeLimit: env.MAX_UPLOAD_MB * 1024 * 1024,
      security: {
        allowedTypes: [...ACCEPTED_IMAGE_TYPES],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
  v1: { enabled: true, resolve: './src/plugins/v1', config: v1 },
};

export default config;
