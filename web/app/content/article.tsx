// Artikel on the web: its icon, its place in the public menu, its public pages' words, its card
// and its page (`/artikel`, `/artikel/{id}`).
import { formatDate, type Article, type Locale } from '@desa/contract';
import { CardImage, CardLink, CardShell, CardTitle, Detail } from '~/components/public/cards';
import { ArticleIcon, CalendarIcon, UserIcon } from '~/components/icons';
import { DetailHeader, HeaderFact } from '~/components/public/detail-header';
import type { DetailPageProps, PublicFace } from '~/lib/public-face';
import { RICH_TEXT_CLASS } from '~/components/public/rich-text';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import type { MenuEntry } from '~/content';
import { excerpt, stripHtml } from '~/lib/text';

export const icon = ArticleIcon;

export const menu = { position: 5, label: { id: 'Artikel', en: 'Articles' } } satisfies MenuEntry;

const id = {
  title: 'Artikel',
  description: 'Cerita, tradisi dan kabar terbaru dari desa, ditulis oleh warga.',
  list: 'Daftar artikel',
  empty: 'Belum ada artikel',
  soon: 'Cerita dan kabar dari desa akan segera hadir di sini.',
  link: 'Baca Artikel',
  back: 'Semua artikel',
};

export const articleTexts: ByLocale<typeof id> = {
  id,
  en: {
    title: 'Articles',
    description: 'Stories, traditions and the latest news from the village, written by the people who live here.',
    list: 'Articles',
    empty: 'No articles yet',
    soon: 'Stories and news from the village will appear here soon.',
    link: 'Read Article',
    back: 'All articles',
  },
};

/** What an article's card shows, shaped and formatted on the server. */
export function articleCard({ id, title, writer, thumbnail, images, created_at }: Article, locale: Locale = 'id') {
  return {
    id,
    title,
    writer,
    thumbnail,
    images,
    created_at,
    createdLabel: formatDate(created_at, locale),
  };
}
export type ArticleCardView = ReturnType<typeof articleCard>;

/** What its page shows, shaped and formatted on the server. */
export function articleDetail(article: Article, content: string, locale: Locale = 'id') {
  return {
    id: article.id,
    title: article.title,
    writer: article.writer,
    thumbnail: article.thumbnail,
    images: article.images,
    created_at: article.created_at,
    createdLabel: formatDate(article.created_at, locale),
    content,
  };
}

export function ArticleCard({ article }: { article: ArticleCardView }) {
  const texts = useLocaleTexts(articleTexts);
  return (
    <CardShell image={<CardImage card={article} />}>
      <CardTitle>{article.title}</CardTitle>
      <Detail icon={<CalendarIcon className="size-4" />}>
        <time dateTime={article.created_at}>{article.createdLabel}</time>
      </Detail>
      <Detail icon={<UserIcon className="size-4" />}>{article.writer}</Detail>
      <CardLink to={`/artikel/${article.id}`} label={texts.link} title={article.title} />
    </CardShell>
  );
}

function ArticlePage({ page: article, preview, back }: DetailPageProps<ReturnType<typeof articleDetail>>) {
  return (
    <>
      <DetailHeader record={article} back={back} preview={preview}>
        <HeaderFact icon={CalendarIcon}>
          <time dateTime={article.created_at}>{article.createdLabel}</time>
        </HeaderFact>
        <HeaderFact icon={UserIcon}>{article.writer}</HeaderFact>
      </DetailHeader>
      <div className={`mx-auto mt-10 max-w-3xl px-4 sm:px-6 ${RICH_TEXT_CLASS}`} dangerouslySetInnerHTML={{ __html: article.content }} />
    </>
  );
}

export const site: PublicFace<Article, ArticleCardView, ReturnType<typeof articleDetail>> = {
  kind: 'article',
  texts: articleTexts,
  card: (article, { locale }) => articleCard(article, locale),
  Card: ({ card }) => <ArticleCard article={card} />,
  list: {},
  detail: {
    // The CMS cleans content on write; cleaning again here keeps a bad record or an old import from reaching the page.
    page: (article, { locale, sanitize }) => articleDetail(article, sanitize(article.content), locale),
    description: (article) => excerpt(stripHtml(article.content)),
    article: (article) => ({ published: article.created_at, modified: article.updated_at, author: article.writer }),
    jsonLd: (article, { site, url, origin, locale }) => ({
      '@context': 'https://schema.org',
      '@type': 'Article',
      inLanguage: locale,
      headline: article.title,
      description: excerpt(stripHtml(article.content)),
      mainEntityOfPage: url,
      image: article.thumbnail ? [article.thumbnail] : undefined,
      datePublished: article.created_at,
      dateModified: article.updated_at,
      author: { '@type': 'Person', name: article.writer },
      publisher: { '@type': 'Organization', name: site.name, url: origin },
    }),
    Body: ArticlePage,
  },
};
