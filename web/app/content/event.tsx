// Agenda Desa on the web: its icon, its place in the public menu, its public pages' words and
// its card (`/agenda`).
import { formatDateWithDay, formatTime, type Locale, type VillageEvent } from '@desa/contract';
import { CardImage, CardLink, CardShell, CardTitle, Detail } from '~/components/public/cards';
import { CalendarIcon, ClockIcon, MapPinIcon } from '~/components/icons';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import type { MenuEntry } from '~/content';
import { ticketPrice } from '~/lib/price';
import { paragraphs } from '~/lib/text';

export const icon = CalendarIcon;

export const menu = { position: 4, label: { id: 'Agenda', en: 'Events' } } satisfies MenuEntry;

const id = {
  title: 'Agenda Desa',
  allTitle: 'Semua Agenda Desa',
  description: 'Festival, pentas seni dan kegiatan warga yang bisa kamu ikuti. Catat tanggalnya!',
  choose: 'Pilih agenda',
  upcoming: 'Akan Datang',
  all: 'Semua Agenda',
  list: 'Daftar agenda',
  empty: 'Belum ada agenda desa',
  noUpcoming: 'Belum ada agenda yang akan datang',
  watch: 'Pantau terus halaman ini untuk kegiatan desa berikutnya.',
  link: 'Lihat Event',
  back: 'Semua agenda desa',
  info: 'Informasi Acara',
  date: 'Tanggal',
  time: 'Waktu',
  ticket: 'Harga Tiket',
  about: 'Tentang Acara',
  addToCalendar: 'Tambahkan ke kalender',
  downloadIcs: 'Unduh .ics (kalender ponsel atau komputer)',
  googleCalendar: 'Google Calendar',
  subscribe: 'Langganan kalender',
};

export const eventTexts: ByLocale<typeof id> = {
  id,
  en: {
    title: 'Village Events',
    allTitle: 'All Village Events',
    description: 'Festivals, performances and community events you can join. Save the date!',
    choose: 'Choose events',
    upcoming: 'Upcoming',
    all: 'All Events',
    list: 'Events',
    empty: 'No village events yet',
    noUpcoming: 'No upcoming events yet',
    watch: 'Check back soon for the next village event.',
    link: 'View Event',
    back: 'All village events',
    info: 'Event Information',
    date: 'Date',
    time: 'Time',
    ticket: 'Ticket Price',
    about: 'About the Event',
    addToCalendar: 'Add to calendar',
    downloadIcs: 'Download .ics (phone or computer calendar)',
    googleCalendar: 'Google Calendar',
    subscribe: 'Subscribe to the calendar',
  },
};

/** What an event's card shows, shaped and formatted on the server. */
export function eventCard({ id, title, date, time, place, thumbnail, images }: VillageEvent, locale: Locale = 'id') {
  return { id, title, date, dateLabel: formatDateWithDay(date, locale), timeLabel: formatTime(time), place, thumbnail, images };
}
export type EventCardView = ReturnType<typeof eventCard>;

/** What its page shows, shaped and formatted on the server. */
export function eventDetail(event: VillageEvent, locale: Locale = 'id') {
  return {
    id: event.id,
    title: event.title,
    place: event.place,
    thumbnail: event.thumbnail,
    images: event.images,
    description: paragraphs(event.description),
    date: event.date,
    dateLabel: formatDateWithDay(event.date, locale),
    timeLabel: formatTime(event.time),
    ticket: ticketPrice(event.price, locale),
  };
}

export function EventCard({ event }: { event: EventCardView }) {
  const texts = useLocaleTexts(eventTexts);
  return (
    <CardShell image={<CardImage card={event} />}>
      <CardTitle>{event.title}</CardTitle>
      <Detail icon={<CalendarIcon className="size-4" />}>
        <time dateTime={event.date}>{event.dateLabel}</time>
      </Detail>
      <Detail icon={<ClockIcon className="size-4" />}>{event.timeLabel}</Detail>
      <Detail icon={<MapPinIcon className="size-4" />}>{event.place}</Detail>
      <CardLink to={`/agenda/${event.id}`} label={texts.link} title={event.title} />
    </CardShell>
  );
}
