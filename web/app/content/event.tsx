// Agenda Desa on the web: its icon, its place in the public menu, its public pages' words, its
// card, its list (upcoming events, or all with `?waktu=semua`) and its page with the calendar
// links (`/agenda`, `/agenda/{id}`).
import { PAGE_PARAMS, formatDateWithDay, formatTime, type Locale, type VillageEvent } from '@desa/contract';
import { CardImage, CardLink, CardShell, CardTitle, Detail } from '~/components/public/cards';
import { CalendarIcon, ClockIcon, MapPinIcon, TicketIcon } from '~/components/icons';
import { ClampedText } from '~/components/public/clamped-text';
import { DetailHeader, HeaderFact } from '~/components/public/detail-header';
import { DetailColumns, DetailSection } from '~/components/public/detail-layout';
import { FilterLink } from '~/components/public/filter-link';
import { InfoCard } from '~/components/public/info-card';
import type { DetailPageProps, ListFilter, PublicFace, ShapeContext } from '~/lib/public-face';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import type { MenuEntry } from '~/content';
import { eventUrl, googleCalendarLink } from '~/lib/calendar';
import { offerJsonLd } from '~/lib/json-ld';
import { localizedPath, useLocalizedPath } from '~/lib/locale';
import { ticketPrice } from '~/lib/price';
import { excerpt, paragraphs } from '~/lib/text';

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
  soon: 'Pantau terus halaman ini untuk kegiatan desa berikutnya.',
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
    soon: 'Check back soon for the next village event.',
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
  return {
    id,
    title,
    date,
    dateLabel: formatDateWithDay(date, locale),
    timeLabel: formatTime(time),
    place,
    thumbnail,
    images,
  };
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

/** `?waktu=semua` lists past events too; by default only those still to come. */
const ALL = 'semua';

function timeFilter(url: URL, locale: Locale): Promise<ListFilter> {
  const when = url.searchParams.get(PAGE_PARAMS.eventTime);
  if (when !== null && when !== ALL) throw new Response('Not Found', { status: 404 });
  const texts = eventTexts[locale];
  const filter: ListFilter =
    when === ALL ? { query: {}, title: texts.allTitle, view: true } : { query: { upcoming: '1' }, empty: texts.noUpcoming, view: false };
  return Promise.resolve(filter);
}

function TimeLinks({ view: all }: { view: unknown }) {
  const texts = useLocaleTexts(eventTexts);
  const href = useLocalizedPath();
  return (
    <nav aria-label={texts.choose} className="mb-8 flex flex-wrap gap-2">
      <FilterLink to={href('/agenda')} active={!all}>
        {texts.upcoming}
      </FilterLink>
      <FilterLink to={href(`/agenda?${PAGE_PARAMS.eventTime}=${ALL}`)} active={Boolean(all)}>
        {texts.all}
      </FilterLink>
      {/* A feed of the upcoming events a calendar app follows (routes/agenda[.]ics.tsx). */}
      <a
        href={href('/agenda.ics')}
        className="ml-auto inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50 dark:text-brand-500 dark:ring-stone-700 dark:hover:bg-stone-800"
      >
        <CalendarIcon className="size-4" />
        {texts.subscribe}
      </a>
    </nav>
  );
}

function eventPage(event: VillageEvent, { locale, origin }: ShapeContext & { origin: string }) {
  return {
    ...eventDetail(event, locale),
    calendar: {
      file: localizedPath(`/agenda/${encodeURIComponent(event.id)}/kalender.ics`, locale),
      google: googleCalendarLink(event, eventUrl(origin, event, locale)),
    },
  };
}

function EventPage({ page: event, preview, back }: DetailPageProps<ReturnType<typeof eventPage>>) {
  const texts = useLocaleTexts(eventTexts);
  const linkClass = 'inline-flex min-h-11 items-center gap-2 rounded text-brand-800 underline-offset-2 hover:underline dark:text-brand-500';
  return (
    <>
      <DetailHeader record={event} back={back} preview={preview}>
        <HeaderFact icon={MapPinIcon}>{event.place}</HeaderFact>
      </DetailHeader>
      <DetailColumns
        aside={
          <>
            <InfoCard
              title={texts.info}
              rows={[
                {
                  icon: <CalendarIcon className="size-5" />,
                  label: texts.date,
                  value: <time dateTime={event.date}>{event.dateLabel}</time>,
                },
                { icon: <ClockIcon className="size-5" />, label: texts.time, value: event.timeLabel },
                { icon: <TicketIcon className="size-5" />, label: texts.ticket, value: event.ticket },
              ]}
            />
            <section aria-labelledby="kalender" className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
              <h2 id="kalender" className="text-lg font-bold text-stone-900 dark:text-white">
                {texts.addToCalendar}
              </h2>
              <ul className="mt-4 space-y-3 text-sm font-semibold">
                <li>
                  <a href={event.calendar.file} download className={linkClass}>
                    <CalendarIcon className="size-5 shrink-0" />
                    {texts.downloadIcs}
                  </a>
                </li>
                <li>
                  <a href={event.calendar.google} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    <CalendarIcon className="size-5 shrink-0" />
                    {texts.googleCalendar}
                  </a>
                </li>
              </ul>
            </section>
          </>
        }
      >
        <DetailSection id="tentang-acara" title={texts.about}>
          <ClampedText paragraphs={event.description} />
        </DetailSection>
      </DetailColumns>
    </>
  );
}

export const site: PublicFace<VillageEvent, EventCardView, ReturnType<typeof eventPage>> = {
  kind: 'event',
  texts: eventTexts,
  card: (event, { locale }) => eventCard(event, locale),
  Card: ({ card }) => <EventCard event={card} />,
  list: { filter: timeFilter, Filters: TimeLinks },
  detail: {
    page: eventPage,
    description: (event, locale) => excerpt(`${formatDateWithDay(event.date, locale)}, ${event.place}. ${event.description}`),
    jsonLd: (event, { site, url, origin, locale }) => ({
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
      offers: offerJsonLd(event.price ?? 0, url),
    }),
    Body: EventPage,
  },
};
