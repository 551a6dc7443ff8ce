// Pengaturan, one record Opsi (kind `setting`, Strapi's option): the Fasilitas of tours, the
// Benefit of packages, the Fasilitas Penginapan of homestays and the Kategori Produk of products. Its registry entry, field messages, schema, wire record and the
// fields it holds once per language.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { OPTION_CATEGORIES, type OptionCategory } from '../format.js';
import { text, title } from '../fields.js';
import type { Timestamps } from '../records.js';
import { GALLERY } from './gallery.js';

export const OPTION = {
  // The spec reuses the gallery's words for the option's category.
  categoryRequired: GALLERY.captionRequired,
  categoryMin: GALLERY.captionMin,
  categoryMax: GALLERY.captionMax,
  categoryInvalid: 'Kategori harus Benefit, Fasilitas, Fasilitas Penginapan atau Kategori Produk!',
  inUse: (name: string, count: number) =>
    `Opsi "${name}" masih dipakai oleh ${count} data. Lepaskan dulu dari data tersebut sebelum menghapus.`,
  duplicate: 'Opsi dengan nama dan kategori ini sudah ada!',
  // Facilities and benefits travel comma-joined (docs/decisions/0004-comma-joined-lists.md).
  noComma: 'Nama opsi tidak boleh mengandung koma!',
  unknown: (names: string[]) => `Opsi tidak dikenal: ${names.join(', ')}`,
  wrongCategory: (category: string) => `Hanya opsi kategori ${category} yang boleh dipilih di sini!`,
} as const;

export const optionSchema = z.object({
  name: title.refine((name) => !name.includes(','), OPTION.noComma),
  category: text(
    { required: OPTION.categoryRequired, min: OPTION.categoryMin, max: OPTION.categoryMax },
    3,
    50,
  ).pipe(z.enum(OPTION_CATEGORIES, { error: OPTION.categoryInvalid })),
});

export type OptionInput = z.output<typeof optionSchema>;

export type Option = Timestamps & { id: string; name: string; category: OptionCategory };

export const OPTION_TYPE = {
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
  schema: optionSchema,
  translatable: ['name'],
} as const satisfies ContentTypeModule;
