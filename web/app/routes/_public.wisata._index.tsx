import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CardGrid, TourCard } from '~/components/public/cards';
import { EmptyState } from '~/components/public/empty-state';
import { PageHero } from '~/components/public/page-hero';
import { Pagination } from '~/components/public/pagination';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { loaderMeta } from '~/components/public/meta';
import { loadListPage, loadSite, publicHeaders } from '~/lib/public.server';
import { pageMeta, pageTitle } from '~/lib/seo.server';
import type { Tour } from '~/lib/types';
import { tourCard } from '~/lib/view.server';

const PER_PAGE = 9;
const TITLE = 'Objek Wisata';
const DESCRIPTION = 'Jelajahi tempat-tempat menarik yang bisa kamu kunjungi di desa kami, lengkap dengan jam buka dan harga tiketnya.';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [list, site] = await Promise.all([loadListPage<Tour>(request, context, '/tour/all', PER_PAGE), loadSite(context)]);
  return {
    tours: list.data.map(tourCard),
    page: list.current_page,
    lastPage: list.last_page,
    meta: pageMeta({ request, site, title: pageTitle(TITLE, list.current_page), description: DESCRIPTION }),
  };
}

export const headers = publicHeaders;

export const meta = loaderMeta;

export default function Tours() {
  const { tours, page, lastPage } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={TITLE} description={DESCRIPTION} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        {tours.length ? (
          <CardGrid withHeading label="Daftar objek wisata">
            {tours.map((tour) => (
              <TourCard key={tour.id} tour={tour} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState title="Belum ada objek wisata" description="Objek wisata desa akan segera hadir di sini." />
        )}
        <Pagination current={page} last={lastPage} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
