import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { ImageVariant } from '@desa/contract';
import { ArrowLeftIcon, type Icon } from '~/components/icons';
import { DETAIL_PHOTO_SIZES } from '~/lib/images';
import { PreviewBanner } from './preview-banner';
import { ResponsiveImage } from './responsive-image';
import { SaveOffline } from './save-offline';

type DetailHeaderProps = {
  /** The record: its title and main photo. */
  record: { title: string; thumbnail: string | null; images?: { thumbnail?: ImageVariant } };
  back: { to: string; label: string };
  preview?: boolean;
  children: ReactNode;
};


/** Top of a detail page: back link (or, for a preview of a record not yet public, a banner saying so), main photo, title, the line under it and "Simpan untuk offline". */
export function DetailHeader({ record: { title, thumbnail, images }, back, preview = false, children }: DetailHeaderProps) {
  return (
    <header className="mx-auto max-w-6xl px-4 pt-24 sm:px-6">
      {preview ? <PreviewBanner /> : null}
      <Link to={back.to} className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500">
        <ArrowLeftIcon className="size-4" />
        {back.label}
      </Link>
      <ResponsiveImage
        image={images?.thumbnail}
        fallback={thumbnail}
        alt={title}
        sizes={DETAIL_PHOTO_SIZES}
        priority
        className="mt-5 aspect-[16/9] w-full rounded-3xl object-cover shadow-lg md:aspect-[21/9]"
      />
      <h1 className="mt-8 text-3xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 md:text-5xl dark:text-white">{title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-stone-600 dark:text-stone-400">{children}</div>
      {preview ? null : <SaveOffline />}
    </header>
  );
}

/** A fact under the page's title: where it is, who hosts or wrote it, when. */
export function HeaderFact({ icon: FactIcon, children }: { icon: Icon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <FactIcon className="size-4 text-brand-700 dark:text-brand-500" />
      {children}
    </span>
  );
}
