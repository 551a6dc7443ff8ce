import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CONTENT_TYPES } from '@desa/contract';
import { CardGrid } from '~/components/public/cards';
import { PublicEmptyState } from '~/components/public/empty-state';
import { ArrowRightIcon, ChevronDownIcon } from '~/components/icons';
import { JsonLd } from '~/components/public/json-ld';
import { usePublicLayout } from '~/components/public/layout-data';
import { loaderMeta } from '~/components/public/meta';
import type { PublicFace } from '~/lib/public-face';
import { ResponsiveImage } from '~/components/public/responsive-image';
import { VillageBackdrop } from '~/components/public/page-hero';
import { villageBackdrop } from '~/lib/images';
import { SectionHeading } from '~/components/public/section-heading';
import { HOME_FACES } from '~/content';
import { useLocaleTexts, useTexts } from '~/lib/i18n';
import { ReviewCard, reviewTexts } from '~/components/public/reviews';
import type { ReviewView } from '~/lib/review-views';
import { destinationJsonLd } from '~/lib/json-ld';
import { localizedPath, requestLocale, useLocale, useLocalizedPath } from '~/lib/locale';
import { loadSite, publicHeaders, siteOrigin } from '~/lib/public.server';
import { loadHomeSections } from '~/lib/public-pages.server';
import { loadRecentReviews } from '~/lib/reviews.server';
import { pageMeta } from '~/lib/seo.server';
import { excerpt, paragraphs } from '~/lib/text';

/** The hero's "Lihat Paket Wisata" scrolls to the packages' section: each section's id is its type's back office slug. */
const PACKAGES_ID = CONTENT_TYPES.package.admin.slug;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  // The booking buttons need the village's number: the sections wait for it (it is cached like the rest).
  const [site, sections, reviews] = await Promise.all([loadSite(context, locale), loadHomeSections(context, locale, HOME_FACES), loadRecentReviews(context, locale)]);
  return {
    about: paragraphs(site.about),
    sections,
    reviews,
    jsonLd: destinationJsonLd(site, siteOrigin(request) + localizedPath('/', locale)),
    meta: pageMeta({ request, site, description: excerpt(site.about), leadImage: villageBackdrop(site) }),
  };
}

export const headers = publicHeaders;
export const meta = loaderMeta;

function Hero() {
  const { site } = usePublicLayout();
  const { home } = useTexts();
  const href = useLocalizedPath();
  return (
    <section className="relative isolate flex min-h-[88svh] items-center overflow-hidden bg-brand-900 pt-16">
      <VillageBackdrop />
      <div className="absolute inset-0 -z-10 bg-linear-to-b from-black/60 via-black/40 to-black/70" />
      <div className="mx-auto w-full max-w-6xl px-4 py-16 text-white sm:px-6">
        <p className="text-sm font-semibold tracking-[0.2em] text-amber-300 uppercase">{home.welcome}</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl md:text-6xl">{site.name}</h1>
        <p className="mt-5 max-w-2xl text-lg text-white/90 md:text-xl">{site.tagline}</p>
        <div className="mt-9 flex flex-wrap gap-3">
          <a
            href={`#${PACKAGES_ID}`}
            className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3.5 font-semibold text-white shadow-lg transition hover:bg-brand-800"
          >
            {home.seePackages}
            <ChevronDownIcon className="size-5" />
          </a>
          <Link
            to={href('/wisata')}
            className="inline-flex items-center gap-2 rounded-full bg-white/15 px-6 py-3.5 font-semibold text-white ring-1 ring-white/40 backdrop-blur transition hover:bg-white/25"
          >
            {home.exploreTours}
          </Link>
        </div>
      </div>
    </section>
  );
}

function About({ paragraphs }: { paragraphs: string[] }) {
  const { site } = usePublicLayout();
  const { home } = useTexts();
  return (
    <section aria-labelledby="tentang" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 sm:px-6 md:grid-cols-2 md:gap-14">
      <ResponsiveImage
        image={site.images?.about_image}
        fallback={site.about_image}
        alt={home.aboutPhoto(site.name)}
        sizes="(min-width: 1152px) 548px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
      />
      <div>
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-500">{home.aboutEyebrow}</p>
        <h2 id="tentang" className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl dark:text-white">
          {site.name}
        </h2>
        <div className="mt-6 space-y-4 leading-relaxed text-stone-700 dark:text-stone-300">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

function SeeAll({ to, label }: { to: string; label: string }) {
  const href = useLocalizedPath();
  return (
    <Link to={href(to)} className="inline-flex items-center gap-1.5 rounded-full px-1 font-semibold text-brand-700 hover:underline dark:text-brand-500">
      {label}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}

export default function Home() {
  const { about, sections, reviews, jsonLd } = useLoaderData<typeof loader>();
  const { footerPhotos } = usePublicLayout();
  const { home } = useTexts();
  const href = useLocalizedPath();
  return (
    <>
      <JsonLd data={jsonLd} />
      <Hero />
      <About paragraphs={about} />
      {sections.map(({ kind, cards }, index) => (
        <HomeSection key={kind} face={HOME_FACES.find((face) => face.kind === kind)!} cards={cards} shaded={index % 2 === 0} />
      ))}
      <GuestWords reviews={reviews} />

      {footerPhotos.length ? (
        <section aria-labelledby="galeri-desa" className="bg-white py-20 dark:bg-stone-900/40">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading id="galeri-desa" eyebrow={home.galleryEyebrow} title={home.galleryTitle} action={<SeeAll to="/galeri" label={home.seeGallery} />} />
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
              {footerPhotos.map((photo) => (
                <li key={photo.id}>
                  <Link to={href('/galeri')} className="group block overflow-hidden rounded-2xl">
                    <ResponsiveImage
                      image={photo.images?.image}
                      fallback={photo.image}
                      alt={photo.title}
                      sizes="(min-width: 1152px) 276px, (min-width: 768px) 25vw, 50vw"
                      className="aspect-square w-full object-cover transition duration-500 group-hover:scale-105"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** "Kata Tamu": the newest good reviews, each naming what it is about; left out before the first. */
function GuestWords({ reviews }: { reviews: ReviewView[] }) {
  const words = useLocaleTexts(reviewTexts).home;
  if (!reviews.length) return null;
  return (
    <section aria-labelledby="kata-tamu" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="kata-tamu" eyebrow={words.eyebrow} title={words.title} />
        <ul aria-label={words.list} className="grid gap-5 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A content type's section: its heading, its newest cards, and a link to all of them. */
function HomeSection({ face, cards, shaded }: { face: PublicFace; cards: Array<{ id: string }>; shaded: boolean }) {
  const locale = useLocale();
  const { home } = useTexts();
  const section = face.home!;
  const words = face.texts[locale].home!;
  const texts = face.texts[locale];
  const { admin, site } = CONTENT_TYPES[face.kind] as {
    admin: { slug: string };
    site?: { slug: string };
  };
  const headingId = slugOf(face.texts.id.home!.title);
  if (!cards.length && section.hideWhenEmpty) return null;
  const { Card } = face;
  return (
    <section id={admin.slug} aria-labelledby={headingId} className={`scroll-mt-16 py-20 ${shaded ? 'bg-white dark:bg-stone-900/40' : ''}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id={headingId}
          eyebrow={words.eyebrow}
          title={words.title}
          action={section.seeAll && site ? <SeeAll to={`/${site.slug}`} label={home.seeAll} /> : undefined}
        />
        {cards.length ? (
          <CardGrid label={words.list} columns={section.columns}>
            {cards.map((card) => (
              <Card key={card.id} card={card} />
            ))}
          </CardGrid>
        ) : (
          <PublicEmptyState title={texts.empty} description={texts.soon} />
        )}
      </div>
    </section>
  );
}

/** "Eksplorasi Wisata" → "eksplorasi-wisata": a section heading's id, the same in both languages. */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
