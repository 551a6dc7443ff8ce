// The CMS's image upload limit in the back office's components (the admin frame loads it).
import { useRouteLoaderData } from '@remix-run/react';
import { DEFAULT_MAX_UPLOAD_MB } from '@desa/contract';

export function useUploadLimitMb(): number {
  return useRouteLoaderData<{ uploadLimitMb?: number }>('routes/admin')?.uploadLimitMb ?? DEFAULT_MAX_UPLOAD_MB;
}
