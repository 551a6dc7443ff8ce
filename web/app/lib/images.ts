// Public images come from the web origin's image route (routes/img.tsx): resized to the
// width a layout needs, WebP for browsers that take it, the original format as fallback.
import type { ImageVariant } from '@desa/contract';

/** The widths the image route makes; it refuses others, so its disk cache stays bounded. */
export const IMAGE_WIDTHS = [320, 480, 640, 828, 1080, 1280, 1600, 1920] as const;
export const IMAGE_ROUTE = '/img';
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
export function optimizedUrl(path: string, width?: number, format?: 'webp') {
  const query = new URLSearchParams({ src: path });
  if (width) query.set('w', String(width));
  if (format) query.set('format', format);
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
export function imageSources(variant: ImageVariant | undefined, format?: 'webp'): ImageSource[] {
  const path = variant ? uploadPath(variant.url) : null;
  const ratio = aspectRatio(variant);
  if (!path || !ratio || !variant?.width) return [];
  const original = variant.width;
  // The original width is asked for without `w`: the route allows only its fixed widths.
  return widthsFor(original).map((width) => ({
    src: optimizedUrl(path, width === original ? undefined : width, format),
    width,
    height: Math.round(width / ratio),
  }));
}

/** Attributes for a <picture>: srcsets through the image route and the intrinsic size. */
export function imageAttributes(variant: ImageVariant | undefined, fallback: string | null): ImageAttributes | null {
  const url = variant?.url ?? fallback;
  if (!url) return null;
  const path = uploadPath(url);
  if (!path) return { src: url };
  const sources = imageSources(variant);
  if (!sources.length) return { src: optimizedUrl(path) };
  const srcSet = (format?: 'webp') => imageSources(variant, format).map((source) => `${source.src} ${source.width}w`).join(', ');
  const largest = sources.at(-1)!;
  return { src: largest.src, srcSet: srcSet(), webpSrcSet: srcSet('webp'), width: variant!.width!, height: variant!.height! };
}

/** A small copy of an uploaded image through the image route (the original when it is not one of ours). */
export function smallImageUrl(url: string, width: number = IMAGE_WIDTHS[0]): string {
  const path = uploadPath(url);
  return path ? optimizedUrl(path, width) : url;
}
