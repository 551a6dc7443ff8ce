import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PAGE_PARAMS, type Option, type Product } from '@desa/contract';
import { CardListPage } from '~/components/public/card-list-page';
import { FilterLink } from '~/components/public/filter-link';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { loaderMeta } from '~/components/public/meta';
import { ProductCard, productCard, productTexts, type ProductCardView } from '~/content/product';
import { loadCardList } from '~/lib/card-list.server';
import { cmsRead } from '~/lib/cms.server';
import { useLocaleTexts } from '~/lib/i18n';
import { localizedApiPath, requestLocale, useLocalizedPath } from '~/lib/locale';
import { notFound, publicHeaders } from '~/lib/public.server';

const CATEGORY = 'Kategori Produk';

/** The product categories: their Indonesian name (the filter's value in both languages) and their name in the page's language. */
async function loadCategories(args: LoaderFunctionArgs) {
  const locale = requestLocale(args.request);
  const path = `/setting/all?category=${encodeURIComponent(CATEGORY)}`;
  const [indonesian, localized] = await Promise.all([cmsRead<Option[]>(args.context, path), cmsRead<Option[]>(args.context, localizedApiPath(path, locale))]);
  const names = new Map(localized.map((option) => [option.id, option.name]));
  return indonesian.map((option) => ({ value: option.name, label: names.get(option.id) ?? option.name }));
}

/** "Produk Desa: Makanan" for one category's list. */
const listTitle = (title: string, category: string | null) => (category ? `${title}: ${category}` : title);

export async function loader(args: LoaderFunctionArgs) {
  const asked = new URL(args.request.url).searchParams.get(PAGE_PARAMS.productCategory);
  const categories = await loadCategories(args);
  // An unknown category is a missing page, not an empty one (and no cache entry per made-up name).
  const category = asked === null ? null : categories.find((option) => option.value === asked);
  if (category === undefined) throw notFound();
  const list = await loadCardList<Product, ProductCardView>(args, {
    path: '/product/all',
    filters: category ? { category: category.value } : {},
    texts: (locale) => ({ ...productTexts[locale], title: listTitle(productTexts[locale].title, category?.label ?? null) }),
    card: productCard,
  });
  return { categories, category: category?.value ?? null, categoryLabel: category?.label ?? null, ...list };
}

export const headers = publicHeaders;

export const meta = loaderMeta;

export default function Products() {
  const { categories, category, categoryLabel, cards, page, lastPage } = useLoaderData<typeof loader>();
  const productsTexts = useLocaleTexts(productTexts);
  const texts = { ...productsTexts, title: listTitle(productsTexts.title, categoryLabel) };
  const href = useLocalizedPath();
  return (
    <CardListPage
      texts={texts}
      empty={{ title: category ? texts.emptyCategory : texts.empty, description: texts.soon }}
      page={page}
      lastPage={lastPage}
      filters={
        categories.length ? (
          <nav aria-label={texts.categories} className="mb-8 flex flex-wrap gap-2">
            <FilterLink to={href('/produk')} active={!category}>
              {texts.all}
            </FilterLink>
            {categories.map((option) => (
              <FilterLink key={option.value} to={href(`/produk?${new URLSearchParams({ [PAGE_PARAMS.productCategory]: option.value })}`)} active={option.value === category}>
                {option.label}
              </FilterLink>
            ))}
          </nav>
        ) : null
      }
    >
      {cards.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </CardListPage>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
