// Artikel (kind `article`): its registry entry, field messages, schema, wire record and the
// fields it holds once per language.
import { z } from 'zod';
import type { ContentTypeModule } from '../content-type-module.js';
import { text, title, visibleText } from '../fields.js';
import type { ImageVariant, Timestamps } from '../records.js';

export const ARTICLE = {
  contentRequired: 'Konten tidak boleh kosong!',
  contentMin: 'Konten minimal harus 3 karakter!',
  contentMax: 'Konten maksimal 100000 karakter!',
  writerRequired: 'Nama penulis tidak boleh kosong!',
  writerMin: 'Nama penulis minimal harus 3 karakter!',
  writerMax: 'Nama penulis maksimal 100 karakter!',
} as const;

export const articleSchema = z.object({
  title,
  content: z.preprocess(
    (value) => (typeof value === 'string' && visibleText(value) === '' ? undefined : value),
    z
      .string({ error: ARTICLE.contentRequired })
      .max(100_000, ARTICLE.contentMax)
      .refine((html) => visibleText(html).length >= 3, ARTICLE.contentMin),
  ),
  writer: text(
    { required: ARTICLE.writerRequired, min: ARTICLE.writerMin, max: ARTICLE.writerMax },
    3,
    100,
  ),
});

export type ArticleInput = z.output<typeof articleSchema>;

export type Article = Timestamps & {
  id: string;
  title: string;
  content: string;
  writer: string;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export const ARTICLE_TYPE = {
  entry: {
    uid: 'api::article.article',
    path: 'article',
    admin: { slug: 'artikel', label: 'Artikel', create: 'Buat Artikel', card: 'Artikel' },
    site: { slug: 'artikel', detail: true },
    plural: 'artikel',
    text: {
      created: 'Artikel berhasil ditambahkan!',
      updated: 'Artikel berhasil diperbarui!',
      deleted: 'Artikel berhasil dihapus!',
      notFound: 'Artikel tidak ditemukan',
      deleteTitle: 'Hapus Artikel',
      deleteText: 'Apakah Anda yakin ingin menghapus artikel ini?',
    },
  },
  schema: articleSchema,
  translatable: ['title', 'content'],
} as const satisfies ContentTypeModule;
