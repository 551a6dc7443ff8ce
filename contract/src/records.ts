// The read side of /api/v1 shared by every record (docs/api-v1.md): timestamps, images, users,
// the list envelope, errors. Each content type's record lives in its module (`types/<kind>.ts`).
// Types only, so the web app's browser bundle imports them at no cost (`import type`).
import type { Locale } from './locale.js';

export type Timestamps = { created_at: string; updated_at: string; createdAt: string; updatedAt: string };

/** Responsive variants of one image, present when a read asks `?with=formats`; null without a file. */
export type ImageVariant = { url: string; width: number | null; height: number | null; srcset: string } | null;

/** MITRA: a host or producer who keeps their own listings (issue 41). */
export type UserRole = 'ADMIN' | 'USER' | 'MITRA';

export type User = Timestamps & {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  instagram: string | null;
  role: UserRole;
  image_url: string | null;
  imageUrl: string | null;
  /** Only while the account still signs in with the temporary password it was invited with (issue 23). */
  must_change_password?: true;
};

/** One entry of `GET /user/contact`: an ADMIN's public WhatsApp and Instagram. */
export type Contact = { id: string; name: string; phone: string | null; instagram: string | null };

/** A record (or the site) read with `?locale=`: it says which language its translatable fields are in. */
export type Localized<T> = T & { locale: Locale };

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
