// A record's image, or an icon when there is none, it is broken or the device is offline.
import { useEffect, useRef, useState } from 'react';
import type { ImageVariant } from '@desa/contract';
import { cn } from '~/lib/cn';
import { ImageOffIcon } from '~/components/icons';

type RecordImageProps = {
  src: string | null;
  variant?: ImageVariant;
  alt: string;
  className?: string;
  /** The `sizes` of the responsive variants. */
  sizes?: string;
};

export function RecordImage({ src, variant, alt, className, sizes = '(min-width: 768px) 33vw, 100vw' }: RecordImageProps) {
  // The failure belongs to one URL: another image gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== null && failedSrc === src;
  const imageRef = useRef<HTMLImageElement>(null);
  // A load that failed before hydration fires no React onError: look once mounted.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn('flex items-center justify-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500', className)}
      >
        <ImageOffIcon className="size-10" />
      </div>
    );
  }
  return (
    <img
      ref={imageRef}
      src={variant?.url ?? src}
      srcSet={variant?.srcset || undefined}
      sizes={variant?.srcset ? sizes : undefined}
      width={variant?.width ?? undefined}
      height={variant?.height ?? undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-slate-100 object-cover dark:bg-slate-800', className)}
    />
  );
}
