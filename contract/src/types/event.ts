// Agenda Desa (kind `event`, record type `VillageEvent`): its registry entry, field messages,
// schema, wire record and the fields it holds once per language.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { todayInJakarta } from '../format.js';
import { calendarDay, hoursMinutes, optionalMoney, text, title } from '../fields.js';
import { PRICE } from '../messages.js';
import type { ImageVariant, Timestamps } from '../records.js';

export const EVENT = {
  descriptionRequired: 'Deskripsi tidak boleh kosong!',
  descriptionMin: 'Deskripsi minimal harus 3 karakter!',
  descriptionMax: 'Deskripsi maksimal 5000 karakter!',
  dateRule: 'Tanggal harus dalam format YYYY-MM-DD dan tidak boleh di masa lalu!',
  dateInvalid: 'Tanggal tidak valid',
  timeRequired: 'Waktu harus diisi',
  timeFormat: 'Format jam mulai harus HH:mm (contoh: 08:00)',
  placeRequired: 'Tempat tidak boleh kosong!',
  placeMin: 'Tempat minimal harus 3 karakter!',
  placeMax: 'Tempat maksimal 200 karakter!',
} as const;

export type EventDateRule = {
  /** Today in Jakarta, 'YYYY-MM-DD'; defaults to the real today. */
  today?: string;
  /** On update: the stored date, which may stay even once it has passed. */
  keepDate?: string;
};

export function eventSchema(rule: EventDateRule = {}) {
  const today = rule.today ?? todayInJakarta();
  return z.object({
    title,
    description: text(
      { required: EVENT.descriptionRequired, min: EVENT.descriptionMin, max: EVENT.descriptionMax },
      3,
      5000,
    ),
    date: calendarDay(EVENT.dateRule, EVENT.dateInvalid).refine(
      (day) => day === rule.keepDate || day >= today,
      EVENT.dateRule,
    ),
    time: hoursMinutes(EVENT.timeRequired, EVENT.timeFormat),
    place: text({ required: EVENT.placeRequired, min: EVENT.placeMin, max: EVENT.placeMax }, 3, 200),
    price: optionalMoney({ min: 0, minMessage: PRICE.min0 }),
  });
}

export type EventInput = z.output<ReturnType<typeof eventSchema>>;

export type VillageEvent = Timestamps & {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  place: string;
  price: number;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export const EVENT_TYPE = {
  entry: {
    uid: 'api::event.event',
    path: 'event',
    admin: { slug: 'agenda-desa', label: 'Agenda Desa', create: 'Buat Agenda Desa', card: 'Agenda Desa' },
    site: { slug: 'agenda', detail: true },
    plural: 'acara',
    text: {
      created: 'Agenda berhasil ditambahkan!',
      updated: 'Agenda berhasil diperbarui!',
      deleted: 'Agenda berhasil dihapus!',
      notFound: 'Agenda tidak ditemukan',
      deleteTitle: 'Hapus Agenda Desa',
      deleteText: 'Apakah Anda yakin ingin menghapus agenda desa ini?',
    },
  },
  // The translatable fields never depend on the date rule.
  schema: eventSchema(),
  translatable: ['title', 'description', 'place'],
} as const satisfies ContentTypeModule;
