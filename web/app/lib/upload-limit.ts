// The CMS's image upload limit in the back office's components (the admin frame loads it).
import { useRouteLoaderData } from '@remix-run/react';
import { DEFAULT_MAX_UPLOAD_MB } from '@desa/contract';
import { setBrowserUploadLimitMb } from './image-field';

/** The limit, also handed to the forms' schema check (image-field.ts). */
export function useUploadLimitMb(): number {
  const limitMb = useRouteLoaderData<{ uploadLimitMb?: number }>('routes/admin')?.uploadLimitMb ?? DEFAULT_MAX_UPLOAD_MB;
  setBrowserUploadLimitMb(limitMb);
  return limitMb;
}
