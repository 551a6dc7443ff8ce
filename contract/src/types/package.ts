// Paket Wisata (kind `package`): its registry entry, field messages, schema, wire record and the
// fields it holds once per language.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { list, money, optionName, title, wholeNumber } from '../fields.js';
import { PRICE } from '../messages.js';
import type { ImageVariant, Timestamps } from '../records.js';

export const PACKAGE = {
  benefitRequired: 'Benefit tidak boleh kosong',
  benefitMin: 'Benefit minimal harus ada 1 untuk dipilih!',
  quotaInvalid: 'Kuota harus berupa angka bulat antara 1 dan 1000!',
} as const;

/** Places per day a package takes (issue 38); none: no limit. */
export const PACKAGE_QUOTA = { min: 1, max: 1000 } as const;

/** Blank or null: no quota. Absent (the legacy client's writes): left as stored. */
const quota = z.preprocess(
  (value) => (value === '' || value === null ? null : value),
  wholeNumber({ required: PACKAGE.quotaInvalid, invalid: PACKAGE.quotaInvalid, min: PACKAGE.quotaInvalid, max: PACKAGE.quotaInvalid }, PACKAGE_QUOTA.min, PACKAGE_QUOTA.max)
    .nullable()
    .optional(),
);

export const packageSchema = z.object({
  title,
  price: money({ min: 10000, minMessage: PRICE.min10000 }),
  benefit: list(optionName, { required: PACKAGE.benefitRequired, min: PACKAGE.benefitMin }),
  quota,
});

export type PackageInput = z.output<typeof packageSchema>;

export type TourPackage = Timestamps & {
  id: string;
  title: string;
  price: number;
  benefit: string;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
  /** On admin reads (`?status=`) only: the legacy record keeps its fields. */
  quota?: number | null;
};

export const PACKAGE_TYPE = {
  entry: {
    uid: 'api::tour-package.tour-package',
    path: 'package',
    admin: { slug: 'paket-wisata', label: 'Paket Wisata', create: 'Buat Paket Wisata', card: 'Paket Wisata' },
    site: { slug: 'paket', detail: true },
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
