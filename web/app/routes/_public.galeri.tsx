import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import lightboxStyles from 'yet-another-react-lightbox/styles.css?url';
import captionsStyles from 'yet-another-react-lightbox/plugins/captions.css?url';
import counterStyles from 'yet-another-react-lightbox/plugins/counter.css?url';
import { EmptyState } from '~/components/public/empty-state';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { GalleryGrid } from '~/components/public/gallery-grid';
import { PageHero } from '~/components/public/page-hero';
import { Pagination } from '~/components/public/pagination';
import { loadListPage, publicHeaders } from '~/lib/public.server';
import { seo } from '~/lib/seo';
import type { GalleryPhoto } from '~/lib/types';

const PER_PAGE = 24;
const TITLE = 'Galeri';
const DESCRIPTION = 'Potret alam, tradisi dan keseharian warga desa. Ketuk foto untuk melihatnya lebih dekat.';

export const links: LinksFunction = () => [lightboxStyles, captionsStyles, counterStyles].map((href) => ({ rel: 'stylesheet', href }));

export async function loader({ request }: LoaderFunctionArgs) {
  const list = await loadListPage<GalleryPhoto>(request, '/gallery/all', PER_PAGE);
  return {
    photos: list.data.map(({ id, title, caption, image, images }) => ({ id, title, caption, image, images })),
    page: list.current_page,
    lastPage: list.last_page,
  };
}

export const headers = publicHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) =>
  seo({
    matches,
    location,
    title: data && data.page > 1 ? `${TITLE} - Halaman ${data.page}` : TITLE,
    description: DESCRIPTION,
    image: data?.photos[0]?.image,
  });

export default function Gallery() {
  const { photos, page, lastPage } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={TITLE} description={DESCRIPTION} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        {photos.length ? <GalleryGrid photos={photos} /> : <EmptyState title="Belum ada foto galeri" description="Foto-foto desa akan segera hadir di sini." />}
        <Pagination current={page} last={lastPage} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
