import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { ENGLISH_SLUGS, OFFLINE_PAGE, PRIVATE_SECTIONS, PUBLIC_TYPES } from '@desa/contract';

/**
 * The public route modules, mounted a second time under /en for the English site (issue 13):
 * the home page, the content types' list and record pages (`_public.$section._index`,
 * `_public.$section.$id`; a type may have a list page of its own, `_public.{slug}`), and the
 * not-found page.
 */
const ENGLISH_PAGES: Array<[path: string | undefined, file: string]> = [
  [undefined, '_public._index'],
  // A type's page of its own (`_public.galeri`), where it has one; the others share the two routes below.
  ...PUBLIC_TYPES.filter(({ slug }) => existsSync(new URL(`./app/routes/_public.${slug}.tsx`, import.meta.url))).map(
    ({ slug }): [string, string] => [slug, `_public.${slug}`]
  ),
  [':section', '_public.$section._index'],
  [':section/:id', '_public.$section.$id'],
  [':section/:id/ulasan', '_public.$section.$id_.ulasan'],
  ['pratinjau/:kind/:id', '_public.pratinjau.$kind.$id'],
  [`${PRIVATE_SECTIONS.bookingStatus}/:code`, '_public.pesanan.$code'],
  [`${PRIVATE_SECTIONS.bookingStatus}/:code/qris.png`, 'pesanan.$code.qris[.]png'],
  [`${PRIVATE_SECTIONS.bookingStatus}/:code/kuitansi/:id`, 'pesanan.$code.kuitansi.$id'],
  [`${PRIVATE_SECTIONS.review}/:code`, '_public.ulasan.$code'],
  [`${PRIVATE_SECTIONS.review}/terima-kasih`, '_public.ulasan.terima-kasih'],
  ['wa/*', 'wa.$'],
  ['agenda.ics', 'agenda[.]ics'],
  ['manifest.webmanifest', 'manifest[.]webmanifest'],
  ['agenda/:id/kalender.ics', 'agenda.$id.kalender[.]ics'],
  [ENGLISH_SLUGS.privasi, '_public.privasi'],
  [OFFLINE_PAGE, 'offline'],
  ['*', '_public.$'],
];

const SETTINGS_MODULE = fileURLToPath(new URL('./server/env.mjs', import.meta.url));
// Another directory lets a second build (and its server) run beside the usual one.
const BUILD_DIRECTORY = process.env.WEB_BUILD_DIR || 'build';

/**
 * The contract package has no side effects, but rollup cannot prove it of module-level zod
 * schemas and DOMPurify: without this, importing one formatter ships all of them.
 */
const CONTRACT_WITHOUT_SIDE_EFFECTS = { moduleSideEffects: (id: string) => !/[\\/]contract[\\/]dist[\\/]/.test(id) };

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    remix({
      buildDirectory: BUILD_DIRECTORY,
      // A route's own loader and action code sits beside it (`admin.bantuan.server.ts`): not a route.
      ignoredRouteFiles: ['**/.*', '**/*.server.ts'],
      // Same modules, own ids ('en/' + the file route's id): app/lib/locale.ts reads the locale from the URL.
      routes: (defineRoutes) =>
        defineRoutes((route) => {
          route('en', 'routes/_public.tsx', { id: 'en/routes/_public' }, () => {
            for (const [path, file] of ENGLISH_PAGES) route(path, `routes/${file}.tsx`, { id: `en/routes/${file}`, index: path === undefined });
          });
        }),
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
      // The settings module stays outside the server build: server.mjs and the app import the
      // same file, so the environment is parsed once (server/env.mjs).
      external: [SETTINGS_MODULE],
      // The server build stays one module (a lazy import of the browser's, like the rich-text
      // editor's, would split it): routes/sw[.]js.tsx reads the built scripts beside it.
      output: { paths: { [SETTINGS_MODULE]: path.relative(path.join(BUILD_DIRECTORY, 'server'), 'server/env.mjs') }, inlineDynamicImports: isSsrBuild },
      treeshake: CONTRACT_WITHOUT_SIDE_EFFECTS,
    },
  },
  // The public script (app/public-script) and the service worker (app/service-worker) are built
  // through `?worker&url`: as ES modules, so the script can split.
  worker: { format: 'es', rollupOptions: { treeshake: CONTRACT_WITHOUT_SIDE_EFFECTS } },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // `npm run dev`: what Vite would otherwise find on the first page view and re-bundle with a
  // full reload (two copies of React on that first page).
  optimizeDeps: { include: ['zod', 'isomorphic-dompurify', '@remix-run/node', '@epic-web/cachified'] },
  server: { port: Number(process.env.WEB_PORT) || 3000 },
}));
