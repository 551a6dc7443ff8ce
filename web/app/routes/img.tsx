// GET /img?src=/uploads/x.jpg&w=640&format=webp: an uploaded image of the CMS, resized and
// re-encoded on the web origin (openimg on sharp), kept on disk after the first request.
// With uploads in an object store, src is the object's URL under S3_PUBLIC_URL.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getImgResponse, type ImgParams, type SharpConfig } from 'openimg/node';
import sharp from 'sharp';
import { cmsOrigin } from '~/lib/cms.server';
import { env } from '~/lib/env.server';
import { IMAGE_QUALITY, IMAGE_WIDTHS, OBJECT_URL, QUALITY_PARAM, UPLOAD_PATH } from '~/lib/images';
import { IMAGE_QUEUE, ImageQueueFull, inTurn, isMade, variantPath } from '~/lib/image-queue.server';

// libvips's operation cache off and one thread per image: each variant is made once and then
// served from the disk cache, so a cached operation is never reused, and the cache and per-thread
// buffers were most of what the web server grew by after a crawl (`npm run bench:memory`).
sharp.cache(false);
sharp.concurrency(1);

const FORMATS = new Set(['webp', 'jpeg', 'png']);
/** Changes when `pipeline` makes other bytes, so variants made by an older one are not served. */
const PIPELINE_VERSION = 'resized-1';
const QUALITIES = new Set(Object.values(IMAGE_QUALITY).map(String));
/** Uploaded files never change under the same name (a new upload gets a new name). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CACHE_FOLDER = env.IMAGE_CACHE_DIR;
const OBJECT_STORE = env.S3_PUBLIC_URL;

function refuse(status: number, headers: Record<string, string> = {}) {
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Where an upload lives: the CMS's /uploads/<name>, or an object directly under S3_PUBLIC_URL; nothing else. */
function sourceUrl(src: string): string | null {
  if (UPLOAD_PATH.test(src)) return `${cmsOrigin()}${src}`;
  const inStore = OBJECT_STORE && src.startsWith(`${OBJECT_STORE}/`) && !src.slice(OBJECT_STORE.length + 1).includes('/');
  return inStore && OBJECT_URL.test(src) ? src : null;
}

/** Only an upload path, only the widths, formats and qualities the pages ask for. */
function imageParams(url: URL): ImgParams | Response {
  const width = url.searchParams.get('w');
  const format = url.searchParams.get('format');
  const quality = url.searchParams.get(QUALITY_PARAM);
  if (width !== null && !IMAGE_WIDTHS.some((allowed) => String(allowed) === width)) return refuse(400);
  if (format !== null && !FORMATS.has(format)) return refuse(400);
  if (quality !== null && !QUALITIES.has(quality)) return refuse(400);
  return { width: width ? Number(width) : undefined, format: (format ?? undefined) as ImgParams['format'] };
}

/**
 * Resized to the asked width (never enlarged), turned upright, metadata (a phone's GPS) dropped,
 * encoded at the asked quality (a photo's unless said). openimg's own pipeline resizes only when
 * a height is given too, so it would hand back the whole original at every width.
 */
function pipeline(params: ImgParams, sourceUrl: string, quality: number): SharpConfig {
  const image = sharp().autoOrient();
  if (params.width) image.resize({ width: params.width, withoutEnlargement: true });
  // Without a format the upload's own is kept (`force: false`), at the same quality.
  image.webp({ quality, force: params.format === 'webp' });
  image.jpeg({ quality, mozjpeg: true, force: params.format === 'jpeg' });
  if (params.format === 'png') image.png();
  return { pipeline: image, cacheKey: variantKey(sourceUrl, quality) };
}

/** The disk cache's name of a variant: the source's, under a folder naming this pipeline and quality. */
function variantKey(sourceUrl: string, quality: number): string {
  const key = new URL(sourceUrl);
  key.pathname = `/${PIPELINE_VERSION}-q${quality}${key.pathname}`;
  return key.href;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const src = url.searchParams.get('src') ?? '';
  const source = sourceUrl(src);
  if (!source) return refuse(400);
  const params = imageParams(url);
  if (params instanceof Response) return params;
  const quality = Number(url.searchParams.get(QUALITY_PARAM) ?? IMAGE_QUALITY.photo);
  const answer = () =>
    getImgResponse(request, {
      headers: { 'Cache-Control': IMMUTABLE },
      cacheFolder: CACHE_FOLDER,
      allowlistedOrigins: [cmsOrigin(), ...(OBJECT_STORE ? [new URL(OBJECT_STORE).origin] : [])],
      getImgParams: () => params,
      getImgSource: () => ({ type: 'fetch', url: source }),
      getSharpPipeline: ({ params }) => pipeline(params, source, quality),
    });
  try {
    // A variant on disk is served at once; one to be made waits its turn (lib/image-queue.server.ts).
    const made = isMade(variantPath(CACHE_FOLDER, variantKey(source, quality), params));
    const response = await (made ? answer() : inTurn(answer, request.signal));
    // A refused parameter (400) or a missing file (404) is the asker's; anything else is upstream.
    if (!response.ok) return refuse(response.status < 500 ? response.status : 502);
    return response;
  } catch (error) {
    if (error instanceof ImageQueueFull) return refuse(503, { 'Retry-After': String(IMAGE_QUEUE.retryAfterSeconds) });
    // The CMS is unreachable or the file does not decode.
    return refuse(502);
  }
}
