import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { Article } from '@desa/contract';
import { CardListPage } from '~/components/public/card-list-page';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { loaderMeta } from '~/components/public/meta';
import { ArticleCard, articleCard, articleTexts, type ArticleCardView } from '~/content/article';
import { loadCardList } from '~/lib/card-list.server';
import { useLocaleTexts } from '~/lib/i18n';
import { publicHeaders } from '~/lib/public.server';

export function loader(args: LoaderFunctionArgs) {
  return loadCardList<Article, ArticleCardView>(args, { path: '/article/all', texts: (locale) => articleTexts[locale], card: articleCard });
}

export const headers = publicHeaders;

export const meta = loaderMeta;

export default function Articles() {
  const { cards, page, lastPage } = useLoaderData<typeof loader>();
  const texts = useLocaleTexts(articleTexts);
  return (
    <CardListPage texts={texts} empty={{ title: texts.empty, description: texts.soon }} page={page} lastPage={lastPage}>
      {cards.map((article) => (
        <ArticleCard key={article.id} article={article} />
      ))}
    </CardListPage>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
