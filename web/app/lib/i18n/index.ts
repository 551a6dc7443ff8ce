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

/** The words of the page's language. */
export function useTexts(): PublicTexts {
  return publicTexts(useLocale());
}
