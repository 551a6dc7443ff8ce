// schema.org data of the pages, for search engines. Built on the server: none of it ships as code.
import { DAY_NAMES, splitList, type Locale } from '@desa/contract';
import { formatRupiah } from '@desa/contract';
import { stripHtml } from './text';
import type { Article, Homestay, Product, VillageProfile, Tour, VillageEvent } from '@desa/contract';

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function schemaDay(day: string) {
  const index = DAY_NAMES.indexOf(day as (typeof DAY_NAMES)[number]);
  return index >= 0 ? `https://schema.org/${SCHEMA_DAYS[index]}` : null;
}

/** `locale`: the page's language, schema.org's `inLanguage` of creative works (events, articles). */
type Context = { site: Pick<VillageProfile, 'name' | 'address'>; url: string; origin: string; locale?: Locale };

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

export function tourJsonLd(tour: Pick<Tour, 'title' | 'about' | 'location' | 'operational' | 'start' | 'end' | 'price' | 'thumbnail'>, { url }: Context) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: tour.title,
    description: tour.about,
    url,
    image: tour.thumbnail ?? undefined,
    address: tour.location,
    isAccessibleForFree: !tour.price,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: splitList(tour.operational).map(schemaDay).filter(Boolean),
      opens: tour.start,
      closes: tour.end,
    },
  };
}

export function eventJsonLd(event: Pick<VillageEvent, 'title' | 'description' | 'date' | 'time' | 'place' | 'price' | 'thumbnail'>, { site, url, origin, locale = 'id' }: Context) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    inLanguage: locale,
    name: event.title,
    description: event.description,
    url,
    image: event.thumbnail ? [event.thumbnail] : undefined,
    startDate: `${event.date}T${event.time}:00+07:00`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    isAccessibleForFree: !event.price,
    location: { '@type': 'Place', name: event.place, address: site.address },
    organizer: { '@type': 'Organization', name: site.name, url: origin },
    offers: { '@type': 'Offer', price: event.price ?? 0, priceCurrency: 'IDR', url, availability: 'https://schema.org/InStock' },
  };
}

export function articleJsonLd(article: Pick<Article, 'title' | 'writer' | 'thumbnail' | 'created_at' | 'updated_at'> & { description: string }, { site, url, origin, locale = 'id' }: Context) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    inLanguage: locale,
    headline: article.title,
    description: article.description,
    mainEntityOfPage: url,
    image: article.thumbnail ? [article.thumbnail] : undefined,
    datePublished: article.created_at,
    dateModified: article.updated_at,
    author: { '@type': 'Person', name: article.writer },
    publisher: { '@type': 'Organization', name: site.name, url: origin },
  };
}

export function homestayJsonLd(
  homestay: Pick<Homestay, 'title' | 'description' | 'location' | 'price' | 'check_in' | 'check_out' | 'facility' | 'photos'>,
  { url, locale = 'id' }: Context,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: homestay.title,
    description: stripHtml(homestay.description),
    url,
    image: homestay.photos.length ? homestay.photos : undefined,
    address: homestay.location,
    priceRange: `${formatRupiah(homestay.price, locale)} / ${locale === 'en' ? 'room / night' : 'kamar / malam'}`,
    currenciesAccepted: 'IDR',
    checkinTime: `${homestay.check_in}:00+07:00`,
    checkoutTime: `${homestay.check_out}:00+07:00`,
    amenityFeature: splitList(homestay.facility).map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
  };
}

export function productJsonLd(product: Pick<Product, 'title' | 'description' | 'category' | 'price' | 'availability' | 'photos' | 'producer'>, { url }: Context) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url,
    image: product.photos.length ? product.photos : undefined,
    category: product.category,
    brand: { '@type': 'Brand', name: product.producer },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'IDR',
      availability: product.availability === 'Tersedia' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
