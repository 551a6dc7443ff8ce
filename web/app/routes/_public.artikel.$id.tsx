import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { sanitizeHtml } from '@desa/contract';
import { DetailHeader } from '~/components/public/detail-header';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { CalendarIcon, UserIcon } from '~/components/icons';
import { JsonLd } from '~/components/public/json-ld';
import { RICH_TEXT_CLASS } from '~/components/public/rich-text';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { detailAnswer, readDetail } from '~/lib/preview.server';
import { useLocaleTexts } from '~/lib/i18n';
import { articleDetail, articleTexts } from '~/content/article';
import { localizedPath, requestLocale, useLocalizedPath } from '~/lib/locale';
import { articleJsonLd } from '~/lib/json-ld.server';
import { loaderMeta } from '~/components/public/meta';
import { loadSite, publicHeaders, siteOrigin } from '~/lib/public.server';
import { pageMeta } from '~/lib/seo.server';
import { excerpt, stripHtml } from '~/lib/text';
import type { Article } from '@desa/contract';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [{ record: article, preview }, site] = await Promise.all([
    readDetail<Article>(context, request, `/article/${encodeURIComponent(params.id ?? '')}?with=formats`),
    loadSite(context, locale),
  ]);
  // The CMS cleans content on write; cleaning again here (on the server, so DOMPurify never
  // ships to the browser) keeps a bad record or an old import from reaching the page.
  const content = sanitizeHtml(article.content);
  const description = excerpt(stripHtml(content));
  const origin = siteOrigin(request);
  return detailAnswer(
    {
      article: articleDetail(article, content, locale),
      jsonLd: articleJsonLd({ ...article, description }, { site, origin, url: origin + localizedPath(`/artikel/${article.id}`, locale), locale }),
      meta: [
        ...pageMeta({ request, site, title: article.title, description, image: article.thumbnail, type: 'article' }),
        { property: 'article:published_time', content: article.created_at },
        { property: 'article:modified_time', content: article.updated_at },
        { property: 'article:author', content: article.writer },
      ],
    },
    preview,
  );
}

export const headers = publicHeaders;
export const handle = SOLID_NAVBAR;

export const meta = loaderMeta;



export default function ArticleDetail() {
  const { article, jsonLd, preview } = useLoaderData<typeof loader>();
  const texts = useLocaleTexts(articleTexts);
  const href = useLocalizedPath();
  return (
    <article className="pb-20">
      <JsonLd data={jsonLd} />
      <DetailHeader preview={preview} back={{ to: href('/artikel'), label: texts.back }} image={article.images?.thumbnail} fallback={article.thumbnail} title={article.title}>
        <span className="inline-flex items-center gap-2">
          <CalendarIcon className="size-4 text-brand-700 dark:text-brand-500" />
          <time dateTime={article.created_at}>{article.createdLabel}</time>
        </span>
        <span className="inline-flex items-center gap-2">
          <UserIcon className="size-4 text-brand-700 dark:text-brand-500" />
          {article.writer}
        </span>
      </DetailHeader>
      <div className={`mx-auto mt-10 max-w-3xl px-4 sm:px-6 ${RICH_TEXT_CLASS}`} dangerouslySetInnerHTML={{ __html: article.content }} />
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
