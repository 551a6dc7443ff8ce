// A public list page of cards: the hero, links that narrow the list (optional), the grid or an
// empty state, and the page links.
import type { ReactNode } from 'react';
import { CardGrid } from './cards';
import { PublicEmptyState } from './empty-state';
import { PageHero } from './page-hero';
import { Pagination } from './pagination';

type CardListPageProps = {
  texts: { title: string; description: string; list: string };
  empty: { title: string; description: string };
  page: number;
  lastPage: number;
  filters?: ReactNode;
  /** The cards laid out by the type, instead of the grid of `children`. */
  layout?: ReactNode;
  /** The cards, each an `<li>`. */
  children: ReactNode[];
};

export function CardListPage({ texts, empty, page, lastPage, filters, layout, children }: CardListPageProps) {
  return (
    <>
      <PageHero title={texts.title} description={texts.description} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        {filters}
        {layout ??
          (children.length ? (
            <CardGrid withHeading label={texts.list}>
              {children}
            </CardGrid>
          ) : (
            <PublicEmptyState title={empty.title} description={empty.description} />
          ))}
        <Pagination current={page} last={lastPage} />
      </div>
    </>
  );
}
