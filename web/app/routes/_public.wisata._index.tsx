import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { Tour } from '@desa/contract';
import { CardListPage } from '~/components/public/card-list-page';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { loaderMeta } from '~/components/public/meta';
import { TourCard, tourCard, tourTexts, type TourCardView } from '~/content/tour';
import { loadCardList } from '~/lib/card-list.server';
import { useLocaleTexts } from '~/lib/i18n';
import { publicHeaders } from '~/lib/public.server';

export function loader(args: LoaderFunctionArgs) {
  return loadCardList<Tour, TourCardView>(args, { path: '/tour/all', texts: (locale) => tourTexts[locale], card: tourCard });
}

export const headers = publicHeaders;

export const meta = loaderMeta;

export default function Tours() {
  const { cards, page, lastPage } = useLoaderData<typeof loader>();
  const texts = useLocaleTexts(tourTexts);
  return (
    <CardListPage texts={texts} empty={{ title: texts.empty, description: texts.soon }} page={page} lastPage={lastPage}>
      {cards.map((tour) => (
        <TourCard key={tour.id} tour={tour} />
      ))}
    </CardListPage>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
