// A guest's review and an item's reviews as the public pages show them: shaped on the server
// (`reviews.server.ts`), drawn by `components/public/reviews.tsx`.
import type { Locale } from '@desa/contract';

export type ReviewView = {
  id: string;
  rating: number;
  name: string;
  text: string;
  lang: Locale;
  /** "Tamu terverifikasi · menginap Desember 2026". */
  verified: string;
  reply: string | null;
  /** On the home page: what it is about. */
  item?: { title: string; href: string };
};

export type ItemReviewsView = {
  count: number;
  average: number | null;
  averageLabel: string | null;
  distribution: Array<{ stars: number; count: number; share: number }>;
  reviews: ReviewView[];
  allHref: string;
};
