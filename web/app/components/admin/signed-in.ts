// Who is signed in to the back office, as its frame (routes/admin.tsx) loaded them: the pages
// and parts a partner (MITRA, issue 41) sees differently ask here.
import { useRouteLoaderData } from '@remix-run/react';
import type { User } from '@desa/contract';

export function useSignedIn(): User | undefined {
  return useRouteLoaderData<{ user: User }>('routes/admin')?.user;
}

/** A partner: their own listings, whose changes wait for the village's approval. */
export function useIsPartner(): boolean {
  return useSignedIn()?.role === 'MITRA';
}
