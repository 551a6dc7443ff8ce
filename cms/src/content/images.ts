// Image uploads: recognised by their bytes, stored through the upload plugin (so they get
// its responsive formats), removed when replaced or when their record goes.
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { IMAGE, IMAGE_MASTER_WIDTH } from '@desa/contract';
import { env } from '../env';
import { ContentError, type UploadedFile } from './errors';
import type { StoredDocument } from './resources';
import { FILE_UID } from './uids';

const FORMAT_TO_TYPE: Record<string, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
};

export function maxUploadMb(): number {
  return env.MAX_UPLOAD_MB;
}

/**
 * What the bytes really are, or null for anything that is not an accepted image. The whole
 * image is decoded, so a valid header over corrupt data is refused here instead of failing later
 * in the upload plugin: reading its last row's one pixel makes the loader go through every row
 * before it, a few rows in memory at a time. libvips's `stats`, used before, let about half of
 * concurrent corrupt PNGs through, and a thumbnail's decode skips damage a full one finds
 * (tests/image-check.test.ts).
 */
export async function detectImage(filepath: string): Promise<{ mime: string; ext: string } | null> {
  try {
    const image = sharp(filepath, { animated: false });
    const meta = await image.metadata();
    const kind =
      meta.format === 'heif'
        ? meta.compression === 'av1'
          ? { mime: 'image/avif', ext: 'avif' }
          : null
        : FORMAT_TO_TYPE[meta.format ?? ''] ?? null;
    if (kind) await image.extract({ left: 0, top: (meta.height ?? 1) - 1, width: 1, height: 1 }).raw().toBuffer();
    return kind;
  } catch {
    return null;
  }
}

/**
 * Checks an uploaded temp file: too large throws 413; anything but an accepted image is a
 * field error on `file`. A good file gets its real type and a clean name.
 */
/** A file of the media library (plugin::upload.file), as populated on a record. */
export type StoredMedia = StoredDocument<typeof FILE_UID>;
type Variant = { url: string; width: number };

/**
 * Each file within MAX_UPLOAD_MB, or 413 with its message. The body parser's own limit is every
 * file of a request together (config/middlewares.ts), so each upload is held to it here.
 */
export function assertWithinUploadLimit(file: UploadedFile): void {
  if (file.size > maxUploadMb() * 1024 * 1024) throw new ContentError('too-large', IMAGE.tooLarge(maxUploadMb()));
}

export async function imageErrors(file: UploadedFile | undefined): Promise<Record<string, string[]> | undefined> {
  if (!file) return undefined;
  assertWithinUploadLimit(file);
  const kind = await detectImage(file.filepath);
  if (!kind) return { file: [IMAGE.unsupported] };
  file.mimetype = kind.mime;
  const base = String(file.originalFilename || 'gambar')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w\- ]+/g, '')
    .slice(0, 80);
  file.originalFilename = `${base || 'gambar'}.${kind.ext}`;
  return undefined;
}

/**
 * libvips's operation cache off in both copies of sharp the CMS loads, ours and the upload
 * plugin's (which makes each upload's formats with its own): every image is decoded once and
 * never asked again, so the cache only held decoded pixels. Measured (issue 56): 24 camera
 * photographs uploaded took the CMS from 323 to 1,007 MB with it, and 12 normalisations in a bare
 * process 58 → 538 MB with it, 85 MB without (under npm start's MALLOC_ settings).
 */
export function boundImageMemory(): void {
  sharp.cache(false);
  const uploadPluginSharp = createRequire(require.resolve('@strapi/upload/package.json'))('sharp') as typeof sharp;
  uploadPluginSharp.cache(false);
}

/** The encoder of each stored format: a master good enough for every variant made from it. */
function encoded(image: sharp.Sharp, mime: string): sharp.Sharp {
  switch (mime) {
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 85 });
    case 'image/gif':
      return image.gif();
    case 'image/avif':
      return image.avif({ quality: 60 });
    default:
      return image.jpeg({ quality: 85, mozjpeg: true });
  }
}

/** One normalisation at a time: a camera photo's decode takes tens of MB, and uploads can come together. */
let normalising: Promise<unknown> = Promise.resolve();

/**
 * An upload as the site keeps it (issue 56), done once here so that nothing after (the upload
 * plugin's formats, the web app's image route) decodes a camera's original again: turned
 * upright, in sRGB (sharp converts an embedded profile and drops it), without its metadata (a
 * phone's GPS position and camera), no wider than the widest variant the site serves, in its own
 * format; an animation keeps its frames. The temp file is replaced and its size updated. False
 * when sharp could not (an animation it cannot turn): the upload, which decoded whole in
 * `detectImage`, is then kept as sent.
 */
export function normaliseUpload(file: UploadedFile): Promise<boolean> {
  const normalised = `${file.filepath}.normalised`;
  const run = async () => {
    try {
      const animated = file.mimetype === 'image/gif' || file.mimetype === 'image/webp';
      const image = sharp(file.filepath, { animated }).autoOrient().resize({ width: IMAGE_MASTER_WIDTH, withoutEnlargement: true });
      const { size } = await encoded(image, file.mimetype ?? '').toFile(normalised);
      await rename(normalised, file.filepath);
      file.size = size;
      return true;
    } catch {
      await rm(normalised, { force: true });
      return false;
    }
  };
  const turn = normalising.then(run, run);
  normalising = turn;
  return turn;
}

export async function storeImage(strapi: Core.Strapi, file: UploadedFile): Promise<StoredMedia> {
  if (!(await normaliseUpload(file))) strapi.log.warn(`Gambar ${String(file.originalFilename)} disimpan seperti dikirim: sharp tidak dapat menormalkannya`);
  const [stored] = await strapi.plugin('upload').service('upload').upload({ data: {}, files: file });
  return stored;
}

export async function removeImage(strapi: Core.Strapi, stored: { id?: unknown } | null | undefined): Promise<void> {
  if (!stored?.id) return;
  try {
    const file = await strapi.db.query(FILE_UID).findOne({ where: { id: Number(stored.id) } });
    if (file) await strapi.plugin('upload').service('upload').remove(file);
  } catch (error) {
    strapi.log.warn(`Gagal menghapus berkas gambar ${String(stored.id)}: ${(error as Error).message}`);
  }
}

export function publicBaseUrl(strapi: Core.Strapi): string {
  // PUBLIC_CMS_URL (config/server.ts).
  const configured = strapi.config.get<string>('server.url');
  if (configured) return configured.replace(/\/$/, '');
  return `http://localhost:${strapi.config.get('server.port')}`;
}

export function absoluteUrl(base: string, url: string | null | undefined): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `${base}${url}`;
}

/** Responsive variants for `srcset`, for the web app only (`?with=formats`). */
export function imageVariants(base: string, media: StoredMedia | null | undefined) {
  if (!media?.url) return null;
  // The upload plugin's formats: { thumbnail: { url, width, … }, small: …, … }.
  const formats = Object.values((media.formats ?? {}) as Record<string, Variant>);
  const sources: Variant[] = [...formats, { url: media.url, width: media.width ?? 0 }]
    .filter((format) => format.width)
    .sort((a, b) => a.width - b.width);
  return {
    url: absoluteUrl(base, media.url),
    width: media.width ?? null,
    height: media.height ?? null,
    srcset: sources.map((format) => `${absoluteUrl(base, format.url)} ${format.width}w`).join(', '),
  };
}
