import { formatPrice, type Locale } from '@desa/contract';
import { publicTexts } from './i18n';

/** A ticket price per person: 0 → 'Gratis', 10000 → 'Rp 10.000 / orang' ('IDR 10,000 / person'). */
export function ticketPrice(price: number | null | undefined, locale: Locale = 'id'): string {
  return price ? `${formatPrice(price, locale)} / ${publicTexts(locale).perPerson}` : formatPrice(price, locale);
}
