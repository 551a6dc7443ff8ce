import { Link, NavLink, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { cn } from '~/lib/cn';
import { CloseIcon, LeafIcon, MenuIcon } from './icons';
import { ThemeToggle } from './theme-toggle';
import { useScrollPast } from './use-scroll-past';

export const NAV_ITEMS = [
  { to: '/', label: 'Beranda' },
  { to: '/wisata', label: 'Wisata' },
  { to: '/agenda', label: 'Agenda' },
  { to: '/artikel', label: 'Artikel' },
  { to: '/galeri', label: 'Galeri' },
] as const;

/** The footer's id: the 'Kontak' entry scrolls to it. */
export const CONTACT_ID = 'kontak';

const leftTheTop = () => 8;

/** Fixed navigation: transparent over the hero at the top of the page, solid once scrolled or when `solid`. */
export function Navbar({ siteName, solid }: { siteName: string; solid: boolean }) {
  const scrolled = useScrollPast(leftTheTop);
  const isSolid = solid || scrolled;
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const closeOnOutsideClickOrEscape = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
        if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', closeOnOutsideClickOrEscape);
    document.addEventListener('keydown', closeOnOutsideClickOrEscape);
    return () => {
      document.removeEventListener('click', closeOnOutsideClickOrEscape);
      document.removeEventListener('keydown', closeOnOutsideClickOrEscape);
    };
  }, []);

  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };

  return (
    <header
      data-solid={isSolid}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,color,box-shadow] duration-300',
        isSolid
          ? 'bg-white/95 text-stone-800 shadow-sm backdrop-blur dark:bg-stone-900/95 dark:text-stone-100'
          : 'nav-transparent bg-linear-to-b from-black/50 to-transparent text-white',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded-lg text-base font-bold tracking-tight sm:text-lg">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <LeafIcon className="size-5" />
          </span>
          <span className="truncate">{siteName}</span>
        </Link>
        <nav aria-label="Navigasi utama" className="flex items-center gap-1">
          <ul className="hidden items-center gap-1 md:flex">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
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
                Kontak
              </a>
            </li>
          </ul>
          <ThemeToggle />
          <details ref={menu} className="group md:hidden">
            <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-full transition hover:bg-black/10 dark:hover:bg-white/10 [&::-webkit-details-marker]:hidden">
              <MenuIcon className="size-6 group-open:hidden" />
              <CloseIcon className="hidden size-6 group-open:block" />
              <span className="sr-only">Menu</span>
            </summary>
            <ul className="absolute inset-x-0 top-16 border-t border-stone-200 bg-white px-4 py-3 text-stone-800 shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    onClick={closeMenu}
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
                  onClick={closeMenu}
                  className="block rounded-lg px-3 py-3 font-medium hover:bg-stone-100 dark:hover:bg-stone-800"
                >
                  Kontak
                </a>
              </li>
            </ul>
          </details>
        </nav>
      </div>
    </header>
  );
}
