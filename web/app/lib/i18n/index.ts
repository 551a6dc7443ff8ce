// The public site's dictionary: a typed object per language, picked by the URL's locale.
// Plain objects, not i18next: the words render on the server and most pages ship no React.
import type { Locale } from '@desa/contract';
import { useLocale } from '../locale';
import { en } from './en';
import { id, type PublicTexts } from './id';

export type { PublicTexts };

const TEXTS: Record<Locale, PublicTexts> = { id, en };

export function publicTexts(locale: Locale): PublicTexts {
  return TEXTS[locale];
}

/** Words with one entry per language: a content type's, in `app/content/<kind>.tsx`. */
export type ByLocale<T> = Record<Locale, T>;

/** The entry of the page's language. */
export function useLocaleTexts<T>(texts: ByLocale<T>): T {
  return texts[useLocale()];
}

/** The words of the page's language. */
export function useTexts(): PublicTexts {
  return publicTexts(useLocale());
}

/** The title and sentence of a public error page with this status. */
export function errorPageTexts({ errors }: PublicTexts, status: number): { title: string; message: string } {
  if (status === 404) return { title: errors.notFoundTitle, message: errors.notFound };
  if (status === 403) return { title: errors.crossSiteTitle, message: errors.crossSite };
  if (status === 405) return { title: errors.methodTitle, message: errors.method };
  if (status >= 400 && status < 500) return { title: errors.badRequestTitle, message: errors.badRequest };
  return { title: errors.unavailableTitle, message: errors.unavailable };
}
