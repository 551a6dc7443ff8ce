import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { addDays, type Homestay } from '@desa/contract';
import { chatRequest, checkStay, staySummary } from '@desa/contract/booking';
import { chatPath } from '~/lib/whatsapp';
import { ClampedHtml } from '~/components/public/clamped-text';
import { DetailHeader } from '~/components/public/detail-header';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { BedIcon, ClockIcon, MapPinIcon, TicketIcon, UserIcon, UsersIcon } from '~/components/icons';
import { FacilityList } from '~/components/public/facility-list';
import { InfoCard } from '~/components/public/info-card';
import { JsonLd } from '~/components/public/json-ld';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { MapEmbed } from '~/components/public/map-embed';
import { OrderField, OrderForm, type OrderConfig, type OrderReply } from '~/components/public/order-form';
import { PhotoStrip } from '~/components/public/photo-strip';
import { viewerLinks } from '~/components/public/viewer-styles';
import { detailAnswer, readDetail } from '~/lib/preview.server';
import { useLocaleTexts, useTexts } from '~/lib/i18n';
import { homestayDetail, homestayTexts } from '~/content/homestay';
import { localizedPath, requestLocale, useLocalizedPath } from '~/lib/locale';
import { homestayJsonLd } from '~/lib/json-ld.server';
import { loaderMeta } from '~/components/public/meta';
import { loadContact, loadSite, publicHeaders, siteOrigin } from '~/lib/public.server';
import { todayInJakarta, type Locale } from '@desa/contract';
import { pageMeta } from '~/lib/seo.server';
import { excerpt, stripHtml } from '~/lib/text';
import { readForm } from '~/lib/form.server';

async function readHomestay({ params, request, context }: LoaderFunctionArgs) {
  const [{ record, preview }, contact] = await Promise.all([
    readDetail<Homestay>(context, request, `/homestay/${encodeURIComponent(params.id ?? '')}?with=formats`),
    loadContact(context),
  ]);
  return { homestay: record, preview, phone: record.host_phone ?? contact?.phone ?? null };
}

/** What the booking form's script needs; null when nobody can be written to. */
function bookingConfig(homestay: Homestay, phone: string | null, locale: Locale): OrderConfig | null {
  if (!phone) return null;
  const { title, rooms, guests_per_room, price } = homestay;
  return { kind: 'stay', lodging: { title, rooms, guests_per_room, price }, chat: chatPath('homestay', locale, homestay.id), locale };
}

export async function loader(args: LoaderFunctionArgs) {
  const locale = requestLocale(args.request);
  const [{ homestay, preview, phone }, site] = await Promise.all([readHomestay(args), loadSite(args.context, locale)]);
  const origin = siteOrigin(args.request);
  return detailAnswer(
    {
      homestay: homestayDetail(homestay, locale),
      booking: bookingConfig(homestay, phone, locale),
      today: todayInJakarta(),
      summary: staySummary(homestay, undefined, locale),
      jsonLd: homestayJsonLd(homestay, { site, origin, url: origin + localizedPath(`/penginapan/${homestay.id}`, locale), locale }),
      meta: pageMeta({ request: args.request, site, title: homestay.title, description: excerpt(stripHtml(homestay.description)), image: homestay.thumbnail }),
    },
    preview,
  );
}

/** The booking form without JavaScript: checked here, answered with the chat link or the problems. */
export async function action(args: ActionFunctionArgs) {
  const locale = requestLocale(args.request);
  const [{ homestay }, form] = await Promise.all([readHomestay(args), readForm(args.request)]);
  const values = { check_in: String(form.get('check_in') ?? ''), check_out: String(form.get('check_out') ?? ''), guests: String(form.get('guests') ?? '') };
  const checked = checkStay(homestay, values, locale);
  const reply: OrderReply = checked.value
    ? { values, href: chatRequest(chatPath('homestay', locale, homestay.id), values) }
    : { values, errors: checked.errors };
  return { reply, summary: staySummary(homestay, checked.value, locale) };
}

export const headers = publicHeaders;
export const handle = SOLID_NAVBAR;
export const links = viewerLinks;
export const meta = loaderMeta;

export default function HomestayDetail() {
  const { homestay, booking, today, summary, jsonLd, preview } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const texts = useLocaleTexts(homestayTexts);
  const { mapOf, booking: words } = useTexts();
  const href = useLocalizedPath();
  return (
    <article className="pb-20">
      <JsonLd data={jsonLd} />
      <DetailHeader preview={preview} back={{ to: href('/penginapan'), label: texts.back }} image={homestay.images?.thumbnail} fallback={homestay.thumbnail} title={homestay.title}>
        <span className="inline-flex items-center gap-2">
          <MapPinIcon className="size-4 text-brand-700 dark:text-brand-500" />
          {homestay.location}
        </span>
        <span className="inline-flex items-center gap-2">
          <UserIcon className="size-4 text-brand-700 dark:text-brand-500" />
          {texts.host}: {homestay.host}
        </span>
      </DetailHeader>
      <PhotoStrip photos={homestay.photos} label={texts.photos} />

      <div className="mx-auto mt-10 grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_360px]">
        <aside className="space-y-6 lg:col-start-2 lg:row-start-1">
          <InfoCard
            title={texts.info}
            rows={[
              { icon: <BedIcon className="size-5" />, label: texts.rooms, value: texts.roomsValue(homestay.rooms) },
              { icon: <UsersIcon className="size-5" />, label: texts.guestsPerRoom, value: texts.guestsValue(homestay.guestsPerRoom) },
              { icon: <ClockIcon className="size-5" />, label: texts.checkInOut, value: homestay.checkInOut },
              { icon: <TicketIcon className="size-5" />, label: texts.price, value: `${homestay.priceLabel} ${texts.perRoomNight}` },
            ]}
          />
          <OrderForm title={words.stayTitle} config={booking} reply={answered?.reply} summary={answered?.summary ?? summary} texts={words}>
            {(field) => (
              <>
                <div className="grid grid-cols-2 gap-3">
                  <OrderField name="check_in" label={words.checkIn} type="date" min={today} field={field('check_in')} />
                  <OrderField name="check_out" label={words.checkOut} type="date" min={addDays(today, 1)} field={field('check_out')} />
                </div>
                <OrderField name="guests" label={words.guests} type="number" min={1} max={homestay.rooms * homestay.guestsPerRoom} field={field('guests')} />
              </>
            )}
          </OrderForm>
        </aside>

        <div className="space-y-12 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="tentang-penginapan">
            <h2 id="tentang-penginapan" className="mb-3 text-2xl font-bold text-stone-900 dark:text-white">
              {texts.about}
            </h2>
            <ClampedHtml html={homestay.description} />
          </section>

          <section aria-labelledby="fasilitas">
            <h2 id="fasilitas" className="mb-4 text-2xl font-bold text-stone-900 dark:text-white">
              {texts.facilities}
            </h2>
            <FacilityList facilities={homestay.facilities} />
          </section>

          <section aria-labelledby="lokasi">
            <h2 id="lokasi" className="mb-4 text-2xl font-bold text-stone-900 dark:text-white">
              {texts.location}
            </h2>
            <MapEmbed src={homestay.mapUrl} title={mapOf(homestay.title)} place={homestay.location} />
          </section>
        </div>
      </div>
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
