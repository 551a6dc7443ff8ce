import type { Core } from '@strapi/strapi';
import { env } from '../src/env';

const config: Core.Config.Admin = {
  auth: { secret: env.ADMIN_JWT_SECRET },
  apiToken: { salt: env.API_TOKEN_SALT },
  transfer: { token: { salt: env.TRANSFER_TOKEN_SALT } },
  secrets: { encryptionKey: env.ENCRYPTION_KEY },
  flags: { nps: false, promoteEE: false },
};

export default config;
