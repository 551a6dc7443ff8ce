import { slideOf } from '~/lib/photos';
import type { GalleryPhoto } from '@desa/contract';
import { GALLERY_SLIDES_ID, hook } from '~/lib/public-hooks';
import { ZoomIcon } from '~/components/icons';
import { jsonForScript } from './json-ld';
import { ResponsiveImage } from './responsive-image';

/** What a photo of the grid (and of the footer) holds. */
export function galleryItem({ id, title, caption, image, images }: GalleryPhoto) {
  return { id, title, caption, image, images };
}
export type GalleryItemView = ReturnType<typeof galleryItem>;

function slideOfPhoto(photo: GalleryItemView) {
  return slideOf(photo.images?.image, photo.image, photo.title, { title: photo.title, description: photo.caption });
}

/**
 * Masonry of 1 to 4 columns. Each photo is a link to the image file (what a visitor without
 * JavaScript gets); with JavaScript the public script opens the viewer, whose code loads on first use.
 */
export function GalleryGrid({ photos }: { photos: GalleryItemView[] }) {
  return (
    <>
      <ul className="columns-1 gap-4 sm:columns-2 lg:columns-3 xl:columns-4">
        {photos.map((photo, position) => (
          <li key={photo.id} className="mb-4 break-inside-avoid">
            <a
              href={photo.image ?? undefined}
              {...hook('galleryPhoto', position)}
              className="group relative block overflow-hidden rounded-2xl bg-stone-200 shadow-sm dark:bg-stone-800"
            >
              <ResponsiveImage
                image={photo.images?.image}
                fallback={photo.image}
                alt={photo.title}
                sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="h-auto w-full transition duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-0 flex flex-col justify-end bg-linear-to-t from-black/80 via-black/20 to-transparent p-4 text-white opacity-0 transition duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 pointer-coarse:opacity-100">
                <span className="font-semibold" aria-hidden="true">
                  {photo.title}
                </span>
                <span className="text-sm text-white/90">{photo.caption}</span>
              </span>
              <span className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full bg-black/50 text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
                <ZoomIcon className="size-5" />
              </span>
            </a>
          </li>
        ))}
      </ul>
      <script id={GALLERY_SLIDES_ID} type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(photos.map(slideOfPhoto)) }} />
    </>
  );
}
