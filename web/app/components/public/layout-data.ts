import { useRouteLoaderData } from '@remix-run/react';
import type { loader } from '~/routes/_public';

export const PUBLIC_LAYOUT_ID = 'routes/_public';
/** The same layout module mounted under /en (vite.config.ts). */
export const ENGLISH_LAYOUT_ID = `en/${PUBLIC_LAYOUT_ID}`;
export const PUBLIC_LAYOUT_IDS: readonly string[] = [PUBLIC_LAYOUT_ID, ENGLISH_LAYOUT_ID];

/** The public layout's data (village details, footer photos, contact), for any page under it, in either language. */
export function usePublicLayout() {
  const indonesian = useRouteLoaderData<typeof loader>(PUBLIC_LAYOUT_ID);
  const english = useRouteLoaderData<typeof loader>(ENGLISH_LAYOUT_ID);
  const data = indonesian ?? english;
  if (!data) throw new Error('usePublicLayout must be used under the public layout');
  return data;
}

export type PublicLayoutData = ReturnType<typeof usePublicLayout>;
export type ContactData = PublicLayoutData['contact'];

/** Route `handle` of pages whose navbar is solid from the top (details, not found). */
export const SOLID_NAVBAR = { solidNavbar: true } as const;
