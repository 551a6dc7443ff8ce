import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CardGrid } from '~/components/public/cards';
import { HomestayCard, homestayCard } from '~/content/homestay';
import { PackageCard, packageCard } from '~/content/package';
import { ProductCard, productCard } from '~/content/product';
import { TourCard, tourCard, tourTexts } from '~/content/tour';
import { PublicEmptyState } from '~/components/public/empty-state';
import { ArrowRightIcon, ChevronDownIcon } from '~/components/icons';
import { JsonLd } from '~/components/public/json-ld';
import { usePublicLayout } from '~/components/public/layout-data';
import { loaderMeta } from '~/components/public/meta';
import { ResponsiveImage } from '~/components/public/responsive-image';
import { SectionHeading } from '~/components/public/section-heading';
import { cmsRead } from '~/lib/cms.server';
import { useLocaleTexts, useTexts } from '~/lib/i18n';
import { localizedApiPath, localizedPath, requestLocale, useLocalizedPath } from '~/lib/locale';
import { destinationJsonLd } from '~/lib/json-ld.server';
import { loadContact, loadSite, publicHeaders, siteOrigin } from '~/lib/public.server';
import { pageMeta } from '~/lib/seo.server';
import { excerpt, paragraphs } from '~/lib/text';
import type { Homestay, List, Product, Tour, TourPackage } from '@desa/contract';

const HOME_TOURS = 3;
const HOME_PACKAGES = 3;
const HOME_HOMESTAYS = 3;
const HOME_PRODUCTS = 4;
const PACKAGES_ID = 'paket-wisata';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [site, tours, packages, homestays, products, contact] = await Promise.all([
    loadSite(context, locale),
    cmsRead<List<Tour>>(context, localizedApiPath(`/tour/all?limit=${HOME_TOURS}&with=formats`, locale)),
    cmsRead<List<TourPackage>>(context, localizedApiPath(`/package/all?limit=${HOME_PACKAGES}&with=formats`, locale)),
    cmsRead<List<Homestay>>(context, localizedApiPath(`/homestay/all?limit=${HOME_HOMESTAYS}&with=formats`, locale)),
    // Only what can be ordered today.
    cmsRead<List<Product>>(context, localizedApiPath(`/product/all?available=1&limit=${HOME_PRODUCTS}&with=formats`, locale)),
    // The booking buttons need the village's number: wait for it (it is cached like the rest).
    loadContact(context),
  ]);
  return {
    about: paragraphs(site.about),
    tours: tours.data.map(tourCard),
    packages: packages.data.map((pkg) => packageCard(pkg, contact, locale)),
    homestays: homestays.data.map((homestay) => homestayCard(homestay, locale)),
    products: products.data.map((product) => productCard(product, locale)),
    jsonLd: destinationJsonLd(site, siteOrigin(request) + localizedPath('/', locale)),
    meta: pageMeta({ request, site, description: excerpt(site.about) }),
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
      <ResponsiveImage
        image={site.images?.hero_image}
        fallback={site.hero_image}
        alt=""
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 size-full object-cover"
      />
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
  const { about, tours, packages, homestays, products, jsonLd } = useLoaderData<typeof loader>();
  const { footerPhotos } = usePublicLayout();
  const { home } = useTexts();
  const toursTexts = useLocaleTexts(tourTexts);
  const href = useLocalizedPath();
  return (
    <>
      <JsonLd data={jsonLd} />
      <Hero />
      <About paragraphs={about} />

      <section aria-labelledby="eksplorasi-wisata" className="bg-white py-20 dark:bg-stone-900/40">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="eksplorasi-wisata" eyebrow={home.toursEyebrow} title={home.toursTitle} action={<SeeAll to="/wisata" label={home.seeAll} />} />
          {tours.length ? (
            <CardGrid label={home.toursList}>
              {tours.map((tour) => (
                <TourCard key={tour.id} tour={tour} />
              ))}
            </CardGrid>
          ) : (
            <PublicEmptyState title={toursTexts.empty} description={toursTexts.soon} />
          )}
        </div>
      </section>

      <section id={PACKAGES_ID} aria-labelledby="temukan-paket-wisata" className="scroll-mt-16 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="temukan-paket-wisata" eyebrow={home.packagesEyebrow} title={home.packagesTitle} />
          {packages.length ? (
            <CardGrid label={home.packagesList}>
              {packages.map((pkg) => (
                <PackageCard key={pkg.id} pkg={pkg} />
              ))}
            </CardGrid>
          ) : (
            <PublicEmptyState title={home.noPackages} description={home.packagesSoon} />
          )}
        </div>
      </section>

      {homestays.length ? (
        <section aria-labelledby="tempat-menginap" className="bg-white py-20 dark:bg-stone-900/40">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading id="tempat-menginap" eyebrow={home.homestaysEyebrow} title={home.homestaysTitle} action={<SeeAll to="/penginapan" label={home.seeAll} />} />
            <CardGrid label={home.homestaysList}>
              {homestays.map((homestay) => (
                <HomestayCard key={homestay.id} homestay={homestay} />
              ))}
            </CardGrid>
          </div>
        </section>
      ) : null}

      {products.length ? (
        <section aria-labelledby="produk-desa" className="py-20">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading id="produk-desa" eyebrow={home.productsEyebrow} title={home.productsTitle} action={<SeeAll to="/produk" label={home.seeAll} />} />
            <CardGrid label={home.productsList} columns={4}>
              {products.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </CardGrid>
          </div>
        </section>
      ) : null}

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
