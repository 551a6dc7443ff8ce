// Objek Wisata on the web: its icon, its place in the public menu, its public pages' words and
// its card (`/wisata`, the home page).
import { formatDays, formatTimeRange, splitList, type Locale, type Tour } from '@desa/contract';
import { CardImage, CardLink, CardShell, CardTitle, Detail } from '~/components/public/cards';
import { MapPinIcon } from '~/components/icons';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import type { MenuEntry } from '~/content';
import { mapsEmbedUrl } from '~/lib/maps';
import { ticketPrice } from '~/lib/price';
import { paragraphs } from '~/lib/text';

export const icon = MapPinIcon;

export const menu = { position: 1, label: { id: 'Wisata', en: 'Tours' } } satisfies MenuEntry;

const id = {
  title: 'Objek Wisata',
  description: 'Jelajahi tempat-tempat menarik yang bisa kamu kunjungi di desa kami, lengkap dengan jam buka dan harga tiketnya.',
  list: 'Daftar objek wisata',
  empty: 'Belum ada objek wisata',
  soon: 'Objek wisata desa akan segera hadir di sini.',
  link: 'Lihat Detail',
  back: 'Semua objek wisata',
  info: 'Informasi Wisata',
  days: 'Hari Operasional',
  hours: 'Jam Operasional',
  ticket: 'Harga Tiket Masuk',
  about: 'Tentang Wisata',
  facilities: 'Apa aja yang ada di sini?',
  location: 'Kamu bakal ada di sini',
};

export const tourTexts: ByLocale<typeof id> = {
  id,
  en: {
    title: 'Tours',
    description: 'Discover the places you can visit in our village, with their opening hours and ticket prices.',
    list: 'All tours',
    empty: 'No tours yet',
    soon: "The village's tours will be listed here soon.",
    link: 'View Details',
    back: 'All tours',
    info: 'Tour Information',
    days: 'Open on',
    hours: 'Opening Hours',
    ticket: 'Admission',
    about: 'About This Tour',
    facilities: "What you'll find here",
    location: "Where you'll be",
  },
};

/** What a tour's card shows, shaped on the server. */
export function tourCard({ id, title, location, thumbnail, images }: Tour) {
  return { id, title, location, thumbnail, images };
}
export type TourCardView = ReturnType<typeof tourCard>;

/** What its page shows, shaped and formatted on the server. */
export function tourDetail(tour: Tour, locale: Locale = 'id') {
  return {
    id: tour.id,
    title: tour.title,
    location: tour.location,
    thumbnail: tour.thumbnail,
    images: tour.images,
    about: paragraphs(tour.about),
    days: formatDays(splitList(tour.operational), locale),
    hours: formatTimeRange(tour.start, tour.end),
    ticket: ticketPrice(tour.price, locale),
    facilities: splitList(tour.facility),
    mapUrl: mapsEmbedUrl(tour.maps, `${tour.title}, ${tour.location}`),
  };
}

export function TourCard({ tour }: { tour: TourCardView }) {
  const texts = useLocaleTexts(tourTexts);
  return (
    <CardShell image={<CardImage card={tour} />}>
      <CardTitle>{tour.title}</CardTitle>
      <Detail icon={<MapPinIcon className="size-4" />}>{tour.location}</Detail>
      <CardLink to={`/wisata/${tour.id}`} label={texts.link} title={tour.title} />
    </CardShell>
  );
}
