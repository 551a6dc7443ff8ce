// The content types as a person meets them: names, toasts, confirmations, 404 texts.
// The CMS answers with these messages and the admin shows them as toasts.

export const ENTITY_TEXT = {
  tour: {
    created: 'Wisata berhasil ditambahkan!',
    updated: 'Wisata berhasil diperbarui!',
    deleted: 'Wisata berhasil dihapus!',
    notFound: 'Objek wisata tidak ditemukan',
    deleteTitle: 'Hapus Objek Wisata',
    deleteText: 'Apakah Anda yakin ingin menghapus objek wisata ini?',
  },
  package: {
    created: 'Paket wisata berhasil ditambahkan!',
    updated: 'Paket berhasil diperbarui!',
    deleted: 'Paket wisata berhasil dihapus!',
    notFound: 'Paket wisata tidak ditemukan',
    deleteTitle: 'Hapus Paket Wisata',
    deleteText: 'Apakah Anda yakin ingin menghapus paket wisata ini?',
  },
  event: {
    created: 'Agenda berhasil ditambahkan!',
    updated: 'Agenda berhasil diperbarui!',
    deleted: 'Agenda berhasil dihapus!',
    notFound: 'Agenda tidak ditemukan',
    deleteTitle: 'Hapus Agenda Desa',
    deleteText: 'Apakah Anda yakin ingin menghapus agenda desa ini?',
  },
  article: {
    created: 'Artikel berhasil ditambahkan!',
    updated: 'Artikel berhasil diperbarui!',
    deleted: 'Artikel berhasil dihapus!',
    notFound: 'Artikel tidak ditemukan',
    deleteTitle: 'Hapus Artikel',
    deleteText: 'Apakah Anda yakin ingin menghapus artikel ini?',
  },
  gallery: {
    created: 'Foto galeri berhasil ditambahkan!',
    updated: 'Galeri berhasil diperbarui!',
    deleted: 'Foto galeri berhasil dihapus!',
    notFound: 'Foto galeri tidak ditemukan',
    deleteTitle: 'Hapus Foto Galeri',
    deleteText: 'Apakah Anda yakin ingin menghapus foto galeri ini?',
  },
  setting: {
    created: 'Option berhasil ditambahkan!',
    updated: 'Option berhasil diperbarui!',
    deleted: 'Opsi berhasil dihapus!',
    notFound: 'Opsi tidak ditemukan',
    deleteTitle: 'Hapus Opsi',
    deleteText: 'Apakah Anda yakin ingin menghapus opsi ini?',
  },
} as const;

export type EntityKind = keyof typeof ENTITY_TEXT;

export const PROFILE_UPDATED = 'Profile berhasil diperbarui!';
