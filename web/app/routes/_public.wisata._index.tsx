import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CardGrid } from '~/components/public/cards';
import { TourCard, tourCard, tourTexts } from '~/content/tour';
import { PublicEmptyState } from '~/components/public/empty-state';
import { PageHero } from '~/components/public/page-hero';
import { Pagination } from '~/components/public/pagination';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { loaderMeta } from '~/components/public/meta';
import { useLocaleTexts } from '~/lib/i18n';
import { requestLocale } from '~/lib/locale';
import { loadListPage, loadSite, publicHeaders } from '~/lib/public.server';
import { pageMeta, pageTitle } from '~/lib/seo.server';
import type { Tour } from '@desa/contract';

const PER_PAGE = 9;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const tours = tourTexts[locale];
  const [list, site] = await Promise.all([loadListPage<Tour>(request, context, '/tour/all', PER_PAGE), loadSite(context, locale)]);
  return {
    tours: list.data.map(tourCard),
    page: list.current_page,
    lastPage: list.last_page,
    meta: pageMeta({ request, site, title: pageTitle(tours.title, list.current_page, locale), description: tours.description }),
  };
}

export const headers = publicHeaders;

export const meta = loaderMeta;

export default function Tours() {
  const { tours, page, lastPage } = useLoaderData<typeof loader>();
  const texts = useLocaleTexts(tourTexts);
  return (
    <>
      <PageHero title={texts.title} description={texts.description} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        {tours.length ? (
          <CardGrid withHeading label={texts.list}>
            {tours.map((tour) => (
              <TourCard key={tour.id} tour={tour} />
            ))}
          </CardGrid>
        ) : (
          <PublicEmptyState title={texts.empty} description={texts.soon} />
        )}
        <Pagination current={page} last={lastPage} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
