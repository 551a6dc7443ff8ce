// The parts every public card is built of; each type's card is in its module, `app/content/<kind>.tsx`.
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { ImageVariant } from '@desa/contract';
import { useLocalizedPath } from '~/lib/locale';
import { ArrowRightIcon } from '~/components/icons';
import { ResponsiveImage } from './responsive-image';

/** Cards fill a third of the 6xl container from md up, half from sm, the full width below. */
const CARD_IMAGE_SIZES = '(min-width: 1152px) 368px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * The 3-column grid of cards. On a list page nothing visible heads it, so `withHeading` adds a
 * heading for screen readers (card titles are h3, after the page's h1).
 */
export function CardGrid({ children, label, withHeading = false, columns = 3 }: { children: ReactNode; label: string; withHeading?: boolean; columns?: 3 | 4 }) {
  return (
    <>
      {withHeading ? <h2 className="sr-only">{label}</h2> : null}
      <ul aria-label={label} className={columns === 4 ? 'grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4' : 'grid gap-6 sm:grid-cols-2 md:grid-cols-3'}>
        {children}
      </ul>
    </>
  );
}

export function CardShell({ image, children }: { image: ReactNode; children: ReactNode }) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition duration-300 hover:-translate-y-1 hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 dark:bg-stone-900 dark:ring-stone-800">
      <div className="aspect-[16/10] overflow-hidden bg-stone-200 sm:aspect-[4/3] dark:bg-stone-800">{image}</div>
      <div className="flex flex-1 flex-col p-5">{children}</div>
    </li>
  );
}

export function CardImage({ card }: { card: { title: string; thumbnail: string | null; images?: { thumbnail: ImageVariant } } }) {
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
export function CardLink({ to, label, title }: { to: string; label: string; title: string }) {
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

export function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="mt-2 flex items-start gap-2 text-sm text-stone-600 dark:text-stone-400">
      <span className="mt-0.5 shrink-0 text-brand-700 dark:text-brand-500">{icon}</span>
      <span>{children}</span>
    </p>
  );
}

export function CardTitle({ children }: { children: ReactNode }) {
  return <h3 className="line-clamp-2 text-lg leading-snug font-bold text-stone-900 dark:text-white">{children}</h3>;
}
