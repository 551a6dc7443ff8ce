// Guests' reviews on the public pages (issue 40): an item's shown ones with what they add up to,
// the home page's newest good ones, each shaped for the page's language on the server, and the
// schema.org ratings an item's data gets once it has a shown review.
import type { AppLoadContext } from '@remix-run/node';
import { CONTENT_TYPES, PRIVATE_SECTIONS, REVIEW, isRequestType, verifiedStay, type List, type Locale, type RequestType, type Review, type ReviewSummary } from '@desa/contract';
import type { ItemReviewsView, ReviewView } from './review-views';
import { cmsRead } from './cms.server';
import { localizedPath } from './locale';

type ItemReviews = List<Review> & ReviewSummary;

const STARS = [5, 4, 3, 2, 1] as const;

/** `/penginapan/{id}`: the page of an item guests book or order, in the page's language. */
export function itemPagePath(type: RequestType, id: string, locale: Locale): string {
  return localizedPath(`/${CONTENT_TYPES[type].site.slug}/${id}`, locale);
}

export function reviewView(review: Review, locale: Locale, { withItem = false } = {}): ReviewView {
  return {
    id: review.id,
    rating: review.rating,
    name: review.name,
    text: review.text,
    lang: review.locale,
    verified: verifiedStay(review, locale),
    reply: review.reply,
    ...(withItem && { item: { title: review.item_title, href: itemPagePath(review.type, review.item_id, locale) } }),
  };
}

/** "4,5" / "4.5". */
export function averageLabel(average: number, locale: Locale): string {
  return average.toLocaleString(locale === 'en' ? 'en-GB' : 'id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** An item's page of shown reviews (`page`), newest first, with their average, count and stars; the raw list for its schema.org data. */
export async function loadItemReviews(context: AppLoadContext, type: RequestType, id: string, locale: Locale, { page = 1, limit = REVIEW.onItemPage as number } = {}) {
  const answer = await cmsRead<ItemReviews>(context, `/${CONTENT_TYPES[type].path}/${encodeURIComponent(id)}/reviews?page=${page}&limit=${limit}`);
  const view: ItemReviewsView = {
    count: answer.count,
    average: answer.average,
    averageLabel: answer.average === null ? null : averageLabel(answer.average, locale),
    distribution: STARS.map((stars) => ({ stars, count: answer.distribution[stars], share: answer.count ? answer.distribution[stars] / answer.count : 0 })),
    reviews: answer.data.map((review) => reviewView(review, locale)),
    allHref: `${itemPagePath(type, id, locale)}/ulasan`,
  };
  return { view, reviews: answer.data, summary: answer, lastPage: answer.last_page, page: answer.current_page };
}

/**
 * The item's schema.org data with its shown reviews: `aggregateRating` and the reviews on its
 * page, as Google's review snippets ask (the value, the count, each author's name and date).
 * Nothing is added before the first shown review.
 */
export function withRatings(jsonLd: object, reviews: Review[], summary: ReviewSummary): object {
  if (!summary.count || summary.average === null) return jsonLd;
  return {
    ...jsonLd,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.count, bestRating: REVIEW.maxRating, worstRating: REVIEW.minRating },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.name },
      datePublished: review.created_at.slice(0, 10),
      reviewBody: review.text,
      inLanguage: review.locale,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: REVIEW.maxRating, worstRating: REVIEW.minRating },
    })),
  };
}

/** The home page's "Kata Tamu": the newest shown reviews of four stars or more, each naming its item. */
export async function loadRecentReviews(context: AppLoadContext, locale: Locale): Promise<ReviewView[]> {
  const { data } = await cmsRead<{ data: Review[] }>(context, '/review/recent');
  return data.map((review) => reviewView(review, locale, { withItem: true }));
}

/**
 * Where the guest lands once the review is sent: `/ulasan/terima-kasih?item=homestay/{id}`;
 * with `&terkirim=1` (ALREADY_SENT_PARAM), where a used link lands: "Ulasan Anda sudah terkirim".
 */
const THANKS_SEGMENT = 'terima-kasih';
export const ALREADY_SENT_PARAM = 'terkirim';

export function thanksPath(review: Pick<Review, 'type' | 'item_id'>, locale: Locale, { alreadySent = false } = {}): string {
  return localizedPath(`/${PRIVATE_SECTIONS.review}/${THANKS_SEGMENT}?item=${review.type}/${review.item_id}${alreadySent ? `&${ALREADY_SENT_PARAM}=1` : ''}`, locale);
}

/** The item the thanks page links back to, from its `?item=`; null for anything else. */
export function thanksItem(url: URL): { type: RequestType; id: string } | null {
  const [type, id, ...rest] = (url.searchParams.get('item') ?? '').split('/');
  return isRequestType(type) && id && /^[a-z0-9]{1,64}$/.test(id) && !rest.length ? { type, id } : null;
}
