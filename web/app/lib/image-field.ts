// The image field of the admin forms (`file`, as the API names it), its type checked in the
// browser before a weak connection spends time uploading. The size is the CMS's limit: the
// browser shrinks photos below it (photo-shrink.client.ts), the action and the CMS check it.
import { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES, IMAGE } from '@desa/contract';

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

/** Required with `requiredMessage` (create), optional without it (edit keeps the image). */
export function imageField(requiredMessage?: string) {
  const image = z
    .custom<File>(isFile, { error: requiredMessage ?? IMAGE.unsupported })
    .refine(acceptable, IMAGE.unsupported);
  return z.preprocess(chosenFile, requiredMessage ? image : image.optional());
}

/** An entity schema plus its image field. */
export function withImage<Schema extends z.ZodType>(schema: Schema, requiredMessage?: string) {
  return z.intersection(schema, z.object({ file: imageField(requiredMessage) }));
}
