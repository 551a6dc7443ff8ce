// Paket Wisata on the web: its icon, its place in the public menu, its card and its page
// (`/paket`, `/paket/{id}`: the benefits, the price, the places left per day when the package
// has a quota, and the booking form) and its section of the home page.
import { CONTENT_TYPES, formatRupiah, splitList, type Locale, type TourPackage } from '@desa/contract';
import { checkVisit, visitSummary } from '@desa/contract/booking';
import { AvailabilityCalendar, loadFreeDays, type CalendarDay } from '~/components/public/availability-calendar';
import { CardImage, CardLink, CardShell, CardTitle } from '~/components/public/cards';
import { CheckIcon, PackageIcon, TicketIcon, UsersIcon } from '~/components/icons';
import { DetailHeader, HeaderFact } from '~/components/public/detail-header';
import { DetailColumns, DetailSection } from '~/components/public/detail-layout';
import { OrderField, OrderForm, answerForm, type OrderConfig } from '~/components/public/order-form';
import type { DetailPageProps, FormAnswer, PublicFace, PublicRead, ShapeContext } from '~/lib/public-face';
import { RatingSummary, ReviewsSection } from '~/components/public/reviews';
import { useLocaleTexts, useTexts, type ByLocale } from '~/lib/i18n';
import { offerJsonLd } from '~/lib/json-ld';
import { MAX_PARTY } from '@desa/contract/booking';

export const icon = PackageIcon;

/**
 * Not in the public menu: it holds every entry on one line from 1024 px and has no room for one
 * more. The packages are the home page's own section (the hero's 'Lihat Paket Wisata' leads there),
 * each card links to its page, and the sitemap lists them.
 */
export const menu = null;

const id = {
  title: 'Paket Wisata',
  description: 'Paket wisata desa: pemandu, makan dan tiket dalam satu harga.',
  list: 'Paket wisata',
  empty: 'Belum ada paket wisata',
  soon: 'Paket wisata desa akan segera hadir di sini.',
  back: 'Semua paket wisata',
  link: 'Lihat Paket',
  perPerson: 'per orang',
  included: 'Sudah Termasuk',
  price: 'Harga',
  availability: 'Ketersediaan',
  availabilityLead: (days: number) => `Tempat tersisa per hari, ${days} hari ke depan. Hari yang penuh tidak bisa dipesan.`,
  home: { eyebrow: 'Paket Wisata', title: 'Temukan Paket Wisata', list: 'Paket wisata' },
};

export const packageTexts: ByLocale<typeof id> = {
  id,
  en: {
    title: 'Tour Packages',
    description: "The village's tour packages: guide, meals and tickets for one price.",
    list: 'Tour packages',
    empty: 'No tour packages yet',
    soon: "The village's tour packages will be listed here soon.",
    back: 'All tour packages',
    link: 'View Package',
    perPerson: 'per person',
    included: "What's Included",
    price: 'Price',
    availability: 'Availability',
    availabilityLead: (days: number) => `Places left per day for the next ${days} days. Full days cannot be booked.`,
    home: { eyebrow: 'Tour Packages', title: 'Find a Tour Package', list: 'Tour packages' },
  },
};

export function packageCard(pkg: TourPackage, locale: Locale = 'id') {
  return { id: pkg.id, title: pkg.title, thumbnail: pkg.thumbnail, images: pkg.images, priceLabel: formatRupiah(pkg.price, locale), benefits: splitList(pkg.benefit) };
}
export type PackageCardView = ReturnType<typeof packageCard>;

function Benefits({ benefits }: { benefits: string[] }) {
  return (
    <ul className="space-y-2 text-sm text-stone-700 dark:text-stone-300">
      {benefits.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2">
          <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-500" />
          {benefit}
        </li>
      ))}
    </ul>
  );
}

export function PackageCard({ pkg }: { pkg: PackageCardView }) {
  const texts = useLocaleTexts(packageTexts);
  return (
    <CardShell image={<CardImage card={pkg} />}>
      <CardTitle>{pkg.title}</CardTitle>
      <p className="mt-2 text-2xl font-extrabold text-amber-700 dark:text-amber-400">{pkg.priceLabel}</p>
      <div className="mt-4 mb-6">
        <Benefits benefits={pkg.benefits} />
      </div>
      <CardLink to={`/${CONTENT_TYPES.package.site.slug}/${pkg.id}`} label={texts.link} title={pkg.title} />
    </CardShell>
  );
}

/** What the booking form's script needs; null without the village's number (nobody to write to). */
function visitConfig(pkg: TourPackage, { contact, locale }: ShapeContext): OrderConfig | null {
  return contact?.phone ? { kind: 'visit', price: pkg.price, locale } : null;
}

function packagePage(pkg: TourPackage, context: ShapeContext) {
  return {
    ...packageCard(pkg, context.locale),
    booking: visitConfig(pkg, context),
    today: context.today,
    locale: context.locale,
    summary: visitSummary(pkg.price, undefined, context.locale),
    /** Places left per day (`load`), for a package with a quota. */
    days: [] as CalendarDay[],
  };
}

/** Places left per day, for a package with a quota (without one there is nothing to show). */
async function loadDays(pkg: TourPackage, read: PublicRead, { today }: ShapeContext) {
  const { days, limit } = await loadFreeDays(read, CONTENT_TYPES.package.path, pkg.id, today);
  return { days: limit === null ? [] : days };
}

function PackagePage({ page: pkg, preview, back, reply, reviews }: DetailPageProps<ReturnType<typeof packagePage>>) {
  const answered = reply as FormAnswer | undefined;
  const texts = useLocaleTexts(packageTexts);
  const { booking: words } = useTexts();
  return (
    <>
      <DetailHeader record={pkg} back={back} preview={preview}>
        <HeaderFact icon={TicketIcon}>
          {pkg.priceLabel} {texts.perPerson}
        </HeaderFact>
        <RatingSummary reviews={reviews ?? null} />
      </DetailHeader>
      <DetailColumns
        form
        aside={
          <OrderForm title={words.visitTitle} config={pkg.booking} reply={answered?.reply} summary={answered?.summary ?? pkg.summary}>
            {(field) => (
              <div className="grid grid-cols-2 gap-3">
                <OrderField name="date" label={words.date} type="date" min={pkg.today} field={field('date')} />
                <OrderField name="people" label={words.people} type="number" min={1} max={MAX_PARTY} field={{ ...field('people'), defaultValue: field('people').defaultValue ?? '2' }} />
              </div>
            )}
          </OrderForm>
        }
      >
        <DetailSection id="termasuk" title={texts.included}>
          <Benefits benefits={pkg.benefits} />
          <p className="mt-4 flex items-center gap-2 text-stone-700 dark:text-stone-300">
            <UsersIcon className="size-5 text-brand-700 dark:text-brand-500" />
            {texts.price}: <strong className="text-amber-700 dark:text-amber-400">{pkg.priceLabel}</strong> {texts.perPerson}
          </p>
        </DetailSection>
        {pkg.days.length ? (
          <DetailSection id="ketersediaan" title={texts.availability}>
            <p className="mb-3 text-stone-700 dark:text-stone-300">{texts.availabilityLead(pkg.days.length)}</p>
            <AvailabilityCalendar days={pkg.days} unit="places" locale={pkg.locale} />
          </DetailSection>
        ) : null}
        <ReviewsSection reviews={reviews ?? null} />
      </DetailColumns>
    </>
  );
}

export const site: PublicFace<TourPackage, PackageCardView, ReturnType<typeof packagePage>> = {
  kind: 'package',
  usesContact: true,
  texts: packageTexts,
  card: (pkg, { locale }) => packageCard(pkg, locale),
  Card: ({ card }) => <PackageCard pkg={card} />,
  list: {},
  home: { limit: 3 },
  detail: {
    page: packagePage,
    description: (pkg, locale) => `${pkg.title}: ${splitList(pkg.benefit).join(', ')}. ${formatRupiah(pkg.price, locale)}.`,
    jsonLd: (pkg, { url, site, locale }) => ({
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: pkg.title,
      description: splitList(pkg.benefit).join(', '),
      url,
      image: pkg.thumbnail ?? undefined,
      inLanguage: locale,
      provider: { '@type': 'Organization', name: site.name, address: site.address },
      offers: offerJsonLd(pkg.price, url),
    }),
    Body: PackagePage,
    load: loadDays,
    answer: (pkg, form, { locale }) =>
      answerForm(form, ['date', 'people'], locale, (values) => {
        const checked = checkVisit(values, locale);
        return {
          errors: checked.errors,
          summary: visitSummary(pkg.price, checked, locale),
          request: checked.value && { type: 'package', item_id: pkg.id, date: checked.value.date, people: checked.value.people },
        };
      }),
  },
};
