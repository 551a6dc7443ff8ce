import type { Core } from '@strapi/strapi';
import { requireSecret } from './secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('CMS_PORT', env.int('PORT', 1337)),
  url: env('PUBLIC_CMS_URL', ''),
  proxy: { koa: env.bool('TRUST_PROXY', false) },
  // Uploaded files live in <public>/uploads; tests and containers point this elsewhere.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  app: { keys: requireSecret(env, 'APP_KEYS').split(',') },
  webhooks: { populateRelations: false },
  logger: { updates: { enabled: false }, startup: { enabled: env.bool('STRAPI_STARTUP_LOG', true) } },
});

export default config;
