// The read side of /api/v1: each record as the API answers it (docs/api-v1.md).
// Types only, so the web app's browser bundle imports them at no cost (`import type`).
import type { OptionCategory } from './format.js';

export type Timestamps = { created_at: string; updated_at: string; createdAt: string; updatedAt: string };

/** Responsive variants of one image, present when a read asks `?with=formats`; null without a file. */
export type ImageVariant = { url: string; width: number | null; height: number | null; srcset: string } | null;

export type Tour = Timestamps & {
  id: string;
  title: string;
  about: string;
  location: string;
  operational: string;
  start: string;
  end: string;
  facility: string;
  maps: string | null;
  price: number;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export type TourPackage = Timestamps & {
  id: string;
  title: string;
  price: number;
  benefit: string;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export type VillageEvent = Timestamps & {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  place: string;
  price: number;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export type Article = Timestamps & {
  id: string;
  title: string;
  content: string;
  writer: string;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export type GalleryPhoto = Timestamps & {
  id: string;
  title: string;
  caption: string;
  image: string | null;
  images?: { image: ImageVariant };
};

export type Setting = Timestamps & { id: string; name: string; category: OptionCategory };

export type UserRole = 'ADMIN' | 'USER';

export type User = Timestamps & {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  instagram: string | null;
  role: UserRole;
  image_url: string | null;
  imageUrl: string | null;
};

/** One entry of `GET /user/contact`: an ADMIN's public WhatsApp and Instagram. */
export type Contact = { id: string; name: string; phone: string | null; instagram: string | null };

/** `GET /site`: the village profile. */
export type Site = {
  name: string;
  tagline: string;
  about: string;
  address: string;
  email: string;
  maps: string | null;
  hero_image: string | null;
  about_image: string | null;
  /** The CMS's image upload limit in MB (`MAX_UPLOAD_MB`). */
  upload_limit_mb: number;
  images?: { hero_image: ImageVariant; about_image: ImageVariant };
};

/** The envelope of every paginated list. */
export type List<T> = {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
};

/** The body of every 4xx/5xx answer; `errors` holds field messages on a 400. */
export type ApiError = { message: string; errors?: Record<string, string[]> };
