import { useTexts } from '~/lib/i18n';
import { MapIcon } from '~/components/icons';

/** The embedded Google map of a place, or the spec's notice when there is no map link. */
export function MapEmbed({ src, title }: { src: string | null; title: string }) {
  const { noMap } = useTexts();
  if (!src) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl bg-stone-100 text-stone-600 ring-1 ring-stone-200 dark:bg-stone-900 dark:text-stone-400 dark:ring-stone-800">
        <MapIcon className="size-10" />
        <p className="font-medium">{noMap}</p>
      </div>
    );
  }
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      allowFullScreen
      className="aspect-video w-full rounded-2xl border-0 bg-stone-100 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800"
    />
  );
}
