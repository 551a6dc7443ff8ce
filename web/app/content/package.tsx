// Paket Wisata on the web: its icon, its card with the booking button and its section of the
// home page (it has no pages of its own).
import { formatRupiah, splitList, type Contact, type Locale, type TourPackage } from '@desa/contract';
import { CardImage, CardShell, CardTitle } from '~/components/public/cards';
import { CheckIcon, PackageIcon, WhatsAppIcon } from '~/components/icons';
import type { PublicFace } from '~/components/public/public-face';
import { useTexts, type ByLocale } from '~/lib/i18n';
import { chatPath } from '~/lib/whatsapp';

export const icon = PackageIcon;

/**
 * A package with its booking link: a WhatsApp chat to the village with the package prefilled,
 * in the visitor's language, through the site's counted redirect. Without the village's number
 * there is no link (the button says booking is not available).
 */
export function packageCard(pkg: TourPackage, contact: Contact | null, locale: Locale = 'id') {
  return {
    id: pkg.id,
    title: pkg.title,
    thumbnail: pkg.thumbnail,
    images: pkg.images,
    priceLabel: formatRupiah(pkg.price, locale),
    benefits: splitList(pkg.benefit),
    bookingHref: contact?.phone ? chatPath('package', locale, pkg.id) : null,
  };
}
export type PackageCardView = ReturnType<typeof packageCard>;

/** A package with its booking button: a WhatsApp chat to the village with the package prefilled. */
export function PackageCard({ pkg }: { pkg: PackageCardView }) {
  const { cards } = useTexts();
  return (
    <CardShell image={<CardImage card={pkg} />}>
      <CardTitle>{pkg.title}</CardTitle>
      <p className="mt-2 text-2xl font-extrabold text-amber-700 dark:text-amber-400">{pkg.priceLabel}</p>
      <ul className="mt-4 mb-6 space-y-2 text-sm text-stone-700 dark:text-stone-300">
        {pkg.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-500" />
            {benefit}
          </li>
        ))}
      </ul>
      {pkg.bookingHref ? (
        <a
          href={pkg.bookingHref}
          aria-label={`${cards.book}: ${pkg.title}`}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800"
        >
          <WhatsAppIcon className="size-5" />
          {cards.book}
        </a>
      ) : (
        <p className="mt-auto inline-flex items-center justify-center gap-2 rounded-full bg-stone-200 px-5 py-3 text-center font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-300">
          <WhatsAppIcon className="size-5" />
          {cards.bookingUnavailable}
        </p>
      )}
    </CardShell>
  );
}

const id = {
  title: 'Paket Wisata',
  description: 'Paket wisata desa: pemandu, makan dan tiket dalam satu harga.',
  list: 'Paket wisata',
  empty: 'Belum ada paket wisata',
  soon: 'Paket wisata desa akan segera hadir di sini.',
  back: 'Semua paket wisata',
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
    home: { eyebrow: 'Tour Packages', title: 'Find a Tour Package', list: 'Tour packages' },
  },
};

export const site: PublicFace<TourPackage, PackageCardView> = {
  kind: 'package',
  usesContact: true,
  texts: packageTexts,
  card: (pkg, { contact, locale }) => packageCard(pkg, contact, locale),
  Card: ({ card }) => <PackageCard pkg={card} />,
  home: { limit: 3 },
};
