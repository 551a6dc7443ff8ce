import { Link } from '@remix-run/react';
import { API, UI } from '@desa/contract';

export function NotFound() {
  return <ErrorPage code="404" message={UI.notFoundPage} />;
}

export function ErrorPage({ code, message }: { code: string; message: string }) {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-24 pb-16 text-center">
      <p className="text-7xl font-extrabold text-brand-700 dark:text-brand-500">{code}</p>
      <h1 className="mt-4 text-xl font-semibold text-stone-900 md:text-2xl dark:text-white">{message}</h1>
      <Link to="/" className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800">
        {UI.backHome}
      </Link>
    </section>
  );
}

export function ServiceUnavailable({ status }: { status: number }) {
  return <ErrorPage code={String(status)} message={API.cmsUnavailable} />;
}
