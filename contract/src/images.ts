// What counts as an acceptable image upload, on both sides.
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');
export const DEFAULT_MAX_UPLOAD_MB = 5;

/** The image upload limit in MB from the CMS's `MAX_UPLOAD_MB`: the one reading of it. */
export function uploadLimitMb(env: { MAX_UPLOAD_MB?: string } = {}): number {
  return Number(env.MAX_UPLOAD_MB) || DEFAULT_MAX_UPLOAD_MB;
}
