import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDateWithDay } from '@desa/contract';
import { ClampedText } from '~/components/public/clamped-text';
import { DetailHeader } from '~/components/public/detail-header';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { CalendarIcon, ClockIcon, MapPinIcon, TicketIcon } from '~/components/icons';
import { InfoCard } from '~/components/public/info-card';
import { JsonLd } from '~/components/public/json-ld';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { detailAnswer, readDetail } from '~/lib/preview.server';
import { useLocaleTexts } from '~/lib/i18n';
import { eventDetail, eventTexts } from '~/content/event';
import { localizedPath, requestLocale, useLocalizedPath } from '~/lib/locale';
import { eventJsonLd } from '~/lib/json-ld.server';
import { loaderMeta } from '~/components/public/meta';
import { loadSite, publicHeaders, siteOrigin } from '~/lib/public.server';
import { pageMeta } from '~/lib/seo.server';
import { excerpt } from '~/lib/text';
import type { VillageEvent } from '@desa/contract';
import { eventUrl, googleCalendarLink } from '~/lib/calendar.server';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [{ record: event, preview }, site] = await Promise.all([
    readDetail<VillageEvent>(context, request, `/event/${encodeURIComponent(params.id ?? '')}?with=formats`),
    loadSite(context, locale),
  ]);
  const origin = siteOrigin(request);
  return detailAnswer(
    {
      event: eventDetail(event, locale),
      calendar: { file: localizedPath(`/agenda/${encodeURIComponent(event.id)}/kalender.ics`, locale), google: googleCalendarLink(event, eventUrl(origin, event, locale)) },
      jsonLd: eventJsonLd(event, { site, origin, url: origin + localizedPath(`/agenda/${event.id}`, locale), locale }),
      meta: pageMeta({
        request,
        site,
        title: event.title,
        description: excerpt(`${formatDateWithDay(event.date, locale)}, ${event.place}. ${event.description}`),
        image: event.thumbnail,
      }),
    },
    preview,
  );
}

export const headers = publicHeaders;
export const handle = SOLID_NAVBAR;

export const meta = loaderMeta;

export default function EventDetail() {
  const { event, calendar, jsonLd, preview } = useLoaderData<typeof loader>();
  const texts = useLocaleTexts(eventTexts);
  const href = useLocalizedPath();
  return (
    <article className="pb-20">
      <JsonLd data={jsonLd} />
      <DetailHeader preview={preview} back={{ to: href('/agenda'), label: texts.back }} image={event.images?.thumbnail} fallback={event.thumbnail} title={event.title}>
        <span className="inline-flex items-center gap-2">
          <MapPinIcon className="size-4 text-brand-700 dark:text-brand-500" />
          {event.place}
        </span>
      </DetailHeader>

      <div className="mx-auto mt-10 grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_340px]">
        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
          <InfoCard
            title={texts.info}
            rows={[
              { icon: <CalendarIcon className="size-5" />, label: texts.date, value: <time dateTime={event.date}>{event.dateLabel}</time> },
              { icon: <ClockIcon className="size-5" />, label: texts.time, value: event.timeLabel },
              { icon: <TicketIcon className="size-5" />, label: texts.ticket, value: event.ticket },
            ]}
          />
          <section aria-labelledby="kalender" className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
            <h2 id="kalender" className="text-lg font-bold text-stone-900 dark:text-white">
              {texts.addToCalendar}
            </h2>
            <ul className="mt-4 space-y-3 text-sm font-semibold">
              <li>
                <a href={calendar.file} download className="inline-flex min-h-11 items-center gap-2 rounded text-brand-800 underline-offset-2 hover:underline dark:text-brand-500">
                  <CalendarIcon className="size-5 shrink-0" />
                  {texts.downloadIcs}
                </a>
              </li>
              <li>
                <a href={calendar.google} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 rounded text-brand-800 underline-offset-2 hover:underline dark:text-brand-500">
                  <CalendarIcon className="size-5 shrink-0" />
                  {texts.googleCalendar}
                </a>
              </li>
            </ul>
          </section>
        </aside>

        <section aria-labelledby="tentang-acara" className="lg:col-start-1 lg:row-start-1">
          <h2 id="tentang-acara" className="mb-3 text-2xl font-bold text-stone-900 dark:text-white">
            {texts.about}
          </h2>
          <ClampedText paragraphs={event.description} />
        </section>
      </div>
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
