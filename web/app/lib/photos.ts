// The photos of a record with several (homestays, products) on its public page, and the slides
// of the photo viewer, which the gallery page shares.
import type { ImageVariant, Photos } from '@desa/contract';
import { imageAttributes, imageSources } from './images';

/** One slide of the photo viewer (yet-another-react-lightbox's `SlideImage`). */
export function slideOf(image: ImageVariant | undefined, fallback: string | null, alt: string, caption?: { title: string; description: string }) {
  const attributes = imageAttributes(image, fallback);
  const sources = imageSources(image, 'webp');
  return {
    src: attributes?.src ?? '',
    width: attributes?.width,
    height: attributes?.height,
    srcSet: sources.length ? sources : undefined,
    alt,
    ...caption,
  };
}
export type Slide = ReturnType<typeof slideOf>;

export type PhotoView = { url: string; image?: ImageVariant; alt: string };

/** A record's photos in order, each with its variants and its alternative text ("Foto 2 dari 4: …"). */
export function photoViews(record: Pick<Photos, 'photos' | 'images'>, title: string, label: (position: number, total: number) => string): PhotoView[] {
  const total = record.photos.length;
  return record.photos.map((url, index) => ({ url, image: record.images?.photos[index] ?? undefined, alt: `${label(index + 1, total)}: ${title}` }));
}
