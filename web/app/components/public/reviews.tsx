// Guests' reviews as the public pages show them (issue 40): the stars, the average near an item's
// title, its section (average, stars per rating, the newest reviews with the village's reply and
// a link to all of them), and one review's card. Each review is in the language it was written
// in (`lang`), whatever the page's. Shaped on the server (`lib/reviews.server.ts`).
import { Link } from '@remix-run/react';
import { StarIcon } from '~/components/icons';
import { cn } from '~/lib/cn';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import type { ItemReviewsView, ReviewView } from '~/lib/review-views';
import { DetailSection } from './detail-layout';

const id = {
  title: 'Ulasan Tamu',
  stars: (rating: string) => `${rating} dari 5 bintang`,
  count: (count: number) => `${count} ulasan`,
  starsRow: (stars: number) => `${stars} bintang`,
  reply: 'Balasan pengelola',
  all: (count: number) => `Lihat semua ${count} ulasan`,
  none: 'Belum ada ulasan. Ulasan ditulis oleh tamu yang sudah menginap, berkunjung atau memesan lewat situs ini.',
  list: 'Ulasan',
  home: { eyebrow: 'Ulasan', title: 'Kata Tamu', list: 'Ulasan tamu terbaru' },
};

export const reviewTexts: ByLocale<typeof id> = {
  id,
  en: {
    title: 'Guest Reviews',
    stars: (rating: string) => `${rating} out of 5 stars`,
    count: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
    starsRow: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
    reply: 'Reply from the village',
    all: (count: number) => `See all ${count} reviews`,
    none: 'No reviews yet. Reviews are written by guests who stayed, visited or ordered through this site.',
    list: 'Reviews',
    home: { eyebrow: 'Reviews', title: 'What Guests Say', list: 'Latest guest reviews' },
  },
};

export const REVIEWS_ID = 'ulasan';

/** Five stars, the first `rating` of them filled; read as one picture ("4,5 dari 5 bintang"). */
export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex shrink-0 items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={cn('size-4', star <= Math.round(rating) ? 'text-amber-500 dark:text-amber-400' : 'text-stone-300 dark:text-stone-600')} />
      ))}
    </span>
  );
}

/** Beside an item's title: "★ 4,7 · 12 ulasan", a link down to its reviews. Nothing before the first one. */
export function RatingSummary({ reviews }: { reviews: ItemReviewsView | null }) {
  const words = useLocaleTexts(reviewTexts);
  if (!reviews?.count || !reviews.averageLabel) return null;
  return (
    <a href={`#${REVIEWS_ID}`} className="inline-flex min-h-11 items-center gap-1.5 font-semibold hover:underline">
      <StarIcon className="size-4 text-amber-400" />
      <span>
        {reviews.averageLabel}
        <span className="sr-only"> / 5</span> · {words.count(reviews.count)}
      </span>
    </a>
  );
}

export function ReviewCard({ review }: { review: ReviewView }) {
  const words = useLocaleTexts(reviewTexts);
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} label={words.stars(String(review.rating))} />
        <p className="font-semibold text-stone-900 dark:text-white">{review.name}</p>
      </header>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{review.verified}</p>
      {review.item ? (
        <p className="mt-1 text-sm">
          <Link to={review.item.href} className="font-semibold text-brand-700 hover:underline dark:text-brand-500">
            {review.item.title}
          </Link>
        </p>
      ) : null}
      <p lang={review.lang} className="mt-3 leading-relaxed whitespace-pre-line text-stone-800 dark:text-stone-200">
        {review.text}
      </p>
      {review.reply ? (
        <div className="mt-4 rounded-xl bg-stone-50 px-4 py-3 dark:bg-stone-800/70">
          <p className="text-sm font-semibold text-stone-900 dark:text-white">{words.reply}</p>
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-300">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}

/** The average, the stars per rating (a bar each) and the count. */
export function RatingBreakdown({ reviews }: { reviews: ItemReviewsView }) {
  const words = useLocaleTexts(reviewTexts);
  if (!reviews.averageLabel) return null;
  return (
    <div className="flex flex-wrap items-center gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <div className="text-center">
        <p className="text-4xl font-extrabold text-stone-900 dark:text-white">{reviews.averageLabel}</p>
        <Stars rating={reviews.average ?? 0} label={words.stars(reviews.averageLabel)} className="mt-1" />
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{words.count(reviews.count)}</p>
      </div>
      <table className="min-w-48 flex-1 text-sm">
        <caption className="sr-only">{words.title}</caption>
        <tbody>
          {reviews.distribution.map(({ stars, count, share }) => (
            <tr key={stars}>
              <th scope="row" className="w-20 py-0.5 text-left font-normal whitespace-nowrap text-stone-700 dark:text-stone-300">
                {words.starsRow(stars)}
              </th>
              <td className="w-full px-2 py-0.5">
                <span className="block h-2 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700">
                  <span className="block h-full rounded-full bg-amber-500 dark:bg-amber-400" style={{ width: `${Math.round(share * 100)}%` }} />
                </span>
              </td>
              <td className="py-0.5 text-right text-stone-700 tabular-nums dark:text-stone-300">{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ReviewList({ reviews, label }: { reviews: ReviewView[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

/** An item's section of reviews on its page: below the first screen, read with the page. */
export function ReviewsSection({ reviews }: { reviews: ItemReviewsView | null }) {
  const words = useLocaleTexts(reviewTexts);
  if (!reviews) return null;
  return (
    <DetailSection id={REVIEWS_ID} title={words.title}>
      {reviews.count ? (
        <div className="space-y-4">
          <RatingBreakdown reviews={reviews} />
          <ReviewList reviews={reviews.reviews} label={words.list} />
          {reviews.count > reviews.reviews.length ? (
            <Link to={reviews.allHref} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline dark:text-brand-500">
              {words.all(reviews.count)}
            </Link>
          ) : null}
        </div>
      ) : (
        <p className="text-stone-700 dark:text-stone-300">{words.none}</p>
      )}
    </DetailSection>
  );
}
