import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { imageAttributes, imageSources } from '~/lib/images';
import type { GalleryItemView } from '~/lib/view.server';
import { ZoomIcon } from './icons';
import { ResponsiveImage } from './responsive-image';

const loadViewer = () => import('./gallery-viewer');
const GalleryViewer = lazy(loadViewer);

function slideOf(photo: GalleryItemView) {
  const attributes = imageAttributes(photo.images?.image, photo.image);
  const sources = imageSources(photo.images?.image, 'webp');
  return {
    src: attributes?.src ?? '',
    width: attributes?.width,
    height: attributes?.height,
    srcSet: sources.length ? sources : undefined,
    alt: photo.title,
    title: photo.title,
    description: photo.caption,
  };
}

function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Masonry of 1 to 4 columns. Each photo is a link to the image file (what a visitor without
 * JavaScript gets); with JavaScript it opens the viewer, whose code loads on first use.
 */
export function GalleryGrid({ photos }: { photos: GalleryItemView[] }) {
  const [index, setIndex] = useState(-1);
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const slides = photos.map(slideOf);
  const returnFocus = useCallback(() => opener.current?.focus(), []);

  return (
    <>
      <ul className="columns-1 gap-4 sm:columns-2 lg:columns-3 xl:columns-4" onPointerEnter={loadViewer} onFocus={loadViewer} onTouchStart={loadViewer}>
        {photos.map((photo, position) => (
          <li key={photo.id} className="mb-4 break-inside-avoid">
            <a
              href={photo.image ?? undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                opener.current = event.currentTarget;
                setViewerLoaded(true);
                setIndex(position);
              }}
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
      {viewerLoaded ? (
        <Suspense fallback={null}>
          <GalleryViewer slides={slides} index={index} onClose={() => setIndex(-1)} onExited={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
