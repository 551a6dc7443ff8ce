// What a content type shows on the public site, as its module (`app/content/<kind>.tsx`) hands
// it to the shared pages and their loaders (`public-pages.server.ts`): its list page (`routes/_public.$section._index.tsx`), its own page per
// record (`routes/_public.$section.$id.tsx`) and its section of the home page. Type-blind: the
// shapes here name no type. How a record becomes a card or a page runs on the server; the
// components render what it made.
import type { Contact, ContentKind, Locale, VillageProfile } from '@desa/contract';
import type { ComponentType } from 'react';
import type { ByLocale } from './i18n';
import type { BookingFields } from './booking-requests.server';
import type { ItemReviewsView } from './review-views';

/**
 * The words every list page has: its title and lead, its list's name, an empty list's, and the
 * record pages' link back to it; with a home page section, the words above its cards and its list's name.
 */
export type ListTexts = {
  title: string;
  description: string;
  list: string;
  empty: string;
  soon: string;
  back: string;
  home?: { eyebrow: string; title: string; list: string };
};

/**
 * What shaping a record may need besides the record: the page's language, the village's contact,
 * today in WIB, and the HTML sanitiser (on the server, so it never ships to a browser).
 */
export type ShapeContext = {
  locale: Locale;
  contact: Contact | null;
  today: string;
  sanitize: (html: string) => string;
};

/** What a page's schema.org data may name besides the record: the village, the page's address, the site's. */
export type JsonLdContext = {
  site: Pick<VillageProfile, 'name' | 'address'>;
  url: string;
  origin: string;
  locale: Locale;
};

/** An anonymous read of `/api/v1` (cached like every public read): what a list's filter may ask. */
export type PublicRead = <T>(path: string) => Promise<T>;

/** A list's filter as the URL asks it (`?kategori=Makanan`, `?waktu=semua`). */
export type ListFilter = {
  /** What the CMS filters by (`upcoming=1`). */
  query: Record<string, string>;
  /** The page's title, when the filter changes it. */
  title?: string;
  /** An empty list's words, when the filter changes them. */
  empty?: string;
  /** What the filter bar shows (links, the active choice). */
  view: unknown;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListFace<Record = any, Card = any> = {
  /** Records per page (the CMS gives at most 100). */
  perPage?: number;
  /**
   * The URL's filter. Throws the not-found page for a value it does not know (no cache entry for
   * a made-up one). `read` asks the CMS.
   */
  filter?: (url: URL, locale: Locale, read: PublicRead) => Promise<ListFilter>;
  /** The filter bar above the cards, drawn from `ListFilter.view`. */
  Filters?: ComponentType<{ view: unknown }>;
  /** What shows the cards instead of the grid (a list grouped by kind). */
  Layout?: ComponentType<{ cards: Card[] }>;
  /** The page's schema.org data, for a type whose records have no page of their own. */
  jsonLd?: (records: Record[], context: JsonLdContext) => object;
};

export type HomeSection = {
  /** How many cards; `query`: what else the CMS filters by (only what can be ordered today). */
  limit: number;
  query?: string;
  columns?: 3 | 4;
  // Its words are the type's `texts.home`.
  /** A "Lihat Semua" link to the type's list page. */
  seeAll?: boolean;
  /** With no records: the section is left out, instead of saying there are none yet. */
  hideWhenEmpty?: boolean;
};

/** What a record's page body gets: what its `page` made, whether it is a preview, the link back to the list, its form's answer, and its guests' reviews (of a type guests book or order). */
export type DetailPageProps<Page> = { page: Page; preview: boolean; back: { to: string; label: string }; reply?: unknown; reviews?: ItemReviewsView | null };

export type DetailFace<Record, Page> = {
  /** What the page shows, shaped and formatted on the server. */
  page: (record: Record, context: ShapeContext & { origin: string }) => Page;
  jsonLd: (record: Record, context: JsonLdContext) => object;
  /** The page's description for search engines and link previews. */
  description: (record: Record, locale: Locale) => string;
  /** An article's page: Open Graph's `article` type and its dates and author. */
  article?: (record: Record) => {
    published: string;
    modified: string;
    author: string;
  };
  Body: ComponentType<DetailPageProps<Page>>;
  /** The `sizes` of the record's main photo where its page does not show it in DetailHeader (DETAIL_PHOTO_SIZES): the preload asks the same. */
  photoSizes?: string;
  /** What the page reads besides its record (a calendar's free days), laid over what `page` made. */
  load?: (record: Record, read: PublicRead, context: ShapeContext) => Promise<Partial<Page>>;
  /**
   * The page's form posted (a booking or an order request): the form checked as the browser
   * checks it, and what the page shows after it; with `request`, the fields the CMS stores (the
   * visitor then goes on to WhatsApp). Without one the page takes no POST.
   */
  answer?: (record: Record, form: FormData, context: ShapeContext) => FormAnswer;
};

/** The action's answer: the fields as sent with their problems, and a problem of the whole request. */
export type OrderReply = { values: Record<string, string>; errors?: Record<string, string>; message?: string };

/** A posted form's answer: the fields as sent with their problems, the summary line, and the request to store when the form is valid. */
export type FormAnswer = { reply: OrderReply; summary: string; request?: BookingFields };

// One face per type, each checked where it is written; here they are heterogeneous.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PublicFace<Record = any, Card = any, Page = any> = {
  kind: ContentKind;
  /** Its cards or page name the village's WhatsApp number (booking links): they wait for the contact. */
  usesContact?: boolean;
  texts: ByLocale<ListTexts>;
  /** How a record becomes its card, on the server. */
  card: (record: Record, context: ShapeContext) => Card;
  Card: ComponentType<{ card: Card }>;
  /** Its list page, `/{slug}`. */
  list?: ListFace<Record, Card>;
  /** Its section of the home page. */
  home?: HomeSection;
  /** Its page per record, `/{slug}/{id}`. */
  detail?: DetailFace<Record, Page>;
};
