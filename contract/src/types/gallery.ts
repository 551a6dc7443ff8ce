// Galeri, one record Foto Galeri (kind `gallery`): its registry entry, field messages, schema,
// wire record and the fields it holds once per language.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { text, title } from '../fields.js';
import type { ImageVariant, Timestamps } from '../records.js';

export const GALLERY = {
  captionRequired: 'Caption tidak boleh kosong!',
  captionMin: 'Caption minimal harus 3 karakter!',
  captionMax: 'Caption maksimal 50 karakter!',
} as const;

export const gallerySchema = z.object({
  title,
  caption: text(
    { required: GALLERY.captionRequired, min: GALLERY.captionMin, max: GALLERY.captionMax },
    3,
    50,
  ),
});

export type GalleryInput = z.output<typeof gallerySchema>;

export type GalleryPhoto = Timestamps & {
  id: string;
  title: string;
  caption: string;
  image: string | null;
  images?: { image: ImageVariant };
};

export const GALLERY_TYPE = {
  entry: {
    uid: 'api::gallery-photo.gallery-photo',
    path: 'gallery',
    admin: { slug: 'galeri', label: 'Galeri', create: 'Tambah Foto Galeri', card: 'Galeri' },
    site: { slug: 'galeri', detail: false },
    plural: 'foto galeri',
    text: {
      created: 'Foto galeri berhasil ditambahkan!',
      updated: 'Galeri berhasil diperbarui!',
      deleted: 'Foto galeri berhasil dihapus!',
      notFound: 'Foto galeri tidak ditemukan',
      deleteTitle: 'Hapus Foto Galeri',
      deleteText: 'Apakah Anda yakin ingin menghapus foto galeri ini?',
    },
  },
  schema: gallerySchema,
  translatable: ['title', 'caption'],
} as const satisfies ContentTypeModule;
