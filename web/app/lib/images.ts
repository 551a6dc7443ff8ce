// Responsive <img> attributes from the CMS's image variants (`?with=formats`).
import type { ImageVariant } from './types';

export type ImageSource = { src: string; width: number; height: number };

/** 'a.jpg 234w, b.jpg 500w' → sources with heights following the original's ratio. */
export function parseSrcset(srcset: string, ratio: number): ImageSource[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([src, descriptor]) => src && descriptor?.endsWith('w'))
    .map(([src, descriptor]) => {
      const width = Number.parseInt(descriptor, 10);
      return { src, width, height: Math.round(width / ratio) };
    })
    .filter((source) => source.width > 0);
}

/** The aspect ratio (width / height) of a variant, when the CMS knows it. */
export function aspectRatio(variant: ImageVariant | undefined): number | null {
  return variant?.width && variant.height ? variant.width / variant.height : null;
}

/** Attributes for an <img>: srcset and intrinsic size when known, the plain URL otherwise. */
export function imageAttributes(variant: ImageVariant | undefined, fallback: string | null) {
  const src = variant?.url ?? fallback;
  if (!src) return null;
  return {
    src,
    srcSet: variant?.srcset || undefined,
    width: variant?.width ?? undefined,
    height: variant?.height ?? undefined,
  };
}
