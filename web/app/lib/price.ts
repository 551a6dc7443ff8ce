import { formatPrice } from '@desa/contract';

/** A ticket price per person: 0 → 'Gratis', 10000 → 'Rp 10.000 / orang'. */
export function ticketPrice(price: number | null | undefined): string {
  return price ? `${formatPrice(price)} / orang` : formatPrice(price);
}
