import { Link, useLocation } from '@remix-run/react';
import { cn } from '~/lib/cn';
import { useTexts } from '~/lib/i18n';
import { pageHref, pageItems } from '~/lib/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/icons';

const itemClass = 'flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium';
const linkClass = `${itemClass} bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50 hover:text-brand-800 dark:bg-stone-900 dark:text-stone-200 dark:ring-stone-700 dark:hover:bg-stone-800`;

/** Links to the other pages of a list (`?page=N`); nothing when everything fits on one page. */
export function Pagination({ current, last }: { current: number; last: number }) {
  const { pathname, search } = useLocation();
  const texts = useTexts().pagination;
  if (last <= 1) return null;
  const href = (page: number) => pageHref(pathname, search, page);
  return (
    <nav aria-label={texts.label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link to={href(current - 1)} rel="prev" className={linkClass}>
          <ChevronLeftIcon className="size-4" />
          <span className="ml-1">{texts.previous}</span>
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageItems(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={itemClass} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-label={texts.page(page)}
                aria-current={page === current ? 'page' : undefined}
                className={cn(linkClass, page === current && 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800 hover:text-white dark:bg-brand-700 dark:text-white dark:ring-brand-700 dark:hover:bg-brand-800')}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < last ? (
        <Link to={href(current + 1)} rel="next" className={linkClass}>
          <span className="mr-1">{texts.next}</span>
          <ChevronRightIcon className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
