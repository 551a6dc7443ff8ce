import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CardGrid } from '~/components/public/cards';
import { EventCard, eventCard, eventTexts } from '~/content/event';
import { PublicEmptyState } from '~/components/public/empty-state';
import { PageHero } from '~/components/public/page-hero';
import { Pagination } from '~/components/public/pagination';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { cn } from '~/lib/cn';
import { loaderMeta } from '~/components/public/meta';
import { useLocaleTexts } from '~/lib/i18n';
import { requestLocale, useLocalizedPath } from '~/lib/locale';
import { loadListPage, loadSite, notFound, publicHeaders } from '~/lib/public.server';
import { pageMeta, pageTitle } from '~/lib/seo.server';
import { PAGE_PARAMS, type VillageEvent } from '@desa/contract';

const PER_PAGE = 9;
/** `?waktu=semua` lists past events too; by default only those still to come. */
const ALL = 'semua';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const when = new URL(request.url).searchParams.get(PAGE_PARAMS.eventTime);
  if (when !== null && when !== ALL) throw notFound();
  const all = when === ALL;
  const locale = requestLocale(request);
  const events = eventTexts[locale];
  const [list, site] = await Promise.all([loadListPage<VillageEvent>(request, context, '/event/all', PER_PAGE, all ? {} : { upcoming: '1' }), loadSite(context, locale)]);
  return {
    all,
    events: list.data.map((event) => eventCard(event, locale)),
    page: list.current_page,
    lastPage: list.last_page,
    meta: pageMeta({ request, site, title: pageTitle(all ? events.allTitle : events.title, list.current_page, locale), description: events.description }),
  };
}

export const headers = publicHeaders;

export const meta = loaderMeta;

function Tab({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-full px-4 py-2 text-sm font-semibold transition',
        active ? 'bg-brand-700 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50 dark:bg-stone-900 dark:text-stone-200 dark:ring-stone-700 dark:hover:bg-stone-800',
      )}
    >
      {children}
    </Link>
  );
}

export default function Events() {
  const { all, events, page, lastPage } = useLoaderData<typeof loader>();
  const texts = useLocaleTexts(eventTexts);
  const href = useLocalizedPath();
  return (
    <>
      <PageHero title={texts.title} description={texts.description} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <nav aria-label={texts.choose} className="mb-8 flex flex-wrap gap-2">
          <Tab to={href('/agenda')} active={!all}>
            {texts.upcoming}
          </Tab>
          <Tab to={href(`/agenda?${PAGE_PARAMS.eventTime}=${ALL}`)} active={all}>
            {texts.all}
          </Tab>
        </nav>
        {events.length ? (
          <CardGrid withHeading label={texts.list}>
            {events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </CardGrid>
        ) : (
          <PublicEmptyState title={all ? texts.empty : texts.noUpcoming} description={texts.watch} />
        )}
        <Pagination current={page} last={lastPage} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
