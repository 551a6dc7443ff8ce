// The image field of the admin forms (`file`, as the API names it), checked in the browser
// before a weak connection spends time uploading. The size limit is the CMS's: the browser
// learns it from the admin frame and shrinks photos below it first (photo-shrink.client.ts);
// the action checks it again with the same limit (GET /site), and the CMS answers 413 itself.
import { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES, DEFAULT_MAX_UPLOAD_MB, IMAGE } from '@desa/contract';

/** In the browser: the CMS's limit, set by the image fields (upload-limit.ts). */
let browserLimitMb = DEFAULT_MAX_UPLOAD_MB;
export function setBrowserUploadLimitMb(megabytes: number) {
  browserLimitMb = megabytes;
}

/** Duck-typed: the server's File class (undici) is not always the global one. */
export function isFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as File).arrayBuffer === 'function' &&
    typeof (value as File).name === 'string' &&
    typeof (value as File).size === 'number'
  );
}

/** An untouched file input posts an empty, nameless file: that is "no image". */
export function chosenFile(value: unknown): File | undefined {
  return isFile(value) && value.size > 0 ? value : undefined;
}

const acceptable = (file: File) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
const smallEnough = (file: File) => typeof window === 'undefined' || file.size <= browserLimitMb * 1024 * 1024;

/** Required with `requiredMessage` (create), optional without it (edit keeps the image). */
export function imageField(requiredMessage?: string) {
  const image = z
    .custom<File>(isFile, { error: requiredMessage ?? IMAGE.unsupported })
    .refine(acceptable, IMAGE.unsupported)
    .refine(smallEnough, { error: () => IMAGE.tooLarge(browserLimitMb) });
  return z.preprocess(chosenFile, requiredMessage ? image : image.optional());
}

/** An entity schema plus its image field. */
export function withImage<Schema extends z.ZodType>(schema: Schema, requiredMessage?: string) {
  return z.intersection(schema, z.object({ file: imageField(requiredMessage) }));
}
