// Every content type of the village in one place: its name in code (the kind), its Strapi uid,
// its path on /api/v1, its page in the back office, its public pages and its messages. The CMS's
// routes, controllers, seed and backup check and the web app's menu, search, dashboard and
// sitemap read this table, in its order (the back office menu's).

type Text = {
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
  deleteTitle: string;
  deleteText: string;
};

export type ContentTypeEntry = {
  /** Strapi's uid (`src/api/<name>/content-types/<name>/schema.json`). */
  uid: `api::${string}.${string}`;
  /** Its calls on /api/v1: `/{path}/all`, `/{path}/create`, … */
  path: string;
  /** Its page in the back office, `/admin/{slug}`: the menu's label, the create button's, the dashboard card's (when counted there). */
  admin: { slug: string; label: string; create: string; card?: string };
  /** Its public list page, `/{slug}` (and `/en/{slug}`); `detail`: each record has its own page, `/{slug}/{id}`. */
  site?: { slug: string; detail: boolean };
  /** What a person calls its records in a sentence (a backup's refusal names the missing ones). */
  plural: string;
  text: Text;
};

export const CONTENT_TYPES = {
  tour: {
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
  package: {
    uid: 'api::tour-package.tour-package',
    path: 'package',
    admin: { slug: 'paket-wisata', label: 'Paket Wisata', create: 'Buat Paket Wisata', card: 'Paket Wisata' },
    plural: 'paket wisata',
    text: {
      created: 'Paket wisata berhasil ditambahkan!',
      updated: 'Paket berhasil diperbarui!',
      deleted: 'Paket wisata berhasil dihapus!',
      notFound: 'Paket wisata tidak ditemukan',
      deleteTitle: 'Hapus Paket Wisata',
      deleteText: 'Apakah Anda yakin ingin menghapus paket wisata ini?',
    },
  },
  article: {
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
  event: {
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
  gallery: {
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
  // Options (Fasilitas and Benefit) that tours and packages link to; "Pengaturan" in the back office.
  setting: {
    uid: 'api::option.option',
    path: 'setting',
    admin: { slug: 'pengaturan', label: 'Pengaturan', create: 'Tambah Opsi' },
    plural: 'opsi',
    text: {
      created: 'Option berhasil ditambahkan!',
      updated: 'Option berhasil diperbarui!',
      deleted: 'Opsi berhasil dihapus!',
      notFound: 'Opsi tidak ditemukan',
      deleteTitle: 'Hapus Opsi',
      deleteText: 'Apakah Anda yakin ingin menghapus opsi ini?',
    },
  },
} as const satisfies Record<string, ContentTypeEntry>;

export type EntityKind = keyof typeof CONTENT_TYPES;
export const ENTITY_KINDS = Object.keys(CONTENT_TYPES) as EntityKind[];
/** The kinds with records of their own on the public site and the dashboard (options are not). */
export const CONTENT_KINDS = ENTITY_KINDS.filter((kind): kind is Exclude<EntityKind, 'setting'> => kind !== 'setting');

/** The village profile: one record (a Strapi single type), `/api/v1/site`, "Profil Desa". */
export const VILLAGE_PROFILE = {
  uid: 'api::village.village',
  path: 'site',
  admin: { slug: 'profil-desa', label: 'Profil Desa' },
  plural: 'profil desa',
} as const;

/** Toasts, confirmations and 404 texts of each kind; the CMS answers with them and the admin shows them. */
export const ENTITY_TEXT = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, CONTENT_TYPES[kind].text])) as {
  [Kind in EntityKind]: (typeof CONTENT_TYPES)[Kind]['text'];
};

/** The back office path of a kind (or the profile). */
export function adminPath(entry: { admin: { slug: string } }): string {
  return `/admin/${entry.admin.slug}`;
}

/** The content types with public pages, in the menu's order: their /api/v1 path, their page's slug, and whether each record has a page. */
export const PUBLIC_TYPES: Array<{ kind: EntityKind; path: string; slug: string; detail: boolean }> = ENTITY_KINDS.flatMap((kind) => {
  const type: ContentTypeEntry = CONTENT_TYPES[kind];
  return type.site ? [{ kind, path: type.path, ...type.site }] : [];
});
