import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ClampedText } from '~/components/public/clamped-text';
import { DetailHeader } from '~/components/public/detail-header';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { CalendarIcon, ClockIcon, MapPinIcon, TicketIcon } from '~/components/icons';
import { FacilityList } from '~/components/public/facility-list';
import { InfoCard } from '~/components/public/info-card';
import { JsonLd } from '~/components/public/json-ld';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { MapEmbed } from '~/components/public/map-embed';
import { detailAnswer, readDetail } from '~/lib/preview.server';
import { useLocaleTexts, useTexts } from '~/lib/i18n';
import { tourDetail, tourTexts } from '~/content/tour';
import { localizedPath, requestLocale, useLocalizedPath } from '~/lib/locale';
import { tourJsonLd } from '~/lib/json-ld.server';
import { loaderMeta } from '~/components/public/meta';
import { loadSite, publicHeaders, siteOrigin } from '~/lib/public.server';
import { pageMeta } from '~/lib/seo.server';
import { excerpt } from '~/lib/text';
import type { Tour } from '@desa/contract';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [{ record: tour, preview }, site] = await Promise.all([
    readDetail<Tour>(context, request, `/tour/${encodeURIComponent(params.id ?? '')}?with=formats`),
    loadSite(context, locale),
  ]);
  const origin = siteOrigin(request);
  return detailAnswer(
    {
      tour: tourDetail(tour, locale),
      jsonLd: tourJsonLd(tour, { site, origin, url: origin + localizedPath(`/wisata/${tour.id}`, locale) }),
      meta: pageMeta({ request, site, title: tour.title, description: excerpt(tour.about), image: tour.thumbnail }),
    },
    preview,
  );
}

export const headers = publicHeaders;
export const handle = SOLID_NAVBAR;

export const meta = loaderMeta;

export default function TourDetail() {
  const { tour, jsonLd, preview } = useLoaderData<typeof loader>();
  const texts = useLocaleTexts(tourTexts);
  const { mapOf } = useTexts();
  const href = useLocalizedPath();
  return (
    <article className="pb-20">
      <JsonLd data={jsonLd} />
      <DetailHeader preview={preview} back={{ to: href('/wisata'), label: texts.back }} image={tour.images?.thumbnail} fallback={tour.thumbnail} title={tour.title}>
        <span className="inline-flex items-center gap-2">
          <MapPinIcon className="size-4 text-brand-700 dark:text-brand-500" />
          {tour.location}
        </span>
      </DetailHeader>

      <div className="mx-auto mt-10 grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_340px]">
        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
          <InfoCard
            title={texts.info}
            rows={[
              { icon: <CalendarIcon className="size-5" />, label: texts.days, value: tour.days },
              { icon: <ClockIcon className="size-5" />, label: texts.hours, value: tour.hours },
              { icon: <TicketIcon className="size-5" />, label: texts.ticket, value: tour.ticket },
            ]}
          />
        </aside>

        <div className="space-y-12 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="tentang-wisata">
            <h2 id="tentang-wisata" className="mb-3 text-2xl font-bold text-stone-900 dark:text-white">
              {texts.about}
            </h2>
            <ClampedText paragraphs={tour.about} />
          </section>

          <section aria-labelledby="fasilitas">
            <h2 id="fasilitas" className="mb-4 text-2xl font-bold text-stone-900 dark:text-white">
              {texts.facilities}
            </h2>
            <FacilityList facilities={tour.facilities} />
          </section>

          <section aria-labelledby="lokasi">
            <h2 id="lokasi" className="mb-4 text-2xl font-bold text-stone-900 dark:text-white">
              {texts.location}
            </h2>
            <MapEmbed src={tour.mapUrl} title={mapOf(tour.title)} place={tour.location} />
          </section>
        </div>
      </div>
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
