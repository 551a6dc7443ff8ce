// The image upload limit, as the CMS reads it from MAX_UPLOAD_MB (GET /site's
// `upload_limit_mb`). Before the village has a profile the CMS answers 404: then the
// contract's default stands in.
import type { AppLoadContext } from '@remix-run/node';
import { DEFAULT_MAX_UPLOAD_MB } from '@desa/contract';
import { loadSite } from './public.server';

export async function loadUploadLimitMb(context: AppLoadContext): Promise<number> {
  try {
    return (await loadSite(context)).upload_limit_mb || DEFAULT_MAX_UPLOAD_MB;
  } catch {
    return DEFAULT_MAX_UPLOAD_MB;
  }
}
