import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CardGrid, EventCard } from '~/components/public/cards';
import { EmptyState } from '~/components/public/empty-state';
import { PageHero } from '~/components/public/page-hero';
import { Pagination } from '~/components/public/pagination';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { cn } from '~/lib/cn';
import { loaderMeta } from '~/components/public/meta';
import { loadListPage, loadSite, notFound, publicHeaders } from '~/lib/public.server';
import { pageMeta, pageTitle } from '~/lib/seo.server';
import type { VillageEvent } from '~/lib/types';
import { eventCard } from '~/lib/view.server';

const PER_PAGE = 9;
const TITLE = 'Agenda Desa';
const DESCRIPTION = 'Festival, pentas seni dan kegiatan warga yang bisa kamu ikuti. Catat tanggalnya!';
/** `?waktu=semua` lists past events too; by default only those still to come. */
const ALL = 'semua';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const when = new URL(request.url).searchParams.get('waktu');
  if (when !== null && when !== ALL) throw notFound();
  const all = when === ALL;
  const [list, site] = await Promise.all([loadListPage<VillageEvent>(request, context, '/event/all', PER_PAGE, all ? {} : { upcoming: '1' }), loadSite(context)]);
  return {
    all,
    events: list.data.map(eventCard),
    page: list.current_page,
    lastPage: list.last_page,
    meta: pageMeta({ request, site, title: pageTitle(all ? `Semua ${TITLE}` : TITLE, list.current_page), description: DESCRIPTION }),
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
  return (
    <>
      <PageHero title={TITLE} description={DESCRIPTION} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <nav aria-label="Pilih agenda" className="mb-8 flex flex-wrap gap-2">
          <Tab to="/agenda" active={!all}>
            Akan Datang
          </Tab>
          <Tab to={`/agenda?waktu=${ALL}`} active={all}>
            Semua Agenda
          </Tab>
        </nav>
        {events.length ? (
          <CardGrid withHeading label="Daftar agenda">
            {events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState
            title={all ? 'Belum ada agenda desa' : 'Belum ada agenda yang akan datang'}
            description="Pantau terus halaman ini untuk kegiatan desa berikutnya."
          />
        )}
        <Pagination current={page} last={lastPage} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
