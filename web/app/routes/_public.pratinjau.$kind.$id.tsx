// The preview of a draft or scheduled record of a type without pages of its own (a package is a
// card on the home page, an amenity a card of /fasilitas, a photo a tile of /galeri): the card or
// tile as it will look, through the record's signed link (`/pratinjau/package/<id>?pratinjau=<token>`,
// lib/preview.server.ts). A type's card is its public face's; a type without one (the gallery) is a photo.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CONTENT_TYPES, PREVIEW_PARAM, type GalleryPhoto } from '@desa/contract';
import { CardGrid } from '~/components/public/cards';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { GalleryGrid, galleryItem } from '~/components/public/gallery-grid';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { loaderMeta } from '~/components/public/meta';
import { PreviewBanner } from '~/components/public/preview-banner';
import { siteFaceOfKind } from '~/content';
import { galleryTexts } from '~/content/gallery';
import { useLocaleTexts, useTexts } from '~/lib/i18n';
import { requestLocale } from '~/lib/locale';
import { CARD_PREVIEW_KINDS, detailAnswer, readDetail } from '~/lib/preview.server';
import { notFound, publicHeaders, loadSite } from '~/lib/public.server';
import { shapeContext } from '~/lib/public-pages.server';
import { pageMeta } from '~/lib/seo.server';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const kind = CARD_PREVIEW_KINDS.find((name) => name === params.kind);
  if (!kind || !new URL(request.url).searchParams.has(PREVIEW_PARAM)) throw notFound();
  const locale = requestLocale(request);
  const path = `/${CONTENT_TYPES[kind].path}/${encodeURIComponent(params.id ?? '')}?with=formats`;
  const face = siteFaceOfKind(kind);
  const [{ record }, site, shaping] = await Promise.all([
    readDetail<GalleryPhoto>(context, request, path),
    loadSite(context, locale),
    shapeContext(context, locale, face ? [face] : []),
  ]);
  const meta = pageMeta({ request, site, title: record.title });
  return detailAnswer({ kind, card: face ? face.card(record, shaping) : null, photo: face ? null : galleryItem(record), meta }, true);
}

export const headers = publicHeaders;
export const handle = SOLID_NAVBAR;
export const meta = loaderMeta;

export default function CardPreview() {
  const { kind, card, photo } = useLoaderData<typeof loader>();
  const { preview } = useTexts();
  const face = card ? siteFaceOfKind(kind) : undefined;
  const texts = useLocaleTexts<{ title: string; list?: string }>(face?.texts ?? galleryTexts);
  return (
    <section aria-label={preview} className="mx-auto max-w-6xl px-4 pt-24 pb-20 sm:px-6">
      <PreviewBanner />
      <h1 className="mb-6 text-2xl font-bold text-stone-900 dark:text-white">{texts.title}</h1>
      {face ? (
        <CardGrid label={texts.list ?? texts.title}>
          <face.Card card={card} />
        </CardGrid>
      ) : photo ? (
        <GalleryGrid photos={[photo]} />
      ) : null}
    </section>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
