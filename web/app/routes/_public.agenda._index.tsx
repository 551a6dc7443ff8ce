import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PAGE_PARAMS, type VillageEvent } from '@desa/contract';
import { CardListPage } from '~/components/public/card-list-page';
import { FilterLink } from '~/components/public/filter-link';
import { CalendarIcon } from '~/components/icons';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { loaderMeta } from '~/components/public/meta';
import { EventCard, eventCard, eventTexts, type EventCardView } from '~/content/event';
import { loadCardList } from '~/lib/card-list.server';
import { useLocaleTexts } from '~/lib/i18n';
import { useLocalizedPath } from '~/lib/locale';
import { notFound, publicHeaders } from '~/lib/public.server';

/** `?waktu=semua` lists past events too; by default only those still to come. */
const ALL = 'semua';

export async function loader(args: LoaderFunctionArgs) {
  const when = new URL(args.request.url).searchParams.get(PAGE_PARAMS.eventTime);
  if (when !== null && when !== ALL) throw notFound();
  const all = when === ALL;
  const list = await loadCardList<VillageEvent, EventCardView>(args, {
    path: '/event/all',
    filters: all ? {} : { upcoming: '1' },
    texts: (locale) => ({ ...eventTexts[locale], title: all ? eventTexts[locale].allTitle : eventTexts[locale].title }),
    card: eventCard,
  });
  return { all, ...list };
}

export const headers = publicHeaders;

export const meta = loaderMeta;

export default function Events() {
  const { all, cards, page, lastPage } = useLoaderData<typeof loader>();
  const texts = useLocaleTexts(eventTexts);
  const href = useLocalizedPath();
  return (
    <CardListPage
      texts={texts}
      empty={{ title: all ? texts.empty : texts.noUpcoming, description: texts.watch }}
      page={page}
      lastPage={lastPage}
      filters={
        <nav aria-label={texts.choose} className="mb-8 flex flex-wrap gap-2">
          <FilterLink to={href('/agenda')} active={!all}>
            {texts.upcoming}
          </FilterLink>
          <FilterLink to={href(`/agenda?${PAGE_PARAMS.eventTime}=${ALL}`)} active={all}>
            {texts.all}
          </FilterLink>
          {/* A feed of the upcoming events a calendar app follows (routes/agenda[.]ics.tsx). */}
          <a href={href('/agenda.ics')} className="ml-auto inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50 dark:text-brand-500 dark:ring-stone-700 dark:hover:bg-stone-800">
            <CalendarIcon className="size-4" />
            {texts.subscribe}
          </a>
        </nav>
      }
    >
      {cards.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </CardListPage>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
