// Penginapan on the web: its icon, its place in the public menu, its public pages' words and
// its card (`/penginapan`, the home page).
import { formatRupiah, splitList, type Homestay, type Locale } from '@desa/contract';
import { CardImage, CardLink, CardShell, CardTitle, Detail } from '~/components/public/cards';
import { BedIcon, MapPinIcon } from '~/components/icons';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import type { MenuEntry } from '~/content';
import { mapsEmbedUrl } from '~/lib/maps';
import { photoViews } from '~/lib/photos';

export const icon = BedIcon;

export const menu = { position: 2, label: { id: 'Penginapan', en: 'Homestays' } } satisfies MenuEntry;

const id = {
  title: 'Penginapan',
  description: 'Menginap di rumah warga: bangun pagi dengan udara desa, sarapan buatan tuan rumah, dan cerita kampung yang tidak ada di hotel.',
  list: 'Daftar penginapan',
  empty: 'Belum ada penginapan',
  soon: 'Homestay warga desa akan segera hadir di sini.',
  link: 'Lihat Penginapan',
  back: 'Semua penginapan',
  from: 'mulai',
  perNight: '/ malam',
  perRoomNight: 'per kamar / malam',
  info: 'Informasi Penginapan',
  rooms: 'Kamar',
  roomsValue: (rooms: number) => `${rooms} kamar`,
  guestsPerRoom: 'Tamu per kamar',
  guestsValue: (guests: number) => `maks. ${guests} orang`,
  checkInOut: 'Check-in / check-out',
  price: 'Harga',
  host: 'Tuan rumah',
  about: 'Tentang Penginapan',
  facilities: 'Fasilitas',
  photos: 'Foto penginapan',
  photo: (position: number, total: number) => `Foto ${position} dari ${total}`,
  location: 'Lokasi',
};

export const homestayTexts: ByLocale<typeof id> = {
  id,
  en: {
    title: 'Homestays',
    description: "Stay in a villager's home: wake up to village air, breakfast made by your host, and stories no hotel can tell.",
    list: 'All homestays',
    empty: 'No homestays yet',
    soon: "The villagers' homestays will be listed here soon.",
    link: 'View Homestay',
    back: 'All homestays',
    from: 'from',
    perNight: '/ night',
    perRoomNight: 'per room / night',
    info: 'Homestay Information',
    rooms: 'Rooms',
    roomsValue: (rooms: number) => `${rooms} ${rooms === 1 ? 'room' : 'rooms'}`,
    guestsPerRoom: 'Guests per room',
    guestsValue: (guests: number) => `up to ${guests}`,
    checkInOut: 'Check-in / check-out',
    price: 'Price',
    host: 'Your host',
    about: 'About This Homestay',
    facilities: 'Facilities',
    photos: 'Homestay photos',
    photo: (position: number, total: number) => `Photo ${position} of ${total}`,
    location: 'Location',
  },
};

/** What a homestay's card shows, shaped on the server. */
export function homestayCard({ id, title, location, price, thumbnail, images }: Homestay, locale: Locale = 'id') {
  return { id, title, location, priceLabel: formatRupiah(price, locale), thumbnail, images: images && { thumbnail: images.thumbnail } };
}
export type HomestayCardView = ReturnType<typeof homestayCard>;

/** What its page shows, shaped and formatted on the server (the booking form's part is `lodgingOf`). */
export function homestayDetail(homestay: Homestay, locale: Locale = 'id') {
  return {
    id: homestay.id,
    title: homestay.title,
    location: homestay.location,
    host: homestay.host,
    description: homestay.description,
    thumbnail: homestay.thumbnail,
    images: homestay.images,
    photos: photoViews(homestay, homestay.title, homestayTexts[locale].photo),
    rooms: homestay.rooms,
    guestsPerRoom: homestay.guests_per_room,
    checkInOut: `${homestay.check_in} / ${homestay.check_out} WIB`,
    priceLabel: formatRupiah(homestay.price, locale),
    facilities: splitList(homestay.facility),
    mapUrl: mapsEmbedUrl(homestay.maps, `${homestay.title}, ${homestay.location}`),
  };
}

export function HomestayCard({ homestay }: { homestay: HomestayCardView }) {
  const texts = useLocaleTexts(homestayTexts);
  return (
    <CardShell image={<CardImage card={homestay} />}>
      <CardTitle>{homestay.title}</CardTitle>
      <Detail icon={<MapPinIcon className="size-4" />}>{homestay.location}</Detail>
      <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
        {texts.from} <span className="text-lg font-extrabold text-amber-700 dark:text-amber-400">{homestay.priceLabel}</span> {texts.perNight}
      </p>
      <CardLink to={`/penginapan/${homestay.id}`} label={texts.link} title={homestay.title} />
    </CardShell>
  );
}

