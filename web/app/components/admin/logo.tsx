import { Link } from '@remix-run/react';
import { cn } from '~/lib/cn';

/** The village mark, linking to the public home page. */
export function Logo({ showName = true, className, tone = 'default' }: { showName?: boolean; className?: string; tone?: 'default' | 'light' }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-3 rounded-lg', className)}>
      <img src="/favicon.svg" alt="" width={40} height={40} className="size-10 shrink-0 max-sm:size-11" />
      <span
        className={cn(
          'text-lg leading-tight font-bold whitespace-nowrap',
          tone === 'light' ? 'text-white' : 'text-slate-900 dark:text-white',
          !showName && 'sr-only',
        )}
      >
        Desa Wisata
      </span>
    </Link>
  );
}
