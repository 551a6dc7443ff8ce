// schema.org data of the pages, for search engines: the village's, and the pieces the content
// types' own (`site.detail.jsonLd` in `app/content/<kind>.tsx`) share. Built on the server and
// sent as data: public pages ship no React.
import { DAY_NAMES, type VillageProfile } from '@desa/contract';

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function schemaDay(day: string) {
  const index = DAY_NAMES.indexOf(day as (typeof DAY_NAMES)[number]);
  return index >= 0 ? `https://schema.org/${SCHEMA_DAYS[index]}` : null;
}

export function destinationJsonLd(site: Pick<VillageProfile, 'name' | 'tagline' | 'address' | 'hero_image'>, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    name: site.name,
    description: site.tagline,
    url: origin,
    image: site.hero_image ?? undefined,
    address: site.address,
  };
}

/** When a place is open: its days (Indonesian day names), opening and closing time (WIB). */
export function openingHoursJsonLd(days: string[], opens: string, closes: string) {
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: days.map(schemaDay).filter(Boolean), opens, closes };
}

/** A price in rupiah as schema.org's Offer. */
export function offerJsonLd(price: number, url: string, inStock = true) {
  return { '@type': 'Offer', url, price, priceCurrency: 'IDR', availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' };
}
