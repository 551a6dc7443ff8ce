import type { Core } from '@strapi/strapi';
import { env } from '../src/env';

const config: Core.Config.Server = {
  host: env.HOST,
  port: env.CMS_PORT,
  url: env.PUBLIC_CMS_URL ?? '',
  proxy: { koa: env.TRUST_PROXY },
  // Uploaded files live in <public>/uploads; tests and containers point this elsewhere.
  dirs: { public: env.CMS_PUBLIC_DIR },
  app: { keys: env.APP_KEYS.split(',') },
  webhooks: { populateRelations: false },
  logger: { updates: { enabled: false }, startup: { enabled: env.STRAPI_STARTUP_LOG } },
};

export default config;
