// The public site's frame: navbar, footer, floating buttons and toasts around every page.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, redirectDocument, useLoaderData, useMatches, type ClientLoaderFunctionArgs, type ShouldRevalidateFunction } from '@remix-run/react';
import { FloatingButtons } from '~/components/public/floating-buttons';
import { Footer } from '~/components/public/footer';
import { Navbar } from '~/components/public/navbar';
import { NoScriptStyles } from '~/components/public/no-script';
import { PublicScript } from '~/public-script/script-tag';
import { jsonForScript } from '~/components/public/json-ld';
import { useTexts } from '~/lib/i18n';
import { loadPublicLayout } from '~/components/public/layout-data.server';
import { publicHeaders } from '~/lib/public.server';
import { PUBLIC_TOAST_ID } from '~/lib/public-hooks';
import { OFFLINE_BANNER_ID } from '~/service-worker/settings';
import { PUBLIC_MENU } from '~/content';

export const loader = (args: LoaderFunctionArgs) => loadPublicLayout(args);

export const headers = publicHeaders;

/** Public pages do not hydrate React: the root leaves Remix's scripts out, `PublicScript` enhances them. */
export const handle = { hydrate: false };

/** So a client-side navigation from the back office or the sign-in (which do hydrate) loads a public page as a document. */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => redirectDocument(request.url);

/** Village details and footer rarely change: pagination and page changes need not refetch them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export default function PublicLayout() {
  const { site, addressHref, footerPhotos, contact, year, toast } = useLoaderData<typeof loader>();
  const matches = useMatches();
  // A page without a hero is solid from the top: a record's page says so, and so is every error
  // page (an unknown path, a refused request, the CMS down), whose route has no data.
  const solidNavbar = matches.some((match) => (match.handle as { solidNavbar?: boolean } | undefined)?.solidNavbar) || matches.at(-1)?.data === undefined;
  const { layout } = useTexts();
  return (
    <div className="flex min-h-screen flex-col bg-stone-50 text-stone-800 dark:bg-stone-950 dark:text-stone-100">
      <NoScriptStyles />
      <a
        href="#konten"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {layout.skipToContent}
      </a>
      <Navbar siteName={site.name} solid={solidNavbar} menu={PUBLIC_MENU} />
      <main id="konten" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer site={site} addressHref={addressHref} photos={footerPhotos} contact={contact} year={year} menu={PUBLIC_MENU} />
      <FloatingButtons contact={contact} />
      {/* Empty and hidden; on a copy saved on the device the service worker writes into it, and the public script reads it out (issue 26). */}
      <p
        id={OFFLINE_BANNER_ID}
        className="fixed bottom-3 left-3 right-20 z-40 hidden rounded-xl bg-amber-100 px-4 py-3 text-sm font-medium text-amber-950 shadow-lg ring-1 ring-amber-300 offline:block sm:right-auto sm:max-w-md dark:bg-amber-950 dark:text-amber-50 dark:ring-amber-800"
      />
      {toast ? <script id={PUBLIC_TOAST_ID} type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(toast) }} /> : null}
      <PublicScript />
    </div>
  );
}
