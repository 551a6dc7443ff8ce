// Penginapan on the web: its icon, its place in the public menu, its public pages' words, its
// card, its page with the booking form (`/penginapan`, `/penginapan/{id}`) and its section of
// the home page.
import { CONTENT_TYPES, addDays, formatRupiah, nightsBetween, splitList, type Homestay, type Locale } from '@desa/contract';
import { checkStay, staySummary } from '@desa/contract/booking';
import { AvailabilityCalendar, loadFreeDays, type CalendarDay } from '~/components/public/availability-calendar';
import { CardImage, CardLink, CardShell, CardTitle, Detail } from '~/components/public/cards';
import { BedIcon, ClockIcon, MapPinIcon, TicketIcon, UserIcon, UsersIcon } from '~/components/icons';
import { ClampedHtml } from '~/components/public/clamped-text';
import { DetailHeader, HeaderFact } from '~/components/public/detail-header';
import { DetailColumns, DetailSection } from '~/components/public/detail-layout';
import { FacilityList } from '~/components/public/facility-list';
import { InfoCard } from '~/components/public/info-card';
import { MapEmbed } from '~/components/public/map-embed';
import { OrderField, OrderForm, answerForm, type OrderConfig } from '~/components/public/order-form';
import { PhotoStrip } from '~/components/public/photo-strip';
import { RatingSummary, ReviewsSection } from '~/components/public/reviews';
import type { DetailPageProps, FormAnswer, PublicFace, PublicRead, ShapeContext } from '~/lib/public-face';
import { useLocaleTexts, useTexts, type ByLocale } from '~/lib/i18n';
import type { MenuEntry } from '~/content';
import { mapsEmbedUrl } from '~/lib/maps';
import { photoViews } from '~/lib/photos';
import { excerpt, stripHtml } from '~/lib/text';

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
  availability: 'Ketersediaan',
  availabilityLead: (days: number) => `Kamar tersisa per malam, ${days} malam ke depan. Malam yang penuh tidak bisa dipesan.`,
  home: { eyebrow: 'Menginap', title: 'Tempat Menginap', list: 'Penginapan' },
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
    availability: 'Availability',
    availabilityLead: (days: number) => `Rooms left per night for the next ${days} nights. Full nights cannot be booked.`,
    home: { eyebrow: 'Stay', title: 'Places to Stay', list: 'Homestays' },
  },
};

/** What a homestay's card shows, shaped on the server. */
export function homestayCard({ id, title, location, price, thumbnail, images }: Homestay, locale: Locale = 'id') {
  return {
    id,
    title,
    location,
    priceLabel: formatRupiah(price, locale),
    thumbnail,
    images: images && { thumbnail: images.thumbnail },
  };
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

/** What the booking form's script needs; null when nobody can be written to (no host's or village's number). */
function bookingConfig(homestay: Homestay, { contact, locale }: ShapeContext): OrderConfig | null {
  if (!(homestay.whatsapp ?? contact?.phone)) return null;
  const { title, rooms, guests_per_room, price } = homestay;
  return { kind: 'stay', lodging: { title, rooms, guests_per_room, price }, locale };
}

function homestayPage(homestay: Homestay, context: ShapeContext) {
  return {
    ...homestayDetail(homestay, context.locale),
    booking: bookingConfig(homestay, context),
    today: context.today,
    locale: context.locale,
    summary: staySummary(homestay, undefined, context.locale),
    /** Rooms left per night from today (`load`); none for a preview of a draft. */
    nights: [] as CalendarDay[],
  };
}

/** The next CALENDAR_DAYS nights' rooms left. */
async function loadNights(homestay: Homestay, read: PublicRead, { today }: ShapeContext) {
  return { nights: (await loadFreeDays(read, CONTENT_TYPES.homestay.path, homestay.id, today)).days };
}

function HomestayPage({ page: homestay, preview, back, reply, reviews }: DetailPageProps<ReturnType<typeof homestayPage>>) {
  const answered = reply as FormAnswer | undefined;
  const texts = useLocaleTexts(homestayTexts);
  const { mapOf, booking: words } = useTexts();
  const { today } = homestay;
  return (
    <>
      <DetailHeader record={homestay} back={back} preview={preview}>
        <HeaderFact icon={MapPinIcon}>{homestay.location}</HeaderFact>
        <HeaderFact icon={UserIcon}>
          {texts.host}: {homestay.host}
        </HeaderFact>
        <RatingSummary reviews={reviews ?? null} />
      </DetailHeader>
      <PhotoStrip photos={homestay.photos} label={texts.photos} />
      <DetailColumns
        form
        aside={
          <>
            <InfoCard
              title={texts.info}
              rows={[
                { icon: <BedIcon className="size-5" />, label: texts.rooms, value: texts.roomsValue(homestay.rooms) },
                { icon: <UsersIcon className="size-5" />, label: texts.guestsPerRoom, value: texts.guestsValue(homestay.guestsPerRoom) },
                { icon: <ClockIcon className="size-5" />, label: texts.checkInOut, value: homestay.checkInOut },
                { icon: <TicketIcon className="size-5" />, label: texts.price, value: `${homestay.priceLabel} ${texts.perRoomNight}` },
              ]}
            />
            <OrderForm title={words.stayTitle} config={homestay.booking} reply={answered?.reply} summary={answered?.summary ?? homestay.summary}>
              {(field) => (
                <>
                  <div className="grid grid-cols-2 gap-3">
                    <OrderField name="check_in" label={words.checkIn} type="date" min={today} field={field('check_in')} />
                    <OrderField name="check_out" label={words.checkOut} type="date" min={addDays(today, 1)} field={field('check_out')} />
                  </div>
                  <div className="grid grid-cols-2 gap-3">
                    <OrderField name="guests" label={words.guests} type="number" min={1} max={homestay.rooms * homestay.guestsPerRoom} field={field('guests')} />
                    <OrderField name="rooms" label={words.rooms} type="number" min={1} max={homestay.rooms} optional field={field('rooms')} />
                  </div>
                </>
              )}
            </OrderForm>
          </>
        }
      >
        <DetailSection id="tentang-penginapan" title={texts.about}>
          <ClampedHtml html={homestay.description} />
        </DetailSection>
        <DetailSection id="fasilitas" title={texts.facilities}>
          <FacilityList facilities={homestay.facilities} />
        </DetailSection>
        {homestay.nights.length ? (
          <DetailSection id="ketersediaan" title={texts.availability}>
            <p className="mb-3 text-stone-700 dark:text-stone-300">{texts.availabilityLead(homestay.nights.length)}</p>
            <AvailabilityCalendar days={homestay.nights} unit="rooms" locale={homestay.locale} />
          </DetailSection>
        ) : null}
        <ReviewsSection reviews={reviews ?? null} />
        <DetailSection id="lokasi" title={texts.location}>
          <MapEmbed src={homestay.mapUrl} title={mapOf(homestay.title)} place={homestay.location} />
        </DetailSection>
      </DetailColumns>
    </>
  );
}

export const site: PublicFace<Homestay, HomestayCardView, ReturnType<typeof homestayPage>> = {
  kind: 'homestay',
  usesContact: true,
  texts: homestayTexts,
  card: (homestay, { locale }) => homestayCard(homestay, locale),
  Card: ({ card }) => <HomestayCard homestay={card} />,
  list: {},
  home: { limit: 3, seeAll: true, hideWhenEmpty: true },
  detail: {
    page: homestayPage,
    description: (homestay) => excerpt(stripHtml(homestay.description)),
    jsonLd: (homestay, { url, locale }) => ({
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
      amenityFeature: splitList(homestay.facility).map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
    }),
    Body: HomestayPage,
    load: loadNights,
    answer: (homestay, form, { locale }) =>
      answerForm(form, ['check_in', 'check_out', 'guests', 'rooms'], locale, (values) => {
        const checked = checkStay(homestay, values, locale);
        const stay = checked.value;
        return {
          errors: checked.errors,
          summary: staySummary(homestay, checked, locale),
          request: stay && { type: 'homestay', item_id: homestay.id, check_in: stay.check_in, nights: nightsBetween(stay.check_in, stay.check_out), rooms: stay.rooms, guests: stay.guests },
        };
      }),
  },
};
