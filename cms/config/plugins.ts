import type { Core } from '@strapi/strapi';
import { objectStore } from '../src/object-store';
import { maxUploadMb } from '../src/middlewares/api-v1-body';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwtManagement: 'refresh',
      // /api/v1 sessions: one signed token per sign-in, looked up on every request, 7 days.
      sessions: { maxRefreshTokenLifespan: 7 * 24 * 3600, idleRefreshTokenLifespan: 7 * 24 * 3600 },
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      ...objectStore(env),
      sizeLimit: maxUploadMb() * 1024 * 1024,
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
  v1: { enabled: true, resolve: './src/plugins/v1' },
});

export default config;
