import path from 'path';
import type { Core } from '@strapi/strapi';
import { env } from '../src/env';

// SQLite in a file under cms/ by default; PostgreSQL when DATABASE_URL is a postgres:// URL.
const config: Core.Config.Database = env.DATABASE_URL
  ? {
      connection: {
        client: 'postgres',
        // Strapi's types want host/port fields; knex takes the URL as it is.
        connection: { connectionString: env.DATABASE_URL } as Core.Config.Database<'postgres'>['connection']['connection'],
        pool: { min: 0, max: env.DATABASE_POOL_MAX },
        acquireConnectionTimeout: 60000,
      },
    }
  : {
      connection: {
        client: 'sqlite',
        connection: { filename: path.resolve(__dirname, '..', '..', env.DATABASE_FILENAME) },
        useNullAsDefault: true,
      },
    };

export default config;
