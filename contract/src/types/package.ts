// Paket Wisata (kind `package`): its registry entry, field messages, schema, wire record and the
// fields it holds once per language.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { list, money, optionName, title } from '../fields.js';
import { PRICE } from '../messages.js';
import type { ImageVariant, Timestamps } from '../records.js';

export const PACKAGE = {
  benefitRequired: 'Benefit tidak boleh kosong',
  benefitMin: 'Benefit minimal harus ada 1 untuk dipilih!',
} as const;

export const packageSchema = z.object({
  title,
  price: money({ min: 10000, minMessage: PRICE.min10000 }),
  benefit: list(optionName, { required: PACKAGE.benefitRequired, min: PACKAGE.benefitMin }),
});

export type PackageInput = z.output<typeof packageSchema>;

export type TourPackage = Timestamps & {
  id: string;
  title: string;
  price: number;
  benefit: string;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export const PACKAGE_TYPE = {
  entry: {
    uid: 'api::tour-package.tour-package',
    path: 'package',
    admin: { slug: 'paket-wisata', label: 'Paket Wisata', create: 'Buat Paket Wisata', card: 'Paket Wisata' },
    plural: 'paket wisata',
    text: {
      created: 'Paket wisata berhasil ditambahkan!',
      updated: 'Paket berhasil diperbarui!',
      deleted: 'Paket wisata berhasil dihapus!',
      notFound: 'Paket wisata tidak ditemukan',
      deleteTitle: 'Hapus Paket Wisata',
      deleteText: 'Apakah Anda yakin ingin menghapus paket wisata ini?',
    },
  },
  schema: packageSchema,
  translatable: ['title'],
  optionCategory: 'Benefit',
} as const satisfies ContentTypeModule;
