// The public site's frame: navbar, footer, floating buttons and toasts around every page.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useMatches, type ShouldRevalidateFunction } from '@remix-run/react';
import { currentYearInJakarta, mapsSearchUrl } from '@desa/contract';
import { lazy, Suspense } from 'react';
import { FloatingButtons } from '~/components/public/floating-buttons';
import { Footer } from '~/components/public/footer';
import { Navbar } from '~/components/public/navbar';
import { NoScriptStyles } from '~/components/public/no-script';
import { useSmoothAnchorScrolling } from '~/components/public/use-smooth-anchor-scrolling';
import { useSmoothScrollToTopOnNavigate } from '~/components/public/use-scroll-to-top-on-navigate';
import { cmsRead } from '~/lib/cms.server';
import { CONTACT_WAIT_MS, PRIVATE_CACHE_CONTROL, loadContact, loadSite, publicHeaders } from '~/lib/public.server';
import { settleWithin } from '~/lib/settle';
import { getToast } from '~/lib/toast.server';
import type { GalleryPhoto, List } from '~/lib/types';
import { contactView, galleryItem } from '~/lib/view.server';

const PublicToaster = lazy(() => import('~/components/public/toaster'));

const FOOTER_PHOTOS = 4;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const contact = loadContact(context).then(contactView);
  const [site, photos, { toast, headers }] = await Promise.all([
    loadSite(context),
    cmsRead<List<GalleryPhoto>>(context, `/gallery/all?limit=${FOOTER_PHOTOS}&with=formats`),
    getToast(request),
  ]);
  // Usually the contact is there by now and goes out in the first HTML; if the CMS is slow
  // with it, the footer says 'Memuat...' and the contact streams in when it comes.
  const settled = await settleWithin(contact, CONTACT_WAIT_MS);
  if (toast) headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  const { name, tagline, address, email, hero_image, about_image, images } = site;
  return data(
    {
      site: { name, tagline, address, email, hero_image, about_image, images },
      addressHref: mapsSearchUrl(site.address),
      footerPhotos: [...photos.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(galleryItem),
      contact: settled.done ? settled.value : contact,
      year: currentYearInJakarta(),
      toast,
    },
    { headers },
  );
}

export const headers = publicHeaders;

/** Village details and footer rarely change: pagination and page changes need not refetch them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export default function PublicLayout() {
  const { site, addressHref, footerPhotos, contact, year, toast } = useLoaderData<typeof loader>();
  const solidNavbar = useMatches().some((match) => (match.handle as { solidNavbar?: boolean } | undefined)?.solidNavbar);
  useSmoothScrollToTopOnNavigate();
  useSmoothAnchorScrolling();
  return (
    <div className="flex min-h-screen flex-col bg-stone-50 text-stone-800 dark:bg-stone-950 dark:text-stone-100">
      <NoScriptStyles />
      <a
        href="#konten"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Langsung ke konten utama
      </a>
      <Navbar siteName={site.name} solid={solidNavbar} />
      <main id="konten" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer site={site} addressHref={addressHref} photos={footerPhotos} contact={contact} year={year} />
      <FloatingButtons contact={contact} />
      {toast ? (
        <Suspense fallback={null}>
          <PublicToaster toast={toast} />
        </Suspense>
      ) : null}
    </div>
  );
}
