// Fasilitas Umum on the web: its icon, its place in the public menu, its page's words, its card,
// its one page (`/fasilitas`: every amenity, grouped by kind, each with its map link; no page per
// record) with its schema.org data, and its section of the home page.
import { mapsSearchUrl, type Amenity } from '@desa/contract';
import { Detail } from '~/components/public/cards';
import { ResponsiveImage } from '~/components/public/responsive-image';
import { CheckIcon, ClockIcon, InfoIcon, MapIcon, MapPinIcon } from '~/components/icons';
import type { JsonLdContext, PublicFace } from '~/lib/public-face';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import type { MenuEntry } from '~/content';
import { paragraphs } from '~/lib/text';

export const icon = InfoIcon;

export const menu = { position: 7, label: { id: 'Fasilitas', en: 'Facilities' } } satisfies MenuEntry;

const id = {
  title: 'Fasilitas Umum',
  description: 'Toilet, tempat parkir, mushola, posko kesehatan dan fasilitas lain yang bisa kamu pakai selama berkunjung ke desa.',
  list: 'Daftar fasilitas umum',
  empty: 'Belum ada fasilitas umum',
  soon: 'Fasilitas umum desa akan segera hadir di sini.',
  back: 'Semua fasilitas umum',
  hours: 'Jam buka',
  accessible: 'Ramah difabel',
  map: 'Buka peta',
  home: { eyebrow: 'Fasilitas', title: 'Fasilitas Umum Desa', list: 'Fasilitas umum' },
};

export const amenityTexts: ByLocale<typeof id> = {
  id,
  en: {
    title: 'Public Facilities',
    description: 'Toilets, parking, prayer rooms, a health post and more you can use while visiting the village.',
    list: 'All public facilities',
    empty: 'No public facilities yet',
    soon: "The village's public facilities will be listed here soon.",
    back: 'All public facilities',
    hours: 'Opening hours',
    accessible: 'Wheelchair accessible',
    map: 'Open map',
    home: { eyebrow: 'Facilities', title: 'Public Facilities', list: 'Public facilities' },
  },
};

/** The admin's map link, else a search for the place by its name and location. */
function mapLink({ maps, title, location }: Pick<Amenity, 'maps' | 'title' | 'location'>): string {
  return maps ?? mapsSearchUrl(`${title}, ${location}`);
}

/** What an amenity's card shows, shaped on the server: everything it has, as it has no page of its own. */
export function amenityCard({ id, title, kind, description, location, hours, accessible, maps, thumbnail, images }: Amenity) {
  return { id, title, kind, description: paragraphs(description), location, hours, accessible, map: mapLink({ maps, title, location }), thumbnail, images };
}
export type AmenityCardView = ReturnType<typeof amenityCard>;

/** A compact card: its small photo beside everything it has to say, as it has no page of its own. */
export function AmenityCard({ amenity }: { amenity: AmenityCardView }) {
  const texts = useLocaleTexts(amenityTexts);
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-stone-200 sm:size-24 dark:bg-stone-800">
        <ResponsiveImage image={amenity.images?.thumbnail} fallback={amenity.thumbnail} alt={amenity.title} sizes="96px" className="size-full object-cover" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-500">{amenity.kind}</p>
        <h3 className="mt-1 text-base leading-snug font-bold text-stone-900 dark:text-white">{amenity.title}</h3>
        <div className="mt-1.5 space-y-2 text-sm leading-relaxed text-stone-700 dark:text-stone-300">
          {amenity.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Detail icon={<MapPinIcon className="size-4" />}>{amenity.location}</Detail>
        <Detail icon={<ClockIcon className="size-4" />}>
          <span className="sr-only">{texts.hours}: </span>
          {amenity.hours}
        </Detail>
        {amenity.accessible ? <Detail icon={<CheckIcon className="size-4" />}>{texts.accessible}</Detail> : null}
        <a
          href={amenity.map}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${texts.map}: ${amenity.title}`}
          className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500"
        >
          <MapIcon className="size-4" />
          {texts.map}
        </a>
      </div>
    </li>
  );
}

/** The page's amenities, one section per kind (in alphabetical order, two columns on a wide screen), each kind's in the CMS's order. */
function AmenitiesByKind({ cards }: { cards: AmenityCardView[] }) {
  const kinds = [...new Set(cards.map((card) => card.kind))].sort((a, b) => a.localeCompare(b, 'id'));
  return (
    <div className="grid items-start gap-x-10 gap-y-12 lg:grid-cols-2">
      {kinds.map((kind, index) => (
        <section key={kind} aria-labelledby={`jenis-${index}`}>
          <h2 id={`jenis-${index}`} className="mb-4 text-xl font-bold text-stone-900 dark:text-white">
            {kind}
          </h2>
          <ul className="space-y-4">
            {cards
              .filter((card) => card.kind === kind)
              .map((card) => (
                <AmenityCard key={card.id} amenity={card} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Each amenity a public place of the village (schema.org CivicStructure), listed on the page. */
function amenitiesJsonLd(amenities: Amenity[], { site, url }: JsonLdContext) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url,
    itemListElement: amenities.map((amenity, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'CivicStructure',
        name: amenity.title,
        description: amenity.description,
        address: amenity.location,
        hasMap: mapLink(amenity),
        image: amenity.thumbnail ?? undefined,
        amenityFeature: amenity.accessible ? { '@type': 'LocationFeatureSpecification', name: 'Wheelchair accessible', value: true } : undefined,
        containedInPlace: { '@type': 'Place', name: site.name, address: site.address },
      },
    })),
  };
}

export const site: PublicFace<Amenity, AmenityCardView> = {
  kind: 'amenity',
  texts: amenityTexts,
  card: (amenity) => amenityCard(amenity),
  Card: ({ card }) => <AmenityCard amenity={card} />,
  // Every one on one page (the CMS gives at most 100 a page).
  list: { perPage: 100, Layout: AmenitiesByKind, jsonLd: amenitiesJsonLd },
  home: { limit: 3, seeAll: true, hideWhenEmpty: true },
};
