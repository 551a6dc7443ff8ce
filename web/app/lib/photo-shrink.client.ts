// A photo straight from a phone camera (8–20 MB, 50 MP) is made small enough for a weak
// signal before it is uploaded: longest side 2560 px, re-encoded as JPEG (WebP when it may
// be transparent), the camera's EXIF orientation applied and the rest of its EXIF (GPS
// included) left behind. Runs on the main thread: browser-image-compression's web worker
// would load the library from a CDN, which the site's CSP (and no internet) forbids.
// GIFs (maybe animated) and photos that are already small stay as they are.

export const MAX_PHOTO_SIDE = 2560;
/** What a shrunk photo aims at; already-smaller photos within the side are kept. */
const TARGET_MB = 1.5;
const MB = 1024 * 1024;

export type ShrinkResult = { file: File; originalSize: number; shrunk: boolean };

async function longestSide(file: File): Promise<number> {
  const bitmap = await createImageBitmap(file);
  const side = Math.max(bitmap.width, bitmap.height);
  bitmap.close();
  return side;
}

/** The output type: JPEG for JPEG, WebP for anything that may carry transparency. */
function outputType(file: File): string {
  return file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
}

function renamed(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : 'webp';
  return `${name.replace(/\.[^.]+$/, '') || 'foto'}.${extension}`;
}

/** The photo to upload: a smaller copy, or the original when that is already fine. */
export async function shrinkPhoto(file: File, limitMb: number): Promise<ShrinkResult> {
  const keep = { file, originalSize: file.size, shrunk: false };
  if (file.type === 'image/gif' || !file.type.startsWith('image/')) return keep;
  let side: number;
  try {
    side = await longestSide(file);
  } catch {
    return keep; // not decodable here: the server says what is wrong with it
  }
  if (side <= MAX_PHOTO_SIDE && file.size <= TARGET_MB * MB) return keep;
  const { default: imageCompression } = await import('browser-image-compression');
  const type = outputType(file);
  const compressed = await imageCompression(file, {
    maxWidthOrHeight: MAX_PHOTO_SIDE,
    maxSizeMB: Math.min(TARGET_MB, limitMb),
    initialQuality: 0.85,
    fileType: type,
    useWebWorker: false,
    preserveExif: false,
  });
  if (compressed.size >= file.size && side <= MAX_PHOTO_SIDE) return keep;
  const shrunk = new File([compressed], renamed(file.name, type), { type, lastModified: file.lastModified });
  return { file: shrunk, originalSize: file.size, shrunk: true };
}

/** Puts `file` into a file input, so the form posts it instead of what was picked. */
export function replaceChosenFile(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
}
