import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ArticleCard, CardGrid } from '~/components/public/cards';
import { EmptyState } from '~/components/public/empty-state';
import { PageHero } from '~/components/public/page-hero';
import { Pagination } from '~/components/public/pagination';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { loaderMeta } from '~/components/public/meta';
import { loadListPage, loadSite, publicHeaders } from '~/lib/public.server';
import { pageMeta, pageTitle } from '~/lib/seo.server';
import type { Article } from '~/lib/types';
import { articleCard } from '~/lib/view.server';

const PER_PAGE = 9;
const TITLE = 'Artikel';
const DESCRIPTION = 'Cerita, tradisi dan kabar terbaru dari desa, ditulis oleh warga.';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [list, site] = await Promise.all([loadListPage<Article>(request, context, '/article/all', PER_PAGE), loadSite(context)]);
  return {
    articles: list.data.map(articleCard),
    page: list.current_page,
    lastPage: list.last_page,
    meta: pageMeta({ request, site, title: pageTitle(TITLE, list.current_page), description: DESCRIPTION }),
  };
}

export const headers = publicHeaders;

export const meta = loaderMeta;

export default function Articles() {
  const { articles, page, lastPage } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={TITLE} description={DESCRIPTION} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        {articles.length ? (
          <CardGrid withHeading label="Daftar artikel">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState title="Belum ada artikel" description="Cerita dan kabar dari desa akan segera hadir di sini." />
        )}
        <Pagination current={page} last={lastPage} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
