// `/ulasan/terima-kasih?item=homestay/{id}` (and `/en/…`): where the guest lands once the review
// is sent, with the way back to the item's page; with `&terkirim=1`, where a used link lands
// ("Ulasan Anda sudah terkirim"). Private like the form: never cached, kept or counted.
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
import { ALREADY_SENT_PARAM, itemPagePath, thanksItem } from '~/lib/reviews.server';

const texts: ByLocale<{ title: string; sentTitle: string; sent: string; back: (title: string) => string; home: string }> = {
  id: {
    title: 'Terima kasih!',
    sentTitle: 'Ulasan Anda sudah terkirim',
    sent: 'Tautan ulasan hanya bisa dipakai sekali, dan ulasan Anda sudah kami terima. Terima kasih telah berkunjung!',
    back: (title) => `Kembali ke ${title}`,
    home: 'Kembali ke Beranda',
  },
  en: {
    title: 'Thank you!',
    sentTitle: 'Your review has been sent',
    sent: 'A review link works once, and we already have your review. Thank you for visiting!',
    back: (title) => `Back to ${title}`,
    home: 'Back to the home page',
  },
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const item = thanksItem(url);
  const alreadySent = url.searchParams.has(ALREADY_SENT_PARAM);
  const [record, site] = await Promise.all([
    item ? nullWhenMissing(cmsRead<{ id: string; title: string }>(context, localizedApiPath(`/${CONTENT_TYPES[item.type].path}/${item.id}`, locale))) : null,
    loadSite(context, locale),
  ]);
  return data(
    {
      alreadySent,
      message: alreadySent ? texts[locale].sent : reviewMessages(locale).created,
      back: item && record ? { title: record.title, href: itemPagePath(item.type, record.id, locale) } : null,
      home: localizedPath('/', locale),
      meta: [{ title: `${alreadySent ? texts[locale].sentTitle : texts[locale].title} | ${site.name}` }, { name: 'robots', content: 'noindex' }],
    },
    { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' } },
  );
}

export const headers = publicHeaders;
export const meta = loaderMeta;
export const handle = SOLID_NAVBAR;

export default function ReviewSent() {
  const { alreadySent, message, back, home } = useLoaderData<typeof loader>();
  const words = useLocaleTexts(texts);
  return (
    <article className="mx-auto max-w-xl px-4 pt-28 pb-20 sm:px-6">
      <div role="status" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        <h1 className="text-2xl font-extrabold text-stone-900 dark:text-white">{alreadySent ? words.sentTitle : words.title}</h1>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{message}</p>
        <Link to={back?.href ?? home} className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {back ? words.back(back.title) : words.home}
        </Link>
      </div>
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
