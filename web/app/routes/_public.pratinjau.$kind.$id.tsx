// The preview of a draft or scheduled record of a type without pages of its own (a package is a
// card on the home page, a photo a tile of /galeri): the card or tile as it will look, through
// the record's signed link (`/pratinjau/package/<id>?pratinjau=<token>`, lib/preview.server.ts).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CONTENT_TYPES, PREVIEW_PARAM, type GalleryPhoto, type TourPackage } from '@desa/contract';
import { CardGrid } from '~/components/public/cards';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { GalleryGrid } from '~/components/public/gallery-grid';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { loaderMeta } from '~/components/public/meta';
import { PreviewBanner } from '~/components/public/preview-banner';
import { galleryItem } from '~/components/public/gallery-grid';
import { galleryTexts } from '~/content/gallery';
import { PackageCard, packageCard, packageTexts } from '~/content/package';
import { useLocaleTexts, useTexts } from '~/lib/i18n';
import { requestLocale } from '~/lib/locale';
import { CARD_PREVIEW_KINDS, detailAnswer, readDetail } from '~/lib/preview.server';
import { loadContact, loadSite, notFound, publicHeaders } from '~/lib/public.server';
import { pageMeta } from '~/lib/seo.server';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const kind = CARD_PREVIEW_KINDS.find((name) => name === params.kind);
  if (!kind || !new URL(request.url).searchParams.has(PREVIEW_PARAM)) throw notFound();
  const locale = requestLocale(request);
  const path = `/${CONTENT_TYPES[kind].path}/${encodeURIComponent(params.id ?? '')}?with=formats`;
  const [site, contact] = await Promise.all([loadSite(context, locale), loadContact(context)]);
  if (kind === 'package') {
    const { record } = await readDetail<TourPackage>(context, request, path);
    return detailAnswer({ kind, card: packageCard(record, contact, locale), photo: null, meta: pageMeta({ request, site, title: record.title }) }, true);
  }
  const { record } = await readDetail<GalleryPhoto>(context, request, path);
  return detailAnswer({ kind, card: null, photo: galleryItem(record), meta: pageMeta({ request, site, title: record.title }) }, true);
}

export const headers = publicHeaders;
export const handle = SOLID_NAVBAR;
export const meta = loaderMeta;

export default function CardPreview() {
  const { card, photo } = useLoaderData<typeof loader>();
  const { preview } = useTexts();
  const galleryTitle = useLocaleTexts(galleryTexts).title;
  const packages = useLocaleTexts(packageTexts).home;
  return (
    <section aria-label={preview} className="mx-auto max-w-6xl px-4 pt-24 pb-20 sm:px-6">
      <PreviewBanner />
      <h1 className="mb-6 text-2xl font-bold text-stone-900 dark:text-white">{card ? packages.title : galleryTitle}</h1>
      {card ? (
        <CardGrid label={packages.list}>
          <PackageCard pkg={card} />
        </CardGrid>
      ) : photo ? (
        <GalleryGrid photos={[photo]} />
      ) : null}
    </section>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
