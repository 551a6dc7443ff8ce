// What counts as an acceptable image upload, on both sides.
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');
/** The image upload limit in MB when the CMS's `MAX_UPLOAD_MB` is unset (read in cms/src/env.ts). */
export const DEFAULT_MAX_UPLOAD_MB = 5;
