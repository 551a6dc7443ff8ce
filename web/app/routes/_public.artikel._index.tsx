import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CardGrid } from '~/components/public/cards';
import { ArticleCard, articleCard, articleTexts } from '~/content/article';
import { PublicEmptyState } from '~/components/public/empty-state';
import { PageHero } from '~/components/public/page-hero';
import { Pagination } from '~/components/public/pagination';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { loaderMeta } from '~/components/public/meta';
import { useLocaleTexts } from '~/lib/i18n';
import { requestLocale } from '~/lib/locale';
import { loadListPage, loadSite, publicHeaders } from '~/lib/public.server';
import { pageMeta, pageTitle } from '~/lib/seo.server';
import type { Article } from '@desa/contract';

const PER_PAGE = 9;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const articles = articleTexts[locale];
  const [list, site] = await Promise.all([loadListPage<Article>(request, context, '/article/all', PER_PAGE), loadSite(context, locale)]);
  return {
    articles: list.data.map((article) => articleCard(article, locale)),
    page: list.current_page,
    lastPage: list.last_page,
    meta: pageMeta({ request, site, title: pageTitle(articles.title, list.current_page, locale), description: articles.description }),
  };
}

export const headers = publicHeaders;

export const meta = loaderMeta;

export default function Articles() {
  const { articles, page, lastPage } = useLoaderData<typeof loader>();
  const texts = useLocaleTexts(articleTexts);
  return (
    <>
      <PageHero title={texts.title} description={texts.description} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        {articles.length ? (
          <CardGrid withHeading label={texts.list}>
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
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
