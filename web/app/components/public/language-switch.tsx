import { useLocation } from '@remix-run/react';
import { cn } from '~/lib/cn';
import { useTexts } from '~/lib/i18n';
import { localeOfPath, pathInLocale } from '~/lib/locale';
import { GlobeIcon } from '~/components/icons';

/**
 * A plain link to the same page in the other language ('/wisata/5?page=2' ↔ '/en/wisata/5?page=2'),
 * so it works without JavaScript. The navbar shows the short code, the phone menu the full name.
 */
export function LanguageSwitch({ full = false, className }: { full?: boolean; className?: string }) {
  const { pathname, search } = useLocation();
  const other = localeOfPath(pathname) === 'en' ? 'id' : 'en';
  const { otherLanguage } = useTexts().layout;
  return (
    <a
      href={pathInLocale(pathname, search, other)}
      hrefLang={other}
      lang={other}
      aria-label={full ? undefined : otherLanguage.name}
      className={cn('inline-flex items-center gap-1.5 font-medium transition', className)}
    >
      <GlobeIcon className={full ? 'size-5' : 'size-4'} />
      {full ? otherLanguage.name : otherLanguage.short}
    </a>
  );
}
