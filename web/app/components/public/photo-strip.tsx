import type { PhotoView } from '~/lib/photos';
import { slideOf } from '~/lib/photos';
import { GALLERY_SLIDES_ID, hook } from '~/lib/public-hooks';
import { ZoomIcon } from '~/components/icons';
import { cn } from '~/lib/cn';
import { jsonForScript } from './json-ld';
import { ResponsiveImage } from './responsive-image';

/**
 * The photos of a homestay or product under its header, each a link to the image file (what a
 * visitor without JavaScript gets); with JavaScript the public script opens the gallery's viewer.
 */
export function PhotoStrip({ photos, label, compact = false }: { photos: PhotoView[]; label: string; compact?: boolean }) {
  if (photos.length < 2) return null;
  return (
    <section aria-label={label} className={compact ? 'mt-3' : 'mx-auto mt-4 max-w-6xl px-4 sm:px-6'}>
      <ul className={cn('grid grid-cols-4 gap-2 sm:gap-3', !compact && 'md:grid-cols-8')}>
        {photos.map((photo, position) => (
          <li key={photo.url}>
            <a
              href={photo.url}
              {...hook('galleryPhoto', position)}
              aria-label={photo.alt}
              className="group relative block overflow-hidden rounded-xl bg-stone-200 dark:bg-stone-800"
            >
              <ResponsiveImage image={photo.image} fallback={photo.url} alt="" sizes="(min-width: 768px) 138px, 25vw" className="aspect-square w-full object-cover transition duration-500 group-hover:scale-105" />
              <span className="absolute inset-0 flex items-center justify-center bg-black/30 text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
                <ZoomIcon className="size-5" />
              </span>
            </a>
          </li>
        ))}
      </ul>
      <script id={GALLERY_SLIDES_ID} type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(photos.map((photo) => slideOf(photo.image, photo.url, photo.alt))) }} />
    </section>
  );
}
