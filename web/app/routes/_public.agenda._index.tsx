import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { PAGE_PARAMS, type VillageEvent } from '@desa/contract';
import { CardListPage } from '~/components/public/card-list-page';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { loaderMeta } from '~/components/public/meta';
import { EventCard, eventCard, eventTexts, type EventCardView } from '~/content/event';
import { loadCardList } from '~/lib/card-list.server';
import { cn } from '~/lib/cn';
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
          <Tab to={href('/agenda')} active={!all}>
            {texts.upcoming}
          </Tab>
          <Tab to={href(`/agenda?${PAGE_PARAMS.eventTime}=${ALL}`)} active={all}>
            {texts.all}
          </Tab>
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
