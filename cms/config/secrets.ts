// Secrets come from the environment (cms/.env is written by the start script in
// development). A missing one is a clear error, never a default.
export function requireSecret(env: (name: string) => string | undefined, name: string): string {
  const value = env(name);
  if (!value) {
    throw new Error(
      `Variabel rahasia ${name} belum diisi. Isi di cms/.env atau lingkungan server ` +
        '(npm start membuatnya otomatis di mode pengembangan).',
    );
  }
  return value;
}
