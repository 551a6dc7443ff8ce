import { useRouteLoaderData } from '@remix-run/react';
import type { loader } from '~/routes/_public';

export const PUBLIC_LAYOUT_ID = 'routes/_public';

/** The public layout's data (village details, footer photos, contact), for any page under it. */
export function usePublicLayout() {
  const data = useRouteLoaderData<typeof loader>(PUBLIC_LAYOUT_ID);
  if (!data) throw new Error('usePublicLayout must be used under the public layout');
  return data;
}

export type PublicLayoutData = ReturnType<typeof usePublicLayout>;
export type ContactData = PublicLayoutData['contact'];

/** Route `handle` of pages whose navbar is solid from the top (details, not found). */
export const SOLID_NAVBAR = { solidNavbar: true } as const;
