// Secrets come from the environment (cms/.env is written by the start script in
// development). A missing one is a clear error, never a default.
export function requireSecret(env: (name: string) => string | undefined, name: string): string {
  const value = env(name);
  // `npm run build` compiles and bundles only; nothing is signed or served with this value.
  if (!value && process.env.STRAPI_BUILDING === '1') return `build-time-${name}`;
  if (!value) {
    throw new Error(
      `Variabel rahasia ${name} belum diisi. Isi di cms/.env atau lingkungan server ` +
        '(npm start membuatnya otomatis di mode pengembangan).',
    );
  }
  return value;
}
