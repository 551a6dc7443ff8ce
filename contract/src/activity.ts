// Riwayat (issue 23): who did what, to which record, when. The CMS writes an entry for every
// change and sign-in; `/admin/riwayat` and the dashboard read them. Kept ACTIVITY_RETENTION_DAYS.
import { z } from 'zod';
import { ENTITY_KINDS, type EntityKind } from './content-types.js';
import { isDay } from './days.js';

export const ACTIVITY_RETENTION_DAYS = 180;

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'purge',
  'publish',
  'unpublish',
  'profile',
  'village',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password',
  'admin_add',
  'admin_deactivate',
  'admin_activate',
  'password_reset',
  'booking_confirm',
  'booking_decline',
  'booking_complete',
  'booking_cancel',
  'booking_undo',
  'review_approve',
  'review_hide',
  'review_reply',
  'partner_add',
  'partner_items',
  'partner_deactivate',
  'partner_activate',
  'owner_move',
  'change_submit',
  'change_approve',
  'change_return',
  'change_drop',
  'payment_settings',
  'payment_accept',
  'payment_reject',
  'payment_record',
  'payment_refund',
  'calendar_block',
  'calendar_unblock',
  'calendar_feed',
  'calendar_link',
  'calendar_edit',
  'calendar_unlink',
  'calendar_conflict',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'Menambah',
  update: 'Mengubah',
  delete: 'Menghapus (ke Sampah)',
  restore: 'Memulihkan',
  purge: 'Menghapus permanen',
  publish: 'Menerbitkan',
  unpublish: 'Menurunkan jadi draf',
  profile: 'Mengubah profil sendiri',
  village: 'Mengubah Profil Desa',
  sign_in: 'Masuk',
  sign_in_failed: 'Gagal masuk',
  sign_out: 'Keluar',
  password: 'Mengganti kata sandi',
  admin_add: 'Menambah admin',
  admin_deactivate: 'Menonaktifkan admin',
  admin_activate: 'Mengaktifkan admin',
  password_reset: 'Mengatur ulang kata sandi',
  booking_confirm: 'Mengonfirmasi pesanan',
  booking_decline: 'Menolak pesanan',
  booking_complete: 'Menyelesaikan pesanan',
  booking_cancel: 'Membatalkan pesanan',
  booking_undo: 'Mengurungkan langkah pesanan',
  review_approve: 'Menampilkan ulasan',
  review_hide: 'Menyembunyikan ulasan',
  review_reply: 'Membalas ulasan',
  partner_add: 'Mengundang mitra',
  partner_items: 'Mengubah listing milik mitra',
  partner_deactivate: 'Menonaktifkan mitra',
  partner_activate: 'Mengaktifkan mitra',
  owner_move: 'Memindahkan listing ke mitra lain',
  change_submit: 'Mengirim perubahan untuk disetujui',
  change_approve: 'Menyetujui perubahan mitra',
  change_return: 'Mengembalikan perubahan mitra',
  change_drop: 'Membatalkan perubahan mitra (listing pindah pemilik)',
  payment_settings: 'Mengubah pengaturan pembayaran',
  payment_accept: 'Menerima pembayaran',
  payment_reject: 'Menolak bukti bayar',
  payment_record: 'Mencatat pembayaran',
  payment_refund: 'Mencatat pengembalian dana',
  calendar_block: 'Menutup tanggal penginapan',
  calendar_unblock: 'Membuka kembali tanggal penginapan',
  calendar_feed: 'Mengganti alamat kalender penginapan',
  calendar_link: 'Menambah kalender platform penginapan',
  calendar_edit: 'Mengubah kalender platform penginapan',
  calendar_unlink: 'Menghapus kalender platform penginapan',
  calendar_conflict: 'Bentrok jadwal dengan kalender platform',
};

/**
 * Who acted: an account in the back office, an account's bearer calls from another client
 * (the legacy browser client), a maintainer in the Strapi panel, or the system itself (the
 * publishing schedule, the daily clean-up, the server's reset command).
 */
export const ACTOR_KINDS = ['account', 'api', 'panel', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const ACTOR_NAMES = {
  panel: 'Pengelola (panel Strapi)',
  api: 'Klien API',
  scheduler: 'Sistem (jadwal terbit)',
  cleanup: 'Sistem (pembersihan harian)',
  gateway: 'Sistem (pembayaran otomatis)',
  calendarSync: 'Sistem (sinkron kalender)',
  command: 'Perintah server (admin:reset-password)',
  unknown: 'Tidak dikenal',
} as const;

/** The person filter's values besides an account's id. */
export const PERSON_FILTERS = ['panel', 'system'] as const;

/** The record an entry names: a content record, the village profile (`site`) or an account (`account`). */
export type ActivitySubject = EntityKind | 'site' | 'account' | 'booking' | 'review';

export const ACTIVITY_SUBJECT_LABELS: Record<'site' | 'account' | 'booking' | 'review', string> = { site: 'Profil Desa', account: 'Akun', booking: 'Pesanan', review: 'Ulasan' };

/** One entry of `GET /activity`, newest first. */
export type ActivityEntry = {
  id: number;
  action: ActivityAction;
  actor: { kind: ActorKind; id: string | null; name: string };
  type: ActivitySubject | null;
  record_id: string | null;
  record_title: string | null;
  /** Of an update: the wire names of the fields that changed. */
  fields: string[];
  /** Of a sign-in: the visitor's address, shortened (203.0.113.x, 2001:db8:1::/48). */
  ip: string | null;
  created_at: string;
};

/** Field names as the admin forms call them, for an update's "Nama, Harga". */
export const FIELD_LABELS: Record<string, string> = {
  title: 'Judul',
  name: 'Nama',
  about: 'Tentang',
  location: 'Lokasi',
  operational: 'Hari operasional',
  start: 'Jam mulai',
  end: 'Jam selesai',
  facility: 'Fasilitas',
  benefit: 'Benefit',
  maps: 'Link peta',
  price: 'Harga',
  thumbnail: 'Gambar',
  image: 'Foto',
  description: 'Deskripsi',
  date: 'Tanggal',
  time: 'Jam',
  place: 'Tempat',
  content: 'Isi',
  writer: 'Penulis',
  caption: 'Caption',
  category: 'Kategori',
  publishAt: 'Waktu terbit',
  status: 'Status terbit',
  phone: 'Nomor WhatsApp',
  instagram: 'Instagram',
  photo: 'Foto profil',
  email: 'Email',
  host: 'Nama pemilik',
  host_phone: 'WhatsApp pemilik',
  rooms: 'Jumlah kamar',
  guests_per_room: 'Tamu per kamar',
  check_in: 'Jam check-in',
  check_out: 'Jam check-out',
  photos: 'Foto',
  unit: 'Satuan',
  producer: 'Produsen',
  producer_phone: 'WhatsApp produsen',
  availability: 'Ketersediaan',
};

/** `title`, or `en.title` for the English version's: "Judul", "Judul (English)". */
export function fieldLabel(name: string): string {
  const [locale, field] = name.includes('.') ? name.split('.', 2) : [null, name];
  const label = FIELD_LABELS[field] ?? field;
  return locale === 'en' ? `${label} (English)` : label;
}

export const ACTIVITY = {
  filterInvalid: 'Filter riwayat tidak valid',
  typeInvalid: 'Jenis data tidak dikenal',
  actionInvalid: 'Jenis aksi tidak dikenal',
  dateInvalid: 'Tanggal harus berformat YYYY-MM-DD',
  rangeInvalid: 'Tanggal akhir tidak boleh sebelum tanggal awal',
} as const;

const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
const day = z.string().refine(isDay, ACTIVITY.dateInvalid);

/** `GET /activity`'s filters (also the back office's filter form). Days are WIB days, both ends included. */
export const activityFilterSchema = z
  .object({
    person: optionalQuery(z.string().regex(/^[a-z0-9]{1,64}$/, ACTIVITY.filterInvalid)),
    type: optionalQuery(z.enum(['site', 'account', 'booking', 'review', ...ENTITY_KINDS], { error: ACTIVITY.typeInvalid })),
    action: optionalQuery(z.enum(ACTIVITY_ACTIONS, { error: ACTIVITY.actionInvalid })),
    from: optionalQuery(day),
    to: optionalQuery(day),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ['to'], message: ACTIVITY.rangeInvalid });

export type ActivityFilter = z.output<typeof activityFilterSchema>;
