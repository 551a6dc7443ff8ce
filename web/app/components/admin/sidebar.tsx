// The admin sidebar: 290 px, or 90 px when collapsed (a hover widens it again) from 1024 px
// up; below that a slide-over with a dimmed backdrop.
import { Form, NavLink, useLocation } from '@remix-run/react';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { ChevronDownIcon, CloseIcon, DotsIcon, LogOutIcon } from '~/components/icons';
import { Logo } from './logo';
import type { NavGroup, NavItem, SubItem } from './navigation';

const DESKTOP_QUERY = '(min-width: 1024px)';

type SidebarState = {
  expanded: boolean;
  mobileOpen: boolean;
  hovered: boolean;
  setHovered: (hovered: boolean) => void;
  /** From 1024 px the toggle collapses the desktop sidebar, below it opens the slide-over. */
  toggle: () => void;
  closeMobile: () => void;
};

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar harus dipakai di dalam SidebarProvider');
  return state;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(true);
  // The slide-over is open on the page it was opened on: navigating closes it.
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null);
  const [hovered, setHovered] = useState(false);
  const { pathname } = useLocation();
  const mobileOpen = mobileOpenOn === pathname;

  const toggle = useCallback(() => {
    if (window.matchMedia(DESKTOP_QUERY).matches) setExpanded((value) => !value);
    else setMobileOpenOn((openOn) => (openOn === pathname ? null : pathname));
  }, [pathname]);
  const closeMobile = useCallback(() => setMobileOpenOn(null), []);

  // The slide-over closes once the desktop sidebar takes over.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && closeMobile();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [closeMobile]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMobile();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen, closeMobile]);

  const value = useMemo(
    () => ({ expanded, mobileOpen, hovered, setHovered, toggle, closeMobile }),
    [expanded, mobileOpen, hovered, toggle, closeMobile],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

const itemClass =
  'group flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors max-lg:min-h-11 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600';
const idleClass = 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/5';
const activeClass = 'bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-100';

function isOnPath(pathname: string, path: string) {
  return path === '/admin' ? pathname === '/admin' || pathname === '/admin/' : pathname.startsWith(path);
}

function groupOfPath(groups: NavGroup[], pathname: string): string | null {
  for (const group of groups) {
    for (const item of group.items) {
      if ('subItems' in item && item.subItems.some((sub) => 'path' in sub && !sub.external && isOnPath(pathname, sub.path))) {
        return item.name;
      }
    }
  }
  return null;
}

/** A count beside a page's item, and what it counts for a screen reader. */
export type Badge = { count: number; label: string };

/** `badges`: by path (what waits in Pemesanan). */
export function AdminSidebar({ groups, badges = {} }: { groups: NavGroup[]; badges?: Record<string, Badge> }) {
  const { expanded, mobileOpen, hovered, setHovered, closeMobile } = useSidebar();
  const { pathname } = useLocation();
  const wide = expanded || hovered || mobileOpen;
  // Only one sub-menu is open at a time; the one holding the current page opens by itself.
  const [choice, setChoice] = useState<{ on: string; submenu: string | null } | null>(null);
  const openSubmenu = choice?.on === pathname ? choice.submenu : groupOfPath(groups, pathname);
  const narrowOnly = wide ? '' : 'lg:sr-only';

  return (
    <>
      <div
        aria-hidden="true"
        onClick={closeMobile}
        className={cn('fixed inset-0 z-40 bg-slate-900/50 transition-opacity lg:hidden', mobileOpen ? 'opacity-100' : 'pointer-events-none opacity-0')}
      />
      <aside
        id="admin-sidebar"
        aria-label="Navigasi admin"
        onMouseEnter={() => !expanded && setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        className={cn(
          'fixed top-0 left-0 z-50 flex h-dvh w-[290px] flex-col border-r border-slate-200 bg-white px-5 transition-all duration-300 ease-in-out',
          'dark:border-slate-800 dark:bg-slate-900',
          mobileOpen ? 'visible translate-x-0 shadow-2xl' : 'invisible -translate-x-full',
          'lg:visible lg:translate-x-0 lg:shadow-none',
          wide ? 'lg:w-[290px]' : 'lg:w-[90px]',
        )}
      >
        <div className={cn('flex items-center justify-between py-7', !wide && 'lg:justify-center')}>
          <Logo showName={wide} />
          <button
            type="button"
            onClick={closeMobile}
            aria-label="Tutup menu"
            className="flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Menu admin" className="-mx-2 flex flex-1 flex-col gap-6 overflow-y-auto px-2 pb-8">
          {groups.map((group) => (
            <div key={group.title}>
              <h2
                className={cn(
                  'mb-3 flex px-3 text-xs font-medium tracking-wider text-slate-500 uppercase dark:text-slate-400',
                  !wide && 'lg:justify-center lg:px-0',
                )}
              >
                <span className={narrowOnly}>{group.title}</span>
                {!wide ? <DotsIcon className="hidden lg:block" /> : null}
              </h2>
              <ul className="flex flex-col gap-1">
                {group.items.map((item) => (
                  <li key={item.name}>
                    {'subItems' in item ? (
                      <SubMenu
                        item={item}
                        wide={wide}
                        open={openSubmenu === item.name}
                        onToggle={() => setChoice({ on: pathname, submenu: openSubmenu === item.name ? null : item.name })}
                      />
                    ) : (
                      <NavLink
                        to={item.path}
                        end={item.path === '/admin'}
                        prefetch="intent"
                        className={({ isActive }) => cn(itemClass, isActive ? activeClass : idleClass, !wide && 'lg:justify-center')}
                      >
                        <span className="relative">
                          <item.icon className="size-5 shrink-0" />
                          {badges[item.path]?.count && !wide ? <span aria-hidden="true" className="absolute -top-1 -right-1 size-2.5 rounded-full bg-red-600" /> : null}
                        </span>
                        <span className={narrowOnly}>{item.name}</span>
                        {badges[item.path]?.count ? (
                          <span className={cn('ml-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white', narrowOnly)} aria-label={badges[item.path].label}>
                            {badges[item.path].count}
                          </span>
                        ) : null}
                      </NavLink>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
    </>
  );
}

function SubMenu({ item, wide, open, onToggle }: { item: Extract<NavItem, { subItems: SubItem[] }>; wide: boolean; open: boolean; onToggle: () => void }) {
  const listId = useId();
  const { pathname } = useLocation();
  const current = item.subItems.some((sub) => 'path' in sub && !sub.external && isOnPath(pathname, sub.path));
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className={cn(itemClass, current ? activeClass : idleClass, !wide && 'lg:justify-center')}
      >
        <item.icon className="size-5 shrink-0" />
        <span className={cn('flex-1 text-left', !wide && 'lg:sr-only')}>{item.name}</span>
        <ChevronDownIcon className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180', !wide && 'lg:hidden')} />
      </button>
      <ul id={listId} hidden={!open} className={cn('mt-1 ml-9 flex flex-col gap-1', !wide && 'lg:hidden')}>
        {item.subItems.map((sub) => (
          <li key={sub.name}>
            {'signOut' in sub ? (
              <Form method="post" action="/signout">
                <button type="submit" className={cn(itemClass, idleClass, 'py-2')}>
                  <LogOutIcon className="size-4" />
                  {sub.name}
                </button>
              </Form>
            ) : sub.external ? (
              <a href={sub.path} target="_blank" rel="noopener" className={cn(itemClass, idleClass, 'py-2')}>
                {sub.name}
                <span className="sr-only"> (tab baru)</span>
              </a>
            ) : (
              <NavLink to={sub.path} className={({ isActive }) => cn(itemClass, isActive ? activeClass : idleClass, 'py-2')}>
                {sub.name}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
