import { cn } from '~/lib/cn';
import { firstScreenSizes, imageAttributes, type LeadImage } from '~/lib/images';
import type { ImageVariant } from '@desa/contract';
import { ImageIcon } from '~/components/icons';

type ResponsiveImageProps = LeadImage & {
  image?: ImageVariant;
  /** The plain URL of the record, used when the CMS sent no variants. */
  fallback: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  className?: string;
  /** Above the fold (hero, detail thumbnail): load at once, with high priority; its loader preloads it (leadImagePreload). */
  priority?: boolean;
};

/**
 * A <picture> from the web origin's image route: WebP at the width the layout needs, the
 * original format as fallback, intrinsic size set (no layout shift), lazy unless it is the
 * page's main image.
 */
export function ResponsiveImage({ image, fallback, alt, sizes, look, className, priority = false }: ResponsiveImageProps) {
  const attributes = imageAttributes(image, fallback, look);
  if (!attributes) {
    return (
      <div role="img" aria-label={alt} className={cn('flex items-center justify-center bg-brand-100 text-brand-700 dark:bg-stone-800 dark:text-brand-500', className)}>
        <ImageIcon className="size-10" />
      </div>
    );
  }
  // Every browser a visitor brings takes WebP; one that does not gets the <img>'s single file.
  const { webpSrcSet, srcSet, ...imgAttributes } = attributes;
  const imgSrcSet = webpSrcSet ? undefined : srcSet;
  const shownSizes = priority ? firstScreenSizes(sizes) : sizes;
  return (
    <picture>
      {webpSrcSet ? <source type="image/webp" srcSet={webpSrcSet} sizes={shownSizes} /> : null}
      <img
        {...imgAttributes}
        srcSet={imgSrcSet}
        sizes={imgSrcSet ? shownSizes : undefined}
        alt={alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        // React 18 does not know fetchPriority; the lowercase attribute reaches the HTML as is.
        {...({ fetchpriority: priority ? 'high' : undefined } as object)}
      />
    </picture>
  );
}
