// Produk Desa on the web: its icon, its place in the public menu, its public pages' words and
// its card (`/produk`, the home page).
import { formatRupiah, type Locale, type Product } from '@desa/contract';
import { CardImage, CardLink, CardShell, CardTitle } from '~/components/public/cards';
import { ShoppingBagIcon } from '~/components/icons';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import type { MenuEntry } from '~/content';
import { photoViews } from '~/lib/photos';
import { paragraphs } from '~/lib/text';

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
  },
};

/** What a product's card shows, shaped on the server. */
export function productCard({ id, title, category, price, unit, availability, thumbnail, images }: Product, locale: Locale = 'id') {
  return { id, title, category, priceLabel: `${formatRupiah(price, locale)} ${unit}`, soldOut: availability === 'Habis', thumbnail, images: images && { thumbnail: images.thumbnail } };
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
        <p className="mt-2 inline-flex w-fit rounded-full bg-stone-200 px-3 py-1 text-xs font-semibold text-stone-800 dark:bg-stone-800 dark:text-stone-200">{texts.soldOut}</p>
      ) : null}
      <CardLink to={`/produk/${product.id}`} label={texts.link} title={product.title} />
    </CardShell>
  );
}
