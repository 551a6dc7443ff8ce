import { useTexts } from '~/lib/i18n';
import { hook } from '~/lib/public-hooks';
import { MapIcon } from '~/components/icons';

const FRAME_CLASS = 'aspect-video w-full rounded-2xl border-0 bg-stone-100 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800';

/**
 * The embedded Google map of a place, or the spec's notice when there is no map link. A copy
 * saved on the device (issue 26) keeps no map: offline it shows the place in words instead.
 * Google's map is the heaviest thing a page could load (its scripts, its tiles), and it sits far
 * below the first screen: the public script puts it in only when a visitor scrolls near it, so
 * a first visit on a weak signal never waits for it (issue 42); without JavaScript the browser's
 * own lazy iframe (in <noscript>) does.
 */
export function MapEmbed({ src, title, place }: { src: string | null; title: string; place: string }) {
  const { noMap, offline } = useTexts();
  if (!src) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl bg-stone-100 text-stone-600 ring-1 ring-stone-200 dark:bg-stone-900 dark:text-stone-400 dark:ring-stone-800">
        <MapIcon className="size-10" />
        <p className="font-medium">{noMap}</p>
      </div>
    );
  }
  return (
    <>
      <div className="hidden aspect-video w-full flex-col items-center justify-center gap-2 rounded-2xl bg-stone-100 p-6 text-center text-stone-600 ring-1 ring-stone-200 offline:flex dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-800">
        <MapIcon className="size-10" />
        <p>{offline.map}</p>
        <p className="font-semibold text-stone-900 dark:text-white">{place}</p>
      </div>
      <div {...hook('mapEmbed')} data-src={src} data-title={title} className={`${FRAME_CLASS} overflow-hidden offline:hidden`}>
        <noscript>
          <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen className={FRAME_CLASS} />
        </noscript>
      </div>
    </>
  );
}
