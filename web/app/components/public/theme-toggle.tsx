import { cn } from '~/lib/cn';
import { useTexts } from '~/lib/i18n';
import { hook } from '~/lib/public-hooks';
import { MoonIcon, SunIcon } from '~/components/icons';

/**
 * The public site's light/dark switch. The public pages do not hydrate React
 * (docs/decisions/0006), so the public script flips it; icon and label follow the `dark` class,
 * so the server needs no theme. The back office's is AdminThemeToggle (admin/top-bar.tsx).
 */
export function PublicThemeToggle({ className }: { className?: string }) {
  const { layout } = useTexts();
  return (
    <button
      type="button"
      {...hook('themeToggle')}
      className={cn('js-only inline-flex size-10 items-center justify-center rounded-full transition hover:bg-black/10 dark:hover:bg-white/10', className)}
    >
      <MoonIcon className="size-5 dark:hidden" />
      <SunIcon className="hidden size-5 dark:block" />
      <span className="sr-only dark:hidden">{layout.darkTheme}</span>
      <span className="sr-only hidden dark:inline">{layout.lightTheme}</span>
    </button>
  );
}
