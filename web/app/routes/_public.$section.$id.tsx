// `/{slug}/{id}` (and `/en/…`) of each content type with a page per record (Wisata, Penginapan,
// Produk, Agenda, Artikel): the record's page from the type's public face (`app/content/<kind>.tsx`,
// `site.detail`), its schema.org data, and its booking or order form without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useParams } from '@remix-run/react';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { JsonLd } from '~/components/public/json-ld';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { loaderMeta } from '~/components/public/meta';
import { publicFaceOf } from '~/content';
import { useLocaleTexts } from '~/lib/i18n';
import { useLocalizedPath } from '~/lib/locale';
import { publicHeaders, unknownPage } from '~/lib/public.server';
import { answerDetailForm, loadDetailPage } from '~/lib/public-pages.server';

function detailFaceOf({ params, context }: LoaderFunctionArgs) {
  const face = publicFaceOf(params.section);
  if (!face?.detail) throw unknownPage(context);
  return face;
}

export const loader = (args: LoaderFunctionArgs) => loadDetailPage(args, detailFaceOf(args));

export const action = (args: ActionFunctionArgs) => answerDetailForm(args, detailFaceOf(args));

export const headers = publicHeaders;
// Only a type whose page has a form takes a POST (server/refusals.mjs asks before Remix runs).
export const handle = {
  ...SOLID_NAVBAR,
  takesPost: ({ section }: { section?: string }) => Boolean(publicFaceOf(section)?.detail?.answer),
};

export const meta = loaderMeta;

export default function ContentPage() {
  const { page, jsonLd, preview, reviews } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const { section } = useParams();
  const face = publicFaceOf(section)!;
  const href = useLocalizedPath();
  const { Body } = face.detail!;
  return (
    <article className="pb-20">
      <JsonLd data={jsonLd} />
      <Body page={page} preview={preview} back={{ to: href(`/${section}`), label: useLocaleTexts(face.texts).back }} reply={answered?.answer} reviews={reviews} />
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
