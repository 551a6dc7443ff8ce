import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDateWithDay, formatTime } from '@desa/contract';
import { ClampedText } from '~/components/public/clamped-text';
import { DetailHeader } from '~/components/public/detail-header';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { CalendarIcon, ClockIcon, MapPinIcon, TicketIcon } from '~/components/public/icons';
import { InfoCard } from '~/components/public/info-card';
import { JsonLd } from '~/components/public/json-ld';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { cmsOrNotFound } from '~/lib/cms.server';
import { eventJsonLd } from '~/lib/json-ld.server';
import { ticketPrice } from '~/lib/price';
import { publicHeaders, siteOrigin } from '~/lib/public.server';
import { loadSite } from '~/lib/site.server';
import { errorSeo, seo } from '~/lib/seo';
import { excerpt } from '~/lib/text';
import type { VillageEvent } from '~/lib/types';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const [event, site] = await Promise.all([cmsOrNotFound<VillageEvent>(`/event/${encodeURIComponent(params.id ?? '')}?with=formats`), loadSite(request)]);
  const { id, title, description, date, time, place, price, thumbnail, images } = event;
  const origin = siteOrigin(request);
  return {
    event: { id, title, description, date, time, place, price, thumbnail, images },
    jsonLd: eventJsonLd(event, { site, origin, url: `${origin}/agenda/${id}` }),
  };
}

export const headers = publicHeaders;
export const handle = SOLID_NAVBAR;

export const meta: MetaFunction<typeof loader> = ({ matches, location, data, error }) =>
  data
    ? seo({
        matches,
        location,
        title: data.event.title,
        description: excerpt(`${formatDateWithDay(data.event.date)}, ${data.event.place}. ${data.event.description}`),
        image: data.event.thumbnail,
      })
    : errorSeo({ matches, location, error });

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
        <section aria-labelledby="tentang-acara">
          <h2 id="tentang-acara" className="mb-3 text-2xl font-bold text-stone-900 dark:text-white">
            Tentang Acara
          </h2>
          <ClampedText text={event.description} />
        </section>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <InfoCard
            title="Informasi Acara"
            rows={[
              { icon: <CalendarIcon />, label: 'Tanggal', value: <time dateTime={event.date}>{formatDateWithDay(event.date)}</time> },
              { icon: <ClockIcon />, label: 'Waktu', value: formatTime(event.time) },
              { icon: <TicketIcon />, label: 'Harga Tiket', value: ticketPrice(event.price) },
            ]}
          />
        </aside>
      </div>
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
