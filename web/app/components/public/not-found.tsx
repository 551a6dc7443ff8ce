import { Link } from '@remix-run/react';
import { errorPageTexts, useTexts } from '~/lib/i18n';
import { useLocalizedPath } from '~/lib/locale';
import { VillageBackdrop } from './page-hero';

export function NotFound() {
  return <ErrorPage status={404} />;
}

/** An unknown page (404), a refused request (403, 405), or the CMS out of reach (5xx). */
export function ErrorPage({ status }: { status: number }) {
  const texts = useTexts();
  return <ErrorPageLayout code={String(status)} message={errorPageTexts(texts, status).message} backHome={texts.errors.backHome} />;
}

/** Shown over the village photo, like the pages' heroes, so the navbar reads well in any state. */
function ErrorPageLayout({ code, message, backHome }: { code: string; message: string; backHome: string }) {
  const href = useLocalizedPath();
  return (
    <section className="relative isolate flex min-h-[75vh] flex-col items-center justify-center overflow-hidden bg-brand-900 px-4 pt-24 pb-16 text-center text-white">
      <VillageBackdrop />
      <div className="absolute inset-0 -z-10 bg-black/65" />
      <p className="text-7xl font-extrabold text-amber-300 md:text-8xl">{code}</p>
      <h1 className="mt-4 max-w-xl text-xl font-semibold text-balance md:text-2xl">{message}</h1>
      <Link to={href('/')} className="mt-8 rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50">
        {backHome}
      </Link>
    </section>
  );
}
