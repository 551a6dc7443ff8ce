// Fasilitas Umum (kind `amenity`): the public places of the village (toilets, parking, prayer
// room, health post, ATM, information centre, charging point), each of a kind from the options
// of category Jenis Fasilitas Umum. Its registry entry, field messages, schema, wire record and
// the fields it holds once per language. Not a tour's Fasilitas: those are features of one place.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { blankToUndefined, multilineText, optionName, optionalUrl, text } from '../fields.js';
import type { ImageVariant, Timestamps } from '../records.js';
import { TOUR } from './tour.js';

export const AMENITY = {
  titleRequired: 'Nama fasilitas tidak boleh kosong!',
  titleMin: 'Nama fasilitas minimal harus 3 karakter!',
  titleMax: 'Nama fasilitas maksimal 100 karakter!',
  kindRequired: 'Jenis fasilitas harus dipilih!',
  descriptionRequired: 'Keterangan tidak boleh kosong!',
  descriptionMin: 'Keterangan minimal harus 3 karakter!',
  descriptionMax: 'Keterangan maksimal 500 karakter!',
  hoursRequired: 'Jam buka tidak boleh kosong!',
  hoursMin: 'Jam buka minimal harus 2 karakter!',
  hoursMax: 'Jam buka maksimal 60 karakter!',
  accessibleInvalid: 'Ramah difabel harus ya atau tidak!',
} as const;

/** A yes or no: JSON's true and false, a form's checkbox ('on', or nothing when unticked), or 'true' and 'false'. */
const yesOrNo = z.preprocess((value) => {
  const given = blankToUndefined(value);
  if (given === undefined || given === false || given === 'false') return false;
  return given === true || given === 'true' || given === 'on' ? true : given;
}, z.boolean({ error: AMENITY.accessibleInvalid }));

export const amenitySchema = z.object({
  title: text({ required: AMENITY.titleRequired, min: AMENITY.titleMin, max: AMENITY.titleMax }, 3, 100),
  kind: z.preprocess(blankToUndefined, z.string({ error: AMENITY.kindRequired }).pipe(optionName)),
  description: multilineText({ required: AMENITY.descriptionRequired, min: AMENITY.descriptionMin, max: AMENITY.descriptionMax }, 3, 500),
  location: text({ required: TOUR.locationRequired, min: TOUR.locationMin, max: TOUR.locationMax }, 3, 200),
  maps: optionalUrl({ invalid: TOUR.mapsInvalid, max: TOUR.mapsMax }),
  // Free text, as the village says it: "24 jam", "Senin–Sabtu 08.00–15.00".
  hours: text({ required: AMENITY.hoursRequired, min: AMENITY.hoursMin, max: AMENITY.hoursMax }, 2, 60),
  accessible: yesOrNo,
});

export type AmenityInput = z.output<typeof amenitySchema>;

export type Amenity = Timestamps & {
  id: string;
  title: string;
  kind: string;
  description: string;
  location: string;
  maps: string | null;
  hours: string;
  accessible: boolean;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export const AMENITY_TYPE = {
  entry: {
    uid: 'api::amenity.amenity',
    path: 'amenity',
    admin: { slug: 'fasilitas-umum', label: 'Fasilitas Umum', create: 'Tambah Fasilitas Umum' },
    site: { slug: 'fasilitas', detail: false },
    plural: 'fasilitas umum',
    text: {
      created: 'Fasilitas umum berhasil ditambahkan!',
      updated: 'Fasilitas umum berhasil diperbarui!',
      deleted: 'Fasilitas umum berhasil dihapus!',
      notFound: 'Fasilitas umum tidak ditemukan',
      deleteTitle: 'Hapus Fasilitas Umum',
      deleteText: 'Apakah Anda yakin ingin menghapus fasilitas umum ini?',
    },
  },
  schema: amenitySchema,
  translatable: ['title', 'description', 'location', 'hours'],
  optionCategory: 'Jenis Fasilitas Umum',
} as const satisfies ContentTypeModule;
