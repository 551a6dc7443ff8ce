import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDateWithDay } from '@desa/contract';
import { ClampedText } from '~/components/public/clamped-text';
import { DetailHeader } from '~/components/public/detail-header';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { CalendarIcon, ClockIcon, MapPinIcon, TicketIcon } from '~/components/public/icons';
import { InfoCard } from '~/components/public/info-card';
import { JsonLd } from '~/components/public/json-ld';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { cmsReadOrNotFound } from '~/lib/cms.server';
import { eventJsonLd } from '~/lib/json-ld.server';
import { loaderMeta } from '~/components/public/meta';
import { loadSite, publicHeaders, siteOrigin } from '~/lib/public.server';
import { pageMeta } from '~/lib/seo.server';
import { excerpt } from '~/lib/text';
import type { VillageEvent } from '~/lib/types';
import { eventDetail } from '~/lib/view.server';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const [event, site] = await Promise.all([cmsReadOrNotFound<VillageEvent>(context, `/event/${encodeURIComponent(params.id ?? '')}?with=formats`), loadSite(context)]);
  const origin = siteOrigin(request);
  return {
    event: eventDetail(event),
    jsonLd: eventJsonLd(event, { site, origin, url: `${origin}/agenda/${event.id}` }),
    meta: pageMeta({
      request,
      site,
      title: event.title,
      description: excerpt(`${formatDateWithDay(event.date)}, ${event.place}. ${event.description}`),
      image: event.thumbnail,
    }),
  };
}

export const headers = publicHeaders;
export const handle = SOLID_NAVBAR;

export const meta = loaderMeta;

export default function EventDetail() {
  const { event, jsonLd } = useLoaderData<typeof loader>();
  return (
    <article className="pb-20">
      <JsonLd data={jsonLd} />
      <DetailHeader back={{ to: '/agenda', label: 'Semua agenda desa' }} image={event.images?.thumbnail} fallback={event.thumbnail} title={event.title}>
        <span className="inline-flex items-center gap-2">
          <MapPinIcon className="size-4 text-brand-700 dark:text-brand-500" />
          {event.place}
        </span>
      </DetailHeader>

      <div className="mx-auto mt-10 grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_340px]">
        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
          <InfoCard
            title="Informasi Acara"
            rows={[
              { icon: <CalendarIcon />, label: 'Tanggal', value: <time dateTime={event.date}>{event.dateLabel}</time> },
              { icon: <ClockIcon />, label: 'Waktu', value: event.timeLabel },
              { icon: <TicketIcon />, label: 'Harga Tiket', value: event.ticket },
            ]}
          />
        </aside>

        <section aria-labelledby="tentang-acara" className="lg:col-start-1 lg:row-start-1">
          <h2 id="tentang-acara" className="mb-3 text-2xl font-bold text-stone-900 dark:text-white">
            Tentang Acara
          </h2>
          <ClampedText paragraphs={event.description} />
        </section>
      </div>
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
