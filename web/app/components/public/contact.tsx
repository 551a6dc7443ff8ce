import { Await } from '@remix-run/react';
import { Suspense, type ReactNode } from 'react';
import type { ContactView } from '~/lib/view.server';
import type { ContactData } from './layout-data';

/**
 * Renders with the village contact once it is known. The server usually has it in the first
 * HTML; when the CMS is slow it streams in, showing `loading` meanwhile. `null` means it failed.
 */
export function WithContact({ contact, loading, children }: { contact: ContactData; loading: ReactNode; children: (contact: ContactView | null) => ReactNode }) {
  return (
    <Suspense fallback={loading}>
      <Await resolve={contact} errorElement={children(null)}>
        {(resolved) => children(resolved as ContactView | null)}
      </Await>
    </Suspense>
  );
}
