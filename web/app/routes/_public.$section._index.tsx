// `/{slug}` (and `/en/{slug}`) of each content type with a list page (Wisata, Penginapan, Produk,
// Agenda, Artikel, Fasilitas Umum): one page of its cards, narrowed by its filter or laid out by the
// type (grouped by kind), from the type's public face (`app/content/<kind>.tsx`, `site`). Pages of their own (Galeri, Privasi) are routes of their
// own, which Remix prefers to this one.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useParams } from '@remix-run/react';
import { CardListPage } from '~/components/public/card-list-page';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { JsonLd } from '~/components/public/json-ld';
import { loaderMeta } from '~/components/public/meta';
import { publicFaceOf } from '~/content';
import { useLocaleTexts } from '~/lib/i18n';
import { unknownPage, publicHeaders } from '~/lib/public.server';
import { loadCardList } from '~/lib/public-pages.server';

export function loader(args: LoaderFunctionArgs) {
  const face = publicFaceOf(args.params.section);
  if (!face?.list) throw unknownPage(args.context);
  return loadCardList(args, face);
}

export const headers = publicHeaders;

export const meta = loaderMeta;

export default function ContentList() {
  const { cards, page, lastPage, title, empty, filter, jsonLd } = useLoaderData<typeof loader>();
  const face = publicFaceOf(useParams().section)!;
  const texts = useLocaleTexts(face.texts);
  const { Card, list } = face;
  const { Filters, Layout } = list ?? {};
  return (
    <>
      {jsonLd && <JsonLd data={jsonLd} />}
      <CardListPage
        texts={{ ...texts, title }}
        empty={{ title: empty, description: texts.soon }}
        page={page}
        lastPage={lastPage}
        filters={Filters ? <Filters view={filter} /> : null}
        layout={Layout && cards.length ? <Layout cards={cards} /> : undefined}
      >
        {cards.map((card: { id: string }) => (
          <Card key={card.id} card={card} />
        ))}
      </CardListPage>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
