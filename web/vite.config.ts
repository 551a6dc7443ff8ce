import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    remix({
      // Another directory lets a second build (and its server) run beside the usual one.
      buildDirectory: process.env.WEB_BUILD_DIR || 'build',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  build: {
    rollupOptions: {
      // The contract package has no side effects, but rollup cannot prove it of module-level
      // zod schemas and DOMPurify: without this, importing one formatter ships all of them.
      treeshake: { moduleSideEffects: (id) => !/[\\/]contract[\\/]dist[\\/]/.test(id) },
    },
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { port: Number(process.env.WEB_PORT) || 3000 },
});
