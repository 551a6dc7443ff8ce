// Penginapan (kind `homestay`): its registry entry, field messages, schema, wire record and the
// fields it holds once per language. Its booking form is in `booking.ts`.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { hoursMinutes, list, money, optionalPhoneNumber, optionalUrl, optionName, text, visibleText, wholeNumber } from '../fields.js';
import { PRICE } from '../messages.js';
import type { ImageVariant, Timestamps } from '../records.js';
import { TOUR } from './tour.js';

export const HOMESTAY = {
  titleRequired: 'Nama penginapan tidak boleh kosong!',
  titleMin: 'Nama penginapan minimal harus 3 karakter!',
  titleMax: 'Nama penginapan maksimal 100 karakter!',
  descriptionRequired: 'Deskripsi tidak boleh kosong!',
  descriptionMin: 'Deskripsi minimal harus 3 karakter!',
  descriptionMax: 'Deskripsi maksimal 20000 karakter!',
  hostRequired: 'Nama pemilik tidak boleh kosong!',
  hostMin: 'Nama pemilik minimal harus 3 karakter!',
  hostMax: 'Nama pemilik maksimal 100 karakter!',
  phoneRequired: 'Nomor WhatsApp tidak boleh kosong!',
  phoneMin: 'Nomor WhatsApp minimal harus 10 karakter!',
  phoneMax: 'Nomor WhatsApp maksimal 15 karakter!',
  phoneFormat: 'Nomor WhatsApp hanya boleh berisi angka!',
  roomsRequired: 'Jumlah kamar tidak boleh kosong!',
  roomsInvalid: 'Jumlah kamar harus berupa angka bulat!',
  roomsMin: 'Jumlah kamar minimal 1!',
  roomsMax: 'Jumlah kamar maksimal 50!',
  guestsRequired: 'Tamu per kamar tidak boleh kosong!',
  guestsInvalid: 'Tamu per kamar harus berupa angka bulat!',
  guestsMin: 'Tamu per kamar minimal 1!',
  guestsMax: 'Tamu per kamar maksimal 20!',
  priceMin: 'Harga per malam minimal adalah 50000!',
  facilityMin: 'Fasilitas minimal harus ada 1 untuk dipilih!',
  checkInRequired: 'Jam check-in tidak boleh kosong!',
  checkInFormat: 'Format jam check-in harus HH:mm (contoh: 14:00)',
  checkOutRequired: 'Jam check-out tidak boleh kosong!',
  checkOutFormat: 'Format jam check-out harus HH:mm (contoh: 12:00)',
} as const;

export const homestaySchema = z.object({
  title: text({ required: HOMESTAY.titleRequired, min: HOMESTAY.titleMin, max: HOMESTAY.titleMax }, 3, 100),
  description: z.preprocess(
    (value) => (typeof value === 'string' && visibleText(value) === '' ? undefined : value),
    z
      .string({ error: HOMESTAY.descriptionRequired })
      .max(20_000, HOMESTAY.descriptionMax)
      .refine((html) => visibleText(html).length >= 3, HOMESTAY.descriptionMin),
  ),
  host: text({ required: HOMESTAY.hostRequired, min: HOMESTAY.hostMin, max: HOMESTAY.hostMax }, 3, 100),
  host_phone: optionalPhoneNumber({ required: HOMESTAY.phoneRequired, min: HOMESTAY.phoneMin, max: HOMESTAY.phoneMax, format: HOMESTAY.phoneFormat }),
  location: text({ required: TOUR.locationRequired, min: TOUR.locationMin, max: TOUR.locationMax }, 3, 200),
  maps: optionalUrl({ invalid: TOUR.mapsInvalid, max: TOUR.mapsMax }),
  rooms: wholeNumber({ required: HOMESTAY.roomsRequired, invalid: HOMESTAY.roomsInvalid, min: HOMESTAY.roomsMin, max: HOMESTAY.roomsMax }, 1, 50),
  guests_per_room: wholeNumber({ required: HOMESTAY.guestsRequired, invalid: HOMESTAY.guestsInvalid, min: HOMESTAY.guestsMin, max: HOMESTAY.guestsMax }, 1, 20),
  price: money({ min: 50_000, minMessage: HOMESTAY.priceMin, negativeMessage: PRICE.negative }),
  facility: list(optionName, { required: HOMESTAY.facilityMin, min: HOMESTAY.facilityMin }),
  check_in: hoursMinutes(HOMESTAY.checkInRequired, HOMESTAY.checkInFormat),
  check_out: hoursMinutes(HOMESTAY.checkOutRequired, HOMESTAY.checkOutFormat),
});

export type HomestayInput = z.output<typeof homestaySchema>;

/** The photos every record with several carries: URLs in the admin's order, their ids (the media library's document ids), and the first as `thumbnail`. */
export type Photos = {
  photos: string[];
  photo_ids: string[];
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant; photos: ImageVariant[] };
};

export type Homestay = Timestamps &
  Photos & {
    id: string;
    title: string;
    description: string;
    host: string;
    host_phone: string | null;
    /** The number its bookings or orders go to: its own, else its owner's (a partner's, issue 41); null: the village's. */
    whatsapp: string | null;
    location: string;
    maps: string | null;
    rooms: number;
    guests_per_room: number;
    price: number;
    facility: string;
    check_in: string;
    check_out: string;
  };

export const HOMESTAY_TYPE = {
  entry: {
    uid: 'api::homestay.homestay',
    path: 'homestay',
    admin: { slug: 'penginapan', label: 'Penginapan', create: 'Tambah Penginapan', card: 'Penginapan' },
    site: { slug: 'penginapan', detail: true },
    plural: 'penginapan',
    text: {
      created: 'Penginapan berhasil ditambahkan!',
      updated: 'Penginapan berhasil diperbarui!',
      deleted: 'Penginapan berhasil dihapus!',
      notFound: 'Penginapan tidak ditemukan',
      deleteTitle: 'Hapus Penginapan',
      deleteText: 'Apakah Anda yakin ingin menghapus penginapan ini?',
    },
  },
  schema: homestaySchema,
  translatable: ['title', 'description', 'location'],
  optionCategory: 'Fasilitas Penginapan',
  photos: { max: 8 },
} as const satisfies ContentTypeModule;
