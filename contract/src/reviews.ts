// Reviews (issue 40): written only by a guest whose request was completed, through a signed link
// the village sends on WhatsApp; shown once the village lets them. The statuses, the limits, the
// form's rules and messages in the guest's language, the admins' messages, the wire shapes and
// the chat that carries the link.
import { z } from 'zod';
import { bookingTexts } from './booking.js';
import { stayMonth, type BookingRequest, type RequestType } from './booking-requests.js';
import { CONTENT_TYPES } from './content-types.js';
import { parseInteger } from './fields.js';
import type { Locale } from './locale.js';
import { PRIVATE_SECTIONS, localizedPath } from './web.js';

export const REVIEW_STATUSES = ['menunggu', 'tampil', 'disembunyikan'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { menunggu: 'Menunggu', tampil: 'Tampil', disembunyikan: 'Disembunyikan' };

export const REVIEW = {
  minRating: 1,
  maxRating: 5,
  minText: 20,
  maxText: 1000,
  minName: 2,
  maxName: 60,
  maxReply: 1000,
  /** The review link works this many days after it was made; one review per request. */
  linkDays: 60,
  /** How many reviews an item's page shows; the rest are on its page of reviews. */
  onItemPage: 5,
  /** The home page's "Kata Tamu": this many recent reviews of at least `homeMinRating` stars. */
  onHome: 3,
  homeMinRating: 4,
  perPage: 10,
} as const;

/** The moves an admin makes on a review. */
export const REVIEW_MOVES = { approve: 'tampil', hide: 'disembunyikan' } as const satisfies Record<string, ReviewStatus>;
export type ReviewMove = keyof typeof REVIEW_MOVES;
export const REVIEW_MOVE_NAMES = Object.keys(REVIEW_MOVES) as ReviewMove[];

/**
 * What a review's change tells the web apps to purge (the first segments of the reads that show
 * it): its item's pages, and the home page's "Kata Tamu" (`/review/recent`).
 */
export function reviewChangedTypes(type: RequestType): string[] {
  return [CONTENT_TYPES[type].path, 'review'];
}

/** The guest's form: `/ulasan/K7Q4PX?t=…` (`/en/ulasan/…`). */
export function reviewPath(code: string, token: string, locale: Locale): string {
  return localizedPath(`/${PRIVATE_SECTIONS.review}/${code}?t=${token}`, locale);
}

const FORM_TEXTS = {
  id: {
    ratingRequired: 'Pilih 1 sampai 5 bintang!',
    textRequired: 'Ulasan tidak boleh kosong!',
    textMin: `Ulasan minimal ${REVIEW.minText} karakter!`,
    textMax: `Ulasan maksimal ${REVIEW.maxText} karakter!`,
    nameRequired: 'Nama tidak boleh kosong!',
    nameMin: `Nama minimal ${REVIEW.minName} karakter!`,
    nameMax: `Nama maksimal ${REVIEW.maxName} karakter!`,
    created: 'Terima kasih! Ulasan Anda akan tampil setelah diperiksa pengelola desa.',
    linkInvalid: 'Tautan ulasan tidak berlaku.',
  },
  en: {
    ratingRequired: 'Choose 1 to 5 stars.',
    textRequired: 'Please write your review.',
    textMin: `Your review needs at least ${REVIEW.minText} characters.`,
    textMax: `Your review can have at most ${REVIEW.maxText} characters.`,
    nameRequired: 'Please enter a name.',
    nameMin: `The name needs at least ${REVIEW.minName} characters.`,
    nameMax: `The name can have at most ${REVIEW.maxName} characters.`,
    created: 'Thank you! Your review will appear once the village has read it.',
    linkInvalid: 'This review link is not valid.',
  },
} satisfies Record<Locale, Record<string, string>>;

export function reviewTexts(locale: Locale) {
  return FORM_TEXTS[locale];
}

/** Plain text of a review or a reply: line breaks kept (as \n), other control characters a space, trimmed. */
// eslint-disable-next-line no-control-regex -- control characters are what it takes out (a line break stays)
export const plainMultiline = (value: string) => value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, ' ').trim();

/** The guest's review, in the guest's language: stars, plain text, the name to show. */
export function reviewSchema(locale: Locale) {
  const words = FORM_TEXTS[locale];
  return z.object({
    // A number or its digits, nothing coerced: `true` is not 1 star, nor `[5]` five (issue 51).
    rating: z.preprocess(parseInteger, z.number({ error: words.ratingRequired }).int(words.ratingRequired).min(REVIEW.minRating, words.ratingRequired).max(REVIEW.maxRating, words.ratingRequired)),
    text: z
      .string({ error: words.textRequired })
      .transform(plainMultiline)
      .pipe(z.string().min(1, { error: words.textRequired, abort: true }).min(REVIEW.minText, words.textMin).max(REVIEW.maxText, words.textMax)),
    name: z
      .string({ error: words.nameRequired })
      .transform((value) => plainMultiline(value).replace(/\s+/g, ' '))
      .pipe(z.string().min(1, { error: words.nameRequired, abort: true }).min(REVIEW.minName, words.nameMin).max(REVIEW.maxName, words.nameMax)),
  });
}
export type ReviewInput = z.output<ReturnType<typeof reviewSchema>>;

/** The admins' messages (always Indonesian). */
export const REVIEW_MESSAGES = {
  notFound: 'Ulasan tidak ditemukan',
  notCompleted: 'Ulasan hanya bisa diminta untuk pesanan yang sudah selesai.',
  alreadyReviewed: 'Pesanan ini sudah punya ulasan.',
  moved: { approve: 'Ulasan ditampilkan.', hide: 'Ulasan disembunyikan.' } satisfies Record<ReviewMove, string>,
  replied: 'Balasan tersimpan.',
  replyRequired: 'Balasan tidak boleh kosong!',
  replyMax: `Balasan maksimal ${REVIEW.maxReply} karakter!`,
  filterInvalid: 'Filter ulasan tidak valid',
  deleted: 'Ulasan dipindahkan ke Sampah.',
} as const;

/** A review on the wire. `code` (the request's) is the admins' only. */
export type Review = {
  id: string;
  type: RequestType;
  item_id: string;
  item_title: string;
  rating: number;
  text: string;
  name: string;
  /** The language it was written in (`lang` on the page). */
  locale: Locale;
  /** The stay's (visit's, order's) first day: "menginap Desember 2026". */
  stay_day: string;
  status: ReviewStatus;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  code?: string;
};

/** A request in the admins' inbox (`GET /booking/all`): with its review's status, or null without one. */
export type ListedRequest = BookingRequest & { review: ReviewStatus | null };

const VERIFIED = {
  id: { label: 'Tamu terverifikasi', homestay: 'menginap', package: 'berkunjung', product: 'memesan' },
  en: { label: 'Verified guest', homestay: 'stayed', package: 'visited', product: 'ordered' },
} satisfies Record<Locale, Record<RequestType | 'label', string>>;

/** "menginap Desember 2026": when the guest came (stayed, visited, ordered). */
export function stayLine(review: Pick<Review, 'type' | 'stay_day'>, locale: Locale): string {
  return `${VERIFIED[locale][review.type]} ${stayMonth(review.stay_day, locale)}`;
}

/** Under a shown review: "Tamu terverifikasi · menginap Desember 2026". */
export function verifiedStay(review: Pick<Review, 'type' | 'stay_day'>, locale: Locale): string {
  return `${VERIFIED[locale].label} · ${stayLine(review, locale)}`;
}

/** An item's shown reviews: the page of them, and what all of them add up to. */
export type ReviewSummary = { average: number | null; count: number; distribution: Record<1 | 2 | 3 | 4 | 5, number> };

const ASKS = {
  id: (name: string, title: string, url: string) =>
    [`Halo ${name},`, '', `Terima kasih sudah berkunjung ke *${title}*. Maukah Anda menulis ulasan singkat? Ulasan Anda membantu tamu lain dan warga desa kami.`, '', url].join('\n'),
  en: (name: string, title: string, url: string) =>
    [`Hello ${name},`, '', `Thank you for visiting *${title}*. Would you write a short review? It helps other guests and the people of our village.`, '', url].join('\n'),
};

/** The admin's prefilled WhatsApp message asking for a review, in the guest's language, with the code last. */
export function reviewRequestMessage(request: Pick<BookingRequest, 'code' | 'item_title' | 'name' | 'locale'>, url: string): string {
  return `${ASKS[request.locale](request.name ?? '', request.item_title, url)}\n\n${bookingTexts(request.locale).code}: ${request.code}`;
}
