// Public images come from the web origin's image route (routes/img.tsx): resized to the
// width a layout needs, WebP for browsers that take it, the original format as fallback.
import { IMAGE_WIDTHS, type ImageVariant, type VillageProfile } from '@desa/contract';

/** The widths the image route makes (the contract's, which the CMS's stored uploads also follow). */
export { IMAGE_WIDTHS };
export const IMAGE_ROUTE = '/img';
/**
 * The image route's encoder quality by what the image is for (issue 42: the first screen on a
 * weak signal). A photo at 70, which a phone's screen does not tell from 80 and is a fifth
 * lighter; a backdrop, the village photo behind a hero's text and its dark veil, at 45.
 */
export const IMAGE_QUALITY = { photo: 70, backdrop: 45 } as const;
export type ImageLook = keyof typeof IMAGE_QUALITY;
/** The query parameter of a quality other than a photo's; the route takes only IMAGE_QUALITY's values. */
export const QUALITY_PARAM = 'q';
/** Uploaded files of the CMS: the only images the route serves. */
export const UPLOAD_PATH = /^\/uploads\/[\w.-]+$/;
/** An object in the S3-compatible store (S3_PUBLIC_URL/<name>); the route checks the base. */
export const OBJECT_URL = /^https?:\/\/[^?#]+\/[\w-][\w.-]*$/;

export type ImageSource = { src: string; width: number; height: number };
export type ImageAttributes = {
  src: string;
  srcSet?: string;
  /** The same widths as WebP, for a <source type="image/webp">. */
  webpSrcSet?: string;
  width?: number;
  height?: number;
};

function uploadPath(url: string): string | null {
  try {
    const { pathname } = new URL(url, 'http://cms');
    if (UPLOAD_PATH.test(pathname)) return pathname;
    return OBJECT_URL.test(url) ? url : null;
  } catch {
    return null;
  }
}

/** The image route's URL of an uploaded image at `width` (original width when absent). */
export function optimizedUrl(path: string, width?: number, format?: 'webp', look: ImageLook = 'photo') {
  const query = new URLSearchParams({ src: path });
  if (width) query.set('w', String(width));
  if (format) query.set('format', format);
  if (look !== 'photo') query.set(QUALITY_PARAM, String(IMAGE_QUALITY[look]));
  return `${IMAGE_ROUTE}?${query}`;
}

/** The aspect ratio (width / height) of a variant, when the CMS knows it. */
export function aspectRatio(variant: ImageVariant | undefined): number | null {
  return variant?.width && variant.height ? variant.width / variant.height : null;
}

/** The widths worth making of an image `original` pixels wide (never wider than it is). */
export function widthsFor(original: number): number[] {
  return [...IMAGE_WIDTHS.filter((width) => width < original), ...(original <= IMAGE_WIDTHS.at(-1)! ? [original] : [])];
}

/** Each width of an image as a source, for the gallery viewer. */
export function imageSources(variant: ImageVariant | undefined, format?: 'webp', look?: ImageLook): ImageSource[] {
  const path = variant ? uploadPath(variant.url) : null;
  const ratio = aspectRatio(variant);
  if (!path || !ratio || !variant?.width) return [];
  const original = variant.width;
  // The original width is asked for without `w`: the route allows only its fixed widths.
  return widthsFor(original).map((width) => ({
    src: optimizedUrl(path, width === original ? undefined : width, format, look),
    width,
    height: Math.round(width / ratio),
  }));
}

/** Attributes for a <picture>: srcsets through the image route and the intrinsic size. */
export function imageAttributes(variant: ImageVariant | undefined, fallback: string | null, look?: ImageLook): ImageAttributes | null {
  const url = variant?.url ?? fallback;
  if (!url) return null;
  const path = uploadPath(url);
  if (!path) return { src: url };
  const sources = imageSources(variant, undefined, look);
  if (!sources.length) return { src: optimizedUrl(path, undefined, undefined, look) };
  const srcSet = (format?: 'webp') => imageSources(variant, format, look).map((source) => `${source.src} ${source.width}w`).join(', ');
  const largest = sources.at(-1)!;
  return { src: largest.src, srcSet: srcSet(), webpSrcSet: srcSet('webp'), width: variant!.width!, height: variant!.height! };
}

/** A small copy of an uploaded image through the image route (the original when it is not one of ours). */
export function smallImageUrl(url: string, width: number = IMAGE_WIDTHS[0]): string {
  const path = uploadPath(url);
  return path ? optimizedUrl(path, width) : url;
}

/**
 * The `sizes` of a page's first-screen image: on a phone, 80 % of the screen's width, so a
 * 390-pixel screen at device pixel ratio 2 gets the 640-pixel file, not the 828 (a quarter to a
 * third fewer bytes, issue 42); the 1.25× the browser scales it by does not show at arm's length.
 */
export function firstScreenSizes(sizes: string): string {
  return `(max-width: 639px) 80vw, ${sizes}`;
}

/** A page's first-screen image as ResponsiveImage shows it: what its preload must ask for too. */
export type LeadImage = { image?: ImageVariant; fallback: string | null; sizes: string; look?: ImageLook };

/**
 * The `<link rel="preload">` of a page's first-screen image, as a meta descriptor: the browser
 * asks for it as soon as the <head> arrives, before the inline styles and the body (issue 42).
 * Its srcset and sizes are the <picture>'s WebP source's, so the preloaded file is the one shown.
 */
export function leadImagePreload({ image, fallback, sizes, look }: LeadImage): Record<string, string> | null {
  const attributes = imageAttributes(image, fallback, look);
  if (!attributes) return null;
  const chosen: Record<string, string> = attributes.webpSrcSet
    ? { imageSrcSet: attributes.webpSrcSet, imageSizes: firstScreenSizes(sizes), type: 'image/webp' }
    : attributes.srcSet
      ? { imageSrcSet: attributes.srcSet, imageSizes: firstScreenSizes(sizes) }
      : { href: attributes.src };
  // React 18 does not know fetchPriority; the lowercase attribute reaches the HTML as is.
  return { tagName: 'link', rel: 'preload', as: 'image', fetchpriority: 'high', ...chosen };
}

/** How wide a detail page's main photo shows: its <picture> and its preload (`public-pages.server.ts`) ask the same. */
export const DETAIL_PHOTO_SIZES = '(min-width: 1152px) 1104px, 100vw';

/**
 * The village photo behind a hero's text and its dark veil (the home, the list pages, an error
 * page): the width of the screen, at a backdrop's quality. Its page's loader preloads the same
 * (`pageMeta`'s `leadImage`).
 */
export function villageBackdrop(site: Pick<VillageProfile, 'hero_image' | 'images'>): LeadImage {
  return { image: site.images?.hero_image, fallback: site.hero_image, sizes: '100vw', look: 'backdrop' };
}
