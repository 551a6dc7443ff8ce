// The several photos of a record (homestays, products), checked in the browser before a weak
// connection spends time uploading, and again by the action: new files travel as repeated
// `files`, the stored photos to keep as `photos_keep` in the admin's order (`file:N` places the
// N-th new file among them), and every problem is the field `photos`, as the CMS names it
// (cms/src/content/records.ts, `planPhotos`). Each file is checked like the
// single image of the other types (image-field.ts: its type, and in the browser its size
// against the CMS's limit).
import { z } from 'zod';
import { IMAGE, NEW_PHOTO_PREFIX, PHOTOS, keptPhotoEntries } from '@desa/contract';
import { chosenFile, imageField } from './image-field';

/** The names on the wire: new files, the kept photos in order, and the field errors land on. */
export const PHOTO_FILES = 'files';
export const PHOTOS_KEEP = 'photos_keep';
export const PHOTOS_FIELD = 'photos';

/** The chosen files of a submission (an untouched file input posts an empty one: none). */
export function chosenFiles(value: unknown): File[] {
  return (Array.isArray(value) ? value : [value]).flatMap((item) => {
    const file = chosenFile(item);
    return file ? [file] : [];
  });
}

const oneFile = imageField(IMAGE.unsupported);

/** What is wrong with one new photo (its type, its size in the browser), or null. */
export function photoFileProblem(file: File): string | null {
  const result = oneFile.safeParse(file);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? IMAGE.unsupported;
  return message === IMAGE.unsupported ? PHOTOS.unsupported(file.name) : message;
}

/** How many photos the record ends with, as the CMS counts them (null: the stored ones stay, plus the new). */
function photoCount(files: File[], keep: string[] | undefined): number | 'unknown-entry' | null {
  if (keep === undefined) return null;
  const kept = new Set<string>();
  for (const entry of keep) {
    if (entry.startsWith(NEW_PHOTO_PREFIX)) {
      const index = Number(entry.slice(NEW_PHOTO_PREFIX.length));
      if (!Number.isInteger(index) || index < 0 || index >= files.length) return 'unknown-entry';
    } else kept.add(entry); // a stored photo's id: the CMS knows whether it is the record's
  }
  return kept.size + files.length;
}

/** The photos of a create (at least one) or an update, within 1 to `max` in all. */
export function photosField(max: number, { create }: { create: boolean }) {
  return z.object({ [PHOTO_FILES]: z.unknown().optional(), [PHOTOS_KEEP]: z.unknown().optional() }).superRefine((value, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', path: [PHOTOS_FIELD], message });
    const files = chosenFiles(value[PHOTO_FILES]);
    const counted = photoCount(files, keptPhotoEntries(value[PHOTOS_KEEP]));
    if (counted === 'unknown-entry') return problem(PHOTOS.unknown);
    const total = counted ?? (create ? files.length : null);
    if (total === 0) return problem(PHOTOS.required);
    if (files.length > max || (total !== null && total > max)) return problem(PHOTOS.tooMany(max));
    for (const file of files) {
      const message = photoFileProblem(file);
      if (message) return problem(message);
    }
  });
}

/** An entity schema plus its photos (instead of `withImage`'s one image). */
export function withPhotos<Schema extends z.ZodType>(schema: Schema, max: number, mode: { create: boolean }) {
  return z.intersection(schema, photosField(max, mode));
}
