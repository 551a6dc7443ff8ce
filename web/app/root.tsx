import type { LinksFunction } from '@remix-run/node';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
} from '@remix-run/react';
import { useNonce } from './components/nonce';
import { errorPageTexts, useTexts } from './lib/i18n';
import { localizedPath, useLocale } from './lib/locale';
import { BRAND_COLOR } from './lib/brand';
import { holdTapsScript, useTapsThroughReact } from './lib/held-taps';
import { themeInitScript } from './components/theme';
import stylesheet from './tailwind.css?url';
import publicStylesheet from './public.css?url';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** Whether the page loads React in the browser: not when a route says `handle.hydrate: false` (the public site). */
function useHydration() {
  return !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const hydrate = useHydration();
  useTapsThroughReact();
  return (
    <html lang={useLocale()} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The installable site (issue 26): its manifest in the page's language, and the bar's colour. */}
        <link rel="manifest" href={localizedPath('/manifest.webmanifest', useLocale())} />
        <meta name="theme-color" content={BRAND_COLOR} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        {/* Before anything can be tapped: a tap waits for React (lib/held-taps.ts). */}
        {hydrate ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: holdTapsScript }} /> : null}
        {/* The back office's styles; a public page (no React in the browser) links the smaller public.css,
            after the preload of its first screen's image (in Meta), so that image is asked for first (issue 42). */}
        {hydrate ? <link rel="stylesheet" href={stylesheet} /> : null}
        <Meta />
        <Links />
        {hydrate ? null : <link rel="stylesheet" href={publicStylesheet} />}
      </head>
      <body className="bg-white text-slate-800 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // In the page's language (/en is English): a request the server could not take (400, 405, 413)
  // says so; a failure says the service is down.
  const texts = useTexts();
  const { title, message } = errorPageTexts(texts, status);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{title}</title>
      <p className="text-6xl font-bold text-brand-700 dark:text-brand-500">{status}</p>
      <h1 className="text-xl font-semibold">{message}</h1>
      <Link to={localizedPath('/', useLocale())} className="rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        {texts.errors.backHome}
      </Link>
    </main>
  );
}
