import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { ImageVariant } from '@desa/contract';
import type { ArticleCardView, EventCardView, PackageCardView, TourCardView } from '~/lib/view.server';
import { useTexts } from '~/lib/i18n';
import { useLocalizedPath } from '~/lib/locale';
import { ArrowRightIcon, CalendarIcon, CheckIcon, ClockIcon, MapPinIcon, UserIcon, WhatsAppIcon } from '~/components/icons';
import { ResponsiveImage } from './responsive-image';

/** Cards fill a third of the 6xl container from md up, half from sm, the full width below. */
const CARD_IMAGE_SIZES = '(min-width: 1152px) 368px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * The 3-column grid of cards. On a list page nothing visible heads it, so `withHeading` adds a
 * heading for screen readers (card titles are h3, after the page's h1).
 */
export function CardGrid({ children, label, withHeading = false }: { children: ReactNode; label: string; withHeading?: boolean }) {
  return (
    <>
      {withHeading ? <h2 className="sr-only">{label}</h2> : null}
      <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
        {children}
      </ul>
    </>
  );
}

function CardShell({ image, children }: { image: ReactNode; children: ReactNode }) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition duration-300 hover:-translate-y-1 hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 dark:bg-stone-900 dark:ring-stone-800">
      <div className="aspect-[16/10] overflow-hidden bg-stone-200 sm:aspect-[4/3] dark:bg-stone-800">{image}</div>
      <div className="flex flex-1 flex-col p-5">{children}</div>
    </li>
  );
}

function CardImage({ card }: { card: { title: string; thumbnail: string | null; images?: { thumbnail: ImageVariant } } }) {
  return (
    <ResponsiveImage
      image={card.images?.thumbnail}
      fallback={card.thumbnail}
      alt={card.title}
      sizes={CARD_IMAGE_SIZES}
      className="size-full object-cover transition duration-500 group-hover:scale-105"
    />
  );
}

/** The card's link: its label is visible, its pseudo-element makes the whole card clickable. */
function CardLink({ to, label, title }: { to: string; label: string; title: string }) {
  const href = useLocalizedPath();
  return (
    <Link
      to={href(to)}
      aria-label={`${label}: ${title}`}
      className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-brand-700 after:absolute after:inset-0 focus-visible:outline-none dark:text-brand-500"
    >
      {label}
      <ArrowRightIcon className="size-4 transition group-hover:translate-x-1" />
    </Link>
  );
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
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

export function TourCard({ tour }: { tour: TourCardView }) {
  const { cards } = useTexts();
  return (
    <CardShell image={<CardImage card={tour} />}>
      <CardTitle>{tour.title}</CardTitle>
      <Detail icon={<MapPinIcon className="size-4" />}>{tour.location}</Detail>
      <CardLink to={`/wisata/${tour.id}`} label={cards.tourLink} title={tour.title} />
    </CardShell>
  );
}

export function EventCard({ event }: { event: EventCardView }) {
  const { cards } = useTexts();
  return (
    <CardShell image={<CardImage card={event} />}>
      <CardTitle>{event.title}</CardTitle>
      <Detail icon={<CalendarIcon className="size-4" />}>
        <time dateTime={event.date}>{event.dateLabel}</time>
      </Detail>
      <Detail icon={<ClockIcon className="size-4" />}>{event.timeLabel}</Detail>
      <Detail icon={<MapPinIcon className="size-4" />}>{event.place}</Detail>
      <CardLink to={`/agenda/${event.id}`} label={cards.eventLink} title={event.title} />
    </CardShell>
  );
}

export function ArticleCard({ article }: { article: ArticleCardView }) {
  const { cards } = useTexts();
  return (
    <CardShell image={<CardImage card={article} />}>
      <CardTitle>{article.title}</CardTitle>
      <Detail icon={<CalendarIcon className="size-4" />}>
        <time dateTime={article.created_at}>{article.createdLabel}</time>
      </Detail>
      <Detail icon={<UserIcon className="size-4" />}>{article.writer}</Detail>
      <CardLink to={`/artikel/${article.id}`} label={cards.articleLink} title={article.title} />
    </CardShell>
  );
}

/** A package with its booking button: a WhatsApp chat to the village with the package prefilled. */
export function PackageCard({ pkg }: { pkg: PackageCardView }) {
  const { cards } = useTexts();
  return (
    <CardShell image={<CardImage card={pkg} />}>
      <CardTitle>{pkg.title}</CardTitle>
      <p className="mt-2 text-2xl font-extrabold text-amber-700 dark:text-amber-400">{pkg.priceLabel}</p>
      <ul className="mt-4 mb-6 space-y-2 text-sm text-stone-700 dark:text-stone-300">
        {pkg.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-500" />
            {benefit}
          </li>
        ))}
      </ul>
      {pkg.bookingHref ? (
        <a
          href={pkg.bookingHref}
          aria-label={`${cards.book}: ${pkg.title}`}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800"
        >
          <WhatsAppIcon className="size-5" />
          {cards.book}
        </a>
      ) : (
        <p className="mt-auto inline-flex items-center justify-center gap-2 rounded-full bg-stone-200 px-5 py-3 text-center font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-300">
          <WhatsAppIcon className="size-5" />
          {cards.bookingUnavailable}
        </p>
      )}
    </CardShell>
  );
}
