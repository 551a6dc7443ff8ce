// Produk Desa on the web: its icon, its place in the public menu, its public pages' words, its
// card, its list narrowed by category, its page with the order form (`/produk`, `/produk/{id}`)
// and its section of the home page.
import { PAGE_PARAMS, formatRupiah, type Locale, type Option, type Product } from '@desa/contract';
import { MAX_ORDER_QUANTITY, checkQuantity, orderSummary } from '@desa/contract/booking';
import { Link } from '@remix-run/react';
import { CardImage, CardLink, CardShell, CardTitle } from '~/components/public/cards';
import { ArrowLeftIcon, ShoppingBagIcon, UserIcon } from '~/components/icons';
import { FilterLink } from '~/components/public/filter-link';
import { OrderField, OrderForm, answerForm, type OrderConfig } from '~/components/public/order-form';
import { PhotoStrip } from '~/components/public/photo-strip';
import { PreviewBanner } from '~/components/public/preview-banner';
import type { DetailPageProps, FormAnswer, ListFilter, PublicFace, PublicRead, ShapeContext } from '~/lib/public-face';
import { RatingSummary, ReviewsSection } from '~/components/public/reviews';
import { ResponsiveImage } from '~/components/public/responsive-image';
import { useLocaleTexts, useTexts, type ByLocale } from '~/lib/i18n';
import type { MenuEntry } from '~/content';
import { offerJsonLd } from '~/lib/json-ld';
import { localizedApiPath, useLocalizedPath } from '~/lib/locale';
import { photoViews } from '~/lib/photos';
import { excerpt, paragraphs } from '~/lib/text';

export const icon = ShoppingBagIcon;

export const menu = { position: 3, label: { id: 'Produk', en: 'Local products' } } satisfies MenuEntry;

const id = {
  title: 'Produk Desa',
  description: 'Makanan, minuman, kerajinan dan hasil tani buatan warga. Pesan langsung ke pembuatnya lewat WhatsApp.',
  list: 'Daftar produk desa',
  empty: 'Belum ada produk desa',
  emptyCategory: 'Belum ada produk di kategori ini',
  soon: 'Produk buatan warga desa akan segera hadir di sini.',
  link: 'Lihat Produk',
  back: 'Semua produk desa',
  categories: 'Kategori produk',
  all: 'Semua',
  soldOut: 'Stok habis',
  available: 'Tersedia',
  producer: 'Dibuat oleh',
  category: 'Kategori',
  photos: 'Foto produk',
  photo: (position: number, total: number) => `Foto ${position} dari ${total}`,
  about: 'Tentang Produk',
  soldOutNote: 'Produk ini sedang habis. Silakan cek lagi nanti atau hubungi kami.',
  home: { eyebrow: 'Oleh-oleh', title: 'Produk Desa', list: 'Produk desa' },
};

export const productTexts: ByLocale<typeof id> = {
  id,
  en: {
    title: 'Local Products',
    description: 'Food, drinks, crafts and produce made by the villagers. Order straight from the maker on WhatsApp.',
    list: 'All local products',
    empty: 'No local products yet',
    emptyCategory: 'No products in this category yet',
    soon: "The villagers' products will be listed here soon.",
    link: 'View Product',
    back: 'All local products',
    categories: 'Product categories',
    all: 'All',
    soldOut: 'Sold out',
    available: 'Available',
    producer: 'Made by',
    category: 'Category',
    photos: 'Product photos',
    photo: (position: number, total: number) => `Photo ${position} of ${total}`,
    about: 'About This Product',
    soldOutNote: 'This product is sold out for now. Please check again later or contact us.',
    home: { eyebrow: 'Take home', title: 'Local Products', list: 'Local products' },
  },
};

/** What a product's card shows, shaped on the server. */
export function productCard({ id, title, category, price, unit, availability, thumbnail, images }: Product, locale: Locale = 'id') {
  return {
    id,
    title,
    category,
    priceLabel: `${formatRupiah(price, locale)} ${unit}`,
    soldOut: availability === 'Habis',
    thumbnail,
    images: images && { thumbnail: images.thumbnail },
  };
}
export type ProductCardView = ReturnType<typeof productCard>;

/** What its page shows, shaped and formatted on the server (the order form's part is its config). */
export function productDetail(product: Product, locale: Locale = 'id') {
  return {
    id: product.id,
    title: product.title,
    category: product.category,
    producer: product.producer,
    description: paragraphs(product.description),
    priceLabel: formatRupiah(product.price, locale),
    unit: product.unit,
    soldOut: product.availability === 'Habis',
    photos: photoViews(product, product.title, productTexts[locale].photo),
    images: product.images,
    thumbnail: product.thumbnail,
  };
}

export function ProductCard({ product }: { product: ProductCardView }) {
  const texts = useLocaleTexts(productTexts);
  return (
    <CardShell image={<CardImage card={product} />}>
      <p className="mb-2 text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-500">{product.category}</p>
      <CardTitle>{product.title}</CardTitle>
      <p className="mt-2 font-extrabold text-amber-700 dark:text-amber-400">{product.priceLabel}</p>
      {product.soldOut ? (
        <p className="mt-2 inline-flex w-fit rounded-full bg-stone-200 px-3 py-1 text-xs font-semibold text-stone-800 dark:bg-stone-800 dark:text-stone-200">
          {texts.soldOut}
        </p>
      ) : null}
      <CardLink to={`/produk/${product.id}`} label={texts.link} title={product.title} />
    </CardShell>
  );
}

const CATEGORY = 'Kategori Produk';

type CategoryChoice = { value: string; label: string };
type CategoryView = { categories: CategoryChoice[]; category: string | null };

/** The product categories: their Indonesian name (the filter's value in both languages) and their name in the page's language. */
async function loadCategories(locale: Locale, read: PublicRead): Promise<CategoryChoice[]> {
  const path = `/setting/all?category=${encodeURIComponent(CATEGORY)}`;
  const [indonesian, localized] = await Promise.all([read<Option[]>(path), read<Option[]>(localizedApiPath(path, locale))]);
  const names = new Map(localized.map((option) => [option.id, option.name]));
  return indonesian.map((option) => ({ value: option.name, label: names.get(option.id) ?? option.name }));
}

/** `?kategori=Makanan`: one category's products, titled "Produk Desa: Makanan"; a category that does not exist is a missing page. */
async function categoryFilter(url: URL, locale: Locale, read: PublicRead): Promise<ListFilter> {
  const asked = url.searchParams.get(PAGE_PARAMS.productCategory);
  const categories = await loadCategories(locale, read);
  const texts = productTexts[locale];
  const view = (category: string | null): CategoryView => ({
    categories,
    category,
  });
  if (asked === null) return { query: {}, view: view(null) };
  const category = categories.find((option) => option.value === asked);
  if (!category) throw new Response('Not Found', { status: 404 });
  return {
    query: { category: category.value },
    title: `${texts.title}: ${category.label}`,
    empty: texts.emptyCategory,
    view: view(category.value),
  };
}

function CategoryLinks({ view }: { view: unknown }) {
  const { categories, category } = view as CategoryView;
  const texts = useLocaleTexts(productTexts);
  const href = useLocalizedPath();
  if (!categories.length) return null;
  return (
    <nav aria-label={texts.categories} className="mb-8 flex flex-wrap gap-2">
      <FilterLink to={href('/produk')} active={!category}>
        {texts.all}
      </FilterLink>
      {categories.map((option) => (
        <FilterLink
          key={option.value}
          to={href(
            `/produk?${new URLSearchParams({
              [PAGE_PARAMS.productCategory]: option.value,
            })}`
          )}
          active={option.value === category}
        >
          {option.label}
        </FilterLink>
      ))}
    </nav>
  );
}

/** What the order form's script needs; null when the product is sold out or nobody can be written to. */
function orderConfig(product: Product, { contact, locale }: ShapeContext): OrderConfig | null {
  if (!(product.whatsapp ?? contact?.phone) || product.availability === 'Habis') return null;
  const { title, price, unit } = product;
  return { kind: 'order', goods: { title, price, unit }, locale };
}

function productPage(product: Product, context: ShapeContext) {
  return {
    ...productDetail(product, context.locale),
    order: orderConfig(product, context),
    summary: orderSummary(product, 1, context.locale),
  };
}


/** The product's photo beside its details (half the page when wide): the <picture>'s and the preload's sizes. */
const PHOTO_SIZES = '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw';

function ProductPage({ page: product, preview, back, reply, reviews }: DetailPageProps<ReturnType<typeof productPage>>) {
  const answered = reply as FormAnswer | undefined;
  const texts = useLocaleTexts(productTexts);
  const { booking: words } = useTexts();
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-24 sm:px-6">
        {preview ? <PreviewBanner /> : null}
        <Link to={back.to} className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500">
          <ArrowLeftIcon className="size-4" />
          {back.label}
        </Link>
      </div>
      <div className="mx-auto mt-5 grid max-w-6xl gap-10 px-4 sm:px-6 md:grid-cols-2">
        <div>
          <ResponsiveImage
            image={product.images?.thumbnail}
            fallback={product.thumbnail}
            alt={product.title}
            sizes={PHOTO_SIZES}
            priority
            className="aspect-square w-full rounded-3xl object-cover shadow-lg"
          />
          <PhotoStrip photos={product.photos} label={texts.photos} compact />
        </div>
        <div className="space-y-6">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-500">{product.category}</p>
            <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 md:text-4xl dark:text-white">
              {product.title}
            </h1>
            <p className="mt-3 inline-flex items-center gap-2 text-stone-600 dark:text-stone-400">
              <UserIcon className="size-4 text-brand-700 dark:text-brand-500" />
              {texts.producer} {product.producer}
            </p>
            <div className="text-stone-700 dark:text-stone-300">
              <RatingSummary reviews={reviews ?? null} />
            </div>
            <p className="mt-4 text-3xl font-extrabold text-amber-700 dark:text-amber-400">
              {product.priceLabel} <span className="text-base font-semibold text-stone-600 dark:text-stone-400">{product.unit}</span>
            </p>
            {product.soldOut ? (
              <p className="mt-3 inline-flex rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold text-stone-800 dark:bg-stone-800 dark:text-stone-200">
                {texts.soldOut}
              </p>
            ) : null}
          </div>
          <section aria-labelledby="tentang-produk">
            <h2 id="tentang-produk" className="mb-3 text-xl font-bold text-stone-900 dark:text-white">
              {texts.about}
            </h2>
            <div className="space-y-3 leading-relaxed text-stone-700 dark:text-stone-300">
              {product.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
          <OrderForm
            title={words.orderTitle}
            config={product.order}
            reply={answered?.reply}
            summary={answered?.summary ?? product.summary}
            unavailable={product.soldOut ? texts.soldOut : undefined}
          >
            {(field) => (
              <OrderField
                name="quantity"
                label={`${words.quantity} (${product.unit})`}
                type="number"
                min={1}
                max={MAX_ORDER_QUANTITY}
                field={{
                  ...field('quantity'),
                  defaultValue: field('quantity').defaultValue ?? '1',
                }}
              />
            )}
          </OrderForm>
        </div>
      </div>
      <div className="mx-auto mt-12 max-w-6xl px-4 sm:px-6">
        <ReviewsSection reviews={reviews ?? null} />
      </div>
    </>
  );
}

export const site: PublicFace<Product, ProductCardView, ReturnType<typeof productPage>> = {
  kind: 'product',
  usesContact: true,
  texts: productTexts,
  card: (product, { locale }) => productCard(product, locale),
  Card: ({ card }) => <ProductCard product={card} />,
  list: { filter: categoryFilter, Filters: CategoryLinks },
  // Only what can be ordered today.
  home: {
    limit: 4,
    query: 'available=1',
    columns: 4,
    seeAll: true,
    hideWhenEmpty: true,
  },
  detail: {
    page: productPage,
    photoSizes: PHOTO_SIZES,
    description: (product) => excerpt(product.description),
    jsonLd: (product, { url }) => ({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description,
      url,
      image: product.photos.length ? product.photos : undefined,
      category: product.category,
      brand: { '@type': 'Brand', name: product.producer },
      offers: offerJsonLd(product.price, url, product.availability === 'Tersedia'),
    }),
    Body: ProductPage,
    answer: (product, form, { locale }) =>
      answerForm(form, ['quantity'], locale, (values) => {
        const checked = checkQuantity(values, locale);
        return {
          errors: checked.errors,
          summary: orderSummary(product, checked.value ?? 1, locale),
          request: checked.value ? { type: 'product', item_id: product.id, quantity: checked.value } : undefined,
        };
      }),
  },
};
