// The site's two languages (issue 13): Indonesian is the default and needs no prefix or
// parameter; English lives under /en on the web and `?locale=en` on /api/v1.

export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';
/** The one other language: a record's translation, the /en site. */
export const TRANSLATION_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}
