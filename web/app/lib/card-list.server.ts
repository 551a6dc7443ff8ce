// The loader of a public list page of cards (`/wisata`, `/artikel`, `/agenda`): one page of the
// type's records in the page's language, shaped into cards, with the page's title and description.
import type { AppLoadContext } from '@remix-run/node';
import type { Locale } from '@desa/contract';
import { requestLocale } from './locale';
import { loadListPage, loadSite } from './public.server';
import { pageMeta, pageTitle } from './seo.server';

type CardList<Item, Card> = {
  /** Its /api/v1 list, `/tour/all`. */
  path: string;
  perPage?: number;
  /** Query parameters the CMS filters by (`upcoming=1`). */
  filters?: Record<string, string>;
  /** The page's title and description in the page's language. */
  texts: (locale: Locale) => { title: string; description: string };
  card: (item: Item, locale: Locale) => Card;
};

export async function loadCardList<Item, Card>(
  { request, context }: { request: Request; context: AppLoadContext },
  { path, perPage = 9, filters, texts, card }: CardList<Item, Card>,
) {
  const locale = requestLocale(request);
  const { title, description } = texts(locale);
  const [list, site] = await Promise.all([loadListPage<Item>(request, context, path, perPage, filters), loadSite(context, locale)]);
  return {
    cards: list.data.map((item) => card(item, locale)),
    page: list.current_page,
    lastPage: list.last_page,
    meta: pageMeta({ request, site, title: pageTitle(title, list.current_page, locale), description }),
  };
}
