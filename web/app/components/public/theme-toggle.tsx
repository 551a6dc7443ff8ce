import { currentTheme, setTheme } from '~/components/theme';
import { cn } from '~/lib/cn';
import { MoonIcon, SunIcon } from './icons';

/** Light/dark switch. Icon and label follow the `dark` class, so the server needs no theme. */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
      className={cn('js-only inline-flex size-10 items-center justify-center rounded-full transition hover:bg-black/10 dark:hover:bg-white/10', className)}
    >
      <MoonIcon className="size-5 dark:hidden" />
      <SunIcon className="hidden size-5 dark:block" />
      <span className="sr-only dark:hidden">Aktifkan tema gelap</span>
      <span className="sr-only hidden dark:inline">Aktifkan tema terang</span>
    </button>
  );
}
