// `/ulasan/terima-kasih?item=homestay/{id}` (and `/en/…`): where the guest lands once the review
// is sent (the form's link is used by then, so its own page would be the 404), with the way back
// to the item's page. Private like the form: never cached, kept or counted.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CONTENT_TYPES, reviewTexts as reviewMessages } from '@desa/contract';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { loaderMeta } from '~/components/public/meta';
import { cmsRead, nullWhenMissing } from '~/lib/cms.server';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import { localizedApiPath, localizedPath, requestLocale } from '~/lib/locale';
import { PRIVATE_CACHE_CONTROL, loadSite, publicHeaders } from '~/lib/public.server';
import { itemPagePath, thanksItem } from '~/lib/reviews.server';

const texts: ByLocale<{ title: string; back: (title: string) => string; home: string }> = {
  id: { title: 'Terima kasih!', back: (title) => `Kembali ke ${title}`, home: 'Kembali ke Beranda' },
  en: { title: 'Thank you!', back: (title) => `Back to ${title}`, home: 'Back to the home page' },
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const item = thanksItem(new URL(request.url));
  const [record, site] = await Promise.all([
    item ? nullWhenMissing(cmsRead<{ id: string; title: string }>(context, localizedApiPath(`/${CONTENT_TYPES[item.type].path}/${item.id}`, locale))) : null,
    loadSite(context, locale),
  ]);
  return data(
    {
      message: reviewMessages(locale).created,
      back: item && record ? { title: record.title, href: itemPagePath(item.type, record.id, locale) } : null,
      home: localizedPath('/', locale),
      meta: [{ title: `${texts[locale].title} | ${site.name}` }, { name: 'robots', content: 'noindex' }],
    },
    { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' } },
  );
}

export const headers = publicHeaders;
export const meta = loaderMeta;
export const handle = SOLID_NAVBAR;

export default function ReviewSent() {
  const { message, back, home } = useLoaderData<typeof loader>();
  const words = useLocaleTexts(texts);
  return (
    <article className="mx-auto max-w-xl px-4 pt-28 pb-20 sm:px-6">
      <div role="status" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        <h1 className="text-2xl font-extrabold text-stone-900 dark:text-white">{words.title}</h1>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{message}</p>
        <Link to={back?.href ?? home} className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {back ? words.back(back.title) : words.home}
        </Link>
      </div>
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
