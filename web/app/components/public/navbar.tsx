import { Link, NavLink } from '@remix-run/react';
import { cn } from '~/lib/cn';
import { useTexts } from '~/lib/i18n';
import { useLocale, useLocalizedPath } from '~/lib/locale';
import type { Locale } from '@desa/contract';
import { hook } from '~/lib/public-hooks';
import { CloseIcon, LeafIcon, MenuIcon } from '~/components/icons';
import { LanguageSwitch } from './language-switch';
import { PublicThemeToggle } from './theme-toggle';

/** A page of the public menu after Beranda (an Indonesian path) with its label per language: the content types' (`PUBLIC_MENU` of `app/content`). */
export type PublicMenuEntry = { to: string; label: Record<Locale, string> };

/** The pages of the navigation with their labels in the page's language: Beranda, then `menu`. */
export function useNavItems(menu: PublicMenuEntry[]): Array<{ to: string; label: string }> {
  const { layout } = useTexts();
  const locale = useLocale();
  return [{ to: '/', label: layout.nav.home }, ...menu.map(({ to, label }) => ({ to, label: label[locale] }))];
}

/** The footer's id: the 'Kontak' entry scrolls to it. */
export const CONTACT_ID = 'kontak';

/**
 * Fixed navigation: transparent over the hero at the top of the page, solid once scrolled (the
 * public script sets `data-solid`) or from the start when `solid`.
 */
export function Navbar({ siteName, solid, menu }: { siteName: string; solid: boolean; menu: PublicMenuEntry[] }) {
  const { layout } = useTexts();
  const navItems = useNavItems(menu);
  const href = useLocalizedPath();
  return (
    <header
      {...hook('navbar', solid ? 'solid' : 'over-hero')}
      data-solid={solid}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,color,box-shadow] duration-300',
        'bg-white/95 text-stone-800 shadow-sm backdrop-blur dark:bg-stone-900/95 dark:text-stone-100',
        'data-[solid=false]:bg-transparent data-[solid=false]:bg-linear-to-b data-[solid=false]:from-black/50 data-[solid=false]:to-transparent',
        'data-[solid=false]:text-white data-[solid=false]:shadow-none data-[solid=false]:backdrop-blur-none',
        !solid && 'nav-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={href('/')} className="flex min-w-0 items-center gap-2 rounded-lg text-base font-bold tracking-tight sm:text-lg">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <LeafIcon className="size-5" />
          </span>
          <span className="truncate">{siteName}</span>
        </Link>
        <nav aria-label={layout.mainNav} className="flex items-center gap-1">
          <ul className="hidden items-center gap-1 lg:flex">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={href(item.to)}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn('rounded-full px-3 py-2 text-sm font-medium transition hover:bg-black/10 dark:hover:bg-white/10', isActive && 'underline decoration-2 underline-offset-8')
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a href={`#${CONTACT_ID}`} className="rounded-full px-3 py-2 text-sm font-medium transition hover:bg-black/10 dark:hover:bg-white/10">
                {layout.nav.contact}
              </a>
            </li>
            <li>
              <LanguageSwitch className="rounded-full px-3 py-2 text-sm ring-1 ring-current/30 hover:bg-black/10 dark:hover:bg-white/10" />
            </li>
          </ul>
          <PublicThemeToggle />
          <details {...hook('menu')} className="group lg:hidden">
            <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-full transition hover:bg-black/10 dark:hover:bg-white/10 [&::-webkit-details-marker]:hidden">
              <MenuIcon className="size-6 group-open:hidden" />
              <CloseIcon className="hidden size-6 group-open:block" />
              <span className="sr-only">{layout.menu}</span>
            </summary>
            <ul className="absolute inset-x-0 top-16 border-t border-stone-200 bg-white px-4 py-3 text-stone-800 shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={href(item.to)}
                    end={item.to === '/'}
                    className={({ isActive }) =>
                      cn('block rounded-lg px-3 py-3 font-medium hover:bg-stone-100 dark:hover:bg-stone-800', isActive && 'bg-brand-50 text-brand-800 dark:bg-stone-800 dark:text-brand-500')
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <a
                  href={`#${CONTACT_ID}`}
                  className="block rounded-lg px-3 py-3 font-medium hover:bg-stone-100 dark:hover:bg-stone-800"
                >
                  {layout.nav.contact}
                </a>
              </li>
              <li className="mt-2 border-t border-stone-200 pt-2 dark:border-stone-700">
                <LanguageSwitch full className="w-full rounded-lg px-3 py-3 hover:bg-stone-100 dark:hover:bg-stone-800" />
              </li>
            </ul>
          </details>
        </nav>
      </div>
    </header>
  );
}
