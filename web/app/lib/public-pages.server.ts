// The loaders and the action of the public pages every content type shares, given the type's face
// (`components/public/public-face.ts`): its list page, its page per record (and that page's form
// without JavaScript), and its section of the home page.
import { data, redirect, type AppLoadContext, type MetaDescriptor } from '@remix-run/node';
import { CONTENT_TYPES, isRequestType, todayInJakarta, type ImageVariant, type List, type Locale } from '@desa/contract';
import { sanitizeHtml } from '@desa/contract/sanitize';
import type { PublicFace, ShapeContext } from './public-face';
import { sendBookingRequest } from './booking-requests.server';
import { cmsRead, nullWhenMissing } from './cms.server';
import { DETAIL_PHOTO_SIZES, villageBackdrop } from './images';
import { readForm } from './form.server';
import { loadItemReviews, withRatings } from './reviews.server';
import { localizedApiPath, localizedPath, requestLocale } from './locale';
import { detailAnswer, readDetail } from './preview.server';
import { PRIVATE_CACHE_CONTROL, loadContact, loadListPage, loadSite, siteOrigin } from './public.server';
import { pageMeta, pageTitle } from './seo.server';

type Args = {
  request: Request;
  context: AppLoadContext;
  params: { id?: string };
};

/** Only a face that uses the village's contact waits for it (a slow one would hold every page back). */
export async function shapeContext(context: AppLoadContext, locale: Locale, faces: PublicFace[]): Promise<ShapeContext> {
  const contact = faces.some((face) => face.usesContact) ? await loadContact(context) : null;
  return { locale, contact, today: todayInJakarta(), sanitize: sanitizeHtml };
}

/** The type's public pages are `/{slug}…`. */
function slugOf(face: PublicFace): string {
  return (CONTENT_TYPES[face.kind] as { site?: { slug: string } }).site!.slug;
}

/** `/{slug}`: one page of the type's cards, narrowed by its filter, with the page's title and description. */
export async function loadCardList({ request, context }: Args, face: PublicFace) {
  const locale = requestLocale(request);
  const texts = face.texts[locale];
  const list = face.list ?? {};
  const filter = list.filter ? await list.filter(new URL(request.url), locale, (path) => cmsRead(context, path)) : undefined;
  const [records, site, shaping] = await Promise.all([
    loadListPage<unknown>(request, context, `/${CONTENT_TYPES[face.kind].path}/all`, list.perPage ?? 9, filter?.query),
    loadSite(context, locale),
    shapeContext(context, locale, [face]),
  ]);
  const title = filter?.title ?? texts.title;
  const url = siteOrigin(request) + localizedPath(`/${slugOf(face)}`, locale);
  return {
    cards: records.data.map((record) => face.card(record, shaping)),
    page: records.current_page,
    lastPage: records.last_page,
    title,
    empty: filter?.empty ?? texts.empty,
    filter: filter?.view ?? null,
    jsonLd: list.jsonLd?.(records.data, { site, origin: siteOrigin(request), url, locale }) ?? null,
    meta: pageMeta({
      request,
      site,
      title: pageTitle(title, records.current_page, locale),
      description: texts.description,
      leadImage: villageBackdrop(site),
    }),
  };
}

type Titled = { id: string; title: string; thumbnail: string | null; images?: { thumbnail?: ImageVariant } };

function readRecord({ request, context, params }: Args, face: PublicFace) {
  return readDetail<Titled>(context, request, `/${CONTENT_TYPES[face.kind].path}/${encodeURIComponent(params.id ?? '')}?with=formats`);
}

/** The item's reviews beside its record (a type guests book or order); an id the CMS does not know has none. */
function readReviews({ context, params }: Args, face: PublicFace, locale: Locale) {
  return isRequestType(face.kind) ? nullWhenMissing(loadItemReviews(context, face.kind, params.id ?? '', locale)) : null;
}

/** `/{slug}/{id}`: the record's page (or its signed preview), its reviews, its schema.org data and its meta tags. */
export async function loadDetailPage(args: Args, face: PublicFace) {
  const detail = face.detail!;
  const { request, context } = args;
  const locale = requestLocale(request);
  const [{ record, preview }, site, shaping, reviews] = await Promise.all([
    readRecord(args, face),
    loadSite(context, locale),
    shapeContext(context, locale, [face]),
    readReviews(args, face, locale),
  ]);
  const origin = siteOrigin(request);
  const url = origin + localizedPath(`/${slugOf(face)}/${record.id}`, locale);
  const article = detail.article?.(record);
  const articleMeta: MetaDescriptor[] = article
    ? [
        { property: 'article:published_time', content: article.published },
        { property: 'article:modified_time', content: article.modified },
        { property: 'article:author', content: article.author },
      ]
    : [];
  const jsonLd = detail.jsonLd(record, { site, origin, url, locale });
  const extra = detail.load ? await detail.load(record, (path) => cmsRead(context, path), shaping) : {};
  return detailAnswer(
    {
      page: { ...detail.page(record, { ...shaping, origin }), ...extra },
      reviews: reviews?.view ?? null,
      jsonLd: reviews ? withRatings(jsonLd, reviews.reviews, reviews.summary) : jsonLd,
      meta: [
        ...pageMeta({
          request,
          site,
          title: record.title,
          description: detail.description(record, locale),
          image: record.thumbnail,
          type: article ? 'article' : undefined,
          leadImage: { image: record.images?.thumbnail, fallback: record.thumbnail, sizes: detail.photoSizes ?? DETAIL_PHOTO_SIZES },
        }),
        ...articleMeta,
      ],
    },
    preview
  );
}

/**
 * The record page's form posted (with or without JavaScript): checked; a valid one is stored as a
 * booking request and the visitor goes on to WhatsApp (303); otherwise the problems.
 */
export async function answerDetailForm(args: Args, face: PublicFace) {
  const answer = face.detail?.answer;
  // The refusal middleware answers 405 first (the route's handle says which types take a POST).
  if (!answer) throw new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  const locale = requestLocale(args.request);
  const [{ record }, form, shaping] = await Promise.all([readRecord(args, face), readForm(args.request), shapeContext(args.context, locale, [face])]);
  const answered = answer(record, form, shaping);
  // The page echoes what the visitor typed (their name, their number): for them only. A refused
  // post is the same page with the refusal's status (400, or 429 from the rate limit).
  const headers = { 'Cache-Control': PRIVATE_CACHE_CONTROL };
  if (!answered.request) return data({ answer: answered }, { status: 400, headers });
  const sent = await sendBookingRequest(args.context, answered.request, locale);
  if ('location' in sent) throw redirect(sent.location, 303);
  return data({ answer: { ...answered, reply: { ...answered.reply, errors: sent.errors, message: sent.message } } }, { status: sent.status, headers });
}

/** The home page's section of each type that has one: its cards, in the page's language. The lists are read beside the contact, not after it. */
export async function loadHomeSections(context: AppLoadContext, locale: Locale, faces: PublicFace[]) {
  const read = (face: PublicFace) =>
    cmsRead<List<unknown>>(
      context,
      localizedApiPath(`/${CONTENT_TYPES[face.kind].path}/all?${face.home!.query ? `${face.home!.query}&` : ''}limit=${face.home!.limit}&with=formats`, locale)
    );
  const [shaping, lists] = await Promise.all([shapeContext(context, locale, faces), Promise.all(faces.map(read))]);
  return faces.map((face, index) => ({ kind: face.kind, cards: lists[index].data.map((record) => face.card(record, shaping)) }));
}
