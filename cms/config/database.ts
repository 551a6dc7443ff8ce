import path from 'path';
import type { Core } from '@strapi/strapi';

// SQLite in a file under cms/ by default; PostgreSQL when DATABASE_URL is a postgres:// URL.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const url = env('DATABASE_URL', '');
  if (/^postgres(ql)?:\/\//.test(url)) {
    return {
      connection: {
        client: 'postgres',
        // Strapi's types want host/port fields; knex takes the URL as it is.
        connection: { connectionString: url } as any,
        pool: { min: 0, max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: 60000,
      },
    };
  }
  if (url) throw new Error(`DATABASE_URL tidak didukung: harus postgres://… (atau kosong untuk SQLite).`);
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};

export default config;
