// Sampah (issue 23): a deleted record waits here, restorable, for TRASH_RETENTION_DAYS; then a
// daily job removes it with its files. The CMS's /api/v1 and the back office read these.
import type { EntityKind } from './content-types.js';

export const TRASH_RETENTION_DAYS = 30;

/** One record in the trash, as `GET /trash` lists it (newest first). */
export type TrashItem = {
  type: EntityKind;
  id: string;
  title: string;
  deleted_by: string;
  deleted_at: string;
};

export const TRASH = {
  notFound: 'Data tidak ditemukan di Sampah',
  typeUnknown: 'Jenis data tidak dikenal',
  restored: (title: string) => `"${title}" berhasil dipulihkan!`,
  purged: (title: string) => `"${title}" dihapus permanen.`,
  stillExists: 'Data dengan id ini sudah ada lagi; tidak ada yang dipulihkan.',
  /** Why a restored record came back without a link, or under another name. */
  optionGone: (label: string, names: string[]) => `${label} yang sudah dihapus tidak ikut dipulihkan: ${names.join(', ')}.`,
  optionRenamed: (label: string, from: string, to: string) => `${label} "${from}" kini bernama "${to}".`,
  nameTaken: (from: string, to: string) => `Nama "${from}" sudah dipakai opsi lain; opsi dipulihkan sebagai "${to}".`,
  imageGone: 'Gambarnya sudah tidak ada di server; pilih gambar baru untuk data ini.',
  somePhotosGone: (count: number) => `${count} foto sudah tidak ada di server; data dipulihkan dengan foto yang tersisa.`,
} as const;
