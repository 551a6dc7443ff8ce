// What counts as an acceptable image upload, on both sides.
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');
/**
 * The widths the web app's image route makes; it refuses others, so its disk cache stays bounded.
 * 160 and 240 are a photo strip's or a footer's thumbnails (a quarter of a phone's width at DPR
 * 1 and 2). The CMS keeps no upload wider than the last (`IMAGE_MASTER_WIDTH`).
 */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 828, 1080, 1280, 1600, 1920] as const;
/** The widest an upload is stored: the widest variant the site serves; a wider photo is scaled down once, at upload. */
export const IMAGE_MASTER_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
/** The image upload limit in MB when the CMS's `MAX_UPLOAD_MB` is unset (read in cms/src/env.ts). */
export const DEFAULT_MAX_UPLOAD_MB = 5;

/** A record's several photos (homestays, products): `files` on the wire, kept ones named in `photos_keep`. */
export const PHOTOS = {
  required: 'Pilih minimal 1 foto!',
  tooMany: (max: number) => `Foto maksimal ${max}!`,
  unknown: 'Foto yang dipertahankan tidak dikenal. Muat ulang halaman lalu coba lagi.',
  unsupported: (name: string) => `Format gambar tidak didukung: ${name}`,
} as const;

/** In `photos_keep`, the place of the n-th new file (0-based) among the kept photos. */
export const NEW_PHOTO_PREFIX = 'file:';

/**
 * `photos_keep` as sent: repeated fields, one comma-joined field or a JSON array, blanks left
 * out; undefined when absent (an update then keeps every stored photo). Entries are photo ids
 * (opaque) or `file:N`.
 */
export function keptPhotoEntries(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  return (Array.isArray(value) ? value : [value])
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter(Boolean);
}
