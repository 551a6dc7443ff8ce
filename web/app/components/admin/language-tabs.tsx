// The two language tabs of an edit modal or the village profile (issue 13), the list badge of
// a record with no English version yet, and the English notice. The admin stays Indonesian.
import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { LOCALES, type Locale } from '@desa/contract';
import { cn } from '~/lib/cn';
import { modalHref } from '~/lib/modal-url';
import { Hint } from './fields';

/** The admin edits a record in each of the content's languages. */
export type Language = Locale;

export const LANGUAGE_NAMES: Record<Language, string> = { id: 'Bahasa Indonesia', en: 'Bahasa Inggris' };
export const NO_ENGLISH = 'Belum ada versi Inggris';

/** Tabs as links, so they work before the page's JavaScript runs; `hrefOf` gives each tab's URL. */
export function TabLinks({ active, hrefOf }: { active: Language; hrefOf: (language: Language) => string }) {
  const location = useLocation();
  return (
    <nav aria-label="Bahasa" className="mb-5 border-b border-slate-200 dark:border-slate-800">
      <ul className="-mb-px flex gap-1">
        {LOCALES.map((language) => (
          <li key={language}>
            <Link
              to={hrefOf(language)}
              replace
              state={location.state}
              preventScrollReset
              aria-current={language === active ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-medium transition',
                language === active
                  ? 'border-brand-600 text-brand-700 dark:border-brand-500 dark:text-white'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )}
            >
              {LANGUAGE_NAMES[language]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The tabs of a record's edit modal: `?ubah=<id>` and `?inggris=<id>`. */
export function LanguageTabs({ id, active }: { id: string; active: Language }) {
  const { search } = useLocation();
  return <TabLinks active={active} hrefOf={(language) => modalHref(search, language === 'en' ? 'inggris' : 'ubah', id)} />;
}

/** On a list: marks a record whose English version is still missing. */
export function EnglishBadge({ missing, className }: { missing: boolean; className?: string }) {
  if (!missing) return null;
  return (
    <span className={cn('inline-flex w-fit items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-900', className)}>
      {NO_ENGLISH}
    </span>
  );
}

/** Above an English form: what saving does while there is no English version yet. */
export function EnglishNotice({ missing }: { missing: boolean }) {
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 sm:col-span-2 dark:bg-slate-800/60 dark:text-slate-300">
      {missing
        ? `${NO_ENGLISH}: situs bahasa Inggris menampilkan teks Bahasa Indonesia. Isi semua kolom lalu simpan untuk membuatnya.`
        : 'Teks ini tampil di situs bahasa Inggris (/en). Harga, tanggal, gambar dan data lain mengikuti versi Bahasa Indonesia.'}
    </p>
  );
}

/** Under an English field: the Indonesian text it translates. */
export function Original({ children }: { children: ReactNode }) {
  return (
    <Hint>
      <span className="font-medium">Bahasa Indonesia:</span> <span className="line-clamp-2">{children}</span>
    </Hint>
  );
}
