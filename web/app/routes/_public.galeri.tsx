import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PublicEmptyState } from '~/components/public/empty-state';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { GalleryGrid } from '~/components/public/gallery-grid';
import { PageHero } from '~/components/public/page-hero';
import { villageBackdrop } from '~/lib/images';
import { Pagination } from '~/components/public/pagination';
import { loaderMeta } from '~/components/public/meta';
import { useLocaleTexts } from '~/lib/i18n';
import { galleryItem } from '~/components/public/gallery-grid';
import { galleryTexts } from '~/content/gallery';
import { requestLocale } from '~/lib/locale';
import { loadListPage, loadSite, publicHeaders } from '~/lib/public.server';
import { pageMeta, pageTitle } from '~/lib/seo.server';
import type { GalleryPhoto } from '@desa/contract';

const PER_PAGE = 24;


export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const gallery = galleryTexts[locale];
  const [list, site] = await Promise.all([loadListPage<GalleryPhoto>(request, context, '/gallery/all', PER_PAGE), loadSite(context, locale)]);
  return {
    photos: list.data.map(galleryItem),
    page: list.current_page,
    lastPage: list.last_page,
    meta: pageMeta({ request, site, title: pageTitle(gallery.title, list.current_page, locale), description: gallery.description, image: list.data[0]?.image, leadImage: villageBackdrop(site) }),
  };
}

export const headers = publicHeaders;

export const meta = loaderMeta;

export default function Gallery() {
  const { photos, page, lastPage } = useLoaderData<typeof loader>();
  const texts = useLocaleTexts(galleryTexts);
  return (
    <>
      <PageHero title={texts.title} description={texts.description} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        {photos.length ? <GalleryGrid photos={photos} /> : <PublicEmptyState title={texts.empty} description={texts.soon} />}
        <Pagination current={page} last={lastPage} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
