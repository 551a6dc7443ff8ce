// Produk Desa (kind `product`): its registry entry, field messages, schema, wire record and the
// fields it holds once per language. Its order form is in `booking.ts`.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { blankToUndefined, money, multilineText, optionalPhoneNumber, optionName, text } from '../fields.js';
import { PRICE } from '../messages.js';
import type { Timestamps } from '../records.js';
import { HOMESTAY, type Photos } from './homestay.js';

export const PRODUCT_AVAILABILITY = ['Tersedia', 'Habis'] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITY)[number];

export const PRODUCT = {
  titleRequired: 'Nama produk tidak boleh kosong!',
  titleMin: 'Nama produk minimal harus 3 karakter!',
  titleMax: 'Nama produk maksimal 100 karakter!',
  descriptionRequired: 'Deskripsi tidak boleh kosong!',
  descriptionMin: 'Deskripsi minimal harus 3 karakter!',
  descriptionMax: 'Deskripsi maksimal 1000 karakter!',
  categoryRequired: 'Kategori produk harus dipilih!',
  priceMin: 'Harga minimal adalah 1000!',
  unitRequired: 'Satuan tidak boleh kosong!',
  unitMin: 'Satuan minimal harus 2 karakter!',
  unitMax: 'Satuan maksimal 30 karakter!',
  producerRequired: 'Nama produsen tidak boleh kosong!',
  producerMin: 'Nama produsen minimal harus 3 karakter!',
  producerMax: 'Nama produsen maksimal 100 karakter!',
  availabilityInvalid: 'Ketersediaan harus Tersedia atau Habis!',
} as const;

export const productSchema = z.object({
  title: text({ required: PRODUCT.titleRequired, min: PRODUCT.titleMin, max: PRODUCT.titleMax }, 3, 100),
  description: multilineText({ required: PRODUCT.descriptionRequired, min: PRODUCT.descriptionMin, max: PRODUCT.descriptionMax }, 3, 1000),
  category: z.preprocess(blankToUndefined, z.string({ error: PRODUCT.categoryRequired }).pipe(optionName)),
  price: money({ min: 1000, minMessage: PRODUCT.priceMin, negativeMessage: PRICE.negative }),
  unit: text({ required: PRODUCT.unitRequired, min: PRODUCT.unitMin, max: PRODUCT.unitMax }, 2, 30),
  producer: text({ required: PRODUCT.producerRequired, min: PRODUCT.producerMin, max: PRODUCT.producerMax }, 3, 100),
  producer_phone: optionalPhoneNumber({ required: HOMESTAY.phoneRequired, min: HOMESTAY.phoneMin, max: HOMESTAY.phoneMax, format: HOMESTAY.phoneFormat }),
  availability: z.preprocess((value) => blankToUndefined(value) ?? 'Tersedia', z.enum(PRODUCT_AVAILABILITY, { error: PRODUCT.availabilityInvalid })),
});

export type ProductInput = z.output<typeof productSchema>;

export type Product = Timestamps &
  Photos & {
    id: string;
    title: string;
    description: string;
    category: string;
    price: number;
    unit: string;
    producer: string;
    producer_phone: string | null;
    /** The number its bookings or orders go to: its own, else its owner's (a partner's, issue 41); null: the village's. */
    whatsapp: string | null;
    availability: ProductAvailability;
  };

export const PRODUCT_TYPE = {
  entry: {
    uid: 'api::product.product',
    path: 'product',
    admin: { slug: 'produk', label: 'Produk Desa', create: 'Tambah Produk', card: 'Produk Desa' },
    site: { slug: 'produk', detail: true },
    plural: 'produk desa',
    text: {
      created: 'Produk berhasil ditambahkan!',
      updated: 'Produk berhasil diperbarui!',
      deleted: 'Produk berhasil dihapus!',
      notFound: 'Produk tidak ditemukan',
      deleteTitle: 'Hapus Produk',
      deleteText: 'Apakah Anda yakin ingin menghapus produk ini?',
    },
  },
  schema: productSchema,
  translatable: ['title', 'description', 'unit', 'producer'],
  optionCategory: 'Kategori Produk',
  photos: { max: 6 },
} as const satisfies ContentTypeModule;
