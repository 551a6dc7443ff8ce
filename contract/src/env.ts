// Environment names and defaults, used by the start script, the CMS, the web app,
// the tests and docker-compose alike.
export const ENV_DEFAULTS = {
  CMS_PORT: '1337',
  WEB_PORT: '3000',
  CMS_URL: 'http://localhost:1337',
  PUBLIC_CMS_URL: 'http://localhost:1337',
  DEV_ADMIN_EMAIL: 'admin@desawisata.test',
  DEV_ADMIN_PASSWORD: 'Admin12345',
} as const;
