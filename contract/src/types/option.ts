// Pengaturan, one record Opsi (kind `setting`, Strapi's option): what a type's records pick from,
// in the category its module names (`optionCategory`: a tour's Fasilitas, a package's Benefit, a
// homestay's Fasilitas Penginapan, a product's Kategori Produk). The registry (`content-types.ts`)
// gathers those categories and makes the option's entry and schema with them.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { text, title } from '../fields.js';
import { GALLERY } from './gallery.js';

export const OPTION = {
  // The spec reuses the gallery's words for the option's category.
  categoryRequired: GALLERY.captionRequired,
  categoryMin: GALLERY.captionMin,
  categoryMax: GALLERY.captionMax,
  /** Each category named, in order, the last after "atau". */
  categoryInvalid: (categories: readonly string[]) =>
    `Kategori harus ${categories.length > 1 ? `${categories.slice(0, -1).join(', ')} atau ${categories.at(-1)}` : categories[0]}!`,
  inUse: (name: string, count: number) => `Opsi "${name}" masih dipakai oleh ${count} data. Lepaskan dulu dari data tersebut sebelum menghapus.`,
  duplicate: 'Opsi dengan nama dan kategori ini sudah ada!',
  // Facilities and benefits travel comma-joined (docs/decisions/0004-comma-joined-lists.md).
  noComma: 'Nama opsi tidak boleh mengandung koma!',
  unknown: (names: string[]) => `Opsi tidak dikenal: ${names.join(', ')}`,
  wrongCategory: (category: string) => `Hanya opsi kategori ${category} yang boleh dipilih di sini!`,
} as const;

/** The option type whose records take one of `categories`. */
export function optionType<const Category extends string>(categories: readonly [Category, ...Category[]]) {
  return {
    entry: {
      uid: 'api::option.option',
      path: 'setting',
      admin: { slug: 'pengaturan', label: 'Pengaturan', create: 'Tambah Opsi' },
      plural: 'opsi',
      text: {
        created: 'Option berhasil ditambahkan!',
        updated: 'Option berhasil diperbarui!',
        deleted: 'Opsi berhasil dihapus!',
        notFound: 'Opsi tidak ditemukan',
        deleteTitle: 'Hapus Opsi',
        deleteText: 'Apakah Anda yakin ingin menghapus opsi ini?',
      },
    },
    schema: z.object({
      name: title.refine((name) => !name.includes(','), OPTION.noComma),
      category: text({ required: OPTION.categoryRequired, min: OPTION.categoryMin, max: OPTION.categoryMax }, 3, 50).pipe(
        z.enum(categories, { error: OPTION.categoryInvalid(categories) })
      ),
    }),
    translatable: ['name'],
  } as const satisfies ContentTypeModule;
}
