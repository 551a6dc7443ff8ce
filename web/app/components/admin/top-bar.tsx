// The sticky top bar: sidebar toggle, the hidden Ctrl+K menu search, theme and user menu.
import { Form, Link, useLocation, useNavigate } from '@remix-run/react';
import { PROFILE } from '@desa/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { currentTheme, setTheme } from '~/components/theme';
import { cn } from '~/lib/cn';
import type { User } from '@desa/contract';
import { ChevronDownIcon, CloseIcon, LogOutIcon, MenuIcon, MoonIcon, SearchIcon, SunIcon, UserIcon } from '~/components/icons';
import { Logo } from './logo';
import type { SearchTarget } from './navigation';
import { useSidebar } from './sidebar';

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

/** `user` missing means the profile could not be loaded (the admin error page). */
export function AdminTopBar({ user, searchTargets }: { user: User | null; searchTargets: SearchTarget[] }) {
  const { toggle, mobileOpen } = useSidebar();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="flex items-center justify-between gap-3 px-3 py-3 sm:px-4 lg:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <button
            type="button"
            onClick={toggle}
            aria-controls="admin-sidebar"
            aria-label="Buka atau tutup sidebar"
            className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-200 text-slate-600 hover:bg-slate-100 lg:size-11 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <Logo className="lg:hidden" showName={false} />
          <MenuSearch targets={searchTargets} />
        </div>
        <div className="flex items-center gap-2 sm:gap-3">
          <AdminThemeToggle />
          {user ? <UserMenu user={user} /> : <ProfileState text={PROFILE.loadFailed} />}
        </div>
      </div>
    </header>
  );
}

function ProfileState({ text }: { text: string }) {
  return (
    <span role="status" className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
      <UserIcon />
      {/* The page under the bar says it too; a phone's bar has no room for the sentence. */}
      <span className="sr-only sm:not-sr-only">{text}</span>
    </span>
  );
}

/** The back office's light/dark switch, a hydrated button. The public site's, flipped without React, is PublicThemeToggle. */
function AdminThemeToggle() {
  return (
    <button
      type="button"
      onClick={() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
      aria-label="Ganti tema terang atau gelap"
      className="flex size-11 items-center justify-center rounded-full border border-slate-200 text-slate-500 hover:bg-slate-100 hover:text-slate-700 lg:size-11 dark:border-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200"
    >
      <MoonIcon className="dark:hidden" />
      <SunIcon className="hidden dark:block" />
    </button>
  );
}

function UserMenu({ user }: { user: User }) {
  // Open on the page it was opened on: navigating closes it.
  const location = useLocation();
  const here = location.pathname + location.search;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const setOpen = useCallback((value: boolean) => setOpenOn(value ? here : null), [here]);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, setOpen]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Menu pengguna ${user.name}`}
        className="flex items-center gap-2 rounded-full py-1 pr-1 pl-1 text-slate-700 hover:bg-slate-100 sm:pr-2 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <img
          src={user.image_url || AVATAR_PLACEHOLDER}
          alt=""
          width={40}
          height={40}
          className="size-9 rounded-full bg-slate-100 object-cover lg:size-10 dark:bg-slate-800"
        />
        <span className="hidden max-w-40 truncate text-sm font-medium sm:block">{user.name}</span>
        <ChevronDownIcon className={cn('hidden size-4 transition-transform sm:block', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 mt-3 w-64 rounded-2xl border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="border-b border-slate-200 px-2 pb-3 dark:border-slate-800">
          <p className="truncate text-sm font-medium text-slate-800 dark:text-slate-100">{user.name}</p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
        </div>
        <ul className="flex flex-col gap-1 py-3">
          <li>
            <Link
              to="/admin/profile"
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/5"
            >
              <UserIcon />
              Edit profile
            </Link>
          </li>
        </ul>
        <Form method="post" action="/signout" className="border-t border-slate-200 pt-3 dark:border-slate-800">
          <button
            type="submit"
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/5"
          >
            <LogOutIcon />
            Sign Out
          </button>
        </Form>
      </div>
    </div>
  );
}

/** Hidden until Ctrl/Cmd+K (or Tab) focuses it: jumps to an admin page by name. */
function MenuSearch({ targets }: { targets: SearchTarget[] }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = useId();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const needle = query.trim().toLowerCase();
  const results = targets.filter((target) => target.name.toLowerCase().includes(needle));
  const go = (to: string) => {
    setQuery('');
    inputRef.current?.blur();
    navigate(to);
  };

  return (
    <div className={focused ? 'fixed inset-x-3 top-3 z-50 mx-auto max-w-md' : 'sr-only'}>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-400" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="Cari menu"
          aria-expanded={focused}
          // The list exists only while the field has focus.
          aria-controls={focused ? listId : undefined}
          aria-activedescendant={focused && results[active] ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder="Cari menu... (Ctrl+K)"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((index) => Math.min(index + 1, results.length - 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((index) => Math.max(index - 1, 0));
            } else if (event.key === 'Enter' && results[active]) {
              event.preventDefault();
              go(results[active].to);
            } else if (event.key === 'Escape') {
              setQuery('');
              inputRef.current?.blur();
            }
          }}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-11 text-sm text-slate-800 shadow-lg focus:border-brand-500 focus:outline-hidden focus:ring-3 focus:ring-brand-500/20 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
      </div>
      {focused ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Hasil pencarian menu"
          className="mt-2 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {results.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">Tidak ada data</li>
          ) : (
            results.map((target, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the field handles the keys (aria-activedescendant)
              <li
                key={target.to}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the field so the list does not vanish before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(target.to)}
                className={cn(
                  'cursor-pointer rounded-lg px-3 py-2 text-sm',
                  index === active ? 'bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-100' : 'text-slate-700 dark:text-slate-300',
                )}
              >
                {target.name}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
