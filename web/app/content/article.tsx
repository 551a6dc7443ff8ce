// Artikel on the web: its icon, its place in the public menu, its public pages' words and its
// card (`/artikel`).
import { formatDate, type Article, type Locale } from '@desa/contract';
import { CardImage, CardLink, CardShell, CardTitle, Detail } from '~/components/public/cards';
import { ArticleIcon, CalendarIcon, UserIcon } from '~/components/icons';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import type { MenuEntry } from '~/content';

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
  return { id, title, writer, thumbnail, images, created_at, createdLabel: formatDate(created_at, locale) };
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
