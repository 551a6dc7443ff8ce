import { villageBackdrop } from '~/lib/images';
import { ResponsiveImage } from './responsive-image';
import { usePublicLayout } from './layout-data';

export function VillageBackdrop() {
  const { site } = usePublicLayout();
  return <ResponsiveImage {...villageBackdrop(site)} alt="" priority className="absolute inset-0 -z-10 size-full object-cover" />;
}

/** Banner of the list pages: the village's hero photo behind the page title. */
export function PageHero({ title, description }: { title: string; description: string }) {
  return (
    <section className="relative isolate flex min-h-72 items-end overflow-hidden bg-brand-900 pt-16 md:min-h-96">
      <VillageBackdrop />
      <div className="absolute inset-0 -z-10 bg-linear-to-t from-black/80 via-black/45 to-black/30" />
      <div className="mx-auto w-full max-w-6xl px-4 pt-10 pb-12 text-white sm:px-6 md:pb-16">
        <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-white/90 md:text-lg">{description}</p>
      </div>
    </section>
  );
}
