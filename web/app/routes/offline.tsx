// `/offline` and `/en/offline`: what the service worker (issue 26) shows, at the address asked
// for, when there is no signal and that page is not saved on the device. It fetches this page
// at install and fills the list with the pages saved on the device and when each was saved.
// A page of its own, without the site's frame: nothing on it needs the network.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SAVED_PAGES_ID } from '~/service-worker/settings';
import { publicTexts, useTexts } from '~/lib/i18n';
import { localeOfPath, localizedPath, requestLocale, useLocale } from '~/lib/locale';
import { loadSite, publicHeaders } from '~/lib/public.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await loadSite(context, requestLocale(request));
  return { siteName: site.name };
}

export const headers = publicHeaders;
export const handle = { hydrate: false };

export const meta: MetaFunction<typeof loader> = ({ data, location }) => [
  { title: `${publicTexts(localeOfPath(location.pathname)).offline.title} | ${data?.siteName ?? ''}` },
  { name: 'robots', content: 'noindex' },
];

export default function OfflinePage() {
  const { siteName } = useLoaderData<typeof loader>();
  const { offline } = useTexts();
  const home = localizedPath('/', useLocale());
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-6 px-5 py-12">
      <a href={home} className="text-sm font-bold tracking-wide text-brand-700 uppercase dark:text-brand-500">
        {siteName}
      </a>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 dark:text-white">{offline.title}</h1>
        <p className="mt-3 text-stone-600 dark:text-stone-300">{offline.lead}</p>
      </div>
      <section aria-labelledby="tersimpan" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        <h2 id="tersimpan" className="font-bold text-stone-900 dark:text-white">
          {offline.savedHeading}
        </h2>
        <ul
          id={SAVED_PAGES_ID}
          className="mt-3 space-y-3 text-stone-600 dark:text-stone-300 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline-offset-2 hover:[&_a]:underline dark:[&_a]:text-brand-500 [&_li]:leading-snug [&_span]:block [&_span]:text-sm [&_span]:text-stone-500 dark:[&_span]:text-stone-400"
        >
          <li>{offline.none}</li>
        </ul>
      </section>
      {/* A form with no fields and no action asks for this very address again: no script needed. */}
      <form method="get">
        <button type="submit" className="rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
          {offline.retry}
        </button>
      </form>
    </main>
  );
}
