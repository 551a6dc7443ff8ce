// Objek Wisata (kind `tour`): its registry entry, field messages, schema, wire record and the
// fields it holds once per language.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { DAY_NAMES, sortDays } from '../format.js';
import { hoursMinutes, list, money, optionName, optionalUrl, text, title } from '../fields.js';
import { PRICE } from '../messages.js';
import type { ImageVariant, Timestamps } from '../records.js';

export const TOUR = {
  aboutRequired: 'Tentang tidak boleh kosong!',
  aboutMin: 'Tentang minimal harus 3 karakter!',
  aboutMax: 'Tentang maksimal 5000 karakter!',
  operationalMin: 'Operasional minimal harus ada 1 untuk dipilih!',
  operationalInvalid: 'Hari operasional harus salah satu dari Senin sampai Minggu!',
  locationRequired: 'Lokasi tidak boleh kosong!',
  locationMin: 'Lokasi minimal harus 3 karakter!',
  locationMax: 'Lokasi maksimal 200 karakter!',
  startRequired: 'Jam mulai tidak boleh kosong!',
  startFormat: 'Format jam mulai harus HH:mm (contoh: 08:00)',
  endRequired: 'Jam selesai tidak boleh kosong!',
  endFormat: 'Format jam selesai harus HH:mm (contoh: 17:00)',
  endAfterStart: 'Jam selesai harus lebih besar dari jam mulai!',
  facilityMin: 'Fasilitas minimal harus ada 1 untuk dipilih!',
  mapsMax: 'Link peta maksimal 2000 karakter!',
  mapsInvalid: 'Link peta harus berupa URL http(s) yang valid!',
} as const;

export const tourSchema = z
  .object({
    title,
    about: text({ required: TOUR.aboutRequired, min: TOUR.aboutMin, max: TOUR.aboutMax }, 3, 5000),
    operational: list(z.enum(DAY_NAMES, { error: TOUR.operationalInvalid }), {
      required: TOUR.operationalMin,
      min: TOUR.operationalMin,
    }).transform(sortDays),
    location: text(
      { required: TOUR.locationRequired, min: TOUR.locationMin, max: TOUR.locationMax },
      3,
      200,
    ),
    start: hoursMinutes(TOUR.startRequired, TOUR.startFormat),
    end: hoursMinutes(TOUR.endRequired, TOUR.endFormat),
    facility: list(optionName, { required: TOUR.facilityMin, min: TOUR.facilityMin }),
    maps: optionalUrl({ invalid: TOUR.mapsInvalid, max: TOUR.mapsMax }),
    price: money({ min: 10000, minMessage: PRICE.min10000, negativeMessage: PRICE.negative }),
  })
  .refine((tour) => tour.end > tour.start, { path: ['end'], message: TOUR.endAfterStart });

export type TourInput = z.output<typeof tourSchema>;

export type Tour = Timestamps & {
  id: string;
  title: string;
  about: string;
  location: string;
  operational: string;
  start: string;
  end: string;
  facility: string;
  maps: string | null;
  price: number;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export const TOUR_TYPE = {
  entry: {
    uid: 'api::tour.tour',
    path: 'tour',
    admin: { slug: 'wisata', label: 'Objek Wisata', create: 'Tambah Objek Wisata', card: 'Wisata' },
    site: { slug: 'wisata', detail: true },
    plural: 'objek wisata',
    text: {
      created: 'Wisata berhasil ditambahkan!',
      updated: 'Wisata berhasil diperbarui!',
      deleted: 'Wisata berhasil dihapus!',
      notFound: 'Objek wisata tidak ditemukan',
      deleteTitle: 'Hapus Objek Wisata',
      deleteText: 'Apakah Anda yakin ingin menghapus objek wisata ini?',
    },
  },
  schema: tourSchema,
  translatable: ['title', 'about', 'location'],
  optionCategory: 'Fasilitas',
} as const satisfies ContentTypeModule;
