import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { Homestay } from '@desa/contract';
import { CardListPage } from '~/components/public/card-list-page';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { loaderMeta } from '~/components/public/meta';
import { HomestayCard, homestayCard, homestayTexts, type HomestayCardView } from '~/content/homestay';
import { loadCardList } from '~/lib/card-list.server';
import { useLocaleTexts } from '~/lib/i18n';
import { publicHeaders } from '~/lib/public.server';

export function loader(args: LoaderFunctionArgs) {
  return loadCardList<Homestay, HomestayCardView>(args, { path: '/homestay/all', texts: (locale) => homestayTexts[locale], card: homestayCard });
}

export const headers = publicHeaders;

export const meta = loaderMeta;

export default function Homestays() {
  const { cards, page, lastPage } = useLoaderData<typeof loader>();
  const texts = useLocaleTexts(homestayTexts);
  return (
    <CardListPage texts={texts} empty={{ title: texts.empty, description: texts.soon }} page={page} lastPage={lastPage}>
      {cards.map((homestay) => (
        <HomestayCard key={homestay.id} homestay={homestay} />
      ))}
    </CardListPage>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
