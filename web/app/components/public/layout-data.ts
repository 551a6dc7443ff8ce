import { useRouteLoaderData } from '@remix-run/react';
import type { loadPublicLayout } from './layout-data.server';

export const PUBLIC_LAYOUT_ID = 'routes/_public';
/** The same layout module mounted under /en (vite.config.ts). */
export const ENGLISH_LAYOUT_ID = `en/${PUBLIC_LAYOUT_ID}`;
export const PUBLIC_LAYOUT_IDS: readonly string[] = [PUBLIC_LAYOUT_ID, ENGLISH_LAYOUT_ID];

/** The public layout's data (village details, footer photos, contact), for any page under it, in either language. */
export function usePublicLayout() {
  const indonesian = useRouteLoaderData<typeof loadPublicLayout>(PUBLIC_LAYOUT_ID);
  const english = useRouteLoaderData<typeof loadPublicLayout>(ENGLISH_LAYOUT_ID);
  const data = indonesian ?? english;
  if (!data) throw new Error('usePublicLayout must be used under the public layout');
  return data;
}

export type PublicLayoutData = ReturnType<typeof usePublicLayout>;
export type ContactData = PublicLayoutData['contact'];

/** Route `handle` of pages whose navbar is solid from the top (details, not found). */
export const SOLID_NAVBAR = { solidNavbar: true } as const;
