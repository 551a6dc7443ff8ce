// Sampah (issue 23): a deleted record waits here, restorable, for TRASH_RETENTION_DAYS; then a
// daily job removes it with its files. The CMS's /api/v1 and the back office read these.
import { ACTIVITY_SUBJECT_LABELS } from './activity.js';
import { CONTENT_TYPES, ENTITY_KINDS, type EntityKind } from './content-types.js';

export const TRASH_RETENTION_DAYS = 30;

/** What the trash keeps: the registry's records, and a guest's review (issue 40). */
export const TRASH_KINDS = [...ENTITY_KINDS, 'review'] as const;
export type TrashKind = EntityKind | 'review';

export function isTrashKind(value: unknown): value is TrashKind {
  return typeof value === 'string' && (TRASH_KINDS as readonly string[]).includes(value);
}

export function trashKindLabel(kind: TrashKind): string {
  return kind === 'review' ? ACTIVITY_SUBJECT_LABELS.review : CONTENT_TYPES[kind].admin.label;
}

/** One record in the trash, as `GET /trash` lists it (newest first). */
export type TrashItem = {
  type: TrashKind;
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
  /** A review whose request has a newer one. */
  replacedSince: 'Pesanan ini sudah punya ulasan baru; ulasan lama tidak dipulihkan.',
  /** Why a restored record came back without a link, or under another name. */
  optionGone: (label: string, names: string[]) => `${label} yang sudah dihapus tidak ikut dipulihkan: ${names.join(', ')}.`,
  optionRenamed: (label: string, from: string, to: string) => `${label} "${from}" kini bernama "${to}".`,
  nameTaken: (from: string, to: string) => `Nama "${from}" sudah dipakai opsi lain; opsi dipulihkan sebagai "${to}".`,
  imageGone: 'Gambarnya sudah tidak ada di server; pilih gambar baru untuk data ini.',
  somePhotosGone: (count: number) => `${count} foto sudah tidak ada di server; data dipulihkan dengan foto yang tersisa.`,
} as const;
