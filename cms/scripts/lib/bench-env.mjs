// The environment a benchmark gives a throw-away CMS: production mode, no seed, no telemetry,
// its database and uploads in `workDir`, and placeholder secrets (nothing it signs outlives it).

/**
 * @param {string} workDir
 * @param {{ email: string, password: string }} admin the first ADMIN's sign-in
 */
export function benchCmsEnv(workDir, admin) {
  return {
    NODE_ENV: 'production',
    SEED: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_LOG: 'false',
    DATABASE_FILENAME: `${workDir}/bench.db`,
    CMS_PUBLIC_DIR: `${workDir}/public`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    APP_KEYS: 'a,b,c,d',
    API_TOKEN_SALT: 's',
    ADMIN_JWT_SECRET: 's',
    JWT_SECRET: 's',
    TRANSFER_TOKEN_SALT: 's',
    ENCRYPTION_KEY: 's',
  };
}
