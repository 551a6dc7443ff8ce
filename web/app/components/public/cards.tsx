import { Link } from '@remix-run/react';
import { formatDate, formatDateWithDay, formatRupiah, formatTime, packageBookingMessage, splitList, whatsappLink } from '@desa/contract';
import type { ReactNode } from 'react';
import type { Article, Contact, Tour, TourPackage, VillageEvent } from '~/lib/types';
import { ArrowRightIcon, CalendarIcon, CheckIcon, ClockIcon, MapPinIcon, UserIcon, WhatsAppIcon } from './icons';
import { ResponsiveImage } from './responsive-image';

/** Cards fill a third of the 6xl container from md up, the full width below. */
export const CARD_IMAGE_SIZES = '(min-width: 1152px) 368px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
      {children}
    </ul>
  );
}

function CardShell({ image, children }: { image: ReactNode; children: ReactNode }) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition duration-300 hover:-translate-y-1 hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 dark:bg-stone-900 dark:ring-stone-800">
      <div className="aspect-[4/3] overflow-hidden bg-stone-200 dark:bg-stone-800">{image}</div>
      <div className="flex flex-1 flex-col p-5">{children}</div>
    </li>
  );
}

const imageClass = 'size-full object-cover transition duration-500 group-hover:scale-105';

/** The card's link: its label is visible, its pseudo-element makes the whole card clickable. */
function CardLink({ to, label, title }: { to: string; label: string; title: string }) {
  return (
    <Link
      to={to}
      className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-brand-700 after:absolute after:inset-0 focus-visible:outline-none dark:text-brand-500"
    >
      {label}
      <span className="sr-only">: {title}</span>
      <ArrowRightIcon className="size-4 transition group-hover:translate-x-1" />
    </Link>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="mt-2 flex items-start gap-2 text-sm text-stone-600 dark:text-stone-400">
      <span className="mt-0.5 shrink-0 text-brand-700 dark:text-brand-500">{icon}</span>
      <span>{children}</span>
    </p>
  );
}

function CardTitle({ children }: { children: ReactNode }) {
  return <h3 className="line-clamp-2 text-lg leading-snug font-bold text-stone-900 dark:text-white">{children}</h3>;
}

export type TourCardData = Pick<Tour, 'id' | 'title' | 'location' | 'thumbnail' | 'images'>;

export function TourCard({ tour }: { tour: TourCardData }) {
  return (
    <CardShell image={<ResponsiveImage image={tour.images?.thumbnail} fallback={tour.thumbnail} alt={tour.title} sizes={CARD_IMAGE_SIZES} className={imageClass} />}>
      <CardTitle>{tour.title}</CardTitle>
      <Meta icon={<MapPinIcon className="size-4" />}>{tour.location}</Meta>
      <CardLink to={`/wisata/${tour.id}`} label="Lihat Detail" title={tour.title} />
    </CardShell>
  );
}

export type EventCardData = Pick<VillageEvent, 'id' | 'title' | 'date' | 'time' | 'place' | 'thumbnail' | 'images'>;

export function EventCard({ event }: { event: EventCardData }) {
  return (
    <CardShell image={<ResponsiveImage image={event.images?.thumbnail} fallback={event.thumbnail} alt={event.title} sizes={CARD_IMAGE_SIZES} className={imageClass} />}>
      <CardTitle>{event.title}</CardTitle>
      <Meta icon={<CalendarIcon className="size-4" />}>
        <time dateTime={event.date}>{formatDateWithDay(event.date)}</time>
      </Meta>
      <Meta icon={<ClockIcon className="size-4" />}>{formatTime(event.time)}</Meta>
      <Meta icon={<MapPinIcon className="size-4" />}>{event.place}</Meta>
      <CardLink to={`/agenda/${event.id}`} label="Lihat Event" title={event.title} />
    </CardShell>
  );
}

export type ArticleCardData = Pick<Article, 'id' | 'title' | 'writer' | 'thumbnail' | 'images' | 'created_at'>;

export function ArticleCard({ article }: { article: ArticleCardData }) {
  return (
    <CardShell image={<ResponsiveImage image={article.images?.thumbnail} fallback={article.thumbnail} alt={article.title} sizes={CARD_IMAGE_SIZES} className={imageClass} />}>
      <CardTitle>{article.title}</CardTitle>
      <Meta icon={<CalendarIcon className="size-4" />}>
        <time dateTime={article.created_at}>{formatDate(article.created_at)}</time>
      </Meta>
      <Meta icon={<UserIcon className="size-4" />}>{article.writer}</Meta>
      <CardLink to={`/artikel/${article.id}`} label="Baca Artikel" title={article.title} />
    </CardShell>
  );
}

export type PackageCardData = Pick<TourPackage, 'id' | 'title' | 'price' | 'benefit' | 'thumbnail' | 'images'>;

/** A package with its booking button: a WhatsApp chat to the village with the package prefilled. */
export function PackageCard({ pkg, contact }: { pkg: PackageCardData; contact: Contact | null }) {
  const message = packageBookingMessage(pkg);
  // Without the village's number, wa.me lets the visitor pick the chat to send the message to.
  const href = contact?.phone ? whatsappLink(contact.phone, message) : `https://wa.me/?text=${encodeURIComponent(message)}`;
  return (
    <CardShell image={<ResponsiveImage image={pkg.images?.thumbnail} fallback={pkg.thumbnail} alt={pkg.title} sizes={CARD_IMAGE_SIZES} className={imageClass} />}>
      <CardTitle>{pkg.title}</CardTitle>
      <p className="mt-2 text-2xl font-extrabold text-amber-700 dark:text-amber-400">
        {formatRupiah(pkg.price)}
      </p>
      <ul className="mt-4 mb-6 space-y-2 text-sm text-stone-700 dark:text-stone-300">
        {splitList(pkg.benefit).map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-500" />
            {benefit}
          </li>
        ))}
      </ul>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-auto inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800"
      >
        <WhatsAppIcon className="size-5" />
        Pesan via WhatsApp
        <span className="sr-only">: {pkg.title}</span>
      </a>
    </CardShell>
  );
}
