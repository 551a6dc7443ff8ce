// `/{slug}/{id}/ulasan` (and `/en/…`) of a type guests book or order (Penginapan, Paket Wisata,
// Produk): every shown review of the item, newest first, REVIEW.perPage a page, under the average
// and the stars per rating. The item's own page shows the newest few and links here.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CONTENT_TYPES, REVIEW, isRequestType } from '@desa/contract';
import { ArrowLeftIcon } from '~/components/icons';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { loaderMeta } from '~/components/public/meta';
import { Pagination } from '~/components/public/pagination';
import { RatingBreakdown, ReviewList, reviewTexts } from '~/components/public/reviews';
import { publicFaceOf } from '~/content';
import { cmsReadOrNotFound } from '~/lib/cms.server';
import { useLocaleTexts } from '~/lib/i18n';
import { localizedApiPath, requestLocale } from '~/lib/locale';
import { requestedPage } from '~/lib/pagination';
import { loadSite, publicHeaders, unknownPage } from '~/lib/public.server';
import { itemPagePath, loadItemReviews } from '~/lib/reviews.server';
import { pageMeta, pageTitle } from '~/lib/seo.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = publicFaceOf(params.section)?.kind;
  const page = requestedPage(new URL(request.url));
  if (!isRequestType(kind) || page === null) throw unknownPage(context);
  const locale = requestLocale(request);
  const path = `/${CONTENT_TYPES[kind].path}/${encodeURIComponent(params.id ?? '')}`;
  const [item, reviews, site] = await Promise.all([
    cmsReadOrNotFound<{ id: string; title: string }>(context, localizedApiPath(path, locale)),
    loadItemReviews(context, kind, params.id ?? '', locale, { page, limit: REVIEW.perPage }),
    loadSite(context, locale),
  ]);
  if (page > 1 && page > reviews.lastPage) throw unknownPage(context);
  const words = reviewTexts[locale];
  const title = `${words.title} · ${item.title}`;
  return {
    item: { title: item.title, href: itemPagePath(kind, item.id, locale) },
    reviews: reviews.view,
    page: reviews.page,
    lastPage: reviews.lastPage,
    meta: pageMeta({ request, site, title: pageTitle(title, page, locale), description: words.count(reviews.view.count) }),
  };
}

export const headers = publicHeaders;
export const meta = loaderMeta;
export const handle = SOLID_NAVBAR;

export default function ItemReviews() {
  const { item, reviews, page, lastPage } = useLoaderData<typeof loader>();
  const words = useLocaleTexts(reviewTexts);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-24 pb-20 sm:px-6">
      <Link to={item.href} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500">
        <ArrowLeftIcon className="size-4" />
        {item.title}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-stone-900 dark:text-white">
        {words.title} · {item.title}
      </h1>
      <div className="mt-6 space-y-4">
        {reviews.count ? (
          <>
            <RatingBreakdown reviews={reviews} />
            <ReviewList reviews={reviews.reviews} label={words.list} />
          </>
        ) : (
          <p className="text-stone-700 dark:text-stone-300">{words.none}</p>
        )}
      </div>
      <Pagination current={page} last={lastPage} />
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
