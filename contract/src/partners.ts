// Mitra (issue 41): hosts and producers keep their own homestays and products. An ADMIN invites
// a partner with the items they own; the partner's edits wait as a pending change until an ADMIN
// approves them (Persetujuan). The kinds partners own, the statuses of a change, the messages,
// the invitation's schema and the wire shapes.
import { z } from 'zod';
import type { AdminAccount } from './team.js';
import { newAdminSchema } from './team.js';
import type { RequestType } from './booking-requests.js';
import type { Locale } from './locale.js';

/** What a partner may own: at most one owner per item. */
export const PARTNER_KINDS = ['homestay', 'product'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export function isPartnerKind(kind: unknown): kind is PartnerKind {
  return typeof kind === 'string' && (PARTNER_KINDS as readonly string[]).includes(kind);
}

/** A pending change is of a listing (its draft against its public version) or of a review's reply. */
export const APPROVAL_TYPES = [...PARTNER_KINDS, 'review'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

export const APPROVAL_STATUSES = ['menunggu', 'dikembalikan'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = { menunggu: 'Menunggu persetujuan', dikembalikan: 'Dikembalikan' };

export function isApprovalStatus(value: unknown): value is ApprovalStatus {
  return typeof value === 'string' && (APPROVAL_STATUSES as readonly string[]).includes(value);
}

export const PARTNER = {
  role: 'Mitra',
  /** A partner who opens a page of the village's admins lands on their own home, told why. */
  villageOnlyPage: 'Halaman ini hanya untuk pengelola desa.',
  added: (name: string) => `Mitra ${name} berhasil diundang!`,
  itemsChanged: (name: string) => `Listing milik ${name} berhasil diperbarui.`,
  deactivated: (name: string) => `Mitra ${name} dinonaktifkan; semua sesinya berakhir.`,
  activated: (name: string) => `Mitra ${name} diaktifkan kembali.`,
  notFound: 'Mitra tidak ditemukan',
  itemUnknown: 'Listing yang dipilih tidak ditemukan',
  tooManyItems: 'Maksimal 50 listing per jenis',
  notYours: 'Akses ditolak. Data ini milik mitra lain.',
  changeSent: 'Perubahan terkirim dan menunggu persetujuan pengelola desa.',
  listingSent: 'Listing baru terkirim dan menunggu persetujuan pengelola desa.',
  replySent: 'Balasan terkirim dan menunggu persetujuan pengelola desa.',
  approved: 'Perubahan disetujui dan sudah tampil di situs.',
  returned: 'Perubahan dikembalikan ke mitra dengan catatan.',
  changeNotFound: 'Perubahan tidak ditemukan atau sudah diputuskan',
  changeMoved: 'Mitra mengubah usulan ini sejak Anda membukanya. Periksa perbandingan terbaru sebelum menyetujui.',
  filterInvalid: 'Filter persetujuan tidak valid',
  noteRequired: 'Catatan untuk mitra tidak boleh kosong!',
  noteMin: 'Catatan minimal 5 karakter!',
  noteMax: 'Catatan maksimal 500 karakter!',
} as const;

/** Most items of one kind a partner owns (a village has tens). */
export const MAX_PARTNER_ITEMS = 50;

const itemIds = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? [] : typeof value === 'string' ? [value] : value),
  z.array(z.string().regex(/^[a-z0-9]{1,64}$/, PARTNER.itemUnknown)).max(MAX_PARTNER_ITEMS, PARTNER.tooManyItems),
);

/** What a partner owns, by kind: `{ homestays: [ids], products: [ids] }`. */
export const partnerItemsSchema = z.object({ homestays: itemIds, products: itemIds });
export type PartnerItemsInput = z.output<typeof partnerItemsSchema>;

/** "Undang Mitra": name, e-mail, WhatsApp (an admin's rules) and the items they own. */
export const newPartnerSchema = newAdminSchema.extend(partnerItemsSchema.shape);
export type NewPartnerInput = z.output<typeof newPartnerSchema>;

/** The field of an items' list in the form and on the wire, per kind. */
export const PARTNER_ITEM_FIELDS: Record<PartnerKind, keyof PartnerItemsInput> = { homestay: 'homestays', product: 'products' };

/** "Kembalikan": the note the partner reads. */
export const returnChangeSchema = z.object({
  note: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.string({ error: PARTNER.noteRequired }).min(5, PARTNER.noteMin).max(500, PARTNER.noteMax),
  ),
});

export type PartnerItem = { type: PartnerKind; id: string; title: string };

/** One account of `GET /partners`: an admin's fields and what they own. */
export type PartnerAccount = AdminAccount & { items: PartnerItem[] };

/**
 * One field of a pending change in one language: the public version's value and the partner's.
 * Fields that are not translated (price, photos) are compared once, under Indonesian.
 */
export type FieldChange = { field: string; locale: Locale; before: unknown; after: unknown };

/** "Setujui": the `version` of the comparison the ADMIN read; a change that moved since is refused (409). */
export const approveChangeSchema = z.object({
  version: z.string({ error: PARTNER.changeMoved }).regex(/^[a-f0-9]{16}$/, PARTNER.changeMoved).optional(),
});

/** One entry of `GET /approvals`. */
export type Approval = {
  id: string;
  type: ApprovalType;
  /** The listing's id and type; of a reply, the reviewed item's. */
  item_id: string;
  item_type: RequestType;
  item_title: string;
  /** Of a reply: the review it answers. */
  review_id: string | null;
  /** A listing the partner created: nothing public yet. */
  is_new: boolean;
  partner: { id: string; name: string };
  status: ApprovalStatus;
  note: string | null;
  created_at: string;
  updated_at: string;
  changes: FieldChange[];
  /** A fingerprint of `changes`: approving with it publishes exactly this comparison. */
  version: string;
};
