// The plugin's settings. config/plugins.ts gives them from the CMS's environment (src/env.ts,
// where each variable is read and checked); the plugin reads no environment itself.
import type { Core } from '@strapi/strapi';

export type V1Settings = {
  /** Origins allowed to make cookie-authenticated writes (CORS_ORIGINS). */
  corsOrigins: string[];
  /** Image upload limit in MB (MAX_UPLOAD_MB). */
  uploadLimitMb: number;
  /** Whether POST /auth/register is open (ALLOW_REGISTRATION). */
  allowRegistration: boolean;
  /** SESSION_COOKIE_SAMESITE and SESSION_COOKIE_SECURE. */
  sessionCookie: { sameSite: 'lax' | 'strict' | 'none'; secure: boolean };
  /** LOGIN_LIMIT_* and TRUSTED_PROXIES. */
  loginLimits: { perEmail: number; perClient: number; windowSeconds: number; trustedProxies: string[] };
  /** Posts of the public forms per client address and hour (BOOKING_RATE_LIMIT). */
  formsPerHour: number;
  /** The secret shared with the web app (REVALIDATE_SECRET): it signs preview links and sends visit counts with it; none: neither. */
  sharedSecret: string;
};

export function settings(strapi: Core.Strapi): V1Settings {
  return strapi.config.get<V1Settings>('plugin::v1');
}
